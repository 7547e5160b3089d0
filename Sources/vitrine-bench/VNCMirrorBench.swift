import Foundation
import VitrineGraphics
import VitrinePlatform

/// What the VNC mirror adds to each presented frame on the main actor: copying the frame's
/// damage into the server's framebuffer (swapping red and blue into libvncserver's format) and
/// marking it modified for the clients. Timed with no client connected and, alternating, with
/// one client that asks for every update (its thread encodes and sends them meanwhile).
@MainActor
enum VNCMirrorBench {
    static func measure(width: Int, height: Int, fraction: Double, iterations: Int, budget: Double) -> [BenchResult] {
        let src = PixelBuffer(width: width, height: height, format: .xrgb8888)
        src.fill(src.bounds, with: 0xFF20_3048)
        let side = fraction.squareRoot()
        let bw = Int((Double(width) * side).rounded()), bh = Int((Double(height) * side).rounded())
        let box = PixelRect(x: (width - bw) / 2, y: (height - bh) / 2, width: bw, height: bh)
        let region = Region(box)
        let loopback = VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0))
        guard let alone = try? VNCServer(configuration: loopback), let watched = try? VNCServer(configuration: loopback),
              (try? alone.start(size: PixelSize(width: width, height: height))) != nil, (try? watched.start(size: PixelSize(width: width, height: height))) != nil else {
            FileHandle.standardError.write(Data("vitrine-bench: cannot start a VNC server on 127.0.0.1\n".utf8))
            return []
        }
        defer { alone.stop(); watched.stop() }
        alone.present(src, damage: Region(src.bounds))
        watched.present(src, damage: Region(src.bounds))
        let watcher = VNCBenchWatcher(port: watched.port)
        watcher.start()
        defer { watcher.stop() }
        // Wait (bounded) until the client is in.
        let deadline = Date().addingTimeInterval(5)
        while watched.clientCount == 0, Date() < deadline { usleep(1000) }
        // Two frames that differ in the damaged box, presented in turn (the copy does the
        // same work either way; nothing else is timed).
        let other = PixelBuffer(width: width, height: height, format: .xrgb8888)
        other.fill(other.bounds, with: 0xFF20_3048)
        other.fill(box, with: 0xFF30_4058)
        var turn = false
        let count = iterations * 5
        let stats = FrameTimer.alternate(warmup: max(5, count / 10), iterations: count, budget: budget, [
            { turn.toggle(); alone.present(turn ? other : src, damage: region) },
            { turn.toggle(); watched.present(turn ? other : src, damage: region) },
        ])
        var results: [BenchResult] = []
        for (i, name) in ["vnc-mirror-frame", "vnc-mirror-frame-client"].enumerated() {
            results.append(BenchResult(name: name, width: width, height: height, damage: fraction, damagePixels: box.area, stats: stats[i]))
        }
        return results
    }
}

/// A VNC client on its own thread that asks for every update and reads it (not decoding it).
final class VNCBenchWatcher: @unchecked Sendable {
    let port: Int
    private let stopFlag = NSLock()
    private var stopped = false

    init(port: Int) { self.port = port }

    func start() {
        let t = Thread { [self] in self.run() }
        t.start()
    }

    func stop() {
        stopFlag.lock(); stopped = true; stopFlag.unlock()
    }

    private var isStopped: Bool { stopFlag.lock(); defer { stopFlag.unlock() }; return stopped }

    private func run() {
        let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard fd >= 0 else { return }
        defer { close(fd) }
        var sin = sockaddr_in()
        sin.sin_family = sa_family_t(AF_INET)
        sin.sin_port = in_port_t(UInt16(port).bigEndian)
        sin.sin_addr.s_addr = UInt32(0x7f00_0001).bigEndian
        let ok = withUnsafePointer(to: &sin) { $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) } }
        guard ok == 0 else { return }
        var buf = [UInt8](repeating: 0, count: 1 << 16)
        func read(_ n: Int) -> Bool {
            var got = 0
            while got < n {
                let r = buf.withUnsafeMutableBytes { b in recv(fd, b.baseAddress.map { $0 + got }, n - got, 0) }
                if r <= 0 { return false }
                got += r
            }
            return true
        }
        func send(_ bytes: [UInt8]) { _ = bytes.withUnsafeBytes { Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) } }
        // Version, security None, ClientInit, ServerInit.
        guard read(12) else { return }
        send(Array("RFB 003.008\n".utf8))
        guard read(1) else { return }
        let n = Int(buf[0])
        guard n > 0, read(n) else { return }
        send([1])
        guard read(4) else { return }
        send([1])
        guard read(24) else { return }
        let nameLength = Int(buf[20]) << 24 | Int(buf[21]) << 16 | Int(buf[22]) << 8 | Int(buf[23])
        let w = Int(buf[0]) << 8 | Int(buf[1]), h = Int(buf[2]) << 8 | Int(buf[3])
        guard nameLength <= buf.count, read(nameLength) else { return }
        send([2, 0, 0, 1, 0, 0, 0, 0])  // Raw
        let request: [UInt8] = [3, 1, 0, 0, 0, 0, UInt8(w >> 8), UInt8(w & 0xff), UInt8(h >> 8), UInt8(h & 0xff)]
        send([3, 0] + request[2...])
        var timeout = timeval(tv_sec: 0, tv_usec: 200_000)
        _ = setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        while !isStopped {
            let r = buf.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if r == 0 { return }
            if r < 0 { if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { send(request); continue }; return }
            // Whatever arrived, ask for the next update (requests merge in the server).
            send(request)
        }
    }
}
