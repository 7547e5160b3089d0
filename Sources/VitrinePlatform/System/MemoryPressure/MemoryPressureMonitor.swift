import Foundation

/// One reading of the kernel's memory pressure (PSI, `/proc/pressure/memory`).
public struct MemoryPressureReading: Equatable, Sendable {
    /// Percent of the last 10 s in which some task waited for memory.
    public var someAvg10: Double
    /// Percent of the last 10 s in which all tasks waited for memory.
    public var fullAvg10: Double

    /// Parses the PSI format: `some avg10=1.23 avg60=… total=…` and a `full` line.
    public init?(psi text: String) {
        var some: Double?, full: Double?
        for line in text.split(separator: "\n") {
            let parts = line.split(separator: " ")
            guard let kind = parts.first,
                  let avg = parts.first(where: { $0.hasPrefix("avg10=") }).flatMap({ Double($0.dropFirst(6)) }) else { continue }
            if kind == "some" { some = avg } else if kind == "full" { full = avg }
        }
        guard let s = some else { return nil }
        someAvg10 = s
        fullAvg10 = full ?? 0
    }
}

/// Watches memory pressure and calls back when it crosses a threshold: a kernel PSI trigger
/// where the kernel lets this process arm one (Linux 6.5+ unprivileged, or with
/// CAP_SYS_RESOURCE), else PSI read every 2 s; and the service cgroup's `memory.events`
/// (`high`, `max`, `oom` counters going up) every 2 s. Warnings are rate-limited.
@MainActor
public final class MemoryPressureMonitor {
    public let psiPath: String
    public let cgroupEventsPath: String?
    /// `some avg10` above this percentage counts as pressure.
    public var threshold: Double
    /// At most one warning per this many seconds.
    public var minimumInterval: Double
    private let clock: any Clock
    private let onPressure: @MainActor (String) -> Void
    private var timer: ClockTimer?
    private var lastWarning = -Double.infinity
    private var lastCgroupCount: Int?
    private var trigger: (any MemoryPressureTrigger)?

    /// How PSI is watched.
    public enum PSIWatch: Equatable, Sendable {
        /// Not started.
        case idle
        /// A kernel trigger (its line, `some STALL_US WINDOW_US`) wakes the monitor.
        case trigger(String)
        /// The file is read on a timer; why there is no trigger.
        case polling(String)
    }

    /// How PSI is watched since `start`.
    public private(set) var psiWatch = PSIWatch.idle

    /// Arms a trigger for `stall` seconds of stall within `window` seconds, calling the
    /// closure at each event; throws when the kernel does not allow one. By default a
    /// `PSITrigger` on `psiPath` when that is a `/proc/pressure/` file (tests replace it).
    public var armTrigger: (@MainActor (_ stall: Double, _ window: Double, _ onEvent: @escaping @MainActor () -> Void) throws -> any MemoryPressureTrigger)?

    /// The window of the trigger, in seconds (a multiple of 2 s, as unprivileged triggers need).
    public static let triggerWindow = 2.0

    public init(psiPath: String = "/proc/pressure/memory", cgroupEventsPath: String? = MemoryPressureMonitor.ownCgroupEventsPath(),
                threshold: Double = 10, minimumInterval: Double = 30, clock: any Clock,
                onPressure: @escaping @MainActor (String) -> Void) {
        self.psiPath = psiPath
        self.cgroupEventsPath = cgroupEventsPath
        self.threshold = threshold
        self.minimumInterval = minimumInterval
        self.clock = clock
        self.onPressure = onPressure
        if psiPath.hasPrefix("/proc/pressure/") {
            armTrigger = { stall, window, onEvent in try PSITrigger(path: psiPath, stall: stall, window: window, onPressure: onEvent) }
        }
    }

    /// One line for the log: how pressure is watched.
    public var watchDescription: String {
        switch psiWatch {
        case .idle: return "memory pressure: not watched"
        case .trigger(let line): return "memory pressure: kernel PSI trigger '\(line)' on \(psiPath)"
        case .polling(let why): return "memory pressure: reading \(psiPath) every 2 s (\(why))"
        }
    }

    /// This process's cgroup v2 `memory.events`, if there is one.
    nonisolated public static func ownCgroupEventsPath() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("0::") }) else { return nil }
        let path = "/sys/fs/cgroup" + line.dropFirst(3) + "/memory.events"
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }

    /// Arms the PSI trigger if the kernel allows it, and polls (the cgroup's events, and PSI
    /// when there is no trigger) every `interval` seconds.
    public func start(interval: Double = 2) {
        timer?.cancel()
        trigger?.cancel()
        trigger = nil
        let window = Self.triggerWindow
        if let arm = armTrigger {
            do {
                let t = try arm(window * threshold / 100, window) { [weak self] in self?.triggerFired() }
                trigger = t
                psiWatch = .trigger((t as? PSITrigger)?.line ?? "some \(Int(window * threshold / 100 * 1_000_000)) \(Int(window * 1_000_000))")
            } catch {
                psiWatch = .polling("no PSI trigger: \(error)")
            }
        } else {
            psiWatch = .polling("no PSI trigger for a file outside /proc/pressure")
        }
        func tick() {
            check()
            timer = clock.schedule(after: interval) { tick() }
        }
        timer = clock.schedule(after: interval) { tick() }
    }

    /// Stops the timer and the trigger.
    public func stop() {
        timer?.cancel()
        timer = nil
        trigger?.cancel()
        trigger = nil
    }

    /// The kernel says tasks stalled on memory for more than the threshold of the window.
    private func triggerFired() {
        warn(String(format: "memory pressure: the kernel's PSI trigger fired (tasks stalled on memory over %.0f %% of %.0f s)",
                    threshold, Self.triggerWindow))
    }

    private func warn(_ why: String) {
        guard clock.now - lastWarning >= minimumInterval else { return }
        lastWarning = clock.now
        onPressure(why)
    }

    /// Reads once and warns if there is pressure (tests call this directly).
    public func check() {
        var reason: String?
        if trigger == nil, let text = try? String(contentsOfFile: psiPath, encoding: .utf8), let r = MemoryPressureReading(psi: text),
           r.someAvg10 > threshold {
            reason = String(format: "memory pressure: some avg10 %.1f %% > %.1f %%", r.someAvg10, threshold)
        }
        if let path = cgroupEventsPath, let text = try? String(contentsOfFile: path, encoding: .utf8) {
            let count = text.split(separator: "\n").reduce(0) { sum, line in
                let p = line.split(separator: " ")
                guard p.count == 2, ["high", "max", "oom"].contains(p[0]), let n = Int(p[1]) else { return sum }
                return sum + n
            }
            if let last = lastCgroupCount, count > last, reason == nil { reason = "cgroup memory.events: limits hit (\(count - last) new)" }
            lastCgroupCount = count
        }
        if let why = reason { warn(why) }
    }
}
