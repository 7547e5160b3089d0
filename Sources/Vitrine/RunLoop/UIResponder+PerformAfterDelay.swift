import Foundation
import VitrinePlatform

/// The Swift-native stand-in for `NSObject.perform(_:with:afterDelay:)` and
/// `cancelPreviousPerformRequests(withTarget:)`: there are no selectors, so the work is a
/// closure, and the requests belong to the responder that made them (a view, a view
/// controller, the application) so that it can cancel them all at once.
///
/// ```swift
/// perform(afterDelay: 2) { [weak self] in self?.hideHint() }
/// cancelPreviousPerformRequests()      // e.g. on a new touch
/// ```
///
/// The delay runs on the main clock: real time in the kiosk (the block runs from the main run
/// loop), a test harness's virtual clock while one is alive (it runs when the test advances
/// time past it).
extension UIResponder {
    /// Runs `block` on the main actor after `delay` seconds (at the earliest), unless
    /// `cancelPreviousPerformRequests()` is called first. The request keeps `block` (and what
    /// it captures) until it runs or is cancelled, as UIKit keeps the target and argument.
    /// Mirrors `perform(_:with:afterDelay:)`.
    public func perform(afterDelay delay: TimeInterval, _ block: @escaping @MainActor () -> Void) {
        let box = TimerBox()
        let timer = MainClock.current.schedule(after: max(0, delay.isFinite ? delay : 0)) { [weak self, box] in
            self?.delayedPerformTimers.removeAll { $0 === box.timer }
            block()
        }
        box.timer = timer
        delayedPerformTimers.append(timer)
    }

    /// Cancels every block this responder asked to run with `perform(afterDelay:_:)` that has
    /// not run yet. Mirrors `NSObject.cancelPreviousPerformRequests(withTarget:)`.
    public func cancelPreviousPerformRequests() {
        let pending = delayedPerformTimers
        delayedPerformTimers.removeAll()
        for t in pending { t.cancel() }
    }

    /// The requests waiting to run.
    var pendingPerformRequestCount: Int { delayedPerformTimers.count }
}

@MainActor private final class TimerBox {
    weak var timer: ClockTimer?
}
