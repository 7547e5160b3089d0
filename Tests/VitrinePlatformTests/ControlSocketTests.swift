import Dispatch
import Foundation
import XCTest
@testable import VitrinePlatform

/// The control socket over a real Unix socket in a temporary directory: the server runs on its
/// own serial queue, the client blocks on the test thread with a bounded wait for each reply.
final class ControlSocketTests: XCTestCase {
    private var directory = ""
    private let queue = DispatchQueue(label: "control-socket-tests")
    private var servers: [ControlSocketServer] = []

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "vitrine-control-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        let all = servers
        queue.sync { for s in all { s.stop() } }
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var socketPath: String { directory + "/c.sock" }

    /// A started server answering `ok <line>` (`echo`), on the tests' queue.
    private func startServer(at path: String? = nil, maxClients: Int = 16,
                             handler: @escaping @Sendable (String) -> String = { "ok " + $0 }) throws -> ControlSocketServer {
        let server = ControlSocketServer(path: path ?? socketPath, queue: queue, maxClients: maxClients, handler: handler)
        try queue.sync { try server.start() }
        servers.append(server)
        return server
    }

    private func mode(of path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? NSNumber)?.intValue ?? -1
    }

    // MARK: Replies

    func testEachLineGetsTheHandlersReplyOnOneLine() throws {
        _ = try startServer { line in line == "two lines" ? "ok a\nb" : "ok got \(line)" }
        let client = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try client.request("status"), "ok got status")
        // A carriage return before the newline is dropped; a reply's newline becomes a space.
        try client.sendRaw(Array("rotate portrait\r\n".utf8))
        XCTAssertEqual(try client.readLine(timeout: 5), "ok got rotate portrait")
        XCTAssertEqual(try client.request("two lines"), "ok a b")
        // Several lines in one write, and a line split across writes.
        try client.sendRaw(Array("a\nb\nc".utf8))
        try client.sendRaw(Array("d\n".utf8))
        XCTAssertEqual(try [client.readLine(timeout: 5), client.readLine(timeout: 5), client.readLine(timeout: 5)],
                       ["ok got a", "ok got b", "ok got cd"])
    }

    func testSocketIsMode0660() throws {
        _ = try startServer()
        XCTAssertEqual(try mode(of: socketPath), 0o660)
    }

    func testInvalidUTF8GetsAnErrorAndTheClientStaysConnected() throws {
        _ = try startServer()
        let client = try ControlSocketClient(path: socketPath)
        try client.sendRaw([0xFF, 0xFE, UInt8(ascii: "\n")])
        XCTAssertEqual(try client.readLine(timeout: 5), ControlSocketResponse.errorLine("the command is not valid UTF-8"))
        XCTAssertEqual(try client.request("help"), "ok help")
    }

    func testLineLongerThan4096BytesGetsAnErrorAndClosesThatClientOnly() throws {
        let server = try startServer()
        let other = try ControlSocketClient(path: socketPath)
        let client = try ControlSocketClient(path: socketPath)
        // Exactly 4096 bytes is allowed.
        XCTAssertEqual(try client.request(String(repeating: "x", count: 4096)), "ok " + String(repeating: "x", count: 4096))
        try client.sendRaw(Array(repeating: UInt8(ascii: "y"), count: 5000))
        XCTAssertEqual(try client.readLine(timeout: 5), ControlSocketResponse.errorLine("line longer than 4096 bytes; closing"))
        XCTAssertTrue(client.isClosedByServer(timeout: 5))
        XCTAssertEqual(try other.request("still here"), "ok still here")
        XCTAssertEqual(queue.sync { server.clientCount }, 1)
    }

    func testEndOfFileClosesThatClientAndALastLineWithoutNewlineIsAnswered() throws {
        let server = try startServer()
        let a = try ControlSocketClient(path: socketPath)
        let b = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try a.request("1"), "ok 1")
        XCTAssertEqual(try b.request("2"), "ok 2")
        try b.sendRaw(Array("last".utf8))
        b.finishSending()
        XCTAssertEqual(try b.readLine(timeout: 5), "ok last")
        XCTAssertTrue(b.isClosedByServer(timeout: 5))
        // The other client is unaffected.
        XCTAssertEqual(try a.request("3"), "ok 3")
        XCTAssertEqual(queue.sync { server.clientCount }, 1)
    }

    func testASeventeenthClientIsServedAndTheLongestIdleOneMakesRoom() throws {
        let server = try startServer()
        var clients: [ControlSocketClient] = []
        for i in 0..<16 {
            let c = try ControlSocketClient(path: socketPath)
            // A round trip each, so the server has accepted it before the next one connects
            // (and the first one is the longest idle).
            XCTAssertEqual(try c.request("\(i)"), "ok \(i)")
            clients.append(c)
        }
        let extra = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try extra.request("in"), "ok in")
        XCTAssertTrue(try clients[0].readLine(timeout: 5).hasPrefix(#"{"ok":false,"error":"closing: idle for "#))
        XCTAssertTrue(clients[0].isClosedByServer(timeout: 5))
        XCTAssertEqual(try clients[15].request("still"), "ok still")
        XCTAssertEqual(queue.sync { server.clientCount }, 16)
    }

    // MARK: What is at the path already

    func testStaleSocketNobodyListensOnIsReplaced() throws {
        // A socket file left behind by a process that died: bound, never listening, closed.
        let fd = try ControlSocketIO.streamSocket(nonBlocking: false, path: socketPath)
        let address = try ControlSocketIO.address(for: socketPath)
        XCTAssertEqual(address.withSockaddr { sa, len in bind(fd, sa, len) }, 0)
        close(fd)
        XCTAssertTrue(FileManager.default.fileExists(atPath: socketPath))
        XCTAssertThrowsError(try ControlSocketClient(path: socketPath)) { e in
            XCTAssertEqual((e as? ControlSocketError)?.errno, ECONNREFUSED)
        }
        _ = try startServer()
        XCTAssertEqual(try ControlSocketClient(path: socketPath).request("hi"), "ok hi")
    }

    func testLiveServerAtThePathRefusesASecondOne() throws {
        _ = try startServer()
        let second = ControlSocketServer(path: socketPath, queue: queue) { _ in "ok second" }
        XCTAssertThrowsError(try queue.sync { try second.start() }) { e in
            let error = e as? ControlSocketError
            XCTAssertEqual(error?.reason, .alreadyListening)
            XCTAssertEqual(error?.description, "another Vitrine kiosk is listening on \(self.socketPath)")
        }
        // The first one still owns the socket.
        XCTAssertEqual(try ControlSocketClient(path: socketPath).request("who"), "ok who")
    }

    func testAFileThatIsNotASocketIsRefusedAndKept() throws {
        try Data("precious\n".utf8).write(to: URL(fileURLWithPath: socketPath))
        let server = ControlSocketServer(path: socketPath, queue: queue) { _ in "ok" }
        XCTAssertThrowsError(try queue.sync { try server.start() }) { e in
            let error = e as? ControlSocketError
            XCTAssertEqual(error?.reason, .notASocket)
            XCTAssertTrue(error?.description.contains("is not a socket") ?? false, "\(String(describing: error))")
        }
        XCTAssertEqual(try String(contentsOfFile: socketPath, encoding: .utf8), "precious\n")
        // A directory is not a socket either.
        let dir = directory + "/d"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: false)
        XCTAssertThrowsError(try queue.sync { try ControlSocketServer(path: dir, queue: queue) { _ in "" }.start() }) { e in
            XCTAssertEqual((e as? ControlSocketError)?.reason, .notASocket)
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: dir))
    }

    func testPathsThatDoNotFitASocketAddressAreRefused() throws {
        let long = "/" + String(repeating: "a", count: 107)
        for bad in ["relative.sock", long] {
            XCTAssertThrowsError(try queue.sync { try ControlSocketServer(path: bad, queue: queue) { _ in "" }.start() }) { e in
                XCTAssertEqual((e as? ControlSocketError)?.reason, .invalidPath, bad)
            }
        }
    }

    // MARK: Stop and clients

    func testStopClosesClientsAndUnlinksTheSocket() throws {
        let server = try startServer()
        let client = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try client.request("x"), "ok x")
        queue.sync { server.stop() }
        XCTAssertFalse(FileManager.default.fileExists(atPath: socketPath))
        XCTAssertTrue(client.isClosedByServer(timeout: 5))
        XCTAssertFalse(queue.sync { server.isListening })
        queue.sync { server.stop() }   // twice is fine
    }

    func testStopLeavesASocketThatIsNoLongerItsOwn() throws {
        let server = try startServer()
        // Someone removed it and another server took the path.
        unlink(socketPath)
        _ = try startServer()
        queue.sync { server.stop() }
        XCTAssertEqual(try ControlSocketClient(path: socketPath).request("other"), "ok other")
    }

    func testClientCannotConnectToAMissingSocket() {
        XCTAssertThrowsError(try ControlSocketClient(path: directory + "/none.sock")) { e in
            let error = e as? ControlSocketError
            XCTAssertEqual(error?.call, "connect")
            XCTAssertEqual(error?.errno, ENOENT)
            XCTAssertEqual(error?.errnoText, "No such file or directory")
        }
    }

    func testClientTimesOutWhenNoReplyComes() throws {
        // A listening socket whose server never answers (nothing accepts on it).
        let fd = try ControlSocketIO.streamSocket(nonBlocking: false, path: socketPath)
        defer { close(fd) }
        XCTAssertEqual(try ControlSocketIO.address(for: socketPath).withSockaddr { sa, len in bind(fd, sa, len) }, 0)
        XCTAssertEqual(listen(fd, 1), 0)
        let client = try ControlSocketClient(path: socketPath)
        XCTAssertThrowsError(try client.request("status", timeout: 0.05)) { e in
            XCTAssertEqual((e as? ControlSocketError)?.reason, .timedOut)
        }
        XCTAssertThrowsError(try client.send("two\nlines")) { e in
            XCTAssertEqual((e as? ControlSocketError)?.reason, .invalidLine)
        }
    }
}

/// Idle clients on a manual time (moved by the test, swept with `closeIdleClients()`): an idle
/// client is closed after the idle timeout, and a full server closes its longest-idle client so
/// that a newcomer (an operator) always gets in.
final class ControlSocketIdleTests: XCTestCase {
    private var directory = ""
    private let queue = DispatchQueue(label: "control-socket-idle-tests")
    private var server: ControlSocketServer?
    private let time = ManualTime()

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "vitrine-idle-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let server { queue.sync { server.stop() } }
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var socketPath: String { directory + "/c.sock" }

    private func startServer(idleTimeout: Double = 60) throws -> ControlSocketServer {
        let time = self.time
        let s = ControlSocketServer(path: socketPath, queue: queue, idleTimeout: idleTimeout, timing: .manual { time.now }) { "ok " + $0 }
        try queue.sync { try s.start() }
        server = s
        return s
    }

    private func sweep(_ s: ControlSocketServer, after seconds: Double) {
        time.advance(by: seconds)
        queue.sync { s.closeIdleClients() }
    }

    func testAClientIdleForTheTimeoutIsClosedAndACommandKeepsItOpen() throws {
        let s = try startServer(idleTimeout: 60)
        let client = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try client.request("a"), "ok a")
        sweep(s, after: 59)
        XCTAssertEqual(try client.request("b"), "ok b", "59 s idle: still open; the command restarts the count")
        sweep(s, after: 59)
        XCTAssertEqual(queue.sync { s.clientCount }, 1)
        // Bytes without a newline are not a command: they do not keep a client open.
        try client.sendRaw(Array("partial".utf8))
        XCTAssertEqual(try client.request("c"), "ok partialc")
        sweep(s, after: 60)
        XCTAssertEqual(try client.readLine(timeout: 5), ControlSocketResponse.errorLine("idle for 60 s (no command); closing"))
        XCTAssertTrue(client.isClosedByServer(timeout: 5))
        XCTAssertEqual(queue.sync { s.clientCount }, 0)
    }

    func testSixteenIdleClientsDoNotLockAnOperatorOut() throws {
        let s = try startServer()
        var idle: [ControlSocketClient] = []
        for i in 0..<16 {
            let c = try ControlSocketClient(path: socketPath)
            XCTAssertEqual(try c.request("\(i)"), "ok \(i)")
            idle.append(c)
            time.advance(by: 1)
        }
        // The operator comes in while all 16 sit idle: the longest-idle one makes room.
        let op = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try op.request("status"), "ok status")
        XCTAssertEqual(try idle[0].readLine(timeout: 5), ControlSocketResponse.errorLine("closing: idle for 16 s and another client needs the slot"))
        XCTAssertTrue(idle[0].isClosedByServer(timeout: 5))
        XCTAssertEqual(try idle[1].request("still"), "ok still", "only the longest-idle client was closed")
        XCTAssertEqual(queue.sync { s.clientCount }, 16)
        // The next newcomer closes the next longest-idle one (idle[2]: idle[1] just spoke).
        let op2 = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try op2.request("status"), "ok status")
        XCTAssertEqual(try idle[2].readLine(timeout: 5), ControlSocketResponse.errorLine("closing: idle for 14 s and another client needs the slot"))
        XCTAssertTrue(idle[2].isClosedByServer(timeout: 5))
        XCTAssertEqual(queue.sync { s.clientCount }, 16)
    }
}

extension ControlSocketIdleTests {
    /// The production path: the monotonic clock and the server's own sweep timer close an idle
    /// client (a short timeout; the test waits for the close itself, not for a time).
    func testTheServersOwnSweepTimerClosesAnIdleClient() throws {
        let s = ControlSocketServer(path: socketPath, queue: queue, idleTimeout: 0.2) { "ok " + $0 }
        try queue.sync { try s.start() }
        server = s
        let client = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try client.request("a"), "ok a")
        XCTAssertTrue(try client.readLine(timeout: 30).hasPrefix(#"{"ok":false,"error":"idle for "#))
        XCTAssertTrue(client.isClosedByServer(timeout: 30))
        XCTAssertEqual(queue.sync { s.clientCount }, 0)
    }
}

/// A time a test moves by hand, readable from the server's queue.
final class ManualTime: @unchecked Sendable {
    // @unchecked: guarded by `lock`.
    private let lock = NSLock()
    private var value: Double = 1000
    var now: Double { lock.withLock { value } }
    func advance(by seconds: Double) { lock.withLock { value += seconds } }
}
