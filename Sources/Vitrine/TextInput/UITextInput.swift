import Foundation

/// The full text-editing interface: positions, ranges, the selection, marked (being
/// composed) text and the text's geometry, through which the text system (the keyboard's
/// input methods, `UITextInteraction`'s caret and selection handles, the edit menu) works on
/// any view that adopts it. Mirrors UIKit's `UITextInput`; `UITextField` and `UITextView`
/// adopt it, and so may an app's own view.
///
/// Geometry (`caretRect(for:)`, `selectionRects(for:)`, `closestPosition(to:)` …) is in
/// `textInputView`'s coordinates. Marked text is the provisional text an input method is
/// composing (a Korean syllable while its jamo are typed): the input shows it underlined and
/// the input method replaces it until `unmarkText()` commits it.
@MainActor
public protocol UITextInput: UIKeyInput {
    // MARK: Text and the selection

    /// The text in `range` (nil for a range the input does not hold). Mirrors
    /// `UITextInput.text(in:)`.
    func text(in range: UITextRange) -> String?
    /// Replaces the text in `range`. Mirrors `UITextInput.replace(_:withText:)`.
    func replace(_ range: UITextRange, withText text: String)
    /// The selection (empty: the caret). Mirrors `UITextInput.selectedTextRange`.
    var selectedTextRange: UITextRange? { get set }

    // MARK: Marked text

    /// The marked text's range (nil when nothing is marked). Mirrors
    /// `UITextInput.markedTextRange`.
    var markedTextRange: UITextRange? { get }
    /// Attributes to draw marked text with. Mirrors `UITextInput.markedTextStyle`.
    var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
    /// Replaces the marked text (or, with none, the selection) by `markedText`, marks it, and
    /// puts the selection at `selectedRange` inside it. Mirrors
    /// `UITextInput.setMarkedText(_:selectedRange:)`.
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    /// Commits the marked text as ordinary text. Mirrors `UITextInput.unmarkText()`.
    func unmarkText()

    // MARK: Positions and ranges

    /// Mirrors `UITextInput.beginningOfDocument`.
    var beginningOfDocument: UITextPosition { get }
    /// Mirrors `UITextInput.endOfDocument`.
    var endOfDocument: UITextPosition { get }
    /// Mirrors `UITextInput.textRange(from:to:)`.
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    /// Mirrors `UITextInput.position(from:offset:)`.
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    /// Mirrors `UITextInput.position(from:in:offset:)`.
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    /// Mirrors `UITextInput.compare(_:to:)`.
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    /// Mirrors `UITextInput.offset(from:to:)`.
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

    // MARK: The text system

    /// The text system's delegate, set while the input is first responder. Mirrors
    /// `UITextInput.inputDelegate` (the input keeps it weakly).
    var inputDelegate: (any UITextInputDelegate)? { get set }
    /// Finds word, line and paragraph boundaries. Mirrors `UITextInput.tokenizer`.
    var tokenizer: any UITextInputTokenizer { get }

    // MARK: Layout

    /// Mirrors `UITextInput.position(within:farthestIn:)`.
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    /// Mirrors `UITextInput.characterRange(byExtending:in:)`.
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    /// Mirrors `UITextInput.baseWritingDirection(for:in:)`.
    func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection
    /// Mirrors `UITextInput.setBaseWritingDirection(_:for:)`.
    func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange)

    // MARK: Geometry (in `textInputView`'s coordinates)

    /// The first rectangle enclosing `range` (on its first line). Mirrors
    /// `UITextInput.firstRect(for:)`.
    func firstRect(for range: UITextRange) -> CGRect
    /// The caret's rectangle at `position`. Mirrors `UITextInput.caretRect(for:)`.
    func caretRect(for position: UITextPosition) -> CGRect
    /// The highlight rectangles of `range`. Mirrors `UITextInput.selectionRects(for:)`.
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    /// The position nearest `point`. Mirrors `UITextInput.closestPosition(to:)`.
    func closestPosition(to point: CGPoint) -> UITextPosition?
    /// The position in `range` nearest `point`. Mirrors `UITextInput.closestPosition(to:within:)`.
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    /// The character under `point`. Mirrors `UITextInput.characterRange(at:)`.
    func characterRange(at point: CGPoint) -> UITextRange?

    /// The view the geometry is in and the text system draws the caret and selection into.
    /// Mirrors `UITextInput.textInputView` (a view adopting the protocol gets itself by
    /// default).
    var textInputView: UIView { get }
    /// Which way the selection grows with the keyboard's shift-arrows. Mirrors
    /// `UITextInput.selectionAffinity` (default `.forward`).
    var selectionAffinity: UITextStorageDirection { get }
}

extension UITextInput where Self: UIView {
    public var textInputView: UIView { self }
}

extension UITextInput {
    public var selectionAffinity: UITextStorageDirection { .forward }
}
