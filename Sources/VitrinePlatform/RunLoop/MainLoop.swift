import Dispatch
import Foundation

/// Where deferred main-actor work (the next frame, a frame-done callback) runs.
///
/// The app's loop is Foundation's main `RunLoop` (which drains the main dispatch queue);
/// tests use `ManualMainLoop` and drain it explicitly.
@MainActor
public protocol MainLoop: AnyObject {
    /// Runs `block` on the main actor soon, after the current work, in FIFO order.
    func perform(_ block: @escaping @MainActor () -> Void)
}

/// The main dispatch queue as the run loop. Every fd source, timer and frame runs on it; the
/// process runs it through Foundation's main `RunLoop` (`run()`).
@MainActor
public final class DispatchMainLoop: MainLoop {
    public init() {}

    public func perform(_ block: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
    }

    /// Runs the main thread's loop forever (until `exit`): Foundation's main `RunLoop`, as
    /// `UIApplicationMain` does on iOS, so `Timer`, `RunLoop.main.perform` and
    /// `perform(afterDelay:_:)` work as well as the main dispatch queue (dispatch sources,
    /// `DispatchQueue.main.async`/`asyncAfter`) and the main actor's jobs (`Task { @MainActor in }`),
    /// which the main run loop drains. Call it on the main thread.
    ///
    /// The main run loop is never "finished" (the main queue counts as one of its sources), so
    /// `RunLoop.run(mode:before:)` blocks until something is due; the loop around it only keeps
    /// the process in it should a mode ever return, without spinning (each turn blocks).
    nonisolated public static func run() -> Never {
        while true {
            _ = RunLoop.main.run(mode: .default, before: .distantFuture)
        }
    }
}

/// A run loop for tests: blocks queue up until `runUntilIdle()` runs them.
@MainActor
public final class ManualMainLoop: MainLoop {
    private var queue: [@MainActor () -> Void] = []

    public init() {}

    public func perform(_ block: @escaping @MainActor () -> Void) { queue.append(block) }

    /// Blocks waiting to run.
    public var pendingCount: Int { queue.count }

    /// Runs queued blocks (and the blocks they queue) until none is left, at most `limit`.
    /// Returns how many ran.
    @discardableResult
    public func runUntilIdle(limit: Int = 10_000) -> Int {
        var ran = 0
        while !queue.isEmpty, ran < limit {
            let b = queue.removeFirst()
            b()
            ran += 1
        }
        return ran
    }
}
