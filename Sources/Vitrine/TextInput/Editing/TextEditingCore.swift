import Foundation
import VitrineText

/// What a text-editing view tells the shared editing core (`UITextField`, `UITextView`).
@MainActor
protocol TextEditingCoreHost: AnyObject {
    /// The delegate's veto on a user edit (`textField(_:shouldChangeCharactersIn:…)`,
    /// `textView(_:shouldChangeTextIn:…)`).
    func editingCore(shouldReplace range: NSRange, with text: String) -> Bool
    /// The text changed (by the user when `byUser`, else by the program).
    func editingCoreDidChangeText(byUser: Bool)
    /// The selection or the marked range changed.
    func editingCoreDidChangeSelection(byUser: Bool)
}

/// The editing model `UITextField` and `UITextView` share: the attributed text, the
/// selection, the marked (being composed) text and the delegate-gated replace that every
/// edit goes through. Offsets are UTF-16 (as `NSRange` counts them); every offset that comes
/// in is clamped into the text (with a `BadInputLog` line) and moved off the inside of a
/// grapheme cluster, so the text is never split inside a character.
@MainActor
final class TextEditingCore {
    weak var host: (any TextEditingCoreHost)?
    /// The text system's delegate (UITextInput's `inputDelegate`, kept weakly).
    weak var inputDelegate: (any UITextInputDelegate)?

    let storage = NSMutableAttributedString(string: "")
    /// The text's UTF-16 units (kept in step with `storage`).
    private(set) var units: [UInt16] = []
    private(set) var selectedRange = NSRange(location: 0, length: 0)
    var markedRange: NSRange?
    /// Where user edits are registered for undo (the view's `undoManager`).
    weak var undoManager: UndoManager?
    /// The last change of the text: where, how many units went and how many came (views
    /// redraw only what it moved). Cleared by the view once it has used it.
    var lastEdit: (location: Int, removed: Int, inserted: Int)?
    /// The text marked text replaced when its composition began (for undo).
    var compositionStart: TextSlice?
    /// The typing being coalesced into one undo step (see TextEditingCore+Undo).
    var typingRun: TypingRun?
    /// Attributes new text takes.
    var typingAttributes: [NSAttributedString.Key: Any] = [:]
    /// Single-line text (a field): line breaks typed or pasted become spaces.
    var isSingleLine = false
    /// Bumped on every change of text, selection or marked range (views cache layouts by it).
    private(set) var revision = 0

    /// The owner: "UITextField" or "UITextView", for log lines.
    let ownerName: String

    init(ownerName: String) { self.ownerName = ownerName }

    var length: Int { units.count }
    var string: String { storage.string }

    // MARK: Programmatic changes (no delegate; the text system is told)

    /// Replaces the whole text (the app set `text`/`attributedText`): the caret goes to the
    /// end, marked text is dropped, the undo stack is emptied; the input delegate hears of
    /// it; the host's delegate is not asked (UIKit does not ask it for programmatic changes).
    func setText(_ text: NSAttributedString) {
        resetText { $0.setAttributedString(text) }
    }

    /// Replaces the whole text by `string` in `attributes`, as `setText(_:)` does (without an
    /// attributed string made for it).
    func setText(_ string: String, attributes: [NSAttributedString.Key: Any]) {
        resetText { storage in
            storage.replaceCharacters(in: NSRange(location: 0, length: storage.length), with: string)
            if storage.length > 0 { storage.setAttributes(attributes, range: NSRange(location: 0, length: storage.length)) }
        }
    }

    /// The storage is changed in place, never replaced: every new attributed string is a
    /// leak on Linux (see `TextSlice`).
    private func resetText(_ change: (NSMutableAttributedString) -> Void) {
        inputDelegate?.textWillChange(nil)
        change(storage)
        if isSingleLine { flattenLineBreaks() }
        units = Array(storage.string.utf16)
        markedRange = nil
        compositionStart = nil
        typingRun = nil
        undoManager?.removeAllActions()
        selectedRange = NSRange(location: units.count, length: 0)
        revision += 1
        inputDelegate?.textDidChange(nil)
        host?.editingCoreDidChangeText(byUser: false)
    }

    /// Sets the selection (clamped, grapheme-aligned). `notify`: a change the text system did
    /// not make (the app, a tap) is reported to the input delegate.
    func setSelection(_ range: NSRange, notify: Bool, caller: String = "selectedTextRange") {
        let r = clamp(range, caller: caller)
        guard r != selectedRange else { return }
        // A selection change not made by typing ends the typing undo step.
        typingRun = nil
        if notify { inputDelegate?.selectionWillChange(nil) }
        selectedRange = r
        revision += 1
        if notify { inputDelegate?.selectionDidChange(nil) }
        host?.editingCoreDidChangeSelection(byUser: !notify)
    }

    // MARK: Edits (through the delegate)

    /// Replaces `range` by `text` if the delegate agrees (`gated`); the caret goes after the
    /// new text. Returns whether the text changed hands.
    /// `undoable`: the edit is registered with `undoManager` (not marked text being composed);
    /// `typing`: it may join the typing undo step (`insertText`, `deleteBackward`).
    @discardableResult
    func replace(_ range: NSRange, with text: String, gated: Bool = true, undoable: Bool = true,
                 typing: Bool = false, caller: String = "replace(_:withText:)") -> Bool {
        var r = clamp(range, caller: caller)
        var new = text
        if isSingleLine { new = Self.flatten(new) }
        if gated, let host, !host.editingCore(shouldReplace: r, with: new) { return false }
        // The delegate may have changed the text under us: clamp again.
        r = clamp(r, caller: caller, quiet: true)
        if undoable && markedRange == nil { registerUndo(replacing: r, with: new, typing: typing) }
        apply(r, new)
        markedRange = nil
        selectedRange = NSRange(location: r.location + new.utf16.count, length: 0)
        revision += 1
        host?.editingCoreDidChangeText(byUser: true)
        host?.editingCoreDidChangeSelection(byUser: true)
        return true
    }

    /// Typed text: replaces the marked text (committing it) or the selection.
    func insertText(_ text: String) {
        guard let marked = markedRange else {
            replace(selectedRange, with: text, typing: true, caller: "insertText(_:)")
            return
        }
        guard replace(marked, with: text, undoable: false, caller: "insertText(_:)") else { return }
        registerCompositionUndo(committed: NSRange(location: selectedRange.location - text.utf16.count, length: text.utf16.count))
    }

    /// Backspace: the last character of the marked text, else the selection, else the
    /// grapheme cluster before the caret.
    func deleteBackward() {
        if let m = markedRange, m.length > 0 {
            let end = m.location + m.length
            let start = TextBoundaries.graphemeBoundary(before: end, in: units)
            let keep = NSRange(location: m.location, length: max(0, start - m.location))
            guard replace(NSRange(location: max(m.location, start), length: end - max(m.location, start)), with: "",
                          caller: "deleteBackward()") else { return }
            if keep.length > 0 { markedRange = keep; markedRangeDidChange(keep) } else { compositionStart = nil }
            return
        }
        if selectedRange.length > 0 {
            replace(selectedRange, with: "", typing: true, caller: "deleteBackward()")
            return
        }
        let caret = selectedRange.location
        guard caret > 0 else { return }
        let start = TextBoundaries.graphemeBoundary(before: caret, in: units)
        replace(NSRange(location: start, length: caret - start), with: "", typing: true, caller: "deleteBackward()")
    }

    /// Marked text (an input method composing): replaces the marked text (or the selection)
    /// and marks the new text, with the selection at `selected` inside it; nil or empty
    /// removes the marked text.
    func setMarkedText(_ text: String?, selected: NSRange) {
        let target = markedRange ?? selectedRange
        if markedRange == nil {
            let r = clamp(target, caller: "setMarkedText(_:selectedRange:)", quiet: true)
            compositionStart = slice(r)
        }
        let new = isSingleLine ? Self.flatten(text ?? "") : (text ?? "")
        guard replace(target, with: new, undoable: false, caller: "setMarkedText(_:selectedRange:)") else { return }
        let start = clamp(target, caller: "setMarkedText(_:selectedRange:)", quiet: true).location
        let n = new.utf16.count
        markedRange = n > 0 ? NSRange(location: start, length: n) : nil
        if let m = markedRange { markedRangeDidChange(m) } else { compositionStart = nil }
        let loc = max(0, min(n, selected.location == NSNotFound ? n : selected.location))
        let len = max(0, min(n - loc, selected.length))
        selectedRange = NSRange(location: start + loc, length: len)
        revision += 1
        host?.editingCoreDidChangeSelection(byUser: true)
    }

    /// The marked range was set after its text changed: the view redraws it underlined.
    private func markedRangeDidChange(_ r: NSRange) {
        noteEdit(r, inserted: r.length)
        revision += 1
        host?.editingCoreDidChangeText(byUser: false)
    }

    /// Commits the marked text as ordinary text (the caret stays).
    func unmarkText() {
        guard let marked = markedRange else { return }
        registerCompositionUndo(committed: marked)
        noteEdit(marked, inserted: marked.length)
        markedRange = nil
        revision += 1
        host?.editingCoreDidChangeText(byUser: true)
    }

    // MARK: Helpers

    /// `range` clamped into the text and moved off grapheme interiors; out-of-range input is
    /// reported (the caller's fault) unless `quiet`.
    func clamp(_ range: NSRange, caller: String, quiet: Bool = false) -> NSRange {
        let n = units.count
        var lo = range.location == NSNotFound ? n : range.location
        var hi = range.location == NSNotFound ? n : range.location &+ range.length
        if lo < 0 || lo > n || hi < lo || hi > n || range.length < 0 {
            if !quiet {
                BadInputLog.report("\(ownerName).\(caller): range {\(range.location), \(range.length)} is outside the text (length \(n)); clamped")
            }
            lo = max(0, min(n, lo))
            hi = max(lo, min(n, hi))
        }
        let isEmpty = hi <= lo
        lo = TextBoundaries.graphemeAligned(lo, in: units)
        if isEmpty { return NSRange(location: lo, length: 0) }
        let alignedHi = TextBoundaries.graphemeAligned(hi, in: units)
        hi = alignedHi < hi ? TextBoundaries.graphemeBoundary(after: alignedHi, in: units) : alignedHi
        return NSRange(location: lo, length: max(0, hi - lo))
    }

    private func apply(_ r: NSRange, _ text: String) {
        noteEdit(r, inserted: text.utf16.count)
        var attrs = typingAttributes
        if attrs.isEmpty, storage.length > 0 {
            // New text takes the attributes of the text before it (as NSTextStorage does).
            let at = max(0, min(storage.length - 1, r.location > 0 ? r.location - 1 : 0))
            attrs = storage.attributes(at: at, effectiveRange: Optional<NSRangePointer>.none)
        }
        // In place, with the attributes set after: an attributed string made per keystroke
        // would never be freed (see `TextSlice`).
        storage.replaceCharacters(in: r, with: text)
        let inserted = NSRange(location: r.location, length: text.utf16.count)
        if inserted.length > 0 { storage.setAttributes(attrs, range: inserted) }
        units.replaceSubrange(r.location..<(r.location + r.length), with: Array(text.utf16))
        if units.count != storage.length { units = Array(storage.string.utf16) }
    }

    private func flattenLineBreaks() {
        // Replace each break in place (attributes kept), from the end so ranges stay valid.
        let u = Array(storage.string.utf16)
        var i = u.count - 1
        while i >= 0 {
            guard let scalar = Unicode.Scalar(UInt32(u[i])), TextBoundaries.isLineBreak(scalar) else { i -= 1; continue }
            let crlf = u[i] == 0x0A && i > 0 && u[i - 1] == 0x0D
            let r = crlf ? NSRange(location: i - 1, length: 2) : NSRange(location: i, length: 1)
            storage.replaceCharacters(in: r, with: " ")
            i -= crlf ? 2 : 1
        }
    }

    /// Line breaks as spaces (a single-line field cannot show them; UIKit's field shows them
    /// as spaces too). CR LF becomes one space.
    static func flatten(_ s: String) -> String {
        guard s.unicodeScalars.contains(where: { TextBoundaries.isLineBreak($0) }) else { return s }
        var out = String.UnicodeScalarView()
        var lastCR = false
        for u in s.unicodeScalars {
            if u == "\n" && lastCR { lastCR = false; continue }
            lastCR = u == "\r"
            out.append(TextBoundaries.isLineBreak(u) ? " " : u)
        }
        return String(out)
    }

    /// Replaces `range` of the storage by attributed `text` (no delegate, no notification).
    func replaceStorage(_ range: NSRange, with text: TextSlice) {
        noteEdit(range, inserted: text.length)
        storage.replaceCharacters(in: range, with: text)
        units.replaceSubrange(range.location..<(range.location + range.length), with: Array(text.string.utf16))
        if units.count != storage.length { units = Array(storage.string.utf16) }
        revision += 1
    }

    func setCaretAfterUndo(_ offset: Int) {
        selectedRange = NSRange(location: max(0, min(units.count, offset)), length: 0)
        revision += 1
    }

    /// Merges `range` -> `inserted` units into `lastEdit` (several changes before the view
    /// looks: the span covering them all).
    private func noteEdit(_ range: NSRange, inserted: Int) {
        guard let e = lastEdit else { lastEdit = (range.location, range.length, inserted); return }
        // Both in the text after the earlier edit: cover from the first to the last change.
        let start = min(e.location, range.location)
        let endAfter = max(e.location + e.inserted, range.location + range.length)
        let delta = inserted - range.length
        let removed = endAfter - start - (e.inserted - e.removed)
        lastEdit = (start, max(0, removed), max(0, endAfter - start + delta))
    }

    /// Records a change made to the storage's attributes from outside.
    func bumpRevision() { revision += 1 }

    /// `range` (within the text) with its attributes.
    func slice(_ range: NSRange) -> TextSlice {
        range.length > 0 ? TextSlice(range, of: storage, units: units) : .empty
    }

    /// The text in `range` (clamped).
    func text(in range: NSRange) -> String {
        let r = clamp(range, caller: "text(in:)", quiet: true)
        return String(decoding: units[r.location..<(r.location + r.length)], as: UTF16.self)
    }
}

extension TextBoundaries {
    static func isLineBreak(_ u: Unicode.Scalar) -> Bool {
        switch u.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }
}
