import Foundation

/// The number, decimal and phone pads: three columns of digits, at most
/// ``KeyboardLayout/padWidth`` points wide and centred (a pad across a 1280-point panel would
/// have keys 400 points wide). iPhones leave the pads' bottom-left key blank and have no way
/// to put them away; a panel needs one, so the dismiss key sits there (on the decimal and
/// phone pads beside `.` and `+*#`, making their bottom row four keys of ¾ width).
extension KeyboardLayout {
    /// The widest a pad's keys spread, in points.
    package static let padWidth: CGFloat = 480

    static func digits(_ rows: [String]) -> [Row] {
        rows.map { r in Row(r.map { .symbol(String($0)) }) }
    }

    static let padDigits = ["123", "456", "789"]

    static var padDismiss: KeyboardKey { KeyboardKey(.dismiss, label: "⌨") }

    /// `.numberPad`: 1–9, then dismiss, 0, backspace.
    static func numberPad() -> KeyboardLayout {
        KeyboardLayout(rows: digits(padDigits) + [Row([padDismiss, .symbol("0"), backspace(1)])], maximumWidth: padWidth)
    }

    /// `.decimalPad`: 1–9, then dismiss, the decimal point, 0, backspace.
    static func decimalPad() -> KeyboardLayout {
        var bottom = [padDismiss, .symbol("."), .symbol("0"), backspace(1)]
        for i in bottom.indices { bottom[i].width = 0.75 }
        return KeyboardLayout(rows: digits(padDigits) + [Row(bottom)], maximumWidth: padWidth)
    }

    /// `.phonePad`: 1–9, then dismiss, `+*#`, 0, backspace; `+*#` turns to the page of
    /// `* # +`, `, ; /` (pause and wait) and `( ) .`.
    static func phonePad(page: KeyboardPage) -> KeyboardLayout {
        var bottom: [KeyboardKey]
        let rows: [Row]
        if page == .letters {
            rows = digits(padDigits)
            bottom = [padDismiss, KeyboardKey(.page(.numbers), label: "+*#"), .symbol("0"), backspace(1)]
        } else {
            rows = [Row(["*", "#", "+"].map { .symbol($0) }), Row([",", ";", "/"].map { .symbol($0) }),
                    Row(["(", ")", "."].map { .symbol($0) })]
            bottom = [padDismiss, KeyboardKey(.page(.letters), label: "123"), .symbol("0"), backspace(1)]
        }
        for i in bottom.indices { bottom[i].width = 0.75 }
        return KeyboardLayout(rows: rows + [Row(bottom)], maximumWidth: padWidth)
    }

    /// The page `page` of the keyboard `request` asks for (a pad has one page; the phone pad
    /// two, `.letters` and `.numbers`).
    package static func make(_ request: KeyboardRequest, page: KeyboardPage) -> KeyboardLayout {
        switch request.kind {
        case .numberPad: return numberPad()
        case .decimalPad: return decimalPad()
        case .phonePad: return phonePad(page: page)
        case .text, .email, .url:
            switch page {
            case .letters: return letters(request)
            case .numbers: return numbers(request)
            case .symbols: return symbols(request)
            }
        }
    }
}
