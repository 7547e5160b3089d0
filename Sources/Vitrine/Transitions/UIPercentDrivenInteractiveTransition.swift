import Foundation

/// An interaction controller that scrubs the animation controller's animations to a
/// percentage: `startInteractiveTransition(_:)` runs `animateTransition(using:)` with its
/// animations held at 0 on a timeline of the transition's duration; `update(_:)` moves them;
/// `finish()` runs them to the end and `cancel()` back to the start, over the rest of the
/// duration divided by `completionSpeed`, along `completionCurve`. The animation
/// controller's completion (and so `completeTransition(_:)`) runs when they arrive. Mirrors
/// UIKit's `UIPercentDrivenInteractiveTransition` (whose layer-time trick this timeline stands
/// in for).
@MainActor
open class UIPercentDrivenInteractiveTransition: UIViewControllerInteractiveTransitioning {
    /// The speed of the rest of the animation after `finish()` or `cancel()` (1 by default;
    /// non-positive values count as 1). Mirrors `completionSpeed`.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the animation. Mirrors `completionCurve`.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// Whether the transition starts interactive (`true`). Mirrors `wantsInteractiveStart`.
    open var wantsInteractiveStart = true

    private var context: (any UIViewControllerContextTransitioning)?
    private var timeline: AnimationTimeline?
    private var pendingPercent: CGFloat?
    private var pendingEnd: Bool?

    /// Creates one; hand it to the transition through the delegate's
    /// `interactionController…` method. Mirrors `init()`.
    public init() {}

    /// The transition's duration (0 before it starts). Mirrors `duration`.
    open var duration: CGFloat {
        guard let ctx = context as? ViewControllerTransition else { return 0 }
        return CGFloat(ctx.duration)
    }

    /// How far the transition is (0…1). Mirrors `percentComplete`.
    open var percentComplete: CGFloat { timeline.map { CGFloat($0.fraction) } ?? pendingPercent ?? 0 }

    /// Runs the animation controller's animations held at the start. Mirrors
    /// `startInteractiveTransition(_:)`.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        guard let ctx = transitionContext as? ViewControllerTransition else {
            BadInputLog.report("UIPercentDrivenInteractiveTransition: started with a context Vitrine did not make; ignored")
            return
        }
        let tl = AnimationTimeline(duration: max(ctx.duration, 0.001), for: ctx.containerView)
        timeline = tl
        ctx.interactionTimeline = tl
        AnimationTimeline.capturing(tl) { ctx.animationController.animateTransition(using: ctx) }
        if let p = pendingPercent { update(p) }
        if let e = pendingEnd { e ? finish() : cancel() }
    }

    /// Moves the transition to `percentComplete` (clamped to 0…1). Mirrors `update(_:)`.
    open func update(_ percentComplete: CGFloat) {
        let p = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
        guard let timeline, let context else { pendingPercent = p; return }
        timeline.scrub(to: Double(p))
        context.updateInteractiveTransition(p)
    }

    /// Holds the transition where it is. Mirrors `pause()`.
    open func pause() {
        timeline?.pause()
        context?.pauseInteractiveTransition()
    }

    /// Lets the transition run back to the start; it ends cancelled. Mirrors `cancel()`.
    open func cancel() {
        guard let timeline, let context else { pendingEnd = false; return }
        context.cancelInteractiveTransition()
        timeline.run(towardsEnd: false, span: timeline.elapsed / speed, curve: completionCurve.timingCurve)
    }

    /// Lets the transition run on to the end; it completes. Mirrors `finish()`.
    open func finish() {
        guard let timeline, let context else { pendingEnd = true; return }
        context.finishInteractiveTransition()
        timeline.run(towardsEnd: true, span: (timeline.duration - timeline.elapsed) / speed, curve: completionCurve.timingCurve)
    }

    private var speed: Double {
        let s = Double(completionSpeed)
        return s.isFinite && s > 0 ? s : 1
    }
}
