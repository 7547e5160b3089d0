import Foundation
import Vitrine

/// One page of an on-screen keyboard as data: rows of keys with widths in units. A row's
/// units (its keys plus its insets) are spread over the keyboard's width, so every row of the
/// QWERTY page is 10 units wide and its letter keys line up; pads are narrower
/// (``maximumWidth``) and centred.
package struct KeyboardLayout: Equatable, Sendable {
    /// A row of keys.
    package struct Row: Equatable, Sendable {
        /// The keys, leading to trailing.
        package var keys: [KeyboardKey]
        /// Empty units before the first key (the QWERTY home row is offset by half a key).
        package var inset: CGFloat
        /// The units the row spreads over its width: its keys, an inset at both ends.
        package var units: CGFloat { keys.reduce(0) { $0 + $1.width } + 2 * inset }

        package init(_ keys: [KeyboardKey], inset: CGFloat = 0) {
            self.keys = keys
            self.inset = inset
        }
    }

    /// The rows, top to bottom.
    package var rows: [Row]
    /// The widest the keys may spread, in points (`nil`: the keyboard's whole width): the
    /// number, decimal and phone pads are at most this wide, centred.
    package var maximumWidth: CGFloat?

    package init(rows: [Row], maximumWidth: CGFloat? = nil) {
        self.rows = rows
        self.maximumWidth = maximumWidth
    }

    /// Every key, row by row.
    package var keys: [KeyboardKey] { rows.flatMap(\.keys) }
}

/// Which keyboard a text input asks for, in the keyboard's own terms (the host maps UIKit's
/// `UIKeyboardType`, secure text entry and the input mode onto it).
package struct KeyboardRequest: Equatable, Sendable {
    /// The kind of keys.
    package enum Kind: Equatable, Sendable {
        /// Letters with the numbers and symbols pages: `.default`, `.asciiCapable`,
        /// `.numbersAndPunctuation` (starting on the numbers page), `.namePhonePad`,
        /// `.twitter`, `.webSearch`.
        case text
        /// `.emailAddress`: `@` and `.` beside a narrower space bar.
        case email
        /// `.URL`: `/`, `.` and `.com` in place of the space bar.
        case url
        /// `.numberPad`: digits.
        case numberPad
        /// `.decimalPad`: digits and the decimal point.
        case decimalPad
        /// `.phonePad`: digits, and `+*#` on a second page.
        case phonePad
    }

    /// The kind of keys.
    package var kind: Kind
    /// The input mode the keyboard types in (English for ASCII-only inputs): the one source of
    /// the letters' language and of autocapitalization.
    package var mode: TextInputMode
    /// The BCP-47 code of the letters' language (`"en"`, `"ko"`, `"de"`, `"ar"`…): which
    /// letter layout the keyboard shows (``KeyboardLayout/letters(language:request:)``).
    package var language: String { mode.keyboardLanguage }
    /// Whether the letters are Korean 2-set (두벌식) rather than QWERTY.
    package var korean: Bool { mode == .korean }
    /// Whether the globe key is there (not for ASCII-only inputs: `.asciiCapable`, secure
    /// text entry).
    package var hasGlobe: Bool
    /// The return key's label.
    package var returnLabel: String
    /// Whether the return key is the blue action key (every return key type but
    /// `.default` and `.next`, as on iOS).
    package var returnIsProminent: Bool
    /// The page shown first (`.numbers` for `.numbersAndPunctuation`).
    package var initialPage: KeyboardPage
    /// Whether `autocapitalizationType` turns shift on: the mode's `autocapitalizes` (not for
    /// scripts without case, nor romaji and pinyin, which type on QWERTY without capitals).
    package var autocapitalizes: Bool { mode.autocapitalizes }

    package init(kind: Kind = .text, mode: TextInputMode = .english, hasGlobe: Bool = true,
                 returnLabel: String = "return", returnIsProminent: Bool = false, initialPage: KeyboardPage = .letters) {
        self.initialPage = initialPage
        self.kind = kind
        self.mode = mode
        self.hasGlobe = hasGlobe
        self.returnLabel = returnLabel
        self.returnIsProminent = returnIsProminent
    }

    /// Whether the request has letters pages at all (not a pad).
    package var hasLetters: Bool {
        switch kind {
        case .text, .email, .url: return true
        case .numberPad, .decimalPad, .phonePad: return false
        }
    }
}
