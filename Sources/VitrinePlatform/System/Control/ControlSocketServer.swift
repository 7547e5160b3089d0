import CVitrineShims
import Dispatch
import Foundation

/// The kiosk's control socket: a Unix stream socket speaking a line protocol, one command per
/// line and one reply line back, for `vitrinectl` and scripts.
///
/// - The socket is bound at `path` with mode 0660 (the owner and the service's group). Something
///   already at the path is handled carefully: a socket nobody listens on (a crashed kiosk's)
///   is replaced, a live one refuses the start (`.alreadyListening`), and anything that is not
///   a socket is never deleted (`.notASocket`).
/// - Clients are accepted and read with `DispatchSourceRead`s on `queue`; every descriptor is
///   non-blocking and close-on-exec. `handler` runs on `queue`, once per line (UTF-8, ended by
///   `\n`, an optional `\r` dropped), and its reply is written back followed by `\n`.
/// - A line longer than `maxLineLength` bytes gets an `error …` reply and its client is closed;
///   beyond `maxClients` connected clients, new ones get an `error …` line and are closed. End
///   of file or an error closes that client only.
///
/// `start()` and `stop()` must be called on `queue` (the kiosk passes `.main`).
///
/// ```swift
/// let server = ControlSocketServer(path: "/run/vitrine/control.sock", queue: .main) { line in
///     line == "ping" ? "ok pong" : "error unknown command"
/// }
/// try server.start()
/// ```
public final class ControlSocketServer: @unchecked Sendable {
    // @unchecked: every mutable property is touched only on `queue` (start/stop are documented
    // as queue-only, the sources' handlers run there).

    /// The longest line accepted, in bytes without the `\n`.
    public static let defaultMaxLineLength = 4096
    /// The most clients connected at once.
    public static let defaultMaxClients = 16

    /// The socket's path.
    public let path: String
    /// The queue the sources and `handler` run on.
    public let queue: DispatchQueue
    /// The most clients connected at once.
    public let maxClients: Int
    /// The longest line accepted, in bytes.
    public let maxLineLength: Int
    let handler: @Sendable (String) -> String

    private var listenFD: Int32 = -1
    private var listenSource: (any DispatchSourceRead)?
    private var boundFile: (dev: UInt64, ino: UInt64)?
    private var connections: [ObjectIdentifier: ControlSocketConnection] = [:]

    /// A server for `path` whose `handler` answers each line on `queue`. Nothing happens until
    /// `start()`.
    public init(path: String, queue: DispatchQueue, maxClients: Int = ControlSocketServer.defaultMaxClients,
                maxLineLength: Int = ControlSocketServer.defaultMaxLineLength,
                handler: @escaping @Sendable (String) -> String) {
        self.path = path
        self.queue = queue
        self.maxClients = max(1, maxClients)
        self.maxLineLength = max(1, maxLineLength)
        self.handler = handler
    }

    deinit {
        if listenFD >= 0 { listenSource?.cancel() }
    }

    /// Whether the server is listening.
    public var isListening: Bool { listenSource != nil }

    /// The number of clients connected now.
    public var clientCount: Int { connections.count }

    /// Binds the socket (replacing a stale one), makes it 0660, listens and starts accepting.
    ///
    /// The corresponding C functions are `bind`, `chmod` and `listen`.
    public func start() throws(ControlSocketError) {
        dispatchPrecondition(condition: .onQueue(queue))
        guard listenSource == nil else { return }
        let address = try ControlSocketIO.address(for: path)
        try clearStaleSocket(address: address)
        let fd = try ControlSocketIO.streamSocket(nonBlocking: true, path: path)
        let bound = address.withSockaddr { sa, len in bind(fd, sa, len) }
        guard bound == 0 else {
            let e = errno
            close(fd)
            // Lost a race with another server binding the same path.
            if e == EADDRINUSE { throw ControlSocketError(.alreadyListening, call: "bind", errno: e, path: path) }
            throw ControlSocketError.system("bind", path: path, errno: e)
        }
        // Owner and group only, whatever the umask made of it (systemd's UMask=0077 gives 0600).
        if chmod(path, 0o660) != 0 { throw abandon(fd, "chmod") }
        if listen(fd, Int32(maxClients)) != 0 { throw abandon(fd, "listen") }
        var st = stat()
        if lstat(path, &st) == 0 { boundFile = (UInt64(st.st_dev), UInt64(st.st_ino)) }
        listenFD = fd
        let source = DispatchSource.makeReadSource(fileDescriptor: fd, queue: queue)
        source.setEventHandler { [weak self] in self?.acceptPending() }
        source.setCancelHandler { close(fd) }
        listenSource = source
        source.resume()
    }

    /// The error of a failed `call` after binding: the socket is closed and its file removed.
    private func abandon(_ fd: Int32, _ call: String) -> ControlSocketError {
        let e = errno
        close(fd)
        unlink(path)
        return .system(call, path: path, errno: e)
    }

    /// Closes every client and the listening socket, and removes the socket file (only if it
    /// is still the one this server bound). Safe to call twice.
    ///
    /// The corresponding C function is `unlink`.
    public func stop() {
        dispatchPrecondition(condition: .onQueue(queue))
        for c in connections.values { c.close() }
        connections.removeAll()
        guard let source = listenSource else { return }
        listenSource = nil
        listenFD = -1
        source.cancel()
        var st = stat()
        if let bound = boundFile, lstat(path, &st) == 0, UInt64(st.st_dev) == bound.dev, UInt64(st.st_ino) == bound.ino {
            unlink(path)
        }
        boundFile = nil
    }

    /// What is at `path` before binding: nothing (fine), a socket nobody listens on (removed),
    /// a live server (refused) or something else (refused, kept).
    private func clearStaleSocket(address: UnixAddress) throws(ControlSocketError) {
        var st = stat()
        guard lstat(path, &st) == 0 else {
            if errno == ENOENT { return }
            throw .system("lstat", path: path)
        }
        guard st.st_mode & S_IFMT == S_IFSOCK else { throw ControlSocketError(.notASocket, call: "lstat", path: path) }
        let probe = try ControlSocketIO.streamSocket(nonBlocking: false, path: path)
        defer { close(probe) }
        switch ControlSocketIO.connect(probe, to: address) {
        case 0:
            throw ControlSocketError(.alreadyListening, call: "connect", path: path)
        case ECONNREFUSED:
            guard unlink(path) == 0 || errno == ENOENT else { throw .system("unlink", path: path) }
        case let e:
            throw .system("connect", path: path, errno: e)
        }
    }

    /// Accepts every pending connection; those beyond `maxClients` get an error line and are
    /// closed.
    ///
    /// The corresponding C function is `accept4`.
    private func acceptPending() {
        while listenFD >= 0 {
            let fd = CVitrineShims_accept_nonblocking_cloexec(listenFD)
            if fd < 0 {
                if errno == EINTR || errno == ECONNABORTED { continue }
                // EAGAIN: nothing more pending. EMFILE and the like: try again on the next event.
                if errno != EAGAIN && errno != EWOULDBLOCK {
                    Log.platform.warning("control socket \(path): accept4 failed: \(String(cString: strerror(errno)))")
                }
                return
            }
            guard connections.count < maxClients else {
                _ = ControlSocketIO.send(fd, ArraySlice("error too many clients (at most \(maxClients)); try again later\n".utf8))
                close(fd)
                continue
            }
            let connection = ControlSocketConnection(fd: fd, queue: queue, maxLineLength: maxLineLength, handler: handler) { [weak self] c in
                self?.connections[ObjectIdentifier(c)] = nil
            }
            connections[ObjectIdentifier(connection)] = connection
            connection.start()
        }
    }
}
