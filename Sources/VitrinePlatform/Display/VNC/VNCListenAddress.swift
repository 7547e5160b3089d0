import Foundation

/// Where the VNC server listens: `HOST:PORT`, the host an IPv4 literal (`127.0.0.1`), an IPv6
/// literal in brackets (`[::1]`) or `localhost` (127.0.0.1); the port 0...65535 (0: any free
/// port, for tests).
public struct VNCListenAddress: Equatable, Sendable, CustomStringConvertible {
    /// The host as written (`localhost` kept as written; it listens on 127.0.0.1).
    public var host: String
    public var port: Int

    /// The default, `127.0.0.1:5900`: loopback only (remote access goes through an SSH tunnel).
    public static let standard = VNCListenAddress(host: "127.0.0.1", port: 5900)

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// Parses `HOST:PORT`; `nil` when it is not one (the message says why).
    public init(parsing text: String) throws(VNCServerError) {
        let hostPart: Substring, portPart: Substring
        if text.hasPrefix("[") {
            guard let close = text.firstIndex(of: "]"), text[text.index(after: close)...].hasPrefix(":") else {
                throw VNCServerError("listen address \(Self.quoted(text)) must be HOST:PORT ([IPV6]:PORT for IPv6)")
            }
            hostPart = text[text.index(after: text.startIndex)..<close]
            portPart = text[text.index(close, offsetBy: 2)...]
        } else {
            guard let colon = text.lastIndex(of: ":"), text.firstIndex(of: ":") == colon else {
                throw VNCServerError("listen address \(Self.quoted(text)) must be HOST:PORT ([IPV6]:PORT for IPv6)")
            }
            hostPart = text[..<colon]
            portPart = text[text.index(after: colon)...]
        }
        // Digits only: Int() alone also takes a sign ("+80", "-0").
        guard !portPart.isEmpty, portPart.allSatisfy({ ("0"..."9").contains($0) }), let port = Int(portPart), (0...65535).contains(port) else {
            throw VNCServerError("listen address \(Self.quoted(text)): the port must be a number from 0 to 65535")
        }
        let host = String(hostPart)
        guard Self.family(of: host) != nil else {
            throw VNCServerError("listen address \(Self.quoted(text)): the host must be an IPv4 or IPv6 address or localhost")
        }
        self.init(host: host, port: port)
    }

    /// `127.0.0.1:5900`, `[::1]:5900`.
    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }

    /// Whether only this machine can connect: 127.0.0.0/8, ::1, an IPv4-mapped loopback, or
    /// `localhost`.
    public var isLoopback: Bool {
        if host == "localhost" { return true }
        if let v4 = Self.ipv4(host) { return v4[0] == 127 }
        if let v6 = Self.ipv6(host) {
            if v6 == [UInt8](repeating: 0, count: 15) + [1] { return true }
            if v6[0..<10].allSatisfy({ $0 == 0 }), v6[10] == 0xff, v6[11] == 0xff { return v6[12] == 127 }
        }
        return false
    }

    /// AF_INET or AF_INET6 for `host`, `nil` for anything else.
    static func family(of host: String) -> Int32? {
        if host == "localhost" || ipv4(host) != nil { return AF_INET }
        if ipv6(host) != nil { return AF_INET6 }
        return nil
    }

    static func ipv4(_ host: String) -> [UInt8]? {
        let h = host == "localhost" ? "127.0.0.1" : host
        var a = in_addr()
        guard inet_pton(AF_INET, h, &a) == 1 else { return nil }
        return withUnsafeBytes(of: &a) { Array($0) }
    }

    static func ipv6(_ host: String) -> [UInt8]? {
        var a = in6_addr()
        guard inet_pton(AF_INET6, host, &a) == 1 else { return nil }
        return withUnsafeBytes(of: &a) { Array($0) }
    }

    private static func quoted(_ s: String) -> String { "\"\(s.prefix(80))\"" }
}
