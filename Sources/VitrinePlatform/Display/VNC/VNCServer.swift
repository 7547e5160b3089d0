import CVNCServer
import Dispatch
import Foundation
import Logging
import Synchronization
import VitrineGraphics

/// A VNC server (libvncserver) showing the frames the compositor presents and taking remote
/// input: the remote console of `--backend vnc` and of the `[remote] vnc = true` mirror.
///
/// Threads: libvncserver runs a listener thread and two threads per client (input, output),
/// so a client that stalls slows only itself; the main actor never waits on a client. The
/// main actor copies each presented frame's damage into the server's own framebuffer and marks
/// those rectangles modified: clients get updates from the compositor's damage, at most one
/// per presented frame. Input arrives on client threads, is coalesced per client
/// (``VNCInputQueue``) and drained on the main queue once per turn.
public final class VNCServer: @unchecked Sendable {
    // @unchecked: `screen`, `framebuffer` and the main-actor properties are used on the main
    // actor only; client threads touch `shared` (a mutex) and the immutable configuration.
    public let configuration: VNCServerConfiguration
    /// The port it listens on (the one the kernel chose when the configuration says 0).
    public private(set) var port = 0
    /// The passwords, when there is a password file.
    let passwords: VNCPasswordFile?

    /// Called on the main actor with each client's queued input (control clients only).
    @MainActor public var onInput: ((VNCClient, [VNCInput]) -> Void)?
    /// Called on the main actor when a client has gone (after its last input).
    @MainActor public var onClientGone: ((VNCClient) -> Void)?

    struct ClientState {
        var client: VNCClient
        /// libvncserver's client, closed under the lock only.
        let rfb: RFBClientHandle
        var queue = VNCInputQueue()
        var viewInputLogged = false
    }

    struct Shared {
        var clients: [Int: ClientState] = [:]
        var slots: VNCConnectionSlots
        var nextID = 1
        var drainScheduled = false
        var gone: [(VNCClient, [VNCInput])] = []
        var limiter = VNCAuthRateLimiter()
        /// Whether the refusal of an unchecked password has been logged in this pause.
        var pauseRefusalLogged = false
        var stopped = false
        var connections = 0
    }

    let shared: Mutex<Shared>
    let log = Logger(label: "vitrine.vnc")
    /// Seconds on a monotonic clock, for the password rate limit.
    let now: @Sendable () -> Double

    private var screen: rfbScreenInfoPtr?
    private var framebuffer: VNCFramebuffer?
    private var desktopName: UnsafeMutablePointer<CChar>?
    /// Whether the listener thread runs (from the first frame on).
    @MainActor private var serving = false
    /// Closes connections that stay in the handshake too long.
    var handshakeSweep: DispatchSourceTimer?

    /// A server for `configuration`; `start` opens it. Refuses a listening address that is not
    /// loopback without a password file, and a password file group or others can read, and
    /// when libvncserver cannot be opened.
    public init(configuration: VNCServerConfiguration,
                now: @escaping @Sendable () -> Double = { ProcessInfo.processInfo.systemUptime }) throws(VNCServerError) {
        self.configuration = configuration
        self.now = now
        shared = Mutex(Shared(slots: VNCConnectionSlots(maxClients: configuration.maxClients, maxHandshakes: configuration.maxHandshakes,
                                                        handshakeTimeout: configuration.handshakeTimeout)))
        try Self.loadLibrary()
        if let path = configuration.passwordFile {
            passwords = try VNCPasswordFile.load(path: path)
        } else {
            guard configuration.listen.isLoopback else {
                throw VNCServerError("refusing to listen on \(configuration.listen) (not loopback) without passwords: set [remote] vnc_password_file, or listen on 127.0.0.1 and use an SSH tunnel")
            }
            passwords = nil
        }
    }

    /// The number of connected clients (those in the handshake included).
    public var clientCount: Int { shared.withLock { $0.clients.count } }

    /// The number of clients through the handshake.
    package var establishedCount: Int { shared.withLock { $0.slots.establishedCount } }

    /// The connected clients, by id.
    public var clients: [VNCClient] { shared.withLock { $0.clients.values.map(\.client).sorted { $0.id < $1.id } } }

    /// The input client `id` has queued for the main actor (tests).
    package func queuedInput(of id: Int) -> [VNCInput] {
        shared.withLock { $0.clients[id]?.queue.items ?? [] }
    }

    /// Opens the listening socket for a `size` screen. Connections are answered from the first
    /// `present` on (or after `firstFrameWait` seconds without one, showing black): a client
    /// that connects while the kiosk starts, or whose connection started it (socket
    /// activation), sees the first frame, not an empty screen.
    @MainActor
    public func start(size: PixelSize) throws(VNCServerError) {
        precondition(screen == nil, "VNCServer.start called twice")
        VNCServer.registerHandshakeHook()
        // systemd's socket (socket activation), else one of its own on vnc_listen
        let fd: Int32, boundPort: Int
        if let adopted = try VNCListenSocket.fromSystemd(hasPasswords: passwords != nil) {
            (fd, boundPort) = adopted
        } else {
            (fd, boundPort) = try VNCListenSocket.open(configuration.listen)
        }
        port = boundPort
        let fb = VNCFramebuffer(width: size.width, height: size.height)
        var argc: Int32 = 0
        guard let s = vitrine_rfbGetScreen(&argc, nil, Int32(fb.width), Int32(fb.height), 8, 3, 4) else {
            close(fd)
            throw VNCServerError("libvncserver could not make a screen of \(size.width)x\(size.height)")
        }
        s.pointee.frameBuffer = UnsafeMutableRawPointer(fb.pixels).assumingMemoryBound(to: CChar.self)
        desktopName = strdup(configuration.desktopName)
        s.pointee.desktopName = UnsafePointer(desktopName)
        // Every client shares the screen: a client asking for exclusive access must not
        // disconnect the others (a view client would end an operator's control session).
        s.pointee.alwaysShared = 1
        // No cursor drawn into the framebuffer (libvncserver would paint it into our copy of
        // the screen); clients show their own.
        s.pointee.cursor = nil
        // A client whose socket takes nothing for 5 s is disconnected (libvncserver checks
        // every 5 s; its default is 20 s), so a stalled client cannot hold its send lock long.
        s.pointee.maxClientWait = 5000
        s.pointee.screenData = Unmanaged.passUnretained(self).toOpaque()
        s.pointee.newClientHook = { cl in VNCServer.newClient(cl) }
        s.pointee.ptrAddEvent = { mask, x, y, cl in VNCServer.pointer(mask, x, y, cl) }
        s.pointee.kbdAddEvent = { down, sym, cl in VNCServer.key(down, sym, cl) }
        if passwords != nil {
            // Any non-NULL value turns on VNC authentication; passwordCheck does the checking.
            s.pointee.authPasswdData = UnsafeMutableRawPointer(bitPattern: 1)
            s.pointee.passwordCheck = { cl, response, len in VNCServer.checkPassword(cl, response, len) }
        }
        vitrine_rfb_adopt_listen_socket(s, fd)
        vitrine_rfb_init_server(s)
        screen = s
        framebuffer = fb
        let wait = max(0, configuration.firstFrameWait)
        DispatchQueue.main.asyncAfter(deadline: .now() + wait) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.screen != nil, !self.serving else { return }
                self.log.warning("VNC serving without a frame: none presented within \(wait) s of the start")
                self.beginServing()
            }
        }
        let auth = passwords.map { p in "passwords for \(Set(p.entries.map(\.role.rawValue)).sorted().joined(separator: " and "))" }
            ?? "no password (\(configuration.defaultRole.rawValue) role)"
        log.notice("VNC server listening on \(VNCListenAddress(host: configuration.listen.host, port: port)), \(auth), at most \(configuration.maxClients) clients, handshakes within \(Int(configuration.handshakeTimeout)) s")
    }

    /// Shows a presented frame: copies `damage` from `buffer` and marks it modified (a new
    /// size re-sends everything). Call on the main actor right after the present.
    @MainActor
    public func present(_ buffer: PixelBuffer, damage: Region) {
        guard let screen, let fb = framebuffer else { return }
        if fb.width != buffer.width || fb.height != buffer.height {
            defer { if !serving { beginServing() } }
            let next = VNCFramebuffer(width: buffer.width, height: buffer.height)
            _ = next.copyAll(from: buffer)
            // rfbNewFramebuffer holds every client's send lock while it swaps, so no client
            // reads the old buffer once it returns.
            vitrine_rfbNewFramebuffer(screen, UnsafeMutableRawPointer(next.pixels).assumingMemoryBound(to: CChar.self),
                              Int32(next.width), Int32(next.height), 8, 3, 4)
            framebuffer = next
            return
        }
        let rects = fb.copy(damage, from: buffer)
        Self.markModified(screen, rects)
        if !serving { beginServing() }
    }

    /// Starts libvncserver's listener thread (it accepts the connections waiting in the
    /// socket's queue) and the handshake deadline.
    @MainActor
    private func beginServing() {
        guard let screen, !serving else { return }
        serving = true
        vitrine_rfbRunEventLoop(screen, -1, 1)
        startHandshakeSweep()
    }

    /// Marks `rects` modified for every client.
    static func markModified(_ screen: rfbScreenInfoPtr, _ rects: [PixelRect]) {
        guard !rects.isEmpty else { return }
        if rects.count == 1, let r = rects.first {
            vitrine_rfbMarkRectAsModified(screen, Int32(r.x), Int32(r.y), Int32(r.x + r.width), Int32(r.y + r.height))
            return
        }
        guard let region = vitrine_sraRgnCreate() else { return }
        for r in rects {
            if let one = vitrine_sraRgnCreateRect(Int32(r.x), Int32(r.y), Int32(r.x + r.width), Int32(r.y + r.height)) {
                vitrine_sraRgnOr(region, one)
                vitrine_sraRgnDestroy(one)
            }
        }
        vitrine_rfbMarkRegionAsModified(screen, region)
        vitrine_sraRgnDestroy(region)
    }

    /// Closes every connection and the listening socket.
    @MainActor
    public func stop() {
        guard let s = screen else { return }
        stopHandshakeSweep()
        // Each client is closed (its thread then ends it), and only once every accepted
        // client has said goodbye are the listening socket and the listener thread shut down:
        // libvncserver's own shutdown with clients (rfbShutdownServer(_, TRUE)) races with
        // client threads that are ending by themselves, and crashed the tests now and then.
        // (Refused connections were shut down when they came, and end by themselves.)
        shared.withLock { state in
            state.stopped = true
            for c in state.clients.values { c.rfb.close() }
        }
        let deadline = ProcessInfo.processInfo.systemUptime + 5
        while shared.withLock({ !$0.clients.isEmpty }), ProcessInfo.processInfo.systemUptime < deadline { usleep(1000) }
        if !shared.withLock({ $0.clients.isEmpty }) { log.warning("VNC server stopping with client threads still running") }
        vitrine_rfbShutdownServer(s, 0)
        // The screen is not freed (rfbScreenCleanup): a client thread on its way out may still
        // read it. A few kilobytes, once per server; each client's hook data keeps this server
        // (and its framebuffer) alive until its thread has said goodbye.
        screen = nil
        free(desktopName)
        desktopName = nil
        log.notice("VNC server stopped")
    }

    // MARK: Input to the main actor

    /// Queues `input` from client `id` and schedules one drain for the main queue's next turn.
    func enqueue(_ input: VNCInput, from id: Int) {
        var viewOnce: VNCClient?
        let schedule = shared.withLock { s -> Bool in
            guard let c = s.clients[id], let role = c.client.role else { return false }
            guard role == .control else {
                if !c.viewInputLogged { s.clients[id]?.viewInputLogged = true; viewOnce = c.client }
                return false
            }
            s.clients[id]?.queue.append(input)
            guard !s.drainScheduled else { return false }
            s.drainScheduled = true
            return true
        }
        if let viewOnce { log.notice("\(viewOnce): input ignored (view role); not logged again for this client") }
        if schedule { scheduleDrain() }
    }

    func scheduleDrain() {
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.drain() }
        }
    }

    /// Hands every client's queued input to `onInput`, then the clients that left to
    /// `onClientGone`.
    @MainActor
    func drain() {
        let (batches, gone) = shared.withLock { s -> ([(VNCClient, [VNCInput], Int)], [(VNCClient, [VNCInput])]) in
            s.drainScheduled = false
            var out: [(VNCClient, [VNCInput], Int)] = []
            for id in s.clients.keys.sorted() {
                guard let c = s.clients[id], !c.queue.isEmpty else { continue }
                let taken = s.clients[id]?.queue.take()
                out.append((c.client, taken?.items ?? [], taken?.dropped ?? 0))
            }
            let g = s.gone
            s.gone = []
            return (out, g)
        }
        for (client, items, dropped) in batches {
            if dropped > 0 { log.warning("\(client): \(dropped) key events dropped (more than \(VNCInputQueue.capacity) waiting)") }
            onInput?(client, items)
        }
        for (client, items) in gone {
            if !items.isEmpty, client.role == .control { onInput?(client, items) }
            onClientGone?(client)
        }
    }
}

/// A libvncserver client in the server's mutex-guarded state. @unchecked Sendable: the client
/// is alive while its entry is there (its clientGone takes the entry out, under the lock,
/// before libvncserver frees it), and it is used only under that lock.
struct RFBClientHandle: @unchecked Sendable {
    let pointer: rfbClientPtr
    init(_ pointer: rfbClientPtr) { self.pointer = pointer }

    /// Asks the client's thread to close it (libvncserver's `rfbCloseClient`).
    func close() { vitrine_rfbCloseClient(pointer) }
}
