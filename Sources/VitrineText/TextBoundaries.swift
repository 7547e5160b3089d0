import Foundation

/// Caret-safe boundaries of UTF-16 text, for editing: grapheme clusters (UAX #29: a caret or
/// a deletion never splits a surrogate pair, a base and its marks, a Hangul syllable's jamo or
/// an emoji sequence), words (UAX #29 through ICU, for double-tap selection and word-wise
/// movement) and paragraphs. Offsets outside the text are clamped.
public enum TextBoundaries {
    /// The paragraph around `offset`: from after the previous terminator to the next one
    /// (exclusive).
    public static func paragraphRange(containing offset: Int, in text: [UInt16]) -> Range<Int> {
        let o = max(0, min(text.count, offset))
        var lo = o, hi = o
        while lo > 0 && !isTerminator(text[lo - 1]) { lo -= 1 }
        while hi < text.count && !isTerminator(text[hi]) { hi += 1 }
        return lo..<hi
    }

    static func isTerminator(_ u: UInt16) -> Bool {
        u == 0x0A || u == 0x0B || u == 0x0C || u == 0x0D || u == 0x85 || u == 0x2028 || u == 0x2029
    }

    /// The grapheme boundaries of the paragraph around `offset`, absolute, including its start.
    private static func graphemes(around offset: Int, in text: [UInt16]) -> [Int] {
        let p = paragraphRange(containing: offset, in: text)
        let inner = text[p].withUnsafeBufferPointer { Breaks.graphemeBoundaries($0) }
        return [p.lowerBound] + inner.map { $0 + p.lowerBound }
    }

    /// `offset` moved back to the nearest grapheme boundary at or before it.
    public static func graphemeAligned(_ offset: Int, in text: [UInt16]) -> Int {
        let o = max(0, min(text.count, offset))
        if o == 0 || o == text.count { return o }
        // A paragraph terminator (CR LF stays together) is its own cluster.
        if isTerminator(text[o - 1]) { return text[o - 1] == 0x0D && text[o] == 0x0A ? o - 1 : o }
        return graphemes(around: o, in: text).last { $0 <= o } ?? o
    }

    /// The grapheme boundary before `offset` (0 at the start).
    public static func graphemeBoundary(before offset: Int, in text: [UInt16]) -> Int {
        let o = graphemeAligned(offset, in: text)
        guard o > 0 else { return 0 }
        if isTerminator(text[o - 1]) {
            return o >= 2 && text[o - 1] == 0x0A && text[o - 2] == 0x0D ? o - 2 : o - 1
        }
        return graphemes(around: o, in: text).last { $0 < o } ?? o - 1
    }

    /// The grapheme boundary after `offset` (the text's length at the end).
    public static func graphemeBoundary(after offset: Int, in text: [UInt16]) -> Int {
        let o = graphemeAligned(offset, in: text)
        guard o < text.count else { return text.count }
        if isTerminator(text[o]) { return o + 1 < text.count && text[o] == 0x0D && text[o + 1] == 0x0A ? o + 2 : o + 1 }
        return graphemes(around: o, in: text).first { $0 > o } ?? text.count
    }

    /// The word segments (UAX #29) of the paragraph around `offset`, absolute.
    private static func words(around offset: Int, in text: [UInt16]) -> [(range: Range<Int>, isWord: Bool)] {
        let p = paragraphRange(containing: offset, in: text)
        let bounds = text[p].withUnsafeBufferPointer { Breaks.wordBoundaries($0) }
        var start = p.lowerBound
        return bounds.map { b in
            defer { start = b.end + p.lowerBound }
            return (start..<(b.end + p.lowerBound), b.isWord)
        }
    }

    /// The word at `offset`, for a double tap: the word containing it, else the word ending
    /// at it, else the run of spaces or punctuation containing it; an empty range at `offset`
    /// in an empty paragraph.
    public static func wordRange(at offset: Int, in text: [UInt16]) -> Range<Int> {
        let o = max(0, min(text.count, offset))
        let segments = words(around: o, in: text)
        if let w = segments.first(where: { $0.isWord && $0.range.contains(o) }) { return w.range }
        if let w = segments.first(where: { $0.isWord && $0.range.upperBound == o }) { return w.range }
        if let s = segments.first(where: { $0.range.contains(o) }) { return s.range }
        return segments.last(where: { $0.range.upperBound == o })?.range ?? o..<o
    }

    /// Every word of `text` (UAX #29 through ICU, with ICU's dictionaries for scripts written
    /// without spaces), in order: the segments that are words (letters, numbers such as
    /// "3.14" or "1,000", ideographs), not spaces or punctuation. Nil when ICU's word breaker
    /// is unavailable (the caller falls back to a rule of its own).
    public static func wordRanges(in text: [UInt16]) -> [Range<Int>]? {
        guard Breaks.hasWordBreaker else { return nil }
        var out: [Range<Int>] = []
        var lo = 0
        while lo <= text.count {
            var hi = lo
            while hi < text.count && !isTerminator(text[hi]) { hi += 1 }
            if hi > lo {
                let bounds = text[lo..<hi].withUnsafeBufferPointer { Breaks.wordBoundaries($0) }
                var start = lo
                for b in bounds {
                    if b.isWord { out.append(start..<(b.end + lo)) }
                    start = b.end + lo
                }
            }
            lo = hi + 1
        }
        return out
    }

    /// The start of the word before `offset` (option-left, delete word backward).
    public static func wordStart(before offset: Int, in text: [UInt16]) -> Int {
        let o = max(0, min(text.count, offset))
        let segments = words(around: o, in: text)
        return segments.last(where: { $0.isWord && $0.range.lowerBound < o })?.range.lowerBound
            ?? paragraphRange(containing: o, in: text).lowerBound
    }

    /// The end of the word after `offset` (option-right).
    public static func wordEnd(after offset: Int, in text: [UInt16]) -> Int {
        let o = max(0, min(text.count, offset))
        let segments = words(around: o, in: text)
        return segments.first(where: { $0.isWord && $0.range.upperBound > o })?.range.upperBound
            ?? paragraphRange(containing: o, in: text).upperBound
    }
}
