import Foundation
import VitrinePlatform

/// A timer on the main clock with Foundation `Timer`'s API: the drop-in for a `Timer` that a
/// test harness must drive. In the kiosk it fires from the main run loop on real time, as a
/// `Timer` does; while a `HeadlessHarness` is alive it follows the harness's virtual clock,
/// firing when the test advances time past it (a repeating timer once per interval passed),
/// never before, as `perform(afterDelay:_:)` and `asyncAfter` do.
///
/// ```swift
/// ticker = MainClockTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
///     self?.tick()
/// }
/// ```
///
/// Why not `Timer` itself: Foundation's run loop on Linux fires a `Timer` only when the
/// kernel timer it armed for it (a `timerfd` on the real `CLOCK_MONOTONIC`) expires, so a test
/// cannot move it with a virtual clock, and a stand-in for `Timer.scheduledTimer` with the same
/// name would be ambiguous in every file that imports Foundation too. The block runs on the main
/// actor (UI work needs no `MainActor.assumeIsolated`); the timer is kept alive while it is
/// valid, so the result may be ignored, as `Timer`'s is.
@MainActor
public final class MainClockTimer {
    /// The interval between firings of a repeating timer; for a non-repeating one, the delay it
    /// was made with. Mirrors `Timer.timeInterval`.
    public let timeInterval: TimeInterval
    /// Accepted and kept for source compatibility: the main clock fires at the deadline.
    /// Mirrors `Timer.tolerance`.
    public var tolerance: TimeInterval = 0
    /// Whether the timer will still fire: false once a non-repeating timer has fired or any timer
    /// has been invalidated. Mirrors `Timer.isValid`.
    public private(set) var isValid = true

    private let repeats: Bool
    private let block: @MainActor (MainClockTimer) -> Void
    private let clock: any Clock
    private var deadline: Double
    private var pending: ClockTimer?

    /// Makes a timer and schedules it on the main clock: `block` runs after `interval` seconds
    /// and, when `repeats`, every `interval` seconds after that until `invalidate()`. An
    /// interval of 0 or less (or not finite) fires first in the next turn of the loop, then
    /// repeats every 0.1 ms, the interval `Timer` makes of it. Mirrors
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)`.
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                      block: @escaping @MainActor (MainClockTimer) -> Void) -> MainClockTimer {
        MainClockTimer(interval: interval, repeats: repeats, block: block)
    }

    private init(interval: TimeInterval, repeats: Bool, block: @escaping @MainActor (MainClockTimer) -> Void) {
        timeInterval = interval.isFinite && interval > 0 ? interval : 0.000_1
        self.repeats = repeats
        self.block = block
        clock = MainClock.current
        deadline = clock.now + (interval.isFinite && interval > 0 ? interval : 0)
        arm()
    }

    /// When the timer fires next, as a date (on the virtual clock under a harness: the real
    /// date plus the virtual time still to go); setting it moves the next firing there.
    /// Mirrors `Timer.fireDate`.
    public var fireDate: Date {
        get { Date(timeIntervalSinceNow: deadline - clock.now) }
        set {
            guard isValid else { return }
            deadline = clock.now + newValue.timeIntervalSinceNow
            arm()
        }
    }

    /// Runs the block now. A non-repeating timer is invalidated (it will not fire again); a
    /// repeating one keeps its schedule. Nothing happens once invalidated. Mirrors `Timer.fire()`.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer from ever firing again and lets go of its block. Mirrors
    /// `Timer.invalidate()`.
    public func invalidate() {
        isValid = false
        pending?.cancel()
        pending = nil
    }

    /// Schedules the next firing at `deadline`; the pending timer holds this one (and its
    /// block) until it fires or is cancelled, as the run loop holds a `Timer`.
    private func arm() {
        pending?.cancel()
        pending = clock.schedule(at: deadline) { [self] in due() }
    }

    private func due() {
        pending = nil
        guard isValid else { return }
        if repeats {
            // The next firing keeps the original rhythm; firings missed while late are
            // skipped, as a late `Timer`'s are.
            deadline += timeInterval
            if deadline <= clock.now { deadline += ((clock.now - deadline) / timeInterval).rounded(.down) * timeInterval + timeInterval }
            arm()
            block(self)
        } else {
            isValid = false
            block(self)
        }
    }
}
