import Foundation

/// Becoming and resigning first responder, the delegate's say in every edit, and the editing
/// control events, in the order UIKit documents for `UITextFieldDelegate`: should-begin ->
/// first responder -> did-begin; should-change before each user change; should-end ->
/// resign -> did-end.
extension UITextField: TextEditingCoreHost {
    /// Asks `textFieldShouldBeginEditing(_:)`, becomes first responder, then calls
    /// `textFieldDidBeginEditing(_:)`, sends `editingDidBegin` and posts
    /// `textDidBeginEditingNotification`. The caret goes to the end of the text.
    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        setEditing(true)
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true {
            core.replace(NSRange(location: 0, length: core.length), with: "", gated: false)
        }
        core.setSelection(NSRange(location: core.length, length: 0), notify: false)
        scrollOffset = 0
        editingStateDidChange()
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Asks `textFieldShouldEndEditing(_:)` (not when the window forces it: `endEditing(true)`
    /// or removal from the window), commits marked text, resigns, then calls
    /// `textFieldDidEndEditing(_:reason:)`, sends `editingDidEnd` and posts
    /// `textDidEndEditingNotification`.
    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let forced = window?.isForcingResign ?? false
        if !forced, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        core.unmarkText()
        let resigned = super.resignFirstResponder()
        guard resigned || forced else { return false }
        setEditing(false)
        hideRevealedCharacter()
        scrollOffset = 0
        editingStateDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        return true
    }

    func editingStateDidChange() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// The return key: asks `textFieldShouldReturn(_:)`; when it agrees, sends
    /// `primaryActionTriggered` and `editingDidEndOnExit`, and resigns first responder when
    /// something listens for `editingDidEndOnExit` (UIKit's rule for ending editing from the
    /// return key).
    func returnKeyPressed() {
        core.unmarkText()
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: .primaryActionTriggered)
        sendActions(for: .editingDidEndOnExit)
        if registrations.contains(where: { !$0.events.intersection(.editingDidEndOnExit).isEmpty }) {
            resignFirstResponder()
        }
    }

    /// The clear button: asks `textFieldShouldClear(_:)`, begins editing if needed, empties
    /// the field and sends `editingChanged`.
    func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isFirstResponder { _ = becomeFirstResponder() }
        guard hasText else { return }
        core.inputDelegate?.textWillChange(self)
        core.replace(NSRange(location: 0, length: core.length), with: "", gated: false)
        core.inputDelegate?.textDidChange(self)
    }

    // MARK: TextEditingCoreHost

    func editingCore(shouldReplace range: NSRange, with text: String) -> Bool {
        delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
    }

    func editingCoreDidChangeText(byUser: Bool) {
        core.lastEdit = nil
        hideRevealedCharacter()
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        setNeedsDisplay()
        scrollCaretToVisible()
        // The caret and selection follow at once, whoever changed the text (an app's
        // insertText from a custom input view does not pass through the text system).
        textInteraction.update(keepMenu: true)
        if byUser {
            sendActions(for: .editingChanged)
            NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
        }
    }

    func editingCoreDidChangeSelection(byUser: Bool) {
        if !byUser { hideRevealedCharacter() }
        setNeedsDisplay()
        scrollCaretToVisible()
        textInteraction.update(keepMenu: true)
        delegate?.textFieldDidChangeSelection(self)
    }
}
