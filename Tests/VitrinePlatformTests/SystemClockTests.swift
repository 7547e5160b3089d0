import XCTest
import VitrinePlatform

/// `SystemClock`: the real clock's timers on the main queue. The animator schedules one every
/// frame, so a timer must leave nothing behind once it has fired (or was cancelled).
final class SystemClockTests: XCTestCase {
    /// Something a timer's body holds, to see whether the body is still alive.
    private final class Token {}

    /// Rule: a fired timer keeps nothing alive — not its body, not what the body captured —
    /// whether or not the caller keeps the timer (one leaked body per frame was the kiosk's
    /// memory growth over a long run).
    @MainActor func testAFiredTimerKeepsNothingAlive() async {
        let clock = SystemClock()
        weak var dropped: Token?
        weak var kept: Token?
        var timer: ClockTimer?
        let fired = expectation(description: "both timers fired")
        fired.expectedFulfillmentCount = 2
        do {
            let a = Token(), b = Token()
            dropped = a
            kept = b
            clock.schedule(after: 0) { _ = a; fired.fulfill() }
            timer = clock.schedule(after: 0) { _ = b; fired.fulfill() }
        }
        await fulfillment(of: [fired], timeout: 10)
        // One more turn of the main queue, so the fired work items are released.
        let turned = expectation(description: "the main queue turned")
        DispatchQueue.main.async { turned.fulfill() }
        await fulfillment(of: [turned], timeout: 10)
        XCTAssertNil(dropped, "the body of a fired timer nobody kept is gone")
        XCTAssertNil(kept, "a timer the caller keeps does not keep its fired body")
        XCTAssertFalse(timer?.isCancelled ?? true)
    }

    /// Rule: a cancelled timer never fires and keeps nothing alive.
    @MainActor func testACancelledTimerNeverFiresAndKeepsNothingAlive() async {
        let clock = SystemClock()
        weak var captured: Token?
        var ran = false
        do {
            let t = Token()
            captured = t
            let timer = clock.schedule(after: 0) { _ = t; ran = true }
            timer.cancel()
            XCTAssertTrue(timer.isCancelled)
        }
        let later = expectation(description: "a later timer fired")
        clock.schedule(after: 0.01) { later.fulfill() }
        await fulfillment(of: [later], timeout: 10)
        let turned = expectation(description: "the main queue turned")
        DispatchQueue.main.async { turned.fulfill() }
        await fulfillment(of: [turned], timeout: 10)
        XCTAssertFalse(ran)
        XCTAssertNil(captured)
    }

    /// Rule: 100,000 timers, each scheduled by the one before (as the animator schedules its
    /// tick every frame), leave none of their bodies alive once they have all fired.
    @MainActor func testAChainOf100000TimersLeavesNothingAlive() async {
        let clock = SystemClock()
        var alive: [WeakToken] = []
        var remaining = 100_000
        let done = expectation(description: "the last timer fired")
        func next() {
            let token = Token()
            if remaining % 1_000 == 0 { alive.append(WeakToken(token)) }
            clock.schedule(after: 0) {
                _ = token
                remaining -= 1
                if remaining == 0 { done.fulfill() } else { next() }
            }
        }
        next()
        await fulfillment(of: [done], timeout: 120)
        let turned = expectation(description: "the main queue turned")
        DispatchQueue.main.async { turned.fulfill() }
        await fulfillment(of: [turned], timeout: 10)
        XCTAssertEqual(alive.filter { $0.token != nil }.count, 0, "of \(alive.count) sampled timer bodies")
    }

    private final class WeakToken {
        weak var token: Token?
        init(_ token: Token) { self.token = token }
    }
}
