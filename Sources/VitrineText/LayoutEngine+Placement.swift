import Foundation
import VitrineGraphics

/// The ellipsis that marks truncated text: "…" (U+2026) shaped in the attributes at the
/// cut, through the same fallback as any text.
enum Ellipsis {
    static func item(for attributes: TextAttributes, level: UInt8) -> ShapedText.Item? {
        let shaped = ShapedText(AttributedText("\u{2026}", attributes: attributes))
        guard var item = shaped.paragraphs.first?.items.first else { return nil }
        item.level = level
        item.range = 0..<0
        return item
    }

    static func width(for attributes: TextAttributes) -> CGFloat {
        item(for: attributes, level: 0)?.glyphs.reduce(0) { $0 + $1.advance } ?? 0
    }
}

extension LayoutEngine {
    /// A piece of a line: glyphs of one item (or the ellipsis) in visual order.
    struct Segment {
        /// The logical UTF-16 range the glyphs show (empty for the ellipsis).
        var range: Range<Int>
        var glyphs: ArraySlice<ShapedGlyph>
        var font: TextFont
        var attributes: TextAttributes
        var level: UInt8
        var width: CGFloat
        var extents: FontExtents
        /// Only default-ignorable characters: nothing drawn, no part in the line's metrics.
        var isInvisible = false
    }

    /// Builds the segments of `line` in visual order.
    func segments(of line: PendingLine) -> [Segment] {
        let p = shaped.paragraphs[line.paragraph]
        var logical: [Segment] = []
        func addEllipsis() {
            let attrs = attributes(at: max(line.range.lowerBound, min(line.range.upperBound, p.range.upperBound) - 1), p)
            if let e = Ellipsis.item(for: attrs, level: p.level) {
                logical.append(Segment(range: line.range.lowerBound..<line.range.lowerBound, glyphs: e.glyphs[...], font: e.font, attributes: attrs, level: p.level,
                                       width: e.glyphs.reduce(0) { $0 + $1.advance }, extents: e.extents))
            }
        }
        for (i, shownRange) in line.shown.enumerated() {
            if line.ellipsisAt == i { addEllipsis() }
            var r = shownRange
            if i == line.shown.count - 1 && line.ellipsisAt != line.shown.count { r = r.lowerBound..<trimmedEnd(r, p: p) }
            guard !r.isEmpty else { continue }
            for item in p.items where item.range.overlaps(r) {
                let glyphs = item.glyphs(in: r)
                guard !glyphs.isEmpty else { continue }
                let shown = max(item.range.lowerBound, r.lowerBound)..<min(item.range.upperBound, r.upperBound)
                logical.append(Segment(range: shown, glyphs: glyphs, font: item.font, attributes: shaped.text.runs[item.runIndex].attributes,
                                       level: item.level, width: glyphs.reduce(0) { $0 + $1.advance }, extents: item.extents,
                                       isInvisible: item.isInvisible))
            }
        }
        if line.ellipsisAt == line.shown.count { addEllipsis() }
        let order = Bidi.visualOrder(logical.map(\.level))
        return order.map { logical[$0] }
    }

    func place(_ pending: [PendingLine], truncated: Bool) -> Result {
        let units = shaped.text.utf16
        let built = pending.map { segments(of: $0) }
        // Line widths, justification aside.
        let widths = built.map { $0.reduce(0) { $0 + $1.width } }
        // Without a width, lines align in the widest line.
        var containerWidth = options.width ?? 0
        if options.width == nil {
            for (i, line) in pending.enumerated() {
                let p = shaped.paragraphs[line.paragraph]
                let head = line.isFirstInParagraph ? p.style.firstLineHeadIndent : p.style.headIndent
                containerWidth = max(containerWidth, head + widths[i])
            }
        }
        var lines: [TextLayout.Line] = []
        var y: CGFloat = 0
        var usedWidth: CGFloat = 0
        for (i, line) in pending.enumerated() {
            let p = shaped.paragraphs[line.paragraph]
            var segs = built[i]
            let mode = options.lineBreakMode ?? p.style.lineBreakMode
            let head = line.isFirstInParagraph ? p.style.firstLineHeadIndent : p.style.headIndent
            let avail = options.width == nil ? max(0, containerWidth - head) : available(p, first: line.isFirstInParagraph)
            let rtl = p.level & 1 == 1
            var lineWidth = widths[i]

            // Alignment (natural follows the paragraph's direction; justified stretches every
            // line but a paragraph's last at its spaces, else between its clusters).
            var alignment = options.alignment ?? p.style.alignment
            var extraPerGap: CGFloat = 0
            var gapUnits: Set<Int> = []
            if alignment == .justified {
                if !line.isLastInParagraph && !line.isTruncated && lineWidth < avail && options.width != nil {
                    let spaceClusters = segs.flatMap { $0.glyphs.map(\.cluster) }.filter { $0 < units.count && units[$0] == 0x20 }
                    if !spaceClusters.isEmpty {
                        gapUnits = Set(spaceClusters)
                        extraPerGap = (avail - lineWidth) / CGFloat(spaceClusters.count)
                    }
                    if extraPerGap > 0 { lineWidth = avail }
                }
                alignment = .natural
            }
            if alignment == .natural { alignment = rtl ? .right : .left }
            let boxMinX = rtl ? max(0, (options.width ?? containerWidth) - head - avail) : head
            var x0: CGFloat
            switch alignment {
            case .center: x0 = boxMinX + (avail - lineWidth) / 2
            case .right: x0 = boxMinX + avail - lineWidth
            default: x0 = boxMinX
            }
            if options.width != nil && lineWidth > avail && mode == .byClipping {
                x0 = rtl ? boxMinX + avail - lineWidth : boxMinX
            }

            // Vertical metrics: the tallest visible run's (an empty line: the paragraph's font; a
            // line of only invisible characters: its font's).
            var ascent: CGFloat = 0, descent: CGFloat = 0, gap: CGFloat = 0
            let measured = segs.contains { !$0.isInvisible }
            if !measured {
                let e = (segs.first?.attributes ?? p.startAttributes).font.extents
                ascent = e.ascent; descent = e.descent; gap = e.lineGap
            }
            for s in segs where measured && !s.isInvisible {
                let shift = s.attributes.baselineOffset
                ascent = max(ascent, s.extents.ascent + shift); descent = max(descent, s.extents.descent - shift)
                gap = max(gap, s.extents.lineGap)
            }
            if line.isFirstInParagraph && i > 0 { y += max(0, p.style.paragraphSpacingBefore) }
            var height = (ascent + descent + gap) * (p.style.lineHeightMultiple > 0 ? p.style.lineHeightMultiple : 1)
            if p.style.minimumLineHeight > 0 { height = max(height, p.style.minimumLineHeight) }
            if p.style.maximumLineHeight > 0 { height = min(height, p.style.maximumLineHeight) }
            let baseline = y + height - descent - gap

            // Glyph runs, backgrounds and decorations.
            var runs: [(run: GlyphRun, origin: CGPoint)] = []
            var backgrounds: [TextLayout.Decoration] = []
            var decorations: [TextLayout.Decoration] = []
            var carets: [TextLayout.CaretSource] = []
            var pen = x0
            let clipMin = boxMinX - 0.01, clipMax = boxMinX + avail + 0.01
            let clips = options.width != nil && mode == .byClipping && widths[i] > avail
            for k in segs.indices {
                let s = segs[k]
                var ids: [UInt32] = [], pos: [CGPoint] = []
                ids.reserveCapacity(s.glyphs.count); pos.reserveCapacity(s.glyphs.count)
                var x: CGFloat = 0
                for g in s.glyphs {
                    let gx = pen + x
                    if !clips || (gx + max(g.advance, 0) > clipMin && gx < clipMax) {
                        ids.append(g.id)
                        pos.append(CGPoint(x: x + g.xOffset, y: g.yOffset - s.attributes.baselineOffset))
                    }
                    x += g.advance
                    if extraPerGap > 0 && gapUnits.contains(g.cluster) { x += extraPerGap }
                }
                segs[k].width = x
                if !s.range.isEmpty {
                    carets.append(.init(range: s.range, isRTL: s.level & 1 == 1, glyphs: s.glyphs, x: pen,
                                        extraPerGap: extraPerGap, gapUnits: extraPerGap > 0 ? gapUnits : []))
                }
                let a = s.attributes
                if let bg = a.backgroundColor {
                    backgrounds.append(.init(rect: CGRect(x: pen, y: y, width: x, height: height), color: bg))
                }
                if a.underline != nil || a.strikethrough != nil {
                    let m = Shaper.shared.decorationMetrics(s.font)
                    let baseline = baseline - a.baselineOffset
                    if let u = a.underline {
                        decorations += Self.strokes(u, x: pen, width: x, top: baseline + m.underlineOffset,
                                                    thickness: m.underlineThickness, color: a.underlineColor ?? a.color, downwards: true)
                    }
                    if let st = a.strikethrough {
                        decorations += Self.strokes(st, x: pen, width: x, top: baseline + m.strikeoutOffset,
                                                    thickness: m.strikeoutThickness, color: a.strikethroughColor ?? a.color, downwards: false)
                    }
                }
                if !ids.isEmpty && !s.isInvisible {
                    runs.append((GlyphRun(face: s.font.face, pointSize: s.font.size, glyphs: ids, positions: pos, color: a.color),
                                 CGPoint(x: pen, y: baseline)))
                }
                pen += x
            }
            let shownWidth = clips ? min(lineWidth, avail) : lineWidth
            usedWidth = max(usedWidth, head + shownWidth)
            lines.append(TextLayout.Line(runs: runs, backgrounds: backgrounds, decorations: decorations,
                                         frame: CGRect(x: clips ? boxMinX : x0, y: y, width: shownWidth, height: height),
                                         baseline: baseline, range: line.range, isTruncated: line.isTruncated,
                                         carets: carets, paragraph: line.paragraph, contentMinX: x0, contentMaxX: pen,
                                         isRightToLeft: rtl))
            y += height
            if i < pending.count - 1 {
                y += max(0, p.style.lineSpacing)
                if line.isLastInParagraph { y += max(0, p.style.paragraphSpacing) }
            }
        }
        return Result(lines: lines, size: CGSize(width: usedWidth, height: y), isTruncated: truncated, shaped: shaped)
    }

    /// The rectangles of one decoration: single, thick (twice as heavy) or double (two
    /// strokes with a stroke's gap between, growing away from the text).
    static func strokes(_ style: DecorationStyle, x: CGFloat, width: CGFloat, top: CGFloat, thickness: CGFloat,
                        color: Color, downwards: Bool) -> [TextLayout.Decoration] {
        switch style {
        case .single:
            return [.init(rect: CGRect(x: x, y: top, width: width, height: thickness), color: color)]
        case .thick:
            return [.init(rect: CGRect(x: x, y: top, width: width, height: thickness * 2), color: color)]
        case .double:
            let second = downwards ? top + thickness * 2 : top - thickness * 2
            return [.init(rect: CGRect(x: x, y: top, width: width, height: thickness), color: color),
                    .init(rect: CGRect(x: x, y: second, width: width, height: thickness), color: color)]
        }
    }
}

extension ShapedText.Item {
    /// The glyphs whose cluster is in `r`, in visual order. Clusters are monotonic (HarfBuzz's
    /// monotone cluster level): ascending in a left-to-right item, descending in a
    /// right-to-left one, so the slice is found by bisection.
    func glyphs(in r: Range<Int>) -> ArraySlice<ShapedGlyph> {
        if r.lowerBound <= range.lowerBound && r.upperBound >= range.upperBound { return glyphs[...] }
        // The first index whose cluster is on the far side of `bound` in visual order.
        func partition(_ isBefore: (Int) -> Bool) -> Int {
            var lo = 0, hi = glyphs.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if isBefore(glyphs[mid].cluster) { lo = mid + 1 } else { hi = mid }
            }
            return lo
        }
        if isRTL {
            let start = partition { $0 >= r.upperBound }
            let end = partition { $0 >= r.lowerBound }
            return glyphs[start..<max(start, end)]
        }
        let start = partition { $0 < r.lowerBound }
        let end = partition { $0 < r.upperBound }
        return glyphs[start..<max(start, end)]
    }
}
