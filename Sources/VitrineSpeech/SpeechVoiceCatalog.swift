import Foundation

/// Chooses the voice for a language: a BCP-47 tag to one of the installed voices.
///
/// The tag is tried whole, then with its last subtag removed, one at a time ("en-GB-x-rp",
/// "en-GB", "en"), each first against voice names and then against the languages voices
/// declare. Chinese is sent to the spoken language its tag implies: Cantonese for "yue",
/// "zh-yue", and Hong Kong or Macau; Mandarin ("cmn") for the rest of "zh".
public struct SpeechVoiceCatalog: Sendable {
    /// The installed voices, in the engine's order.
    public let voices: [SpeechVoice]

    /// A catalog of `voices`.
    public init(voices: [SpeechVoice]) { self.voices = voices }

    /// The voice for `tag`, or nil when no installed voice speaks it.
    public func voice(for tag: String) -> SpeechVoice? {
        for candidate in Self.candidates(for: tag) {
            if let voice = voices.first(where: { $0.name.lowercased() == candidate }) { return voice }
            if let voice = voices.first(where: { $0.languages.contains(candidate) }) { return voice }
        }
        return nil
    }

    /// The tags tried for `tag`, most specific first (lowercased, "_" read as "-").
    static func candidates(for tag: String) -> [String] {
        var subtags = tag.trimmingCharacters(in: .whitespaces).lowercased()
            .split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = subtags.first else { return [] }
        if primary == "zh" {
            // Chinese: the spoken language, from an extlang ("zh-yue") or the region.
            let cantonese = subtags.contains("yue") || subtags.contains("hk") || subtags.contains("mo")
            subtags = [cantonese ? "yue" : "cmn"]
        }
        var candidates: [String] = []
        while !subtags.isEmpty {
            candidates.append(subtags.joined(separator: "-"))
            subtags.removeLast()
        }
        return candidates
    }
}
