/// How the VNC server listens and whom it lets in (`[remote]` in the configuration).
public struct VNCServerConfiguration: Sendable, Equatable {
    /// `vnc_listen`: where to listen (default 127.0.0.1:5900).
    public var listen: VNCListenAddress
    /// `vnc_password_file`: the roles' passwords; `nil`: no passwords (loopback only).
    public var passwordFile: String?
    /// `vnc_role`: the role of a client on loopback when there is no password file.
    public var defaultRole: VNCRole
    /// `vnc_max_clients`: clients through the handshake beyond this many are refused (default
    /// 16).
    public var maxClients: Int
    /// The desktop name clients show.
    public var desktopName: String
    /// Seconds a connection has to get through the RFB handshake (its password included)
    /// before it is closed.
    public var handshakeTimeout: Double
    /// Connections in the handshake at once, apart from the `maxClients` through it; when
    /// one more arrives the oldest is closed.
    public var maxHandshakes: Int
    /// Seconds the server waits for the first presented frame before it answers connections
    /// that came earlier (they wait in the listening socket's queue, so a client never gets
    /// the black screen of a kiosk still starting); past this it serves whatever it has.
    public var firstFrameWait: Double

    public init(listen: VNCListenAddress = .standard, passwordFile: String? = nil, defaultRole: VNCRole = .control,
                maxClients: Int = 16, desktopName: String = "Vitrine", handshakeTimeout: Double = 30, maxHandshakes: Int = 8,
                firstFrameWait: Double = 10) {
        self.listen = listen
        self.passwordFile = passwordFile
        self.defaultRole = defaultRole
        self.maxClients = maxClients
        self.desktopName = desktopName
        self.handshakeTimeout = handshakeTimeout
        self.maxHandshakes = maxHandshakes
        self.firstFrameWait = firstFrameWait
    }
}

/// One connected VNC client, as the log and the input path name it.
public struct VNCClient: Sendable, Equatable, CustomStringConvertible {
    /// A number unique for the server's life (from 1).
    public var id: Int
    /// The peer's address (`127.0.0.1`).
    public var address: String
    /// Its role; `nil` while it has not given its password yet.
    public var role: VNCRole?

    /// `VNC client 3 (127.0.0.1, control)`.
    public var description: String { "VNC client \(id) (\(address), \(role?.rawValue ?? "not authenticated"))" }

    /// The touch slot its button 1 touches in: 1000 + id (0…9 are the touchscreen's, 100 the
    /// local pointer's).
    public var touchSlot: Int { 1000 + id }
}
