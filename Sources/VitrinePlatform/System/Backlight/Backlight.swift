import Foundation

/// A panel backlight whose brightness the shell can set (dimming when idle).
public protocol Backlight: AnyObject {
    /// A short name for logs (`"intel_backlight"`).
    var name: String { get }
    /// The largest brightness value.
    var maxBrightness: Int { get }
    /// The brightness now, 0 to `maxBrightness`.
    func brightness() throws -> Int
    /// Sets the brightness, 0 to `maxBrightness`.
    func setBrightness(_ value: Int) throws
}

/// Errors of the sysfs backlight: the file and what went wrong.
public struct BacklightError: Error, CustomStringConvertible, Equatable {
    public let path: String
    public let detail: String
    public var description: String { "\(path): \(detail)" }

    /// An error about the file at `path`.
    public init(path: String, detail: String) {
        self.path = path
        self.detail = detail
    }
}

/// A backlight under `/sys/class/backlight` (the kernel's backlight class: `brightness`,
/// `max_brightness`, `type`). Writing needs write access to `brightness` (the udev rule gives
/// it to the `video` group) and a writable `/sys` (systemd's `ProtectKernelTunables=` makes
/// it read-only).
public final class SysfsBacklight: Backlight {
    public let directory: String
    public let name: String
    public let maxBrightness: Int

    /// Opens the backlight in `directory` (`/sys/class/backlight/NAME`).
    public init(directory: String) throws {
        self.directory = directory
        name = (directory as NSString).lastPathComponent
        let maxValue = try SysfsBacklight.readInt(directory + "/max_brightness")
        guard maxValue > 0 else { throw BacklightError(path: directory + "/max_brightness", detail: "is \(maxValue), not a positive number") }
        maxBrightness = maxValue
    }

    /// The backlight to use in `root`: firmware before platform before raw interfaces (the
    /// order systemd-backlight and logind prefer), then by name; `nil` when there is none.
    public static func preferred(in root: String = "/sys/class/backlight") -> SysfsBacklight? {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: root) else { return nil }
        let rank = ["firmware": 0, "platform": 1, "raw": 2]
        let candidates = names.sorted().compactMap { n -> (Int, SysfsBacklight)? in
            let dir = root + "/" + n
            guard let b = try? SysfsBacklight(directory: dir) else { return nil }
            let type = (try? String(contentsOfFile: dir + "/type", encoding: .utf8))?.trimmingCharacters(in: .whitespacesAndNewlines) ?? "raw"
            return (rank[type] ?? 3, b)
        }
        return candidates.min { $0.0 < $1.0 }?.1
    }

    public func brightness() throws -> Int { try SysfsBacklight.readInt(directory + "/brightness") }

    public func setBrightness(_ value: Int) throws {
        let path = directory + "/brightness"
        let v = min(maxBrightness, max(0, value))
        let fd = open(path, O_WRONLY | O_CLOEXEC)
        guard fd >= 0 else { throw BacklightError(path: path, detail: String(cString: strerror(errno))) }
        defer { close(fd) }
        let text = Array("\(v)\n".utf8)
        let n = text.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard n == text.count else { throw BacklightError(path: path, detail: n < 0 ? String(cString: strerror(errno)) : "short write") }
    }

    private static func readInt(_ path: String) throws -> Int {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            throw BacklightError(path: path, detail: "cannot be read")
        }
        guard let v = Int(text.trimmingCharacters(in: .whitespacesAndNewlines)) else {
            throw BacklightError(path: path, detail: "holds '\(text.prefix(20))', not a number")
        }
        return v
    }
}
