import Foundation

/// First responder, the delegate's say in every edit, and the notifications.
extension UITextView: TextEditingCoreHost {
    /// Posted after a text view became first responder. Mirrors
    /// `UITextView.textDidBeginEditingNotification`.
    public static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted after the user changed the text. Mirrors `UITextView.textDidChangeNotification`.
    public static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted after a text view resigned first responder. Mirrors
    /// `UITextView.textDidEndEditingNotification`.
    public static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, window != nil else { return false }
        if isEditable, let d = textViewDelegate, !d.textViewShouldBeginEditing(self) { return false }
        guard super.becomeFirstResponder() else { return false }
        guard isEditable else { return true }
        setEditing(true)
        textViewDelegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        scrollCaretToVisible()
        return true
    }

    func endEditingSession() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        let forced = window?.isForcingResign ?? false
        if isEditing, !forced, let d = textViewDelegate, !d.textViewShouldEndEditing(self) { return false }
        core.unmarkText()
        let resigned = super.resignFirstResponder()
        guard resigned || forced else { return false }
        guard isEditing else { return true }
        setEditing(false)
        textViewDelegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    // MARK: TextEditingCoreHost

    func editingCore(shouldReplace range: NSRange, with text: String) -> Bool {
        textViewDelegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true
    }

    func editingCoreDidChangeText(byUser: Bool) {
        setNeedsLayout()
        let old = layoutCache.flatMap { $0.style == styleRevision && $0.width == wrapWidth(for: bounds.width) ? $0.layout : nil }
        let edit = core.lastEdit
        core.lastEdit = nil
        layoutText()
        if let edit, let old, let new = textLayout(), let damage = Self.changedBand(old, new, edit: edit) {
            // Only the lines the edit changed or moved.
            contentView.setNeedsDisplay(CGRect(x: 0, y: textOrigin.y + damage.lowerBound, width: contentView.bounds.width,
                                               height: damage.upperBound - damage.lowerBound))
        } else {
            contentView.setNeedsDisplay()
        }
        textInteraction?.update(keepMenu: true)
        if byUser {
            scrollCaretToVisible()
            textViewDelegate?.textViewDidChange(self)
            NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
        }
    }

    func editingCoreDidChangeSelection(byUser: Bool) {
        // The caret and the selection are drawn by the text interaction, not in the content.
        if isEditing { scrollCaretToVisible() }
        textInteraction?.inputGeometryDidChange()
        textViewDelegate?.textViewDidChangeSelection(self)
    }
}
