import Foundation
@testable import Vitrine

/// A custom text view as an app writes one: `UIKeyInput` with settable traits.
@MainActor
class KeyboardTestInput: UIView, UIKeyInput {
    var text = ""
    var hasText: Bool { !text.isEmpty }
    func insertText(_ t: String) { text += t; textChanged() }
    func deleteBackward() { if !text.isEmpty { text.removeLast() }; textChanged() }
    func textChanged() {}
    override var canBecomeFirstResponder: Bool { true }

    var keyboardType: UIKeyboardType = .default
    var keyboardAppearance: UIKeyboardAppearance = .default
    var returnKeyType: UIReturnKeyType = .default
    var autocapitalizationType: UITextAutocapitalizationType = .none
    var isSecureTextEntry = false
    var enablesReturnKeyAutomatically = false
    var customInputView: UIView?
    var customAccessory: UIView?
    override var inputView: UIView? { customInputView }
    override var inputAccessoryView: UIView? { customAccessory }
}

/// A `UITextInput` over a plain string with the caret at the end (UTF-16 offsets): enough
/// for the keyboard to read the text before the caret.
@MainActor
final class KeyboardTestTextInput: KeyboardTestInput, UITextInput {
    weak var inputDelegate: (any UITextInputDelegate)?
    lazy var tokenizer: any UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)
    var markedTextStyle: [NSAttributedString.Key: Any]?
    var markedTextRange: UITextRange? { nil }
    private var length: Int { text.utf16.count }
    private func offset(_ p: UITextPosition) -> Int { min(length, max(0, (p as? IndexedTextPosition)?.offset ?? 0)) }

    override func textChanged() { inputDelegate?.textDidChange(self) }

    var selectedTextRange: UITextRange? {
        get { IndexedTextRange(from: length, to: length) }
        set {}
    }
    func text(in range: UITextRange) -> String? {
        let u = Array(text.utf16)
        let a = offset(range.start), b = offset(range.end)
        return String(decoding: u[min(a, b)..<max(a, b)], as: UTF16.self)
    }
    func replace(_ range: UITextRange, withText t: String) {}
    func setMarkedText(_ markedText: String?, selectedRange: NSRange) {}
    func unmarkText() {}
    var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    var endOfDocument: UITextPosition { IndexedTextPosition(length) }
    func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? { IndexedTextRange(from: offset(a), to: offset(b)) }
    func position(from p: UITextPosition, offset o: Int) -> UITextPosition? {
        let n = offset(p) + o
        return (0...length).contains(n) ? IndexedTextPosition(n) : nil
    }
    func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset o: Int) -> UITextPosition? { nil }
    func compare(_ a: UITextPosition, to b: UITextPosition) -> ComparisonResult {
        offset(a) < offset(b) ? .orderedAscending : offset(a) > offset(b) ? .orderedDescending : .orderedSame
    }
    func offset(from a: UITextPosition, to b: UITextPosition) -> Int { offset(b) - offset(a) }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? { nil }
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? { nil }
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}
    func firstRect(for range: UITextRange) -> CGRect { .zero }
    func caretRect(for position: UITextPosition) -> CGRect { .zero }
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect] { [] }
    func closestPosition(to point: CGPoint) -> UITextPosition? { nil }
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? { nil }
    func characterRange(at point: CGPoint) -> UITextRange? { nil }
}
