import Foundation

/// The toolbar's appearances (iOS 13+). The standard one is drawn; the compact and
/// scroll-edge ones are kept but not switched to (the toolbar does not follow its content's
/// bottom edge or a compact height here).
extension UIToolbar {
    /// The bar's appearance. The bar keeps a copy; changing that copy shows at once. Mirrors
    /// `UIToolbar.standardAppearance`.
    public var standardAppearance: UIToolbarAppearance {
        get { _standardAppearance }
        set { _standardAppearance = newValue.duplicated(); adoptAppearances(); applyAppearance() }
    }

    /// Mirrors `UIToolbar.compactAppearance` (kept; see above).
    public var compactAppearance: UIToolbarAppearance? {
        get { _compactAppearance }
        set { _compactAppearance = newValue?.duplicated() }
    }

    /// Mirrors `UIToolbar.scrollEdgeAppearance` (kept; see above).
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.duplicated() }
    }

    /// Mirrors `UIToolbar.compactScrollEdgeAppearance` (kept; see above).
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { _compactScrollEdgeAppearance }
        set { _compactScrollEdgeAppearance = newValue?.duplicated() }
    }

    func adoptAppearances() { _standardAppearance.didChange = { [weak self] in self?.applyAppearance() } }

    /// Draws the standard appearance: background, hairline, and the items' titles.
    func applyAppearance() {
        paintBarBackground(_standardAppearance, translucent: isTranslucent, imageView: backgroundImageView, hairline: hairline)
        rebuild(animated: false)
        setNeedsLayout()
    }

    /// An item's view, styled by the appearance's plain or done buttons.
    func makeItemView(_ item: UIBarButtonItem) -> UIView {
        item.makeView(tint: tintColor, appearance: item.style == .done ? _standardAppearance.doneButtonAppearance : _standardAppearance.buttonAppearance)
    }
}
