import Foundation

/// Tells the service manager about the service's state: ready, status, watchdog pings.
///
/// Implements the `sd_notify` datagram protocol without libsystemd: one `AF_UNIX`/`SOCK_DGRAM`
/// datagram of newline-separated `KEY=VALUE` assignments, sent to the socket named by
/// `$NOTIFY_SOCKET` (a path, or an abstract socket written with a leading `@`). Without a socket
/// (not started by systemd, or a unit without `Type=notify`) every call is a no-op, so an app
/// may notify unconditionally.
///
/// ```swift
/// let notifier = SystemdNotifier.fromEnvironment()
/// try? notifier.notify(.status("drm:card0:HDMI-A-1 1920x1080@60"))
/// try? notifier.notify(.ready)            // after the first frame is on screen
/// ```
///
/// The corresponding C function is `sd_notify`.
public struct SystemdNotifier: Sendable, Equatable {
    /// The socket's address: an absolute path, or `@name` for an abstract socket; `nil` when
    /// there is none (every notification is then dropped).
    public let socketPath: String?

    /// A notifier sending to `socketPath` (`nil`: a no-op notifier). Tests pass their own socket.
    public init(socketPath: String?) {
        self.socketPath = (socketPath?.isEmpty ?? true) ? nil : socketPath
    }

    /// The notifier for `$NOTIFY_SOCKET` in `environment` (by default this process's).
    public static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> SystemdNotifier {
        SystemdNotifier(socketPath: environment["NOTIFY_SOCKET"])
    }

    /// Whether notifications go anywhere (the service manager asked for them).
    public var isEnabled: Bool { socketPath != nil }

    /// Sends `states` as one datagram (`READY=1\nSTATUS=…`). Returns whether it was sent
    /// (`false`: no socket, nothing to do).
    ///
    /// The corresponding C function is `sd_notify`.
    @discardableResult
    public func notify(_ states: SystemdNotification...) throws(SystemdNotifyError) -> Bool {
        try notify(states)
    }

    /// Sends `states` as one datagram. Returns whether it was sent.
    @discardableResult
    public func notify(_ states: [SystemdNotification]) throws(SystemdNotifyError) -> Bool {
        try send(states.map(\.assignment).joined(separator: "\n"))
    }

    /// Sends a raw datagram of `KEY=VALUE` lines. Returns whether it was sent.
    @discardableResult
    public func send(_ message: String) throws(SystemdNotifyError) -> Bool {
        guard let path = socketPath else { return false }
        let address = try SystemdNotifier.address(for: path)
        let fd = socket(AF_UNIX, Int32(SOCK_DGRAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw SystemdNotifyError(call: "socket", errno: errno, socketPath: path) }
        defer { close(fd) }
        let bytes = Array(message.utf8)
        var sent: Int
        repeat {
            sent = address.withSockaddr { sa, len in
                bytes.withUnsafeBytes { buf in
                    sendto(fd, buf.baseAddress, buf.count, Int32(MSG_NOSIGNAL), sa, len)
                }
            }
        } while sent < 0 && errno == EINTR
        guard sent >= 0 else { throw SystemdNotifyError(call: "sendto", errno: errno, socketPath: path) }
        guard sent == bytes.count else { throw SystemdNotifyError(call: "sendto", errno: EMSGSIZE, socketPath: path) }
        return true
    }

    /// The `sockaddr_un` for `path`: a file system path (absolute), or `@name` for the
    /// abstract namespace (`sun_path` starts with a NUL byte and the length counts only the
    /// name, as systemd binds it).
    static func address(for path: String) throws(SystemdNotifyError) -> UnixAddress {
        var name = Array(path.utf8)
        let abstract = name.first == UInt8(ascii: "@")
        if abstract {
            name[0] = 0
        } else if name.first != UInt8(ascii: "/") {
            throw SystemdNotifyError(call: "connect", errno: EAFNOSUPPORT, socketPath: path)
        }
        var address = sockaddr_un()
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        // A path needs room for its terminating NUL; an abstract name does not have one.
        guard name.count <= capacity - (abstract ? 0 : 1), name.count > (abstract ? 1 : 0) else {
            throw SystemdNotifyError(call: "connect", errno: EINVAL, socketPath: path)
        }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            raw.copyBytes(from: name)
        }
        let length = MemoryLayout<sockaddr_un>.offset(of: \sockaddr_un.sun_path)! + name.count + (abstract ? 0 : 1)
        return UnixAddress(storage: address, length: socklen_t(length))
    }
}

/// A `sockaddr_un` with the length to pass beside it.
struct UnixAddress {
    var storage: sockaddr_un
    var length: socklen_t

    func withSockaddr<R>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> R) -> R {
        withUnsafePointer(to: storage) { p in
            p.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }
}

/// One assignment of the notify protocol (see `sd_notify(3)`).
public enum SystemdNotification: Sendable, Equatable {
    /// `READY=1`: start-up is finished (for `Type=notify`, the unit becomes active).
    case ready
    /// `RELOADING=1`: reloading the configuration; send `.ready` when done.
    case reloading
    /// `STOPPING=1`: shutting down.
    case stopping
    /// `STATUS=…`: one line shown by `systemctl status` (newlines become spaces).
    case status(String)
    /// `WATCHDOG=1`: the service is alive; resets the `WatchdogSec=` timer.
    case watchdog
    /// `WATCHDOG=trigger`: ask the service manager to act as if the watchdog had expired.
    case watchdogTrigger
    /// `ERRNO=…`: the error that made the service fail.
    case errno(Int32)
    /// `EXTEND_TIMEOUT_USEC=…`: the current start/stop/reload needs this much more time.
    case extendTimeout(microseconds: UInt64)

    /// The `KEY=VALUE` line sent for it.
    public var assignment: String {
        switch self {
        case .ready: return "READY=1"
        case .reloading: return "RELOADING=1"
        case .stopping: return "STOPPING=1"
        case .status(let text):
            return "STATUS=" + String(text.map { $0.isNewline ? " " : $0 })
        case .watchdog: return "WATCHDOG=1"
        case .watchdogTrigger: return "WATCHDOG=trigger"
        case .errno(let e): return "ERRNO=\(e)"
        case .extendTimeout(let us): return "EXTEND_TIMEOUT_USEC=\(us)"
        }
    }
}

/// A notification that could not be sent: which call failed, on which socket, and `errno`.
public struct SystemdNotifyError: Error, CustomStringConvertible, Equatable {
    /// The system call that failed (`socket`, `sendto`, or `connect` for a bad address).
    public var call: String
    /// The system error.
    public var errno: Int32
    /// `$NOTIFY_SOCKET` as given.
    public var socketPath: String

    public init(call: String, errno: Int32, socketPath: String) {
        self.call = call
        self.errno = errno
        self.socketPath = socketPath
    }

    public var description: String {
        "sd_notify to \(socketPath): \(call) failed: \(String(cString: strerror(errno))) (errno \(errno))"
    }
}
