import Foundation
import VitrinePlatform

/// Korean 2-set (두벌식) typing through libhangul (`HangulComposer`), as iOS's Korean keyboard
/// types:
///
/// - A letter key (the QWERTY letter the jamo sits on; Shift for ㄲ ㄸ ㅃ ㅆ ㅉ ㅒ ㅖ) goes to
///   the composer. In an input adopting `UITextInput` the syllable being composed is marked
///   text (`setMarkedText(_:selectedRange:)` with the caret after it); a finished syllable
///   replaces the marked text and is committed with `unmarkText()`.
/// - Backspace while composing takes the last jamo off the syllable (값 → 갑 → 가 → ㄱ →
///   nothing); with nothing composed it deletes backward.
/// - Any other key (digits, punctuation, space, return) first commits the syllable, then
///   types as in English. So do the mode switch, the input resigning, and the input's
///   selection or text changing from outside (a tap moving the caret).
/// - An input adopting only `UIKeyInput` cannot show marked text: the jamo is typed as
///   ordinary text and, as the syllable grows, replaced with `deleteBackward()` +
///   `insertText(_:)` (ㅎ, then delete + 하, then delete + 한), deleting only what differs
///   (한 then ㄱ is `insertText("ㄱ")`; 닭 then ㅏ is delete + `insertText("달가")`); backspace
///   while composing is delete + the shorter syllable. Apple does not document what its
///   keyboard does for such views; this is the only way to show a growing syllable with
///   the two calls `UIKeyInput` has, and it leaves the view holding exactly the text the user
///   sees.
@MainActor
package final class KoreanInputMethod: InputMethod {
    private let composer: HangulComposer
    /// The syllable as the input shows it (marked, or provisional typed text).
    private let presenter = CompositionPresenter()

    /// A Korean method over libhangul's 두벌식; nil only if libhangul lacks it.
    package init?() {
        guard let c = HangulComposer(keyboard: HangulComposer.dubeolsik) else { return nil }
        composer = c
    }

    package var isComposing: Bool { composer.isComposing }

    /// The text being composed (tests, the on-screen keyboard).
    package var preedit: String { composer.preedit }

    /// Whether `s` is one key of the 2-set layout (an ASCII letter).
    static func isLayoutLetter(_ s: String) -> Bool {
        guard s.utf8.count == 1, let b = s.utf8.first else { return false }
        return (b >= 0x41 && b <= 0x5A) || (b >= 0x61 && b <= 0x7A)
    }

    package func perform(_ action: KeyboardAction, on input: any UIKeyInput) {
        if let shownIn = presenter.input, shownIn !== input as AnyObject {
            commitComposition(in: shownIn as? any UIKeyInput)
        }
        switch action {
        case .text(let s) where Self.isLayoutLetter(s):
            let r = composer.process(Character(s))
            show(committed: r.committed, preedit: r.preedit, in: input)
            if !r.handled { input.insertText(s) }
        case .deleteBackward:
            if composer.backspace() {
                show(committed: "", preedit: composer.preedit, in: input)
            } else {
                input.deleteBackward()
            }
        case .text(let s):
            commitComposition(in: input)
            input.insertText(s)
        case .return:
            commitComposition(in: input)
            input.insertText("\n")
        case .dismiss:
            commitComposition(in: input)
        }
    }

    package func commitComposition(in input: (any UIKeyInput)?) {
        presenter.commit(composer.flush(), in: input, method: "Korean")
    }

    package func inputDidChangeExternally(_ input: any UIKeyInput) {
        guard composer.isComposing || !presenter.shown.isEmpty else { return }
        composer.reset()
        presenter.forget(unmarkingIn: input)
    }

    /// Brings the input from showing the composition to showing `committed` as final text
    /// followed by `preedit` as the composition.
    private func show(committed: String, preedit: String, in input: any UIKeyInput) {
        if !presenter.show(committed: committed, preedit: preedit, in: input) {
            // The input (or its delegate) refused the marked text: do not go on composing
            // a syllable the user cannot see.
            Log.ui.notice("Korean input: \(type(of: input)) did not mark \"\(preedit)\"; composition abandoned")
            composer.reset()
        }
    }
}
