import Foundation

/// What the interaction's gestures do (UIKit's text gestures):
/// - tap: on an input that is not first responder, makes it first responder and puts the
///   caret at the tap; on the caret (or the selection), shows or hides the edit menu;
///   elsewhere, moves the caret. A tap inside a word puts the caret at the nearer end of the
///   word — what iOS's text views are seen to do (Apple documents no rule; the same for the
///   first tap and later ones) — and a long press places it between any two characters. In
///   `.nonEditable` mode a tap clears the selection.
/// - double tap: selects the word (the tokenizer's `.word`) and shows the menu.
/// - long press: editable, moves the caret with the finger (exact, no snapping) and shows
///   the menu on release; non-editable, selects the word under the finger.
/// - dragging a handle moves that end of the selection (`closestPosition(to:)`); the ends
///   never cross (at least one character stays selected), and the menu returns on release.
extension UITextInteraction {
    // MARK: Tap

    func handleTap(_ g: UIGestureRecognizer) {
        guard let input = textInput else { return }
        let p = g.location(in: input.textInputView)
        delegate?.interactionWillBegin(self)
        defer { delegate?.interactionDidEnd(self) }
        if textInteractionMode == .nonEditable {
            if let r = input.selectedTextRange, !r.isEmpty, let pos = input.closestPosition(to: p) {
                setSelection(input.textRange(from: pos, to: pos), on: input)
            }
            showsSelectionWithoutFocus = false
            hideMenu()
            update()
            return
        }
        let wasFirstResponder = input.isFirstResponder
        if !wasFirstResponder {
            guard input.becomeFirstResponder() else { return }
        } else if let sel = input.selectedTextRange, isOnSelection(p, input: input, selection: sel) {
            // A tap on the caret (or the selection) shows the menu, or hides it.
            if menu != nil { hideMenu() } else { showMenu() }
            return
        }
        hideMenu()
        guard let pos = caretPosition(forTapAt: p, in: input) else { return }
        setSelection(input.textRange(from: pos, to: pos), on: input)
        update(restartBlink: true)
    }

    /// The caret position for a tap at `p`: the closest position, moved to the nearer end of
    /// the word when it falls inside one.
    func caretPosition(forTapAt p: CGPoint, in input: any UITextInput) -> UITextPosition? {
        guard let pos = input.closestPosition(to: p) else { return nil }
        let t = input.tokenizer
        guard t.isPosition(pos, withinTextUnit: .word, inDirection: .storage(.forward)),
              t.isPosition(pos, withinTextUnit: .word, inDirection: .storage(.backward)),
              let word = t.rangeEnclosingPosition(pos, with: .word, inDirection: .storage(.forward)) else { return pos }
        let a = input.caretRect(for: word.start), b = input.caretRect(for: word.end)
        // Only on the same line (a word wrapped over two lines keeps the exact position).
        guard abs(a.midY - b.midY) < max(1, a.height / 2) else { return pos }
        return abs(p.x - a.midX) <= abs(p.x - b.midX) ? word.start : word.end
    }

    /// Whether `p` is on the caret (within 12 points across, UIKit's generous caret target)
    /// or on the selection's highlight.
    private func isOnSelection(_ p: CGPoint, input: any UITextInput, selection: UITextRange) -> Bool {
        if selection.isEmpty {
            return input.caretRect(for: selection.end).insetBy(dx: -12, dy: -4).contains(p)
        }
        return input.selectionRects(for: selection).contains { $0.rect.contains(p) }
    }

    // MARK: Double tap

    func handleDoubleTap(_ g: UIGestureRecognizer) {
        guard let input = textInput else { return }
        let p = g.location(in: input.textInputView)
        delegate?.interactionWillBegin(self)
        defer { delegate?.interactionDidEnd(self) }
        guard focus(input) else { return }
        guard let word = word(at: p, in: input) else { return }
        setSelection(word, on: input)
        update(restartBlink: true)
        showMenu()
    }

    /// The word at `p` (the one after the position, else the one before it).
    func word(at p: CGPoint, in input: any UITextInput) -> UITextRange? {
        guard let pos = input.closestPosition(to: p) else { return nil }
        let t = input.tokenizer
        return t.rangeEnclosingPosition(pos, with: .word, inDirection: .storage(.forward))
            ?? t.rangeEnclosingPosition(pos, with: .word, inDirection: .storage(.backward))
    }

    /// Makes the input first responder for a gesture (for a non-editable input that cannot
    /// be, the selection is shown anyway); false when an editable input refused.
    private func focus(_ input: UIResponder & UITextInput) -> Bool {
        if input.isFirstResponder || input.becomeFirstResponder() { return true }
        guard textInteractionMode == .nonEditable else { return false }
        showsSelectionWithoutFocus = true
        return true
    }

    // MARK: Long press

    func handleLongPress(_ g: UIGestureRecognizer) {
        guard let input = textInput else { return }
        let p = g.location(in: input.textInputView)
        switch g.state {
        case .began:
            delegate?.interactionWillBegin(self)
            hideMenu()
            guard focus(input) else { return }
            longPressMoved(to: p, input: input)
            showLoupe(at: p, input: input)
        case .changed:
            longPressMoved(to: p, input: input)
            showLoupe(at: p, input: input)
        case .ended:
            hideLoupe()
            delegate?.interactionDidEnd(self)
            if isActive { showMenu() }
        case .cancelled, .failed:
            hideLoupe()
            delegate?.interactionDidEnd(self)
        default:
            break
        }
    }

    private func longPressMoved(to p: CGPoint, input: any UITextInput) {
        guard isActive else { return }
        if textInteractionMode == .editable {
            guard let pos = input.closestPosition(to: p) else { return }
            setSelection(input.textRange(from: pos, to: pos), on: input)
        } else if let w = word(at: p, in: input) {
            setSelection(w, on: input)
        }
        update(restartBlink: true)
    }

    // MARK: The loupe

    /// Shows the magnifier over the text at `p` (text input view coordinates), editable mode
    /// only (iOS shows it while the caret is moved).
    private func showLoupe(at p: CGPoint, input: any UITextInput) {
        guard textInteractionMode == .editable, isActive else { return }
        let host = input.textInputView
        guard let window = host.window else { return }
        let l = loupe ?? TextLoupeView(frame: .zero)
        if l.superview !== window { window.addSubview(l) }
        window.bringSubviewToFront(l)
        loupe = l
        l.show(host, focus: p, finger: host.convert(p, to: window))
    }

    func hideLoupe() {
        loupe?.removeFromSuperview()
        loupe = nil
    }

    // MARK: Handles

    /// The handle whose knob or line is within 24 points of `p` (text input view coordinates),
    /// the nearer one when both are.
    func handle(near p: CGPoint) -> TextSelectionHandleView? {
        let candidates = [startHandle, endHandle].filter { $0.superview != nil }
        func distance(_ h: TextSelectionHandleView) -> CGFloat {
            let f = h.frame.insetBy(dx: -24, dy: -24)
            guard f.contains(p) else { return .infinity }
            return hypot(p.x - h.knobCenter.x, p.y - h.knobCenter.y)
        }
        return candidates.filter { distance($0).isFinite }.min { distance($0) < distance($1) }
    }

    func handleHandleDrag(_ g: UIPanGestureRecognizer) {
        guard let input = textInput else { return }
        let host = input.textInputView
        switch g.state {
        case .began:
            guard let start = gestures.panStart(in: self), let h = handle(near: start) else { return }
            draggedHandle = h
            dragOffset = CGPoint(x: h.anchor.x - start.x, y: h.anchor.y - start.y)
            delegate?.interactionWillBegin(self)
            hideMenu()
            dragHandle(to: g.location(in: host), input: input)
        case .changed:
            dragHandle(to: g.location(in: host), input: input)
        case .ended, .cancelled:
            guard draggedHandle != nil else { return }
            draggedHandle = nil
            delegate?.interactionDidEnd(self)
            if g.state == .ended, isActive { showMenu() }
        default:
            break
        }
    }

    private func dragHandle(to finger: CGPoint, input: any UITextInput) {
        guard let h = draggedHandle, let sel = input.selectedTextRange,
              let pos = input.closestPosition(to: CGPoint(x: finger.x + dragOffset.x, y: finger.y + dragOffset.y)) else { return }
        let t = input.tokenizer
        let range: UITextRange?
        if h.isStart {
            // Never at or past the end: at most the character before it.
            let limit = t.position(from: sel.end, toBoundary: .character, inDirection: .storage(.backward)) ?? sel.start
            let p = input.compare(pos, to: limit) == .orderedDescending ? limit : pos
            range = input.textRange(from: p, to: sel.end)
        } else {
            let limit = t.position(from: sel.start, toBoundary: .character, inDirection: .storage(.forward)) ?? sel.end
            let p = input.compare(pos, to: limit) == .orderedAscending ? limit : pos
            range = input.textRange(from: sel.start, to: p)
        }
        guard let range, !range.isEmpty else { return }
        setSelection(range, on: input)
        update(keepMenu: true)
    }

    // MARK: Changing the selection

    /// Sets the input's selection as the text system does: marked text is committed first
    /// (a tap elsewhere ends a Korean syllable being composed, as on iOS) and the input's
    /// `inputDelegate` (the keyboard's side) is told.
    func setSelection(_ range: UITextRange?, on input: any UITextInput) {
        guard let range else { return }
        if input.markedTextRange != nil { input.unmarkText() }
        let d = input.inputDelegate
        d?.selectionWillChange(input)
        input.selectedTextRange = range
        d?.selectionDidChange(input)
    }

    /// A point in the text input view converted to `view`'s coordinates.
    func textInputViewPoint(_ p: CGPoint, to view: UIView) -> CGPoint {
        guard let host = textInput?.textInputView else { return p }
        return host.convert(p, to: view)
    }
}
