import VitrinePlatform
import XCTest

/// Wrong VNC passwords counted from all addresses together, on a virtual clock: client
/// addresses are cheap (127.0.0.0/8 for a local process, 127.0.0.1 for every SSH-tunnelled
/// operator), so guessing from many addresses is paused globally, for longer and longer.
final class VNCAuthRateLimiterTests: XCTestCase {
    /// Three wrong passwords from each of 200 addresses, one every 1/64 s: 6 are checked, then
    /// checking pauses for 2 s; the guess right after it another 4 s, then 8 s: 8 of the 600
    /// are checked (per address, 3 would block only that address: 600 checked).
    func testWrongPasswordsFromManyAddressesPauseChecking() {
        var l = VNCAuthRateLimiter()
        var checked: [Int] = []
        var pauses: [Double] = []
        for k in 1...600 {
            let t = Double(k) / 64, address = "127.0.1.\((k - 1) / 3)"
            guard l.pauseLeft(now: t) == nil, !l.isBlocked(address, now: t) else { continue }
            checked.append(k)
            if let p = l.recordFailure(address, now: t).pause { pauses.append(p) }
        }
        XCTAssertEqual(checked, [1, 2, 3, 4, 5, 6, 6 + 128, 6 + 128 + 256])
        XCTAssertEqual(pauses, [2, 4, 8])
        XCTAssertEqual(l.pauseLeft(now: 600.0 / 64), (390.0 + 8 * 64 - 600) / 64, "the third pause runs on")
    }

    /// Each wrong password right after a pause doubles the next pause, up to `maxPause`; a
    /// right password ends the doubling.
    func testPausesDoubleWhileGuessingGoesOn() throws {
        var l = VNCAuthRateLimiter()
        var t = 0.0
        for i in 0..<5 { XCTAssertNil(l.recordFailure("a\(i)", now: t).pause) }
        var seen: [Double] = []
        for i in 0..<10 {
            let f = l.recordFailure("b\(i)", now: t)
            let p = try XCTUnwrap(f.pause)
            seen.append(p)
            XCTAssertNotNil(l.pauseLeft(now: t + p - 0.001))
            XCTAssertNil(l.pauseLeft(now: t + p))
            t += p   // the next guess comes the moment the pause ends
        }
        XCTAssertEqual(seen, [2, 4, 8, 16, 32, 64, 128, 256, 300, 300])
        l.recordSuccess("operator")
        for i in 0..<5 { XCTAssertNil(l.recordFailure("c\(i)", now: t).pause, "a right password starts over") }
        XCTAssertEqual(l.recordFailure("c5", now: t).pause, 2)
    }

    /// A quiet spell (no wrong password for `window` after a pause ended) starts the doubling
    /// over; a few typos from operators never pause anything.
    func testQuietSpellStartsOver() {
        var l = VNCAuthRateLimiter()
        for i in 0..<5 { XCTAssertNil(l.recordFailure("x\(i)", now: Double(i)).pause) }
        XCTAssertEqual(l.recordFailure("x5", now: 5).pause, 2)
        XCTAssertEqual(l.recordFailure("x6", now: 7).pause, 4)
        // The pause ended at 11; nothing until 11 + 60.
        XCTAssertNil(l.recordFailure("x7", now: 71).pause, "quiet for a window: the failures before are forgotten")
        var typos = VNCAuthRateLimiter()
        for i in 0..<5 { XCTAssertNil(typos.recordFailure("127.0.0.1", now: Double(i) * 30).pause) }
    }
}
