import Foundation

/// What a screen reader says for a key just typed, as VoiceOver echoes typing: the character
/// ("a"; "space"); in Korean, the syllable as it composes (ㄱ, then 기, then 김); in secure
/// text entry "dot", never the character. Backspace says the character it deleted (inside a
/// Korean composition, the syllable left).
extension TextInputSystem {
    /// What the echo needs from before a key is applied.
    struct EchoContext {
        var wasComposing: Bool
        /// The character before the caret (a `UITextInput` with an empty selection only).
        var deleted: String?
    }

    func echoContext(for action: KeyboardAction, in input: any UIKeyInput) -> EchoContext? {
        guard action == .deleteBackward else { return nil }
        return EchoContext(wasComposing: inputMethod.isComposing, deleted: Self.characterBeforeCaret(in: input))
    }

    func echoText(for action: KeyboardAction, in input: any UIKeyInput, before: EchoContext?) -> String? {
        let korean = inputMethod as? KoreanInputMethod
        let composing = korean.flatMap { $0.isComposing && !$0.preedit.isEmpty ? $0.preedit : nil }
        switch action {
        case .text(let typed) where !typed.isEmpty:
            if input.isSecureTextEntry { return "dot" }
            if let composing { return composing }
            switch typed {
            case " ": return "space"
            case "\t": return "tab"
            default: return typed
            }
        case .deleteBackward:
            guard let before else { return nil }
            if before.wasComposing { return composing }
            guard let deleted = before.deleted, !deleted.isEmpty else { return nil }
            if input.isSecureTextEntry { return "dot" }
            return deleted == " " ? "space" : deleted
        default:
            return nil
        }
    }

    /// The character just before an empty selection, read through `UITextInput`.
    private static func characterBeforeCaret(in input: any UIKeyInput) -> String? {
        guard let t = input as? any UITextInput, let range = t.selectedTextRange, range.isEmpty,
              let start = t.position(from: range.start, offset: -1),
              let r = t.textRange(from: start, to: range.start) else { return nil }
        return t.text(in: r)
    }
}
