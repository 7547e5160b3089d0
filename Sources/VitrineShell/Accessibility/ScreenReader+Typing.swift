import Vitrine

extension ScreenReader {
    /// Says what a key just typed (`TextInputSystem.typingEcho`: the character, "space", the
    /// composing Korean syllable, "dot" in secure text), from the on-screen keyboard or a
    /// hardware one; Hangul in Korean.
    func echoTyping(_ text: String) {
        let hangul = text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) || (0x3131...0x318E).contains($0.value) || (0x1100...0x11FF).contains($0.value) }
        say(text: text, language: hangul ? "ko" : appLanguage)
    }

    /// VoiceOver's touch typing: a finger exploring the keyboard that lifts on the focused
    /// key types it (a double tap types it too, as any activation).
    func liftedWhileExploring(at point: CGPoint) {
        guard let key = focusedElement, key.accessibilityTraits.contains(.keyboardKey),
              !key.accessibilityTraits.contains(.notEnabled), key.accessibilityFrame.contains(point) else { return }
        activate()
    }
}
