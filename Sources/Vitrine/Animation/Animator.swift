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
    private let loop: any MainLoop
    private var closed = false

    init(completion: ((Bool) -> Void)?, loop: any MainLoop) {
        self.completion = completion
        self.loop = loop
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
        loop.perform { c(ok) }
    }
}

/// One property of one view moving from one value to another.
@MainActor
struct PropertyAnimation {
    weak var view: UIView?
    let property: AnimatableProperty
    let from: AnimatableValue
    let to: AnimatableValue
    let start: Double
    let duration: Double
    let curve: TimingCurve
    let repeats: Bool
    let autoreverses: Bool
    let group: AnimationGroup
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
             transaction: AnimationTransaction) {
        let key = Key(view: ObjectIdentifier(view), property: property)
        if let old = animations[key] {
            old.group.finishOne(finished: false)
        } else {
            order.append(key)
        }
        transaction.group.retain()
        animations[key] = PropertyAnimation(view: view, property: property, from: from, to: to,
                                            start: clock.now + transaction.delay, duration: transaction.duration,
                                            curve: transaction.curve, repeats: transaction.options.contains(.repeat),
                                            autoreverses: transaction.options.contains(.autoreverse),
                                            group: transaction.group)
        view.presentation[property] = from
        scheduleTick()
    }

    /// Stops every animation of `view` where it is (the model value shows).
    func removeAll(for view: UIView) {
        for key in order where key.view == ObjectIdentifier(view) {
            if let a = animations.removeValue(forKey: key) { a.group.finishOne(finished: false) }
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
                a.group.finishOne(finished: true)
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
                view.presentation[a.property] = a.from.interpolated(to: a.to, CGFloat(a.curve.progress(t)))
            }
            view.invalidateSubtree(requestingFrame: false)
        }
        order.removeAll { animations[$0] == nil }
        for a in ended { a.group.finishOne(finished: true) }
        scheduleTick()
    }

    private func scheduleTick() {
        guard !animations.isEmpty || !links.isEmpty || clock.now < keepAliveUntil, tick == nil else { return }
        tick = clock.schedule(after: frameInterval) { [weak self] in
            guard let self else { return }
            self.tick = nil
            self.requestFrame?()
        }
    }
}
