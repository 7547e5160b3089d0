import Foundation
import VitrineText

/// A stretch of an editing core's text with its attributes, as Swift values: what undo puts
/// back and what marked text replaced. Not an `NSAttributedString`, because Foundation on
/// Linux never frees an attributed string's attribute runs and these are made on every
/// keystroke.
struct TextSlice {
    /// One attribute run; `range` counts UTF-16 units from the slice's start.
    struct Run {
        var range: NSRange
        var attributes: [NSAttributedString.Key: Any]
    }

    let string: String
    let runs: [Run]
    /// The length in UTF-16 units (as `NSRange` counts).
    let length: Int

    static var empty: TextSlice { TextSlice(string: "", runs: [], length: 0) }

    /// `range` of `storage` (`units` its UTF-16 units; `range` within them).
    init(_ range: NSRange, of storage: NSAttributedString, units: [UInt16]) {
        var runs: [Run] = []
        if range.length > 0 {
            storage.enumerateAttributes(in: range, options: []) { attributes, r, _ in
                runs.append(Run(range: NSRange(location: r.location - range.location, length: r.length), attributes: attributes))
            }
        }
        self.init(string: String(decoding: units[range.location..<(range.location + range.length)], as: UTF16.self),
                  runs: runs, length: range.length)
    }

    private init(string: String, runs: [Run], length: Int) {
        self.string = string
        self.runs = runs
        self.length = length
    }

    /// The first `count` units (a grapheme boundary).
    func prefix(_ count: Int) -> TextSlice {
        let n = max(0, min(length, count))
        let runs = self.runs.compactMap { run -> Run? in
            guard run.range.location < n else { return nil }
            return Run(range: NSRange(location: run.range.location, length: min(run.range.length, n - run.range.location)),
                       attributes: run.attributes)
        }
        return TextSlice(string: String(decoding: string.utf16.prefix(n), as: UTF16.self), runs: runs, length: n)
    }

    /// This slice followed by `other`.
    func appending(_ other: TextSlice) -> TextSlice {
        let moved = other.runs.map { Run(range: NSRange(location: $0.range.location + length, length: $0.range.length), attributes: $0.attributes) }
        return TextSlice(string: string + other.string, runs: runs + moved, length: length + other.length)
    }
}

extension NSMutableAttributedString {
    /// Replaces the characters in `range` by `slice` with its attributes, in place.
    func replaceCharacters(in range: NSRange, with slice: TextSlice) {
        replaceCharacters(in: range, with: slice.string)
        for run in slice.runs where run.range.length > 0 {
            setAttributes(run.attributes, range: NSRange(location: range.location + run.range.location, length: run.range.length))
        }
    }
}

extension TextEditingCore {
    /// The text as a view shows it: the storage's runs through `converter`, the marked text
    /// underlined and in `markedTextStyle` (made without copying the storage into another
    /// attributed string).
    func shownText(_ converter: TextAttributeConverter, markedTextStyle: [NSAttributedString.Key: Any]?) -> AttributedText {
        let text = converter.text(of: storage)
        guard let marked = markedRange, marked.length > 0 else { return text }
        var style: [NSAttributedString.Key: Any] = [.underlineStyle: NSUnderlineStyle.single.rawValue]
        for (key, value) in markedTextStyle ?? [:] { style[key] = value }
        return converter.adding(style, over: marked.location..<(marked.location + marked.length), to: text)
    }
}
