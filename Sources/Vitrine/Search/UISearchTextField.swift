import Foundation

/// The text field inside a search bar: a rounded, filled field (corner radius 10, the
/// tertiary system fill, so it follows the dark appearance and increased contrast) with a
/// magnifying glass at its leading edge, a clear button at its trailing edge while editing,
/// the Search return key, and the search-field accessibility trait. In a right-to-left layout
/// the magnifying glass and the clear button swap sides. Tokens (`UISearchTextField+Tokens`)
/// show as chips between the glass and the text. Mirrors UIKit's `UISearchTextField`.
@MainActor
open class UISearchTextField: UITextField {
    /// The space before the magnifying glass and between it and the text.
    static let glassInset: CGFloat = 8, glassGap: CGFloat = 6
    /// The magnifying glass's side.
    static let glassSide: CGFloat = 20

    /// Whether the user may delete tokens (with Delete at the start of the text); the app
    /// always may. Default `true`. Mirrors `UISearchTextField.allowsDeletingTokens`.
    public var allowsDeletingTokens = true

    /// Whether the user may copy tokens (kept; Vitrine copies text only). Default `true`.
    /// Mirrors `UISearchTextField.allowsCopyingTokens`.
    public var allowsCopyingTokens = true

    var tokenList: [UISearchToken] = []
    var tokenChips: [SearchTokenChip] = []
    var customTokenBackgroundColor: UIColor?

    /// Creates a search field. Mirrors `UISearchTextField.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        cornerRadius = 10
        clipsToBounds = true
        returnKeyType = .search
        enablesReturnKeyAutomatically = true
        autocorrectionType = .no
        clearButtonMode = .whileEditing
        let glass = UIImageView(image: UIImage(systemName: "magnifyingglass"))
        glass.frame.size = CGSize(width: Self.glassSide, height: Self.glassSide)
        glass.contentMode = .center
        glass.tintColor = .secondaryLabel
        glass.isUserInteractionEnabled = false
        leftView = glass
        leftViewMode = .always
    }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    /// Whether the overlays swap sides.
    private var isRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// `rect` mirrored across the middle of `bounds` in a right-to-left layout.
    private func directional(_ rect: CGRect, in bounds: CGRect) -> CGRect {
        guard isRightToLeft, !rect.isEmpty else { return rect }
        return CGRect(x: bounds.minX + bounds.maxX - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// The magnifying glass, 8 points in from the leading edge.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let s = Self.glassSide
        return directional(CGRect(x: bounds.minX + Self.glassInset, y: bounds.minY + ((bounds.height - s) / 2).rounded(), width: s, height: s), in: bounds)
    }

    /// The clear button at the trailing edge, 5 points in.
    open override func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let side = Self.clearButtonSide
        return directional(CGRect(x: bounds.maxX - Self.clearInset - side, y: bounds.minY + ((bounds.height - side) / 2).rounded(),
                                  width: side, height: side), in: bounds)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect { searchTextArea(in: bounds, editing: false) }
    open override func editingRect(forBounds bounds: CGRect) -> CGRect { searchTextArea(in: bounds, editing: true) }

    /// The space before the clear button.
    static let clearInset: CGFloat = 5

    /// Where the tokens (then the text) start, before mirroring.
    private func contentStart(in bounds: CGRect, editing: Bool) -> CGFloat {
        bounds.minX + (showsLeftView(editing: editing) ? Self.glassInset + Self.glassSide + Self.glassGap : Self.glassInset)
    }

    /// The text's area: after the glass and the tokens, before the clear button (when shown),
    /// mirrored in a right-to-left layout.
    private func searchTextArea(in bounds: CGRect, editing: Bool) -> CGRect {
        let minX = contentStart(in: bounds, editing: editing) + tokensWidth
        let maxX = bounds.maxX - (showsClearButton(editing: editing) ? Self.clearInset + Self.clearButtonSide + Self.glassGap : Self.glassInset)
        return directional(CGRect(x: minX, y: bounds.minY, width: max(0, maxX - minX), height: bounds.height), in: bounds)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutTokenChips(textStart: contentStart(in: bounds, editing: isEditing))
    }

    /// Delete at the start of the text takes the last token away (see `allowsDeletingTokens`).
    open override func deleteBackward() {
        if deleteTokenBackward() { return }
        super.deleteBackward()
    }

    /// The placeholder shows only while there are no tokens either.
    open override func drawPlaceholder(in rect: CGRect) {
        guard tokenList.isEmpty else { return }
        super.drawPlaceholder(in: rect)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        if customTokenBackgroundColor == nil { for chip in tokenChips { chip.backgroundColor = tintColor } }
    }

    /// The height of a search field (36 points, as iOS's).
    public static let height: CGFloat = 36
}
