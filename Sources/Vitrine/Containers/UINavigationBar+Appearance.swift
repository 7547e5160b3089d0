import Foundation

/// The navigation bar's appearances (iOS 13+): which one is shown — the top item's over the
/// bar's, the compact ones in a compact-height bar, the scroll-edge ones while the top
/// controller's content is scrolled to its top — and drawing it: background, hairline,
/// titles, buttons and the back indicator.
extension UINavigationBar {
    /// The appearance of a standard-height bar (the default background and hairline). The
    /// bar keeps a copy; changing that copy shows at once. Mirrors
    /// `UINavigationBar.standardAppearance`.
    public var standardAppearance: UINavigationBarAppearance {
        get { _standardAppearance }
        set {
            noteAppearanceSet(.standardAppearance)
            _standardAppearance = newValue.duplicated()
            adoptAppearances()
            applyAppearance()
        }
    }

    /// The appearance while the top controller's content is scrolled to its top edge. Used
    /// only in a navigation controller. `nil` shows the standard appearance (iOS 13/14's
    /// rule): iOS 15 makes that one transparent because its content runs on under the bar,
    /// while here the content starts below the bar, so a transparent bar would show the
    /// container, not the content. Mirrors `UINavigationBar.scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UINavigationBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            noteAppearanceSet(.scrollEdgeAppearance)
            _scrollEdgeAppearance = newValue?.duplicated()
            adoptAppearances()
            applyAppearance()
        }
    }

    /// The appearance of a compact-height bar; `nil`: the standard one. Mirrors
    /// `UINavigationBar.compactAppearance`.
    public var compactAppearance: UINavigationBarAppearance? {
        get { _compactAppearance }
        set {
            noteAppearanceSet(.compactAppearance)
            _compactAppearance = newValue?.duplicated()
            adoptAppearances()
            applyAppearance()
        }
    }

    /// The compact-height bar's appearance at the scroll edge; `nil`: the scroll-edge rule
    /// above. Mirrors `UINavigationBar.compactScrollEdgeAppearance`.
    public var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        get { _compactScrollEdgeAppearance }
        set {
            noteAppearanceSet(.compactScrollEdgeAppearance)
            _compactScrollEdgeAppearance = newValue?.duplicated()
            adoptAppearances()
            applyAppearance()
        }
    }

    /// A change to one of the bar's copies redraws the bar.
    func adoptAppearances() {
        for a in [_standardAppearance, _compactAppearance, _scrollEdgeAppearance, _compactScrollEdgeAppearance].compactMap({ $0 }) {
            a.didChange = { [weak self] in self?.applyAppearance() }
        }
    }

    /// Whether the bar is compact-height (a compact vertical size class).
    var isCompactHeight: Bool { traitCollection.verticalSizeClass == .compact }

    /// The appearance shown now, by UIKit's documented rules: the top item's value
    /// overrides the bar's; compact falls back to standard; compact at the scroll edge falls
    /// back to the scroll-edge one, and that (item's and bar's both nil) to the one shown
    /// away from the edge.
    public var currentAppearance: UINavigationBarAppearance {
        let item = topItem
        let choice = BarAppearanceChoice(standard: item?.standardAppearance ?? _standardAppearance,
                                         compact: item?.compactAppearance ?? _compactAppearance,
                                         scrollEdge: item?.scrollEdgeAppearance ?? _scrollEdgeAppearance,
                                         compactScrollEdge: item?.compactScrollEdgeAppearance ?? _compactScrollEdgeAppearance)
        return choice.current(compactHeight: isCompactHeight, atScrollEdge: isAtScrollEdge)
    }

    /// Draws the current appearance: background, hairline, titles, back button, items.
    func applyAppearance() {
        let a = currentAppearance
        paintBarBackground(a, translucent: isTranslucent, imageView: backgroundImageView, hairline: hairline)
        titleLabel.textColor = a.titleTextAttributes.foregroundColor ?? .label
        titleLabel.font = a.titleTextAttributes.font ?? .boldSystemFont(ofSize: 17)
        largeTitleLabel.textColor = a.largeTitleTextAttributes.foregroundColor ?? .label
        largeTitleLabel.font = a.largeTitleTextAttributes.font ?? .boldSystemFont(ofSize: Self.largeTitleFontSize)
        let backColor = a.backButtonAppearance.normal.titleTextAttributes.foregroundColor ?? tintColor ?? .systemBlue
        backLabel.textColor = backColor
        backLabel.font = a.backButtonAppearance.normal.titleTextAttributes.font ?? .systemFont(ofSize: 17)
        chevron.color = backColor
        backIndicatorView.image = a.backIndicatorImage
        backIndicatorView.tintColor = backColor
        chevron.isHidden = a.backIndicatorImage != nil
        backIndicatorView.isHidden = a.backIndicatorImage == nil
        restyleItems(a)
        setNeedsLayout()
    }

    /// The hairline's height when the appearance draws a shadow image.
    var shadowImageHeight: CGFloat? { barShadowImageHeight(currentAppearance) }

    /// A bar button item's view, styled by the current appearance's plain or done buttons.
    func makeItemView(_ item: UIBarButtonItem) -> UIView {
        if window != nil { item.applyAppearanceProxies(in: self) }
        let a = currentAppearance
        return item.makeView(tint: tintColor, appearance: item.style == .done ? a.doneButtonAppearance : a.buttonAppearance)
    }

    /// Re-styles the shown items' views when the appearance changes without the items changing.
    private func restyleItems(_ a: UINavigationBarAppearance) {
        guard let top = topItem else { return }
        for (item, view) in zip((top.leftBarButtonItems ?? []) + (top.rightBarButtonItems ?? []), leftViews + rightViews) {
            item.applyBarAppearance(view, tint: tintColor, appearance: item.style == .done ? a.doneButtonAppearance : a.buttonAppearance)
        }
    }
}
