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
        let timer = ClockTimer()
        let item = DispatchWorkItem { MainActor.assumeIsolated { if !timer.isCancelled { body() } } }
        timer.setCancelHandler { item.cancel() }
        let delay = max(0, deadline - now)
        DispatchQueue.main.asyncAfter(deadline: .now() + delay, execute: item)
        return timer
    }
}
