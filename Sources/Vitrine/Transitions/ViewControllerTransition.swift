import Foundation

/// One view-controller transition on its way (a presentation, a dismissal, a push, a pop): the
/// context its animation and interaction controllers are given, and the source of its
/// transition coordinator. The container that runs the transition (the presentation machinery,
/// the navigation controller) makes one, registers it before the appearance callbacks begin
/// (so `transitionCoordinator` answers in `viewWillAppear(_:)`, as in UIKit), starts it, and
/// does its own clean-up in `onComplete` when the animation controller calls
/// `completeTransition(_:)`.
///
/// The order at the end, as in UIKit: the coordinator's completion blocks, then `onComplete`
/// (where the container ends or cancels the appearance transitions), then the animation
/// controller's `animationEnded(_:)`.
@MainActor
package final class ViewControllerTransition: UIViewControllerContextTransitioning {
    package let containerView: UIView
    package let isAnimated: Bool
    package private(set) var isInteractive = false
    package private(set) var transitionWasCancelled = false
    package let presentationStyle: UIModalPresentationStyle
    package let targetTransform = CGAffineTransform.identity

    let fromViewController: UIViewController?
    let toViewController: UIViewController?
    let fromView: UIView?
    let toView: UIView?
    private var initialFrames: [ObjectIdentifier: CGRect] = [:]
    private var finalFrames: [ObjectIdentifier: CGRect] = [:]

    /// What animates the transition.
    package let animationController: any UIViewControllerAnimatedTransitioning
    /// What drives it from a gesture, if anything.
    package let interactionController: (any UIViewControllerInteractiveTransitioning)?
    /// How far an interaction has taken it (0…1).
    package private(set) var percentComplete: CGFloat = 0
    /// Whether it started interactive.
    package private(set) var initiallyInteractive = false
    /// Whether `completeTransition(_:)` has been called.
    package private(set) var isComplete = false
    /// The container's clean-up, with whether the transition completed (not cancelled).
    package var onComplete: ((Bool) -> Void)?
    /// The timeline a percent-driven interaction scrubs, once one has made it.
    package var interactionTimeline: AnimationTimeline?

    /// The coordinator handed out by `transitionCoordinator` during the transition.
    package private(set) lazy var coordinator = ViewControllerTransitionCoordinator(transition: self)

    package init(containerView: UIView, from: UIViewController?, to: UIViewController?, fromView: UIView?, toView: UIView?,
                 animated: Bool, presentationStyle: UIModalPresentationStyle,
                 animationController: any UIViewControllerAnimatedTransitioning,
                 interactionController: (any UIViewControllerInteractiveTransitioning)?) {
        self.containerView = containerView
        fromViewController = from
        toViewController = to
        self.fromView = fromView
        self.toView = toView
        isAnimated = animated
        self.presentationStyle = presentationStyle
        self.animationController = animationController
        self.interactionController = interactionController
    }

    /// The transition's duration, as its animation controller gives it.
    package var duration: TimeInterval {
        let d = animationController.transitionDuration(using: self)
        return d.isFinite && d > 0 ? d : 0
    }

    /// Sets where `vc`'s view starts and ends (the container knows; the animator asks).
    package func setFrames(for vc: UIViewController, initial: CGRect, final: CGRect) {
        initialFrames[ObjectIdentifier(vc)] = initial
        finalFrames[ObjectIdentifier(vc)] = final
    }

    // MARK: Running

    /// Makes `transitionCoordinator` of `controllers` (and of their children) answer this
    /// transition's coordinator until it completes. Call before the appearance callbacks.
    package func register(for controllers: [UIViewController]) {
        ViewControllerTransition.register(self, for: controllers)
    }

    /// Hands the transition to its interaction controller (if it wants an interactive start) or
    /// to its animation controller, then runs the coordinator's alongside animations with it.
    package func start() {
        if let ic = interactionController, ic.wantsInteractiveStart {
            isInteractive = true
            initiallyInteractive = true
            ic.startInteractiveTransition(self)
        } else {
            animationController.animateTransition(using: self)
        }
        coordinator.runAlongsideAnimations()
    }

    // MARK: UIViewControllerContextTransitioning

    package func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard !isComplete else { return }
        self.percentComplete = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
    }

    package func finishInteractiveTransition() {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        coordinator.interactionChanged()
    }

    package func cancelInteractiveTransition() {
        guard isInteractive, !isComplete else { return }
        isInteractive = false
        transitionWasCancelled = true
        coordinator.interactionChanged()
    }

    package func pauseInteractiveTransition() {
        guard !isComplete else { return }
        isInteractive = true
    }

    package func completeTransition(_ didComplete: Bool) {
        guard !isComplete else {
            return BadInputLog.report("completeTransition(_:) called more than once for one transition; ignored")
        }
        isComplete = true
        isInteractive = false
        if !didComplete { transitionWasCancelled = true }
        ViewControllerTransition.unregister(self)
        coordinator.runCompletions()
        onComplete?(didComplete)
        onComplete = nil
        animationController.animationEnded(didComplete)
        // A new screen (presented, dismissed, pushed, popped): UIKit tells VoiceOver, which
        // focuses the new screen's first element.
        if didComplete { UIAccessibility.post(notification: .screenChanged, argument: nil) }
    }

    package func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        switch key {
        case .from: return fromViewController
        case .to: return toViewController
        default: return nil
        }
    }

    package func view(forKey key: UITransitionContextViewKey) -> UIView? {
        switch key {
        case .from: return fromView
        case .to: return toView
        default: return nil
        }
    }

    package func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
    package func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

    // MARK: Registry (for `UIViewController.transitionCoordinator`)

    private static var active: [ObjectIdentifier: ViewControllerTransition] = [:]

    static func register(_ t: ViewControllerTransition, for controllers: [UIViewController]) {
        for vc in controllers { active[ObjectIdentifier(vc)] = t }
    }

    static func unregister(_ t: ViewControllerTransition) {
        active = active.filter { $0.value !== t }
    }

    static func running(for vc: UIViewController) -> ViewControllerTransition? { active[ObjectIdentifier(vc)] }
}

extension UIViewController {
    /// The coordinator of the view-controller transition this controller (or, if it is not
    /// itself in one, its nearest ancestor or presenter) is in now; `nil` outside transitions.
    /// Available from the appearance callbacks on (`viewWillAppear(_:)`), as in UIKit.
    /// Mirrors `UIViewController.transitionCoordinator`.
    public var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
        var vc: UIViewController? = self
        while let c = vc {
            if let t = ViewControllerTransition.running(for: c) { return t.coordinator }
            vc = c.parent ?? c._presentingViewController
        }
        return nil
    }
}
