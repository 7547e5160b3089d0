import Foundation

/// The coordinator of a view-controller transition: runs the blocks given to
/// `animate(alongsideTransition:completion:)` with the transition's animation (on the
/// interaction's timeline when one scrubs it, so they follow the finger) and its completions
/// when the transition ends; tells interaction observers when the interaction ends.
@MainActor
package final class ViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinator {
    private unowned let transition: ViewControllerTransition
    private var alongside: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var interactionHandlers: [(UIViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false

    init(transition: ViewControllerTransition) { self.transition = transition }

    package var isAnimated: Bool { transition.isAnimated }
    package var transitionDuration: TimeInterval { transition.duration }
    package var isCancelled: Bool { transition.transitionWasCancelled }
    package var isInteractive: Bool { transition.isInteractive }
    package var targetTransform: CGAffineTransform { .identity }
    package var percentComplete: CGFloat {
        if let tl = transition.interactionTimeline { return CGFloat(tl.fraction) }
        return transition.percentComplete
    }
    package var completionVelocity: CGFloat { transition.interactionController?.completionSpeed ?? 1 }
    package var completionCurve: UIView.AnimationCurve { transition.interactionController?.completionCurve ?? .easeInOut }
    package var initiallyInteractive: Bool { transition.initiallyInteractive }
    package var presentationStyle: UIModalPresentationStyle { transition.presentationStyle }
    package var containerView: UIView { transition.containerView }
    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        transition.viewController(forKey: key)
    }
    package func view(forKey key: UITransitionContextViewKey) -> UIView? { transition.view(forKey: key) }

    @discardableResult
    package func animate(alongsideTransition animation: ((UIViewControllerTransitionCoordinatorContext) -> Void)?,
                         completion: ((UIViewControllerTransitionCoordinatorContext) -> Void)?) -> Bool {
        guard !transition.isComplete else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if started { run([animation]) } else { alongside.append(animation) }
        }
        return true
    }

    package func notifyWhenInteractionChanges(_ handler: @escaping (UIViewControllerTransitionCoordinatorContext) -> Void) {
        interactionHandlers.append(handler)
    }

    /// The transition's animations have started: the alongside blocks registered so far run
    /// now, later ones as they come.
    func runAlongsideAnimations() {
        started = true
        let blocks = alongside
        alongside = []
        run(blocks)
    }

    /// Runs `blocks` in one animation of the transition's duration (on the interaction's
    /// timeline, if a percent-driven interaction made one).
    private func run(_ blocks: [(UIViewControllerTransitionCoordinatorContext) -> Void]) {
        guard !blocks.isEmpty else { return }
        let body = { for b in blocks { b(self) } }
        guard transition.isAnimated else { return UIView.performWithoutAnimation(body) }
        let animate = { UIView.animate(withDuration: self.transition.duration, delay: 0, options: [.curveEaseInOut], animations: body) }
        if let tl = transition.interactionTimeline, tl.endPosition == nil {
            AnimationTimeline.capturing(tl, animate)
        } else {
            animate()
        }
    }

    /// The interaction ended (finished or cancelled).
    func interactionChanged() {
        let handlers = interactionHandlers
        interactionHandlers = []
        for h in handlers { h(self) }
    }

    /// The transition completed (or was cancelled): the completion blocks run.
    func runCompletions() {
        let blocks = completions
        completions = []
        for c in blocks { c(self) }
    }
}
