import Foundation
import VitrinePlatform

/// `Task.sleep(nanoseconds:)` and `Task.sleep(for:)` on the main clock.
///
/// In code that imports Vitrine these resolve to the methods below (Swift prefers any module's
/// declaration to the standard library's identical one), also when the file imports
/// Foundation. They run where their caller runs (`nonisolated(nonsending)`): a sleep in a
/// background task stays off the main actor. While a test harness is alive, a sleep on the main
/// actor (a view controller, a `Task { @MainActor in }`) resumes when the harness's virtual
/// clock has moved on by the duration — the task continues on the main actor when the harness
/// next drains the main queue (every `advance(by:)` and `runUntilIdle()` does). Everywhere
/// else, and without a harness, they are the standard library's real sleep. A cancelled task's
/// sleep throws `CancellationError`, as the real one does — under a harness when it starts or
/// at its deadline (see `VirtualSleep`).
///
/// What stays on the real clock even under a harness: `Task.sleep(until:tolerance:clock:)`,
/// `Task.sleep(for:tolerance:clock:)` with an explicit clock, `ContinuousClock().sleep`, sleeps
/// off the main actor, and sleeps in modules that do not import Vitrine.
extension Task where Success == Never, Failure == Never {
    /// Suspends the task for at least `duration` nanoseconds — on a test harness's virtual
    /// clock when there is one (see above). Mirrors the standard library's
    /// `Task.sleep(nanoseconds:)`.
    nonisolated(nonsending) public static func sleep(nanoseconds duration: UInt64) async throws {
        if let clock = MainClock.virtualIfOnMainThread() {
            try await VirtualSleep.sleep(seconds: Double(duration) / 1e9, on: clock)
        } else {
            try await RealSleep.sleep(nanoseconds: duration)
        }
    }

    /// Suspends the task for at least `duration` — on a test harness's virtual clock when there
    /// is one (see above). Mirrors the standard library's `Task.sleep(for:)`.
    nonisolated(nonsending) public static func sleep(for duration: Duration) async throws {
        if let clock = MainClock.virtualIfOnMainThread() {
            let c = duration.components
            try await VirtualSleep.sleep(seconds: Double(c.seconds) + Double(c.attoseconds) / 1e18, on: clock)
        } else {
            try await RealSleep.sleep(for: duration)
        }
    }
}

/// A sleep on a virtual clock: a continuation the clock resumes.
///
/// Cancellation is checked when the sleep starts and when the clock ends it (then it throws
/// `CancellationError`); a sleep cancelled in between ends at its deadline, not at once. (A
/// cancellation handler would end it at once, but `withTaskCancellationHandler` resumes the
/// task by way of another thread, at a moment a test harness cannot wait for.)
enum VirtualSleep {
    @MainActor static func sleep(seconds: Double, on clock: VirtualClock) async throws {
        try Task.checkCancellation()
        // Stated, not inferred: an un-isolated continuation would resume on the global
        // executor and come back to the main actor at a time of its own.
        await withCheckedContinuation(isolation: MainActor.shared) { (c: CheckedContinuation<Void, Never>) in
            clock.schedule(after: max(0, seconds)) {
                MainClock.resumptionsInFlight += 1
                c.resume()
            }
        }
        MainClock.resumptionsInFlight -= 1
        try Task.checkCancellation()
    }
}
