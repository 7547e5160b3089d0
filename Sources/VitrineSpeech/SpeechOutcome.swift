/// How an utterance ended, with what it delivered and how fast.
public struct SpeechOutcome: Sendable, Equatable {
    /// Why speaking ended.
    public enum Ending: Sendable, Equatable {
        /// Every sample was handed to the output.
        case finished
        /// `stopSpeaking()` cut it short (or dropped it before it started).
        case interrupted
        /// The engine could not speak it (the reason was logged).
        case failed(String)
    }

    /// Why speaking ended.
    public var ending: Ending
    /// The voice that spoke it (nil when it never started).
    public var voice: SpeechVoice?
    /// PCM frames handed to the output.
    public var frames: Int
    /// Seconds from the request to the first PCM chunk handed to the output.
    public var firstChunkLatency: Double?
    /// Seconds from `stopSpeaking()` to the engine ceasing delivery and stopping the output.
    public var stopLatency: Double?

    /// An outcome.
    public init(ending: Ending, voice: SpeechVoice? = nil, frames: Int = 0, firstChunkLatency: Double? = nil, stopLatency: Double? = nil) {
        self.ending = ending
        self.voice = voice
        self.frames = frames
        self.firstChunkLatency = firstChunkLatency
        self.stopLatency = stopLatency
    }
}
