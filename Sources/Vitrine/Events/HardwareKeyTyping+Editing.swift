import Foundation
import VitrinePlatform

/// The editing keys beyond typing: forward Delete, Tab, Escape and the Control shortcuts
/// (see `HardwareKeyTyping` for the rules and the reasons).
extension HardwareKeyTyping {
    /// The edit command of Control + the key with `keysym` (Linux code `code`), nil for others.
    static func shortcut(keysym: XKBKeysym, code: Int, shift: Bool) -> EditShortcut? {
        let letter: String
        switch keysym.rawValue {
        case 0x61...0x7A: letter = String(UnicodeScalar(UInt8(keysym.rawValue)))
        case 0x41...0x5A: letter = String(UnicodeScalar(UInt8(keysym.rawValue + 0x20)))
        default:
            guard let q = qwertyLetter(code: code) else { return nil }
            letter = q
        }
        switch letter {
        case "a": return shift ? nil : .standard(.selectAll)
        case "c": return shift ? nil : .standard(.copy)
        case "x": return shift ? nil : .standard(.cut)
        case "v": return shift ? nil : .standard(.paste)
        case "z": return shift ? .redo : .undo
        case "y": return shift ? nil : .redo
        default: return nil
        }
    }

    /// Applies Delete, Tab, Escape or a shortcut to the active input, committing a
    /// composition first.
    func applyEditing(_ action: HardwareKeyAction, to system: TextInputSystem) {
        guard let input = system.activeInput else { return }
        switch action {
        case .tab:
            // A text view takes the tab as text (through the input method, which commits).
            if input is UITextView { system.perform(.text("\t")) }
            return
        case .escape:
            system.inputMethod.commitComposition(in: input)
        case .deleteForward:
            system.inputMethod.commitComposition(in: input)
            guard let t = input as? any UITextInput else { return }
            deleteForward(in: t)
        case .edit(let shortcut):
            system.inputMethod.commitComposition(in: input)
            perform(shortcut, on: input)
        default:
            return
        }
    }

    private func deleteForward(in input: any UITextInput) {
        guard let sel = input.selectedTextRange else { return }
        if !sel.isEmpty {
            input.replace(sel, withText: "")
            return
        }
        // The next character: the tokenizer's (a whole grapheme cluster), else one position on.
        let next = input.tokenizer.position(from: sel.start, toBoundary: .character, inDirection: .storage(.forward))
            ?? input.position(from: sel.start, offset: 1)
        guard let next, input.compare(next, to: sel.start) == .orderedDescending,
              let r = input.textRange(from: sel.start, to: next) else { return }
        input.replace(r, withText: "")
    }

    private func perform(_ shortcut: EditShortcut, on input: any UIKeyInput) {
        switch shortcut {
        case .undo:
            (input as? UIResponder)?.undoManager?.undo()
        case .redo:
            (input as? UIResponder)?.undoManager?.redo()
        case .standard(let action):
            // As a key command would: only when the responder says it can.
            if let r = input as? UIResponder, r.canPerformAction(action, withSender: nil) { r.perform(action, withSender: nil) }
        }
    }
}
