import Foundation

/// Whether the top controller's content is scrolled to its top edge, which picks the
/// navigation bar's scroll-edge appearance (UINavigationBar+Appearance.swift).
extension UINavigationController {
    /// The top controller's content scroll view, found as UIKit does: its view when that is a
    /// scroll view, else the view's first subview when that is one.
    var topContentScrollView: UIScrollView? {
        guard let view = topViewController?.viewIfLoaded else { return nil }
        return view as? UIScrollView ?? view.subviews.first as? UIScrollView
    }

    /// Tells the bar whether it is at the scroll edge. Without a content scroll view the bar
    /// is not (a departure from iOS 15, which treats that as at the edge and so shows a
    /// transparent bar over plain screens; here they keep the standard appearance).
    func updateScrollEdgeState() {
        navigationBar.isAtScrollEdge = topContentScrollView?.isAtTopEdge ?? false
    }
}

extension UIScrollView {
    /// Whether the content's top is at (or pulled below) the top of the visible area.
    var isAtTopEdge: Bool { contentOffset.y <= -adjustedContentInset.top }

    /// The view controller this view belongs to (the first one up the responder chain).
    var enclosingViewController: UIViewController? {
        var r: UIResponder? = next
        while let cur = r, !(cur is UIViewController) { r = cur.next }
        return r as? UIViewController
    }

    /// A scroll or inset change of a navigation controller's top content scroll view may move
    /// its bar on or off the scroll edge.
    func reportScrollEdgeToNavigationBar() {
        guard let vc = enclosingViewController, let nav = vc.navigationController,
              nav.topViewController === vc, nav.topContentScrollView === self else { return }
        nav.updateScrollEdgeState()
    }
}
