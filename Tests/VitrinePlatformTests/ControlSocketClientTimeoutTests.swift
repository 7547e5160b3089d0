import Foundation
import XCTest
@testable import VitrinePlatform

/// `vitrinectl --timeout` bounds the whole exchange. A hung kiosk stops accepting; once its
/// queue of pending connections is full, a blocking `connect` to a Unix socket waits for room
/// forever (unix(7)) — `vitrinectl status` hung for as long as the kiosk did.
final class ControlSocketClientTimeoutTests: XCTestCase {
    func testConnectingToAServerThatNeverAcceptsTimesOut() throws {
        let dir = NSTemporaryDirectory() + "vitrine-connect-\(UUID().uuidString.prefix(8))"
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let path = dir + "/c.sock"
        // A listener that never calls accept (a kiosk whose main queue is stuck).
        let address = try ControlSocketIO.address(for: path)
        let listener = try ControlSocketIO.streamSocket(nonBlocking: false, path: path)
        defer { close(listener) }
        XCTAssertEqual(address.withSockaddr { sa, len in bind(listener, sa, len) }, 0)
        XCTAssertEqual(listen(listener, 0), 0)
        // Fill its queue: non-blocking connects succeed until it is full, then say EAGAIN.
        var queued: [Int32] = []
        defer { queued.forEach { close($0) } }
        for _ in 0..<64 {
            let fd = try ControlSocketIO.streamSocket(nonBlocking: true, path: path)
            let e = ControlSocketIO.connect(fd, to: address)
            guard e == 0 else { close(fd); XCTAssertEqual(e, EAGAIN); break }
            queued.append(fd)
        }
        XCTAssertFalse(queued.isEmpty)

        let started = Date()
        XCTAssertThrowsError(try ControlSocketClient(path: path, timeout: 0.2)) { error in
            guard let e = error as? ControlSocketError else { return XCTFail("\(error)") }
            XCTAssertEqual(e.reason, .timedOut)
            XCTAssertEqual(e.call, "connect")
        }
        // Bounded (the point of the test), not a timing threshold: 0.2 s asked, a minute allowed.
        XCTAssertLessThan(Date().timeIntervalSince(started), 60)
    }
}
