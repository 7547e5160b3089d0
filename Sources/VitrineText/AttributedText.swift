import Foundation

/// Text with attributes over ranges of UTF-16 units (as `NSAttributedString` indexes it),
/// and a paragraph style per range (a paragraph takes the style at its first character, as
/// in UIKit).
public struct AttributedText: Sendable {
    /// One attribute run: `range` in UTF-16 units.
    public struct Run: Sendable {
        public var range: Range<Int>
        public var attributes: TextAttributes
        public var paragraphStyle: ParagraphStyle
        public init(range: Range<Int>, attributes: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
            self.range = range
            self.attributes = attributes
            self.paragraphStyle = paragraphStyle
        }
    }

    /// The text as UTF-16 units.
    public let utf16: [UInt16]
    /// Runs covering `0..<utf16.count` in order without gaps (the initializer repairs input).
    public let runs: [Run]

    /// Plain text in one style.
    public init(_ string: String, attributes: TextAttributes, paragraphStyle: ParagraphStyle = .default) {
        utf16 = Array(string.utf16)
        runs = [Run(range: 0..<utf16.count, attributes: attributes, paragraphStyle: paragraphStyle)]
    }

    /// Text with runs. Runs are clamped to the text, sorted, overlaps resolved in favour of the
    /// later run, and gaps filled with `base`; never traps on out-of-range input.
    public init(utf16: [UInt16], runs input: [Run], base: TextAttributes, baseParagraph: ParagraphStyle = .default) {
        self.utf16 = utf16
        let n = utf16.count
        var owner = [Int](repeating: -1, count: 0)
        // Paint run indices into a per-unit map only when runs overlap or leave gaps (rare);
        // the common case (sorted, contiguous) is kept as is.
        let clamped = input.map { r -> Run in
            var r = r
            let lo = max(0, min(n, r.range.lowerBound)), hi = max(lo, min(n, r.range.upperBound))
            r.range = lo..<hi
            return r
        }.filter { !$0.range.isEmpty }
        var contiguous = true
        var at = 0
        for r in clamped { if r.range.lowerBound != at { contiguous = false; break }; at = r.range.upperBound }
        if contiguous && at == n {
            runs = clamped.isEmpty ? [Run(range: 0..<n, attributes: base, paragraphStyle: baseParagraph)] : clamped
            return
        }
        owner = [Int](repeating: -1, count: n)
        for (i, r) in clamped.enumerated() { for u in r.range { owner[u] = i } }
        var out: [Run] = []
        var start = 0
        while start < n {
            var end = start + 1
            while end < n && owner[end] == owner[start] { end += 1 }
            let o = owner[start]
            let run = o >= 0 ? Run(range: start..<end, attributes: clamped[o].attributes, paragraphStyle: clamped[o].paragraphStyle)
                             : Run(range: start..<end, attributes: base, paragraphStyle: baseParagraph)
            if let last = out.last, last.attributes == run.attributes, last.paragraphStyle == run.paragraphStyle {
                out[out.count - 1].range = last.range.lowerBound..<end
            } else {
                out.append(run)
            }
            start = end
        }
        runs = out.isEmpty ? [Run(range: 0..<n, attributes: base, paragraphStyle: baseParagraph)] : out
    }

    /// The text as a Swift string (invalid UTF-16 repaired with U+FFFD).
    public var string: String { String(decoding: utf16, as: UTF16.self) }
}
