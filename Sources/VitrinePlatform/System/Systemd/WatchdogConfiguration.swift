import Foundation

/// The service watchdog systemd asked for: `WatchdogSec=` reaches the service as
/// `$WATCHDOG_USEC` (microseconds), and `$WATCHDOG_PID` names the process that must ping.
///
/// The corresponding C function is `sd_watchdog_enabled`.
public struct WatchdogConfiguration: Sendable, Equatable {
    /// `WatchdogSec=` in microseconds: systemd acts when no `WATCHDOG=1` arrived for this long.
    public let intervalMicroseconds: UInt64

    public init?(intervalMicroseconds: UInt64) {
        guard intervalMicroseconds > 0, intervalMicroseconds != .max else { return nil }
        self.intervalMicroseconds = intervalMicroseconds
    }

    /// The watchdog timeout.
    public var interval: Duration { .microseconds(Int64(clamping: intervalMicroseconds)) }

    /// How often to ping: half the timeout, as `sd_watchdog_enabled(3)` recommends.
    public var pingInterval: Duration { .microseconds(Int64(clamping: intervalMicroseconds / 2)) }

    /// What the environment says about the watchdog.
    public enum Parsed: Sendable, Equatable {
        /// `$WATCHDOG_USEC` is set and (if `$WATCHDOG_PID` is set) names this process.
        case enabled(WatchdogConfiguration)
        /// No `$WATCHDOG_USEC`: the unit has no `WatchdogSec=`.
        case notRequested
        /// `$WATCHDOG_PID` names another process (a parent that passed its environment on).
        case otherProcess(pid_t)
        /// A variable that does not parse; the watchdog stays off.
        case invalid(String)

        /// The configuration when enabled, else `nil`.
        public var configuration: WatchdogConfiguration? {
            if case .enabled(let c) = self { return c }
            return nil
        }
    }

    /// Reads `$WATCHDOG_USEC` and `$WATCHDOG_PID` from `environment` for process `pid`, with
    /// `sd_watchdog_enabled`'s rules: the interval must be a positive decimal number, and a
    /// `$WATCHDOG_PID` that is not `pid` means the watchdog is someone else's.
    public static func parse(environment: [String: String], pid: pid_t) -> Parsed {
        guard let usecText = environment["WATCHDOG_USEC"] else { return .notRequested }
        guard usecText.allSatisfy(\.isASCII), let usec = UInt64(usecText),
              let configuration = WatchdogConfiguration(intervalMicroseconds: usec) else {
            return .invalid("WATCHDOG_USEC=\(usecText)")
        }
        if let pidText = environment["WATCHDOG_PID"] {
            guard let owner = pid_t(pidText), owner > 0 else { return .invalid("WATCHDOG_PID=\(pidText)") }
            guard owner == pid else { return .otherProcess(owner) }
        }
        return .enabled(configuration)
    }

    /// The watchdog systemd set up for this process, or `nil`.
    public static func fromEnvironment() -> WatchdogConfiguration? {
        parse(environment: ProcessInfo.processInfo.environment, pid: getpid()).configuration
    }
}
