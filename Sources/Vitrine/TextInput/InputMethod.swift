import Foundation

/// Turns keys into edits of a text input for one input mode (`TextInputSystem.inputMode`):
/// the English method types each key's text, the Korean one composes Hangul syllables and
/// shows the syllable being composed as marked text. `TextInputSystem.perform(_:)` hands every
/// key to the method of the current mode; the system tells the method when a composition must
/// end (the mode switched, the input resigned, the input's text or selection changed outside
/// the method).
@MainActor
package protocol InputMethod: AnyObject {
    /// Applies `action` to `input` (`.dismiss` only ends a composition: the text system
    /// resigns the input).
    func perform(_ action: KeyboardAction, on input: any UIKeyInput)
    /// Ends a composition in `input`, keeping the text composed so far as ordinary text.
    func commitComposition(in input: (any UIKeyInput)?)
    /// `input`'s text or selection changed by something other than this method (a tap moved
    /// the caret, the app set the text, a paste): forget the composition. Marked text still
    /// in the input is committed as it stands.
    func inputDidChangeExternally(_ input: any UIKeyInput)
    /// Whether a composition is under way.
    var isComposing: Bool { get }
    /// The conversion candidates for the composition, best first (what a candidate bar shows;
    /// empty for methods without conversion). InputMethod+Candidates.swift has the default.
    var candidates: [String] { get }
    /// Commits candidate `index` of `candidates` into the input being composed in; `false`
    /// (nothing changes) when there is no such candidate.
    func selectCandidate(at index: Int) -> Bool
}

/// English (and any layout without composition): a key's text is inserted as is, backspace
/// deletes backward, return inserts "\n" (UIKit's text fields turn it into their return
/// behaviour).
@MainActor
package final class EnglishInputMethod: InputMethod {
    package init() {}

    package func perform(_ action: KeyboardAction, on input: any UIKeyInput) {
        Self.type(action, into: input)
    }

    /// Applies `action` as English does (also what other methods do with keys they do not use).
    static func type(_ action: KeyboardAction, into input: any UIKeyInput) {
        switch action {
        case .text(let s): input.insertText(s)
        case .deleteBackward: input.deleteBackward()
        case .return: input.insertText("\n")
        case .dismiss: break
        }
    }

    package func commitComposition(in input: (any UIKeyInput)?) {}
    package func inputDidChangeExternally(_ input: any UIKeyInput) {}
    package var isComposing: Bool { false }
}
