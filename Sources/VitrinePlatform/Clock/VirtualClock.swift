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
        while let next = takeNext(dueBy: time) {
            now = max(now, next.deadline)
            fire(next)
        }
        now = max(now, time)
    }

    /// Whether a timer is due now (its deadline is not after `now`): work a zero delay queued.
    public var hasDueTimers: Bool { entries.contains { !$0.timer.isCancelled && $0.deadline <= now } }

    /// Fires the timers already due (deadline <= `now`) that were scheduled before this call,
    /// in deadline order, without moving time; returns how many fired. One that a firing timer
    /// schedules for now waits for the next call, so a timer that re-arms itself with no delay
    /// cannot keep one call going forever.
    @discardableResult
    public func fireDueTimers() -> Int {
        let scheduledBefore = sequence
        var fired = 0
        while let next = takeNext(dueBy: now, scheduledBy: scheduledBefore) {
            fire(next)
            fired += 1
        }
        return fired
    }

    /// Removes and returns the earliest timer due by `time` (ties in scheduling order).
    private func takeNext(dueBy time: Double, scheduledBy last: Int = .max) -> Entry? {
        entries.removeAll { $0.timer.isCancelled }
        guard let next = entries.filter({ $0.deadline <= time && $0.sequence <= last })
            .min(by: { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }) else { return nil }
        entries.removeAll { $0.sequence == next.sequence }
        return next
    }

    private func fire(_ entry: Entry) {
        entry.timer.cancel()
        entry.body()
    }
}
