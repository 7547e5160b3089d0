/// The seam between what should be said and the synthesiser: the screen reader and the
/// AVSpeechSynthesizer API speak through it; tests drive it or replace it.
///
/// Utterances are spoken one after another, off the main actor; `stopSpeaking()` interrupts
/// at once and drops the queue. Every utterance that starts is recorded in the transcript.
public protocol SpeechEngine: AnyObject, Sendable {
    /// Every utterance spoken, as it starts.
    var transcript: SpeechTranscript { get }
    /// Queues `utterance`; `completion` runs on the engine's thread when it ends.
    func speak(_ utterance: SpeechUtterance, completion: (@Sendable (SpeechOutcome) -> Void)?)
    /// Stops the utterance being spoken (at the next chunk boundary) and drops the queued ones.
    func stopSpeaking()
}

extension SpeechEngine {
    /// Queues `utterance` without waiting for it.
    public func speak(_ utterance: SpeechUtterance) { speak(utterance, completion: nil) }

    /// Speaks `utterance` and returns how it ended.
    public func spoken(_ utterance: SpeechUtterance) async -> SpeechOutcome {
        await withCheckedContinuation { continuation in
            speak(utterance) { continuation.resume(returning: $0) }
        }
    }
}
