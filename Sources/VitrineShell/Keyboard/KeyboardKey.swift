import Foundation

/// One key of an on-screen keyboard layout: what it does, what its cap shows, and how wide it
/// is. Layouts are data (``KeyboardLayout``); the views draw and hit-test them.
package struct KeyboardKey: Equatable, Sendable {
    /// What a key does when it is tapped.
    package enum Role: Equatable, Sendable {
        /// Types `text` (`shiftedText` while shift or caps lock is on). A Korean key types the
        /// QWERTY letter it sits on (`r` for ㄱ, `R` for ㄲ): the Korean input method composes.
        case character(text: String, shiftedText: String)
        /// Shift: one tap shifts the next character, a double tap locks capitals.
        case shift
        /// Deletes backward; repeats while held.
        case backspace
        /// Switches to another page of the layout (123, #+=, ABC).
        case page(KeyboardPage)
        /// Switches the input mode (English ↔ Korean).
        case globe
        /// Types a space.
        case space
        /// The return key (labelled by the input's `returnKeyType`), types `"\n"`.
        case returnKey
        /// Hides the keyboard (ends editing).
        case dismiss
    }

    /// What the key does.
    package var role: Role
    /// What the cap shows.
    package var label: String
    /// What the cap shows while shifted (`nil`: `label`).
    package var shiftedLabel: String?
    /// The key's width in units (a letter key is 1 unit; a row's units fill its width).
    package var width: CGFloat
    /// The variants a long press offers, default first (`è é ê…` on `e`; empty: none).
    /// Shifted, each is upper-cased (``alternates(shifted:)``).
    package var alternates: [String] = []

    /// A key with `role`, `label` and a width of `width` units.
    package init(_ role: Role, label: String, shiftedLabel: String? = nil, width: CGFloat = 1) {
        self.role = role
        self.label = label
        self.shiftedLabel = shiftedLabel
        self.width = width
    }

    /// A key that types `text` and shows it (`shifted` when shifted; by default the
    /// upper-case of `text`).
    package static func char(_ text: String, shifted: String? = nil, width: CGFloat = 1) -> KeyboardKey {
        let s = shifted ?? text.uppercased()
        return KeyboardKey(.character(text: text, shiftedText: s), label: text, shiftedLabel: s, width: width)
    }

    /// A key that types `text`, shifted or not (punctuation, digits).
    package static func symbol(_ text: String, width: CGFloat = 1) -> KeyboardKey {
        KeyboardKey(.character(text: text, shiftedText: text), label: text, width: width)
    }

    /// Whether the cap is a character key's (white in the light appearance, with the pop-up
    /// preview while touched); function keys are darker and highlight instead.
    package var isCharacter: Bool {
        switch role {
        case .character, .space: return true
        default: return false
        }
    }

    /// Whether touching the key shows the pop-up preview above it (single characters, as
    /// on iOS phones; not the space bar or multi-character keys such as `.com`).
    package var showsPreview: Bool {
        if case .character(let t, _) = role { return t.count == 1 }
        return false
    }

    /// The text the key types in the given shift state (`nil` for function keys).
    package func text(shifted: Bool) -> String? {
        switch role {
        case let .character(t, s): return shifted ? s : t
        case .space: return " "
        case .returnKey: return "\n"
        default: return nil
        }
    }

    /// The long-press variants in the given shift state: upper-cased while shifted, dropping
    /// any without a one-character capital (`ß`), as iOS's shifted popups do.
    package func alternates(shifted: Bool) -> [String] {
        guard shifted else { return alternates }
        return alternates.compactMap { a in
            let u = a.uppercased()
            return u.count == a.count ? u : nil
        }
    }

    /// The label shown in the given shift state.
    package func label(shifted: Bool) -> String { shifted ? (shiftedLabel ?? label) : label }
}

/// A page of a keyboard layout.
package enum KeyboardPage: Hashable, Sendable {
    /// The letters (QWERTY or 두벌식), or a pad's only page.
    case letters
    /// Digits and common punctuation (`123`).
    case numbers
    /// More symbols (`#+=`).
    case symbols
}
