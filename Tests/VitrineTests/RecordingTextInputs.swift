import Foundation
@testable import Vitrine

/// A custom view adopting only `UIKeyInput`, as an app writes one; records every call.
@MainActor class RecordingKeyInputView: UIView, UIKeyInput {
    var text = ""
    var calls: [String] = []
    var hasText: Bool { !text.isEmpty }
    func insertText(_ t: String) {
        calls.append("insert \(t)")
        text += t
    }
    func deleteBackward() {
        calls.append("delete")
        if !text.isEmpty { text.removeLast() }
    }
    override var canBecomeFirstResponder: Bool { true }
    /// Traits a subclass may change (declared here so overrides are seen through the protocol).
    var keyboardType: UIKeyboardType { .default }
}

/// A small `UITextInput` over a string with UTF-16 ranges, written from UIKit's documented
/// semantics (marked text replaces the selection and is replaced by the next
/// `setMarkedText`; `insertText` replaces the marked text, else the selection); records the
/// editing calls. `rejectsEdits` mimics a delegate that rejects every change.
@MainActor class RecordingTextInputView: UIView, UITextInput {
    private(set) var storage = ""
    var selected = NSRange(location: 0, length: 0)
    var marked: NSRange?
    var calls: [String] = []
    var rejectsEdits = false
    /// Traits a subclass may change (declared here so overrides are seen through the protocol).
    var isSecureTextEntry: Bool { false }
    /// Called after each edit (a test can remove the view from its window here).
    var afterEdit: (() -> Void)?
    /// Reports even the text system's own edits to `inputDelegate` (UIKit asks inputs not to;
    /// some do anyway).
    var reportsOwnEdits = false

    private func edited() {
        if reportsOwnEdits {
            inputDelegate?.textWillChange(self)
            inputDelegate?.textDidChange(self)
            inputDelegate?.selectionWillChange(self)
            inputDelegate?.selectionDidChange(self)
        }
        afterEdit?()
    }

    var text: String { storage }
    var markedText: String? { marked.map { (storage as NSString).substring(with: $0) } }

    override var canBecomeFirstResponder: Bool { true }

    private func replaceRange(_ r: NSRange, with t: String) {
        storage = (storage as NSString).replacingCharacters(in: r, with: t)
    }

    // UIKeyInput
    var hasText: Bool { !storage.isEmpty }
    func insertText(_ t: String) {
        calls.append("insert \(t)")
        guard !rejectsEdits else { return }
        let r = marked ?? selected
        replaceRange(r, with: t)
        selected = NSRange(location: r.location + t.utf16.count, length: 0)
        marked = nil
        edited()
    }
    func deleteBackward() {
        calls.append("delete")
        guard !rejectsEdits else { return }
        var r = marked ?? selected
        if r.length == 0 {
            guard r.location > 0 else { return }
            r = (storage as NSString).rangeOfComposedCharacterSequence(at: r.location - 1)
        }
        replaceRange(r, with: "")
        selected = NSRange(location: r.location, length: 0)
        marked = nil
        edited()
    }

    // Marked text
    var markedTextRange: UITextRange? { marked.map { IndexedTextRange($0) } }
    var markedTextStyle: [NSAttributedString.Key: Any]?
    func setMarkedText(_ t: String?, selectedRange: NSRange) {
        let t = t ?? ""
        calls.append("mark \(t) \(selectedRange.location)")
        guard !rejectsEdits else { return }
        let r = marked ?? selected
        replaceRange(r, with: t)
        marked = t.isEmpty ? nil : NSRange(location: r.location, length: t.utf16.count)
        selected = NSRange(location: r.location + selectedRange.location, length: selectedRange.length)
        edited()
    }
    func unmarkText() {
        calls.append("unmark")
        marked = nil
        edited()
    }

    // Text and selection
    func text(in range: UITextRange) -> String? {
        guard let r = range as? IndexedTextRange, NSMaxRange(r.range) <= storage.utf16.count else { return nil }
        return (storage as NSString).substring(with: r.range)
    }
    func replace(_ range: UITextRange, withText t: String) {
        calls.append("replace \(t)")
        guard let r = range as? IndexedTextRange, !rejectsEdits else { return }
        replaceRange(r.range, with: t)
        selected = NSRange(location: r.range.location + t.utf16.count, length: 0)
    }
    var selectedTextRange: UITextRange? {
        get { IndexedTextRange(selected) }
        set {
            guard let r = newValue as? IndexedTextRange else { return }
            calls.append("select \(r.range.location),\(r.range.length)")
            selected = r.range
        }
    }

    // Positions
    var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    var endOfDocument: UITextPosition { IndexedTextPosition(storage.utf16.count) }
    private func offset(_ p: UITextPosition) -> Int { (p as? IndexedTextPosition)?.offset ?? 0 }
    func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? { IndexedTextRange(from: offset(a), to: offset(b)) }
    func position(from p: UITextPosition, offset n: Int) -> UITextPosition? {
        let o = offset(p) + n
        return o < 0 || o > storage.utf16.count ? nil : IndexedTextPosition(o)
    }
    /// One line of text: left/right move by characters, up/down go nowhere (nil).
    func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset n: Int) -> UITextPosition? {
        switch direction {
        case .left: position(from: p, offset: -n)
        case .right: position(from: p, offset: n)
        case .up, .down: nil
        }
    }
    func compare(_ a: UITextPosition, to b: UITextPosition) -> ComparisonResult {
        offset(a) < offset(b) ? .orderedAscending : offset(a) > offset(b) ? .orderedDescending : .orderedSame
    }
    func offset(from a: UITextPosition, to b: UITextPosition) -> Int { offset(b) - offset(a) }

    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    // Layout and geometry: one line, no geometry needed by these tests.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }

    /// A tap moving the caret, as a text view reports it to the text system.
    func tapMovesCaret(to offset: Int) {
        inputDelegate?.selectionWillChange(self)
        selected = NSRange(location: offset, length: 0)
        inputDelegate?.selectionDidChange(self)
    }
}
