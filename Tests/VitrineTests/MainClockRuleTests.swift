import Dispatch
import Foundation
import XCTest
import Vitrine
import VitrinePlatform
import VitrineTesting

/// The rule: in `HeadlessHarness` the app's time APIs follow the virtual clock (they
/// fire when the test advances time, and not before); Foundation's `Timer` stays on the real
/// clock (documented in HeadlessHarness+MainRunLoop.swift) and the harness runs the main run
/// loop, so due timers and queued main-actor work run inside the test's steps. Synchronous
/// test methods (run on the main thread, outside any main-queue job, as XCTest calls them on
/// Linux; `MainActor.assumeIsolated` states it): the harness drains the main queue only from
/// outside a main-queue job.
final class MainClockRuleTests: XCTestCase {
    @MainActor private final class Record {
        var events: [String] = []
    }

    func testAsyncAfterOnTheMainQueueFiresWhenTheVirtualClockReachesTheDeadline() { MainActor.assumeIsolated {
        let h = HeadlessHarness(width: 100, height: 100)
        let r = Record()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { MainActor.assumeIsolated { r.events.append("0.5 s") } }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { MainActor.assumeIsolated { r.events.append("0.25 s") } }
        h.advance(by: 0.249)
        XCTAssertEqual(r.events, [], "nothing fires before its time")
        h.advance(by: 0.001)
        XCTAssertEqual(r.events, ["0.25 s"])
        h.advance(by: 0.249)
        XCTAssertEqual(r.events, ["0.25 s"])
        h.advance(by: 0.001)
        XCTAssertEqual(r.events, ["0.25 s", "0.5 s"], "in deadline order, each at its time")
    } }

    func testTaskSleepResumesWhenTheVirtualClockHasMovedOnByTheDuration() { MainActor.assumeIsolated {
        let h = HeadlessHarness(width: 100, height: 100)
        let r = Record()
        Task { @MainActor in
            r.events.append("started")
            try await Task.sleep(for: .seconds(2))
            r.events.append("slept 2 s")
            try await Task.sleep(nanoseconds: 500_000_000)
            r.events.append("slept 0.5 s more")
        }
        h.runUntilIdle()
        XCTAssertEqual(r.events, ["started"], "Task { @MainActor in } starts when the harness drains the main queue")
        h.advance(by: 1.999)
        XCTAssertEqual(r.events, ["started"], "not before its time")
        h.advance(by: 0.001)
        XCTAssertEqual(r.events, ["started", "slept 2 s"])
        h.advance(by: 0.499)
        XCTAssertEqual(r.events, ["started", "slept 2 s"])
        h.advance(by: 0.001)
        XCTAssertEqual(r.events, ["started", "slept 2 s", "slept 0.5 s more"])
    } }

    func testACancelledTasksVirtualSleepThrowsCancellationErrorAtItsDeadline() { MainActor.assumeIsolated {
        let h = HeadlessHarness(width: 100, height: 100)
        let r = Record()
        let task = Task { @MainActor in
            do {
                try await Task.sleep(for: .seconds(10))
                r.events.append("slept")
            } catch is CancellationError {
                r.events.append("cancelled")
            } catch {
                r.events.append("other error")
            }
        }
        h.runUntilIdle()
        task.cancel()
        h.advance(by: 9.999)
        XCTAssertEqual(r.events, [], "noticed at the deadline (VirtualSleep), not before")
        h.advance(by: 0.001)
        XCTAssertEqual(r.events, ["cancelled"])
        let late = Task { @MainActor in
            do { try await Task.sleep(nanoseconds: 1_000_000_000); r.events.append("slept") } catch { r.events.append("cancelled at once") }
        }
        late.cancel()
        h.runUntilIdle()
        XCTAssertEqual(r.events, ["cancelled", "cancelled at once"], "a task cancelled before it sleeps throws at once")
    } }

    func testPerformAfterDelayRunsAtItsTimeAndCancelPreviousPerformRequestsCancelsThem() { MainActor.assumeIsolated {
        let h = HeadlessHarness(width: 100, height: 100)
        let r = Record()
        let view = UIView()
        view.perform(afterDelay: 2) { r.events.append("2 s") }
        view.perform(afterDelay: 1) { r.events.append("1 s") }
        h.advance(by: 0.999)
        XCTAssertEqual(r.events, [])
        h.advance(by: 0.001)
        XCTAssertEqual(r.events, ["1 s"])
        view.cancelPreviousPerformRequests()
        h.advance(by: 5)
        XCTAssertEqual(r.events, ["1 s"], "the cancelled request never runs")
        view.perform(afterDelay: 0.5) { r.events.append("again") }
        h.advance(by: 0.5)
        XCTAssertEqual(r.events, ["1 s", "again"])
    } }

    func testRunLoopMainPerformAndMainQueueBlocksRunWhenTheHarnessRunsUntilIdle() { MainActor.assumeIsolated {
        let h = HeadlessHarness(width: 100, height: 100)
        let r = Record()
        RunLoop.main.perform { MainActor.assumeIsolated { r.events.append("perform") } }
        DispatchQueue.main.async { MainActor.assumeIsolated {
            r.events.append("async")
            DispatchQueue.main.async { MainActor.assumeIsolated { r.events.append("async, queued by async") } }
        } }
        XCTAssertEqual(r.events, [])
        h.runUntilIdle()
        XCTAssertEqual(Set(r.events), ["perform", "async", "async, queued by async"])
        XCTAssertEqual(r.events.filter { $0.hasPrefix("async") }, ["async", "async, queued by async"], "main-queue blocks in FIFO order")
    } }

    func testFoundationTimerStaysOnTheRealClockButRunsFromTheHarnessesRunLoop() { MainActor.assumeIsolated {
        let h = HeadlessHarness(width: 100, height: 100)
        let r = Record()
        let later = Timer.scheduledTimer(withTimeInterval: 1000, repeats: false) { _ in MainActor.assumeIsolated { r.events.append("later") } }
        h.advance(by: 2000)
        XCTAssertEqual(r.events, [], "the virtual clock does not move a Foundation Timer")
        XCTAssertTrue(later.isValid)
        later.fire()
        XCTAssertEqual(r.events, ["later"], "a test drives it with fire()")
        XCTAssertFalse(later.isValid, "a one-shot timer is done once fired")
        // A timer already due on the real clock fires from the run loop the harness turns.
        let due = Timer(fire: Date(timeIntervalSinceNow: -1), interval: 0, repeats: false) { _ in MainActor.assumeIsolated { r.events.append("due") } }
        RunLoop.main.add(due, forMode: .default)
        h.runUntilIdle()
        XCTAssertEqual(r.events, ["later", "due"])
    } }

    func testWithoutAHarnessAsyncAfterRunsOnTheRealClock() { MainActor.assumeIsolated {
        do {
            let h = HeadlessHarness(width: 100, height: 100)
            h.advance(by: 1)
        }
        XCTAssertNil(MainClock.virtual, "the main clock is real again once the harness is gone")
        let r = Record()
        // Already due in real time: Dispatch runs it when the main queue is drained. Had it
        // gone to a virtual clock, nothing would ever advance that clock.
        DispatchQueue.main.asyncAfter(deadline: .now()) { MainActor.assumeIsolated { r.events.append("real") } }
        for _ in 0..<1000 where r.events.isEmpty { MainRunLoopPump.drain() }
        XCTAssertEqual(r.events, ["real"])
    } }

    func testAnotherQueuesAsyncAfterStaysOnTheRealClock() { MainActor.assumeIsolated {
        let h = HeadlessHarness(width: 100, height: 100)
        let done = DispatchSemaphore(value: 0)
        DispatchQueue(label: "other").asyncAfter(deadline: .now()) { done.signal() }
        XCTAssertEqual(done.wait(timeout: .now() + 10), .success, "ran on its own queue without the virtual clock moving")
        XCTAssertEqual(h.clock.now, 0)
    } }
}
