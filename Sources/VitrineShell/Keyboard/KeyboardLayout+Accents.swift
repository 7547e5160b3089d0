import Foundation

/// The long-press variants of letter keys, as iOS's keyboards offer them: US English's
/// (`e` → è é ê ë ē ė ę, `s` → ß ś š …), the orders the French, Spanish and German keyboards
/// put first, and the Russian, Greek and Arabic letters that live only in a popup (ё, ъ,
/// the tonos vowels, the hamza forms). The first variant is the one lifting without
/// sliding types.
extension KeyboardLayout {
    /// US English's variants, which the other Latin keyboards start from.
    static let latinAccents: [Character: String] = [
        "a": "àáâäæãåā", "c": "çćč", "e": "èéêëēėę", "i": "îïíīįì", "l": "ł", "n": "ñń",
        "o": "ôöòóœøōõ", "s": "ßśš", "u": "ûüùúū", "y": "ÿ", "z": "žźż",
    ]

    /// Each language's own orders and letters, over ``latinAccents`` for Latin scripts.
    static let languageAccents: [String: [Character: String]] = [
        "fr": ["a": "àâæáäãåā", "e": "éèêëęėē", "i": "îïìíįī", "o": "ôœöòóõøō", "u": "ùûüúū", "y": "ÿ"],
        "es": ["a": "áàäâãåąæā", "e": "éèëêęėē", "i": "íïìîįī", "o": "óòöôõøœō", "u": "úüùûū", "n": "ń"],
        "de": ["a": "äàáâæãåā", "o": "öôòóœøōõ", "u": "üûùúū"],
        "ru": ["е": "ё", "ь": "ъ"],
        "el": ["α": "ά", "ε": "έ", "η": "ή", "ι": "ίϊΐ", "ο": "ό", "υ": "ύϋΰ", "ω": "ώ"],
        "ar": ["ا": "أإآءٱ", "ي": "ئ", "و": "ؤ", "ه": "ة", "ى": "ئ"],
    ]

    /// Languages written in Latin letters (they get ``latinAccents`` under their own).
    static let latinLanguages: Set<String> = ["en", "de", "fr", "es", "ja", "zh"]

    /// The long-press variants of letter `c` on `language`'s keyboard (a primary subtag),
    /// default first; empty when the key has none.
    static func accents(of c: Character, language: String) -> [String] {
        if let own = languageAccents[language]?[c] { return own.map { String($0) } }
        let latin = latinLanguages.contains(language) || letterLayouts[language] == nil
        return latin ? (latinAccents[c] ?? "").map { String($0) } : []
    }
}
