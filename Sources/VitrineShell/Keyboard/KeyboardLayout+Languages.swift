import Foundation
import VitrinePlatform

/// The letter layouts of iOS's keyboards as data, chosen by a BCP-47 language code: English
/// QWERTY, Korean 2-set, German QWERTZ (ü ö ä keys), French AZERTY, Spanish (ñ key), Russian
/// ЙЦУКЕН, Greek, Hebrew and Arabic. Rows run leading to trailing as iOS draws them: the
/// Hebrew and Arabic keyboards keep their physical order (ק and ض at the left) and, as on iOS,
/// the bottom row is not mirrored.
extension KeyboardLayout {
    /// One language's letters page.
    struct Letters: Sendable {
        /// The three letter rows, left to right.
        var rows: [String]
        /// Whether the script has case (a shift key; caseless scripts have none, as on iOS).
        var hasCase = true
        /// Shifted text where it is not the upper case (Greek `;` → `:`).
        var shifted: [Character: String] = [:]
        /// Whether backspace ends the top row (iOS's Hebrew keyboard) rather than the third.
        var backspaceInTopRow = false
        /// The space bar's caption.
        var space: String
        /// The numbers page's key back to the letters.
        var lettersKey: String
    }

    /// The letter layouts by primary language subtag.
    static let letterLayouts: [String: Letters] = [
        "en": Letters(rows: qwertyRows, space: "space", lettersKey: "ABC"),
        "ko": Letters(rows: qwertyRows, space: "스페이스", lettersKey: "한글"),
        "de": Letters(rows: ["qwertzuiopü", "asdfghjklöä", "yxcvbnm"], space: "Leerzeichen", lettersKey: "ABC"),
        "fr": Letters(rows: ["azertyuiop", "qsdfghjklm", "wxcvbn'"], space: "espace", lettersKey: "ABC"),
        "es": Letters(rows: ["qwertyuiop", "asdfghjklñ", "zxcvbnm"], space: "espacio", lettersKey: "ABC"),
        "ru": Letters(rows: ["йцукенгшщзх", "фывапролджэ", "ячсмитьбю"], space: "Пробел", lettersKey: "АБВ"),
        "el": Letters(rows: [";ςερτυθιοπ", "ασδφγηξκλ", "ζχψωβνμ"], shifted: [";": ":", "ς": "΅"],
                      space: "διάστημα", lettersKey: "ΑΒΓ"),
        "he": Letters(rows: ["קראטוןםפ", "שדגכעיחלךף", "זסבהנמצתץ"], hasCase: false, backspaceInTopRow: true,
                      space: "רווח", lettersKey: "אבג"),
        "ar": Letters(rows: ["ضصثقفغعهخحج", "شسيبلاتنمكة", "ءظطذدزروى"], hasCase: false,
                      space: "مسافة", lettersKey: "أبج"),
    ]

    /// Languages whose input methods type on QWERTY (Japanese romaji, Chinese pinyin).
    static let qwertyLanguages: Set<String> = ["ja", "zh"]

    /// The primary subtag of a BCP-47 code, lower-cased (`"de-CH"` → `"de"`).
    package static func primaryLanguage(_ code: String) -> String {
        String(code.prefix { $0 != "-" && $0 != "_" }).lowercased()
    }

    /// The letters data for `language`: its own layout, QWERTY for the romaji and pinyin
    /// languages, and QWERTY with a log line for a language without one.
    static func letterData(_ language: String) -> Letters {
        let primary = primaryLanguage(language)
        if let l = letterLayouts[primary] { return l }
        if !qwertyLanguages.contains(primary) {
            Log.ui.warning("keyboard: no letter layout for language \"\(language)\"; showing English QWERTY")
        }
        return letterLayouts["en"] ?? Letters(rows: qwertyRows, space: "space", lettersKey: "ABC")
    }

    /// The letters page of `language` (a BCP-47 code) for `request`'s kind of input: iOS's
    /// layout for that language, its long-press variants, the shared bottom row.
    package static func letters(language: String, request: KeyboardRequest) -> KeyboardLayout {
        let data = letterData(language)
        let primary = primaryLanguage(language)
        var rows = data.rows.map { row in
            row.map { c in key(c, primary: primary, data: data) }
        }
        while rows.count < 3 { rows.append([]) }
        // Every letter key is one unit; the widest row sets the units, at least QWERTY's ten.
        let units = CGFloat(max(10, rows[0].count + (data.backspaceInTopRow ? 2 : 0), rows[1].count))
        func centred(_ keys: [KeyboardKey]) -> Row {
            let width = keys.reduce(0) { $0 + $1.width }
            return Row(keys, inset: max(0, (units - width) / 2))
        }
        var top = rows[0]
        var third = rows[2]
        // Shift and backspace flank the third row: 1½ units where there is room, else one.
        let side = max(1, min(1.5, (units - CGFloat(third.count)) / (data.hasCase ? 2 : 1)))
        if data.backspaceInTopRow { top.append(backspace(1.5)) } else { third.append(backspace(side)) }
        if data.hasCase { third.insert(KeyboardKey(.shift, label: "shift", width: side), at: 0) }
        return KeyboardLayout(rows: [
            centred(top), centred(rows[1]), centred(third),
            bottomRow(request, pageKey: KeyboardKey(.page(.numbers), label: "123", width: 1.25)),
        ])
    }

    /// The key for letter `c` of a layout: itself (its 두벌식 jamo on Korean), shifted as
    /// the data says, with its long-press variants.
    private static func key(_ c: Character, primary: String, data: Letters) -> KeyboardKey {
        if primary == "ko" { return koreanKey(c) }
        let text = String(c)
        var key = data.hasCase ? KeyboardKey.char(text, shifted: data.shifted[c]) : .symbol(text)
        key.alternates = accents(of: c, language: primary)
        return key
    }
}
