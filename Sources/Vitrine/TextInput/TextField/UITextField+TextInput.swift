import Foundation
import VitrineText

/// `UITextInput` for the field: the shared editing core's text, selection and marked text,
/// and the geometry of the laid-out line in the field's coordinates (`textInputView` is the
/// field). Positions are `IndexedTextPosition`s (UTF-16 offsets).
extension UITextField {
    public func text(in range: UITextRange) -> String? { core.text(in: core.nsRange(of: range, caller: "text(in:)")) }

    /// Replaces the text in `range` (asks the delegate, sends `editingChanged`).
    public func replace(_ range: UITextRange, withText text: String) {
        core.replace(core.nsRange(of: range, caller: "replace(_:withText:)"), with: text)
    }

    /// The selection; setting it (the app, a tap) tells the input delegate. A range outside
    /// the text is clamped and logged.
    public var selectedTextRange: UITextRange? {
        get { IndexedTextRange(core.selectedRange) }
        set {
            guard let newValue else { return }
            core.setSelection(core.nsRange(of: newValue, caller: "selectedTextRange"), notify: true)
        }
    }

    public var markedTextRange: UITextRange? { core.markedRange.map { IndexedTextRange($0) } }
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) { core.setMarkedText(markedText, selected: selectedRange) }
    public func unmarkText() { core.unmarkText() }

    public var beginningOfDocument: UITextPosition { IndexedTextPosition(0) }
    public var endOfDocument: UITextPosition { IndexedTextPosition(core.length) }
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        core.textRange(from: fromPosition, to: toPosition)
    }
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? { core.position(from: position, offset: offset) }
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        let g = geometry, n = core.length
        return core.position(from: position, in: direction, offset: offset) { g.vertical(from: $0, lines: $1, length: n) }
    }
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { core.compare(position, other) }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { core.offset(from: from, to: toPosition) }

    public var inputDelegate: (any UITextInputDelegate)? {
        get { core.inputDelegate }
        set { core.inputDelegate = newValue }
    }

    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        core.position(within: range, farthestIn: direction)
    }
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        core.characterRange(byExtending: position, in: direction)
    }
    public func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection {
        (shownLayout()?.lines.first?.isRightToLeft ?? false) ? .rightToLeft : .leftToRight
    }
    /// Not supported (the direction follows the text, UAX #9); ignored.
    public func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    // MARK: Geometry (the field's coordinates)

    /// The caret at `position`, kept inside the text's rectangle.
    public func caretRect(for position: UITextPosition) -> CGRect {
        var r = geometry.caretRect(core.offset(of: position, caller: "caretRect(for:)"))
        let area = currentTextRect
        r.origin.x = max(area.minX, min(area.maxX - r.width, r.minX))
        return r
    }
    public func firstRect(for range: UITextRange) -> CGRect { geometry.firstRect(core.nsRange(of: range, caller: "firstRect(for:)")) }
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        geometry.selectionRects(core.nsRange(of: range, caller: "selectionRects(for:)"))
    }
    public func closestPosition(to point: CGPoint) -> UITextPosition? { IndexedTextPosition(geometry.closestOffset(point)) }
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        let r = core.nsRange(of: range, caller: "closestPosition(to:within:)")
        return IndexedTextPosition(max(r.location, min(r.location + r.length, geometry.closestOffset(point))))
    }
    public func characterRange(at point: CGPoint) -> UITextRange? {
        let o = geometry.closestOffset(point)
        let after = TextBoundaries.graphemeBoundary(after: o, in: core.units)
        return after > o ? IndexedTextRange(from: o, to: after) : nil
    }
}
