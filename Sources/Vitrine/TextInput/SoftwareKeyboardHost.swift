import Foundation

/// The on-screen keyboard as the text system sees it: the shell installs one per screen
/// (`screen.textInput.keyboardHost`); Vitrine tells it which input is active and reads the
/// frames it reports back through `TextInputSystem.keyboardWillChangeFrame(…)`.
@MainActor
package protocol SoftwareKeyboardHost: AnyObject {
    /// `responder` became the active text input (it adopts `UIKeyInput` or has an
    /// `inputView`), or it called `reloadInputViews()`: show keys for its traits, or its
    /// `inputView` in their place, with its `inputAccessoryView` above.
    func activate(for responder: UIResponder)
    /// No text input is active any more: hide.
    func deactivate()
    /// The input mode changed (the globe key, a hardware Hangul key).
    func inputModeDidChange(_ mode: TextInputMode)
    /// The active input's text or selection changed (auto-shift, the return key's enabling).
    func inputDidChange()
    /// A hardware keyboard was attached or detached.
    func hardwareKeyboardDidChange(attached: Bool)
}
