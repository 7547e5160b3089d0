/// Text to speak, in a language, at a rate and pitch (AVSpeechUtterance's role).
public struct SpeechUtterance: Sendable, Equatable {
    /// What to say (plain text, UTF-8).
    public var text: String
    /// The content's language as a BCP-47 tag ("en", "en-GB", "ko", "zh-HK", …); nil speaks
    /// in the engine's default language.
    public var language: String?
    /// Words per minute; nil uses the engine's default.
    public var rate: Int?
    /// Pitch from 0 (lowest) to 100; nil uses the engine's default.
    public var pitch: Int?
    /// The engine's name of the voice to speak with (`SpeechVoice.name`); nil (or a name the
    /// engine lacks) chooses by `language`.
    public var voiceName: String?
    /// Loudness from 0 (silent) to 1 (as written), on top of the output's volume.
    public var volume: Double = 1
    /// Seconds of silence before the words (after `started`) and after them (before `ended`).
    public var preDelay: Double = 0
    public var postDelay: Double = 0

    /// An utterance of `text` in `language`.
    public init(_ text: String, language: String? = nil, rate: Int? = nil, pitch: Int? = nil) {
        self.text = text
        self.language = language
        self.rate = rate
        self.pitch = pitch
    }
}

/// What an utterance falls back to for what it leaves unset (from config).
public struct SpeechDefaults: Sendable, Equatable {
    /// The language of utterances without one (BCP-47).
    public var language: String
    /// Words per minute.
    public var rate: Int
    /// Pitch from 0 to 100.
    public var pitch: Int

    /// The slowest and fastest rates accepted; others are clamped.
    public static let rateRange = 80...450
    /// The pitch range; others are clamped.
    public static let pitchRange = 0...100

    /// Defaults: English at espeak-ng's own 175 words per minute and middle pitch.
    public init(language: String = "en", rate: Int = 175, pitch: Int = 50) {
        self.language = language
        self.rate = rate
        self.pitch = pitch
    }
}
