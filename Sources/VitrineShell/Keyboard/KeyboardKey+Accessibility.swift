import Foundation

extension KeyboardKey {
    /// What a screen reader says for the key, in VoiceOver's words: the character it types
    /// ("a", "A", "ㄱ"), else the key's name ("shift", "delete", "next keyboard", "space",
    /// the return key's title).
    package func accessibilityName(shifted: Bool) -> String {
        switch role {
        case .character: return label(shifted: shifted)
        case .shift: return "shift"
        case .backspace: return "delete"
        case .globe: return "next keyboard"
        case .space: return "space"
        case .returnKey: return label
        case .dismiss: return "hide keyboard"
        case .page(.letters): return "more, letters"
        case .page(.numbers): return "more, numbers"
        case .page(.symbols): return "more, symbols"
        }
    }
}
