import Foundation

/// What a split view controller tells and asks while its interface collapses, expands and
/// changes display mode. Every method is optional (the defaults keep the proposals). Mirrors
/// UIKit's `UISplitViewControllerDelegate` (its column-style methods).
@MainActor
public protocol UISplitViewControllerDelegate: AnyObject {
    /// The column to show on top of the collapsed stack; return `proposedTopColumn` to keep
    /// the proposal. Mirrors `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
    func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column

    /// The display mode to use after expanding. Mirrors
    /// `splitViewController(_:displayModeForExpandingToProposedDisplayMode:)`.
    func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode

    /// The interface collapsed (`isCollapsed` is `true`). Mirrors `splitViewControllerDidCollapse(_:)`.
    func splitViewControllerDidCollapse(_ svc: UISplitViewController)

    /// The interface expanded (`isCollapsed` is `false`). Mirrors `splitViewControllerDidExpand(_:)`.
    func splitViewControllerDidExpand(_ svc: UISplitViewController)

    /// The display mode is about to change. Mirrors `splitViewController(_:willChangeTo:)`.
    func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode)

    /// A column is about to be shown. Mirrors `splitViewController(_:willShow:)`.
    func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column)

    /// A column is about to be hidden. Mirrors `splitViewController(_:willHide:)`.
    func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column)

    /// Return `true` to show `vc` yourself for `show(_:sender:)`. Mirrors
    /// `splitViewController(_:show:sender:)`.
    func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool

    /// Return `true` to show `vc` yourself for `showDetailViewController(_:sender:)`. Mirrors
    /// `splitViewController(_:showDetail:sender:)`.
    func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool
}

extension UISplitViewControllerDelegate {
    public func splitViewController(_ svc: UISplitViewController, topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column { proposedTopColumn }
    public func splitViewController(_ svc: UISplitViewController, displayModeForExpandingToProposedDisplayMode proposedDisplayMode: UISplitViewController.DisplayMode) -> UISplitViewController.DisplayMode { proposedDisplayMode }
    public func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}
    public func splitViewControllerDidExpand(_ svc: UISplitViewController) {}
    public func splitViewController(_ svc: UISplitViewController, willChangeTo displayMode: UISplitViewController.DisplayMode) {}
    public func splitViewController(_ svc: UISplitViewController, willShow column: UISplitViewController.Column) {}
    public func splitViewController(_ svc: UISplitViewController, willHide column: UISplitViewController.Column) {}
    public func splitViewController(_ splitViewController: UISplitViewController, show vc: UIViewController, sender: Any?) -> Bool { false }
    public func splitViewController(_ splitViewController: UISplitViewController, showDetail vc: UIViewController, sender: Any?) -> Bool { false }
}
