import Foundation

/// What a screen reader says for a key just typed, as VoiceOver echoes typing: the character
/// ("a"; "space"); in Korean, the syllable as it composes (ㄱ, then 기, then 김); in secure
/// text entry "dot", never the character.
extension TextInputSystem {
    func echoText(for action: KeyboardAction, in input: any UIKeyInput) -> String? {
        guard case .text(let typed) = action, !typed.isEmpty else { return nil }
        if input.isSecureTextEntry { return "dot" }
        if let korean = inputMethod as? KoreanInputMethod, korean.isComposing, !korean.preedit.isEmpty {
            return korean.preedit
        }
        switch typed {
        case " ": return "space"
        case "\t": return "tab"
        default: return typed
        }
    }
}
