import Foundation

/// The text system's side of a text input: the input tells it when its text or selection
/// changes other than through the keyboard (a program set `text`, a tap moved the caret), so
/// the keyboard can reset its state (auto-shift, a Korean syllable being composed). Mirrors
/// UIKit's `UITextInputDelegate`; the system sets itself as the input's `inputDelegate`
/// while the input is first responder.
@MainActor
public protocol UITextInputDelegate: AnyObject {
    /// Mirrors `UITextInputDelegate.selectionWillChange(_:)`.
    func selectionWillChange(_ textInput: (any UITextInput)?)
    /// Mirrors `UITextInputDelegate.selectionDidChange(_:)`.
    func selectionDidChange(_ textInput: (any UITextInput)?)
    /// Mirrors `UITextInputDelegate.textWillChange(_:)`.
    func textWillChange(_ textInput: (any UITextInput)?)
    /// Mirrors `UITextInputDelegate.textDidChange(_:)`.
    func textDidChange(_ textInput: (any UITextInput)?)
}
