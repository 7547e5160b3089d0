import Foundation

/// A control socket operation that failed: what went wrong, on which socket, the system call
/// and `errno` (0 when the failure is not a system error).
public struct ControlSocketError: Error, CustomStringConvertible, Equatable {
    /// Why the operation failed.
    public enum Reason: Sendable, Equatable {
        /// A system call failed (see `call` and `errno`).
        case systemCall
        /// A live server already answers on the path: another kiosk is running.
        case alreadyListening
        /// Something that is not a socket is at the path; it is left alone.
        case notASocket
        /// The path does not fit a `sockaddr_un` (at most 107 bytes) or is not absolute.
        case invalidPath
        /// No reply line arrived in time.
        case timedOut
        /// The other end closed the connection before a full line arrived.
        case connectionClosed
        /// A line to send contains a newline or is longer than the protocol allows.
        case invalidLine
    }

    /// What went wrong.
    public var reason: Reason
    /// The system call that failed (`bind`, `connect`, `lstat`, …), or the step for the other
    /// reasons.
    public var call: String
    /// The system error, 0 when there is none.
    public var errno: Int32
    /// The socket's path.
    public var path: String

    /// An error of `reason` from `call` on `path`.
    public init(_ reason: Reason, call: String, errno: Int32 = 0, path: String) {
        self.reason = reason
        self.call = call
        self.errno = errno
        self.path = path
    }

    /// A failed system call, with the current `errno` unless given.
    static func system(_ call: String, path: String, errno e: Int32 = Glibc.errno) -> ControlSocketError {
        ControlSocketError(.systemCall, call: call, errno: e, path: path)
    }

    /// The text of `errno` (`"No such file or directory"`), empty when there is none.
    public var errnoText: String { errno == 0 ? "" : String(cString: strerror(errno)) }

    public var description: String {
        switch reason {
        case .alreadyListening:
            return "another Vitrine kiosk is listening on \(path)"
        case .notASocket:
            return "\(path) exists and is not a socket; not replacing it (remove it or choose another control_socket)"
        case .invalidPath:
            return "control socket path '\(path)' must be absolute and at most 107 bytes long"
        case .timedOut:
            return "no reply from \(path) in time"
        case .connectionClosed:
            return "\(path) closed the connection before replying"
        case .invalidLine:
            return "a control command must be one line of at most \(ControlSocketServer.defaultMaxLineLength) bytes"
        case .systemCall:
            var s = "control socket \(path): \(call) failed"
            if errno != 0 { s += ": \(errnoText) (errno \(errno))" }
            return s
        }
    }
}
