import Foundation
import Synchronization
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineTesting
import XCTest

/// The VNC server (issue 18, item 1) spoken to over a loopback socket by a raw RFB client:
/// the handshake, frames from the compositor's damage, bad messages, passwords and roles,
/// many clients, and input floods. Port 0 on 127.0.0.1 only; reads wait with deadlines.
final class VNCServerTests: XCTestCase {
    /// A harness with something to see: coloured squares on a grey window.
    @MainActor
    private func makeScene() -> (HeadlessHarness, UIView) {
        let h = HeadlessHarness(width: 96, height: 64)
        h.window.backgroundColor = UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)
        let a = UIView(frame: CGRect(x: 8, y: 8, width: 30, height: 20))
        a.backgroundColor = UIColor(red: 1, green: 0.25, blue: 0, alpha: 1)
        let b = UIView(frame: CGRect(x: 50, y: 30, width: 40, height: 30))
        b.backgroundColor = UIColor(red: 0, green: 0.5, blue: 1, alpha: 1)
        h.window.addSubview(a)
        h.window.addSubview(b)
        return (h, a)
    }

    /// A server mirroring `h`'s presented frames.
    @MainActor
    private func serve(_ h: HeadlessHarness, _ configuration: VNCServerConfiguration = VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0)),
                       now: @escaping @Sendable () -> Double = { 0 }) throws -> VNCServer {
        let server = try VNCServer(configuration: configuration, now: now)
        try server.start(size: h.display.pixelSize)
        h.screen.addPresentObserver { buffer, damage in server.present(buffer, damage: damage) }
        addTeardownBlock { @MainActor in server.stop() }
        return server
    }

    /// Runs the main queue (where VNC input is drained) until `done` or 10 s.
    @MainActor
    private func spin(until done: () -> Bool) async {
        let deadline = Date().addingTimeInterval(10)
        // Real time (the server's thread), not the harness's virtual clock, which
        // `Task.sleep` follows while a harness is alive.
        while !done(), Date() < deadline { try? await RealSleep.sleep(nanoseconds: 5_000_000) }
    }

    private func assertSamePixels(_ a: PixelBuffer, _ b: PixelBuffer, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(a.width, b.width, file: file, line: line)
        XCTAssertEqual(a.height, b.height, file: file, line: line)
        var differing = 0
        for y in 0..<min(a.height, b.height) {
            for x in 0..<min(a.width, b.width) where a[x, y] & 0xffffff != b[x, y] & 0xffffff { differing += 1 }
        }
        XCTAssertEqual(differing, 0, "pixels differ from the headless render", file: file, line: line)
    }

    // MARK: Frames

    /// RFB 3.8 handshake without a password on loopback; a full FramebufferUpdateRequest
    /// returns exactly the frame the headless display shows.
    @MainActor func testFullUpdateEqualsTheHeadlessRender() async throws {
        let (h, _) = makeScene()
        let server = try serve(h)
        h.renderFrames()
        let c = try RFBTestClient(port: server.port)
        XCTAssertEqual(try c.exchangeVersion(), "RFB 003.008\n")
        XCTAssertEqual(try c.securityTypes(), [1], "no password file: security type None only")
        XCTAssertTrue(try c.chooseNone())
        try c.initialise()
        XCTAssertEqual(c.width, 96)
        XCTAssertEqual(c.height, 64)
        assertSamePixels(try c.requestScreen(), h.screenshot)
        XCTAssertEqual(server.clients.map(\.role), [.control], "a client on loopback without passwords gets vnc_role")
    }

    /// A client that connects before the kiosk's first frame (its connection may be the one
    /// that started the kiosk, by socket activation) is not answered until that frame, and
    /// then sees it, never the empty screen before it.
    @MainActor func testAClientConnectingBeforeTheFirstFrameSeesIt() async throws {
        let (h, _) = makeScene()
        let server = try serve(h)
        let c = try RFBTestClient(port: server.port)
        var p = pollfd(fd: c.fd, events: Int16(POLLIN), revents: 0)
        // (An unfixed server says its version at once; a slow machine can only hide that, never
        // fail this.)
        XCTAssertEqual(poll(&p, 1, 200), 0, "nothing is said to a client before the first frame (the listener is not running yet)")
        h.renderFrames()
        try c.connectWithoutPassword()
        assertSamePixels(try c.requestScreen(), h.screenshot)
    }

    /// With no frame within `firstFrameWait`, waiting clients are answered anyway (a kiosk that
    /// hangs before its first frame still has a remote console, showing black).
    @MainActor func testNoFrameWithinTheWaitServesAnyway() async throws {
        let (h, _) = makeScene()
        let server = try serve(h, VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0), firstFrameWait: 0))
        let c = try RFBTestClient(port: server.port)
        // The wait's timer fires on the main queue, which this test's awaits let run.
        await spin(until: { server.clientCount > 0 })
        XCTAssertEqual(server.clientCount, 1, "the waiting connection is accepted")
        XCTAssertEqual(try c.exchangeVersion(), "RFB 003.008\n")
    }

    /// A frame that changes one view sends that view's rectangle (the compositor's damage),
    /// and the client's copy then equals the new headless render.
    @MainActor func testIncrementalUpdateCarriesTheDamage() async throws {
        let (h, a) = makeScene()
        let server = try serve(h)
        h.renderFrames()
        let c = try RFBTestClient(port: server.port)
        try c.connectWithoutPassword()
        let copy = try c.requestScreen()
        a.backgroundColor = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
        h.renderFrames()
        let damage = h.lastDamage
        try c.send([3, 1] + RFBTestClient.be16(0) + RFBTestClient.be16(0) + RFBTestClient.be16(96) + RFBTestClient.be16(64))
        let rects = try c.readUpdate(into: copy)
        XCTAssertFalse(rects.isEmpty)
        for r in rects { XCTAssertTrue(damage.contains(r), "\(r) is outside the frame's damage \(damage)") }
        assertSamePixels(copy, h.screenshot)
    }

    /// A display size change (a new mode, a rotation of the interface) re-sends everything
    /// at the new size: a client that knows NewFBSize gets the new size, then the whole new
    /// frame.
    @MainActor func testSizeChangeResendsEverything() async throws {
        let (h, _) = makeScene()
        let server = try serve(h)
        h.renderFrames()
        let c = try RFBTestClient(port: server.port)
        try c.exchangeVersion()
        _ = try c.securityTypes()
        XCTAssertTrue(try c.chooseNone())
        try c.initialise(newSize: true)
        _ = try c.requestScreen()
        h.resize(to: CGSize(width: 64, height: 80))
        h.renderFrames()
        XCTAssertEqual(h.display.pixelSize, PixelSize(width: 64, height: 80))
        try c.send([3, 1] + RFBTestClient.be16(0) + RFBTestClient.be16(0) + RFBTestClient.be16(96) + RFBTestClient.be16(64))
        var copy = PixelBuffer(width: 96, height: 64, format: .xrgb8888)
        var covered = Region()
        for _ in 0..<10 where !covered.contains(PixelRect(x: 0, y: 0, width: 64, height: 80)) {
            let rects = try c.readUpdate(into: copy)
            if c.width != copy.width || c.height != copy.height {
                copy = PixelBuffer(width: c.width, height: c.height, format: .xrgb8888)
                covered = Region()
                // A client asks again for the whole of the new screen.
                try c.send([3, 0] + RFBTestClient.be16(0) + RFBTestClient.be16(0) + RFBTestClient.be16(c.width) + RFBTestClient.be16(c.height))
                continue
            }
            for r in rects { covered.formUnion(r) }
        }
        XCTAssertEqual(c.width, 64)
        XCTAssertEqual(c.height, 80)
        assertSamePixels(copy, h.screenshot)
    }

    /// A client that asks for updates and never reads them stalls only itself: frames keep
    /// being presented (the main actor never waits on it) and another client gets the latest.
    @MainActor func testStalledClientSlowsOnlyItself() async throws {
        let size = PixelSize(width: 1280, height: 800)
        let server = try VNCServer(configuration: VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0)))
        try server.start(size: size)
        defer { server.stop() }
        let frame = PixelBuffer(width: size.width, height: size.height, format: .xrgb8888)
        frame.fill(frame.bounds, with: 0xff00_0000)
        server.present(frame, damage: Region(frame.bounds))
        let stalled = try RFBTestClient(port: server.port)
        try stalled.connectWithoutPassword()
        var shrink: Int32 = 4096
        setsockopt(stalled.fd, SOL_SOCKET, SO_RCVBUF, &shrink, socklen_t(MemoryLayout<Int32>.size))
        // Ask for everything, many times over, and never read (4 MB a frame fills the socket).
        for _ in 0..<20 {
            try stalled.send([3, 0] + RFBTestClient.be16(0) + RFBTestClient.be16(0) + RFBTestClient.be16(1280) + RFBTestClient.be16(800))
        }
        for i in 0..<120 {
            frame.fill(frame.bounds, with: 0xff00_0000 | UInt32(i * 2))
            server.present(frame, damage: Region(frame.bounds))
        }
        let reader = try RFBTestClient(port: server.port)
        try reader.connectWithoutPassword()
        let seen = try reader.requestScreen()
        XCTAssertEqual(seen[0, 0] & 0xffffff, 238, "the reading client sees the last frame")
        XCTAssertEqual(seen[1279, 799] & 0xffffff, 238)
        XCTAssertEqual(server.clientCount, 2, "the stalled client is still connected (it is only slow)")
    }

    /// The mirror's copy is told only the damaged rectangles (the compositor's damage).
    @MainActor func testMarkedRectanglesAreTheDamage() async throws {
        let fb = VNCFramebuffer(width: 20, height: 10)
        let src = PixelBuffer(width: 20, height: 10, format: .xrgb8888)
        src.fill(src.bounds, with: 0xff11_2233)
        let rects = fb.copy(Region(rects: [PixelRect(x: 2, y: 1, width: 3, height: 2), PixelRect(x: 18, y: 8, width: 5, height: 5)]), from: src)
        XCTAssertEqual(Region(rects: rects), Region(rects: [PixelRect(x: 2, y: 1, width: 3, height: 2), PixelRect(x: 18, y: 8, width: 2, height: 2)]),
                       "damage clipped to the screen")
        XCTAssertEqual(fb.xrgb(x: 2, y: 1) & 0xffffff, 0x112233)
        XCTAssertEqual(fb.xrgb(x: 0, y: 0), 0, "outside the damage nothing is copied")
        XCTAssertEqual(fb.pixels[1 * 20 + 2] & 0xffffff, 0x33_2211, "libvncserver's default format: red in the lowest byte")
    }

    // MARK: Bad input

    /// A malformed message (an unknown message type) closes that client only; the server and
    /// the other client go on.
    @MainActor func testMalformedMessageClosesOnlyThatClient() async throws {
        let (h, _) = makeScene()
        let server = try serve(h)
        h.renderFrames()
        let good = try RFBTestClient(port: server.port)
        try good.connectWithoutPassword()
        let bad = try RFBTestClient(port: server.port)
        try bad.connectWithoutPassword()
        try bad.send([0xfe, 1, 2, 3, 4, 5, 6, 7])
        XCTAssertTrue(bad.waitForClose(), "the malformed client is disconnected")
        await spin { server.clientCount == 1 }
        XCTAssertEqual(server.clientCount, 1)
        assertSamePixels(try good.requestScreen(), h.screenshot)
        // A truncated handshake: the connection closes and nothing else happens.
        let cut = try RFBTestClient(port: server.port)
        _ = try cut.read(12, "the version")
        try cut.send(Array("RFB 00".utf8))
        close(cut.fd)
        assertSamePixels(try good.requestScreen(), h.screenshot)
    }

    /// 50 clients at once all get the screen (vnc_max_clients raised to 64).
    @MainActor func testFiftyClientsAtOnce() async throws {
        let (h, _) = makeScene()
        let server = try serve(h, VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0), maxClients: 64))
        h.renderFrames()
        var clients: [RFBTestClient] = []
        for _ in 0..<50 {
            let c = try RFBTestClient(port: server.port)
            try c.connectWithoutPassword()
            clients.append(c)
        }
        XCTAssertEqual(server.clientCount, 50)
        let shown = h.screenshot
        for c in clients { assertSamePixels(try c.requestScreen(), shown) }
    }

    /// A client beyond `vnc_max_clients` is refused; those connected keep their connection.
    @MainActor func testClientBeyondTheLimitIsRefused() async throws {
        let (h, _) = makeScene()
        let server = try serve(h, VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0), maxClients: 2))
        h.renderFrames()
        let a = try RFBTestClient(port: server.port), b = try RFBTestClient(port: server.port)
        try a.connectWithoutPassword()
        try b.connectWithoutPassword()
        // A client counts once the server has sent its ServerInit (the client may read it first).
        await spin { server.establishedCount == 2 }
        let third = try RFBTestClient(port: server.port)
        XCTAssertTrue(third.waitForClose(), "the third client is refused")
        XCTAssertEqual(server.clientCount, 2)
        assertSamePixels(try a.requestScreen(), h.screenshot)
    }

    /// Connections that never say a word do not take the client slots: the oldest in the
    /// handshake is closed for a newcomer, a client still gets through, and the rest are closed
    /// once the handshake timeout has passed (on the server's clock, virtual here).
    @MainActor func testSilentConnectionsAreClosedAndNeverLockClientsOut() async throws {
        let (h, _) = makeScene()
        let time = Mutex(0.0)
        let server = try serve(h, VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0), maxClients: 2,
                                                         handshakeTimeout: 10, maxHandshakes: 3),
                               now: { time.withLock { $0 } })
        h.renderFrames()
        var silent: [RFBTestClient] = []
        // The server takes connections in the order they came (one listener thread).
        for _ in 0..<4 { silent.append(try RFBTestClient(port: server.port)) }
        XCTAssertTrue(silent[0].waitForClose(), "the oldest silent connection made room for the fourth")
        time.withLock { $0 = 5 }
        let operatorClient = try RFBTestClient(port: server.port)
        try operatorClient.connectWithoutPassword()
        await spin { server.establishedCount == 1 }
        XCTAssertEqual(server.establishedCount, 1, "a client gets through past silent connections")
        XCTAssertTrue(silent[1].waitForClose(), "the next oldest made room for the client")
        server.closeExpiredHandshakes()
        await spin { server.clientCount == 3 }
        XCTAssertEqual(server.clientCount, 3, "nothing timed out yet")
        time.withLock { $0 = 10 }
        server.closeExpiredHandshakes()
        for c in silent[2...] { XCTAssertTrue(c.waitForClose(), "closed 10 s after it came") }
        await spin { server.clientCount == 1 }
        XCTAssertEqual(server.clientCount, 1)
        assertSamePixels(try operatorClient.requestScreen(), h.screenshot)
    }

    // MARK: Passwords and roles

    private func passwordFile(_ text: String) throws -> String {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vnc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("passwords").path
        XCTAssertTrue(FileManager.default.createFile(atPath: path, contents: Data(text.utf8), attributes: [.posixPermissions: 0o600]))
        return path
    }

    /// VNC authentication (the DES challenge): the password picks the role; a wrong one
    /// fails, and after three an address is refused for 60 s without its password checked.
    @MainActor func testPasswordPicksTheRoleAndWrongOnesAreRateLimited() async throws {
        let (h, _) = makeScene()
        let path = try passwordFile("# roles\ncontrol operator1\nview watcher\n")
        let time = Mutex(1000.0)
        let server = try serve(h, VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0), passwordFile: path),
                               now: { time.withLock { $0 } })
        h.renderFrames()

        let viewer = try RFBTestClient(port: server.port)
        try viewer.exchangeVersion()
        XCTAssertEqual(try viewer.securityTypes(), [2], "a password file: VNC authentication only")
        XCTAssertTrue(try viewer.authenticate(password: "watcher"))
        try viewer.initialise()
        let controller = try RFBTestClient(port: server.port)
        try controller.exchangeVersion()
        _ = try controller.securityTypes()
        XCTAssertTrue(try controller.authenticate(password: "operator1"))
        try controller.initialise()
        XCTAssertEqual(server.clients.map(\.role), [.view, .control])
        assertSamePixels(try viewer.requestScreen(), h.screenshot)

        for _ in 0..<3 {
            let wrong = try RFBTestClient(port: server.port)
            try wrong.exchangeVersion()
            _ = try wrong.securityTypes()
            XCTAssertFalse(try wrong.authenticate(password: "guess"))
        }
        // Blocked: even the right password is not checked (the connection is refused).
        let blocked = try RFBTestClient(port: server.port)
        XCTAssertTrue(blocked.waitForClose(), "a blocked address is refused")
        // 60 s later the address may try again.
        time.withLock { $0 += 61 }
        let later = try RFBTestClient(port: server.port)
        try later.exchangeVersion()
        _ = try later.securityTypes()
        XCTAssertTrue(try later.authenticate(password: "operator1"))
    }

    /// A view client's pointer and keys do nothing; a control client's button 1 is a touch in
    /// its own slot at the VNC position (identity here: no mounting rotation).
    @MainActor func testViewInputIsIgnoredAndControlInputArrives() async throws {
        let (h, _) = makeScene()
        let path = try passwordFile("control c0ntrol\nview v1ew\n")
        let server = try serve(h, VNCServerConfiguration(listen: VNCListenAddress(host: "127.0.0.1", port: 0), passwordFile: path))
        var got: [(VNCClient, [VNCInput])] = []
        server.onInput = { got.append(($0, $1)) }
        h.renderFrames()
        let viewer = try RFBTestClient(port: server.port)
        try viewer.exchangeVersion(); _ = try viewer.securityTypes()
        XCTAssertTrue(try viewer.authenticate(password: "v1ew")); try viewer.initialise()
        let controller = try RFBTestClient(port: server.port)
        try controller.exchangeVersion(); _ = try controller.securityTypes()
        XCTAssertTrue(try controller.authenticate(password: "c0ntrol")); try controller.initialise()
        try viewer.pointer(buttons: 1, x: 5, y: 5)
        try viewer.key(0x61, down: true)
        try controller.pointer(buttons: 1, x: 20, y: 10)
        try controller.pointer(buttons: 0, x: 20, y: 10)
        await spin { got.flatMap(\.1).count >= 2 }
        XCTAssertEqual(got.map(\.0.role), got.map { _ in .control }, "only the control client's input arrives")
        XCTAssertEqual(got.flatMap(\.1), [.pointer(buttons: 1, x: 20, y: 10), .pointer(buttons: 0, x: 20, y: 10)])
    }

    /// 100,000 pointer motions from one client reach the main actor coalesced: the latest
    /// motion per button state, button changes in order, one drain for the whole flood while
    /// the main actor is busy — not 100,000 main-queue blocks.
    @MainActor func testPointerFloodIsCoalesced() async throws {
        let (h, _) = makeScene()
        let server = try serve(h)
        var batches: [[VNCInput]] = []
        server.onInput = { _, inputs in batches.append(inputs) }
        h.renderFrames()
        let c = try RFBTestClient(port: server.port)
        try c.connectWithoutPassword()
        let id = try XCTUnwrap(server.clients.first?.id)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(600_012)
        for i in 0..<100_000 { bytes += [5, 0] + RFBTestClient.be16(i % 96) + RFBTestClient.be16(i % 64) }
        bytes += [5, 1, 0, 7, 0, 9]   // press at 7,9
        bytes += [5, 0, 0, 7, 0, 9]   // release
        // The main actor stays busy (this test) while the client thread takes the flood in.
        try c.send(bytes)
        let deadline = Date().addingTimeInterval(10)
        while server.queuedInput(of: id).last != .pointer(buttons: 0, x: 7, y: 9), Date() < deadline { usleep(1000) }
        let last = 99_999
        XCTAssertEqual(server.queuedInput(of: id), [.pointer(buttons: 0, x: last % 96, y: last % 64),
                                                    .pointer(buttons: 1, x: 7, y: 9), .pointer(buttons: 0, x: 7, y: 9)])
        await spin { !batches.isEmpty }
        XCTAssertEqual(batches.count, 1, "one drain for the whole flood")
        XCTAssertEqual(batches.first?.count, 3)
    }
}
