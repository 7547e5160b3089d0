import Foundation

/// The object a presentation controller asks how to adapt to a horizontally compact
/// environment, and tells about dismissals the user starts. Every method is optional, as in
/// UIKit (defaults below). Mirrors `UIAdaptivePresentationControllerDelegate`.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// The style to use in a horizontally compact environment: `.fullScreen`,
    /// `.overFullScreen`, a sheet style, or `.none` to keep the presentation's own style.
    /// Not implementing it keeps the default adaptation (`.fullScreen`). Mirrors
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The style to use for `traitCollection` (the compact environment); by default, the answer
    /// of `adaptivePresentationStyle(for:)`, as UIKit asks that one when this is not implemented.
    /// Mirrors `adaptivePresentationStyle(for:traitCollection:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// The controller to show in place of the presented one in the adapted `style` (`nil`, the
    /// default, shows the presented one). Mirrors
    /// `presentationController(_:viewControllerForAdaptivePresentationStyle:)`.
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// The presentation is about to show (or change to) `style`; `.none` when it does not
    /// adapt. Mirrors `presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)`.
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: (any UIViewControllerTransitionCoordinator)?)

    // Dismissal (the same four methods as in the custom-transition work's declaration of this
    // protocol; a popover's tap outside uses them, as UIKit does since iOS 13).

    /// Whether a dismissal the user starts (a tap outside a popover) may go ahead (`true` by
    /// default). Mirrors `presentationControllerShouldDismiss(_:)`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is about to happen. Mirrors
    /// `presentationControllerWillDismiss(_:)`.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started is over. Mirrors `presentationControllerDidDismiss(_:)`.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss and was refused. Mirrors
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Not implemented: answers `.automatic`, which the presentation controller reads as "no
    /// answer" (the default adaptation).
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: (any UIViewControllerTransitionCoordinator)?) {}
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
