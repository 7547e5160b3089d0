import Foundation

/// A cancellable timer handed out by a `Clock`.
@MainActor
public final class ClockTimer {
    private var cancelHandler: (@MainActor () -> Void)?
    public private(set) var isCancelled = false

    init(cancel: (@MainActor () -> Void)? = nil) { cancelHandler = cancel }

    func setCancelHandler(_ handler: @escaping @MainActor () -> Void) { cancelHandler = handler }

    /// The timer has fired: nothing is left to cancel, so what cancelling needed is let go.
    func didFire() { cancelHandler = nil }

    /// Stops the timer from firing.
    public func cancel() {
        guard !isCancelled else { return }
        isCancelled = true
        cancelHandler?()
        cancelHandler = nil
    }
}

/// Monotonic time and one-shot timers on the main actor: real for the app, virtual for tests
/// (so animations and timeouts are deterministic and nothing sleeps).
@MainActor
public protocol Clock: AnyObject {
    /// Seconds on a monotonic timeline (its zero is arbitrary).
    var now: Double { get }
    /// Calls `body` on the main actor once `now` has reached `deadline`.
    @discardableResult
    func schedule(at deadline: Double, _ body: @escaping @MainActor () -> Void) -> ClockTimer
}

extension Clock {
    /// Calls `body` after `delay` seconds.
    @discardableResult
    public func schedule(after delay: Double, _ body: @escaping @MainActor () -> Void) -> ClockTimer {
        schedule(at: now + max(0, delay), body)
    }
}
