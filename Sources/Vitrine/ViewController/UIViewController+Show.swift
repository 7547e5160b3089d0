import Foundation

/// A container that shows view controllers handed to `show(_:sender:)` or
/// `showDetailViewController(_:sender:)` by the controllers it contains (a navigation
/// controller pushes, a split view controller replaces a column, …).
///
/// The Swift-native stand-in for UIKit's routing by selector: UIKit's
/// `targetViewController(forAction:sender:)` walks up to the first controller that overrides
/// `show(_:sender:)` (or `showDetailViewController(_:sender:)`); here it walks up to the first
/// that adopts this protocol and accepts.
@MainActor
public protocol UIViewControllerShowing: UIViewController {
    /// Whether this container would show `vc` (for `show` when `detail` is `false`, for
    /// `showDetailViewController` when `true`). The default accepts everything. Asked by
    /// `targetViewController(forShowing:detail:sender:)`; mirrors the answer UIKit gets from
    /// `canPerformAction(_:withSender:)` for the show selectors.
    func canHandleShow(_ vc: UIViewController, detail: Bool, sender: Any?) -> Bool

    /// Shows `vc`; return `false` to let a container further up (or, with none, a modal
    /// presentation) show it instead. Mirrors a container's override of `show(_:sender:)`
    /// (`detail == false`) or `showDetailViewController(_:sender:)` (`detail == true`).
    func handleShow(_ vc: UIViewController, sender: Any?, detail: Bool) -> Bool
}

extension UIViewControllerShowing {
    public func canHandleShow(_ vc: UIViewController, detail: Bool, sender: Any?) -> Bool { true }
}

extension UIViewController {
    /// The controllers a show request goes through, nearest first: this one, then its parent
    /// chain, then on from the controller that presented the top of that chain.
    private var showRoute: [UIViewController] {
        var route: [UIViewController] = []
        var vc: UIViewController? = self
        while let cur = vc {
            route.append(cur)
            vc = cur.parent ?? cur._presentingViewController
        }
        return route
    }

    /// The controller that would show `vc`: the nearest on the route (this controller, its
    /// ancestors, then its presenter's) that adopts `UIViewControllerShowing` and accepts it;
    /// `nil` when none does (`vc` is then presented). The stand-in for UIKit's
    /// `targetViewController(forAction:sender:)` with the `show(_:sender:)` or
    /// `showDetailViewController(_:sender:)` selector.
    public func targetViewController(forShowing vc: UIViewController, detail: Bool, sender: Any?) -> UIViewController? {
        showRoute.first { ($0 as? any UIViewControllerShowing)?.canHandleShow(vc, detail: detail, sender: sender) ?? false }
    }

    /// `show(_:sender:)` and `showDetailViewController(_:sender:)`: the first container on the
    /// route that accepts and handles `vc` shows it; with none, it is presented modally
    /// (animated) from this controller's presentation context.
    func routeShow(_ vc: UIViewController, sender: Any?, detail: Bool) {
        for candidate in showRoute {
            guard let container = candidate as? any UIViewControllerShowing,
                  container.canHandleShow(vc, detail: detail, sender: sender) else { continue }
            if container.handleShow(vc, sender: sender, detail: detail) { return }
        }
        present(vc, animated: true)
    }
}
