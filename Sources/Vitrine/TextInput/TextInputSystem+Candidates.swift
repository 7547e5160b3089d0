import Foundation

/// The conversion candidates of the current input method (Japanese, Chinese), for a
/// candidate bar: what it lists, and choosing one, which edits the active input as a key does.
extension TextInputSystem {
    /// The current method's candidates for its composition, best first (empty: none).
    package var candidates: [String] { inputMethod.candidates }

    /// Commits candidate `index` of `candidates` into the active input. Returns `false`
    /// (nothing changes) when there is no such candidate.
    @discardableResult
    package func selectCandidate(at index: Int) -> Bool {
        guard activeInput != nil else { return false }
        keyDepth += 1
        let chosen = inputMethod.selectCandidate(at: index)
        keyDepth -= 1
        guard chosen else { return false }
        TextInteractionRegistry.inputDidChange(activeResponder)
        keyboardHost?.inputDidChange()
        return true
    }
}
