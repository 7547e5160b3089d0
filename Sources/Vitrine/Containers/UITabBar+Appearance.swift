import Foundation

/// The tab bar's appearances (iOS 13+, scroll edge iOS 15): the standard one, and the
/// scroll-edge one while the selected controller's content is scrolled to its bottom edge
/// (the edge next to the bar). The stacked item layout is the one drawn.
extension UITabBar {
    /// The bar's appearance. The bar keeps a copy; changing that copy shows at once. Mirrors
    /// `UITabBar.standardAppearance`.
    public var standardAppearance: UITabBarAppearance {
        get { _standardAppearance }
        set {
            noteAppearanceSet(.standardAppearance)
            _standardAppearance = newValue.duplicated()
            adoptAppearances()
            refresh()
        }
    }

    /// The appearance while the selected controller's content scroll view (its view, or the
    /// view's first subview, when a scroll view; through a navigation controller, its top
    /// controller's) is scrolled to its bottom edge, as UIKit switches it. `nil` keeps the
    /// standard one (see `BarAppearanceChoice`). Mirrors `UITabBar.scrollEdgeAppearance`.
    public var scrollEdgeAppearance: UITabBarAppearance? {
        get { _scrollEdgeAppearance }
        set {
            noteAppearanceSet(.scrollEdgeAppearance)
            _scrollEdgeAppearance = newValue?.duplicated()
            adoptAppearances()
            refresh()
        }
    }

    /// The appearance shown: the selected item's `standardAppearance` over the bar's, and
    /// the scroll-edge one at the scroll edge.
    var currentAppearance: UITabBarAppearance {
        let choice = BarAppearanceChoice(standard: selectedItem?.standardAppearance ?? _standardAppearance, scrollEdge: _scrollEdgeAppearance)
        return choice.current(compactHeight: false, atScrollEdge: isAtScrollEdge)
    }

    func adoptAppearances() {
        for a in [_standardAppearance, _scrollEdgeAppearance].compactMap({ $0 }) {
            a.didChange = { [weak self] in self?.refresh() }
        }
    }
}

extension UITabBar {
    /// The items take their proxies (`UITabBarItem.appearance()`) while the bar is in a
    /// window: when it enters one, and as new items arrive.
    func applyItemAppearanceProxies() {
        for item in items { item.applyAppearanceProxies(in: self) }
    }
}
