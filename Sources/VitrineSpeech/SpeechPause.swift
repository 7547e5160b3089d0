import Dispatch
import Synchronization

/// The pause signal between the thread that asks for a pause and the engine thread: the
/// engine checks it at each chunk boundary (and, for a `.word` pause, at each word's start)
/// and waits there until `resume()`, a stop, or a cancel wakes it.
final class SpeechPause: Sendable {
    private struct State {
        /// The pause asked for and not yet ended.
        var requested: SpeechBoundary?
        /// The engine thread waiting in a pause.
        var waiter: DispatchSemaphore?
    }

    private let state = Mutex(State())

    /// Whether a pause is asked for (the engine may not have reached its boundary yet).
    var isPaused: Bool { state.withLock { $0.requested != nil } }

    /// Asks for a pause at `boundary`; false when one is asked for already.
    func pause(at boundary: SpeechBoundary) -> Bool {
        state.withLock { state in
            guard state.requested == nil else { return false }
            state.requested = boundary
            return true
        }
    }

    /// Ends the pause; false when there was none.
    func resume() -> Bool {
        let (was, waiter) = state.withLock { state in
            defer { state.requested = nil }
            return (state.requested != nil, state.waiter)
        }
        waiter?.signal()
        return was
    }

    /// Ends the pause because speech stopped (nothing to go on with).
    func clear() { _ = resume() }

    /// Wakes a waiting engine thread to look again (a cancel).
    func wake() { state.withLock { $0.waiter }?.signal() }

    /// Whether the engine should stop here: at a chunk boundary (`atWordStart` false) only for
    /// an immediate pause, at a word's start (or the end) for either.
    func isDue(atWordStart: Bool) -> Bool {
        state.withLock { state in
            guard let boundary = state.requested else { return false }
            return boundary == .immediate || atWordStart
        }
    }

    /// Waits (on the engine thread) while the pause lasts and `shouldStop` is false.
    func hold(while shouldStop: () -> Bool) {
        let semaphore = DispatchSemaphore(value: 0)
        state.withLock { $0.waiter = semaphore }
        defer { state.withLock { $0.waiter = nil } }
        while state.withLock({ $0.requested != nil }), !shouldStop() {
            semaphore.wait()
        }
    }
}
