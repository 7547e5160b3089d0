/// What an engine tells about one utterance as it goes, each on the engine's thread, in this
/// order: `started`, then `word` for each word as its audio is handed to the output (with
/// `paused` and `continued` around a pause), and last `ended`. An utterance dropped before it
/// starts gets `ended` only.
public struct SpeechEvents: Sendable {
    /// The utterance starts (it is in the transcript), in `voice` (nil: no voice, it fails).
    public var started: (@Sendable (SpeechVoice?) -> Void)?
    /// A word is about to be heard: its range in the utterance's text, in UTF-16 code units
    /// (NSRange's units).
    public var word: (@Sendable (Range<Int>) -> Void)?
    /// The engine paused inside this utterance.
    public var paused: (@Sendable () -> Void)?
    /// The engine went on after a pause.
    public var continued: (@Sendable () -> Void)?
    /// How it ended.
    public var ended: (@Sendable (SpeechOutcome) -> Void)?

    /// Events; each absent one is not told.
    public init(started: (@Sendable (SpeechVoice?) -> Void)? = nil, word: (@Sendable (Range<Int>) -> Void)? = nil,
                paused: (@Sendable () -> Void)? = nil, continued: (@Sendable () -> Void)? = nil,
                ended: (@Sendable (SpeechOutcome) -> Void)? = nil) {
        self.started = started
        self.word = word
        self.paused = paused
        self.continued = continued
        self.ended = ended
    }
}
