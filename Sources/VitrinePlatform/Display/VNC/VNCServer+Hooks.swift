import CVNCServer
import Foundation
import Logging

/// libvncserver's callbacks. They run on its listener and client threads: they touch only the
/// server's mutex-guarded state and the log.
extension VNCServer {
    /// What an accepted client's `clientData` holds: its id and its server, retained until the
    /// client's thread says goodbye (clientGone), so the server outlives every client thread.
    final class ClientTag: Sendable {
        let id: Int
        let server: VNCServer
        init(id: Int, server: VNCServer) { self.id = id; self.server = server }
    }

    /// The server a libvncserver client belongs to: its tag's once accepted, else the screen's.
    private static func server(of cl: rfbClientPtr?) -> VNCServer? {
        if let tag = tag(of: cl) { return tag.server }
        guard let data = cl?.pointee.screen?.pointee.screenData else { return nil }
        return Unmanaged<VNCServer>.fromOpaque(data).takeUnretainedValue()
    }

    static func tag(of cl: rfbClientPtr?) -> ClientTag? {
        guard let p = cl?.pointee.clientData else { return nil }
        return Unmanaged<ClientTag>.fromOpaque(p).takeUnretainedValue()
    }

    /// The id of an accepted client (0: none).
    private static func id(of cl: rfbClientPtr?) -> Int { tag(of: cl)?.id ?? 0 }

    private static func address(of cl: rfbClientPtr) -> String {
        cl.pointee.host.map { String(cString: $0) } ?? "unknown address"
    }

    static func newClient(_ cl: rfbClientPtr?) -> rfbNewClientAction {
        guard let cl, let server = server(of: cl) else { return RFB_CLIENT_ACCEPT }
        let address = address(of: cl)
        let now = server.now()
        enum Outcome { case accepted(VNCClient, evicted: VNCClient?), stopped, full(Int), blocked }
        // Every client's thread is detached when it says goodbye, refused ones' too.
        cl.pointee.clientGoneHook = { cl in VNCServer.clientGone(cl) }
        let handle = RFBClientHandle(cl)
        let outcome = server.shared.withLock { s -> Outcome in
            s.connections += 1
            if s.stopped { return .stopped }
            if s.limiter.isBlocked(address, now: now) { return .blocked }
            let id = s.nextID
            guard case .admitted(let evicting) = s.slots.admit(id, now: now) else { return .full(s.slots.establishedCount) }
            s.nextID += 1
            // The oldest connection still in the handshake makes room. Its thread has started:
            // this listener thread started it before taking this connection.
            var evicted: VNCClient?
            if let evicting, let old = s.clients[evicting] {
                old.rfb.close()
                evicted = old.client
            }
            let role: VNCRole? = server.passwords == nil ? server.configuration.defaultRole : nil
            let client = VNCClient(id: id, address: address, role: role)
            s.clients[id] = ClientState(client: client, rfb: handle)
            return .accepted(client, evicted: evicted)
        }
        // A refusal shuts the socket down and lets libvncserver's client thread end it: its
        // RFB_CLIENT_REFUSE path, in threaded mode, closes the client's notification pipe
        // before that pipe exists (descriptor 0, twice), which closed other connections'
        // descriptors and crashed the tests.
        switch outcome {
        case .stopped:
            shutdown(cl.pointee.sock, Int32(SHUT_RDWR))
        case .full(let n):
            server.log.warning("VNC connection from \(address) refused: \(n) clients connected, the most [remote] vnc_max_clients allows")
            shutdown(cl.pointee.sock, Int32(SHUT_RDWR))
        case .blocked:
            server.log.warning("VNC connection from \(address) refused: too many wrong passwords from this address lately")
            shutdown(cl.pointee.sock, Int32(SHUT_RDWR))
        case .accepted(let client, let evicted):
            cl.pointee.clientData = Unmanaged.passRetained(ClientTag(id: client.id, server: server)).toOpaque()
            if let evicted {
                server.log.warning("\(evicted) closed: still in the handshake, and \(server.configuration.maxHandshakes) connections in the handshake is the most allowed")
            }
            if client.role != nil {
                server.log.notice("\(client) connected")
            } else {
                server.log.notice("VNC client \(client.id) (\(address)) connected, asking for its password")
            }
        }
        return RFB_CLIENT_ACCEPT
    }

    static func clientGone(_ cl: rfbClientPtr?) {
        guard let cl else { return }
        // libvncserver starts each client's thread joinable and, running its own event loop
        // in the background, never joins it: without this every connection would keep its
        // thread's stack mapped after it ended. This is the client's own thread, on its way
        // out (other callers of this hook, on other threads, are left alone).
        if pthread_equal(cl.pointee.client_thread, pthread_self()) != 0 {
            pthread_detach(pthread_self())
        }
        // Nothing else touches `cl` now (libvncserver waits for every reference to go first).
        forgetHandshakeHook(cl)
        // Accepted clients have a tag; it is released here, once.
        guard let data = cl.pointee.clientData else { return }
        cl.pointee.clientData = nil
        let tag = Unmanaged<ClientTag>.fromOpaque(data).takeRetainedValue()
        let server = tag.server, id = tag.id
        // The client's last input and its leaving go to the main actor in order.
        let (gone, schedule) = server.shared.withLock { s -> (VNCClient?, Bool) in
            s.slots.remove(id)
            guard var c = s.clients.removeValue(forKey: id) else { return (nil, false) }
            s.gone.append((c.client, c.queue.take().items))
            guard !s.drainScheduled else { return (c.client, false) }
            s.drainScheduled = true
            return (c.client, true)
        }
        guard let gone else { return }
        server.log.notice("\(gone) disconnected")
        if schedule { server.scheduleDrain() }
    }

    static func pointer(_ mask: Int32, _ x: Int32, _ y: Int32, _ cl: rfbClientPtr?) {
        guard let server = server(of: cl) else { return }
        // libvncserver gives the pointer to the client holding a button and drops the other
        // clients' pointer events meanwhile: a view client holding its button would lock the
        // operators out. Every client has its own touch here, so nobody holds the pointer.
        cl?.pointee.screen?.pointee.pointerClient = nil
        server.enqueue(.pointer(buttons: Int(mask), x: Int(x), y: Int(y)), from: id(of: cl))
    }

    static func key(_ down: rfbBool, _ keysym: rfbKeySym, _ cl: rfbClientPtr?) {
        guard let server = server(of: cl) else { return }
        server.enqueue(.key(keysym: keysym, down: down != 0), from: id(of: cl))
    }

    /// VNC authentication: the client's `response` is the challenge DES-encrypted with its
    /// password; the password it matches picks the role. Wrong passwords are logged and
    /// rate-limited per address and from all addresses together (``VNCAuthRateLimiter``).
    static func checkPassword(_ cl: rfbClientPtr?, _ response: UnsafePointer<CChar>?, _ len: Int32) -> rfbBool {
        // A refused connection (no tag) never passes, whatever it sends.
        guard let cl, let response, tag(of: cl) != nil, let server = server(of: cl), let passwords = server.passwords else { return 0 }
        let id = id(of: cl)
        let address = address(of: cl)
        let now = server.now()
        enum Refusal { case address, pause(Double, logged: Bool) }
        let refusal = server.shared.withLock { s -> Refusal? in
            if s.limiter.isBlocked(address, now: now) { return .address }
            guard let left = s.limiter.pauseLeft(now: now) else { return nil }
            // One line per pause: a client retrying in a loop does not flood the log.
            defer { s.pauseRefusalLogged = true }
            return .pause(left, logged: s.pauseRefusalLogged)
        }
        switch refusal {
        case .address:
            server.log.warning("VNC client \(id) (\(address)): password not checked, too many wrong passwords from this address lately")
            return 0
        case .pause(let left, let logged):
            if !logged {
                server.log.warning("VNC client \(id) (\(address)): password not checked, checking is paused for \(Int(left.rounded(.up))) s more after wrong passwords (further attempts in this pause are refused without a log line)")
            }
            return 0
        case nil:
            break
        }
        let challenge = withUnsafeBytes(of: cl.pointee.authChallenge) { Array($0) }
        let given = UnsafeRawPointer(response).assumingMemoryBound(to: UInt8.self)
        let n = min(Int(len), challenge.count)
        let role = VNCServer.role(matching: Array(UnsafeBufferPointer(start: given, count: n)), challenge: challenge, passwords: passwords)
        guard let role else {
            let (failure, l) = server.shared.withLock { s -> (VNCAuthRateLimiter.Failure, VNCAuthRateLimiter) in
                let f = s.limiter.recordFailure(address, now: now)
                if f.pause != nil { s.pauseRefusalLogged = false }
                return (f, s.limiter)
            }
            server.log.warning("VNC client \(id) (\(address)): wrong password")
            if failure.blockedAddress {
                server.log.warning("VNC: \(l.maxFailures) wrong passwords from \(address) within \(Int(l.window)) s; refusing it for \(Int(l.blockFor)) s")
            }
            if let pause = failure.pause {
                server.log.warning("VNC: too many wrong passwords from any address (\(failure.recentFailures) within \(Int(l.window)) s); checking no passwords for \(Int(pause)) s")
            }
            return 0
        }
        let client = server.shared.withLock { s -> VNCClient? in
            s.limiter.recordSuccess(address)
            s.clients[id]?.client.role = role
            return s.clients[id]?.client
        }
        if let client { server.log.notice("\(client) authenticated") }
        return 1
    }

    /// The role whose password encrypts `challenge` to `response` (VNC authentication: DES
    /// with the password's first 8 bytes as the key).
    static func role(matching response: [UInt8], challenge: [UInt8], passwords: VNCPasswordFile) -> VNCRole? {
        var found: VNCRole?
        for entry in passwords.entries {
            var bytes = challenge
            var key = entry.password.map { CChar(bitPattern: $0) } + [0]
            bytes.withUnsafeMutableBufferPointer { b in
                key.withUnsafeMutableBufferPointer { k in
                    vitrine_rfbEncryptBytes(b.baseAddress, k.baseAddress)
                }
            }
            // Every entry is tried, so the time taken does not say which one matched.
            if found == nil, bytes.count >= response.count, !response.isEmpty, Array(bytes.prefix(response.count)) == response {
                found = entry.role
            }
        }
        return found
    }
}

private let libvncserverLog = Logger(label: "vitrine.vnc.libvncserver")

/// Words in libvncserver's informational lines that say a client broke the protocol.
private let vncProtocolTroubles = ["unknown message", "closing connection", "invalid", "too large", "too big", "malformed", "not supported"]

/// One line of libvncserver's log (called from C, any thread).
@_cdecl("vitrine_vnc_log_line")
func vitrineVNCLogLine(_ isError: Int32, _ line: UnsafePointer<CChar>?) {
    guard let line else { return }
    let text = String(cString: line).trimmingCharacters(in: .whitespacesAndNewlines)
    guard !text.isEmpty else { return }
    // Its notices (connections, pixel formats, per-client statistics) repeat what the server
    // logs itself; why it dropped a client (a malformed message) is worth a warning.
    let lower = text.lowercased()
    if isError != 0 || vncProtocolTroubles.contains(where: { lower.contains($0) }) {
        libvncserverLog.warning("libvncserver: \(text)")
    } else {
        libvncserverLog.debug("libvncserver: \(text)")
    }
}
