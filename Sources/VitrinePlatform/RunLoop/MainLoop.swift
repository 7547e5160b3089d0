import Dispatch
import Foundation

/// Where deferred main-actor work (the next frame, a frame-done callback) runs.
///
/// The app's loop is the main dispatch queue (`dispatchMain()`); tests use `ManualMainLoop`
/// and drain it explicitly.
@MainActor
public protocol MainLoop: AnyObject {
    /// Runs `block` on the main actor soon, after the current work, in FIFO order.
    func perform(_ block: @escaping @MainActor () -> Void)
}

/// The main dispatch queue as the run loop. Every fd source, timer and frame runs on it.
@MainActor
public final class DispatchMainLoop: MainLoop {
    public init() {}

    public func perform(_ block: @escaping @MainActor () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { block() } }
    }

    /// Runs the main queue forever (until `exit`). The corresponding C function is `dispatch_main`.
    public static func run() -> Never {
        dispatchMain()
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
