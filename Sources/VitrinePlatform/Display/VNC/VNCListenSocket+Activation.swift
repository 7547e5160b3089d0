import Foundation
import Logging

/// Socket activation: the VNC listening socket from systemd (a `.socket` unit such as
/// systemd/vitrine-vnc.socket, `FileDescriptorName=vnc`), so the service itself needs no
/// `AF_INET`/`AF_INET6` and the socket outlives the kiosk's restarts. libvncserver adopts it
/// like a socket the kiosk opened (`vitrine_rfb_adopt_listen_socket`).
extension VNCListenSocket {
    /// The first descriptor systemd passes (`SD_LISTEN_FDS_START`).
    static let firstPassedDescriptor: Int32 = 3

    /// The socket systemd passed for VNC, when `LISTEN_PID` is this process: the one named
    /// `vnc` in `LISTEN_FDNAMES`, else the only one passed; `nil` when there is none. It must
    /// be a listening TCP socket; without passwords it must be on loopback (the rule
    /// `VNCServer` applies to `vnc_listen`). The `LISTEN_*` variables are removed once read.
    /// (`firstDescriptor`: where the passed descriptors start; 3 but in tests.)
    static func fromSystemd(hasPasswords: Bool, environment: [String: String] = ProcessInfo.processInfo.environment,
                            pid: Int32 = getpid(), firstDescriptor: Int32 = firstPassedDescriptor) throws(VNCServerError) -> (fd: Int32, port: Int)? {
        guard let listenPID = environment["LISTEN_PID"].flatMap(Int32.init), listenPID == pid,
              let count = environment["LISTEN_FDS"].flatMap(Int.init), count > 0, count < 1024 else { return nil }
        let names = (environment["LISTEN_FDNAMES"] ?? "").split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard let index = names.firstIndex(of: "vnc") ?? (count == 1 ? 0 : nil), index < count else { return nil }
        for name in ["LISTEN_PID", "LISTEN_FDS", "LISTEN_FDNAMES"] { unsetenv(name) }
        let fd = firstDescriptor + Int32(index)
        _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        var listening: Int32 = 0, type: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, SO_ACCEPTCONN, &listening, &length) == 0, listening == 1,
              getsockopt(fd, SOL_SOCKET, SO_TYPE, &type, &length) == 0, type == Int32(SOCK_STREAM.rawValue) else {
            throw VNCServerError("the socket systemd passed (descriptor \(fd)) is not a listening stream socket")
        }
        guard let address = boundAddress(fd) else {
            throw VNCServerError("the socket systemd passed (descriptor \(fd)) is not an IPv4 or IPv6 socket")
        }
        guard hasPasswords || address.isLoopback else {
            throw VNCServerError("refusing the socket systemd passed on \(address) (not loopback) without passwords: set [remote] vnc_password_file, or ListenStream=127.0.0.1:5900 and an SSH tunnel")
        }
        Logger(label: "vitrine.vnc").notice("VNC: the listening socket \(address) comes from systemd (socket activation)")
        return (fd, address.port)
    }

    /// The address a socket is bound to.
    static func boundAddress(_ fd: Int32) -> VNCListenAddress? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let ok = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        guard ok == 0 else { return nil }
        var text = [CChar](repeating: 0, count: Int(INET6_ADDRSTRLEN) + 1)
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { sin -> VNCListenAddress? in
                    var a = sin.pointee.sin_addr
                    guard inet_ntop(AF_INET, &a, &text, socklen_t(text.count)) != nil else { return nil }
                    return VNCListenAddress(host: hostText(text), port: Int(UInt16(bigEndian: sin.pointee.sin_port)))
                }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) { sin6 -> VNCListenAddress? in
                    var a = sin6.pointee.sin6_addr
                    guard inet_ntop(AF_INET6, &a, &text, socklen_t(text.count)) != nil else { return nil }
                    return VNCListenAddress(host: hostText(text), port: Int(UInt16(bigEndian: sin6.pointee.sin6_port)))
                }
            }
        default:
            return nil
        }
    }

    /// inet_ntop's NUL-terminated text.
    private static func hostText(_ chars: [CChar]) -> String {
        String(decoding: chars.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
