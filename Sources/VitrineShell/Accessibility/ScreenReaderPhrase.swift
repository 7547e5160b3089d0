import Foundation
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
    /// The language to say the hint in (`nil`: the engine's default).
    package var hintLanguage: String?

    /// The phrase for `element`. Its language is the element's `accessibilityLanguage`, else
    /// the `.accessibilitySpeechLanguage` of its attributed label (at the label's start), else
    /// a container's `accessibilityLanguage`, else `appLanguage`; the hint's is the same with
    /// the attributed hint's own language in place of the label's. One label is said in one
    /// language: a second language inside it (a Korean name in an English sentence) is said
    /// in the first. A secure text field's value is never said (its characters are not, even
    /// as dots). Without `speaksPrivateContent` (headphones in), the label and value of a view
    /// marked `accessibilityIsPrivate` (or inside one) are replaced by the word "private".
    package init(for element: any AccessibilityFocusable, appLanguage: String?, speaksPrivateContent: Bool = false) {
        let privateView = !speaksPrivateContent && (element.accessibilityHostView?.accessibilityShowsPrivateContent ?? false)
        let own = element.accessibilityLanguage
        // Containers are only asked when neither the element nor its text names a language.
        let inherited = { Self.containerLanguage(of: element) ?? appLanguage }
        let labelLanguage = privateView ? nil : Self.speechLanguage(of: element.accessibilityAttributedLabel)
        language = own ?? labelLanguage ?? inherited()
        let traits = element.accessibilityTraits
        var parts: [String] = []
        if privateView {
            parts.append(AudioGuidanceText.privateContent.text(language: self.language))
        } else {
            if let label = element.accessibilityLabel, !label.isEmpty { parts.append(label) }
            if !Self.isSecure(element), var value = element.accessibilityValue, !value.isEmpty {
                // A switch reports "1"/"0"; VoiceOver says "on"/"off".
                if traits.contains(.toggleButton) { value = value == "1" ? "on" : value == "0" ? "off" : value }
                parts.append(value)
            }
        }
        parts += Self.words(for: traits, of: element)
        // VoiceOver tells of custom actions after the element ("Mail, button, actions available");
        // a keyboard key is said by its character alone (touch typing runs over many keys) and
        // tells of its actions (accents) after the hint's pause instead.
        let actions = !(element.accessibilityCustomActions ?? []).isEmpty
        let key = traits.contains(.keyboardKey)
        if actions, !key { parts.append("actions available") }
        text = parts.joined(separator: ", ")
        let ownHint = element.accessibilityHint.flatMap { $0.isEmpty ? nil : $0 }
        hint = ownHint ?? (actions && key ? "actions available" : nil)
        hintLanguage = ownHint == nil ? language
            : own ?? Self.speechLanguage(of: element.accessibilityAttributedHint) ?? inherited()
    }

    /// The nearest `accessibilityLanguage` among the views holding `element`.
    static func containerLanguage(of element: any AccessibilityFocusable) -> String? {
        var v: UIView? = element.accessibilityHostView
        while let view = v {
            if let language = view.accessibilityLanguage { return language }
            v = view.superview
        }
        return nil
    }

    /// The `.accessibilitySpeechLanguage` at the start of `text` (which covers the whole of it
    /// when it is the text's one language); `nil` when there is none or it is not a string
    /// (logged once).
    static func speechLanguage(of text: NSAttributedString?) -> String? {
        guard let text, text.length > 0,
              let value = text.attribute(.accessibilitySpeechLanguage, at: 0, effectiveRange: nil) else { return nil }
        guard let language = value as? String else {
            TextAttributeDiagnostics.reportIgnored(.accessibilitySpeechLanguage, value: value, expected: "a language tag String")
            return nil
        }
        return language.isEmpty ? nil : language
    }

    /// VoiceOver's words for `traits` (and for a text field, which UIKit marks by its class,
    /// not a trait): what the element is first, then its state.
    static func words(for traits: UIAccessibilityTraits, of element: any AccessibilityFocusable) -> [String] {
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

    /// Whether `element` is a text field whose text is secure.
    static func isSecure(_ element: any AccessibilityFocusable) -> Bool {
        (element as? UITextField)?.isSecureTextEntry ?? false
    }
}
