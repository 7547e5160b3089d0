/// The seam between what should be said and the synthesiser: the screen reader and the
/// AVSpeechSynthesizer API speak through it (one shared engine: `SharedSpeechEngine`); tests
/// drive it or replace it.
///
/// Utterances are spoken one after another, off the main actor; `stopSpeaking()` interrupts
/// at once and drops the queue, `pauseSpeaking(at:)` holds the utterance being spoken (and
/// the queue) until `continueSpeaking()`. Every utterance that starts is recorded in the
/// transcript.
public protocol SpeechEngine: AnyObject, Sendable {
    /// Every utterance spoken, as it starts.
    var transcript: SpeechTranscript { get }
    /// Queues `utterance`, telling `events` (on the engine's thread) as it goes; the request
    /// cancels this utterance alone.
    @discardableResult
    func speak(_ utterance: SpeechUtterance, events: SpeechEvents) -> SpeechRequest
    /// Stops the utterance being spoken (at the next chunk boundary), drops the queued ones and
    /// ends a pause.
    func stopSpeaking()
    /// Pauses at `boundary`, keeping the rest of the utterance and the queue; false when
    /// nothing is spoken or queued, or a pause is already asked for.
    func pauseSpeaking(at boundary: SpeechBoundary) -> Bool
    /// Goes on after a pause; false when there was none.
    func continueSpeaking() -> Bool
    /// Whether a pause is asked for and not yet ended.
    var isPaused: Bool { get }
}

extension SpeechEngine {
    /// Queues `utterance`; `completion` runs on the engine's thread when it ends.
    public func speak(_ utterance: SpeechUtterance, completion: (@Sendable (SpeechOutcome) -> Void)?) {
        speak(utterance, events: SpeechEvents(ended: completion))
    }

    /// Queues `utterance` without waiting for it.
    public func speak(_ utterance: SpeechUtterance) { speak(utterance, events: SpeechEvents()) }

    /// Speaks `utterance` and returns how it ended.
    public func spoken(_ utterance: SpeechUtterance) async -> SpeechOutcome {
        await withCheckedContinuation { continuation in
            speak(utterance) { continuation.resume(returning: $0) }
        }
    }
}
