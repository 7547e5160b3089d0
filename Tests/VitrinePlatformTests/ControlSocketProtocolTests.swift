import Dispatch
import Foundation
import XCTest
@testable import VitrinePlatform

/// Protocol version 2 of the control socket (Docs/control-protocol.md): deferred replies keep
/// a client's replies in order, a payload follows its line in `<length>\n<bytes>` chunks ended
/// by `0\n` and is pulled only as the client reads, and the kiosk hears when a connection goes.
final class ControlSocketProtocolTests: XCTestCase {
    private var directory = ""
    private let queue = DispatchQueue(label: "control-protocol-tests")
    private var server: ControlSocketServer?

    override func setUpWithError() throws {
        directory = NSTemporaryDirectory() + "vitrine-proto-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        if let server { queue.sync { server.stop() } }
        try? FileManager.default.removeItem(atPath: directory)
    }

    private var socketPath: String { directory + "/c.sock" }

    private func start(_ handler: @escaping @Sendable (ControlSocketRequest) -> Void) throws -> ControlSocketServer {
        let s = ControlSocketServer(path: socketPath, queue: queue, requestHandler: handler)
        try queue.sync { try s.start() }
        server = s
        return s
    }

    func testADeferredReplyHoldsBackTheNextOneSoRepliesComeInOrder() throws {
        let waiting = Waiting()
        _ = try start { request in
            if request.line == "slow" { waiting.request = request } else { request.respond(ControlSocketResponse(line: "quick")) }
        }
        let client = try ControlSocketClient(path: socketPath)
        try client.send("slow")
        try client.send("fast")
        // Nothing comes back while "slow" is unanswered, not even the answer to "fast".
        XCTAssertThrowsError(try client.readLine(timeout: 0.2))
        queue.sync { waiting.request?.respond(ControlSocketResponse(line: "slow done")) }
        XCTAssertEqual(try client.readLine(timeout: 5), "slow done")
        XCTAssertEqual(try client.readLine(timeout: 5), "quick")
    }

    func testAPayloadFollowsItsLineInChunksAndTheNextReplyAfterIt() throws {
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0 &* 7) }
        _ = try start { request in
            if request.line == "big" {
                request.respond(ControlSocketResponse(line: #"{"ok":true,"payload":true}"#, payload: ControlSocketBytesPayload(bytes)))
            } else {
                request.respond(ControlSocketResponse(line: "after"))
            }
        }
        let client = try ControlSocketClient(path: socketPath)
        try client.send("big")
        try client.send("next")
        XCTAssertEqual(try client.readLine(timeout: 5), #"{"ok":true,"payload":true}"#)
        var received: [UInt8] = []
        var chunks = 0
        let total = try client.readPayload(timeout: 5) { received += $0; chunks += 1 }
        XCTAssertEqual(total, bytes.count)
        XCTAssertEqual(received, bytes)
        XCTAssertGreaterThan(chunks, 1, "chunks of at most 16 KiB")
        XCTAssertEqual(try client.readLine(timeout: 5), "after")
    }

    /// A client that does not read gets only what fits in the outbox: the payload is pulled
    /// as it reads, so the server never holds the whole of a large reply.
    func testAPayloadIsPulledOnlyAsTheClientReads() throws {
        let source = CountingPayload(chunks: 10_000, size: 16 * 1024)
        _ = try start { request in
            request.respond(ControlSocketResponse(line: "stream", payload: source))
        }
        let client = try ControlSocketClient(path: socketPath)
        try client.send("go")
        XCTAssertEqual(try client.readLine(timeout: 5), "stream")
        let pulledWhileStalled = queue.sync { source.pulled }
        XCTAssertLessThan(pulledWhileStalled, 200, "at most the socket buffers and 32 KiB of outbox are filled")
        var total = 0
        _ = try client.readPayload(timeout: 5) { total += $0.count }
        XCTAssertEqual(total, 10_000 * 16 * 1024)
    }

    func testTheServerSaysWhenAConnectionCloses() throws {
        let closed = Waiting()
        let s = try start { $0.respond(ControlSocketResponse(line: "id \($0.connectionID)")) }
        queue.sync { s.onConnectionClosed = { id in closed.ids.append(id) } }
        let a = try ControlSocketClient(path: socketPath)
        let reply = try a.request("hello")
        a.close()
        let id = Int(reply.dropFirst(3)) ?? -1
        let deadline = Date().addingTimeInterval(5)
        while queue.sync(execute: { closed.ids.isEmpty }), Date() < deadline { usleep(1000) }
        XCTAssertEqual(queue.sync { closed.ids }, [id])
    }

    func testJSONStringsAreEscaped() {
        XCTAssertEqual(JSONValue.quoted("a\"b\\c\nd\u{1}é"), #""a\"b\\c\nd\u0001é""#)
        let v: JSONValue = .object([("ok", true), ("n", 3), ("x", .double(1.5)), ("nan", .double(.nan)), ("l", .array([nil, "s"]))])
        XCTAssertEqual(v.jsonText, #"{"ok":true,"n":3,"x":1.5,"nan":null,"l":[null,"s"]}"#)
        XCTAssertEqual(ControlSocketResponse.errorLine("bad \"x\""), #"{"ok":false,"error":"bad \"x\""}"#)
    }
}

/// State the tests' handlers share with the test thread (touched on the server's queue only).
private final class Waiting: @unchecked Sendable {
    var request: ControlSocketRequest?
    var ids: [Int] = []
}

/// A payload of `chunks` chunks, counting how many were pulled (on the server's queue).
private final class CountingPayload: ControlSocketPayload, @unchecked Sendable {
    let chunks: Int
    let size: Int
    var pulled = 0
    init(chunks: Int, size: Int) {
        self.chunks = chunks
        self.size = size
    }
    func nextChunk(maxBytes: Int) -> [UInt8]? {
        guard pulled < chunks else { return nil }
        pulled += 1
        return [UInt8](repeating: UInt8(pulled & 0xff), count: min(size, maxBytes))
    }
}
