import Dispatch
import Foundation
import Synchronization

/// Something that tells when memory pressure crosses a threshold (the kernel's PSI trigger,
/// or a stand-in in tests).
public protocol MemoryPressureTrigger: AnyObject, Sendable {
    /// Stops watching; no event is delivered after it returns.
    func cancel()
}

/// A kernel PSI trigger on `/proc/pressure/memory`: the kernel wakes us when tasks stalled on
/// memory for `stall` out of any `window` (docs: Documentation/accounting/psi.rst, "Monitoring
/// for pressure thresholds"). Linux 6.5 and later let unprivileged processes arm one when the
/// window is a multiple of 2 s; older kernels need CAP_SYS_RESOURCE, and arming fails with
/// EPERM — then the caller reads the file on a timer instead.
///
/// A thread waits in `poll(POLLPRI)` (a dispatch source cannot wait for POLLPRI) and hands each
/// event to the main queue.
public final class PSITrigger: MemoryPressureTrigger, @unchecked Sendable {
    // @unchecked: `fd` is written once in init; `stopped` is atomic; the thread only reads.
    private let fd: Int32
    private let state = TriggerState()
    /// The trigger line written to the file (`some STALL_US WINDOW_US`).
    public let line: String

    /// Arms a trigger at `path` for `stall` seconds of `some` stall within `window` seconds, and
    /// calls `onPressure` on the main queue at each event. Throws the errno of the open or the
    /// write (EPERM without the privilege, EINVAL for a window the kernel refuses, ENOENT
    /// without PSI). The corresponding C calls are `open`, `write` and `poll`.
    public init(path: String = "/proc/pressure/memory", stall: Double, window: Double,
                onPressure: @escaping @MainActor () -> Void) throws {
        line = "some \(Int(stall * 1_000_000)) \(Int(window * 1_000_000))"
        let fd = open(path, O_RDWR | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw PSITriggerError(call: "open \(path)", errno: errno) }
        var bytes = Array(line.utf8)
        bytes.append(0)
        let n = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard n == bytes.count else {
            let e = n < 0 ? errno : EIO
            close(fd)
            throw PSITriggerError(call: "write '\(line)' to \(path)", errno: e)
        }
        self.fd = fd
        let thread = Thread { [fd, state] in
            var pfd = pollfd(fd: fd, events: Int16(POLLPRI), revents: 0)
            while !state.stopped.load(ordering: .relaxed) {
                pfd.revents = 0
                let r = poll(&pfd, 1, 200)   // wakes five times a second to notice cancel()
                if r < 0 && errno != EINTR { break }
                if pfd.revents & Int16(POLLERR | POLLNVAL) != 0 { break }
                if r > 0, pfd.revents & Int16(POLLPRI) != 0, !state.stopped.load(ordering: .relaxed) {
                    DispatchQueue.main.async { MainActor.assumeIsolated { onPressure() } }
                }
            }
            state.done.signal()
        }
        thread.name = "vitrine.psi-trigger"
        thread.start()
    }

    public func cancel() {
        guard !state.stopped.exchange(true, ordering: .relaxed) else { return }
        state.done.wait()
        close(fd)
    }

    deinit { cancel() }
}

/// What the trigger's thread and `cancel()` share.
private final class TriggerState: Sendable {
    let stopped = Atomic<Bool>(false)
    let done = DispatchSemaphore(value: 0)
}

/// Why a PSI trigger could not be armed: the call and `errno`.
public struct PSITriggerError: Error, CustomStringConvertible {
    public let call: String
    public let errno: Int32
    public var description: String { "\(call): \(String(cString: strerror(errno))) (errno \(errno))" }
}
