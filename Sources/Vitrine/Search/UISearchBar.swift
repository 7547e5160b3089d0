import Foundation

/// A bar with a search field: the field (a `UISearchTextField` with a magnifying glass and a
/// clear button, the Search return key), an optional Cancel button at its trailing edge, an
/// optional prompt line above and an optional scope bar (a segmented control) below. Mirrors
/// UIKit's `UISearchBar`; its delegate hears about every edit (`UISearchBarDelegate` gives the
/// order), and a `UISearchController` drives it when it owns it.
///
/// Metrics (iOS's): the field is 36 pt tall in a 56 pt row, 8 pt from the bar's edges (the
/// layout margin when the bar sits in a navigation bar); the Cancel button 8 pt after it; the
/// prompt adds a 30 pt line above, the scope bar a 44 pt row below. In a right-to-left layout
/// the Cancel button is at the left and the magnifying glass at the field's right.
@MainActor
open class UISearchBar: UIView {
    /// The looks of the bar's background. Mirrors `UISearchBar.Style`.
    public enum Style: UInt, Sendable {
        /// The bar's background (`barTintColor`, else the system background).
        case `default`
        /// A prominent background (as `default` since iOS 13).
        case prominent
        /// No background: only the field shows (as inside a navigation bar).
        case minimal
    }

    /// The row holding the field, the prompt's line and the scope bar's row.
    static let rowHeight: CGFloat = 56, promptHeight: CGFloat = 30, scopeBarHeight: CGFloat = 44
    /// The default space between the bar's edges and the field.
    static let defaultMargin: CGFloat = 8

    /// The field the user types into. Mirrors `UISearchBar.searchTextField`.
    public let searchTextField = UISearchTextField(frame: .zero)

    /// The object told and asked about editing. Mirrors `UISearchBar.delegate`.
    public weak var delegate: (any UISearchBarDelegate)?

    /// The search controller that owns the bar, told about its editing after the delegate.
    weak var controller: UISearchController?

    /// The text in the field ("" when empty). Setting it tells no delegate. Mirrors
    /// `UISearchBar.text`.
    public var text: String? {
        get { searchTextField.text ?? "" }
        set { searchTextField.text = newValue }
    }

    /// The grey text the empty field shows; `nil` shows "Search". Mirrors
    /// `UISearchBar.placeholder`.
    public var placeholder: String? {
        didSet { searchTextField.placeholder = placeholder ?? Self.defaultPlaceholder }
    }
    static let defaultPlaceholder = "Search"

    /// A line of text above the field (`nil`: none). Mirrors `UISearchBar.prompt`.
    public var prompt: String? {
        didSet {
            promptLabel.text = prompt
            promptLabel.isHidden = prompt == nil
            sizeDidChange()
        }
    }

    /// Whether the Cancel button shows (default `false`). Mirrors `UISearchBar.showsCancelButton`.
    public var showsCancelButton: Bool {
        get { _showsCancelButton }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var _showsCancelButton = false

    /// Shows or hides the Cancel button (animated: the field's width and the button's alpha
    /// animate over 0.25 s). Mirrors `UISearchBar.setShowsCancelButton(_:animated:)`.
    public func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        guard showsCancelButton != _showsCancelButton else { return }
        _showsCancelButton = showsCancelButton
        cancelButton.isHidden = false
        let change = { [self] in
            layoutBar()
            cancelButton.alpha = showsCancelButton ? 1 : 0
        }
        if animated, window != nil {
            UIView.animate(withDuration: 0.25, animations: change, completion: { [weak self] _ in
                guard let self else { return }
                self.cancelButton.isHidden = !self._showsCancelButton
            })
        } else {
            change()
            cancelButton.isHidden = !showsCancelButton
        }
    }

    /// The titles of the scope buttons (`nil` or empty: no scope bar). Mirrors
    /// `UISearchBar.scopeButtonTitles`.
    public var scopeButtonTitles: [String]? {
        didSet {
            scopeBar.removeAllSegments()
            for (i, title) in (scopeButtonTitles ?? []).enumerated() {
                scopeBar.insertSegment(withTitle: title, at: i, animated: false)
            }
            let count = scopeButtonTitles?.count ?? 0
            if selectedScopeButtonIndex >= count { selectedScopeButtonIndex = 0 }
            scopeBar.selectedSegmentIndex = count == 0 ? UISegmentedControl.noSegment : selectedScopeButtonIndex
            sizeDidChange()
        }
    }

    /// The selected scope button (default 0). Setting it tells no delegate; an index outside
    /// the titles is reported and ignored. Mirrors `UISearchBar.selectedScopeButtonIndex`.
    public var selectedScopeButtonIndex: Int = 0 {
        didSet {
            let count = scopeButtonTitles?.count ?? 0
            guard selectedScopeButtonIndex >= 0, selectedScopeButtonIndex < max(count, 1) else {
                BadInputLog.report("UISearchBar.selectedScopeButtonIndex \(selectedScopeButtonIndex) is outside the \(count) scope buttons; kept \(oldValue)")
                selectedScopeButtonIndex = oldValue
                return
            }
            if count > 0 { scopeBar.selectedSegmentIndex = selectedScopeButtonIndex }
        }
    }

    /// Whether the scope bar shows (default `false`). Mirrors `UISearchBar.showsScopeBar`.
    public var showsScopeBar = false { didSet { if showsScopeBar != oldValue { sizeDidChange() } } }

    /// Shows or hides the scope bar. Mirrors `UISearchBar.setShowsScope(_:animated:)`.
    public func setShowsScope(_ show: Bool, animated: Bool) { showsScopeBar = show }

    /// The bar's background style (default `.default`). Mirrors `UISearchBar.searchBarStyle`.
    public var searchBarStyle: Style = .default { didSet { updateBackground() } }

    /// The bar's background colour (`nil`: the system background). Mirrors
    /// `UISearchBar.barTintColor`.
    public var barTintColor: UIColor? { didSet { noteAppearanceSet(.barTintColor); updateBackground() } }

    /// The field's keyboard type. Mirrors `UISearchBar.keyboardType` (`UITextInputTraits`).
    public var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }

    /// The field's return key (`.search`). Mirrors `UISearchBar.returnKeyType`.
    public var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// The field's capitalisation. Mirrors `UISearchBar.autocapitalizationType`.
    public var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    let cancelButton = UIButton(type: .system)
    let scopeBar = UISegmentedControl(items: nil)
    let promptLabel = UILabel()
    /// The space between the bar's edges and the field (the navigation bar's margin there).
    var horizontalMargin: CGFloat = UISearchBar.defaultMargin { didSet { setNeedsLayout() } }
    /// The field's delegate (the field holds it weakly; the bar keeps it).
    var fieldDelegate: SearchFieldDelegate?
    /// Told when the bar's height changes (a navigation bar lays out again).
    var onHeightChange: (() -> Void)?

    /// Creates a search bar. Mirrors `UISearchBar.init(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.placeholder = Self.defaultPlaceholder
        addSubview(searchTextField)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.isHidden = true
        cancelButton.alpha = 0
        addSubview(cancelButton)
        scopeBar.isHidden = true
        addSubview(scopeBar)
        promptLabel.font = .systemFont(ofSize: 13)
        promptLabel.textColor = .secondaryLabel
        promptLabel.textAlignment = .center
        promptLabel.isHidden = true
        addSubview(promptLabel)
        connectEditing()
        updateBackground()
    }

    /// Creates a search bar with a zero frame. Mirrors `UISearchBar.init()`.
    public convenience init() { self.init(frame: .zero) }

    /// Not available on Linux (no storyboards or nibs): returns `nil`. Mirrors `init(coder:)`.
    public required init?(coder: NSCoder) { return nil }

    private func updateBackground() {
        backgroundColor = searchBarStyle == .minimal ? .clear : (barTintColor ?? .systemBackground)
    }

    /// Whether the scope bar is on screen.
    var displaysScopeBar: Bool { showsScopeBar && !(scopeButtonTitles ?? []).isEmpty }

    /// The bar's height: the field's row, plus the prompt and the scope bar when shown.
    var barHeight: CGFloat {
        Self.rowHeight + (prompt == nil ? 0 : Self.promptHeight) + (displaysScopeBar ? Self.scopeBarHeight : 0)
    }

    private func sizeDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        onHeightChange?()
    }

    /// As wide as it is given, as tall as its rows. Mirrors `UISearchBar.sizeThatFits(_:)`.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: barHeight) }

    /// No width of its own; its rows' height. Mirrors `UISearchBar.intrinsicContentSize`.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: barHeight) }

    /// Makes the field first responder (asking the delegate first). Mirrors
    /// `UISearchBar.becomeFirstResponder()`.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }

    /// Ends editing in the field. Mirrors `UISearchBar.resignFirstResponder()`.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    /// Whether the field is first responder.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    /// Places the prompt, the field and Cancel button in their row (mirrored right to left),
    /// and the scope bar below.
    func layoutBar() {
        let w = bounds.width, m = horizontalMargin
        var y: CGFloat = 0
        if prompt != nil {
            promptLabel.frame = CGRect(x: m, y: 0, width: max(0, w - 2 * m), height: Self.promptHeight)
            y += Self.promptHeight
        }
        let fieldHeight = UISearchTextField.height
        var fieldWidth = max(0, w - 2 * m)
        var cancel = CGRect.zero
        if _showsCancelButton {
            let cw = cancelButton.intrinsicContentSize.width
            fieldWidth = max(0, fieldWidth - cw - Self.defaultMargin)
            cancel = CGRect(x: m + fieldWidth + Self.defaultMargin, y: y, width: cw, height: Self.rowHeight)
        } else {
            cancel = CGRect(x: w, y: y, width: cancelButton.intrinsicContentSize.width, height: Self.rowHeight)
        }
        var field = CGRect(x: m, y: y + ((Self.rowHeight - fieldHeight) / 2).rounded(), width: fieldWidth, height: fieldHeight)
        if effectiveUserInterfaceLayoutDirection == .rightToLeft {
            field.origin.x = w - field.maxX
            cancel.origin.x = w - cancel.maxX
        }
        searchTextField.frame = field
        cancelButton.frame = cancel
        y += Self.rowHeight
        scopeBar.isHidden = !displaysScopeBar
        scopeBar.frame = CGRect(x: m, y: y + 6, width: max(0, w - 2 * m), height: 32)
    }
}
