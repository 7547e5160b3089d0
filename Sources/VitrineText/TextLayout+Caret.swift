import Foundation

/// Which side of a line break a caret offset belongs to when the same offset ends one line
/// and starts the next (a soft wrap): `.upstream` is the end of the earlier line,
/// `.downstream` the start of the later one (as `UITextStorageDirection`/`NSSelectionAffinity`).
public enum CaretAffinity: Sendable, Equatable {
    case upstream
    case downstream
}

extension TextLayout {
    /// One rectangle of a selection: a visually contiguous piece of one line.
    public struct SelectionRect: Sendable, Equatable {
        /// In the layout's coordinates; the line's full height.
        public var rect: CGRect
        /// Whether the text in the rectangle runs right to left.
        public var isRightToLeft: Bool
        /// Whether the rectangle holds the selection's start (its logical beginning).
        public var containsStart: Bool
        /// Whether the rectangle holds the selection's end.
        public var containsEnd: Bool
    }

    /// The UTF-16 length the layout covers (the last line's end).
    var laidOutEnd: Int { lines.last?.range.upperBound ?? 0 }

    /// The index of the line showing the caret at `offset`: at a soft wrap `.upstream` picks
    /// the earlier line; offsets past the text go to the last line. `nil` without lines.
    public func lineIndex(forOffset offset: Int, affinity: CaretAffinity = .downstream) -> Int? {
        guard !lines.isEmpty else { return nil }
        let o = max(lines[0].range.lowerBound, min(laidOutEnd, offset))
        // The first line whose end is at or after `o`.
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].range.upperBound < o { lo = mid + 1 } else { hi = mid }
        }
        if affinity == .downstream, o == lines[lo].range.upperBound, lo + 1 < lines.count,
           lines[lo + 1].range.lowerBound == o {
            return lo + 1
        }
        return lo
    }

    /// The UTF-16 range of the line showing `offset` (without its paragraph terminator).
    public func lineRange(forOffset offset: Int, affinity: CaretAffinity = .downstream) -> Range<Int>? {
        lineIndex(forOffset: offset, affinity: affinity).map { lines[$0].range }
    }

    /// The piece of line `index` that shows the caret at `offset`: the piece whose text follows it
    /// (`.downstream`) or precedes it (`.upstream`) when the offset is at a direction change;
    /// the nearest piece when no piece holds it.
    private func piece(inLine index: Int, at o: Int, affinity: CaretAffinity) -> CaretPiece? {
        var after: CaretPiece?, before: CaretPiece?, any: CaretPiece?
        var nearest: (piece: CaretPiece, distance: Int)?
        for p in pieces(ofLine: index) {
            if p.range.lowerBound <= o && o < p.range.upperBound { after = after ?? p }
            if p.range.lowerBound < o && o <= p.range.upperBound { before = before ?? p }
            if p.range.lowerBound <= o && o <= p.range.upperBound { any = any ?? p }
            let d = o < p.range.lowerBound ? p.range.lowerBound - o : max(0, o - p.range.upperBound)
            if d < nearest?.distance ?? Int.max { nearest = (p, d) }
        }
        let preferred = affinity == .downstream ? (after ?? before) : (before ?? after)
        return preferred ?? any ?? nearest?.piece
    }

    /// The caret's x for `offset` on line `index`.
    func caretX(_ offset: Int, line index: Int, affinity: CaretAffinity) -> CGFloat {
        let line = lines[index]
        guard let p = piece(inLine: index, at: offset, affinity: affinity) else { return line.frame.minX }
        return p.x(at: offset)
    }

    /// The caret's rectangle before the character at UTF-16 `offset`: `width` wide, centred
    /// on the caret position, as tall as the line. `nil` when the layout has no lines (empty
    /// text: place the caret from the font's metrics). Mixed-direction text puts the caret at
    /// the edge of the run that holds the character after it (`.downstream`) or before it
    /// (`.upstream`).
    public func caretRect(forOffset offset: Int, affinity: CaretAffinity = .downstream, width: CGFloat = 2) -> CGRect? {
        guard let index = lineIndex(forOffset: offset, affinity: affinity) else { return nil }
        let line = lines[index]
        let o = max(line.range.lowerBound, min(line.range.upperBound, offset))
        let x = caretX(o, line: index, affinity: affinity)
        return CGRect(x: x - width / 2, y: line.frame.minY, width: width, height: line.frame.height)
    }

    /// The caret offset closest to `point` (hit testing): the nearest line by y (points above
    /// the first or below the last line go to it), then the nearest caret stop by x. Never
    /// inside a grapheme cluster. The affinity is `.upstream` for the end of a soft-wrapped
    /// line, so the caret stays on the line that was hit.
    public func closestOffset(to point: CGPoint) -> (offset: Int, affinity: CaretAffinity) {
        guard !lines.isEmpty else { return (0, .downstream) }
        var index = 0
        var best = CGFloat.greatestFiniteMagnitude
        // Lines are stacked top to bottom: find the first whose bottom is below the point.
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].frame.maxY <= point.y { lo = mid + 1 } else { hi = mid }
        }
        for k in max(0, lo - 1)...min(lines.count - 1, lo + 1) {
            let f = lines[k].frame
            let d = point.y < f.minY ? f.minY - point.y : (point.y >= f.maxY ? point.y - f.maxY : 0)
            if d < best { best = d; index = k }
        }
        let line = lines[index]
        var offset = line.range.lowerBound
        var bestX = CGFloat.greatestFiniteMagnitude
        for p in pieces(ofLine: index) {
            for (i, x) in p.edges.enumerated() where p.stops[i] {
                let d = abs(x - point.x)
                if d < bestX { bestX = d; offset = p.range.lowerBound + i }
            }
        }
        let wraps = index + 1 < lines.count && lines[index + 1].range.lowerBound == line.range.upperBound
        return (offset, wraps && offset == line.range.upperBound ? .upstream : .downstream)
    }

    /// The rectangles covering the text of `range`, one per visually contiguous piece of each
    /// line (a selection across a change of direction falls apart into several). Empty for
    /// an empty range.
    public func selectionRects(for range: Range<Int>) -> [SelectionRect] {
        guard !range.isEmpty, !lines.isEmpty else { return [] }
        var out: [SelectionRect] = []
        let first = lineIndex(forOffset: range.lowerBound, affinity: .downstream) ?? 0
        let last = lineIndex(forOffset: range.upperBound, affinity: .upstream) ?? lines.count - 1
        guard first <= last else { return [] }
        for index in first...last {
            let line = lines[index]
            var rects: [SelectionRect] = []
            for p in pieces(ofLine: index) {
                let a = max(range.lowerBound, p.range.lowerBound), b = min(range.upperBound, p.range.upperBound)
                guard a < b else { continue }
                let x0 = p.x(at: a), x1 = p.x(at: b)
                let r = CGRect(x: min(x0, x1), y: line.frame.minY, width: abs(x1 - x0), height: line.frame.height)
                if let prev = rects.last, abs(prev.rect.maxX - r.minX) < 0.01, prev.isRightToLeft == p.isRTL {
                    rects[rects.count - 1].rect = prev.rect.union(r)
                } else {
                    rects.append(SelectionRect(rect: r, isRightToLeft: p.isRTL, containsStart: false, containsEnd: false))
                }
            }
            if rects.isEmpty, line.range.isEmpty, range.contains(line.range.lowerBound) || index == first {
                // An empty line inside the selection: a sliver where its caret would be.
                let x = caretX(line.range.lowerBound, line: index, affinity: .downstream)
                rects.append(SelectionRect(rect: CGRect(x: x, y: line.frame.minY, width: 0, height: line.frame.height),
                                           isRightToLeft: line.isRightToLeft, containsStart: false, containsEnd: false))
            }
            if index == first, let k = closest(rects, to: caretX(max(range.lowerBound, line.range.lowerBound), line: index, affinity: .downstream)) {
                rects[k].containsStart = true
            }
            if index == last, let k = closest(rects, to: caretX(min(range.upperBound, line.range.upperBound), line: index, affinity: .upstream)) {
                rects[k].containsEnd = true
            }
            out += rects
        }
        return out
    }

    private func closest(_ rects: [SelectionRect], to x: CGFloat) -> Int? {
        rects.indices.min { a, b in
            let da = max(0, rects[a].rect.minX - x, x - rects[a].rect.maxX)
            let db = max(0, rects[b].rect.minX - x, x - rects[b].rect.maxX)
            return da < db
        }
    }
}
