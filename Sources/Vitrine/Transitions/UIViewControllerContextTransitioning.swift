import Foundation

/// Names the two controllers of a transition. Mirrors `UITransitionContextViewControllerKey`.
public struct UITransitionContextViewControllerKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller shown when the transition starts. Mirrors `.from`.
    public static let from = UITransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewController")
    /// The controller shown when it ends. Mirrors `.to`.
    public static let to = UITransitionContextViewControllerKey(rawValue: "UITransitionContextToViewController")
}

/// Names the two views of a transition. Mirrors `UITransitionContextViewKey`.
public struct UITransitionContextViewKey: Hashable, Sendable, RawRepresentable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view leaving (`nil` when it stays, as the presenter's under a sheet). Mirrors `.from`.
    public static let from = UITransitionContextViewKey(rawValue: "UITransitionContextFromView")
    /// The view arriving (`nil` when it is already there). Mirrors `.to`.
    public static let to = UITransitionContextViewKey(rawValue: "UITransitionContextToView")
}

/// What an animation or interaction controller is given to run a view-controller transition:
/// the container view to animate in, the two controllers and views, where they start and
/// end, and the calls that report progress and the end. Mirrors UIKit's
/// `UIViewControllerContextTransitioning`.
@MainActor
public protocol UIViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in; the animator adds the `to` view to it. Mirrors
    /// `containerView`.
    var containerView: UIView { get }
    /// Whether the transition is animated. Mirrors `isAnimated`.
    var isAnimated: Bool { get }
    /// Whether an interaction controller drives it now. Mirrors `isInteractive`.
    var isInteractive: Bool { get }
    /// Whether the interaction cancelled it. Mirrors `transitionWasCancelled`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style (`.custom` for a navigation transition). Mirrors
    /// `presentationStyle`.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The rotation applied during the transition (identity). Mirrors `targetTransform`.
    var targetTransform: CGAffineTransform { get }

    /// An interaction reports how far the transition is (0…1). Mirrors
    /// `updateInteractiveTransition(_:)`.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The interaction ended and the transition goes on to the end. Mirrors
    /// `finishInteractiveTransition()`.
    func finishInteractiveTransition()
    /// The interaction ended and the transition goes back. Mirrors
    /// `cancelInteractiveTransition()`.
    func cancelInteractiveTransition()
    /// An interaction took over a running transition. Mirrors `pauseInteractiveTransition()`.
    func pauseInteractiveTransition()
    /// The animation controller's animations are over: `didComplete` is `false` for a cancelled
    /// transition. Must be called exactly once. Mirrors `completeTransition(_:)`.
    func completeTransition(_ didComplete: Bool)

    /// One of the two controllers. Mirrors `viewController(forKey:)`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the two views (see `UITransitionContextViewKey`). Mirrors `view(forKey:)`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// Where `vc`'s view is when the transition starts (`.zero` if unknown). Mirrors
    /// `initialFrame(for:)`.
    func initialFrame(for vc: UIViewController) -> CGRect
    /// Where `vc`'s view must be when it ends (`.zero` if it leaves). Mirrors `finalFrame(for:)`.
    func finalFrame(for vc: UIViewController) -> CGRect
}

/// Animates a view-controller transition (a presentation, a dismissal, a push or a pop).
/// Mirrors UIKit's `UIViewControllerAnimatedTransitioning`.
@MainActor
public protocol UIViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation takes. Mirrors `transitionDuration(using:)`.
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animations (usually `UIView.animate` blocks, which an interaction controller can
    /// scrub) and calls `transitionContext.completeTransition(_:)` when they end. Mirrors
    /// `animateTransition(using:)`.
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning)
    /// The transition ended; the default does nothing. Mirrors `animationEnded(_:)`.
    func animationEnded(_ transitionCompleted: Bool)
}

extension UIViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// Drives a view-controller transition from user interaction. Mirrors UIKit's
/// `UIViewControllerInteractiveTransitioning`.
@MainActor
public protocol UIViewControllerInteractiveTransitioning: AnyObject {
    /// Takes over the transition (set up the interaction, then report through the context).
    /// Mirrors `startInteractiveTransition(_:)`.
    func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning)
    /// The speed of the rest of the animation after the interaction ends (1 by default).
    /// Mirrors `completionSpeed`.
    var completionSpeed: CGFloat { get }
    /// The curve of the rest of the animation (`.easeInOut` by default). Mirrors
    /// `completionCurve`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition starts interactive (`true` by default). Mirrors
    /// `wantsInteractiveStart`.
    var wantsInteractiveStart: Bool { get }
}

extension UIViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}
