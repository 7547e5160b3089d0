import XCTest
import VitrinePlatform

final class VirtualClockTests: XCTestCase {
    @MainActor func testTimersFireInDeadlineOrderOnlyWhenTimeReachesThem() async {
        let clock = VirtualClock()
        var fired: [String] = []
        clock.schedule(after: 2) { fired.append("b@\(clock.now)") }
        clock.schedule(after: 1) { fired.append("a@\(clock.now)") }
        clock.schedule(after: 2) { fired.append("c@\(clock.now)") }
        clock.advance(by: 0.5)
        XCTAssertEqual(fired, [])
        clock.advance(by: 1.5)
        XCTAssertEqual(fired, ["a@1.0", "b@2.0", "c@2.0"], "deadline order, then scheduling order; now equals each deadline while it fires")
        XCTAssertEqual(clock.now, 2)
    }

    @MainActor func testCancelledTimersDoNotFire() async {
        let clock = VirtualClock()
        var fired = false
        let t = clock.schedule(after: 1) { fired = true }
        t.cancel()
        clock.advance(by: 5)
        XCTAssertFalse(fired)
        XCTAssertEqual(clock.pendingTimerCount, 0)
    }

    @MainActor func testTimersScheduledWhileFiringFireInTheSameAdvanceIfDue() async {
        let clock = VirtualClock()
        var fired: [Double] = []
        clock.schedule(after: 1) {
            fired.append(clock.now)
            clock.schedule(after: 1) { fired.append(clock.now) }
            clock.schedule(after: 10) { fired.append(clock.now) }
        }
        clock.advance(by: 3)
        XCTAssertEqual(fired, [1, 2])
        XCTAssertEqual(clock.nextDeadline, 11)
    }
}

final class ManualMainLoopTests: XCTestCase {
    @MainActor func testRunsBlocksInFIFOOrderIncludingNestedOnes() async {
        let loop = ManualMainLoop()
        var order: [Int] = []
        loop.perform { order.append(1); loop.perform { order.append(3) } }
        loop.perform { order.append(2) }
        XCTAssertEqual(loop.pendingCount, 2)
        XCTAssertEqual(loop.runUntilIdle(), 3)
        XCTAssertEqual(order, [1, 2, 3])
    }
}
