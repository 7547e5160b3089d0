import Foundation

/// Saves state to a file so that a kill or a power cut at any moment leaves either the old or
/// the new state, never a torn one: write a temporary file, `fsync` it, keep the current file
/// as the previous copy, rename the temporary into place, `fsync` the directory. Reading falls
/// back to the previous copy when the current one is missing or does not validate. A state a
/// start skipped (after repeated crashes at launch) is kept aside as `state.json.skipped`
/// (`StateFileStore+Skipped.swift`).
public struct StateFileStore: Sendable {
    public let directory: String
    public let name: String
    /// The largest file `read(validate:)` reads; a bigger one is reported, not read.
    public let maxSize: Int

    public init(directory: String, name: String = "state.json", maxSize: Int = 16 << 20) {
        self.directory = directory
        self.name = name
        self.maxSize = maxSize
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
        syncDirectory()
    }

    /// Makes renames in the directory durable. The corresponding C function is `fsync`.
    func syncDirectory() {
        let dfd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if dfd >= 0 { _ = fsync(dfd); close(dfd) }
    }

    /// Which copy a read came from.
    public enum Source: Equatable, Sendable { case current, previous }

    /// What `read(validate:)` found: the state and its copy, if one was usable, and what was
    /// wrong with the copies it passed over (for the log; each names its file).
    public struct ReadResult: Sendable {
        public var found: (data: Data, source: Source)?
        public var problems: [String]
    }

    /// The current state if it is readable and `validate` accepts it (does not throw), else the
    /// previous copy if that is, else nothing; `problems` says, per file, what was wrong
    /// (unreadable, too large, empty, or `validate`'s error). A missing file is no problem.
    public func read(validate: (Data) throws -> Void) -> ReadResult {
        var problems: [String] = []
        for (path, source) in [(currentPath, Source.current), (previousPath, .previous)] {
            switch readFile(path, validate: validate) {
            case .success(let d?): return ReadResult(found: (d, source), problems: problems)
            case .success(nil): continue
            case .failure(let problem): problems.append(problem.description)
            }
        }
        return ReadResult(found: nil, problems: problems)
    }

    /// The contents of `path` if `validate` accepts them; `nil` when there is no file.
    func readFile(_ path: String, validate: (Data) throws -> Void) -> Result<Data?, StateFileProblem> {
        var st = stat()
        guard stat(path, &st) == 0 else {
            if errno == ENOENT { return .success(nil) }
            return .failure(StateFileProblem(path: path, text: "unreadable: \(String(cString: strerror(errno)))"))
        }
        guard st.st_mode & S_IFMT == S_IFREG else { return .failure(StateFileProblem(path: path, text: "not a regular file")) }
        guard Int(st.st_size) <= maxSize else {
            return .failure(StateFileProblem(path: path, text: "\(st.st_size) bytes, more than the \(maxSize) a state file may have"))
        }
        guard let d = FileManager.default.contents(atPath: path) else {
            return .failure(StateFileProblem(path: path, text: "unreadable"))
        }
        guard !d.isEmpty else { return .failure(StateFileProblem(path: path, text: "empty")) }
        do {
            try validate(d)
            return .success(d)
        } catch {
            return .failure(StateFileProblem(path: path, text: "\(d.count) bytes, not a usable state: \(error)"))
        }
    }
}

/// What is wrong with one state file.
public struct StateFileProblem: Error, CustomStringConvertible, Sendable {
    public var path: String
    public var text: String
    public var description: String { "\(path): \(text)" }
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
