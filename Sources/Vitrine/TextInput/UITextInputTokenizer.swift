import Foundation

/// Finds the boundaries of characters, words, sentences, paragraphs and lines in a text
/// input's text (double tap selects a word, the keyboard's option-arrows jump words). Mirrors
/// UIKit's `UITextInputTokenizer`.
@MainActor
public protocol UITextInputTokenizer: AnyObject {
    /// The text unit of `granularity` around `position` (at a boundary, the one `direction`
    /// points to); nil when `position` is in none (a space between words). Mirrors
    /// `rangeEnclosingPosition(_:with:inDirection:)`.
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                inDirection direction: UITextDirection) -> UITextRange?
    /// Whether `position` ends a unit (forward) or starts one (backward). Mirrors
    /// `isPosition(_:atBoundary:inDirection:)`.
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
    /// The next unit end (forward) or the previous unit start (backward) from `position`.
    /// Mirrors `position(from:toBoundary:inDirection:)`.
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                  inDirection direction: UITextDirection) -> UITextPosition?
    /// Whether the text next to `position` in `direction` belongs to a unit. Mirrors
    /// `isPosition(_:withinTextUnit:inDirection:)`.
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                    inDirection direction: UITextDirection) -> Bool
}

/// The tokenizer UIKit gives every text input: it reads the input's text through
/// `UITextInput` and finds units in it: characters are grapheme clusters; words are runs of
/// letters, digits and marks (apostrophes and periods between letters stay inside, so
/// "don't" is one word; Hangul and Latin alike; each CJK ideograph is a word, as iOS selects
/// them without a dictionary); sentences end after `.`, `!`, `?` (and their full-width
/// forms) followed by spaces; paragraphs end at line separators; lines are the input's laid
/// out lines (positions whose caret rectangles share a line). Mirrors UIKit's
/// `UITextInputStringTokenizer`.
@MainActor
open class UITextInputStringTokenizer: UITextInputTokenizer {
    /// The input whose text is tokenized (kept weakly: the input owns its tokenizer).
    public private(set) weak var textInput: (any UITextInput)?

    /// Mirrors `UITextInputStringTokenizer(textInput:)`.
    public init(textInput: any UITextInput) {
        self.textInput = textInput
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity,
                                     inDirection direction: UITextDirection) -> UITextRange? {
        guard let (input, p, units) = resolve(position, granularity) else { return nil }
        let forward = TokenizerUnits.isForward(direction)
        let unit = units.first { forward ? ($0.lowerBound <= p && p < $0.upperBound) : ($0.lowerBound < p && p <= $0.upperBound) }
            ?? units.first { $0.lowerBound <= p && p <= $0.upperBound && !$0.isEmpty }
        guard let unit else { return nil }
        return range(in: input, unit)
    }

    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, p, units) = resolve(position, granularity) else { return false }
        return TokenizerUnits.isForward(direction) ? units.contains { $0.upperBound == p } : units.contains { $0.lowerBound == p }
    }

    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity,
                       inDirection direction: UITextDirection) -> UITextPosition? {
        guard let (input, p, units) = resolve(position, granularity) else { return nil }
        let target: Int?
        if TokenizerUnits.isForward(direction) {
            target = units.map(\.upperBound).filter { $0 > p }.min()
        } else {
            target = units.map(\.lowerBound).filter { $0 < p }.max()
        }
        guard let target else { return nil }
        return input.position(from: input.beginningOfDocument, offset: target)
    }

    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
                         inDirection direction: UITextDirection) -> Bool {
        guard let (_, p, units) = resolve(position, granularity) else { return false }
        return TokenizerUnits.isForward(direction)
            ? units.contains { $0.lowerBound <= p && p < $0.upperBound }
            : units.contains { $0.lowerBound < p && p <= $0.upperBound }
    }

    // MARK: Internals

    private func resolve(_ position: UITextPosition, _ g: UITextGranularity) -> (any UITextInput, Int, [Range<Int>])? {
        guard let input = textInput,
              let all = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument),
              let text = input.text(in: all) else { return nil }
        let p = input.offset(from: input.beginningOfDocument, to: position)
        let units: [Range<Int>]
        if g == .line {
            units = TokenizerUnits.lines(of: input, length: text.utf16.count)
        } else {
            units = TokenizerUnits.units(of: text, granularity: g)
        }
        return (input, p, units)
    }

    private func range(in input: any UITextInput, _ r: Range<Int>) -> UITextRange? {
        guard let a = input.position(from: input.beginningOfDocument, offset: r.lowerBound),
              let b = input.position(from: input.beginningOfDocument, offset: r.upperBound) else { return nil }
        return input.textRange(from: a, to: b)
    }
}
