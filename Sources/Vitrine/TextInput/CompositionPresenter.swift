import Foundation
import VitrinePlatform

/// Shows an input method's composition in the input, as the Japanese and Chinese methods need:
/// in a `UITextInput` the composition is marked text (`setMarkedText(_:selectedRange:)`, caret
/// after it) and finished text replaces it and is committed with `unmarkText()`; in a
/// `UIKeyInput`-only input (which cannot mark text) the composition is typed as provisional
/// text and replaced, as it changes, with `deleteBackward()` + `insertText(_:)` where it
/// differs (KoreanInputMethod documents why).
/// A class, not a struct: the input calls back into the method (as `inputDelegate`) while the
/// presenter edits it, and the method then reads the presenter.
@MainActor
final class CompositionPresenter {
    /// The composition as the input shows it now (marked, or provisional typed text).
    private(set) var shown = ""
    /// The input the composition is shown in.
    private(set) weak var input: UIResponder?

    /// Brings `input` from showing `shown` to `committed` as final text followed by `preedit`
    /// as the composition. Returns `false` when a `UITextInput` refused to mark `preedit`
    /// (the caller should drop its composition: the user cannot see it).
    func show(committed: String, preedit: String, in input: any UIKeyInput) -> Bool {
        var accepted = true
        if let t = input as? any UITextInput {
            if !committed.isEmpty {
                if t.markedTextRange == nil || committed != shown {
                    t.setMarkedText(committed, selectedRange: NSRange(location: committed.utf16.count, length: 0))
                }
                t.unmarkText()
            }
            if !preedit.isEmpty {
                t.setMarkedText(preedit, selectedRange: NSRange(location: preedit.utf16.count, length: 0))
                accepted = t.markedTextRange != nil
            } else if committed.isEmpty, t.markedTextRange != nil {
                t.setMarkedText("", selectedRange: NSRange(location: 0, length: 0))
                t.unmarkText()
            }
        } else {
            typeOver(shown, with: committed + preedit, in: input)
        }
        shown = accepted ? preedit : ""
        self.input = shown.isEmpty ? nil : input as? UIResponder
        return accepted
    }

    /// Ends the composition with `text` as final text in place of what is shown (only if the
    /// composition is shown in `input`). An input that dropped its marked text before the
    /// commit keeps it dropped (logged, naming `method`).
    func commit(_ text: String, in input: (any UIKeyInput)?, method: String) {
        let wasShown = shown, wasIn = self.input
        // Forget first: the input may report the change back (inputDelegate) while we commit.
        shown = ""
        self.input = nil
        guard let input, wasIn === input as AnyObject else { return }
        if let t = input as? any UITextInput {
            if t.markedTextRange != nil {
                if text != wasShown { t.setMarkedText(text, selectedRange: NSRange(location: text.utf16.count, length: 0)) }
                t.unmarkText()
            } else if !text.isEmpty, !wasShown.isEmpty {
                Log.ui.notice("\(method) input: \(type(of: input)) dropped its marked text \"\(wasShown)\" before it was committed")
            }
        } else {
            typeOver(wasShown, with: text, in: input)
        }
    }

    /// Forgets the composition without touching the input (it changed under us); marked text
    /// left in `input` is committed as it stands.
    func forget(unmarkingIn input: (any UIKeyInput)? = nil) {
        let wasIn = self.input
        shown = ""
        self.input = nil
        if let input, wasIn === input as AnyObject, let t = input as? any UITextInput, t.markedTextRange != nil {
            t.unmarkText()
        }
    }

    /// A `UIKeyInput`-only input: replaces the provisional characters `shown` typed last by
    /// `text`, deleting and inserting only where they differ.
    private func typeOver(_ shown: String, with text: String, in input: any UIKeyInput) {
        let old = Array(shown), new = Array(text)
        var common = 0
        while common < old.count, common < new.count, old[common] == new[common] { common += 1 }
        for _ in common..<old.count { input.deleteBackward() }
        if common < new.count { input.insertText(String(new[common...])) }
    }
}
