import Foundation

/// How long the process has existed, from the kernel's record of its start (so the time spent
/// loading libraries and the Swift runtime before `main` counts): what "restart to first
/// frame" is measured with.
public enum ProcessAge {
    /// Seconds since this process was started, or `nil` if `/proc` cannot tell. The start time
    /// is field 22 of `/proc/self/stat` in clock ticks after boot; now is `CLOCK_BOOTTIME`.
    /// Resolution: one clock tick (10 ms on most kernels).
    public static func seconds(stat: String? = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8)) -> Double? {
        guard let stat, let start = startTicks(stat: stat) else { return nil }
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        guard hz > 0 else { return nil }
        var now = timespec()
        guard clock_gettime(CLOCK_BOOTTIME, &now) == 0 else { return nil }
        let nowSeconds = Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
        return max(0, nowSeconds - Double(start) / hz)
    }

    /// Field 22 (`starttime`) of a `/proc/PID/stat` line. The command name (field 2) is in
    /// parentheses and may itself hold spaces and parentheses, so fields are counted after the
    /// last `)`.
    static func startTicks(stat: String) -> UInt64? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let rest = stat[stat.index(after: close)...].split(separator: " ", omittingEmptySubsequences: true)
        // rest[0] is field 3 (state), so field 22 is rest[19].
        guard rest.count > 19 else { return nil }
        return UInt64(rest[19])
    }
}
