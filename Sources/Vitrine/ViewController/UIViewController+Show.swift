import Foundation

/// A container that shows view controllers handed to `show(_:sender:)` or
/// `showDetailViewController(_:sender:)` by the controllers it contains (a navigation
/// controller pushes, a split view controller replaces a column, …).
///
/// The Swift-native stand-in for UIKit's routing by selector: UIKit's
/// `targetViewController(forAction:sender:)` walks up to the first controller that overrides
/// `show(_:sender:)` (or `showDetailViewController(_:sender:)`) and does not refuse the action
/// in `canPerformAction(_:withSender:)`; here `targetViewController(forAction:sender:)` (with a
/// `UIViewController.ShowAction` for the selector) walks up to the first that adopts this
/// protocol and answers `true` to `canPerformShowAction(_:withSender:)`.
@MainActor
public protocol UIViewControllerShowing: UIViewController {
    /// Whether this container handles `action` at all. The default says yes to both. Asked by
    /// `targetViewController(forAction:sender:)`; mirrors `canPerformAction(_:withSender:)`
    /// for `#selector(show(_:sender:))` (`.show`) and
    /// `#selector(showDetailViewController(_:sender:))` (`.showDetailViewController`).
    func canPerformShowAction(_ action: UIViewController.ShowAction, withSender sender: Any?) -> Bool

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
    public func canPerformShowAction(_ action: UIViewController.ShowAction, withSender sender: Any?) -> Bool { true }
}

extension UIViewController {
    /// The actions `targetViewController(forAction:sender:)` looks up: the Swift-native
    /// spelling of the selectors UIKit passes to it (Linux has no `#selector`).
    /// `.show` stands for `#selector(UIViewController.show(_:sender:))`,
    /// `.showDetailViewController` for `#selector(UIViewController.showDetailViewController(_:sender:))`.
    public enum ShowAction: Hashable, Sendable {
        /// `show(_:sender:)`: the primary context.
        case show
        /// `showDetailViewController(_:sender:)`: the secondary (detail) context.
        case showDetailViewController

    }
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

    /// The controller that handles `action` for this one: this controller if it adopts
    /// `UIViewControllerShowing` and can perform it, else the first such controller up its
    /// parents, then on from the controller that presented the top of that chain; `nil` when
    /// none does. Mirrors `targetViewController(forAction:sender:)` ("returns the current view
    /// controller if that view controller overrides the method indicated by the action
    /// parameter ... UIKit walks up the view hierarchy and returns the first view controller
    /// that does override it. If no view controller overrides the method, this method returns
    /// nil"), with `.show` / `.showDetailViewController` for the two selectors, and adopting
    /// `UIViewControllerShowing` for overriding them. `show(_:sender:)` and
    /// `showDetailViewController(_:sender:)` ask it for their target.
    public func targetViewController(forAction action: ShowAction, sender: Any?) -> UIViewController? {
        showRoute.first { ($0 as? any UIViewControllerShowing)?.canPerformShowAction(action, withSender: sender) ?? false }
    }

    /// The controller that would show `vc`: the first target of the show action (see
    /// `targetViewController(forAction:sender:)`) that also accepts `vc` in
    /// `canHandleShow(_:detail:sender:)`; `nil` when none does (`vc` is then presented).
    public func targetViewController(forShowing vc: UIViewController, detail: Bool, sender: Any?) -> UIViewController? {
        let action: ShowAction = detail ? .showDetailViewController : .show
        var start: UIViewController? = self
        while let target = start?.targetViewController(forAction: action, sender: sender) {
            if let c = target as? any UIViewControllerShowing, c.canHandleShow(vc, detail: detail, sender: sender) { return target }
            start = target.parent ?? target._presentingViewController
        }
        return nil
    }

    /// `show(_:sender:)` and `showDetailViewController(_:sender:)`: each target of the action
    /// in turn (`targetViewController(forAction:sender:)`, then on from its parent) that
    /// accepts `vc` is asked to handle it, until one does; with none, `vc` is presented
    /// modally (animated) from this controller's presentation context.
    func routeShow(_ vc: UIViewController, sender: Any?, detail: Bool) {
        let action: ShowAction = detail ? .showDetailViewController : .show
        var start: UIViewController? = self
        while let target = start?.targetViewController(forAction: action, sender: sender) {
            if let c = target as? any UIViewControllerShowing, c.canHandleShow(vc, detail: detail, sender: sender),
               c.handleShow(vc, sender: sender, detail: detail) { return }
            start = target.parent ?? target._presentingViewController
        }
        present(vc, animated: true)
    }
}
