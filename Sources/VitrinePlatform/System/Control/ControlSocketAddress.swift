import Foundation

/// System-call helpers shared by the control socket's server and client: the `sockaddr_un` of
/// a path, and `EINTR`-retrying wrappers.
enum ControlSocketIO {
    /// The `sockaddr_un` of an absolute file system path (no abstract names: the control
    /// socket is a file an administrator can see and whose mode guards it).
    static func address(for path: String) throws(ControlSocketError) -> UnixAddress {
        let name = Array(path.utf8)
        var address = sockaddr_un()
        let capacity = MemoryLayout.size(ofValue: address.sun_path)
        guard name.first == UInt8(ascii: "/"), name.count < capacity, !name.contains(0) else {
            throw ControlSocketError(.invalidPath, call: "sockaddr_un", errno: EINVAL, path: path)
        }
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in raw.copyBytes(from: name) }
        let offset = MemoryLayout<sockaddr_un>.offset(of: \sockaddr_un.sun_path) ?? 2
        return UnixAddress(storage: address, length: socklen_t(offset + name.count + 1))
    }

    /// A new `AF_UNIX` stream socket, close-on-exec, non-blocking when asked.
    ///
    /// The corresponding C function is `socket`.
    static func streamSocket(nonBlocking: Bool, path: String) throws(ControlSocketError) -> Int32 {
        var type = Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue)
        if nonBlocking { type |= Int32(SOCK_NONBLOCK.rawValue) }
        let fd = socket(AF_UNIX, type, 0)
        guard fd >= 0 else { throw .system("socket", path: path) }
        return fd
    }

    /// Connects `fd` to `address`, retrying `EINTR`; returns 0 or the `errno`.
    ///
    /// The corresponding C function is `connect`.
    static func connect(_ fd: Int32, to address: UnixAddress) -> Int32 {
        while true {
            let r = address.withSockaddr { sa, len in Glibc.connect(fd, sa, len) }
            if r == 0 { return 0 }
            if errno != EINTR { return errno }
        }
    }

    /// Sends all of `bytes` that the socket takes now, without `SIGPIPE`; returns the count
    /// sent, or `-1` with `errno` set (`EAGAIN` when the buffer is full).
    ///
    /// The corresponding C function is `send`.
    static func send(_ fd: Int32, _ bytes: ArraySlice<UInt8>) -> Int {
        while true {
            let n = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n >= 0 || errno != EINTR { return n }
        }
    }

    /// Reads what is there into `buffer`; returns the count, 0 at end of file, `-1` with
    /// `errno` set.
    ///
    /// The corresponding C function is `read`.
    static func read(_ fd: Int32, into buffer: inout [UInt8]) -> Int {
        while true {
            let n = buffer.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if n >= 0 || errno != EINTR { return n }
        }
    }
}
