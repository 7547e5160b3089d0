import Foundation

/// The demo's strings in the interface's language (`--language`, `[display] language`). The
/// English text is the key, as the development language's strings are `NSLocalizedString`'s
/// keys; a language the demo has no table for shows English (its layout direction still
/// follows the language: the kiosk sets it).
@MainActor
enum DemoStrings {
    /// The tables the demo has, by language subtag.
    private static let tables: [String: [String: String]] = ["ar": arabic]
    /// The language subtag of the strings shown ("en" when the demo has no table for it).
    private(set) static var language = "en"

    /// Shows the strings of `tag` (a BCP 47 tag, `nil` for English) from now on; false when
    /// the demo has none in that language (English is shown).
    @discardableResult
    static func use(language tag: String?) -> Bool {
        let subtag = tag.map { String($0.prefix { $0 != "-" && $0 != "_" }).lowercased() } ?? "en"
        guard subtag != "en" else { language = "en"; return true }
        guard tables[subtag] != nil else { language = "en"; return false }
        language = subtag
        return true
    }

    /// Whether the strings are Arabic.
    static var isArabic: Bool { language == "ar" }

    /// `english` in the interface's language, `{1}`, `{2}`, … replaced by `arguments`. An
    /// English text missing from the table shows as English.
    static func text(_ english: String, _ arguments: [String] = []) -> String {
        var s = tables[language]?[english] ?? english
        for (i, a) in arguments.enumerated() { s = s.replacingOccurrences(of: "{\(i + 1)}", with: a) }
        return s
    }

    /// "1 night", "3 nights"; Arabic's dual and plural forms ("ليلتان", "3 ليالٍ", "11 ليلة").
    static func nights(_ n: Int) -> String {
        isArabic ? arabicCount(n, one: "ليلة واحدة", two: "ليلتان", few: "ليالٍ", many: "ليلة") : "\(n) night\(n == 1 ? "" : "s")"
    }

    /// "1 guest", "2 guests"; in Arabic "ضيف واحد", "ضيفان", "3 ضيوف", "11 ضيفًا".
    static func guests(_ n: Int) -> String {
        isArabic ? arabicCount(n, one: "ضيف واحد", two: "ضيفان", few: "ضيوف", many: "ضيفًا") : "\(n) guest\(n == 1 ? "" : "s")"
    }

    /// Arabic counting: the singular and the dual stand alone, 3 to 10 take the plural,
    /// 11 and more the singular accusative.
    private static func arabicCount(_ n: Int, one: String, two: String, few: String, many: String) -> String {
        switch n {
        case 1: return one
        case 2: return two
        case 3...10: return "\(n) \(few)"
        default: return "\(n) \(many)"
        }
    }
}

/// `english` in the interface's language (``DemoStrings/text(_:_:)``).
@MainActor
func localized(_ english: String, _ arguments: String...) -> String { DemoStrings.text(english, arguments) }
