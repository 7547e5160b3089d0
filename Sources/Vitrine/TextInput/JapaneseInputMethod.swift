import Foundation
import VitrinePlatform

/// Japanese romaji typing with kana-kanji conversion through anthy, as iOS's Japanese
/// (Romaji) keyboard types:
///
/// - Letters compose hiragana (`RomajiComposer`: `toukyou` → とうきょう, `kk` → っ, `nn` → ん);
///   the reading, with romaji still pending (`とうky`), is marked text, caret after it.
/// - Space converts the reading (a trailing `n` becomes ん) and marks the engine's first
///   candidates (東京); space again moves the first segment to its next candidate.
///   `candidates` lists the first segment's candidates, `selectCandidate(at:)` commits one
///   (the rest of the reading stays composed, as tapping iOS's candidate bar does).
/// - Return commits: the conversion shown, or the reading as typed (kana) when not converted;
///   with nothing composed it inserts "\n".
/// - Backspace during a conversion goes back to the reading; while composing it takes off the
///   last romaji letter or kana; with nothing composed it deletes backward.
/// - Any other key, the mode switch, the input resigning, or a tap moving the caret commit
///   what is shown first.
/// - Without anthy (no dictionary: logged once by the converter) space commits the kana and
///   types a space: the method still types kana, never fails.
@MainActor
package final class JapaneseInputMethod: InputMethod {
    private var composer = RomajiComposer()
    private let converter: KanaKanjiConverter?
    private let presenter = CompositionPresenter()
    /// The converted segments while a conversion is shown (empty: not converting).
    private var segments: [KanaKanjiConverter.Segment] { converter?.segments ?? [] }

    /// A method converting through `converter` (nil: kana only).
    package init(converter: KanaKanjiConverter?) {
        self.converter = converter
    }

    package var isComposing: Bool { !composer.isEmpty }

    /// Whether a conversion (kanji candidates) is shown rather than the reading.
    package var isConverting: Bool { !segments.isEmpty }

    /// What the composition shows: the conversion, else the reading with pending romaji.
    package var markedText: String { isConverting ? converter?.text ?? "" : composer.reading }

    /// The first segment's candidates while converting (best first), else none.
    package var candidates: [String] { segments.first?.candidates ?? [] }

    package func perform(_ action: KeyboardAction, on input: any UIKeyInput) {
        if let shownIn = presenter.input, shownIn !== input as AnyObject {
            commitComposition(in: shownIn as? any UIKeyInput)
        }
        switch action {
        case .text(let s) where s.count == 1 && composer.accepts(Character(s)) && (isComposing || Self.startsComposition(s)):
            if isConverting { commit(in: input) }
            composer.type(Character(s))
            refresh(in: input)
        case .text(" ") where isComposing:
            if let converter {
                if isConverting {
                    let first = segments[0]
                    converter.select(candidate: (first.selected + 1) % max(1, first.candidates.count), inSegment: 0)
                } else {
                    converter.convert(composer.finishedReading)
                }
                refresh(in: input)
            } else {
                commit(in: input)
                input.insertText(" ")
            }
        case .return where isComposing:
            commit(in: input)
        case .deleteBackward where isComposing:
            if isConverting {
                converter?.cancel()
            } else {
                composer.backspace()
            }
            refresh(in: input)
        case .text(let s):
            commit(in: input)
            input.insertText(s)
        case .return:
            input.insertText("\n")
        case .deleteBackward:
            input.deleteBackward()
        case .dismiss:
            commit(in: input)
        }
    }

    /// A key that starts a reading: a letter (punctuation such as `-` or `,` only joins one).
    private static func startsComposition(_ s: String) -> Bool {
        guard let c = s.first else { return false }
        return c.isASCII && c.isLetter
    }

    /// Chooses candidate `index` of the first segment and commits it; the rest of the reading
    /// stays composed. Returns `false` (nothing changes) when not converting or out of range.
    @discardableResult
    package func selectCandidate(at index: Int) -> Bool {
        guard let input = presenter.input as? any UIKeyInput, let converter,
              converter.select(candidate: index, inSegment: 0) else { return false }
        let rest = segments.dropFirst().map(\.reading).joined()
        let chosen = converter.segments[0].text
        _ = converter.commit()
        composer = RomajiComposer(kana: rest)
        if !presenter.show(committed: chosen, preedit: composer.reading, in: input) { composer.reset() }
        return true
    }

    package func commitComposition(in input: (any UIKeyInput)?) {
        commit(in: input)
    }

    package func inputDidChangeExternally(_ input: any UIKeyInput) {
        guard isComposing || !presenter.shown.isEmpty else { return }
        composer.reset()
        converter?.cancel()
        presenter.forget(unmarkingIn: input)
    }

    /// Ends the composition keeping what is shown (the conversion, else the finished reading).
    private func commit(in input: (any UIKeyInput)?) {
        let text = isConverting ? converter?.commit() ?? "" : composer.finishedReading
        composer.reset()
        presenter.commit(text, in: input, method: "Japanese")
    }

    /// Shows the current conversion or reading as the composition.
    private func refresh(in input: any UIKeyInput) {
        if !presenter.show(committed: "", preedit: markedText, in: input) {
            Log.ui.notice("Japanese input: \(type(of: input)) did not mark \"\(markedText)\"; composition abandoned")
            composer.reset()
            converter?.cancel()
        }
    }
}
