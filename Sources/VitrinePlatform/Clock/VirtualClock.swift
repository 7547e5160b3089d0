import Foundation

/// A clock that moves only when told to: tests advance it and due timers fire in deadline
/// order, synchronously, so time-based behaviour is deterministic and nothing sleeps.
@MainActor
public final class VirtualClock: Clock {
    private struct Entry {
        let deadline: Double
        let sequence: Int
        let timer: ClockTimer
        let body: @MainActor () -> Void
    }

    public private(set) var now: Double
    private var entries: [Entry] = []
    private var sequence = 0

    public init(start: Double = 0) { now = start }

    @discardableResult
    public func schedule(at deadline: Double, _ body: @escaping @MainActor () -> Void) -> ClockTimer {
        let timer = ClockTimer()
        sequence += 1
        entries.append(Entry(deadline: deadline, sequence: sequence, timer: timer, body: body))
        return timer
    }

    /// Timers not yet fired or cancelled.
    public var pendingTimerCount: Int { entries.filter { !$0.timer.isCancelled }.count }

    /// The earliest pending deadline.
    public var nextDeadline: Double? { entries.filter { !$0.timer.isCancelled }.map(\.deadline).min() }

    /// Moves time forward by `seconds`, firing every timer that falls due, in order (timers
    /// scheduled by a firing timer fire too if they fall within the interval).
    public func advance(by seconds: Double) {
        advance(to: now + max(0, seconds))
    }

    /// Moves time forward to `time`, firing due timers in deadline order.
    public func advance(to time: Double) {
        while true {
            entries.removeAll { $0.timer.isCancelled }
            guard let next = entries.filter({ $0.deadline <= time })
                .min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }) else { break }
            entries.removeAll { $0.sequence == next.sequence }
            now = max(now, next.deadline)
            next.timer.cancel()
            next.body()
        }
        now = max(now, time)
    }
}
