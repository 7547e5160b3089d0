import Foundation
import Vitrine

extension KeyboardKeyView {
    /// What the screen reader calls the key: the character its cap shows now (shifted or
    /// not), else VoiceOver's name for the function key.
    var spokenName: String {
        switch key.role {
        case .character: return key.label(shifted: shifted)
        case .shift: return "shift"
        case .backspace: return "delete"
        case .globe: return "next keyboard"
        case .space: return "space"
        case .returnKey: return key.label
        case .dismiss: return "hide keyboard"
        case .page(.letters): return "letters"
        case .page(.numbers): return "numbers"
        case .page(.symbols): return "symbols"
        }
    }

    /// A Hangul jamo cap (ㄱ…ㅣ) is said by the Korean voice; the other keys in the app's
    /// language.
    var spokenLanguage: String? { KeyboardKeyView.isHangulJamo(spokenName) ? "ko" : nil }
}
