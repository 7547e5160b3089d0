import Foundation

/// Vends the objects that run a custom presentation or dismissal: the animation controllers,
/// the interaction controllers that drive them from a gesture, and (for `.custom`
/// presentations) the presentation controller. Every method is optional: the defaults return
/// `nil`, which keeps UIKit's built-in choice. Mirrors UIKit's
/// `UIViewControllerTransitioningDelegate`.
///
/// As in UIKit: the animation controllers are asked for animated presentations and dismissals
/// of any presentation style; the interaction controllers only when the matching animation
/// controller is a custom one; the presentation controller only for `.custom` style.
@MainActor
public protocol UIViewControllerTransitioningDelegate: AnyObject {
    /// The animation controller of the presentation of `presented` (`nil`: the built-in one of
    /// its `modalTransitionStyle`). Mirrors
    /// `animationController(forPresented:presenting:source:)`.
    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The animation controller of the dismissal of `dismissed`. Mirrors
    /// `animationController(forDismissed:)`.
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The interaction controller that drives `animator`'s presentation (`nil`: not
    /// interactive). Mirrors `interactionControllerForPresentation(using:)`.
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The interaction controller that drives `animator`'s dismissal. Mirrors
    /// `interactionControllerForDismissal(using:)`.
    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation (`nil`: a plain
    /// `UIPresentationController`). Mirrors `presentationController(forPresented:presenting:source:)`.
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController?
}

extension UIViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                    source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                       source: UIViewController) -> UIPresentationController? { nil }
}

extension UIViewController {
    /// The object that vends this controller's custom presentation and dismissal objects
    /// (held weakly, as UIKit does: keep it alive yourself). Mirrors `transitioningDelegate`.
    public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)? {
        get { _transitioningDelegate }
        set { _transitioningDelegate = newValue }
    }
}
