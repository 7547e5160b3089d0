import Foundation

/// Undo of edits: every user edit (typing, deleting, a paste, the clear button) is registered
/// with the view's `undoManager` as its own undo group, restoring the replaced text with its
/// attributes; undoing registers the redo. Marked text is registered once, when it is
/// committed (the text it replaced comes back), not at each composition step; consecutive
/// typing is not merged into one group (UIKit merges it).
extension TextEditingCore {
    func registerUndo(replacing range: NSRange, with text: String) {
        registerUndo(restoring: storage.attributedSubstring(from: range), over: NSRange(location: range.location, length: text.utf16.count))
    }

    /// Registers putting `old` back over `range`.
    func registerUndo(restoring old: NSAttributedString, over range: NSRange) {
        guard let undoManager else { return }
        undoManager.registerUndo(withTarget: self) { core in core.restore(old, in: range) }
    }

    /// Marked text was committed as `committed`: one undo puts back what the composition
    /// replaced.
    func registerCompositionUndo(committed: NSRange) {
        guard let start = compositionStart else { return }
        compositionStart = nil
        registerUndo(restoring: start, over: committed)
    }

    /// Puts `text` back over `range` (an undo or a redo): not asked of the delegate, as
    /// UIKit's undo is not; registers the opposite change; the caret goes after it.
    private func restore(_ text: NSAttributedString, in range: NSRange) {
        let r = clamp(range, caller: "undo", quiet: true)
        registerUndo(replacing: r, with: text.string)
        inputDelegate?.textWillChange(nil)
        markedRange = nil
        replaceStorage(r, with: text)
        setCaretAfterUndo(r.location + text.length)
        inputDelegate?.textDidChange(nil)
        host?.editingCoreDidChangeText(byUser: true)
        host?.editingCoreDidChangeSelection(byUser: true)
    }
}
