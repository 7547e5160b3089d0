import CHarfBuzz
import Foundation
import VitrineGraphics

/// Attributed text split into paragraphs and runs, each run shaped with HarfBuzz: the part of
/// layout that does not depend on the width. Keep one to lay the same text out again at
/// another width (or every frame) without shaping it again.
public final class ShapedText: @unchecked Sendable {
    // @unchecked: immutable after init.

    /// One shaped run: a UTF-16 range of one attribute run, one bidi level, one script and
    /// one face.
    struct Item {
        var range: Range<Int>
        var level: UInt8
        var font: TextFont
        var runIndex: Int
        /// Glyphs in visual order.
        var glyphs: [ShapedGlyph]
        var extents: FontExtents
        /// Whether every character of the item is default-ignorable (draws nothing): such an
        /// item adds no face to the line's metrics.
        var isInvisible = false
        var isRTL: Bool { level & 1 == 1 }
    }

    struct Paragraph {
        /// The paragraph's text without its terminator.
        var range: Range<Int>
        var style: ParagraphStyle
        /// The resolved paragraph level (0 left to right, 1 right to left).
        var level: UInt8
        var items: [Item]
        /// Advance in points at each UTF-16 unit of the paragraph (at cluster starts; 0
        /// inside clusters), prefix-summed: `widths[i]` is the width of `range.lowerBound ..<
        /// range.lowerBound + i`.
        var widths: [CGFloat]
        /// Attributes where the paragraph starts (the metrics of an empty line).
        var startAttributes: TextAttributes
    }

    public let text: AttributedText
    let paragraphs: [Paragraph]

    /// Shapes `text`. Never traps: invalid UTF-16 is shaped as U+FFFD by HarfBuzz.
    public init(_ text: AttributedText) {
        self.text = text
        paragraphs = text.utf16.withUnsafeBufferPointer { Itemizer(text: text, units: $0).paragraphs() }
    }

    /// The width of `range` (absolute UTF-16 positions) within paragraph `p`.
    func width(_ p: Paragraph, _ range: Range<Int>) -> CGFloat {
        let a = range.lowerBound - p.range.lowerBound, b = range.upperBound - p.range.lowerBound
        guard a >= 0, b < p.widths.count, a <= b else { return 0 }
        return p.widths[b] - p.widths[a]
    }
}

/// The language text takes when its attributes name none: the system's (`LC_ALL`,
/// `LC_CTYPE`, `LANG`: `ko_KR.UTF-8` -> `ko`), `nil` for C/POSIX.
enum SystemLanguage {
    static let tag: String? = {
        let env = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
            guard let v = env[name], !v.isEmpty else { continue }
            let lang = v.split(whereSeparator: { $0 == "." || $0 == "@" }).first.map(String.init) ?? v
            if lang == "C" || lang == "POSIX" { return nil }
            return lang.replacingOccurrences(of: "_", with: "-").lowercased()
        }
        return nil
    }()
}

/// Splits text into paragraphs and shaped items.
struct Itemizer {
    let text: AttributedText
    let units: UnsafeBufferPointer<UInt16>

    func paragraphs() -> [ShapedText.Paragraph] {
        var out: [ShapedText.Paragraph] = []
        var start = 0
        let n = units.count
        var i = 0
        var runCursor = 0
        while i <= n {
            // A paragraph ends at LF, CR, CR LF, NEL, LS, PS or the end of the text.
            var terminator = 0
            if i < n {
                switch units[i] {
                case 0x0A, 0x0B, 0x0C, 0x85, 0x2028, 0x2029: terminator = 1
                case 0x0D: terminator = (i + 1 < n && units[i + 1] == 0x0A) ? 2 : 1
                default: break
                }
                if terminator == 0 { i += 1; continue }
            }
            out.append(paragraph(start..<i, runCursor: &runCursor))
            if i == n { break }
            i += terminator
            start = i
            if i == n {
                // Text ending in a line break has an empty last line.
                out.append(paragraph(n..<n, runCursor: &runCursor))
                break
            }
        }
        return out
    }

    private func runIndex(at position: Int, from cursor: inout Int) -> Int {
        let runs = text.runs
        while cursor + 1 < runs.count && runs[cursor].range.upperBound <= position { cursor += 1 }
        return cursor
    }

    private func paragraph(_ range: Range<Int>, runCursor: inout Int) -> ShapedText.Paragraph {
        let first = runIndex(at: range.lowerBound, from: &runCursor)
        let style = text.runs[first].paragraphStyle
        let startAttributes = text.runs[first].attributes
        let slice = UnsafeBufferPointer(rebasing: units[range])
        let (levels, paragraphLevel) = Bidi.levels(slice, direction: style.baseWritingDirection)
        var items: [ShapedText.Item] = []
        var widths = [CGFloat](repeating: 0, count: range.count + 1)
        guard !range.isEmpty else {
            return .init(range: range, style: style, level: paragraphLevel, items: [], widths: widths, startAttributes: startAttributes)
        }

        // Segment by grapheme cluster: each cluster gets one face, one script, one run.
        let graphemes = Breaks.graphemeBoundaries(slice)
        struct Cluster {
            var range: Range<Int>; var run: Int; var script: hb_script_t; var face: FontFace; var level: UInt8
            var isInvisible: Bool
        }
        var clusters: [Cluster] = []
        clusters.reserveCapacity(graphemes.count)
        var lo = 0
        var cursor = first
        // Clusters with nothing visible (bidi controls, a leading joiner) take the previous
        // cluster's face, or at the paragraph's start the first visible cluster's: they never
        // pick a fallback face of their own.
        var leadingWithoutFace = 0
        for hiRel in graphemes {
            let r = (range.lowerBound + lo)..<(range.lowerBound + hiRel)
            let run = runIndex(at: r.lowerBound, from: &cursor)
            let attrs = text.runs[run].attributes
            let c = classify(r, primary: attrs.font.face, language: attrs.language ?? SystemLanguage.tag,
                             previous: clusters.last.map { ($0.face, $0.run == run) })
            let face = c.face ?? clusters.last?.face ?? attrs.font.face
            if c.face == nil && leadingWithoutFace == clusters.count {
                leadingWithoutFace += 1
            } else if leadingWithoutFace > 0, leadingWithoutFace == clusters.count {
                for j in 0..<leadingWithoutFace { clusters[j].face = face }
            }
            clusters.append(Cluster(range: r, run: run, script: c.script, face: face, level: levels[lo], isInvisible: c.isInvisible))
            lo = hiRel
        }
        // Common and inherited scripts take their neighbour's: the previous one's at the same
        // bidi level, else the next one's (a space between Hebrew and Latin at level 0 joins
        // the Latin run).
        var lastReal: (script: hb_script_t, level: UInt8)?
        for k in clusters.indices {
            if Self.isReal(clusters[k].script) {
                lastReal = (clusters[k].script, clusters[k].level)
            } else if let lastReal, lastReal.level == clusters[k].level {
                clusters[k].script = lastReal.script
            }
        }
        var nextReal: hb_script_t?
        for k in clusters.indices.reversed() {
            if Self.isReal(clusters[k].script) { nextReal = clusters[k].script } else if let nextReal { clusters[k].script = nextReal }
        }

        // Items: maximal runs of clusters agreeing on everything, shaped.
        var k = 0
        while k < clusters.count {
            var e = k + 1
            let c = clusters[k]
            while e < clusters.count, clusters[e].run == c.run, clusters[e].level == c.level,
                  clusters[e].script == c.script, clusters[e].face === c.face { e += 1 }
            let itemRange = c.range.lowerBound..<clusters[e - 1].range.upperBound
            let attrs = text.runs[c.run].attributes
            let font = TextFont(face: c.face, size: attrs.font.size, features: attrs.font.features)
            let language = (attrs.language ?? SystemLanguage.tag).map { hb_language_from_string($0, -1) }
            var glyphs = Shaper.shared.shape(units, offset: itemRange.lowerBound, length: itemRange.count, font: font,
                                             rtl: c.level & 1 == 1, script: c.script, language: language ?? nil)
            if attrs.kern != 0 { applyKern(attrs.kern, to: &glyphs) }
            for g in glyphs where g.cluster >= range.lowerBound && g.cluster < range.upperBound {
                widths[g.cluster - range.lowerBound + 1] += g.advance
            }
            items.append(.init(range: itemRange, level: c.level, font: font, runIndex: c.run, glyphs: glyphs,
                               extents: Shaper.shared.extents(font), isInvisible: clusters[k..<e].allSatisfy(\.isInvisible)))
            k = e
        }
        for j in 1..<widths.count { widths[j] += widths[j - 1] }
        return .init(range: range, style: style, level: paragraphLevel, items: items, widths: widths, startAttributes: startAttributes)
    }

    private static func isReal(_ s: hb_script_t) -> Bool {
        s != HB_SCRIPT_COMMON && s != HB_SCRIPT_INHERITED && s != HB_SCRIPT_UNKNOWN
    }

    /// `kern` points after each character: added to the last glyph of every cluster but an
    /// invisible character's (it takes no space).
    private func applyKern(_ kern: CGFloat, to glyphs: inout [ShapedGlyph]) {
        for i in glyphs.indices where i + 1 == glyphs.count || glyphs[i + 1].cluster != glyphs[i].cluster {
            let c = glyphs[i].cluster
            if c < units.count && DefaultIgnorable.isInvisible(Breaks.scalar(at: c, in: units)) { continue }
            glyphs[i].advance += kern
        }
    }

    /// The script of a cluster (its first scalar with a real script), whether all of it is
    /// default-ignorable, and the face to draw it with: `nil` when nothing in it is visible
    /// (its neighbour's face then); the colour emoji face for emoji presentation; else the
    /// primary face when it has every visible scalar; else, for spaces and punctuation the
    /// previous cluster's face when it has them (fewer runs, one shaping context) unless that
    /// face is the colour emoji face; else fontconfig's fallback for the cluster's first
    /// visible scalar; else the primary face (its missing-glyph box).
    private func classify(_ r: Range<Int>, primary: FontFace, language: String?,
                          previous: (face: FontFace, sameRun: Bool)?) -> (script: hb_script_t, face: FontFace?, isInvisible: Bool) {
        var scalars: [Unicode.Scalar] = []
        var i = r.lowerBound
        while i < r.upperBound {
            let v = Breaks.scalar(at: i, in: units)
            i += v > 0xFFFF ? 2 : 1
            scalars.append(Unicode.Scalar(v) ?? "\u{FFFD}")
        }
        var script = HB_SCRIPT_COMMON
        for s in scalars {
            let sc = Shaper.script(of: s.value)
            if Self.isReal(sc) { script = sc; break }
        }
        var visible: [Unicode.Scalar] = []
        var isInvisible = true
        for s in scalars {
            if DefaultIgnorable.isInvisible(s.value) { continue }
            isInvisible = false
            if s.properties.generalCategory != .control { visible.append(s) }
        }
        guard let head = visible.first else { return (script, nil, isInvisible) }
        if Self.wantsEmoji(scalars), let emoji = FontDatabase.shared.emojiFace(), emoji.hasGlyph(for: head) {
            return (script, emoji, false)
        }
        // (Not after an emoji: the colour emoji font has spaces as wide as its pictures.)
        if !Self.isReal(script), let previous, previous.sameRun, previous.face !== primary,
           !previous.face.hasColorGlyphs, visible.allSatisfy({ previous.face.hasGlyph(for: $0) }) {
            return (script, previous.face, false)
        }
        if visible.allSatisfy({ primary.hasGlyph(for: $0) }) { return (script, primary, false) }
        if let fallback = FontDatabase.shared.fallbackFace(for: head, primary: primary, language: language) {
            return (script, fallback, false)
        }
        return (script, primary, false)
    }

    /// Emoji presentation (UTS #51): an emoji-presentation character, or any emoji followed
    /// by VS16 (U+FE0F), or a keycap or ZWJ sequence of emoji; text presentation (VS15) or a
    /// lone digit/`#`/`*` stays text.
    private static func wantsEmoji(_ scalars: [Unicode.Scalar]) -> Bool {
        guard let first = scalars.first else { return false }
        if scalars.contains("\u{FE0E}") { return false }
        if scalars.contains("\u{FE0F}") || scalars.contains("\u{20E3}") { return first.properties.isEmoji }
        return first.properties.isEmojiPresentation
    }
}
