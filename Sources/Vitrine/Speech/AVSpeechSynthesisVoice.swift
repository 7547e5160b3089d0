import VitrineSpeech

/// A voice the synthesizer can speak with (AVFAudio's `AVSpeechSynthesisVoice`): espeak-ng's
/// installed voices.
public final class AVSpeechSynthesisVoice: Sendable, Equatable, CustomStringConvertible {
    /// The voice's language, as a BCP 47 tag ("en-GB", "ko", "cmn").
    public let language: String
    /// The voice's name (espeak-ng's voice name: "en-GB", "ko").
    public let name: String
    /// The voice's unique identifier ("espeak-ng.en-GB").
    public let identifier: String
    /// The name the engine selects it by.
    package let engineName: String

    /// The quality of a voice.
    public enum Quality: Int, Sendable {
        case `default` = 1, enhanced = 2, premium = 3
    }

    /// The voice's quality (espeak-ng's voices are all `.default`).
    public var quality: Quality { .default }

    init(_ voice: SpeechVoice) {
        engineName = voice.name
        name = voice.name
        identifier = Self.identifierPrefix + voice.name
        language = Self.bcp47(voice.languages.first ?? voice.name)
    }

    private static let identifierPrefix = "espeak-ng."

    /// The voice for `languageCode` (a BCP 47 tag such as "en-US" or "ko-KR"; nil: the current
    /// language), or nil when no installed voice speaks it.
    public convenience init?(language languageCode: String?) {
        guard let voice = EspeakSpeechEngine.catalog.voice(for: languageCode ?? Self.currentLanguageCode()) else { return nil }
        self.init(voice)
    }

    /// The voice whose `identifier` is `identifier`, or nil.
    public convenience init?(identifier: String) {
        guard identifier.hasPrefix(Self.identifierPrefix) else { return nil }
        let name = String(identifier.dropFirst(Self.identifierPrefix.count))
        guard let voice = EspeakSpeechEngine.catalog.voices.first(where: { $0.name == name }) else { return nil }
        self.init(voice)
    }

    /// Every installed voice.
    public static func speechVoices() -> [AVSpeechSynthesisVoice] {
        EspeakSpeechEngine.catalog.voices.map(AVSpeechSynthesisVoice.init)
    }

    /// The language of speech without a voice: the kiosk's speech language (BCP 47).
    public static func currentLanguageCode() -> String { SharedSpeechEngine.defaultLanguage }

    public static func == (a: AVSpeechSynthesisVoice, b: AVSpeechSynthesisVoice) -> Bool { a.identifier == b.identifier }

    public var description: String { "AVSpeechSynthesisVoice(\(identifier), \(language))" }

    /// espeak-ng's lowercased tag in BCP 47's casing: regions upper, scripts title case.
    static func bcp47(_ tag: String) -> String {
        tag.split(separator: "-").enumerated().map { i, part in
            guard i > 0 else { return part.lowercased() }
            if part.count == 2 { return part.uppercased() }
            if part.count == 4, part.allSatisfy(\.isLetter) { return part.prefix(1).uppercased() + part.dropFirst().lowercased() }
            return part.lowercased()
        }.joined(separator: "-")
    }
}
