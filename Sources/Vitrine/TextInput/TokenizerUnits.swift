import Foundation
import VitrineText

/// The text units `UITextInputStringTokenizer` walks, as UTF-16 ranges in order.
@MainActor
enum TokenizerUnits {
    static func isForward(_ d: UITextDirection) -> Bool {
        switch d.rawValue {
        case UITextStorageDirection.backward.rawValue, UITextLayoutDirection.left.rawValue, UITextLayoutDirection.up.rawValue:
            return false
        default:
            return true
        }
    }

    /// The units of `granularity` (not `.line`) in `text`.
    static func units(of text: String, granularity: UITextGranularity) -> [Range<Int>] {
        let n = text.utf16.count
        switch granularity {
        case .document:
            return [0..<n]
        case .character:
            return characters(text)
        case .word:
            return words(text)
        case .sentence:
            return sentences(text)
        case .paragraph, .line:
            return paragraphs(text)
        }
    }

    /// Grapheme clusters.
    static func characters(_ text: String) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var at = 0
        for c in text {
            let len = c.utf16.count
            out.append(at..<at + len)
            at += len
        }
        return out
    }

    /// Whether a character belongs inside a word.
    private static func isWordCharacter(_ c: Character) -> Bool {
        c.isLetter || c.isNumber || c == "_" || c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .nonspacingMark }
    }

    /// Whether `c` is an ideograph (each is a word by itself).
    private static func isIdeograph(_ c: Character) -> Bool {
        c.unicodeScalars.first.map { $0.properties.isIdeographic } ?? false
    }

    /// Words as ICU finds them (UAX #29 with its dictionaries: Thai, Lao, Khmer, Burmese and
    /// Chinese/Japanese are split into words without spaces; "3.14", "1,000" and "can't"
    /// are one word each; "@" is not inside a word, so an e-mail address is its parts), as
    /// UIKit's tokenizer (built on the same ICU rules) does; the hand rule when ICU is
    /// unavailable.
    static func words(_ text: String) -> [Range<Int>] {
        TextBoundaries.wordRanges(in: Array(text.utf16)) ?? handWords(text)
    }

    /// A rule of thumb for words without ICU: runs of letters, digits, "_" and marks, joined
    /// across an apostrophe or a period between them; each ideograph is a word.
    static func handWords(_ text: String) -> [Range<Int>] {
        let chars = Array(text)
        var offsets: [Int] = []
        offsets.reserveCapacity(chars.count + 1)
        var at = 0
        for c in chars { offsets.append(at); at += c.utf16.count }
        offsets.append(at)
        var out: [Range<Int>] = []
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if isIdeograph(c) { out.append(offsets[i]..<offsets[i + 1]); i += 1; continue }
            guard isWordCharacter(c) else { i += 1; continue }
            var j = i + 1
            while j < chars.count {
                let d = chars[j]
                if isIdeograph(d) { break }
                if isWordCharacter(d) { j += 1; continue }
                // An apostrophe or period between two word characters stays inside the word.
                if (d == "'" || d == "\u{2019}" || d == "."), j + 1 < chars.count, isWordCharacter(chars[j + 1]),
                   !isIdeograph(chars[j + 1]) {
                    j += 2
                    continue
                }
                break
            }
            out.append(offsets[i]..<offsets[j])
            i = j
        }
        return out
    }

    static func sentences(_ text: String) -> [Range<Int>] {
        let chars = Array(text)
        var out: [Range<Int>] = []
        var start = 0, at = 0, i = 0
        while i < chars.count {
            let c = chars[i]
            at += c.utf16.count
            i += 1
            let ends = "\n\u{2029}".contains(c) || (".!?\u{3002}\u{FF01}\u{FF1F}".contains(c) && (i == chars.count || chars[i].isWhitespace))
            if ends {
                // The spaces after a sentence belong to it.
                while i < chars.count, chars[i].isWhitespace, !chars[i].isNewline {
                    at += chars[i].utf16.count
                    i += 1
                }
                out.append(start..<at)
                start = at
            }
        }
        if start < at { out.append(start..<at) }
        return out
    }

    static func paragraphs(_ text: String) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0, at = 0
        for c in text {
            at += c.utf16.count
            if c.isNewline { out.append(start..<at - c.utf16.count); start = at }
        }
        out.append(start..<at)
        return out
    }

    /// The laid-out lines of `input`: runs of positions whose caret rectangles share a
    /// vertical middle.
    static func lines(of input: any UITextInput, length: Int) -> [Range<Int>] {
        var out: [Range<Int>] = []
        var start = 0
        var lastMid: CGFloat?
        for i in 0...length {
            guard let p = input.position(from: input.beginningOfDocument, offset: i) else { break }
            let mid = input.caretRect(for: p).midY
            if let m = lastMid, abs(m - mid) > 0.5 {
                out.append(start..<i)
                start = i
            }
            lastMid = mid
        }
        out.append(start..<length)
        return out
    }
}
