import Synchronization

/// One utterance handed to an engine: cancelling it stops that utterance alone (queued or
/// being spoken), where `SpeechEngine.stopSpeaking()` stops everything. The synthesizer an app
/// speaks through cancels its own utterances this way, leaving the screen reader's alone.
public final class SpeechRequest: Sendable {
    private struct State {
        var cancelled: SpeechBoundary?
        var onCancel: (@Sendable () -> Void)?
    }

    private let state = Mutex(State())

    /// A request (engines make them).
    public init() {}

    /// Stops this utterance at `boundary` (at once, or before its next word); if it has not
    /// started, it never starts. Idempotent; `.immediate` overrides an earlier `.word`.
    public func cancel(at boundary: SpeechBoundary = .immediate) {
        let wake = state.withLock { state -> (@Sendable () -> Void)? in
            if state.cancelled != .immediate { state.cancelled = boundary }
            return state.onCancel
        }
        wake?()
    }

    /// Where the cancel takes effect, or nil while not cancelled.
    public var cancelledAt: SpeechBoundary? { state.withLock { $0.cancelled } }

    /// Called (on the cancelling thread) by each `cancel`, so an engine waiting in a pause wakes.
    package func onCancel(_ body: @escaping @Sendable () -> Void) {
        state.withLock { $0.onCancel = body }
    }
}
