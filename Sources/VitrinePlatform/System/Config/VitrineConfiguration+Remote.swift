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

        /// The values `vnc_max_clients` may take.
        public static let maxClientsRange = 1...256

        /// Creates a remote section; every value defaults to its documented default.
        public init(vnc: Bool = false, vncListen: VNCListenAddress = .standard, vncPasswordFile: String? = nil,
                    vncRole: VNCRole = .control, vncMaxClients: Int = 16) {
            self.vnc = vnc
            self.vncListen = vncListen
            self.vncPasswordFile = vncPasswordFile
            self.vncRole = vncRole
            self.vncMaxClients = vncMaxClients
        }

        /// The VNC server's configuration.
        public var serverConfiguration: VNCServerConfiguration {
            VNCServerConfiguration(listen: vncListen, passwordFile: vncPasswordFile, defaultRole: vncRole, maxClients: vncMaxClients)
        }
    }
}
