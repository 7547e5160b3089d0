import Foundation

/// The keyboard and text-handling settings of an object that takes text. Mirrors UIKit's
/// `UITextInputTraits`: every member is optional in UIKit, so every member here has a default
/// (the one UIKit documents) in the protocol extension; `UITextField` and `UITextView` store
/// settable copies. A custom `UIKeyInput` view overrides the getters it needs (for example
/// `var keyboardType: UIKeyboardType { .numberPad }`).
///
/// The on-screen keyboard reads these when the input becomes first responder and when the
/// input calls `reloadInputViews()`.
@MainActor
public protocol UITextInputTraits: AnyObject {
    /// The kind of keyboard to show. Mirrors `UITextInputTraits.keyboardType` (default `.default`).
    var keyboardType: UIKeyboardType { get }
    /// Light or dark keys. Mirrors `UITextInputTraits.keyboardAppearance` (default `.default`:
    /// follows the input's `userInterfaceStyle`).
    var keyboardAppearance: UIKeyboardAppearance { get }
    /// The return key's title. Mirrors `UITextInputTraits.returnKeyType` (default `.default`).
    var returnKeyType: UIReturnKeyType { get }
    /// When the keyboard shifts by itself. Mirrors
    /// `UITextInputTraits.autocapitalizationType` (default `.sentences`).
    var autocapitalizationType: UITextAutocapitalizationType { get }
    /// Autocorrection (Vitrine has no dictionary: every value behaves as `.no`). Mirrors
    /// `UITextInputTraits.autocorrectionType` (default `.default`).
    var autocorrectionType: UITextAutocorrectionType { get }
    /// Spell checking (none in Vitrine; kept for source compatibility). Mirrors
    /// `UITextInputTraits.spellCheckingType` (default `.default`).
    var spellCheckingType: UITextSpellCheckingType { get }
    /// Whether the text is hidden (dots) and may not be copied. Mirrors
    /// `UITextInputTraits.isSecureTextEntry` (default `false`).
    var isSecureTextEntry: Bool { get }
    /// Whether the return key is disabled while there is no text. Mirrors
    /// `UITextInputTraits.enablesReturnKeyAutomatically` (default `false`).
    var enablesReturnKeyAutomatically: Bool { get }
    /// What the text means (a name, an email address, a one-time code…). Mirrors
    /// `UITextInputTraits.textContentType` (default `nil`).
    var textContentType: UITextContentType? { get }
}

extension UITextInputTraits {
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var isSecureTextEntry: Bool { false }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var textContentType: UITextContentType? { nil }
}
