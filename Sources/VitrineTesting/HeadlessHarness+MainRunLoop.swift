import Foundation
import VitrinePlatform

/// What follows the harness's virtual clock, and how work the app queues gets to run.
///
/// The harness installs its `clock` as the main clock for as long as it lives, so in code that
/// imports Vitrine these fire when the test advances time (`advance(by:)`), never before:
/// `DispatchQueue.main.asyncAfter(deadline:execute:)`, `Task.sleep(nanoseconds:)`,
/// `Task.sleep(for:)`, `perform(afterDelay:_:)`, and everything Vitrine itself times (animations,
/// gesture and key-repeat timers, the idle controller).
///
/// Foundation's `Timer` stays on the real clock: its run loop on Linux fires a timer only when
/// the kernel timer it armed (a `timerfd` on the real `CLOCK_MONOTONIC`) expires, so neither
/// this clock nor a faked `clock_gettime` (libfaketime's way) makes it fire, and a stand-in for
/// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` would be ambiguous in every file that
/// imports both Foundation and Vitrine. The harness still runs the main run loop, so a timer
/// whose real time has come fires in the next step. Code a test must drive uses
/// `MainClockTimer` (the same API, on this clock) or one of the APIs above.
///
/// `runUntilIdle()` also fires the virtual clock's timers already due (a zero delay), until none
/// is; `advance(by:)` fires every timer it reaches (those already due too); `renderFrames()`
/// fires none.
///
/// Every `advance(by:)`, `runUntilIdle()` and `renderFrames()` step drains the main run loop
/// without waiting (`MainRunLoopPump`): main-actor jobs (`Task { @MainActor in }` and tasks
/// resuming from a virtual sleep), `DispatchQueue.main.async` blocks, `RunLoop.main.perform`
/// blocks and due `Timer`s run there, in the order they were queued. That needs a synchronous
/// test method: inside an `async` test (or a Swift Testing test) the test itself is a main-queue
/// job, and the main queue runs nothing else until the test suspends — there, `await` the
/// result (for instance `await Task.yield()` after `advance(by:)`). Work that leaves the main
/// actor (a `nonisolated async` function, `Task.detached`) runs on other threads in real time;
/// the harness does not wait for it.
extension HeadlessHarness {
    /// Runs the frame loop and the main run loop until neither has anything left (bounded).
    func settle() { loop.settle() }

    /// The most rounds `runUntilIdle()` takes before it calls the work under test endless.
    public static let idleRoundLimit = 1_000

    /// Runs everything that can run without moving the clock, until nothing can: pending
    /// layout, display and main-loop work, and the virtual clock's timers that are already due
    /// — work queued with no delay (`perform(afterDelay: 0)`, `asyncAfter(deadline: .now())`,
    /// the on-screen keyboard hiding after `resignFirstResponder()`) — round after round, as
    /// the kiosk's run loop would in its next turns. It returns when no timer is due, the main
    /// queue is empty and no frame is wanted.
    ///
    /// Bounded: work that always queues more work due now (a timer that re-arms itself with no
    /// delay) never lets the app rest; after `idleRoundLimit` rounds the running test fails,
    /// saying so, and the call returns.
    public func runUntilIdle(fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: Int = #column) {
        for _ in 0..<Self.idleRoundLimit {
            settle()
            if clock.fireDueTimers() == 0 { return }
        }
        settle()
        guard clock.hasDueTimers else { return }
        TestSourceLocation(fileID: fileID, filePath: filePath, line: line, column: column)
            .fail("runUntilIdle: still not idle after \(Self.idleRoundLimit) rounds: work due now keeps queueing more work due now "
                  + "(a timer that re-arms itself with no delay?); the clock is at \(clock.now) s")
    }
}
