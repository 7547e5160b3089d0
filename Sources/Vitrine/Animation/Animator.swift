import Foundation
import VitrineGraphics
import VitrinePlatform

/// Completes a `UIView.animate` block's completion once every property animation it started
/// has ended (`finished` is false if any was interrupted by a newer animation).
@MainActor
final class AnimationGroup {
    private var pending = 0
    private var allFinished = true
    private var completion: ((Bool) -> Void)?
    /// Where the completion runs: the loop of the screen whose views the block changes (each
    /// screen runs its own), else the main screen's.
    private var loop: (any MainLoop)?
    private var closed = false

    init(completion: ((Bool) -> Void)?, loop: (any MainLoop)? = nil) {
        self.completion = completion
        self.loop = loop
    }

    /// The block changed a view on the screen that runs `loop`: the completion runs there
    /// (the first screen told wins).
    func follow(_ loop: any MainLoop) {
        if self.loop == nil { self.loop = loop }
    }

    func retain() { pending += 1 }

    /// The animation block returned: with nothing animating, the completion runs on the next
    /// turn of the loop, as in UIKit.
    func close() {
        closed = true
        if pending == 0 { fire() }
    }

    func finishOne(finished: Bool) {
        pending -= 1
        if !finished { allFinished = false }
        if pending == 0 && closed { fire() }
    }

    private func fire() {
        guard let c = completion else { return }
        completion = nil
        let ok = allFinished
        (loop ?? UIView.animationLoop).perform { c(ok) }
    }
}

/// One property of one view moving from one value to another.
@MainActor
struct PropertyAnimation {
    weak var view: UIView?
    let property: AnimatableProperty
    let from: AnimatableValue
    var to: AnimatableValue
    let start: Double
    let duration: Double
    let curve: TimingCurve
    let repeats: Bool
    let autoreverses: Bool
    let group: AnimationGroup
    /// The timeline the animation takes its time from (`start` is then its delay on it), or
    /// `nil` for the screen's clock.
    let timeline: AnimationTimeline?
    /// Puts the view's model value back to where it was before the animation block (a
    /// timeline ending at its start).
    let restore: (@MainActor (UIView) -> Void)?
    /// The keyframes of a `UIView.animateKeyframes` block (UIView+Keyframes.swift), in start
    /// order, chained from `from`; empty for an ordinary animation.
    var segments: [KeyframeSegment] = []
    /// Whether the view takes touches meanwhile (`.allowUserInteraction`, or a property
    /// animator, whose `isUserInteractionEnabled` is `true` by default).
    var allowsInteraction = true
}

/// Where one animation of a timeline ends and how to put its view back (`Animator.endpoints(of:)`).
@MainActor
struct AnimationEndpoints {
    weak var view: UIView?
    let property: AnimatableProperty
    let end: AnimatableValue
    let restore: (@MainActor (UIView) -> Void)?

    /// Sets the view's model value to the end value, or back to the value before the block.
    func apply(atEnd: Bool) {
        guard let view else { return }
        if atEnd { Animator.setModel(view, property, end) } else { restore?(view) }
        view.invalidateSubtree()
    }
}

/// One keyframe of a property animation: to `to` over `start…start + duration` (shares of the
/// whole animation's duration), from the previous keyframe's value.
struct KeyframeSegment {
    let start: Double
    let duration: Double
    let to: AnimatableValue
    /// How the block's keyframes move between their values (KeyframeCalculation.swift).
    let mode: KeyframeCalculationMode
}

extension PropertyAnimation {
    /// The value shown when the timeline (of `timelineDuration` seconds) is `elapsed` seconds
    /// in. An animation ending with the timeline follows it past either end (a spring
    /// overshooting, `AnimationTimeline.scrub(unclamped:)`) when its own curve is linear.
    func value(atTimelineElapsed elapsed: Double, timelineDuration: Double) -> AnimatableValue {
        var t = duration > 0 ? (elapsed - start) / duration : (elapsed >= start ? 1 : 0)
        let overshoots = (elapsed > timelineDuration && abs(start + duration - timelineDuration) < 1e-9)
            || (elapsed < 0 && start == 0)
        if !(overshoots && segments.isEmpty && curve == .linear) { t = min(1, max(0, t)) }
        return value(atFraction: t)
    }

    /// The value at `t` of the duration (0…1; beyond only when overshooting, extrapolated).
    func value(atFraction t: Double) -> AnimatableValue {
        if !segments.isEmpty { return keyframeValue(min(1, max(0, t))) }
        if t < 0 || t > 1 { return from.interpolated(to: to, CGFloat(t)) }
        return from.interpolated(to: to, CGFloat(curve.progress(t)))
    }

    /// Keyframes, by the block's calculation mode (KeyframeCalculation.swift).
    private func keyframeValue(_ t: Double) -> AnimatableValue {
        KeyframeCalculation(from: from, segments: segments).value(at: t)
    }
}

/// Runs the view animations of one screen: on each frame it moves every animating view's
/// presentation values along their curves; while anything animates it asks for a frame every
/// refresh interval on the screen's clock (vblank on hardware, the virtual clock in tests).
/// With nothing animating it schedules nothing.
@MainActor
final class Animator {
    struct Key: Hashable { let view: ObjectIdentifier; let property: AnimatableProperty }

    let clock: any Clock
    var frameInterval: Double = 1.0 / 60
    private var animations: [Key: PropertyAnimation] = [:]
    private var order: [Key] = []
    private var tick: ClockTimer?
    private var keepAliveUntil: Double = -.infinity
    /// Per-frame callbacks (DisplayLink.swift): scroll physics.
    private var links: [DisplayLink] = []

    func addLink(_ link: DisplayLink) {
        if !links.contains(where: { $0 === link }) { links.append(link) }
        scheduleTick()
    }

    func removeLink(_ link: DisplayLink) { links.removeAll { $0 === link } }

    /// Keeps frames coming until `time` even with no view animation (an interface rotation).
    func keepTicking(until time: Double) {
        keepAliveUntil = max(keepAliveUntil, time)
        scheduleTick()
    }
    /// Called when a frame should be drawn.
    var requestFrame: (@MainActor () -> Void)?

    init(clock: any Clock) { self.clock = clock }

    var isAnimating: Bool { !animations.isEmpty }
    var count: Int { animations.count }

    func add(_ view: UIView, _ property: AnimatableProperty, from: AnimatableValue, to: AnimatableValue,
             transaction: AnimationTransaction, restore: (@MainActor (UIView) -> Void)? = nil) {
        let key = Key(view: ObjectIdentifier(view), property: property)
        let keyframe = transaction.keyframe.map {
            KeyframeSegment(start: $0.start, duration: $0.duration, to: to, mode: $0.mode)
        }
        var inheritedRestore: (@MainActor (UIView) -> Void)?
        if let old = animations[key] {
            // A later keyframe of the same block chains onto the earlier ones (UIView+Keyframes.swift).
            if let keyframe, old.group === transaction.group, !old.segments.isEmpty {
                var a = old
                a.segments.append(keyframe)
                a.segments.sort { $0.start < $1.start }
                a.to = a.segments.last?.to ?? to
                animations[key] = a
                return
            }
            old.timeline?.removeMember(key)
            old.group.finishOne(finished: false)
            // Replaced on the same timeline: ending at the start still means before the first.
            if old.timeline != nil && old.timeline === transaction.timeline { inheritedRestore = old.restore }
        } else {
            order.append(key)
        }
        transaction.group.retain()
        let timeline = transaction.timeline
        timeline?.addMember(key)
        var a = PropertyAnimation(view: view, property: property, from: from, to: to,
                                  start: timeline == nil ? clock.now + transaction.delay : transaction.delay,
                                  duration: transaction.duration, curve: transaction.curve,
                                  repeats: timeline == nil && transaction.options.contains(.repeat),
                                  autoreverses: timeline == nil && transaction.options.contains(.autoreverse),
                                  group: transaction.group, timeline: timeline,
                                  restore: timeline == nil ? nil : (inheritedRestore ?? restore ?? Self.restorer(property, from)))
        if let keyframe { a.segments = [keyframe] }
        a.allowsInteraction = timeline != nil || transaction.options.contains(.allowUserInteraction)
        animations[key] = a
        view.presentation[property] = timeline.map { a.value(atTimelineElapsed: $0.elapsed, timelineDuration: $0.duration) } ?? from
        scheduleTick()
    }

    /// Sets a view's model value of `property` to `value` (without animating).
    static func setModel(_ view: UIView, _ property: AnimatableProperty, _ value: AnimatableValue) {
        if case (.backgroundColor, .color(let c)) = (property, value) {
            UIView.performWithoutAnimation { view.backgroundColor = c.map { UIColor(cgColor: $0) } }
            return
        }
        restorer(property, value)?(view)
    }

    /// Sets a view's model value of `property` back to `value` (without animating).
    private static func restorer(_ property: AnimatableProperty, _ value: AnimatableValue) -> (@MainActor (UIView) -> Void)? {
        switch (property, value) {
        case (.center, .point(let p)): return { v in UIView.performWithoutAnimation { v.center = p } }
        case (.bounds, .rect(let r)): return { v in UIView.performWithoutAnimation { v.bounds = r } }
        case (.transform, .transform(let t)): return { v in UIView.performWithoutAnimation { v.transform = t } }
        case (.alpha, .scalar(let a)): return { v in UIView.performWithoutAnimation { v.alpha = a } }
        default: return nil
        }
    }

    // MARK: Timelines (AnimationTimeline.swift)

    /// A timeline was paused, scrubbed or started running: its animations show their values
    /// for its time now, and frames come while it runs.
    func timelineChanged(_ timeline: AnimationTimeline) {
        let elapsed = timeline.elapsed
        for key in timeline.members {
            guard let a = animations[key], let view = a.view else { continue }
            view.presentation[a.property] = a.value(atTimelineElapsed: elapsed, timelineDuration: timeline.duration)
            view.invalidateSubtree(requestingFrame: false)
        }
        requestFrame?()
        scheduleTick()
    }

    /// What a timeline's animations would end at: each view, property, end value and the way
    /// back to the value before the block (for finishing a stopped property animator at
    /// either end after `AnimationTimeline.stop()` has removed them).
    func endpoints(of timeline: AnimationTimeline) -> [AnimationEndpoints] {
        timeline.members.compactMap { key in
            guard let a = animations[key], let view = a.view else { return nil }
            return AnimationEndpoints(view: view, property: a.property, end: a.to, restore: a.restore)
        }
    }

    /// A timeline stopped where it is (`AnimationTimeline.stop()`): its animations end, each
    /// view keeping what it shows now as its model value (UIKit's `stopAnimation(_:)`: "sets
    /// the values of any animatable properties to their current values"); their blocks'
    /// completions run with `finished == false`.
    func timelineStopped(_ timeline: AnimationTimeline) {
        var ended: [PropertyAnimation] = []
        for key in timeline.members {
            guard let a = animations.removeValue(forKey: key) else { continue }
            ended.append(a)
            guard let view = a.view else { continue }
            let shown = view.presentation[a.property] ?? a.to
            view.presentation[a.property] = nil
            Self.setModel(view, a.property, shown)
            view.invalidateSubtree(requestingFrame: false)
        }
        order.removeAll { animations[$0] == nil }
        for a in ended { a.group.finishOne(finished: false) }
        requestFrame?()
        scheduleTick()
    }

    /// A timeline ended at `position`: its animations stop there (at the start, the views take
    /// back their values from before the animation block) and their completions run.
    func timelineEnded(_ timeline: AnimationTimeline, at position: AnimationTimeline.Position) {
        var ended: [PropertyAnimation] = []
        for key in timeline.members {
            guard let a = animations.removeValue(forKey: key) else { continue }
            ended.append(a)
            guard let view = a.view else { continue }
            view.presentation[a.property] = nil
            if position == .start { a.restore?(view) }
            view.invalidateSubtree(requestingFrame: false)
        }
        order.removeAll { animations[$0] == nil }
        for a in ended { a.group.finishOne(finished: true) }
        requestFrame?()
        scheduleTick()
    }

    /// Stops every animation of `view` where it is (the model value shows).
    /// Whether `view` has an animation in flight that keeps touches from it: UIKit disables
    /// user interaction for the views being animated unless the block passes
    /// `.allowUserInteraction`.
    func blocksInteraction(_ view: UIView) -> Bool {
        guard !animations.isEmpty else { return false }
        let id = ObjectIdentifier(view)
        return animations.contains { $0.key.view == id && !$0.value.allowsInteraction }
    }

    func removeAll(for view: UIView) {
        for key in order where key.view == ObjectIdentifier(view) {
            if let a = animations.removeValue(forKey: key) {
                a.timeline?.removeMember(key)
                a.group.finishOne(finished: false)
            }
        }
        order.removeAll { animations[$0] == nil }
        view.presentation.removeAll()
    }

    /// Advances every animation to `now`, damaging what moves.
    func step(now: Double) {
        for link in links { link.fire(now) }
        guard !animations.isEmpty else { scheduleTick(); return }
        var ended: [PropertyAnimation] = []
        for key in order {
            guard let a = animations[key] else { continue }
            guard let view = a.view else {
                animations[key] = nil
                a.timeline?.removeMember(key)
                a.group.finishOne(finished: true)
                continue
            }
            if let timeline = a.timeline {
                // The timeline decides when its animations end (AnimationTimeline.end(at:)).
                guard timeline.isRunning else { continue }
                view.presentation[a.property] = a.value(atTimelineElapsed: timeline.elapsed, timelineDuration: timeline.duration)
                view.invalidateSubtree(requestingFrame: false)
                continue
            }
            var t = a.duration > 0 ? (now - a.start) / a.duration : 1
            var done = false
            if now < a.start {
                t = 0
            } else if a.repeats || a.autoreverses {
                let cycle = a.autoreverses ? 2.0 : 1.0
                if !a.repeats && t >= cycle {
                    done = true
                    t = 0 // an autoreversed animation ends where it began, then shows the model value
                } else {
                    let phase = t.truncatingRemainder(dividingBy: cycle)
                    t = phase <= 1 ? phase : 2 - phase
                }
            } else if t >= 1 {
                done = true
                t = 1
            }
            if done {
                animations[key] = nil
                view.presentation[a.property] = nil
                ended.append(a)
            } else {
                view.presentation[a.property] = a.value(atFraction: t)
            }
            view.invalidateSubtree(requestingFrame: false)
        }
        order.removeAll { animations[$0] == nil }
        for a in ended { a.group.finishOne(finished: true) }
        scheduleTick()
    }

    /// Whether an animation moves with time (one on a paused timeline does not).
    private var hasMovingAnimation: Bool {
        animations.values.contains { $0.timeline?.isRunning ?? true }
    }

    /// Whether something is moving that ends by itself: a running animation that does not
    /// repeat, or the frames kept coming for an interface rotation.
    var hasEndingMotion: Bool {
        animations.values.contains { ($0.timeline?.isRunning ?? true) && !$0.repeats } || clock.now < keepAliveUntil
    }

    /// Whether something asks for frames with no end of its own: a repeating animation or a
    /// display link (a spinning activity indicator, scroll physics).
    var hasEndlessMotion: Bool {
        !links.isEmpty || animations.values.contains { ($0.timeline?.isRunning ?? true) && $0.repeats }
    }

    private func scheduleTick() {
        guard tick == nil, hasMovingAnimation || !links.isEmpty || clock.now < keepAliveUntil else { return }
        tick = clock.schedule(after: frameInterval) { [weak self] in
            guard let self else { return }
            self.tick = nil
            self.requestFrame?()
        }
    }
}
