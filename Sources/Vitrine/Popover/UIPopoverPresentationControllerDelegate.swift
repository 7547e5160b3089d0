import Foundation

/// The delegate of a popover presentation (assign it to the presentation controller's
/// `delegate`). The dismissal questions are the adaptive delegate's
/// (`presentationControllerShouldDismiss(_:)`, `presentationControllerWillDismiss(_:)`,
/// `presentationControllerDidDismiss(_:)`), which replace the deprecated
/// `popoverPresentationControllerShouldDismissPopover(_:)` and
/// `popoverPresentationControllerDidDismissPopover(_:)` since iOS 13; the deprecated ones are
/// not provided. Mirrors `UIPopoverPresentationControllerDelegate`.
@MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown: the last moment to set its source or arrow
    /// directions. Mirrors `prepareForPopoverPresentation(_:)`.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
    /// The window changed size (a rotation) and the popover is about to move: change `rect`
    /// (in `view`'s coordinates) or `view` to anchor it elsewhere. Mirrors
    /// `popoverPresentationController(_:willRepositionPopoverTo:in:)` (`inout` stands in for
    /// the pointers).
    func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                       willRepositionPopoverTo rect: inout CGRect, in view: inout UIView)
}

extension UIPopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
    public func popoverPresentationController(_ popoverPresentationController: UIPopoverPresentationController,
                                              willRepositionPopoverTo rect: inout CGRect, in view: inout UIView) {}
}
