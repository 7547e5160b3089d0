/// A synthesiser voice: the name it is selected by and the languages it speaks.
public struct SpeechVoice: Sendable, Equatable, Hashable {
    /// The name the engine selects it by (espeak-ng's voice file name: "en", "en-US", "ko").
    public var name: String
    /// The languages it speaks, lowercased BCP-47-like tags, best first ("en-gb", "en").
    public var languages: [String]

    /// A voice.
    public init(name: String, languages: [String]) {
        self.name = name
        self.languages = languages
    }
}
