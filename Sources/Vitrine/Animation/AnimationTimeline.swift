import Foundation
import VitrinePlatform

/// A clock of its own for a set of view animations: the animations recorded while it captures
/// (`AnimationTimeline.capturing(_:_:)`) take their time from it instead of from the screen's
/// clock, so it can pause them, scrub them to any point, run them forwards or backwards to an
/// end with a timing curve of its own, and finish them at the start (the views go back to the
/// values they had before the animation block) or at the end. This is what Core Animation's
/// layer timing (`speed`, `timeOffset`) gives UIKit's interactive transitions
/// (`UIPercentDrivenInteractiveTransition`) and `UIViewPropertyAnimator`.
///
/// Time on the timeline (`elapsed`) runs from 0 to `duration` seconds; an animation recorded
/// with delay `d` and duration `D` is at `(elapsed − d) / D` of its own curve.
@MainActor
package final class AnimationTimeline {
    /// Where a timeline stopped for good.
    package enum Position: Equatable, Sendable { case start, end }

    private enum State {
        case paused(Double)
        /// From `elapsed0` at clock time `t0` to `target` over `span` seconds along `curve`.
        case running(t0: Double, elapsed0: Double, target: Double, span: Double, curve: TimingCurve)
        case ended(Position)
        /// Stopped for good where it was (`stop()`), the views keeping what they showed.
        case stopped(Double)
    }

    /// The timeline's length in seconds (at least a millisecond).
    package let duration: Double
    let clock: any Clock
    private var state: State
    private var endTimer: ClockTimer?
    /// The animations that take their time from this timeline, in the order they were added
    /// (their completions run in that order); `memberSet` answers membership without a scan.
    private(set) var members: [Animator.Key] = []
    private var memberSet: Set<Animator.Key> = []
    weak var animator: Animator?
    private var endHandlers: [(Position) -> Void] = []

    /// A paused timeline at 0 of `duration` seconds on the animation clock of `view`'s screen
    /// (the screen whose animator runs the animations it captures), else the main screen's.
    package convenience init(duration: Double, for view: UIView? = nil) {
        let animator = (view?.compositor ?? UIScreen.main.compositor).animator
        self.init(duration: duration, animator: animator)
    }

    init(duration: Double, animator: Animator) {
        self.duration = max(0.001, duration.isFinite ? duration : 0)
        self.animator = animator
        clock = animator.clock
        state = .paused(0)
    }

    // MARK: Reading

    /// Seconds into the timeline now (0…`duration`).
    package var elapsed: Double {
        switch state {
        case .paused(let e): return e
        case let .running(t0, e0, target, span, curve):
            let u = span > 0 ? (clock.now - t0) / span : 1
            return e0 + (target - e0) * curve.progress(min(1, max(0, u)))
        case .ended(let p): return p == .end ? duration : 0
        case .stopped(let e): return e
        }
    }

    /// `elapsed` as a share of `duration` (0…1).
    package var fraction: Double { elapsed / duration }

    package var isPaused: Bool { if case .paused = state { return true } else { return false } }
    package var isRunning: Bool { if case .running = state { return true } else { return false } }
    /// Where it ended, once it has.
    package var endPosition: Position? { if case .ended(let p) = state { return p } else { return nil } }
    /// Whether it was stopped where it was (`stop()`).
    package var isStopped: Bool { if case .stopped = state { return true } else { return false } }
    /// Neither ended nor stopped: it can still be driven.
    private var isLive: Bool { endPosition == nil && !isStopped }

    // MARK: Driving

    /// Stops where it is now.
    package func pause() {
        guard isLive else { return }
        state = .paused(elapsed)
        endTimer?.cancel()
        endTimer = nil
        changed()
    }

    /// Jumps to `fraction` of the duration (clamped to 0…1) and stays there (pausing it).
    package func scrub(to fraction: Double) {
        guard isLive else { return }
        let f = fraction.isFinite ? min(1, max(0, fraction)) : 0
        endTimer?.cancel()
        endTimer = nil
        state = .paused(f * duration)
        changed()
    }

    /// Like `scrub(to:)` but not clamped to 0…1: a spring overshooting its end (a property
    /// animator's `UISpringTimingParameters`); the animations that end with the timeline follow
    /// it past either end. A non-finite fraction counts as 0.
    package func scrub(unclamped fraction: Double) {
        guard isLive else { return }
        endTimer?.cancel()
        endTimer = nil
        state = .paused((fraction.isFinite ? fraction : 0) * duration)
        changed()
    }

    /// Stops for good where it is now: every animation ends with its view keeping the value it
    /// shows as its model value (UIKit's `stopAnimation(_:)`), their blocks' completions run
    /// with `finished == false`; `onEnd` handlers are dropped.
    package func stop() {
        guard isLive else { return }
        endTimer?.cancel()
        endTimer = nil
        state = .stopped(elapsed)
        animator?.timelineStopped(self)
        members.removeAll()
        memberSet.removeAll()
        endHandlers = []
    }

    /// Runs from where it is to the end (`towardsEnd`) or the start, taking `span` seconds along
    /// `curve` (as Core Animation's completion of an interactive transition does with
    /// `completionSpeed` and `completionCurve`), then ends there.
    package func run(towardsEnd: Bool, span: Double, curve: TimingCurve = .linear) {
        guard isLive else { return }
        let from = elapsed
        let target = towardsEnd ? duration : 0
        let s = max(0, span.isFinite ? span : 0)
        endTimer?.cancel()
        state = .running(t0: clock.now, elapsed0: from, target: target, span: s, curve: curve)
        endTimer = clock.schedule(after: s) { [weak self] in self?.end(at: towardsEnd ? .end : .start) }
        changed()
    }

    /// Runs from where it is to the end or the start at the timeline's own pace (the rest of
    /// the duration, or the part already run, divided by `speed`).
    package func resume(towardsEnd: Bool = true, speed: Double = 1) {
        let left = towardsEnd ? duration - elapsed : elapsed
        let s = speed.isFinite && speed > 0 ? speed : 1
        run(towardsEnd: towardsEnd, span: left / s)
    }

    /// Ends now at `position`: its animations stop (at the start the views take back the values
    /// they had before the animation block), their completions run, then `onEnd` handlers.
    package func end(at position: Position) {
        guard isLive else { return }
        endTimer?.cancel()
        endTimer = nil
        state = .ended(position)
        animator?.timelineEnded(self, at: position)
        members.removeAll()
        memberSet.removeAll()
        let handlers = endHandlers
        endHandlers = []
        for h in handlers { h(position) }
    }

    /// Runs `handler` once the timeline ends (at once if it has).
    package func onEnd(_ handler: @escaping (Position) -> Void) {
        if let p = endPosition { handler(p) } else { endHandlers.append(handler) }
    }

    // MARK: Capture

    /// The timelines capturing new animations, innermost last.
    static var captureStack: [AnimationTimeline] = []
    static var capturing: AnimationTimeline? { captureStack.last }

    /// Runs `body`; the `UIView.animate` blocks it runs take their time from `timeline`.
    package static func capturing<T>(_ timeline: AnimationTimeline, _ body: () throws -> T) rethrows -> T {
        captureStack.append(timeline)
        defer { captureStack.removeLast() }
        return try body()
    }

    func addMember(_ key: Animator.Key) {
        if memberSet.insert(key).inserted { members.append(key) }
    }

    func removeMember(_ key: Animator.Key) {
        if memberSet.remove(key) != nil { members.removeAll { $0 == key } }
    }

    private func changed() {
        animator?.timelineChanged(self)
    }
}
