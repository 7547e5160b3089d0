import Foundation

/// The tab bar's appearances (iOS 13+). The stacked item layout is the one drawn. The
/// scroll-edge appearance is kept but not switched to: the tab bar controller does not
/// follow its content's bottom edge here, so the standard one is always shown.
extension UITabBar {
    /// The bar's appearance. The bar keeps a copy; changing that copy shows at once. Mirrors
    /// `UITabBar.standardAppearance`.
    public var standardAppearance: UITabBarAppearance {
        get { _standardAppearance }
        set { _standardAppearance = newValue.duplicated(); adoptAppearances(); refresh() }
    }

    /// The appearance when the content is scrolled to the bar's edge (kept; see above).
    /// Mirrors `UITabBar.scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set { _scrollEdgeAppearance = newValue?.duplicated(); adoptAppearances(); refresh() }
    }

    /// The appearance shown: the selected item's `standardAppearance`, else the bar's.
    var currentAppearance: UITabBarAppearance { selectedItem?.standardAppearance ?? _standardAppearance }

    func adoptAppearances() {
        for a in [_standardAppearance, _scrollEdgeAppearance].compactMap({ $0 }) {
            a.didChange = { [weak self] in self?.refresh() }
        }
    }
}
