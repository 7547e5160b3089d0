import Foundation

/// The toolbar's appearances (iOS 13+, scroll edge iOS 15): the standard one, the compact
/// ones in a compact-height bar, the scroll-edge ones while a navigation controller's top
/// content is scrolled to its bottom edge (the edge next to the toolbar) — the navigation
/// bar's rule (`BarAppearanceChoice`).
extension UIToolbar {
    /// The bar's appearance. The bar keeps a copy; changing that copy shows at once. Mirrors
    /// `UIToolbar.standardAppearance`.
    public var standardAppearance: UIToolbarAppearance {
        get { _standardAppearance }
        set {
            noteAppearanceSet(.standardAppearance)
            _standardAppearance = newValue.duplicated()
            appearancesChanged()
        }
    }

    /// The appearance of a compact-height toolbar; `nil`: the standard one. Mirrors
    /// `UIToolbar.compactAppearance`.
    public var compactAppearance: UIToolbarAppearance? {
        get { _compactAppearance }
        set {
            noteAppearanceSet(.compactAppearance)
            _compactAppearance = newValue?.duplicated()
            appearancesChanged()
        }
    }

    /// The appearance at the scroll edge; `nil` keeps the one shown away from it. Mirrors
    /// `UIToolbar.scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UIToolbarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            noteAppearanceSet(.scrollEdgeAppearance)
            _scrollEdgeAppearance = newValue?.duplicated()
            appearancesChanged()
        }
    }

    /// The compact-height toolbar's appearance at the scroll edge; `nil`: the scroll-edge
    /// rule. Mirrors `UIToolbar.compactScrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UIToolbarAppearance? {
        get { _compactScrollEdgeAppearance }
        set {
            noteAppearanceSet(.compactScrollEdgeAppearance)
            _compactScrollEdgeAppearance = newValue?.duplicated()
            appearancesChanged()
        }
    }

    /// The appearance shown now.
    var currentAppearance: UIToolbarAppearance {
        let choice = BarAppearanceChoice(standard: _standardAppearance, compact: _compactAppearance,
                                         scrollEdge: _scrollEdgeAppearance, compactScrollEdge: _compactScrollEdgeAppearance)
        return choice.current(compactHeight: traitCollection.verticalSizeClass == .compact, atScrollEdge: isAtScrollEdge)
    }

    private func appearancesChanged() {
        adoptAppearances()
        applyAppearance()
    }

    func adoptAppearances() {
        for a in [_standardAppearance, _compactAppearance, _scrollEdgeAppearance, _compactScrollEdgeAppearance].compactMap({ $0 }) {
            a.didChange = { [weak self] in self?.applyAppearance() }
        }
    }

    /// Draws the current appearance: background, hairline, and the items' titles.
    func applyAppearance() {
        paintBarBackground(currentAppearance, translucent: isTranslucent, imageView: backgroundImageView, hairline: hairline)
        rebuild(animated: false)
        setNeedsLayout()
    }

    /// An item's view, styled by the current appearance's plain or done buttons.
    func makeItemView(_ item: UIBarButtonItem) -> UIView {
        if window != nil { item.applyAppearanceProxies(in: self) }
        let a = currentAppearance
        return item.makeView(tint: tintColor, appearance: item.style == .done ? a.doneButtonAppearance : a.buttonAppearance)
    }
}
