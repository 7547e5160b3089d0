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

/// Watches memory pressure and calls back when it crosses a threshold: reads PSI every 2 s
/// (unprivileged PSI triggers need CAP_SYS_RESOURCE on many kernels, so polling is the
/// portable way) and the service cgroup's `memory.events` (`high`, `max`, `oom` counters going
/// up). Warnings are rate-limited.
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

    public init(psiPath: String = "/proc/pressure/memory", cgroupEventsPath: String? = MemoryPressureMonitor.ownCgroupEventsPath(),
                threshold: Double = 10, minimumInterval: Double = 30, clock: any Clock,
                onPressure: @escaping @MainActor (String) -> Void) {
        self.psiPath = psiPath
        self.cgroupEventsPath = cgroupEventsPath
        self.threshold = threshold
        self.minimumInterval = minimumInterval
        self.clock = clock
        self.onPressure = onPressure
    }

    /// This process's cgroup v2 `memory.events`, if there is one.
    nonisolated public static func ownCgroupEventsPath() -> String? {
        guard let text = try? String(contentsOfFile: "/proc/self/cgroup", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix("0::") }) else { return nil }
        let path = "/sys/fs/cgroup" + line.dropFirst(3) + "/memory.events"
        return FileManager.default.isReadableFile(atPath: path) ? path : nil
    }

    /// Starts polling every `interval` seconds.
    public func start(interval: Double = 2) {
        timer?.cancel()
        func tick() {
            check()
            timer = clock.schedule(after: interval) { tick() }
        }
        timer = clock.schedule(after: interval) { tick() }
    }

    public func stop() { timer?.cancel(); timer = nil }

    /// Reads once and warns if there is pressure (tests call this directly).
    public func check() {
        var reason: String?
        if let text = try? String(contentsOfFile: psiPath, encoding: .utf8), let r = MemoryPressureReading(psi: text),
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
        guard let why = reason, clock.now - lastWarning >= minimumInterval else { return }
        lastWarning = clock.now
        onPressure(why)
    }
}
