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

extension TextLayout {
    /// One placed segment of a line, kept to compute its caret stops when first asked.
    struct CaretSource: Sendable {
        var range: Range<Int>
        var isRTL: Bool
        var glyphs: ArraySlice<ShapedGlyph>
        /// The segment's left edge.
        var x: CGFloat
        var extraPerGap: CGFloat
        var gapUnits: Set<Int>
    }

    /// The caret pieces of line `index`, in visual order (computed once).
    func pieces(ofLine index: Int) -> [CaretPiece] {
        if let known = caretCache.get(index) { return known }
        let made = makePieces(lines[index])
        caretCache.set(index, made, count: lines.count)
        return made
    }

    private func makePieces(_ line: Line) -> [CaretPiece] {
        let units = shaped?.text.utf16 ?? []
        var pieces: [CaretPiece] = []
        for source in line.carets {
            var caret = CaretEdges(range: source.range, isRTL: source.isRTL)
            var x = source.x
            for g in source.glyphs {
                let extra: CGFloat = source.extraPerGap > 0 && source.gapUnits.contains(g.cluster) ? source.extraPerGap : 0
                caret.add(cluster: g.cluster, from: x, to: x + g.advance + extra)
                x += g.advance + extra
            }
            pieces.append(caret.piece(minX: source.x, maxX: x, units: units))
        }
        let rtl = line.isRightToLeft
        // Trailing white space hangs past the line's end in the paragraph's direction: the
        // caret still steps through it.
        if !line.isTruncated, let shaped, line.paragraph < shaped.paragraphs.count {
            let p = shaped.paragraphs[line.paragraph]
            var trimmed = line.range.upperBound
            while trimmed > line.range.lowerBound && trimmed <= units.count && Self.isHangingSpace(units[trimmed - 1]) { trimmed -= 1 }
            if trimmed < line.range.upperBound {
                let hang = trimmed..<line.range.upperBound
                let edge = rtl ? line.contentMinX : line.contentMaxX
                let edges = (0...hang.count).map { k in
                    let w = shaped.width(p, hang.lowerBound..<(hang.lowerBound + k))
                    return rtl ? edge - w : edge + w
                }
                let piece = CaretPiece(range: hang, isRTL: rtl, edges: edges)
                if rtl { pieces.insert(piece, at: 0) } else { pieces.append(piece) }
            }
        }
        if pieces.isEmpty {
            // An empty line: one caret stop where its text would start.
            let start = rtl ? line.contentMaxX : line.contentMinX
            pieces = [CaretPiece(range: line.range.lowerBound..<line.range.lowerBound, isRTL: rtl, edges: [start])]
        }
        return pieces
    }

    /// The white space that hangs at a line's end (as the line breaker trims it).
    static func isHangingSpace(_ u: UInt16) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x3000 || u == 0x1680 || (u >= 0x2000 && u <= 0x200A) || u == 0x205F
    }
}

/// Each line's caret pieces of one layout, filled on first use (layouts are shared across
/// threads, so under a lock).
final class CaretPieceCache: @unchecked Sendable {
    // @unchecked: every access holds `lock`.
    private let lock = NSLock()
    private var pieces: [[TextLayout.CaretPiece]?] = []

    func get(_ i: Int) -> [TextLayout.CaretPiece]? {
        lock.lock(); defer { lock.unlock() }
        return i < pieces.count ? pieces[i] : nil
    }

    func set(_ i: Int, _ value: [TextLayout.CaretPiece], count: Int) {
        lock.lock(); defer { lock.unlock() }
        if pieces.count < count { pieces = Array(repeating: nil, count: count) }
        if i < pieces.count { pieces[i] = value }
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
