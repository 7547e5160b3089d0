import Foundation

extension TextLayout {
    /// A visually contiguous piece of a line in one direction (one shaped segment, or the
    /// trailing white space that hangs past the line's end), with the caret's x at every
    /// UTF-16 offset of its range: `edges[i]` is the caret before unit `range.lowerBound + i`,
    /// `edges[range.count]` the caret after the last one. Increasing for left-to-right pieces,
    /// decreasing for right-to-left ones.
    struct CaretPiece: Sendable {
        var range: Range<Int>
        var isRTL: Bool
        var edges: [CGFloat]
        /// Whether the caret may stop at each offset (`false` inside a grapheme cluster: a
        /// surrogate pair, a base and its marks, an emoji sequence).
        var stops: [Bool]

        init(range: Range<Int>, isRTL: Bool, edges: [CGFloat], stops: [Bool]? = nil) {
            self.range = range
            self.isRTL = isRTL
            self.edges = edges
            self.stops = stops ?? [Bool](repeating: true, count: edges.count)
        }

        var minX: CGFloat { edges.min() ?? 0 }
        var maxX: CGFloat { edges.max() ?? 0 }

        /// The caret's x at `offset` (clamped into the piece's range).
        func x(at offset: Int) -> CGFloat {
            let i = max(0, min(range.count, offset - range.lowerBound))
            return edges[i]
        }
    }
}

/// Collects each cluster's visual span while a segment's glyphs are placed, then turns them
/// into caret edges: a cluster's leading edge (left in left-to-right text, right in
/// right-to-left text) is the caret before it; offsets inside a cluster (a ligature, or a
/// grapheme of several units) are interpolated between its edges.
struct CaretEdges {
    let range: Range<Int>
    let isRTL: Bool
    private var left: [CGFloat]
    private var right: [CGFloat]

    init(range: Range<Int>, isRTL: Bool) {
        self.range = range
        self.isRTL = isRTL
        left = [CGFloat](repeating: .nan, count: range.count)
        right = [CGFloat](repeating: .nan, count: range.count)
    }

    mutating func add(cluster: Int, from x0: CGFloat, to x1: CGFloat) {
        let i = cluster - range.lowerBound
        guard i >= 0, i < left.count else { return }
        left[i] = left[i].isNaN ? x0 : min(left[i], x0)
        right[i] = right[i].isNaN ? x1 : max(right[i], x1)
    }

    func piece(minX: CGFloat, maxX: CGFloat, units: [UInt16]) -> TextLayout.CaretPiece {
        let n = range.count
        var stops = [Bool](repeating: true, count: n + 1)
        var edges = [CGFloat](repeating: .nan, count: n + 1)
        edges[n] = isRTL ? minX : maxX
        for i in 0..<n where !left[i].isNaN { edges[i] = isRTL ? right[i] : left[i] }
        if edges[0].isNaN { edges[0] = isRTL ? maxX : minX }
        // Interpolate the offsets inside clusters.
        var a = 0
        while a < n {
            var b = a + 1
            while b < n && edges[b].isNaN { b += 1 }
            if b > a + 1 {
                // Inside a cluster: only its grapheme boundaries are caret stops.
                let lo = range.lowerBound + a, hi = min(range.lowerBound + b, units.count)
                if lo < hi {
                    let inner = units[lo..<hi].withUnsafeBufferPointer { Set(Breaks.graphemeBoundaries($0)) }
                    for k in (a + 1)..<b { stops[k] = inner.contains(k - a) }
                }
                for k in (a + 1)..<b { edges[k] = edges[a] + (edges[b] - edges[a]) * CGFloat(k - a) / CGFloat(b - a) }
            }
            a = b
        }
        return TextLayout.CaretPiece(range: range, isRTL: isRTL, edges: edges, stops: stops)
    }
}
