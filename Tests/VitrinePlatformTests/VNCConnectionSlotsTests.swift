import VitrinePlatform
import XCTest

/// Who may hold a VNC connection, on a virtual clock: connections in the RFB handshake never
/// take the slots of clients through it, the oldest makes room for a newcomer, and each is
/// closed after the handshake timeout.
final class VNCConnectionSlotsTests: XCTestCase {
    /// 16 silent connections (never through the handshake) leave the 16 client slots free: the
    /// oldest ones make room, and an operator arriving after them gets through.
    func testSilentConnectionsNeverTakeTheClientSlots() {
        var s = VNCConnectionSlots(maxClients: 16, maxHandshakes: 8, handshakeTimeout: 10)
        var evicted: [Int] = []
        for id in 1...16 {
            guard case .admitted(let e) = s.admit(id, now: Double(id) * 0.1) else { return XCTFail("connection \(id) refused") }
            if let e { evicted.append(e) }
        }
        XCTAssertEqual(evicted, Array(1...8), "the oldest in the handshake make room")
        XCTAssertEqual(s.handshakeCount, 8)
        XCTAssertEqual(s.admit(17, now: 2), .admitted(evicting: 9))
        XCTAssertTrue(s.finishHandshake(17), "the operator gets a slot")
        XCTAssertEqual(s.establishedCount, 1)
        XCTAssertFalse(s.finishHandshake(9), "closed to make room: no slot even if it answers now")
    }

    /// A connection not through the handshake within the timeout is taken for closing; the
    /// others stay.
    func testHandshakeTimeout() {
        var s = VNCConnectionSlots(maxClients: 4, maxHandshakes: 8, handshakeTimeout: 10)
        XCTAssertEqual(s.admit(1, now: 0), .admitted(evicting: nil))
        XCTAssertEqual(s.admit(2, now: 3), .admitted(evicting: nil))
        XCTAssertEqual(s.admit(3, now: 4), .admitted(evicting: nil))
        XCTAssertTrue(s.finishHandshake(3))
        XCTAssertEqual(s.takeExpired(now: 9.9), [])
        XCTAssertEqual(s.takeExpired(now: 10), [1])
        XCTAssertEqual(s.takeExpired(now: 12.9), [])
        XCTAssertEqual(s.takeExpired(now: 13), [2])
        XCTAssertEqual(s.handshakeCount, 0)
        XCTAssertEqual(s.establishedCount, 1, "a client through the handshake has no deadline")
        XCTAssertEqual(s.takeExpired(now: 1000), [])
    }

    /// `maxClients` through the handshake: the next connection is refused; one that finishes
    /// its handshake when the last slot has just gone is refused then; a client leaving frees
    /// its slot.
    func testClientLimit() {
        var s = VNCConnectionSlots(maxClients: 2, maxHandshakes: 8, handshakeTimeout: 10)
        for id in 1...3 { XCTAssertEqual(s.admit(id, now: 0), .admitted(evicting: nil)) }
        XCTAssertTrue(s.finishHandshake(1))
        XCTAssertTrue(s.finishHandshake(2))
        XCTAssertFalse(s.finishHandshake(3), "all slots taken while it was in the handshake")
        XCTAssertEqual(s.admit(4, now: 1), .full(2))
        s.remove(1)
        XCTAssertEqual(s.admit(5, now: 1), .admitted(evicting: nil))
        XCTAssertTrue(s.finishHandshake(5))
    }
}
