import Foundation
import VitrineText

/// UITextInput's positions and ranges over the core's UTF-16 text (`IndexedTextPosition`,
/// `IndexedTextRange`), shared by `UITextField` and `UITextView`.
extension TextEditingCore {
    /// The offset of a position this input handed out; a foreign position is reported and
    /// read as the caret.
    func offset(of position: UITextPosition, caller: String) -> Int {
        guard let p = position as? IndexedTextPosition else {
            BadInputLog.report("\(ownerName).\(caller): a position from another text input (\(type(of: position))); the caret is used")
            return selectedRange.location
        }
        if p.offset < 0 || p.offset > length {
            BadInputLog.report("\(ownerName).\(caller): position \(p.offset) is outside the text (length \(length)); clamped")
        }
        return TextBoundaries.graphemeAligned(p.offset, in: units)
    }

    func nsRange(of range: UITextRange, caller: String) -> NSRange {
        if let r = range as? IndexedTextRange { return clamp(r.range, caller: caller) }
        let a = offset(of: range.start, caller: caller), b = offset(of: range.end, caller: caller)
        return NSRange(location: min(a, b), length: abs(b - a))
    }

    func position(_ offset: Int) -> IndexedTextPosition { IndexedTextPosition(max(0, min(length, offset))) }
    func textRange(_ r: NSRange) -> IndexedTextRange { IndexedTextRange(r) }

    /// Mirrors `UITextInput.position(from:offset:)`: nil past either end.
    func position(from p: UITextPosition, offset: Int) -> UITextPosition? {
        let o = self.offset(of: p, caller: "position(from:offset:)") + offset
        guard o >= 0, o <= length else { return nil }
        return IndexedTextPosition(o)
    }

    /// Left and right by grapheme clusters (logical order: left is backward in left-to-right
    /// text); up and down through `vertical` (the view's line geometry).
    func position(from p: UITextPosition, in direction: UITextLayoutDirection, offset n: Int,
                  vertical: (Int, Int) -> Int) -> UITextPosition? {
        var o = self.offset(of: p, caller: "position(from:in:offset:)")
        switch direction {
        case .right, .left:
            let forward = (direction == .right) == (n >= 0)
            for _ in 0..<abs(n) {
                o = forward ? TextBoundaries.graphemeBoundary(after: o, in: units) : TextBoundaries.graphemeBoundary(before: o, in: units)
            }
        case .up: o = vertical(o, -n)
        case .down: o = vertical(o, n)
        }
        return IndexedTextPosition(o)
    }

    func compare(_ a: UITextPosition, _ b: UITextPosition) -> ComparisonResult {
        let x = offset(of: a, caller: "compare(_:to:)"), y = offset(of: b, caller: "compare(_:to:)")
        return x < y ? .orderedAscending : x > y ? .orderedDescending : .orderedSame
    }

    func offset(from a: UITextPosition, to b: UITextPosition) -> Int {
        offset(of: b, caller: "offset(from:to:)") - offset(of: a, caller: "offset(from:to:)")
    }

    func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? {
        let x = offset(of: a, caller: "textRange(from:to:)"), y = offset(of: b, caller: "textRange(from:to:)")
        return IndexedTextRange(from: x, to: y)
    }

    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        let r = nsRange(of: range, caller: "position(within:farthestIn:)")
        switch direction {
        case .left, .up: return IndexedTextPosition(r.location)
        case .right, .down: return IndexedTextPosition(r.location + r.length)
        }
    }

    func characterRange(byExtending p: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        let o = offset(of: p, caller: "characterRange(byExtending:in:)")
        switch direction {
        case .left, .up: return IndexedTextRange(from: TextBoundaries.graphemeBoundary(before: o, in: units), to: o)
        case .right, .down: return IndexedTextRange(from: o, to: TextBoundaries.graphemeBoundary(after: o, in: units))
        }
    }
}
