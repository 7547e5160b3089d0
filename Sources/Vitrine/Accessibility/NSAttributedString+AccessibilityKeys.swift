import Foundation

extension NSAttributedString.Key {
    /// The language to speak the text in: a BCP 47 tag string (`"ko"`, `"en-GB"`), read by
    /// the screen reader from an element's `accessibilityAttributedLabel` and
    /// `accessibilityAttributedHint` when the element has no `accessibilityLanguage`. Mirrors
    /// `NSAttributedString.Key.accessibilitySpeechLanguage` (UIKit's
    /// `UIAccessibilitySpeechAttributeLanguage`, raw value `"accessibilitySpeechLanguage"`).
    public static let accessibilitySpeechLanguage = NSAttributedString.Key("accessibilitySpeechLanguage")
}
