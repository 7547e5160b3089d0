import Foundation

/// A bound, listening TCP socket for the VNC server (libvncserver adopts it instead of opening
/// its own on every address).
enum VNCListenSocket {
    /// Opens a socket listening on `address`; returns it and the port it got (the port asked
    /// for, or the one the kernel chose for port 0).
    static func open(_ address: VNCListenAddress) throws(VNCServerError) -> (fd: Int32, port: Int) {
        guard let family = VNCListenAddress.family(of: address.host) else {
            throw VNCServerError("cannot listen on \(address): not an IPv4 or IPv6 address")
        }
        let fd = socket(family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw VNCServerError("cannot listen on \(address): socket: \(String(cString: strerror(errno)))") }
        var one: Int32 = 1
        _ = setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var storage = sockaddr_storage()
        var length: socklen_t
        if family == AF_INET, let bytes = VNCListenAddress.ipv4(address.host) {
            var sin = sockaddr_in()
            sin.sin_family = sa_family_t(AF_INET)
            sin.sin_port = in_port_t(UInt16(address.port).bigEndian)
            withUnsafeMutableBytes(of: &sin.sin_addr) { $0.copyBytes(from: bytes) }
            withUnsafeMutableBytes(of: &storage) { dst in withUnsafeBytes(of: sin) { dst.copyMemory(from: $0) } }
            length = socklen_t(MemoryLayout<sockaddr_in>.size)
        } else if let bytes = VNCListenAddress.ipv6(address.host) {
            _ = setsockopt(fd, Int32(IPPROTO_IPV6), IPV6_V6ONLY, &one, socklen_t(MemoryLayout<Int32>.size))
            var sin6 = sockaddr_in6()
            sin6.sin6_family = sa_family_t(AF_INET6)
            sin6.sin6_port = in_port_t(UInt16(address.port).bigEndian)
            withUnsafeMutableBytes(of: &sin6.sin6_addr) { $0.copyBytes(from: bytes) }
            withUnsafeMutableBytes(of: &storage) { dst in withUnsafeBytes(of: sin6) { dst.copyMemory(from: $0) } }
            length = socklen_t(MemoryLayout<sockaddr_in6>.size)
        } else {
            close(fd)
            throw VNCServerError("cannot listen on \(address): not an IPv4 or IPv6 address")
        }
        let bound = withUnsafePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            let e = String(cString: strerror(errno))
            close(fd)
            throw VNCServerError("cannot listen on \(address): \(e)")
        }
        var got = sockaddr_storage()
        var gotLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
        _ = withUnsafeMutablePointer(to: &got) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &gotLength) }
        }
        // sin_port and sin6_port sit at the same offset (2), in network order.
        let port = withUnsafeBytes(of: &got) { Int(UInt16($0[2]) << 8 | UInt16($0[3])) }
        return (fd, port)
    }
}
