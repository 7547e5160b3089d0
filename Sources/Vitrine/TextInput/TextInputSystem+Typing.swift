import Foundation

/// Typing a whole string at once (the control socket's `type TEXT`): into the active input,
/// through the same key path as the on-screen keyboard's keys (`KeyboardAction`s applied to
/// the input, the interaction and keyboard told afterwards), but verbatim: a composition under
/// way is committed first and the text is inserted as it is, whatever the input mode (in
/// Korean mode the on-screen keyboard's letters compose; typed text is already composed).
extension TextInputSystem {
    /// Applies `actions` (`.text`, `.return`, `.deleteBackward`) in order to whichever input
    /// is active when each comes (a return may move the focus to the next field, as a person
    /// typing would see). Returns how many were applied: fewer than all when no input is
    /// active any more (0 when none was to begin with).
    @discardableResult
    package func typeVerbatim(_ actions: [KeyboardAction]) -> Int {
        var applied = 0
        for action in actions {
            guard let input = activeInput else { break }
            inputMethod.commitComposition(in: input)
            keyDepth += 1
            englishInputMethod.perform(action, on: input)
            keyDepth -= 1
            applied += 1
            if action == .dismiss { activeResponder?.resignFirstResponder() }
            TextInteractionRegistry.inputDidChange(activeResponder)
            keyboardHost?.inputDidChange()
        }
        return applied
    }
}
