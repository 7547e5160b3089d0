import CVNCServer
import Dispatch
import Foundation

/// The RFB handshake's deadline: a connection holds a client slot only once it is through the
/// handshake (``VNCConnectionSlots``), and one that stays in it too long is closed.
///
/// Every use of the C shim's handshake extension is in this file: the extension is a `static`
/// of the shim, and each Swift file gets its own copy of a header's statics.
extension VNCServer {
    static func registerHandshakeHook() {
        _ = registerHandshakeHookOnce
    }

    private static let registerHandshakeHookOnce: Void = { vitrine_rfb_register_handshake_hook() }()

    /// Frees the record the handshake hook keeps on `cl` (when nothing else can touch `cl`:
    /// its clientGone).
    static func forgetHandshakeHook(_ cl: rfbClientPtr) {
        vitrine_rfb_forget_handshake_hook(cl)
    }

    /// `cl` has been sent its ServerInit: it takes a client slot, or is closed when all are
    /// taken or it was already closed for being slow.
    static func clientInitialised(_ cl: rfbClientPtr) {
        guard let tag = tag(of: cl) else {
            // A refused connection never gets this far; if it did, it goes.
            forgetHandshakeHook(cl)
            vitrine_rfbCloseClient(cl)
            return
        }
        let server = tag.server, id = tag.id, handle = RFBClientHandle(cl)
        let (admitted, client, established) = server.shared.withLock { s -> (Bool, VNCClient?, Int) in
            // Under the lock: nobody closing this client (and so walking its extension
            // records) at the same time.
            vitrine_rfb_forget_handshake_hook(handle.pointer)
            let ok = !s.stopped && s.slots.finishHandshake(id)
            if !ok { handle.close() }
            return (ok, s.clients[id]?.client, s.slots.establishedCount)
        }
        guard !admitted, let client else { return }
        server.log.warning("\(client) refused after its handshake: \(established) clients connected, the most [remote] vnc_max_clients allows")
    }

    /// Closes the connections in the handshake for `handshakeTimeout` or longer (the sweep
    /// timer calls it; tests call it after moving their clock).
    package func closeExpiredHandshakes() {
        let t = now()
        let closed = shared.withLock { s -> [VNCClient] in
            s.slots.takeExpired(now: t).compactMap { id in
                guard let c = s.clients[id] else { return nil }
                c.rfb.close()
                return c.client
            }
        }
        for client in closed {
            log.warning("\(client) closed: not through the handshake within \(Int(configuration.handshakeTimeout)) s")
        }
    }

    /// Sweeps for slow handshakes ten times per timeout (at most once a second), so a
    /// connection goes between 1 and 1.1 timeouts after it came.
    func startHandshakeSweep() {
        let interval = min(1, max(0.05, configuration.handshakeTimeout / 10))
        let timer = DispatchSource.makeTimerSource(queue: DispatchQueue(label: "vitrine.vnc.handshakes"))
        timer.schedule(deadline: .now() + interval, repeating: interval, leeway: .milliseconds(Int(interval * 100)))
        timer.setEventHandler { [weak self] in self?.closeExpiredHandshakes() }
        timer.resume()
        handshakeSweep = timer
    }

    func stopHandshakeSweep() {
        handshakeSweep?.cancel()
        handshakeSweep = nil
    }
}

/// Called from C (the handshake extension's `init`) on the client's thread.
@_cdecl("vitrine_vnc_client_initialised")
func vitrineVNCClientInitialised(_ cl: rfbClientPtr?) {
    guard let cl else { return }
    VNCServer.clientInitialised(cl)
}
