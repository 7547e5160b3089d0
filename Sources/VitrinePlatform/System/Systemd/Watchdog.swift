import Dispatch
import Synchronization

/// The service watchdog with honest liveness: `WATCHDOG=1` goes out every half `WatchdogSec=`,
/// but only while the app makes progress.
///
/// Pinging from a timer of its own would prove only that *some* thread runs. Instead a timer on
/// a private background queue (never the main queue) checks, four times per ping interval, and
/// pings once a ping is due (half of `WatchdogSec=` after the last) and
///
/// - the main queue turned since the last ping: its `HeartbeatSource` (a `MainQueueHeartbeat`,
///   bumped by a timer *on* the main queue) moved; and
/// - the frame loop is not stuck: no frame has been awaited for longer than `frameStallLimit`
///   (`FrameLoopProbe`).
///
/// When either fails the ping is held back, and systemd kills and restarts the service once
/// `WatchdogSec=` passes without one (`Restart=always`). The checks between two pings let a
/// held-back ping go out within an eighth of `WatchdogSec=` once the app recovers, so a main
/// queue that stops for less than about half of `WatchdogSec=` is never restarted, and one
/// that stops for longer than `WatchdogSec=` always is.
///
/// `check(now:)` is the whole decision and can be driven by hand (tests); `start()` runs it on
/// the background timer.
public final class Watchdog: Sendable {
    /// Why a check did not ping.
    public enum SkipReason: Sendable, Equatable {
        /// The heartbeat did not move since the last ping: the main queue is not turning.
        case mainQueueStalled
        /// A frame has been awaited for this long (more than `frameStallLimit`).
        case frameLoopStalled(pendingFor: Duration)
        /// Sending `WATCHDOG=1` failed.
        case notifyFailed(SystemdNotifyError)
    }

    /// What one check did.
    public enum Decision: Sendable, Equatable {
        /// `WATCHDOG=1` was sent.
        case pinged
        /// The last ping is recent (less than a ping interval ago): nothing to do yet.
        case notDue
        /// Nothing was sent.
        case skipped(SkipReason)
    }

    /// The watchdog systemd asked for.
    public let configuration: WatchdogConfiguration
    /// Where the pings go.
    public let notifier: SystemdNotifier
    /// How long a frame may be awaited before the frame loop counts as stuck.
    public let frameStallLimit: Duration
    private let heartbeat: any HeartbeatSource
    private let frameLoop: FrameLoopProbe?
    private let onDecision: (@Sendable (Decision) -> Void)?

    private struct State {
        var lastPingedBeat: UInt64
        /// Monotonic nanoseconds of the last ping; 0 before the first.
        var lastPingAt: UInt64 = 0
        var timer: DispatchSourceTimer?
    }
    private let state: Mutex<State>
    private let queue = DispatchQueue(label: "vitrine.systemd.watchdog", qos: .userInitiated)

    /// A watchdog that pings `notifier` while `heartbeat` moves and `frameLoop` (if any) is not
    /// stuck. `frameStallLimit` defaults to the ping interval (half of `WatchdogSec=`).
    /// `onDecision` sees every check's outcome, on the watchdog's thread (for logs and tests).
    ///
    /// The heartbeat's current count counts as already pinged: the first ping needs a new beat.
    public init(configuration: WatchdogConfiguration, notifier: SystemdNotifier,
                heartbeat: any HeartbeatSource, frameLoop: FrameLoopProbe? = nil,
                frameStallLimit: Duration? = nil,
                onDecision: (@Sendable (Decision) -> Void)? = nil) {
        self.configuration = configuration
        self.notifier = notifier
        self.heartbeat = heartbeat
        self.frameLoop = frameLoop
        self.frameStallLimit = frameStallLimit ?? configuration.pingInterval
        self.onDecision = onDecision
        state = Mutex(State(lastPingedBeat: heartbeat.beats, timer: nil))
    }

    deinit { stop() }

    /// How often a `MainQueueHeartbeat` for this watchdog should beat: a quarter of the ping
    /// interval, so that a healthy main queue beats several times between two pings.
    public var recommendedHeartbeatInterval: Duration { configuration.pingInterval / 4 }

    /// How often `start()` checks: a quarter of the ping interval.
    public var checkInterval: Duration { configuration.pingInterval / 4 }

    /// One check at `now` (monotonic nanoseconds, `DispatchTime.uptimeNanoseconds`): when a ping
    /// is due (the first, or a ping interval less half a check interval after the last), pings
    /// if the heartbeat moved since the last ping and no frame is overdue.
    @discardableResult
    public func check(now: UInt64 = DispatchTime.now().uptimeNanoseconds) -> Decision {
        let pingInterval = UInt64(MainQueueHeartbeat.nanoseconds(configuration.pingInterval))
        let slack = UInt64(MainQueueHeartbeat.nanoseconds(checkInterval)) / 2
        let decision = state.withLock { state -> Decision in
            if state.lastPingAt != 0, now &- state.lastPingAt < pingInterval - slack { return .notDue }
            let beat = heartbeat.beats
            guard beat != state.lastPingedBeat else { return .skipped(.mainQueueStalled) }
            if let pending = frameLoop?.pendingDuration(now: now), pending > frameStallLimit {
                return .skipped(.frameLoopStalled(pendingFor: pending))
            }
            do throws(SystemdNotifyError) {
                try notifier.notify(.watchdog)
            } catch {
                return .skipped(.notifyFailed(error))
            }
            state.lastPingedBeat = beat
            state.lastPingAt = max(1, now)
            return .pinged
        }
        onDecision?(decision)
        return decision
    }

    /// Starts checking every `checkInterval` on a background queue. Does nothing if started.
    public func start() {
        state.withLock { state in
            guard state.timer == nil else { return }
            let interval = MainQueueHeartbeat.nanoseconds(checkInterval)
            let timer = DispatchSource.makeTimerSource(queue: queue)
            timer.schedule(deadline: .now() + .nanoseconds(interval), repeating: .nanoseconds(interval),
                           leeway: .nanoseconds(interval / 20))
            timer.setEventHandler { [weak self] in self?.check() }
            timer.activate()
            state.timer = timer
        }
    }

    /// Stops checking (no more pings: systemd restarts the service unless it stops first).
    public func stop() {
        state.withLock { state in
            state.timer?.cancel()
            state.timer = nil
        }
    }
}

extension Watchdog {
    /// The whole set-up for a service, on the main queue: when systemd asked for a watchdog
    /// (`$WATCHDOG_USEC`, `$WATCHDOG_PID`), starts a `MainQueueHeartbeat` and a started
    /// `Watchdog` over it and `frameLoop`. Returns `nil` when no watchdog was asked for.
    /// Keep both alive for the life of the process.
    @MainActor
    public static func startIfRequested(notifier: SystemdNotifier = .fromEnvironment(),
                                        frameLoop: FrameLoopProbe? = nil,
                                        onDecision: (@Sendable (Decision) -> Void)? = nil)
        -> (watchdog: Watchdog, heartbeat: MainQueueHeartbeat)? {
        guard notifier.isEnabled, let configuration = WatchdogConfiguration.fromEnvironment() else { return nil }
        let heartbeat = MainQueueHeartbeat(every: configuration.pingInterval / 4)
        let watchdog = Watchdog(configuration: configuration, notifier: notifier, heartbeat: heartbeat,
                                frameLoop: frameLoop, onDecision: onDecision)
        watchdog.start()
        return (watchdog, heartbeat)
    }
}
