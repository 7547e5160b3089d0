import Foundation
import VitrinePlatform

/// Animates changes to views and lets them be paused, scrubbed, reversed, re-timed and stopped
/// before they finish. Mirrors `UIViewPropertyAnimator`.
///
/// The animation blocks run when the animator becomes active (`startAnimation()`,
/// `pauseAnimation()` or setting `fractionComplete`), captured on an `AnimationTimeline`
/// whose position is the animations' progress (0 the values before the blocks, 1 the values
/// they set); each block is a linear `UIView.animate` on it, and the animator moves the
/// timeline every frame along its timing curve (`UICubicTimingParameters` or
/// `UISpringTimingParameters`) on the screen's clock. A call UIKit raises for (UIKit's
/// "programmer error") is logged through `BadInputLog` and ignored.
///
/// Where UIKit's documentation leaves room, Vitrine:
/// - runs the rest of a paused (or scrubbed) animation from where it is to the end over the
///   remaining share of the duration along the whole timing curve;
/// - reverses a running animator the same way from where it is back to the start;
/// - reports `fractionComplete` in the direction it runs: once `isReversed`, `1 −` the
///   forward progress (what UIKit does since iOS 11);
/// - takes a `durationFactor` of 0 (or less) in `continueAnimation` as 1 (UIKit sample code
///   passes 0 to mean "the remaining time, unchanged");
/// - combines several blocks changing one property as `beginFromCurrentState` does, not
///   additively.
@MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The animations' length in seconds. Mirrors `duration`.
    public let duration: TimeInterval
    /// The delay given to `startAnimation(afterDelay:)` (0 until then). Mirrors `delay`.
    public private(set) var delay: TimeInterval = 0
    /// The timing given at creation. Mirrors `timingParameters`.
    public let timingParameters: (any UITimingCurveProvider)?

    /// Whether the animations can be paused or stopped once started (`true`); settable only
    /// while inactive. Mirrors `isInterruptible`.
    open var isInterruptible: Bool {
        get { _isInterruptible }
        set { if settable("isInterruptible") { _isInterruptible = newValue } }
    }
    /// Whether animating views take touches (`true`); settable only while inactive. Kept, not
    /// enforced (Vitrine hit-tests the model values). Mirrors `isUserInteractionEnabled`.
    open var isUserInteractionEnabled: Bool {
        get { _isUserInteractionEnabled }
        set { if settable("isUserInteractionEnabled") { _isUserInteractionEnabled = newValue } }
    }
    /// Accepted and kept (Vitrine hit-tests the model values). Mirrors `isManualHitTestingEnabled`.
    open var isManualHitTestingEnabled = false
    /// Whether scrubbing a paused animator moves the animations linearly (`true`, the
    /// default) or along the timing curve. Mirrors `scrubsLinearly`.
    open var scrubsLinearly = true
    /// Whether finishing leaves the animator active and paused at the end, without running
    /// the completions (`false`). Mirrors `pausesOnCompletion`.
    open var pausesOnCompletion = false

    public private(set) var state: UIViewAnimatingState = .inactive

    private var _isInterruptible = true
    private var _isUserInteractionEnabled = true
    private var _isReversed = false
    /// Animation blocks waiting for the animator to become active, with their delay factors.
    private var pending: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var timeline: AnimationTimeline
    /// The last `fractionComplete` set while `scrubsLinearly` is off (read back as set).
    private var scrubbed: Double?
    private struct Run {
        let t0: Double, p0: Double, target: Double, span: Double, curve: TimingCurve
    }
    private var run: Run?
    private var link: DisplayLink?
    private var delayTimer: ClockTimer?
    /// What a stopped animator's `finishAnimation(at:)` puts back or forward.
    private var stoppedEndpoints: [AnimationEndpoints] = []

    // MARK: Creating

    /// Mirrors `init(duration:timingParameters:)`.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        var d = duration.isFinite && duration >= 0 ? duration : 0
        if d != duration { BadInputLog.report("UIViewPropertyAnimator: duration \(duration) taken as 0") }
        if let settle = parameters.springTimingParameters?.settlingDuration { d = settle }
        self.duration = d
        timingParameters = parameters
        timeline = AnimationTimeline(duration: d)
    }

    /// Mirrors `init(duration:curve:animations:)`.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// Mirrors `init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator of the class `runningPropertyAnimator(withDuration:…)` is called on:
    /// Swift can make an object from a class value only through a `required` initializer, and
    /// `init(duration:timingParameters:)` is not one in UIKit (a subclass overrides it as on
    /// iOS). A subclass that overrides all the designated initializers or none inherits this
    /// one, and it runs the subclass's `init(duration:timingParameters:)`. Apps don't call it.
    public required convenience init(vitrineRunningDuration duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.init(duration: duration, timingParameters: parameters)
    }

    /// A spring settling within `duration`. Mirrors `init(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// Makes an animator and starts it (after `delay`); the curve comes from `options`, the
    /// other options apply to the animations. Mirrors
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> Self {
        let curve = UIView.AnimationCurve(rawValue: Int((options.rawValue >> 16) & 0xF)) ?? .easeInOut
        let animator = self.init(vitrineRunningDuration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        if delay > 0 { animator.startAnimation(afterDelay: delay) } else { animator.startAnimation() }
        return animator
    }

    /// Releasing an active or stopped animator is an error in UIKit ("Property animators must
    /// either finish animating or be explicitly stopped and finished before they can be
    /// released"): logged; the views keep what they show.
    isolated deinit {
        guard state != .inactive else { return }
        BadInputLog.report("UIViewPropertyAnimator: released while \(state == .active ? "active" : "stopped"); its views stay where they are")
        link?.invalidate()
        delayTimer?.cancel()
        timeline.stop()
    }

    // MARK: Reading

    /// Whether the animations are moving (not paused, stopped or inactive). Mirrors `isRunning`.
    public var isRunning: Bool { run != nil || delayTimer != nil }

    /// Whether the animations run back to their start values. Settable while inactive or
    /// active: a running animator turns round where it is. Mirrors `isReversed`.
    public var isReversed: Bool {
        get { _isReversed }
        set {
            guard state != .stopped, newValue != _isReversed else { return }
            _isReversed = newValue
            if run != nil { begin(from: progress, span: nil, curve: nil) }
        }
    }

    /// The animations' progress, 0 at the start and 1 at the end (in the running direction:
    /// `1 −` that once reversed). Settable only while paused; setting it on an inactive
    /// animator makes it active (paused). With `scrubsLinearly` off the views follow the
    /// timing curve to the value set. Mirrors `fractionComplete`.
    public var fractionComplete: CGFloat {
        get {
            let f = scrubbed ?? min(1, max(0, progress))
            return CGFloat(_isReversed ? 1 - f : f)
        }
        set {
            guard newValue.isFinite else {
                BadInputLog.report("UIViewPropertyAnimator.fractionComplete: \(newValue) is not finite; ignored")
                return
            }
            switch state {
            case .stopped:
                BadInputLog.report("UIViewPropertyAnimator.fractionComplete set on a stopped animator; ignored")
                return
            case .inactive:
                activate()
            case .active where isRunning:
                BadInputLog.report("UIViewPropertyAnimator.fractionComplete can be set only while paused; ignored")
                return
            case .active:
                break
            }
            let f = min(1, max(0, Double(newValue)))
            let forward = _isReversed ? 1 - f : f
            if scrubsLinearly {
                scrubbed = nil
                timeline.scrub(to: forward)
            } else {
                scrubbed = forward
                timeline.scrub(unclamped: curve(span: duration).progress(forward))
            }
        }
    }

    /// Where the animations are now (the timeline's position; a spring may leave 0…1).
    private var progress: Double { timeline.fraction }

    // MARK: Animations and completions

    /// Adds animations that run with the others: on an active animator over the rest of
    /// the duration. Mirrors `addAnimations(_:)`.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that begin `delayFactor` (0…1) of the duration later: while inactive
    /// they run for the duration minus that delay; while active, for the rest of the run time
    /// minus the delay (UIKit's example: duration 2, factor 0.25, added at fractionComplete
    /// 0.25: they run 1.0 s). Not on a stopped animator. Mirrors `addAnimations(_:delayFactor:)`.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        guard state != .stopped else {
            BadInputLog.report("UIViewPropertyAnimator.addAnimations on a stopped animator; ignored")
            return
        }
        var factor = Double(delayFactor)
        if !(factor.isFinite && factor >= 0 && factor <= 1) {
            BadInputLog.report("UIViewPropertyAnimator.addAnimations: delay factor \(delayFactor) clamped to 0…1")
            factor = factor.isFinite ? min(1, max(0, factor)) : 0
        }
        if state == .inactive {
            pending.append((animation, factor))
        } else {
            capture(animation, from: min(1, max(0, progress)) + factor)
        }
    }

    /// Adds a block run with the position where the animations ended. Mirrors `addCompletion(_:)`.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Runs `block` on the timeline, its animations spanning `start` (share of the duration)
    /// to the end.
    private func capture(_ block: () -> Void, from start: Double) {
        let d = max(timeline.duration, 0.001)
        let s = min(1, max(0, start))
        AnimationTimeline.capturing(timeline) {
            UIView.animate(withDuration: (1 - s) * d, delay: s * d, options: [.curveLinear, .beginFromCurrentState],
                           animations: block)
        }
    }

    /// Inactive → active: the waiting blocks run, held at the start.
    private func activate() {
        state = .active
        let blocks = pending
        pending = []
        for (block, factor) in blocks { capture(block, from: factor) }
    }

    // MARK: Driving

    /// Runs the animations from where they are. Mirrors `startAnimation()`.
    open func startAnimation() {
        switch state {
        case .stopped:
            BadInputLog.report("UIViewPropertyAnimator.startAnimation on a stopped animator; ignored")
        case .inactive:
            activate()
            begin(from: progress, span: nil, curve: nil)
        case .active:
            if !isRunning { begin(from: progress, span: nil, curve: nil) }
        }
    }

    /// Runs the animations after `delay` seconds. Mirrors `startAnimation(afterDelay:)`.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            BadInputLog.report("UIViewPropertyAnimator.startAnimation(afterDelay:) on a stopped animator; ignored")
            return
        }
        let d = delay.isFinite && delay > 0 ? delay : 0
        guard d > 0, !isRunning else { startAnimation(); return }
        self.delay = d
        if state == .inactive { activate() }
        delayTimer = timeline.clock.schedule(after: d) { [weak self] in
            guard let self else { return }
            self.delayTimer = nil
            if self.state == .active && self.run == nil { self.begin(from: self.progress, span: nil, curve: nil) }
        }
    }

    /// Holds the animations where they are (an inactive animator becomes active at the
    /// start). Not while a non-interruptible animator runs. Mirrors `pauseAnimation()`.
    open func pauseAnimation() {
        switch state {
        case .stopped:
            BadInputLog.report("UIViewPropertyAnimator.pauseAnimation on a stopped animator; ignored")
        case .inactive:
            activate()
        case .active:
            guard isRunning else { return }
            guard _isInterruptible else {
                BadInputLog.report("UIViewPropertyAnimator.pauseAnimation: the animator is not interruptible; ignored")
                return
            }
            halt()
        }
    }

    /// Stops the animations where they are, the views keeping the values they show as their
    /// model values. `withoutFinishing` true: inactive at once, no completions; false:
    /// stopped, waiting for `finishAnimation(at:)`. Mirrors `stopAnimation(_:)`.
    open func stopAnimation(_ withoutFinishing: Bool) {
        switch state {
        case .inactive:
            return
        case .stopped:
            if withoutFinishing { state = .inactive; completions = []; stoppedEndpoints = []; renew() }
            return
        case .active:
            guard _isInterruptible || !isRunning else {
                BadInputLog.report("UIViewPropertyAnimator.stopAnimation: the animator is not interruptible; ignored")
                return
            }
        }
        halt()
        stoppedEndpoints = timeline.animator?.endpoints(of: timeline) ?? []
        timeline.stop()
        if withoutFinishing {
            state = .inactive
            completions = []
            stoppedEndpoints = []
            renew()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator: the views go to the values the blocks set (`.end`), back to
    /// the values before them (`.start`), or stay (`.current`); then the completions run with
    /// that position. Only after `stopAnimation(false)`. Mirrors `finishAnimation(at:)`.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            BadInputLog.report("UIViewPropertyAnimator.finishAnimation(at:) needs a stopped animator (stopAnimation(false)); ignored")
            return
        }
        if finalPosition != .current {
            for e in stoppedEndpoints { e.apply(atEnd: finalPosition == .end) }
        }
        stoppedEndpoints = []
        complete(at: finalPosition)
    }

    /// Runs the rest of a paused (or running) animation with `parameters` (the animator's
    /// own timing when `nil`) over `durationFactor` times the rest of the duration. Mirrors
    /// `continueAnimation(withTimingParameters:durationFactor:)`.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        switch state {
        case .stopped:
            BadInputLog.report("UIViewPropertyAnimator.continueAnimation on a stopped animator; ignored")
            return
        case .inactive:
            activate()
        case .active:
            break
        }
        let factor = durationFactor.isFinite && durationFactor > 0 ? Double(durationFactor) : 1
        let target = _isReversed ? 0.0 : 1.0
        let span = abs(target - min(1, max(0, progress))) * duration * factor
        begin(from: progress, span: span, curve: parameters?.timingCurve(span: span))
    }

    // MARK: The run

    private func curve(span: Double) -> TimingCurve {
        timingParameters?.timingCurve(span: span) ?? .easeInOut
    }

    /// Starts moving from `p` to the end the animator runs to, over `span` seconds (the
    /// remaining share of the duration by default) along `curve` (the animator's).
    private func begin(from p: Double, span: Double?, curve c: TimingCurve?) {
        delayTimer?.cancel()
        delayTimer = nil
        scrubbed = nil
        let start = min(1, max(0, p))
        let target = _isReversed ? 0.0 : 1.0
        let s = max(0, span ?? abs(target - start) * duration)
        run = Run(t0: timeline.clock.now, p0: start, target: target, span: s, curve: c ?? curve(span: s))
        if link == nil {
            link = DisplayLink { [weak self] now in self?.step(now) }
        }
        if let animator = timeline.animator { link?.add(to: animator) }
        step(timeline.clock.now)
    }

    private func step(_ now: Double) {
        guard let r = run else { return }
        let u = r.span > 0 ? min(1, max(0, (now - r.t0) / r.span)) : 1
        timeline.scrub(unclamped: r.p0 + (r.target - r.p0) * r.curve.progress(u))
        if u >= 1 { arrive(at: r.target) }
    }

    /// The run reached an end.
    private func arrive(at target: Double) {
        halt()
        timeline.scrub(to: target)
        guard !pausesOnCompletion else { return }
        timeline.end(at: target >= 1 ? .end : .start)
        complete(at: target >= 1 ? .end : .start)
    }

    /// Stops moving, holding where it is.
    private func halt() {
        run = nil
        link?.invalidate()
        delayTimer?.cancel()
        delayTimer = nil
    }

    /// Back to inactive; the completions run (the next start begins afresh).
    private func complete(at position: UIViewAnimatingPosition) {
        state = .inactive
        let blocks = completions
        completions = []
        renew()
        for c in blocks { c(position) }
    }

    /// A fresh timeline for the next activation.
    private func renew() {
        if timeline.endPosition == nil && !timeline.isStopped { timeline.stop() }
        timeline = AnimationTimeline(duration: duration)
        scrubbed = nil
        delay = 0
    }

    private func settable(_ name: String) -> Bool {
        guard state == .inactive else {
            BadInputLog.report("UIViewPropertyAnimator.\(name) can be set only on an inactive animator; ignored")
            return false
        }
        return true
    }
}
