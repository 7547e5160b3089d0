import Foundation

/// A search field's tokens: chips in a row after the magnifying glass and before the text
/// (tokens always come before any text), each in `tokenBackgroundColor` with its icon and
/// text. With the insertion point at the start of the text, Delete removes the last token
/// (when `allowsDeletingTokens`), and the field tells its targets the text changed, so a
/// search bar's delegate and search controller hear of it as of an edit.
///
/// Vitrine keeps the tokens beside the text rather than in it: the field's `text` and its
/// document positions are the text's alone, so `textualRange` is the whole document.
extension UISearchTextField {
    /// The tokens, in order. Setting it replaces them all. Mirrors `UISearchTextField.tokens`.
    public var tokens: [UISearchToken] {
        get { tokenList }
        set {
            tokenList = newValue
            tokensDidChange()
        }
    }

    /// Inserts `token` at `tokenIndex` (0 … `tokens.count`; another index is reported and the
    /// token appended). Mirrors `UISearchTextField.insertToken(_:at:)`.
    public func insertToken(_ token: UISearchToken, at tokenIndex: Int) {
        guard (0...tokenList.count).contains(tokenIndex) else {
            BadInputLog.report("UISearchTextField.insertToken(_:at: \(tokenIndex)) is outside 0…\(tokenList.count); appended")
            tokens.append(token)
            return
        }
        tokens.insert(token, at: tokenIndex)
    }

    /// Removes the token at `tokenIndex` (an index outside the tokens is reported and
    /// ignored). Mirrors `UISearchTextField.removeToken(at:)`.
    public func removeToken(at tokenIndex: Int) {
        guard tokenList.indices.contains(tokenIndex) else {
            BadInputLog.report("UISearchTextField.removeToken(at: \(tokenIndex)) is outside the \(tokenList.count) tokens; ignored")
            return
        }
        tokens.remove(at: tokenIndex)
    }

    /// The range of the field's text, without the tokens. Mirrors
    /// `UISearchTextField.textualRange`.
    public var textualRange: UITextRange { IndexedTextRange(from: 0, to: core.length) }

    /// The tokens' background (`nil` restores the default: the field's tint colour). Mirrors
    /// `UISearchTextField.tokenBackgroundColor`.
    public var tokenBackgroundColor: UIColor! {
        get { customTokenBackgroundColor ?? tintColor }
        set {
            customTokenBackgroundColor = newValue
            for chip in tokenChips { chip.backgroundColor = tokenBackgroundColor }
        }
    }

    // MARK: Chips

    /// The chips' height, corner radius, the space inside them, between them and after the last.
    static let tokenHeight: CGFloat = 26, tokenRadius: CGFloat = 6, tokenPadding: CGFloat = 7, tokenSpacing: CGFloat = 4
    static let tokenIconSide: CGFloat = 16, tokenFontSize: CGFloat = 15

    /// Makes one chip per token again and lays the field out.
    func tokensDidChange() {
        for chip in tokenChips { chip.removeFromSuperview() }
        tokenChips = tokenList.map { SearchTokenChip(token: $0, background: tokenBackgroundColor) }
        for chip in tokenChips { addSubview(chip) }
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The width the chips take with the space after them (0 without tokens).
    var tokensWidth: CGFloat {
        tokenChips.isEmpty ? 0 : tokenChips.reduce(0) { $0 + $1.intrinsicContentSize.width + Self.tokenSpacing }
    }

    /// Places the chips in a row from where the text would start (mirrored right to left).
    func layoutTokenChips(textStart: CGFloat) {
        var x = textStart
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        for chip in tokenChips {
            let w = chip.intrinsicContentSize.width
            let frame = CGRect(x: x, y: ((bounds.height - Self.tokenHeight) / 2).rounded(), width: w, height: Self.tokenHeight)
            chip.frame = rtl ? CGRect(x: bounds.maxX + bounds.minX - frame.maxX, y: frame.minY, width: w, height: frame.height) : frame
            x += w + Self.tokenSpacing
        }
    }

    /// Delete with the insertion point at the start of the text removes the last token.
    /// Returns whether it did.
    func deleteTokenBackward() -> Bool {
        guard allowsDeletingTokens, !tokenList.isEmpty, core.selectedRange == NSRange(location: 0, length: 0),
              core.markedRange == nil else { return false }
        removeToken(at: tokenList.count - 1)
        sendActions(for: .editingChanged)
        return true
    }

    /// What the screen reader reads as the field's value: the tokens' texts, then the text.
    var tokensAccessibilityText: String? {
        tokenList.isEmpty ? nil : tokenList.map(\.text).joined(separator: ", ")
    }
}

/// One token's chip: its icon and text, white on the token background, in a rounded rect.
@MainActor
final class SearchTokenChip: UIView {
    let token: UISearchToken
    let label = UILabel()
    let iconView: UIImageView?

    init(token: UISearchToken, background: UIColor?) {
        self.token = token
        iconView = token.icon.map { UIImageView(image: $0) }
        super.init(frame: .zero)
        backgroundColor = background
        cornerRadius = UISearchTextField.tokenRadius
        clipsToBounds = true
        isUserInteractionEnabled = false
        label.text = token.text
        label.font = .systemFont(ofSize: UISearchTextField.tokenFontSize)
        label.textColor = .white
        addSubview(label)
        if let iconView {
            iconView.tintColor = .white
            iconView.contentMode = .center
            addSubview(iconView)
        }
    }

    required init?(coder: NSCoder) { return nil }

    private var iconWidth: CGFloat { iconView == nil ? 0 : UISearchTextField.tokenIconSide + UISearchTextField.tokenSpacing }

    override var intrinsicContentSize: CGSize {
        CGSize(width: (2 * UISearchTextField.tokenPadding + iconWidth + label.intrinsicContentSize.width).rounded(.up),
               height: UISearchTextField.tokenHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let p = UISearchTextField.tokenPadding, side = UISearchTextField.tokenIconSide
        let rtl = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var icon = CGRect(x: p, y: ((bounds.height - side) / 2).rounded(), width: side, height: side)
        var text = CGRect(x: p + iconWidth, y: 0, width: max(0, bounds.width - 2 * p - iconWidth), height: bounds.height)
        if rtl {
            icon.origin.x = bounds.width - icon.maxX
            text.origin.x = bounds.width - text.maxX
        }
        iconView?.frame = icon
        label.frame = text
    }
}
