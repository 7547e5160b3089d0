/// Where a pause or a stop takes effect (AVSpeechBoundary's role).
public enum SpeechBoundary: Sendable, Equatable {
    /// At the next chunk boundary (10 ms of audio at most).
    case immediate
    /// Before the next word starts (or at the end of the utterance when no word follows).
    case word
}
