import Foundation
import VitrineGraphics

/// One section of a flow layout, in the layout's own axes: `u` across the lines (x in a
/// vertical layout), `v` along the scroll direction (y in a vertical layout). Sizes are
/// stored as `(u, v)` extents in a `CGSize` (`width` = across, `height` = along).
struct FlowLayoutSection {
    /// A line of a section whose items have different sizes.
    struct Line {
        /// The line's first item and how many it holds.
        var first: Int
        var count: Int
        /// Where the line starts along the scroll axis, and its extent (its tallest item).
        var v: CGFloat
        var extent: CGFloat
        /// Where its first item starts across, and the gap after each item.
        var u: CGFloat
        var spacing: CGFloat
    }

    var itemCount = 0
    /// Along the scroll axis: the section's start (its header's), where the first line
    /// starts, where the last line ends, and the section's end (after its footer).
    var start: CGFloat = 0
    var itemsStart: CGFloat = 0
    var itemsEnd: CGFloat = 0
    var end: CGFloat = 0
    var headerExtent: CGFloat = 0
    var footerExtent: CGFloat = 0
    /// Across: the whole content extent (headers span it).
    var crossExtent: CGFloat = 0
    var lineSpacing: CGFloat = 0

    /// Items of one size: the size, items per line, the start of the first item across and
    /// the distance between item starts in a line.
    var uniformSize: CGSize?
    var perLine = 1
    var uniformU: CGFloat = 0
    var uniformStep: CGFloat = 0

    /// Items of different sizes: one size per item and one record per line.
    var sizes: [CGSize] = []
    var lines: [Line] = []

    /// The number of lines.
    var lineCount: Int {
        if uniformSize != nil { return itemCount == 0 ? 0 : (itemCount + perLine - 1) / perLine }
        return lines.count
    }

    /// The `(u, v)` rectangle of item `i` (in range).
    func itemRect(_ i: Int) -> CGRect {
        if let s = uniformSize {
            let line = i / perLine, col = i % perLine
            return CGRect(x: uniformU + CGFloat(col) * uniformStep, y: itemsStart + CGFloat(line) * (s.height + lineSpacing), width: s.width, height: s.height)
        }
        let li = lineIndex(containingItem: i)
        return itemRect(i, in: lines[li])
    }

    /// The `(u, v)` rectangle of item `i` of `line` (items centred along the line's extent).
    func itemRect(_ i: Int, in line: Line) -> CGRect {
        var u = line.u
        var k = line.first
        while k < i { u += sizes[k].width + line.spacing; k += 1 }
        let s = sizes[i]
        return CGRect(x: u, y: line.v + (line.extent - s.height) / 2, width: s.width, height: s.height)
    }

    /// The line holding item `i` (binary search on the lines' first items).
    func lineIndex(containingItem i: Int) -> Int {
        var lo = 0, hi = lines.count - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if lines[mid].first <= i { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first line whose far edge is past `v` (binary search).
    func firstLine(endingAfter v: CGFloat) -> Int {
        if let s = uniformSize {
            let stride = s.height + lineSpacing
            guard stride > 0 else { return 0 }
            // Line k ends at itemsStart + k·stride + s.height.
            let k = ((v - itemsStart - s.height) / stride).rounded(.down) + 1
            return max(0, min(lineCount, Int(max(-1, min(k, CGFloat(Int32.max))))))
        }
        var lo = 0, hi = lines.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if lines[mid].v + lines[mid].extent > v { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }

    /// The start of line `k` along the scroll axis.
    func lineStart(_ k: Int) -> CGFloat {
        if let s = uniformSize { return itemsStart + CGFloat(k) * (s.height + lineSpacing) }
        return lines[k].v
    }

    /// The items of line `k`.
    func itemsOfLine(_ k: Int) -> Range<Int> {
        if uniformSize != nil {
            let first = k * perLine
            return first..<min(itemCount, first + perLine)
        }
        return lines[k].first..<(lines[k].first + lines[k].count)
    }
}
