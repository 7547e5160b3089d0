import Foundation
import VitrineText

/// Where a text-editing view's laid-out text sits in its `textInputView`, and UITextInput's
/// geometry from it (`caretRect(for:)`, `firstRect(for:)`, `selectionRects(for:)`,
/// `closestPosition(to:)`), in that view's coordinates.
@MainActor
struct TextEditingGeometry {
    /// The laid-out text shown (nil: no text shown).
    var layout: TextLayout?
    /// The layout box's top-left corner in the text input view.
    var origin: CGPoint
    /// The caret when the layout has no line (empty text), in the text input view.
    var emptyCaret: CGRect
    /// For secure text: the offsets of the dots shown for the text's offsets.
    var map: DisplayMap?

    /// The caret's width (UIKit's is 2 points).
    static let caretWidth: CGFloat = 2

    /// Text offsets to displayed offsets and back, when the text shown is not the text
    /// (secure entry shows one dot per character).
    struct DisplayMap {
        var toDisplay: [Int]
        var toText: [Int]

        /// One displayed unit per grapheme cluster of `text`.
        init(onePerCharacterOf text: String) {
            var toDisplay: [Int] = [], toText: [Int] = [0]
            var d = 0
            for c in text {
                for _ in 0..<c.utf16.count { toDisplay.append(d) }
                d += 1
                toText.append(toText[toText.count - 1] + c.utf16.count)
            }
            toDisplay.append(d)
            self.toDisplay = toDisplay
            self.toText = toText
        }
    }

    func display(_ o: Int) -> Int {
        guard let map else { return o }
        return map.toDisplay[max(0, min(map.toDisplay.count - 1, o))]
    }

    func text(_ d: Int) -> Int {
        guard let map else { return d }
        return map.toText[max(0, min(map.toText.count - 1, d))]
    }

    func caretRect(_ offset: Int, affinity: CaretAffinity = .downstream) -> CGRect {
        guard let layout, let r = layout.caretRect(forOffset: display(offset), affinity: affinity, width: Self.caretWidth) else {
            return emptyCaret
        }
        return r.offsetBy(dx: origin.x, dy: origin.y)
    }

    func selectionRects(_ range: NSRange) -> [UITextSelectionRect] {
        guard let layout, range.length > 0 else { return [] }
        let a = display(range.location), b = display(range.location + range.length)
        return layout.selectionRects(for: a..<max(a, b)).map {
            UITextSelectionRect(rect: $0.rect.offsetBy(dx: origin.x, dy: origin.y),
                                writingDirection: $0.isRightToLeft ? .rightToLeft : .leftToRight,
                                containsStart: $0.containsStart, containsEnd: $0.containsEnd)
        }
    }

    /// The first rectangle of `range` (on its first line); the caret's rectangle (zero
    /// wide) for an empty range.
    func firstRect(_ range: NSRange) -> CGRect {
        if let first = selectionRects(range).first?.rect { return first }
        let c = caretRect(range.location)
        return CGRect(x: c.midX, y: c.minY, width: 0, height: c.height)
    }

    func closestOffset(_ point: CGPoint) -> Int {
        guard let layout else { return 0 }
        return text(layout.closestOffset(to: CGPoint(x: point.x - origin.x, y: point.y - origin.y)).offset)
    }

    /// The offset `lines` lines below (negative: above) `offset`, at the same x; the text's
    /// start above the first line and its end below the last.
    func vertical(from offset: Int, lines: Int, length: Int) -> Int {
        guard let layout, let i = layout.lineIndex(forOffset: display(offset)) else { return offset }
        let target = i + lines
        if target < 0 { return 0 }
        if target >= layout.lines.count { return length }
        let x = caretRect(offset).midX
        let y = layout.lines[target].frame.midY + origin.y
        return closestOffset(CGPoint(x: x, y: y))
    }
}
