import Vitrine

/// What the screen reader says for an element, in VoiceOver's order: the label, the value,
/// then what the element is and its state in VoiceOver's words ("Volume, 50%, adjustable";
/// "Save, button, dimmed"), joined by commas; the hint is said separately, after a pause.
@MainActor
package struct ScreenReaderPhrase: Equatable {
    /// The label, value and traits.
    package var text: String
    /// The hint, said after the pause (`nil`: none).
    package var hint: String?
    /// The language to say it in (`nil`: the engine's default).
    package var language: String?

    /// The phrase for `element`; `appLanguage` when neither the element nor a container of it
    /// has an `accessibilityLanguage`. Without `speaksPrivateContent` (headphones in), private
    /// content is replaced by the word "private": a secure text field's value, and the label
    /// and value of a view marked `accessibilityIsPrivate` (or inside one).
    package init(for element: UIView, appLanguage: String?, speaksPrivateContent: Bool = false) {
        var language: String?
        var v: UIView? = element
        while language == nil, let view = v {
            language = view.accessibilityLanguage
            v = view.superview
        }
        self.language = language ?? appLanguage
        let traits = element.accessibilityTraits
        let privateWord = AudioGuidanceText.privateContent.text(language: self.language)
        let privateView = !speaksPrivateContent && element.accessibilityShowsPrivateContent
        let privateValue = privateView || (!speaksPrivateContent && (element as? UITextField)?.isSecureTextEntry == true)
        var parts: [String] = []
        if privateView {
            parts.append(privateWord)
        } else if let label = element.accessibilityLabel, !label.isEmpty {
            parts.append(label)
        }
        if var value = element.accessibilityValue, !value.isEmpty {
            // A switch reports "1"/"0"; VoiceOver says "on"/"off".
            if traits.contains(.toggleButton) { value = value == "1" ? "on" : value == "0" ? "off" : value }
            if !privateView { parts.append(privateValue ? privateWord : value) }
        }
        parts += Self.words(for: traits, of: element)
        text = parts.joined(separator: ", ")
        hint = element.accessibilityHint.flatMap { $0.isEmpty ? nil : $0 }
    }

    /// VoiceOver's words for `traits` (and for a text field, which UIKit marks by its class,
    /// not a trait): what the element is first, then its state.
    static func words(for traits: UIAccessibilityTraits, of element: UIView) -> [String] {
        var words: [String] = []
        if traits.contains(.toggleButton) {
            words.append("switch button")
        } else if traits.contains(.button) {
            words.append("button")
        }
        if traits.contains(.link) { words.append("link") }
        if traits.contains(.searchField) {
            words.append("search field")
        } else if let field = element as? UITextField {
            words.append(field.isSecureTextEntry ? "secure text field" : "text field")
        } else if element is UITextView {
            words.append("text field")
        }
        if traits.contains(.header) { words.append("heading") }
        if traits.contains(.image) { words.append("image") }
        if traits.contains(.tabBar) { words.append("tab bar") }
        if traits.contains(.adjustable) { words.append("adjustable") }
        if traits.contains(.selected) { words.append("selected") }
        if traits.contains(.notEnabled) { words.append("dimmed") }
        return words
    }
}
