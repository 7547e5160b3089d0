import Foundation
import Vitrine
import XCTest

/// `MainClockTimer`, the drop-in for `Timer` that follows a harness's virtual clock: it fires
/// when the test advances time past its deadline, never before, as UIKit code expects a
/// `Timer` to fire.
final class MainClockTimerTests: XCTestCase {
    /// A repeating 1 s timer fires at 1, 2 and 3 s of virtual time over 3.5 s, not before; a
    /// one-shot 2 s timer fires once at 2 s and is then invalid; invalidating stops a timer.
    @MainActor func testTimersFollowTheVirtualClock() {
        let h = HeadlessHarness(width: 40, height: 30)
        let t0 = h.clock.now
        var ticks: [Double] = []
        var once: [Double] = []
        let ticker = MainClockTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in ticks.append(h.clock.now - t0) }
        let single = MainClockTimer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in once.append(h.clock.now - t0) }
        h.advance(by: 0.999)
        XCTAssertEqual(ticks, [])
        h.advance(by: 2.501)
        XCTAssertEqual(ticks, [1, 2, 3])
        XCTAssertEqual(once, [2])
        XCTAssertFalse(single.isValid)
        XCTAssertTrue(ticker.isValid)
        ticker.invalidate()
        h.advance(by: 5)
        XCTAssertEqual(ticks, [1, 2, 3])
        XCTAssertFalse(ticker.isValid)
    }

    /// `fire()` runs the block at once: a one-shot timer is then invalid and does not fire
    /// again; a repeating one keeps its schedule. A timer nobody keeps still fires (the clock
    /// holds it while it is valid), and a zero interval fires on the next `runUntilIdle()`.
    @MainActor func testFireAndKeepingAlive() {
        let h = HeadlessHarness(width: 40, height: 30)
        var fired: [String] = []
        let single = MainClockTimer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in fired.append("single") }
        single.fire()
        XCTAssertEqual(fired, ["single"])
        XCTAssertFalse(single.isValid)
        let ticker = MainClockTimer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in fired.append("tick") }
        ticker.fire()
        XCTAssertTrue(ticker.isValid)
        MainClockTimer.scheduledTimer(withTimeInterval: 0, repeats: false) { _ in fired.append("soon") }
        h.runUntilIdle()
        XCTAssertEqual(fired, ["single", "tick", "soon"])
        h.advance(by: 10.5)
        XCTAssertEqual(fired.filter { $0 == "single" }.count, 1)
        XCTAssertEqual(fired.filter { $0 == "tick" }.count, 1 + 10)
        ticker.invalidate()
    }

    /// Moving `fireDate` moves the next firing (to 0.5 s of virtual time from now here).
    @MainActor func testMovingTheFireDate() {
        let h = HeadlessHarness(width: 40, height: 30)
        var fired = 0
        let timer = MainClockTimer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in fired += 1 }
        timer.fireDate = Date(timeIntervalSinceNow: 0.5)
        h.advance(by: 0.6)
        XCTAssertEqual(fired, 1)
    }
}
