import Foundation

/// Told about a presentation's user-initiated dismissal (a sheet swiped down). All methods are
/// optional. Mirrors UIKit's `UIAdaptivePresentationControllerDelegate` (the dismissal part).
///
/// As UIKit documents, none of these is called for a dismissal the app asks for with
/// `dismiss(animated:completion:)`: only for the user's.
@MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Whether the user may dismiss now (`true` by default); `false` makes the attempt call
    /// `presentationControllerDidAttemptToDismiss(_:)` instead. Mirrors
    /// `presentationControllerShouldDismiss(_:)`.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The user started a dismissal (it may still be cancelled by a drag that springs back).
    /// Mirrors `presentationControllerWillDismiss(_:)`.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The user dismissed the presentation: its transition is over. Mirrors
    /// `presentationControllerDidDismiss(_:)`.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss, and `isModalInPresentation` or
    /// `presentationControllerShouldDismiss(_:)` prevented it. Mirrors
    /// `presentationControllerDidAttemptToDismiss(_:)`.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
