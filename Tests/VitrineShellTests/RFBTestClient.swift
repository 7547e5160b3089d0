import CVNCServer
import Foundation
import VitrineGraphics

/// A minimal RFB (VNC) client for tests, speaking the protocol byte by byte over a loopback
/// TCP socket (RFC 6143), with every read bounded by a deadline.
final class RFBTestClient {
    enum Failure: Error, CustomStringConvertible {
        case connect(String), closed, timeout(String), protocolError(String)
        var description: String {
            switch self {
            case .connect(let s): return "connect: \(s)"
            case .closed: return "the server closed the connection"
            case .timeout(let s): return "timed out waiting for \(s)"
            case .protocolError(let s): return s
            }
        }
    }

    let fd: Int32
    private(set) var width = 0
    private(set) var height = 0
    /// Seconds each read may wait.
    var timeout = 10.0

    init(port: Int) throws {
        fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { throw Failure.connect(String(cString: strerror(errno))) }
        var sin = sockaddr_in()
        sin.sin_family = sa_family_t(AF_INET)
        sin.sin_port = in_port_t(UInt16(port).bigEndian)
        sin.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let r = withUnsafePointer(to: &sin) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard r == 0 else {
            let e = String(cString: strerror(errno))
            close(fd)
            throw Failure.connect(e)
        }
    }

    deinit { close(fd) }

    // MARK: Bytes

    func send(_ bytes: [UInt8]) throws {
        var off = 0
        while off < bytes.count {
            let n = bytes[off...].withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if n < 0 { if errno == EINTR { continue }; throw Failure.closed }
            off += n
        }
    }

    func read(_ count: Int, _ what: String) throws -> [UInt8] {
        var out = [UInt8](repeating: 0, count: count)
        var got = 0
        let deadline = Date().addingTimeInterval(timeout)
        while got < count {
            let left = deadline.timeIntervalSinceNow
            guard left > 0 else { throw Failure.timeout(what) }
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let ready = poll(&p, 1, Int32(min(left, 1) * 1000))
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { continue }
            let n = out[got...].withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n == 0 { throw Failure.closed }
            if n < 0 { if errno == EINTR || errno == EAGAIN { continue }; throw Failure.closed }
            got += n
        }
        return out
    }

    /// Whether the server closed the connection within the deadline (data before the end is
    /// read and dropped).
    func waitForClose() -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        var scratch = [UInt8](repeating: 0, count: 65536)
        while deadline.timeIntervalSinceNow > 0 {
            var p = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&p, 1, 200) > 0 else { continue }
            let n = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if n <= 0 { return true }
        }
        return false
    }

    static func u16(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 8 | Int(b[i + 1]) }
    static func u32(_ b: [UInt8], _ i: Int) -> Int { Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3]) }
    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }
    static func be32(_ v: Int) -> [UInt8] { [UInt8(v >> 24 & 0xff), UInt8(v >> 16 & 0xff), UInt8(v >> 8 & 0xff), UInt8(v & 0xff)] }

    // MARK: Handshake

    /// The version exchange; returns the server's version line.
    @discardableResult
    func exchangeVersion() throws -> String {
        let v = try read(12, "the protocol version")
        try send(Array("RFB 003.008\n".utf8))
        return String(decoding: v, as: UTF8.self)
    }

    /// The security types the server offers.
    func securityTypes() throws -> [UInt8] {
        let n = Int(try read(1, "the number of security types")[0])
        if n == 0 {
            let len = Self.u32(try read(4, "the reason length"), 0)
            let reason = String(decoding: try read(len, "the reason"), as: UTF8.self)
            throw Failure.protocolError("connection refused: \(reason)")
        }
        return try read(n, "the security types")
    }

    /// Security type None; true when the server accepts.
    func chooseNone() throws -> Bool {
        try send([1])
        return Self.u32(try read(4, "the security result"), 0) == 0
    }

    /// VNC authentication with `password`; true when the server accepts.
    func authenticate(password: String) throws -> Bool {
        try send([2])
        var challenge = try read(16, "the challenge")
        var key = Array(password.utf8).map { CChar(bitPattern: $0) } + [0]
        challenge.withUnsafeMutableBufferPointer { c in key.withUnsafeMutableBufferPointer { k in vitrine_rfbEncryptBytes(c.baseAddress, k.baseAddress) } }
        try send(challenge)
        return Self.u32(try read(4, "the security result"), 0) == 0
    }

    /// ClientInit (shared) and ServerInit; asks for raw pixels (and `newSize`: the
    /// NewFBSize pseudo-encoding, -223).
    func initialise(newSize: Bool = false) throws {
        try send([1])
        let head = try read(24, "ServerInit")
        width = Self.u16(head, 0)
        height = Self.u16(head, 2)
        _ = try read(Self.u32(head, 20), "the desktop name")
        let encodings = newSize ? [0, -223] : [0]
        try send([2, 0] + Self.be16(encodings.count) + encodings.flatMap { Self.be32(Int(UInt32(bitPattern: Int32($0)))) })
    }

    /// The whole handshake without a password.
    func connectWithoutPassword() throws {
        try exchangeVersion()
        guard try securityTypes().contains(1), try chooseNone() else { throw Failure.protocolError("security None refused") }
        try initialise()
    }

    // MARK: Messages

    /// Asks for the whole screen (not incremental) and reads the update into XRGB8888
    /// (the server's default format: red in the lowest byte).
    func requestScreen(incremental: Bool = false) throws -> PixelBuffer {
        let out = PixelBuffer(width: width, height: height, format: .xrgb8888)
        try send([3, incremental ? 1 : 0] + Self.be16(0) + Self.be16(0) + Self.be16(width) + Self.be16(height))
        try readUpdate(into: out)
        return out
    }

    /// Reads one FramebufferUpdate into `out`; returns the rectangles it had.
    @discardableResult
    func readUpdate(into out: PixelBuffer) throws -> [PixelRect] {
        var head = try read(1, "a server message")
        while head[0] != 0 {
            // Bell (2) or a colour map / cut text we did not ask for.
            guard head[0] == 2 else { throw Failure.protocolError("unexpected server message \(head[0])") }
            head = try read(1, "a server message")
        }
        let n = Self.u16(try read(3, "the update header"), 1)
        var rects: [PixelRect] = []
        for _ in 0..<n {
            let r = try read(12, "a rectangle header")
            let x = Self.u16(r, 0), y = Self.u16(r, 2), w = Self.u16(r, 4), h = Self.u16(r, 6)
            let encoding = Int32(bitPattern: UInt32(Self.u32(r, 8)))
            if encoding == -223 {
                // NewFBSize: the screen is now w × h.
                width = w
                height = h
                rects.append(PixelRect(x: 0, y: 0, width: w, height: h))
                continue
            }
            guard encoding == 0 else { throw Failure.protocolError("unexpected encoding \(encoding)") }
            let px = try read(w * h * 4, "pixels")
            for row in 0..<h {
                for col in 0..<w where x + col < out.width && y + row < out.height {
                    let i = (row * w + col) * 4
                    // R, G, B, X in memory → XRGB8888.
                    out[x + col, y + row] = 0xff00_0000 | UInt32(px[i]) << 16 | UInt32(px[i + 1]) << 8 | UInt32(px[i + 2])
                }
            }
            rects.append(PixelRect(x: x, y: y, width: w, height: h))
        }
        return rects
    }

    /// A PointerEvent.
    func pointer(buttons: Int, x: Int, y: Int) throws {
        try send([5, UInt8(buttons)] + Self.be16(x) + Self.be16(y))
    }

    /// A KeyEvent.
    func key(_ keysym: UInt32, down: Bool) throws {
        try send([4, down ? 1 : 0, 0, 0] + Self.be32(Int(keysym)))
    }
}
