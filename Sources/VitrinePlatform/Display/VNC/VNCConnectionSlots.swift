/// Who may hold a VNC connection.
///
/// A client through the handshake (sent its ServerInit) holds one of `maxClients` slots
/// (`vnc_max_clients`). Connections still in the handshake have room of their own,
/// `maxHandshakes`, so that connections saying nothing never take the operators' slots: when
/// that room is full the oldest is closed for the newcomer, and each is closed after
/// `handshakeTimeout` seconds anyway.
///
/// Ids are the server's client ids; time is whatever clock the caller passes (virtual in tests).
package struct VNCConnectionSlots: Sendable {
    package var maxClients: Int
    package var maxHandshakes: Int
    package var handshakeTimeout: Double
    /// In the handshake: id and when it connected, oldest first.
    private var handshaking: [(id: Int, since: Double)] = []
    private var established: Set<Int> = []

    package init(maxClients: Int, maxHandshakes: Int, handshakeTimeout: Double) {
        self.maxClients = maxClients
        self.maxHandshakes = max(1, maxHandshakes)
        self.handshakeTimeout = handshakeTimeout
    }

    package enum Admission: Equatable, Sendable {
        /// Let in, to its handshake; `evicting`: the connection closed to make room for it.
        case admitted(evicting: Int?)
        /// Refused: this many clients are through the handshake, the most allowed.
        case full(Int)
    }

    /// The clients through the handshake.
    package var establishedCount: Int { established.count }
    /// The connections in the handshake.
    package var handshakeCount: Int { handshaking.count }

    /// A new connection `id` at `now`.
    package mutating func admit(_ id: Int, now: Double) -> Admission {
        guard established.count < maxClients else { return .full(established.count) }
        var evicted: Int?
        if handshaking.count >= maxHandshakes {
            evicted = handshaking.removeFirst().id
        }
        handshaking.append((id, now))
        return .admitted(evicting: evicted)
    }

    /// `id` has finished its handshake: whether it has a slot (else all are taken, or it was
    /// already closed for being slow: close it).
    package mutating func finishHandshake(_ id: Int) -> Bool {
        guard let i = handshaking.firstIndex(where: { $0.id == id }) else { return false }
        handshaking.remove(at: i)
        guard established.count < maxClients else { return false }
        established.insert(id)
        return true
    }

    /// `id` has gone.
    package mutating func remove(_ id: Int) {
        handshaking.removeAll { $0.id == id }
        established.remove(id)
    }

    /// Takes the connections that have been in the handshake for `handshakeTimeout` or more at
    /// `now` (to be closed).
    package mutating func takeExpired(now: Double) -> [Int] {
        let expired = handshaking.prefix { now - $0.since >= handshakeTimeout }.map(\.id)
        handshaking.removeFirst(expired.count)
        return expired
    }
}
