import Dispatch
import Foundation
import Synchronization
import XCTest
@testable import VitrinePlatform

/// A full server makes room for a newcomer only by closing a client with nothing in flight: a
/// client waiting for a deferred reply (a swipe, a replay playing) or one the kiosk says is
/// busy (a recording between its requests) is never the one closed; when all are busy, the
/// newcomer is turned away with an error line. On a manual time, so "idle longest" is exact.
final class ControlSocketBusyClientTests: XCTestCase {
    private var directory = ""
    private let queue = DispatchQueue(label: "control-socket-busy-tests")
    private var server: ControlSocketServer?
    private let time = ManualTime()
    private let held = HeldRequests()

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "vitrine-busy-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let server { queue.sync { server.stop() } }
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var socketPath: String { directory + "/c.sock" }

    /// A server that answers `ok LINE` at once, except `hold`, whose reply waits in `held`;
    /// `busy` names the connections the kiosk would call busy.
    private func startServer(busy: @escaping @Sendable (Int) -> Bool = { _ in false }) throws -> ControlSocketServer {
        let time = self.time, held = self.held
        let s = ControlSocketServer(path: socketPath, queue: queue, timing: .manual { time.now }) { request in
            if request.line == "hold" { held.requests.append(request) } else { request.respond(ControlSocketResponse(line: "ok " + request.line)) }
        }
        s.isConnectionBusy = busy
        try queue.sync { try s.start() }
        server = s
        return s
    }

    /// `count` clients, each connected and answered one second after the one before.
    private func connect(_ count: Int) throws -> [ControlSocketClient] {
        var clients: [ControlSocketClient] = []
        for i in 0..<count {
            let c = try ControlSocketClient(path: socketPath)
            XCTAssertEqual(try c.request("\(i)"), "ok \(i)")
            clients.append(c)
            time.advance(by: 1)
        }
        return clients
    }

    func testAClientWaitingForItsReplyIsNotClosedToMakeRoom() throws {
        let s = try startServer()
        // The first client starts a command that answers later (a replay playing) and is the
        // longest idle by its last command when the newcomer comes.
        let busy = try ControlSocketClient(path: socketPath)
        try busy.send("hold")
        let deadline = Date().addingTimeInterval(10)
        while queue.sync(execute: { held.requests.isEmpty }), Date() < deadline { usleep(1000) }
        XCTAssertEqual(queue.sync { held.requests.count }, 1, "the server has the command")
        time.advance(by: 1)
        let idle = try connect(15)
        let newcomer = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try newcomer.request("status"), "ok status")
        XCTAssertEqual(try idle[0].readLine(timeout: 5), ControlSocketResponse.errorLine("closing: idle for 15 s and another client needs the slot"),
                       "the longest-idle client with nothing in flight made room")
        XCTAssertTrue(idle[0].isClosedByServer(timeout: 5))
        queue.sync { for r in held.requests { r.respond(ControlSocketResponse(line: "ok held")) } }
        XCTAssertEqual(try busy.readLine(timeout: 5), "ok held", "the busy client kept its connection and got its reply")
        XCTAssertEqual(queue.sync { s.clientCount }, 16)
    }

    func testAClientTheKioskCallsBusyIsNotClosedToMakeRoom() throws {
        let busyID = BusyID()
        let s = try startServer { id in busyID.id == id }
        let clients = try connect(16)
        // The first client is recording: between its requests it has nothing pending, yet the
        // kiosk holds work for it. Its id is the first connection's.
        busyID.id = 1
        let newcomer = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try newcomer.request("status"), "ok status")
        XCTAssertEqual(try clients[1].readLine(timeout: 5), ControlSocketResponse.errorLine("closing: idle for 15 s and another client needs the slot"))
        XCTAssertEqual(try clients[0].request("record status"), "ok record status", "the recording client is still connected")
        XCTAssertEqual(queue.sync { s.clientCount }, 16)
    }

    func testWhenEveryClientIsBusyTheNewcomerIsRefused() throws {
        let s = try startServer { _ in true }
        let clients = try connect(16)
        let newcomer = try ControlSocketClient(path: socketPath)
        XCTAssertEqual(try newcomer.request("status"),
                       ControlSocketResponse.errorLine("all 16 control clients are busy (recording, replaying, waiting for a reply); try again later"))
        XCTAssertTrue(newcomer.isClosedByServer(timeout: 5))
        for (i, c) in clients.enumerated() { XCTAssertEqual(try c.request("still \(i)"), "ok still \(i)") }
        XCTAssertEqual(queue.sync { s.clientCount }, 16)
    }
}

/// Deferred requests, touched on the server's queue only.
private final class HeldRequests: @unchecked Sendable {
    var requests: [ControlSocketRequest] = []
}

/// The connection the test calls busy, read on the server's queue.
private final class BusyID: Sendable {
    private let value = Mutex(0)
    var id: Int {
        get { value.withLock { $0 } }
        set { value.withLock { $0 = newValue } }
    }
}
