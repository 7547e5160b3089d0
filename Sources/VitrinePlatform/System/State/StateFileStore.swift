import Foundation

/// Saves state to a file so that a kill or a power cut at any moment leaves either the old or
/// the new state, never a torn one: write a temporary file, `fsync` it, keep the current file
/// as the previous copy, rename the temporary into place, `fsync` the directory. Reading falls
/// back to the previous copy when the current one is missing or does not validate.
public struct StateFileStore: Sendable {
    public let directory: String
    public let name: String

    public init(directory: String, name: String = "state.json") {
        self.directory = directory
        self.name = name
    }

    public var currentPath: String { "\(directory)/\(name)" }
    public var previousPath: String { "\(directory)/\(name).prev" }

    /// Writes `data` atomically and durably. The corresponding C functions are `open`,
    /// `write`, `fsync` and `rename`.
    public func write(_ data: Data) throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        let temp = "\(directory)/.\(name).tmp"
        let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard fd >= 0 else { throw StateFileError(call: "open \(temp)", errno: errno) }
        var ok = data.withUnsafeBytes { raw -> Bool in
            guard let base = raw.baseAddress else { return true }
            var off = 0
            while off < raw.count {
                let n = Foundation.write(fd, base + off, raw.count - off)
                if n < 0 { if errno == EINTR { continue }; return false }
                off += n
            }
            return true
        }
        if ok { ok = fsync(fd) == 0 }
        let e = errno
        close(fd)
        guard ok else { unlink(temp); throw StateFileError(call: "write/fsync \(temp)", errno: e) }
        if FileManager.default.fileExists(atPath: currentPath) {
            guard rename(currentPath, previousPath) == 0 else { throw StateFileError(call: "rename to \(previousPath)", errno: errno) }
        }
        guard rename(temp, currentPath) == 0 else { throw StateFileError(call: "rename to \(currentPath)", errno: errno) }
        let dfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 { _ = fsync(dfd); close(dfd) }
    }

    /// Which copy a read came from.
    public enum Source: Equatable, Sendable { case current, previous }

    /// The current state if it is readable and `isValid` accepts it, else the previous copy if
    /// that is, else nil; `problems` says what was skipped and why (for the log).
    public func read(isValid: (Data) -> Bool) -> (data: Data, source: Source, problems: [String])? {
        var problems: [String] = []
        for (path, source) in [(currentPath, Source.current), (previousPath, .previous)] {
            guard let d = FileManager.default.contents(atPath: path) else {
                if FileManager.default.fileExists(atPath: path) { problems.append("\(path): unreadable") }
                continue
            }
            if isValid(d) { return (d, source, problems) }
            problems.append("\(path): corrupt")
        }
        return nil
    }
}

public struct StateFileError: Error, CustomStringConvertible {
    public var call: String
    public var errno: Int32
    public var description: String { "\(call) failed: \(String(cString: strerror(errno))) (errno \(errno))" }
}

/// Skips restoration after repeated crashes at launch (UIKit throws saved state away when an
/// app crashes during launch, for the same reason): each start that restores state records
/// itself; a clean exit clears the record; two unclean starts within `window` seconds mean the
/// next one starts fresh.
public struct LaunchGuard: Sendable {
    public let path: String
    public let window: Double
    public let limit: Int

    public init(directory: String, window: Double = 60, limit: Int = 2) {
        path = "\(directory)/launches"
        self.window = window
        self.limit = limit
    }

    /// Records a start at `now` (wall-clock seconds) and says whether restoring is safe.
    public func beginLaunch(now: Double) -> Bool {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        var recent = text.split(separator: "\n").compactMap { Double($0) }.filter { now - $0 < window && $0 <= now }
        let safe = recent.count < limit
        recent.append(now)
        try? recent.map { String($0) }.joined(separator: "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return safe
    }

    /// A clean exit: the launches so far were fine.
    public func endCleanly() { try? FileManager.default.removeItem(atPath: path) }
}
