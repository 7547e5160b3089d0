import TOMLKit

extension ConfigurationSchema {
    static let remoteKeys = ["vnc", "vnc_listen", "vnc_password_file", "vnc_role", "vnc_max_clients", "vnc_handshake_timeout"]

    /// `[remote]`.
    static func decodeRemote(_ t: TOMLTable, into r: inout VitrineConfiguration.Remote, reader: inout ConfigurationReader) {
        let p = ["remote"]
        if let v = reader.bool(t, "vnc", at: p) { r.vnc = v }
        if let v = reader.string(t, "vnc_listen", at: p) {
            do throws(VNCServerError) {
                r.vncListen = try VNCListenAddress(parsing: v)
            } catch {
                reader.fail(p + ["vnc_listen"], "must be \"HOST:PORT\" with an IPv4 address, [IPv6] address or localhost and a port from 0 to 65535 (like \"127.0.0.1:5900\"), not \(ConfigurationReader.quote(v))")
            }
        }
        if let v = reader.string(t, "vnc_password_file", at: p) {
            if v.isEmpty { r.vncPasswordFile = nil } else if v.hasPrefix("/") { r.vncPasswordFile = v } else {
                reader.fail(p + ["vnc_password_file"], "must be an absolute path or \"\" (no passwords: loopback only), not \(ConfigurationReader.quote(v))")
            }
        }
        if let v = reader.string(t, "vnc_role", at: p) {
            if let role = VNCRole(rawValue: v) { r.vncRole = role } else {
                reader.fail(p + ["vnc_role"], "must be \"control\" or \"view\", not \(ConfigurationReader.quote(v))")
            }
        }
        if let v = reader.integer(t, "vnc_max_clients", at: p) {
            let range = VitrineConfiguration.Remote.maxClientsRange
            if range.contains(v) { r.vncMaxClients = v } else {
                reader.fail(p + ["vnc_max_clients"], "must be from \(range.lowerBound) to \(range.upperBound), not \(v)")
            }
        }
        if let v = reader.number(t, "vnc_handshake_timeout", at: p) {
            let range = VitrineConfiguration.Remote.handshakeTimeoutRange
            if range.contains(v) { r.vncHandshakeTimeout = v } else {
                reader.fail(p + ["vnc_handshake_timeout"], "must be from \(Int(range.lowerBound)) to \(Int(range.upperBound)) seconds, not \(v)")
            }
        }
    }
}
