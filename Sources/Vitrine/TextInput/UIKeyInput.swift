import Foundation

/// The smallest text-entry interface: a responder that adopts it receives typed text from the
/// on-screen keyboard and from hardware keyboards while it is first responder. Mirrors
/// UIKit's `UIKeyInput` (a custom view adopts it, returns `true` from
/// `canBecomeFirstResponder`, and calls `becomeFirstResponder()`).
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the input holds any text (the keyboard's backspace and auto-shift read it).
    /// Mirrors `UIKeyInput.hasText`.
    var hasText: Bool { get }
    /// Inserts typed text at the insertion point (`"\n"` for the return key). Mirrors
    /// `UIKeyInput.insertText(_:)`.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point (or the selection). Mirrors
    /// `UIKeyInput.deleteBackward()`.
    func deleteBackward()
}
