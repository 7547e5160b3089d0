import Foundation
import VitrineText

/// A run of typing that is one undo step: `range` is its text in the current text, `old` what
/// that text replaced; `token` is the undo manager's `registrationCount` just after the run's
/// step was registered (a later registration on the same manager means the step is no longer
/// the last one, so the run cannot grow).
@MainActor
final class TypingRun {
    var range: NSRange
    var old: TextSlice
    var token: Int

    init(range: NSRange, old: TextSlice, token: Int) {
        self.range = range
        self.old = old
        self.token = token
    }
}

/// Undo of edits, registered with the view's `undoManager` restoring the replaced text with
/// its attributes; undoing registers the redo.
///
/// Typing is coalesced as UIKit's text views do it (their "Undo Typing" step): consecutive
/// `insertText(_:)`, `deleteBackward()` and committed compositions at a caret that moves only
/// by that typing are ONE undo step. The run ends when the selection is changed by anything
/// but typing (a tap, an arrow key, the app), by a paste, a cut or any other
/// `replace(_:withText:)` (each its own step), by an undo or a redo, by setting the text, and
/// after a typed line break (UIKit starts a new typing step after a new line). UIKit does not
/// document a time after which a pause ends the run, and observed UIKit does not end it by
/// time, so a pause does not end it here either. Marked text is registered when it is
/// committed (the text it replaced comes back), not at each composition step.
extension TextEditingCore {
    /// Registers undo of replacing `range` by `text` (called before the change). `typing`:
    /// typing that may join the current typing run.
    func registerUndo(replacing range: NSRange, with text: String, typing: Bool = false) {
        registerUndo(restoring: slice(range), over: NSRange(location: range.location, length: text.utf16.count), typing: typing)
        if typing && text.unicodeScalars.contains(where: { TextBoundaries.isLineBreak($0) }) { typingRun = nil }
    }

    /// Registers putting `old` back over `range` (`range` covers the new text).
    func registerUndo(restoring old: TextSlice, over range: NSRange, typing: Bool = false) {
        if typing, extendTypingRun(replaced: old, newText: range) { return }
        typingRun = nil
        guard let undoManager else { return }
        if typing {
            let run = TypingRun(range: range, old: old, token: 0)
            undoManager.registerUndo(withTarget: self) { core in core.restore(run.old, in: run.range) }
            run.token = undoManager.registrationCount
            typingRun = run
        } else {
            undoManager.registerUndo(withTarget: self) { core in core.restore(old, in: range) }
        }
    }

    /// Grows the current typing run by an edit that put `newText` where `replaced` was, when
    /// that edit ends where the run ends (typing on, or backspacing into or past it) and the
    /// run's step is still the last registered one. Returns whether it did.
    private func extendTypingRun(replaced: TextSlice, newText: NSRange) -> Bool {
        guard let run = typingRun, let undoManager, undoManager.registrationCount == run.token else { return false }
        let runEnd = run.range.location + run.range.length
        let removedEnd = newText.location + replaced.length
        guard removedEnd == runEnd, newText.location <= runEnd else { return false }
        if newText.location < run.range.location {
            // Backspacing past the run's start: that text joins what the step puts back.
            run.old = replaced.prefix(run.range.location - newText.location).appending(run.old)
        }
        let start = min(newText.location, run.range.location)
        run.range = NSRange(location: start, length: runEnd - replaced.length + newText.length - start)
        return true
    }

    /// Marked text was committed as `committed`: one undo puts back what the composition
    /// replaced (typing: it joins the typing run).
    func registerCompositionUndo(committed: NSRange) {
        guard let start = compositionStart else { return }
        compositionStart = nil
        registerUndo(restoring: start, over: committed, typing: true)
    }

    /// Puts `text` back over `range` (an undo or a redo): not asked of the delegate, as
    /// UIKit's undo is not; registers the opposite change; the caret goes after it.
    private func restore(_ text: TextSlice, in range: NSRange) {
        let r = clamp(range, caller: "undo", quiet: true)
        registerUndo(replacing: r, with: text.string)
        inputDelegate?.textWillChange(nil)
        markedRange = nil
        compositionStart = nil
        replaceStorage(r, with: text)
        setCaretAfterUndo(r.location + text.length)
        inputDelegate?.textDidChange(nil)
        host?.editingCoreDidChangeText(byUser: true)
        host?.editingCoreDidChangeSelection(byUser: true)
    }
}
