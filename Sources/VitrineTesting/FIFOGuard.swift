import Dispatch
import Foundation

/// For tests that a FIFO or a device given where a file is expected (a configuration, a font, a
/// recording) is refused at once: `open(2)` of a FIFO without a writer blocks forever, so a
/// regression would hang the whole suite instead of failing one test.
public enum FIFOGuard {
    /// Runs `body` on a thread of its own and returns its result; `nil` when it was still
    /// blocked after `guardSeconds` — then the FIFO's writing end is opened to release it, and
    /// the caller fails its test. A guard against a hang, not a timing measurement.
    public static func run<T: Sendable>(fifo: String, guardSeconds: Double = 30, _ body: @escaping @Sendable () -> T) -> T? {
        let box = Box<T>()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            box.value = body()
            done.signal()
        }
        guard done.wait(timeout: .now() + guardSeconds) == .timedOut else { return box.value }
        let writer = open(fifo, O_WRONLY | O_NONBLOCK)
        if writer >= 0 { close(writer) }
        done.wait()
        return nil
    }

    /// The body's result, handed back after the semaphore orders the two threads.
    private final class Box<T>: @unchecked Sendable {
        var value: T?
    }
}
