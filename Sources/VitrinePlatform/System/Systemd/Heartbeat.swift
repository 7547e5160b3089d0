import Dispatch
import Synchronization

/// Something whose progress the watchdog can read from another thread: a counter that only
/// moves while the watched loop turns.
public protocol HeartbeatSource: Sendable {
    /// The number of beats so far. The watchdog only compares it with the value at its last
    /// ping, so any strictly moving counter will do.
    var beats: UInt64 { get }
}

/// A thread-safe beat counter: one thread `beat()`s, another reads `beats`.
public final class Heartbeat: HeartbeatSource {
    private let count = Atomic<UInt64>(0)

    public init() {}

    /// Records one turn of the watched loop.
    public func beat() {
        count.add(1, ordering: .relaxed)
    }

    public var beats: UInt64 { count.load(ordering: .relaxed) }
}

/// Beats a `Heartbeat` from a timer on the main dispatch queue, so the count stops when the main
/// queue stops turning (a handler that never returns, a deadlock, an endless layout loop).
///
/// The timer runs on the main queue itself, never on another thread: a beat proves that the
/// main queue ran a block recently.
public final class MainQueueHeartbeat: HeartbeatSource {
    /// The counter the timer bumps.
    public let heartbeat = Heartbeat()
    private let timer: Mutex<DispatchSourceTimer?>

    /// Starts beating every `interval` on the main queue (the first beat after one interval).
    public init(every interval: Duration) {
        let source = DispatchSource.makeTimerSource(queue: .main)
        let nanoseconds = MainQueueHeartbeat.nanoseconds(interval)
        source.schedule(deadline: .now() + .nanoseconds(nanoseconds), repeating: .nanoseconds(nanoseconds),
                        leeway: .nanoseconds(nanoseconds / 10))
        let heartbeat = self.heartbeat
        source.setEventHandler { heartbeat.beat() }
        source.activate()
        timer = Mutex(source)
    }

    deinit { stop() }

    public var beats: UInt64 { heartbeat.beats }

    /// Stops the timer; the count no longer moves.
    public func stop() {
        timer.withLock { source in
            source?.cancel()
            source = nil
        }
    }

    static func nanoseconds(_ d: Duration) -> Int {
        let (seconds, attoseconds) = d.components
        return max(1, Int(clamping: seconds) &* 1_000_000_000 &+ Int(attoseconds / 1_000_000_000))
    }
}
