import Vitrine
import VitrinePlatform

extension AccessibilityMenu {
    /// A key, before the reader and the app. The menu keys open the menu or close it,
    /// from any screen. While the menu is open and the reader off, the keypad works it: the
    /// `next` and `decrement` keys (right and down arrows, keypad 6 and 2) move the selection
    /// to the next row, `previous` and `increment` (left, up, 4, 8) to the previous one
    /// (both wrap round), `activate` (Enter, keypad 5) turns the selected row over (or steps
    /// the text size), `escape` and `clear` (Escape, Cancel, Backspace) close the menu; other
    /// keys do nothing, and none reaches the app. With the reader on, its keypad works the menu
    /// as any screen (the menu is modal to it), and keys it has no use for are kept from the app.
    /// A key acts on its press; its repeats and its release are taken with it.
    func handleKey(_ code: Int, pressed: Bool) -> Bool {
        guard pressed else { return heldKeys.remove(code) != nil }
        if heldKeys.contains(code) { return true }
        let action = keys.action(for: code)
        if action == .menu {
            heldKeys.insert(code)
            if isOpen { close() } else { open(selecting: true) }
            return true
        }
        guard isOpen else { return false }
        if reader?.isRunning == true, action != nil { return false }
        heldKeys.insert(code)
        guard reader?.isRunning != true else { return true }
        switch action {
        case .next, .decrement: moveSelection(by: 1)
        case .previous, .increment: moveSelection(by: -1)
        case .activate: activateSelection()
        case .escape, .clear: close()
        default: break
        }
        return true
    }

    /// Moves the keypad's selection `step` rows, wrapping round; with none, to the first row
    /// (or the last, going back).
    func moveSelection(by step: Int) {
        guard let rows = window?.rows, !rows.isEmpty else { return }
        if let i = selectedRow {
            selectedRow = ((i + step) % rows.count + rows.count) % rows.count
        } else {
            selectedRow = step > 0 ? 0 : rows.count - 1
        }
        refresh()
    }

    /// Turns the selected row over (with none, selects the first).
    func activateSelection() {
        guard let rows = window?.rows else { return }
        guard let i = selectedRow, rows.indices.contains(i) else {
            moveSelection(by: 1)
            return
        }
        rows[i].onActivate?()
    }
}
