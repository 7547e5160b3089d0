import Foundation

/// The appearances a bar (or its top item) keeps, and which one it shows: the rule UIKit
/// documents for the navigation bar and the toolbar alike, which the tab bar follows without
/// compact ones. One home so the three bars agree.
struct BarAppearanceChoice<A: UIBarAppearance> {
    var standard: A
    var compact: A?
    var scrollEdge: A?
    var compactScrollEdge: A?

    /// Compact falls back to standard; compact at the scroll edge falls back to the
    /// scroll-edge one; the scroll-edge one (`nil`) to the one shown away from the edge.
    /// UIKit (iOS 15) makes a `nil` scroll-edge appearance the standard one made transparent
    /// because its content runs on under the bars; here the content stops at the bars, so a
    /// transparent bar would show the container, not the content, and the standard one stays.
    func current(compactHeight: Bool, atScrollEdge: Bool) -> A {
        let shown = compactHeight ? (compact ?? standard) : standard
        guard atScrollEdge else { return shown }
        if compactHeight, let compactScrollEdge { return compactScrollEdge }
        return scrollEdge ?? shown
    }
}

extension UIViewController {
    /// The scroll view of this controller's content, found as UIKit does for the bars' scroll
    /// edges: its view when that is a scroll view, else the view's first subview when that is
    /// one; a navigation controller's is its top controller's.
    var barContentScrollView: UIScrollView? {
        if let nav = self as? UINavigationController { return nav.topViewController?.barContentScrollView }
        guard let view = viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }
}

extension UIScrollView {
    /// Whether the content's top is at (or pulled below) the top of the visible area.
    var isAtTopEdge: Bool { contentOffset.y <= -adjustedContentInset.top }

    /// Whether the content's bottom is at (or pushed above) the bottom of the visible area:
    /// the edge a tab bar or toolbar below the content shows its scroll-edge appearance at
    /// (content shorter than the view is always there).
    var isAtBottomEdge: Bool {
        contentOffset.y + bounds.height >= contentSize.height + adjustedContentInset.bottom
    }

    /// The view controller this view belongs to (the first one up the responder chain).
    var enclosingViewController: UIViewController? {
        var r: UIResponder? = next
        while let cur = r, !(cur is UIViewController) { r = cur.next }
        return r as? UIViewController
    }

    /// A scroll, size or inset change of a content scroll view may move the navigation bar,
    /// the navigation controller's toolbar or the tab bar on or off its scroll edge.
    func reportScrollEdgeToBars() {
        guard let vc = enclosingViewController else { return }
        if let nav = vc.navigationController, nav.topViewController === vc, nav.topContentScrollView === self {
            nav.updateScrollEdgeState()
        } else if let tab = vc.tabBarController, tab.selectedViewController?.barContentScrollView === self {
            tab.updateTabBarScrollEdgeState()
        }
    }
}
