import Foundation

/// The kiosk process's memory as the kernel counts it.
package enum ProcessMemory {
    /// `VmRSS` of `status` (the text of `/proc/self/status` by default), in bytes; `nil` when
    /// absent.
    package static func residentBytes(status: String? = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) -> Int? {
        guard let status else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
            let words = line.dropFirst("VmRSS:".count).split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard let kB = words.first.flatMap({ Int($0) }) else { return nil }
            return kB * 1024
        }
        return nil
    }
}
