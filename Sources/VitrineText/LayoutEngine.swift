import Foundation
import VitrineGraphics

extension TextLayout {
    /// Lays `text` out with `options`. Never traps: empty text gives no lines and a zero size.
    public convenience init(_ text: AttributedText, options: Options = Options()) {
        self.init(ShapedText(text), options: options)
    }

    /// Lays already shaped text out with `options` (line breaking, truncation, bidi
    /// reordering and alignment only: no shaping).
    public convenience init(_ shaped: ShapedText, options: Options = Options()) {
        let result = LayoutEngine(shaped: shaped, options: options).run()
        self.init(options: options, lines: result.lines, size: result.size, isTruncated: result.isTruncated, shaped: result.shaped)
    }
}

/// Breaks shaped paragraphs into lines (UAX #14 opportunities, greedy), truncates the last
/// allowed line, reorders each line's runs visually (UAX #9 L2), aligns and justifies, and
/// stacks the lines with the paragraph style's spacing.
struct LayoutEngine {
    let shaped: ShapedText
    let options: TextLayout.Options

    struct Result {
        var lines: [TextLayout.Line]
        var size: CGSize
        var isTruncated: Bool
        var shaped: ShapedText? = nil
    }

    /// A line before placement: logical pieces of items, maybe with an ellipsis.
    struct PendingLine {
        var paragraph: Int
        var range: Range<Int>
        /// Logical ranges shown (one, or two around an ellipsis for middle truncation).
        var shown: [Range<Int>]
        /// Where the ellipsis goes, as an index into `shown` (before shown[i]); `nil` for none.
        var ellipsisAt: Int?
        var isFirstInParagraph: Bool
        var isLastInParagraph: Bool
        var isTruncated: Bool
    }

    private var unbounded: Bool { options.width == nil }

    func run() -> Result {
        let units = shaped.text.utf16
        guard !units.isEmpty else { return Result(lines: [], size: .zero, isTruncated: false) }
        var pending: [PendingLine] = []
        var truncated = false
        let limit = options.maximumNumberOfLines
        units.withUnsafeBufferPointer { text in
            outer: for (pi, p) in shaped.paragraphs.enumerated() {
                let mode = options.lineBreakMode ?? p.style.lineBreakMode
                let broken = breakParagraph(p, mode: mode, text: text)
                for (li, r) in broken.enumerated() {
                    var line = PendingLine(paragraph: pi, range: r, shown: [r], ellipsisAt: nil,
                                           isFirstInParagraph: li == 0, isLastInParagraph: li == broken.count - 1,
                                           isTruncated: false)
                    let moreAfter = li < broken.count - 1 || pi < shaped.paragraphs.count - 1
                    if limit > 0 && pending.count == limit - 1 && moreAfter {
                        truncated = true
                        line.isLastInParagraph = true
                        truncate(&line, paragraph: p, mode: mode, text: text)
                        pending.append(line)
                        break outer
                    }
                    pending.append(line)
                }
            }
        }
        return place(pending, truncated: truncated)
    }

    private func isTruncating(_ mode: LineBreakMode) -> Bool {
        mode == .byTruncatingHead || mode == .byTruncatingTail || mode == .byTruncatingMiddle
    }

    /// The width lines of `p` may take.
    func available(_ p: ShapedText.Paragraph, first: Bool) -> CGFloat {
        guard let width = options.width else { return .greatestFiniteMagnitude }
        let head = first ? p.style.firstLineHeadIndent : p.style.headIndent
        let tail = p.style.tailIndent
        let end = tail > 0 ? tail : width + tail
        return max(0, end - head)
    }

    private func widthOf(_ line: PendingLine, _ p: ShapedText.Paragraph) -> CGFloat {
        shaped.width(p, line.range.lowerBound..<trimmedEnd(line.range, p: p))
    }

    private func isSpace(_ u: UInt16) -> Bool {
        u == 0x20 || u == 0x09 || u == 0x3000 || u == 0x1680 || (u >= 0x2000 && u <= 0x200A) || u == 0x205F
    }

    /// The end of `range` without trailing white space (which hangs past the line's end).
    func trimmedEnd(_ range: Range<Int>, p: ShapedText.Paragraph) -> Int {
        let units = shaped.text.utf16
        var e = range.upperBound
        while e > range.lowerBound && isSpace(units[e - 1]) { e -= 1 }
        return e
    }

    /// The paragraph's lines as logical ranges (greedy: each line takes as many break
    /// opportunities as fit; a word longer than the line breaks between graphemes).
    private func breakParagraph(_ p: ShapedText.Paragraph, mode: LineBreakMode, text: UnsafeBufferPointer<UInt16>) -> [Range<Int>] {
        guard !p.range.isEmpty else { return [p.range] }
        if unbounded { return [p.range] }
        let slice = UnsafeBufferPointer(rebasing: text[p.range])
        let base = p.range.lowerBound
        let graphemes = Breaks.graphemeBoundaries(slice).map { $0 + base }
        let opportunities = mode == .byCharWrapping ? graphemes : Breaks.lineOpportunities(slice).map { $0 + base }
        var lines: [Range<Int>] = []
        var start = p.range.lowerBound
        var oi = 0
        var gi = 0
        while start < p.range.upperBound {
            let w = available(p, first: lines.isEmpty)
            while oi < opportunities.count && opportunities[oi] <= start { oi += 1 }
            var end: Int?
            var k = oi
            while k < opportunities.count {
                let o = opportunities[k]
                if shaped.width(p, start..<trimmedEnd(start..<o, p: p)) <= w + 0.01 { end = o; k += 1 } else { break }
            }
            if end == nil {
                // Nothing fits: break inside the word between graphemes (at least one).
                while gi < graphemes.count && graphemes[gi] <= start { gi += 1 }
                var g = gi
                var e = gi < graphemes.count ? graphemes[gi] : p.range.upperBound
                g += 1
                while g < graphemes.count, shaped.width(p, start..<graphemes[g]) <= w + 0.01 { e = graphemes[g]; g += 1 }
                // Take the spaces that follow with it.
                while e < p.range.upperBound && isSpace(text[e]) { e += 1 }
                end = e
            }
            let e = end ?? p.range.upperBound
            lines.append(start..<e)
            start = e
        }
        return lines
    }

    /// Makes `line` the last line: for truncating modes, the rest of its paragraph cut to fit
    /// with an ellipsis (at the end, the start or the middle); for the others, the line as
    /// broken, marked truncated.
    private func truncate(_ line: inout PendingLine, paragraph p: ShapedText.Paragraph, mode: LineBreakMode,
                          text: UnsafeBufferPointer<UInt16>) {
        line.isTruncated = true
        let rest = line.range.lowerBound..<p.range.upperBound
        if mode == .byClipping {
            // The rest of the paragraph on one line, cut at the box's edge when placed.
            line.range = rest
            line.shown = [rest]
            return
        }
        guard isTruncating(mode) else { return }
        line.range = rest
        let w = available(p, first: line.isFirstInParagraph)
        let ellipsisWidth = Ellipsis.width(for: attributes(at: max(rest.lowerBound, rest.upperBound - 1), p))
        let slice = UnsafeBufferPointer(rebasing: text[rest])
        let bounds = [rest.lowerBound] + Breaks.graphemeBoundaries(slice).map { $0 + rest.lowerBound }
        let budget = max(0, w - ellipsisWidth)
        switch mode {
        case .byTruncatingHead:
            var start = rest.upperBound
            for b in bounds.reversed() where shaped.width(p, b..<rest.upperBound) <= budget + 0.01 { start = b }
            while start < rest.upperBound && isSpace(text[start]) { start += 1 }
            line.shown = [start..<rest.upperBound]
            line.ellipsisAt = 0
        case .byTruncatingMiddle:
            var end = rest.lowerBound
            for b in bounds where shaped.width(p, rest.lowerBound..<b) <= budget / 2 + 0.01 { end = b }
            let used = shaped.width(p, rest.lowerBound..<end)
            var start = rest.upperBound
            for b in bounds.reversed() where b >= end && shaped.width(p, b..<rest.upperBound) <= budget - used + 0.01 { start = b }
            while start < rest.upperBound && isSpace(text[start]) { start += 1 }
            line.shown = [rest.lowerBound..<trimmedEnd(rest.lowerBound..<end, p: p), start..<rest.upperBound]
            line.ellipsisAt = 1
        default:
            var end = rest.lowerBound
            for b in bounds where shaped.width(p, rest.lowerBound..<trimmedEnd(rest.lowerBound..<b, p: p)) <= budget + 0.01 { end = b }
            line.shown = [rest.lowerBound..<trimmedEnd(rest.lowerBound..<end, p: p)]
            line.ellipsisAt = 1
        }
    }

    func attributes(at position: Int, _ p: ShapedText.Paragraph) -> TextAttributes {
        for item in p.items where item.range.contains(position) { return shaped.text.runs[item.runIndex].attributes }
        return p.startAttributes
    }
}
