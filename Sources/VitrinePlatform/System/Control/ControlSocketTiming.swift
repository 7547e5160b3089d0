import Dispatch

/// The time a `ControlSocketServer` judges its clients' idleness by: the monotonic clock with
/// a sweep timer on the server's queue (`.monotonic`), or a time the caller moves and sweeps
/// with (`.manual`, for tests: they call `closeIdleClients()` after moving it, nothing sleeps).
package struct ControlSocketTiming: Sendable {
    /// Seconds on a monotonic timeline.
    package let now: @Sendable () -> Double
    /// Whether the server runs its own sweep timer.
    package let sweepsItself: Bool

    /// `CLOCK_MONOTONIC`, swept by a timer on the server's queue.
    package static let monotonic = ControlSocketTiming(now: { SystemClock.monotonicNow() }, sweepsItself: true)

    /// `now`, swept only when the caller calls `closeIdleClients()`.
    package static func manual(_ now: @escaping @Sendable () -> Double) -> ControlSocketTiming {
        ControlSocketTiming(now: now, sweepsItself: false)
    }
}
