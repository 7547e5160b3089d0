import CVitrineShims
import Dispatch
import Foundation

/// Runs what is waiting on the main thread's run loop without ever blocking: the main
/// dispatch queue (main-actor jobs such as `Task { @MainActor in }` and their continuations,
/// `DispatchQueue.main.async`), `RunLoop.main.perform` blocks, and `Timer`s already due on the
/// real clock. A test harness calls it so that work an app queues runs inside the test's own
/// synchronous steps.
package enum MainRunLoopPump {
    /// At most this many turns per call: a main queue that refills itself forever (a bug in
    /// the code under test) cannot hang the test.
    package static let turnLimit = 1_000

    /// Turns the main run loop (each turn handles what is ready, never waits) until the main
    /// queue is empty; returns whether the main queue could be drained from here.
    ///
    /// Returns `false` (and does one turn only) when called from inside a main-queue job — an
    /// `async` test method or a Swift Testing test runs as one: the main queue is serial, so
    /// nothing queued behind the running job can run until it returns or suspends (`await`).
    @MainActor @discardableResult
    package static func drain() -> Bool {
        guard Thread.isMainThread else { return false }
        // The last drain found itself inside a main-queue job (an async test): while its marker
        // cannot run, nothing queued can — one turn to see, without queueing more markers.
        if let waiting = blockedMarker {
            if !waiting.ran { turn() }
            if !waiting.ran { return false }
            blockedMarker = nil
        }
        // A marker shows whether a turn can drain the main queue from here at all, and that
        // everything queued before it has run. Work that work queues lands behind it, so the
        // pump goes round at least twice, then as long as libdispatch signals more.
        var turns = 0
        for round in 0..<turnLimit {
            let marker = Marker()
            DispatchQueue.main.async { MainActor.assumeIsolated { marker.ran = true } }
            turn()
            turns += 1
            if !marker.ran {
                if round == 0 {
                    blockedMarker = marker
                    return false
                }
                // Behind a long queue: keep turning until the marker comes up.
                while !marker.ran, turns < turnLimit { turn(); turns += 1 }
            }
            if round >= 1, !mainQueueHasWork { break }
            if turns >= turnLimit { break }
        }
        // Resumed tasks on their way to the main queue: a known event, waited for by turning
        // (bounded: a task that never arrives is reported, not waited on forever).
        let deadline = DispatchTime.now() + .seconds(5)
        while MainClock.resumptionsInFlight > 0 {
            if DispatchTime.now() > deadline {
                FileHandle.standardError.write(Data("MainRunLoopPump: \(MainClock.resumptionsInFlight) resumed task(s) never reached the main queue\n".utf8))
                MainClock.resumptionsInFlight = 0
                break
            }
            turn()
        }
        return true
    }

    /// Whether the main dispatch queue has work waiting.
    package static var mainQueueHasWork: Bool { CVitrineShims_main_queue_has_work() == 1 }

    /// One non-blocking turn of the main run loop in the default mode.
    private static func turn() {
        _ = RunLoop.main.run(mode: .default, before: .distantPast)
    }

    @MainActor private final class Marker { var ran = false }

    /// The marker of a drain that found itself inside a main-queue job, until it runs.
    @MainActor private static var blockedMarker: Marker?
}
