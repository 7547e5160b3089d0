import Foundation
import VitrinePlatform

/// What a transition reports to blocks running alongside it. Mirrors
/// `UIViewControllerTransitionCoordinatorContext`.
@MainActor
public protocol UIViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated. Mirrors `isAnimated`.
    var isAnimated: Bool { get }
    /// The duration in seconds. Mirrors `transitionDuration`.
    var transitionDuration: TimeInterval { get }
    /// Whether the transition was cancelled (never, for rotations). Mirrors `isCancelled`.
    var isCancelled: Bool { get }
    /// Whether a gesture drives it. Mirrors `isInteractive`.
    var isInteractive: Bool { get }
    /// The rotation applied by the transition (identity for a plain resize). Mirrors
    /// `targetTransform`.
    var targetTransform: CGAffineTransform { get }
    /// How far an interactive transition is (0…1; 0 for one that is not interactive). Mirrors
    /// `percentComplete`.
    var percentComplete: CGFloat { get }
    /// The speed of the rest of the animation after an interaction ended. Mirrors
    /// `completionVelocity`.
    var completionVelocity: CGFloat { get }
    /// The curve of the rest of the animation after an interaction ended. Mirrors
    /// `completionCurve`.
    var completionCurve: UIView.AnimationCurve { get }
    /// Whether the transition started interactive. Mirrors `initiallyInteractive`.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted (Vitrine's cannot). Mirrors `isInterruptible`.
    var isInterruptible: Bool { get }
    /// The presentation style of a modal transition (`.custom` otherwise). Mirrors
    /// `presentationStyle`.
    var presentationStyle: UIModalPresentationStyle { get }
    /// The view the transition happens in (the window, for a size transition). Mirrors
    /// `containerView`.
    var containerView: UIView { get }
    /// One of the transition's controllers (`nil` for a size transition). Mirrors
    /// `viewController(forKey:)`.
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// One of the transition's views (`nil` for a size transition). Mirrors `view(forKey:)`.
    func view(forKey key: UITransitionContextViewKey) -> UIView?
}

extension UIViewControllerTransitionCoordinatorContext {
    public var percentComplete: CGFloat { 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: UIView.AnimationCurve { .easeInOut }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var presentationStyle: UIModalPresentationStyle { .custom }
    public func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? { nil }
    public func view(forKey key: UITransitionContextViewKey) -> UIView? { nil }
}

/// Runs code alongside a transition's animation and after it. Mirrors
/// `UIViewControllerTransitionCoordinator`.
@MainActor
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// `animation` runs inside the transition's animation block (changes it makes are
    /// animated with it); `completion` runs after the transition ends. Mirrors
    /// `animate(alongsideTransition:completion:)`.
    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool

    /// `handler` runs when an interactive transition's interaction ends (finished or
    /// cancelled: read `isCancelled`). Mirrors `notifyWhenInteractionChanges(_:)`.
    func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// `animate(alongsideTransition:completion:)` with no completion block: UIKit's
    /// `completion` parameter defaults to `nil`, so `animate(alongsideTransition: { _ in … })`
    /// reads as it does there. A protocol requirement cannot carry a default argument, hence
    /// this spelling.
    @discardableResult
    public func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }

    /// A size transition is never interactive: the handler never runs.
    public func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {}
}

/// The coordinator of a size or trait transition: collects the alongside blocks, then runs them
/// in one `UIView.animate` block with the transition's own changes.
@MainActor
final class TransitionCoordinator: UIViewControllerTransitionCoordinator {
    let isAnimated: Bool
    let transitionDuration: TimeInterval
    let isCancelled = false
    let isInteractive = false
    let targetTransform: CGAffineTransform
    let containerView: UIView
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    /// The clock the transition's own animation (the compositor's rotation) runs on.
    private let clock: any Clock

    init(duration: TimeInterval, targetTransform: CGAffineTransform = .identity, containerView: UIView, clock: any Clock) {
        self.containerView = containerView
        isAnimated = duration > 0
        transitionDuration = duration
        self.targetTransform = targetTransform
        self.clock = clock
    }

    @discardableResult
    func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                 completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        if let animation {
            if started { animation(self) } else { alongside.append(animation) }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs `changes` and the alongside blocks in one animation of the transition's duration,
    /// then the completions once the transition's animation has finished: the later of the
    /// alongside animations' end and the transition's duration (the rotation itself is turned
    /// by the compositor, so an animation block with nothing in it would end at once).
    func run(_ changes: @escaping () -> Void, finished: (() -> Void)? = nil) {
        started = true
        let blocks = alongside
        alongside = []
        let body = {
            changes()
            for b in blocks { b(self) }
        }
        let done: (Bool) -> Void = { [self] _ in
            for c in self.completions { c(self) }
            self.completions = []
            finished?()
        }
        if isAnimated {
            var waiting = 2
            let oneEnded = { (finished: Bool) in
                waiting -= 1
                if waiting == 0 { done(finished) }
            }
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: body, completion: oneEnded)
            clock.schedule(after: transitionDuration) { oneEnded(true) }
        } else {
            UIView.performWithoutAnimation(body)
            (containerView.compositor?.loop ?? UIView.animationLoop).perform { done(true) }
        }
    }
}
