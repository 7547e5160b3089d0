import Dispatch
import Synchronization

/// The stop signal between the thread that asks for silence and the engine thread: a
/// generation that every stop advances. An utterance queued under an older generation is
/// interrupted (or never starts).
final class SpeechInterruption: Sendable {
    private struct State {
        var generation: UInt64 = 0
        var stopRequestedAt: UInt64 = 0
    }

    private let state = Mutex(State())

    /// The current generation (taken when an utterance is queued).
    var generation: UInt64 { state.withLock { $0.generation } }

    /// Advances the generation: every utterance queued so far stops.
    func stop() {
        let now = DispatchTime.now().uptimeNanoseconds
        state.withLock { state in
            state.generation += 1
            state.stopRequestedAt = now
        }
    }

    /// When the stop that overtook `generation` was requested (monotonic nanoseconds), or nil
    /// while no stop has come since.
    func stopRequested(after generation: UInt64) -> UInt64? {
        state.withLock { $0.generation == generation ? nil : $0.stopRequestedAt }
    }
}
