import Foundation

/// Whether the top controller's content is scrolled to its top edge, which picks the
/// navigation bar's scroll-edge appearance (UINavigationBar+Appearance.swift), and to its
/// bottom edge, which picks the toolbar's (UIToolbar+Appearance.swift).
extension UINavigationController {
    /// The top controller's content scroll view (BarAppearanceChoice.swift).
    var topContentScrollView: UIScrollView? { topViewController?.barContentScrollView }

    /// Tells the bars whether they are at their scroll edges, and a tab bar around this
    /// controller too (its content is this controller's top one). Without a content scroll
    /// view a bar is not (a departure from iOS 15, which treats that as at the edge and so
    /// shows a transparent bar over plain screens; here they keep the standard appearance).
    func updateScrollEdgeState() {
        let scrollView = topContentScrollView
        navigationBar.isAtScrollEdge = scrollView?.isAtTopEdge ?? false
        toolbar.isAtScrollEdge = scrollView?.isAtBottomEdge ?? false
        tabBarController?.updateTabBarScrollEdgeState()
    }
}

extension UITabBarController {
    /// Tells the tab bar whether the selected controller's content (through a navigation
    /// controller, its top one's) is scrolled to its bottom edge.
    func updateTabBarScrollEdgeState() {
        tabBar.isAtScrollEdge = selectedViewController?.barContentScrollView?.isAtBottomEdge ?? false
    }
}
