import Foundation

/// The standard edit commands on any `UITextInput`, through the protocol alone: what
/// `UIResponder`'s `cut(_:)`, `copy(_:)`, … and `canPerformAction(_:withSender:)` do for a
/// responder adopting `UITextInput`.
@MainActor
enum TextEditActions {
    /// UIKit's rules for the text edit menu:
    /// - cut: an editable, non-secure input with a non-empty selection;
    /// - copy: a non-empty selection of non-secure text (`isSecureTextEntry` forbids both, as
    ///   UIKit's secure text fields do);
    /// - paste: an editable input with a selection or caret, and text on the general pasteboard;
    /// - select: a caret (empty selection) in an input that has text;
    /// - select all: an input with text not already all selected;
    /// - delete: an editable input with a non-empty selection.
    /// (Editability is the interaction's mode: `UITextInteraction` drops cut, paste and delete
    /// in `.nonEditable` mode.)
    static func canPerform(_ action: UIResponderStandardEditAction, on input: any UITextInput) -> Bool {
        let selection = input.selectedTextRange
        let hasSelection = selection.map { !$0.isEmpty } ?? false
        switch action {
        case .cut: return hasSelection && !input.isSecureTextEntry
        case .copy: return hasSelection && !input.isSecureTextEntry
        case .paste: return selection != nil && UIPasteboard.general.hasStrings
        case .select: return (selection?.isEmpty ?? false) && input.hasText
        case .selectAll: return input.hasText && !selectsAll(input)
        case .delete: return hasSelection
        }
    }

    /// Performs `action` on `input` (nothing when it cannot be performed now).
    ///
    /// The input's `inputDelegate` (the text input system) hears of the change as one made
    /// outside the keys (UITextInputDelegate: the document tells it of text and selection
    /// changes it did not make), so an input method ends a composition it was building —
    /// else a syllable composed before a paste would take the next jamo after it.
    static func perform(_ action: UIResponderStandardEditAction, on input: any UITextInput) {
        guard canPerform(action, on: input) else { return }
        let edits = action == .cut || action == .paste || action == .delete
        let delegate = input.inputDelegate
        if edits { delegate?.textWillChange(input) } else if action != .copy { delegate?.selectionWillChange(input) }
        defer { if edits { delegate?.textDidChange(input) } else if action != .copy { delegate?.selectionDidChange(input) } }
        switch action {
        case .cut:
            guard let r = input.selectedTextRange, let s = input.text(in: r) else { return }
            UIPasteboard.general.string = s
            input.replace(r, withText: "")
        case .copy:
            guard let r = input.selectedTextRange, let s = input.text(in: r) else { return }
            UIPasteboard.general.string = s
        case .paste:
            // One replace, however long the text (one undo step for inputs with undo).
            guard let r = input.selectedTextRange, let s = UIPasteboard.general.string else { return }
            input.replace(r, withText: s)
        case .select:
            guard let caret = input.selectedTextRange?.start else { return }
            let t = input.tokenizer
            if let word = t.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.backward))
                ?? t.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.forward)) {
                input.selectedTextRange = word
            }
        case .selectAll:
            input.selectedTextRange = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
        case .delete:
            guard let r = input.selectedTextRange else { return }
            input.replace(r, withText: "")
        }
    }

    /// Whether the selection covers the whole text.
    static func selectsAll(_ input: any UITextInput) -> Bool {
        guard let r = input.selectedTextRange else { return false }
        return input.compare(r.start, to: input.beginningOfDocument) == .orderedSame
            && input.compare(r.end, to: input.endOfDocument) == .orderedSame
    }
}
