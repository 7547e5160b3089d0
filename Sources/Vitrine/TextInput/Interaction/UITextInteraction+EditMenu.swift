import Foundation

/// The interaction's edit menu: which commands it offers and what a tapped one does.
extension UITextInteraction {
    /// The commands the menu offers now, in UIKit's order: with a caret, Select, Select All,
    /// Paste; with a selection, Cut, Copy, Paste, Delete, Select All. Each is shown only when
    /// the input can perform it (its `canPerformAction(_:withSender:)`: UIKit's text rules
    /// unless the input overrides it); a `.nonEditable` interaction never offers cut, paste or
    /// delete.
    public var editMenuActions: [UIResponderStandardEditAction] {
        guard let input = textInput, let sel = input.selectedTextRange else { return [] }
        let order: [UIResponderStandardEditAction] = sel.isEmpty ? [.select, .selectAll, .paste] : [.cut, .copy, .paste, .delete, .selectAll]
        return order.filter { action in
            if textInteractionMode == .nonEditable, [.cut, .paste, .delete].contains(action) { return false }
            return input.canPerformAction(action, withSender: self)
        }
    }

    /// Whether the edit menu is shown.
    public var isEditMenuVisible: Bool { menu != nil }

    /// Shows the edit menu for the current caret or selection (nothing when no command
    /// applies).
    public func showMenu() { showMenu(pointingAt: nil) }

    /// Shows the edit menu pointing at `rect` (in `view`'s coordinates), or at the caret or
    /// selection when nil.
    func showMenu(pointingAt target: (rect: CGRect, view: UIView)?) {
        hideMenu()
        guard isActive, let input = textInput, let window = input.textInputView.window else { return }
        let actions = editMenuActions
        guard !actions.isEmpty else { return }
        let m = EditMenuView(actions: actions, target: { [weak self] in
            guard let target else { return self?.menuTarget() }
            return target.view.window === window ? target.view.convert(target.rect, to: window) : nil
        }) { [weak self] action in
            self?.performMenuAction(action)
        }
        window.addSubview(m)
        menu = m
        m.reposition()
        window.addGestureRecognizer(gestures.dismissTap)
    }

    /// Hides the edit menu.
    public func hideMenu() {
        menu?.removeFromSuperview()
        menu = nil
        gestures.dismissTap.view?.removeGestureRecognizer(gestures.dismissTap)
    }

    /// Performs a menu command on the input, as the menu's item does.
    public func performMenuAction(_ action: UIResponderStandardEditAction) {
        guard let input = textInput else { return }
        hideMenu()
        guard input.canPerformAction(action, withSender: self) else { return }
        input.perform(action, withSender: self)
        update(restartBlink: true)
        // Select and Select All leave a selection to act on: the menu comes back for it.
        if action == .select || action == .selectAll { showMenu() }
    }

    /// The rectangle the menu points at, in window coordinates: the selection's bounds with
    /// the handles' knobs (above its start, below its end), or the caret.
    func menuTarget() -> CGRect? {
        guard let input = textInput, let sel = input.selectedTextRange, let window = input.textInputView.window else { return nil }
        let rect: CGRect
        if sel.isEmpty {
            rect = input.caretRect(for: sel.end)
        } else {
            rect = input.selectionRects(for: sel).map(\.rect).reduce(CGRect.null) { $0.union($1) }
                .insetBy(dx: 0, dy: -TextSelectionHandleView.knobDiameter)
        }
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite else { return nil }
        return input.textInputView.convert(rect, to: window)
    }
}
