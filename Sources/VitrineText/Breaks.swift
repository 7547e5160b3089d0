import CICU
import Foundation

/// Line-break opportunities (UAX #14) and grapheme boundaries (UAX #29) from ICU.
///
/// Korean keeps words together (CSS `word-break: keep-all`, iOS's default for Korean text):
/// an opportunity between two letters is dropped when one of them is Hangul, so a Korean
/// line wraps only at spaces, as on iOS; Chinese and Japanese still break between any two
/// ideographs.
enum Breaks {
    private static let lock = NSLock()
    // ICU iterators are expensive to open; one of each, reused under `lock`.
    nonisolated(unsafe) private static var lineBreaker: OpaquePointer? = CICU_breakerCreate(Int32(CICU_BREAK_LINE), "")
    nonisolated(unsafe) private static var graphemeBreaker: OpaquePointer? = CICU_breakerCreate(Int32(CICU_BREAK_CHARACTER), "")
    nonisolated(unsafe) private static var wordBreaker: OpaquePointer? = CICU_breakerCreate(Int32(CICU_BREAK_WORD), "")

    /// The positions after which a line may break in `text` (each in `1...text.count`, in
    /// order; the end of the text is always one).
    static func lineOpportunities(_ text: UnsafeBufferPointer<UInt16>) -> [Int] {
        var out = run(text, breaker: lineBreaker)
        guard out.count > 1 else { return out.isEmpty ? [text.count] : out }
        // Keep-all for Hangul.
        out = out.filter { p in
            guard p > 0, p < text.count else { return true }
            let before = scalar(endingAt: p, in: text), after = scalar(at: p, in: text)
            let a = CICU_keepAllClass(Int32(bitPattern: before)), b = CICU_keepAllClass(Int32(bitPattern: after))
            return !(a > 0 && b > 0 && (a == 2 || b == 2))
        }
        return out
    }

    /// Grapheme cluster boundaries after 0 (each in `1...text.count`).
    static func graphemeBoundaries(_ text: UnsafeBufferPointer<UInt16>) -> [Int] {
        let out = run(text, breaker: graphemeBreaker)
        return out.isEmpty ? (text.isEmpty ? [] : [text.count]) : out
    }

    /// Word boundaries (UAX #29) after 0, each with whether the segment ending there is a
    /// word (letters, digits, ideographs) rather than spaces or punctuation.
    /// Whether ICU's word breaker opened (without it word boundaries are a guess).
    static var hasWordBreaker: Bool {
        lock.lock(); defer { lock.unlock() }
        return wordBreaker != nil
    }

    static func wordBoundaries(_ text: UnsafeBufferPointer<UInt16>) -> [(end: Int, isWord: Bool)] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        lock.lock(); defer { lock.unlock() }
        guard let wordBreaker else { return fallbackBoundaries(text).map { ($0, true) } }
        var capacity = min(text.count, 4096)
        while true {
            var positions = [Int32](repeating: 0, count: capacity)
            var flags = [UInt8](repeating: 0, count: capacity)
            let n = Int(CICU_breakerRun(wordBreaker, base, Int32(text.count), &positions, &flags, Int32(capacity)))
            if n < 0 { return fallbackBoundaries(text).map { ($0, true) } }
            if n <= capacity { return (0..<n).map { (Int(positions[$0]), flags[$0] != 0) } }
            capacity = n
        }
    }

    private static func run(_ text: UnsafeBufferPointer<UInt16>, breaker: OpaquePointer?) -> [Int] {
        guard let base = text.baseAddress, !text.isEmpty else { return [] }
        lock.lock(); defer { lock.unlock() }
        guard let breaker else { return fallbackBoundaries(text) }
        var capacity = min(text.count, 4096)
        while true {
            var positions = [Int32](repeating: 0, count: capacity)
            let n = Int(CICU_breakerRun(breaker, base, Int32(text.count), &positions, nil, Int32(capacity)))
            if n < 0 { return fallbackBoundaries(text) }
            if n <= capacity { return positions.prefix(n).map(Int.init) }
            capacity = n
        }
    }

    /// Without ICU (it failed to open): a boundary after every scalar, so text still wraps.
    private static func fallbackBoundaries(_ text: UnsafeBufferPointer<UInt16>) -> [Int] {
        var out: [Int] = []
        var i = 0
        while i < text.count {
            i += UTF16.isLeadSurrogate(text[i]) && i + 1 < text.count ? 2 : 1
            out.append(i)
        }
        return out
    }

    /// The scalar value starting at `i` (lone surrogates as themselves).
    static func scalar(at i: Int, in text: UnsafeBufferPointer<UInt16>) -> UInt32 {
        let u = text[i]
        if UTF16.isLeadSurrogate(u), i + 1 < text.count, UTF16.isTrailSurrogate(text[i + 1]) {
            return 0x10000 + ((UInt32(u) - 0xD800) << 10) + (UInt32(text[i + 1]) - 0xDC00)
        }
        return UInt32(u)
    }

    /// The scalar value ending just before `i`.
    static func scalar(endingAt i: Int, in text: UnsafeBufferPointer<UInt16>) -> UInt32 {
        let u = text[i - 1]
        if UTF16.isTrailSurrogate(u), i >= 2, UTF16.isLeadSurrogate(text[i - 2]) { return scalar(at: i - 2, in: text) }
        return UInt32(u)
    }
}

/// UAX #9 through ICU's `ubidi`.
enum Bidi {
    /// The embedding level of every unit of one paragraph, and the paragraph's level.
    static func levels(_ text: UnsafeBufferPointer<UInt16>, direction: WritingDirection) -> (levels: [UInt8], paragraph: UInt8) {
        let n = text.count
        let requested: UInt8 = direction == .leftToRight ? 0 : direction == .rightToLeft ? 1 : 0xFE
        guard n > 0, let base = text.baseAddress else { return ([], requested == 1 ? 1 : 0) }
        var levels = [UInt8](repeating: 0, count: n)
        var para: UInt8 = 0
        if CICU_bidiLevels(base, Int32(n), requested, &levels, &para) != 0 {
            let fallback: UInt8 = requested == 1 ? 1 : 0
            return ([UInt8](repeating: fallback, count: n), fallback)
        }
        return (levels, para)
    }

    /// The visual order of items with `levels` (rule L2): visual position -> logical index.
    static func visualOrder(_ levels: [UInt8]) -> [Int] {
        guard levels.count > 1 else { return Array(levels.indices) }
        var map = [Int32](repeating: 0, count: levels.count)
        CICU_reorderVisual(levels, Int32(levels.count), &map)
        return map.map(Int.init)
    }
}
