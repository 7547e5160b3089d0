import Glibc

/// Reading files whose paths come from outside the process (configuration, fonts, images,
/// recordings) without ever blocking on something that is not a file: the path is opened
/// with `O_NONBLOCK`, so a FIFO without a writer or a device cannot stall `open(2)`, and
/// anything but a regular file is refused after `fstat(2)` with a reason a person can act on.
package enum RegularFile {
    /// Why a file could not be had, worded for a log line (`No such file or directory`,
    /// `not a regular file (a FIFO)`, `larger than 4 MiB`).
    package struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        package var message: String
        package init(_ message: String) { self.message = message }
        package var description: String { message }
    }

    /// An open descriptor of a regular file and its size when it was opened.
    package struct Opened: Sendable {
        package var fd: Int32
        package var size: Int
    }

    /// An open descriptor of the regular file at `path` (close it), or why there is none.
    /// A directory gives `Is a directory`; a FIFO, socket or device `not a regular file (…)`.
    /// The corresponding C functions are `open` (with `O_NONBLOCK`) and `fstat`.
    package static func open(_ path: String) -> Result<Opened, Failure> {
        let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOCTTY)
        guard fd >= 0 else { return .failure(Failure(errno: errno)) }
        var info = stat()
        guard fstat(fd, &info) == 0 else {
            let e = errno
            close(fd)
            return .failure(Failure(errno: e))
        }
        let type = info.st_mode & S_IFMT
        guard type == S_IFREG else {
            close(fd)
            return .failure(type == S_IFDIR ? Failure(errno: EISDIR) : Failure("not a regular file (\(kind(of: type)))"))
        }
        return .success(Opened(fd: fd, size: Int(info.st_size)))
    }

    /// Whether `path` names a regular file that can be opened for reading; `nil` when it does.
    package static func check(_ path: String) -> Failure? {
        switch open(path) {
        case .success(let file): close(file.fd); return nil
        case .failure(let failure): return failure
        }
    }

    /// The bytes of the regular file at `path`, refused past `limit` bytes (`largerThan`
    /// words the limit in the message, such as `4 MiB`).
    package static func read(_ path: String, limit: Int, largerThan: String) -> Result<[UInt8], Failure> {
        let fd: Int32
        switch open(path) {
        case .success(let file): fd = file.fd
        case .failure(let failure): return .failure(failure)
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let n = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n < 0 {
                if errno == EINTR { continue }
                return .failure(Failure(errno: errno))
            }
            if n == 0 { return .success(bytes) }
            bytes.append(contentsOf: chunk[..<n])
            if bytes.count > limit { return .failure(Failure("larger than \(largerThan)")) }
        }
    }

    private static func kind(of type: mode_t) -> String {
        switch type {
        case S_IFIFO: return "a FIFO"
        case S_IFCHR: return "a character device"
        case S_IFBLK: return "a block device"
        case S_IFSOCK: return "a socket"
        case S_IFLNK: return "a symbolic link"
        default: return "file type 0o\(String(type, radix: 8))"
        }
    }
}

extension RegularFile.Failure {
    /// The system's message for `errno` (`No such file or directory`).
    package init(errno code: Int32) { self.init(String(cString: strerror(code))) }
}
