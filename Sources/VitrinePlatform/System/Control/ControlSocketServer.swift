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
///   non-blocking and close-on-exec. The handler runs on `queue`, once per line (UTF-8, ended by
///   `\n`, an optional `\r` dropped), with a `ControlSocketRequest` it answers at once or later;
///   the reply line is written back followed by `\n`, then its payload, if any, in chunks as
///   the client reads (`ControlSocketPayload`). A client's lines are answered in order, one at
///   a time.
/// - A line longer than `maxLineLength` bytes gets an `error …` reply and its client is closed.
///   A client that sends no complete command (and reads nothing) for `idleTimeout` seconds,
///   while no command of its is still working on a reply, gets an `error …` line
///   and is closed. With `maxClients` clients connected, a new one is still served: the client
///   idle longest gets an `error …` line and is closed to make room (idle clients cannot lock
///   an operator out). Only a client with nothing in flight makes room — not one waiting for a
///   reply, nor one `isConnectionBusy` names (a recording, a replay being sent); when every
///   client is busy, the newcomer gets an `error …` line and is closed instead. End of file or
///   an error closes that client only.
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
    /// Seconds without a complete command after which a client is closed.
    public let idleTimeout: Double
    /// A client is idle after this many seconds without a complete command.
    public static let defaultIdleTimeout: Double = 60
    let timing: ControlSocketTiming
    let handler: @Sendable (ControlSocketRequest) -> Void
    /// Called on `queue` with a connection's id when it is closed (by either side).
    public var onConnectionClosed: (@Sendable (Int) -> Void)?
    /// Called on `queue` with a connection's id: whether the client has work in flight between
    /// requests (a recording, an upload), so it must not be closed to make room.
    public var isConnectionBusy: (@Sendable (Int) -> Bool)?
    private var nextConnectionID = 0

    private var listenFD: Int32 = -1
    private var listenSource: (any DispatchSourceRead)?
    private var boundFile: (dev: UInt64, ino: UInt64)?
    private var connections: [ObjectIdentifier: ControlSocketConnection] = [:]
    private var sweepTimer: (any DispatchSourceTimer)?

    /// A server for `path` whose `handler` answers each line on `queue` with one reply line.
    /// Nothing happens until `start()`.
    public convenience init(path: String, queue: DispatchQueue, maxClients: Int = ControlSocketServer.defaultMaxClients,
                            maxLineLength: Int = ControlSocketServer.defaultMaxLineLength,
                            idleTimeout: Double = ControlSocketServer.defaultIdleTimeout,
                            handler: @escaping @Sendable (String) -> String) {
        self.init(path: path, queue: queue, maxClients: maxClients, maxLineLength: maxLineLength, idleTimeout: idleTimeout,
                  timing: .monotonic, requestHandler: { $0.respond(ControlSocketResponse(line: handler($0.line))) })
    }

    /// A server for `path` whose `requestHandler` answers each request on `queue`, at once or
    /// later, with a line and perhaps a payload. Nothing happens until `start()`.
    public convenience init(path: String, queue: DispatchQueue, maxClients: Int = ControlSocketServer.defaultMaxClients,
                            maxLineLength: Int = ControlSocketServer.defaultMaxLineLength,
                            idleTimeout: Double = ControlSocketServer.defaultIdleTimeout,
                            requestHandler: @escaping @Sendable (ControlSocketRequest) -> Void) {
        self.init(path: path, queue: queue, maxClients: maxClients, maxLineLength: maxLineLength, idleTimeout: idleTimeout,
                  timing: .monotonic, requestHandler: requestHandler)
    }

    /// The same, judging idleness by `timing` (tests pass a manual time).
    package convenience init(path: String, queue: DispatchQueue, maxClients: Int = ControlSocketServer.defaultMaxClients,
                             maxLineLength: Int = ControlSocketServer.defaultMaxLineLength,
                             idleTimeout: Double = ControlSocketServer.defaultIdleTimeout, timing: ControlSocketTiming,
                             handler: @escaping @Sendable (String) -> String) {
        self.init(path: path, queue: queue, maxClients: maxClients, maxLineLength: maxLineLength, idleTimeout: idleTimeout,
                  timing: timing, requestHandler: { $0.respond(ControlSocketResponse(line: handler($0.line))) })
    }

    /// The same with a request handler, judging idleness by `timing`.
    package init(path: String, queue: DispatchQueue, maxClients: Int = ControlSocketServer.defaultMaxClients,
                 maxLineLength: Int = ControlSocketServer.defaultMaxLineLength,
                 idleTimeout: Double = ControlSocketServer.defaultIdleTimeout, timing: ControlSocketTiming,
                 requestHandler: @escaping @Sendable (ControlSocketRequest) -> Void) {
        self.path = path
        self.queue = queue
        self.maxClients = max(1, maxClients)
        self.maxLineLength = max(1, maxLineLength)
        self.idleTimeout = idleTimeout > 0 ? idleTimeout : ControlSocketServer.defaultIdleTimeout
        self.timing = timing
        self.handler = requestHandler
    }

    /// Closes the clients that sent no command for `idleTimeout` seconds. The server's sweep
    /// timer calls it (with `.monotonic` timing); tests call it after moving a manual time.
    package func closeIdleClients() {
        dispatchPrecondition(condition: .onQueue(queue))
        let now = timing.now()
        for c in connections.values where !c.isAwaitingReply && now - c.lastActive >= idleTimeout {
            c.closeGivingReason(ControlSocketResponse.errorLine("idle for \(Self.seconds(now - c.lastActive)) s (no command); closing"))
            connections[ObjectIdentifier(c)] = nil
        }
        if connections.isEmpty { stopSweeping() }
    }

    /// Closes the client idle longest among those with nothing in flight, so that a newcomer
    /// gets its slot (a full server never locks an operator out); false when every client is
    /// busy (a reply on its way, a recording, a replay), which is never cut off for a newcomer.
    private func makeRoom() -> Bool {
        let idleOnes = connections.values.filter { !$0.isAwaitingReply && isConnectionBusy?($0.id) != true }
        guard let oldest = idleOnes.min(by: { $0.lastActive < $1.lastActive }) else { return false }
        let idle = Self.seconds(timing.now() - oldest.lastActive)
        oldest.closeGivingReason(ControlSocketResponse.errorLine("closing: idle for \(idle) s and another client needs the slot"))
        connections[ObjectIdentifier(oldest)] = nil
        Log.platform.notice("control socket \(path): closed a client idle for \(idle) s to make room for a new one")
        return true
    }

    /// Turns away a newcomer while all `maxClients` clients are busy: one error line, then the
    /// descriptor is closed (the line fits an empty socket buffer, so one send writes it).
    private func refuse(_ fd: Int32) {
        let line = ControlSocketResponse.errorLine("all \(maxClients) control clients are busy (recording, replaying, waiting for a reply); try again later") + "\n"
        _ = ControlSocketIO.send(fd, Array(line.utf8)[...])
        close(fd)
        Log.platform.warning("control socket \(path): refused a new client: all \(maxClients) clients are busy")
    }

    /// Whole seconds, for messages.
    private static func seconds(_ s: Double) -> Int { s.isFinite ? Int(max(0, min(s, 1e9)).rounded()) : 0 }

    /// While clients are connected, sweeps for idle ones every quarter of the timeout (at most
    /// every 15 s), so an idle client goes between 1 and 1.25 timeouts after its last command.
    private func startSweeping() {
        guard timing.sweepsItself, sweepTimer == nil else { return }
        let interval = min(15, max(0.25, idleTimeout / 4))
        let timer = DispatchSource.makeTimerSource(queue: queue)
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(Int(interval * 100)))
        timer.setEventHandler { [weak self] in self?.closeIdleClients() }
        timer.resume()
        sweepTimer = timer
    }

    private func stopSweeping() {
        sweepTimer?.cancel()
        sweepTimer = nil
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
        stopSweeping()
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

    /// Accepts every pending connection; with `maxClients` connected, the client idle longest
    /// is closed to make room for each new one (or, all being busy, the new one is refused).
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
            if connections.count >= maxClients, !makeRoom() {
                refuse(fd)
                continue
            }
            nextConnectionID += 1
            let connection = ControlSocketConnection(fd: fd, id: nextConnectionID, queue: queue, maxLineLength: maxLineLength,
                                                     now: timing.now, handler: handler) { [weak self] c in
                guard let self else { return }
                self.connections[ObjectIdentifier(c)] = nil
                self.onConnectionClosed?(c.id)
                if self.connections.isEmpty { self.stopSweeping() }
            }
            connections[ObjectIdentifier(connection)] = connection
            connection.start()
            startSweeping()
        }
    }
}
