import Dispatch
import Foundation

/// The real monotonic clock (`CLOCK_MONOTONIC`), with timers on the main dispatch queue.
@MainActor
public final class SystemClock: Clock {
    public init() {}

    /// Seconds of `CLOCK_MONOTONIC`. The corresponding C function is `clock_gettime`.
    public var now: Double { SystemClock.monotonicNow() }

    nonisolated public static func monotonicNow() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    @discardableResult
    public func schedule(at deadline: Double, _ body: @escaping @MainActor () -> Void) -> ClockTimer {
        // No cycle: the timer holds the work item while it waits (to cancel it), the item's
        // block holds the timer only weakly, and firing drops the timer's hold on the item —
        // so a fired timer keeps nothing alive, kept by its caller or not. (A cycle between
        // the two leaked one body per frame.)
        let timer = ClockTimer()
        let item = DispatchWorkItem { [weak timer] in
            MainActor.assumeIsolated {
                if timer?.isCancelled == true { return }
                timer?.didFire()
                body()
            }
        }
        timer.setCancelHandler { item.cancel() }
        let delay = max(0, deadline - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: item)
        return timer
    }
}
