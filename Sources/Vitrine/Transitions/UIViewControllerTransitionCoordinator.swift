import Foundation

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
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    init(duration: TimeInterval, targetTransform: CGAffineTransform = .identity) {
        isAnimated = duration > 0
        transitionDuration = duration
        self.targetTransform = targetTransform
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
    /// then the completions.
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
            UIView.animate(withDuration: transitionDuration, delay: 0, options: [.curveEaseInOut], animations: body, completion: done)
        } else {
            UIView.performWithoutAnimation(body)
            UIView.animationLoop.perform { done(true) }
        }
    }
}
