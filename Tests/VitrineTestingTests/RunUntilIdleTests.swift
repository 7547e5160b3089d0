import Foundation
import Testing
import Vitrine
import XCTest

/// `HeadlessHarness.runUntilIdle()` runs what the kiosk's run loop would run in its next
/// turns without time passing: work queued with no delay on the virtual clock too, and work
/// that work queues, until nothing is left. (Synchronous XCTest methods: the main queue's
/// work runs inside them; see HeadlessHarness+MainRunLoop.swift.)
final class RunUntilIdleTests: XCTestCase {
    /// Zero-delay work (`perform(afterDelay: 0)`, `asyncAfter(deadline: .now())`) is done after
    /// `runUntilIdle()`, and the clock has not moved.
    @MainActor func testZeroDelayWorkRuns() {
        let h = HeadlessHarness(width: 100, height: 100)
        let label = UILabel()
        h.window.addSubview(label)
        h.renderFrames()
        let t0 = h.clock.now
        let ran = Steps<String>()
        label.perform(afterDelay: 0) { ran.items.append("perform") }
        DispatchQueue.main.asyncAfter(deadline: .now()) { MainActor.assumeIsolated { ran.items.append("asyncAfter") } }
        h.runUntilIdle()
        XCTAssertEqual(ran.items, ["perform", "asyncAfter"])
        XCTAssertEqual(h.clock.now, t0)
    }

    /// Work queued by that work runs too, through the main queue and the clock in turn; a
    /// view it changes is drawn; later work stays later.
    @MainActor func testChainsRunUntilNothingIsDueAndTheFrameIsDrawn() {
        let h = HeadlessHarness(width: 40, height: 30)
        h.window.backgroundColor = .white
        h.renderFrames()
        let steps = Steps<Int>()
        var later = false
        h.window.perform(afterDelay: 0) {
            steps.items.append(1)
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    steps.items.append(2)
                    h.window.perform(afterDelay: 0) {
                        steps.items.append(3)
                        h.window.backgroundColor = .red
                    }
                }
            }
        }
        h.window.perform(afterDelay: 1) { later = true }
        h.runUntilIdle()
        XCTAssertEqual(steps.items, [1, 2, 3])
        XCTAssertFalse(later)
        XCTAssertEqual(h.screenshot.row(15)[20] & 0xFF_FFFF, 0xFF_0000)
        XCTAssertFalse(h.screen.hasFrameWork)
    }

}

/// What ran, in order (a reference a `@Sendable` block can append to on the main actor).
@MainActor private final class Steps<Item> {
    var items: [Item] = []
}

/// `runUntilIdle()` is bounded.
@Suite struct RunUntilIdleBoundTests {
    /// A timer that re-arms itself with no delay never lets the app rest: the call returns
    /// after its bound of rounds and the test is told.
    @Test @MainActor func endlessZeroDelayWorkIsReportedNotAHang() {
        let h = HeadlessHarness(width: 20, height: 20)
        var fired = 0
        func rearm() { h.window.perform(afterDelay: 0) { fired += 1; rearm() } }
        rearm()
        withKnownIssue {
            h.runUntilIdle()
        }
        #expect(fired == HeadlessHarness.idleRoundLimit)
    }
}
