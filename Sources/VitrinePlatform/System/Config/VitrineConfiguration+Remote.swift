extension VitrineConfiguration {
    /// `[remote]`: the VNC remote console.
    public struct Remote: Equatable, Sendable {
        /// `vnc`: mirror the panel (DRM, fbdev, headless) over VNC (default `false`). The `vnc`
        /// display backend serves VNC whatever this says.
        public var vnc: Bool
        /// `vnc_listen`: where the VNC server listens (default `127.0.0.1:5900`).
        public var vncListen: VNCListenAddress
        /// `vnc_password_file`: `control PASSWORD` / `view PASSWORD` lines; `nil` (`""`, the
        /// default): no passwords, allowed on loopback only.
        public var vncPasswordFile: String?
        /// `vnc_role`: the role of clients when there is no password file (default `control`).
        public var vncRole: VNCRole
        /// `vnc_max_clients`: clients beyond this many are refused (default 16).
        public var vncMaxClients: Int

        /// `vnc_handshake_timeout`: seconds a connection has to get through the RFB handshake,
        /// typing its password included (default 30).
        public var vncHandshakeTimeout: Double

        /// The values `vnc_max_clients` may take.
        public static let maxClientsRange = 1...256
        /// The values `vnc_handshake_timeout` may take, in seconds.
        public static let handshakeTimeoutRange = 2.0...600.0

        /// Creates a remote section; every value defaults to its documented default.
        public init(vnc: Bool = false, vncListen: VNCListenAddress = .standard, vncPasswordFile: String? = nil,
                    vncRole: VNCRole = .control, vncMaxClients: Int = 16, vncHandshakeTimeout: Double = 30) {
            self.vnc = vnc
            self.vncListen = vncListen
            self.vncPasswordFile = vncPasswordFile
            self.vncRole = vncRole
            self.vncMaxClients = vncMaxClients
            self.vncHandshakeTimeout = vncHandshakeTimeout
        }

        /// The VNC server's configuration.
        public var serverConfiguration: VNCServerConfiguration {
            VNCServerConfiguration(listen: vncListen, passwordFile: vncPasswordFile, defaultRole: vncRole, maxClients: vncMaxClients,
                                    handshakeTimeout: vncHandshakeTimeout)
        }
    }
}
