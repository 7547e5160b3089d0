import Foundation

/// The letter pages (by language: `KeyboardLayout+Languages.swift`), Korean 2-set (두벌식)
/// keys, the numbers and symbols pages, and the bottom row every alphabetic layout shares
/// (page key, globe, space or the e-mail/URL keys, return, dismiss).
extension KeyboardLayout {
    /// The QWERTY letter rows (lower case; shift gives upper case).
    static let qwertyRows: [String] = ["qwertyuiop", "asdfghjkl", "zxcvbnm"]

    /// 두벌식 as iOS labels it: each key shows its jamo and types the QWERTY letter it sits
    /// on; shift gives the tense consonants ㄲㄸㅃㅆㅉ and ㅒㅖ on Q W E R T O P, the other
    /// keys type the same jamo shifted or not.
    static let koreanJamo: [Character: (plain: String, shifted: String?)] = [
        "q": ("ㅂ", "ㅃ"), "w": ("ㅈ", "ㅉ"), "e": ("ㄷ", "ㄸ"), "r": ("ㄱ", "ㄲ"), "t": ("ㅅ", "ㅆ"),
        "y": ("ㅛ", nil), "u": ("ㅕ", nil), "i": ("ㅑ", nil), "o": ("ㅐ", "ㅒ"), "p": ("ㅔ", "ㅖ"),
        "a": ("ㅁ", nil), "s": ("ㄴ", nil), "d": ("ㅇ", nil), "f": ("ㄹ", nil), "g": ("ㅎ", nil),
        "h": ("ㅗ", nil), "j": ("ㅓ", nil), "k": ("ㅏ", nil), "l": ("ㅣ", nil),
        "z": ("ㅋ", nil), "x": ("ㅌ", nil), "c": ("ㅊ", nil), "v": ("ㅍ", nil), "b": ("ㅠ", nil),
        "n": ("ㅜ", nil), "m": ("ㅡ", nil),
    ]

    /// The key for QWERTY letter `letter` on the Korean layout: its 두벌식 jamo.
    static func koreanKey(_ letter: Character) -> KeyboardKey {
        let text = String(letter)
        guard let jamo = koreanJamo[letter] else { return .char(text) }
        if let shifted = jamo.shifted {
            return KeyboardKey(.character(text: text, shiftedText: text.uppercased()), label: jamo.plain, shiftedLabel: shifted)
        }
        return KeyboardKey(.character(text: text, shiftedText: text), label: jamo.plain)
    }

    /// The letters page for `request`, in its language.
    static func letters(_ request: KeyboardRequest) -> KeyboardLayout {
        letters(language: request.language, request: request)
    }

    /// The numbers page (`123`), as on iOS.
    static func numbers(_ request: KeyboardRequest) -> KeyboardLayout {
        KeyboardLayout(rows: [
            Row("1234567890".map { .symbol(String($0)) }),
            Row(["-", "/", ":", ";", "(", ")", "$", "&", "@", "\""].map { .symbol($0) }),
            Row([KeyboardKey(.page(.symbols), label: "#+=", width: 1.5)]
                + [".", ",", "?", "!", "'"].map { .symbol($0, width: 1.4) } + [backspace(1.5)]),
            bottomRow(request, pageKey: lettersKey(request)),
        ])
    }

    /// The symbols page (`#+=`), as on iOS.
    static func symbols(_ request: KeyboardRequest) -> KeyboardLayout {
        KeyboardLayout(rows: [
            Row(["[", "]", "{", "}", "#", "%", "^", "*", "+", "="].map { .symbol($0) }),
            Row(["_", "\\", "|", "~", "<", ">", "€", "£", "¥", "•"].map { .symbol($0) }),
            Row([KeyboardKey(.page(.numbers), label: "123", width: 1.5)]
                + [".", ",", "?", "!", "'"].map { .symbol($0, width: 1.4) } + [backspace(1.5)]),
            bottomRow(request, pageKey: lettersKey(request)),
        ])
    }

    /// The key back to the letters: `ABC`, or the language's own (`한글`, `АБВ`, `أبج`), as
    /// iOS labels it.
    static func lettersKey(_ request: KeyboardRequest) -> KeyboardKey {
        KeyboardKey(.page(.letters), label: letterData(request.language).lettersKey, width: 1.25)
    }

    static func backspace(_ width: CGFloat) -> KeyboardKey { KeyboardKey(.backspace, label: "⌫", width: width) }

    /// Page key, globe (when allowed), then space — or `@ .` beside a narrower space bar for
    /// e-mail, `/ . .com` for URLs — return, and the dismiss key (kiosk panels have no other
    /// way to put the keyboard away; iPads have the same key). Always 10 units.
    static func bottomRow(_ request: KeyboardRequest, pageKey: KeyboardKey) -> Row {
        var keys = [pageKey]
        if request.hasGlobe { keys.append(KeyboardKey(.globe, label: "🌐", width: 1.25)) }
        let returnKey = KeyboardKey(.returnKey, label: request.returnLabel, width: 2)
        let dismiss = KeyboardKey(.dismiss, label: "⌨", width: 1.5)
        // What is left of the 10 units for the middle keys.
        let middle = 10 - keys.reduce(0) { $0 + $1.width } - returnKey.width - dismiss.width
        switch request.kind {
        case .email:
            keys += [KeyboardKey(.space, label: "space", width: middle - 2), .symbol("@"), .symbol(".")]
        case .url:
            keys += [.symbol("/"), .symbol("."), KeyboardKey(.character(text: ".com", shiftedText: ".com"), label: ".com", width: middle - 2)]
        default:
            keys.append(KeyboardKey(.space, label: letterData(request.language).space, width: middle))
        }
        return Row(keys + [returnKey, dismiss])
    }
}
