import Foundation
import VitrinePlatform

/// Japanese romaji typing with kana-kanji conversion through anthy, as iOS's Japanese
/// (Romaji) keyboard types:
///
/// - Letters compose hiragana (`RomajiComposer`: `toukyou` → とうきょう, `kk` → っ, `nn` → ん);
///   the reading, with romaji still pending (`とうky`), is marked text, caret after it.
/// - Space converts the reading (a trailing `n` becomes ん) and marks the engine's first
///   candidates (東京, or 私は|学生です in segments); space again moves the focused segment
///   (the first one not yet fixed) to its next candidate.
/// - `candidates` lists the focused segment's candidates; `selectCandidate(at:)` fixes that
///   segment with one, inserts it (unmarked, as tapping iOS's candidate bar does) and moves
///   the focus to the next segment, whose conversion stays marked; choosing for the last
///   segment ends the conversion.
/// - Return commits: the conversion shown (every segment not yet fixed, converted), or the
///   reading as typed (kana) when not converted; with nothing composed it inserts "\n".
/// - Backspace during a conversion goes back to the reading of the segments not yet fixed;
///   while composing it takes off the last romaji letter or kana; with nothing composed it
///   deletes backward.
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
    /// The segment candidates and space act on; the ones before it are fixed and already
    /// inserted, the ones from it on are the marked text.
    private var focus = 0
    /// The segments still marked: the focused one and those after it.
    private var openSegments: ArraySlice<KanaKanjiConverter.Segment> {
        let all = segments
        return all[min(focus, all.count)...]
    }

    /// A method converting through `converter` (nil: kana only).
    package init(converter: KanaKanjiConverter?) {
        self.converter = converter
    }

    package var isComposing: Bool { !composer.isEmpty }

    /// Whether a conversion (kanji candidates) is shown rather than the reading.
    package var isConverting: Bool { !segments.isEmpty }

    /// What the composition shows: the conversion, else the reading with pending romaji.
    package var markedText: String { isConverting ? openSegments.map(\.text).joined() : composer.reading }

    /// The focused segment's candidates while converting (best first), else none.
    package var candidates: [String] { openSegments.first?.candidates ?? [] }

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
                if let focused = openSegments.first {
                    converter.select(candidate: (focused.selected + 1) % max(1, focused.candidates.count), inSegment: focus)
                } else {
                    focus = 0
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
                // The fixed segments are inserted already: the reading left is the open ones'.
                if focus > 0 { composer = RomajiComposer(kana: openSegments.map(\.reading).joined()) }
                converter?.cancel()
                focus = 0
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

    /// Fixes the focused segment with its candidate `index` and inserts it; the focus moves to
    /// the next segment, whose conversion (and the rest) stays marked. The last segment's
    /// choice ends the conversion. Returns `false` (nothing changes) when not converting or
    /// out of range.
    @discardableResult
    package func selectCandidate(at index: Int) -> Bool {
        guard let input = presenter.input as? any UIKeyInput, let converter,
              focus < segments.count, converter.select(candidate: index, inSegment: focus) else { return false }
        let chosen = segments[focus].text
        focus += 1
        if focus == segments.count {
            _ = converter.commit()
            focus = 0
            composer.reset()
        }
        if !presenter.show(committed: chosen, preedit: markedText, in: input) {
            Log.ui.notice("Japanese input: \(type(of: input)) did not mark \"\(markedText)\"; composition abandoned")
            abandon()
        }
        return true
    }

    package func commitComposition(in input: (any UIKeyInput)?) {
        commit(in: input)
    }

    package func inputDidChangeExternally(_ input: any UIKeyInput) {
        guard isComposing || !presenter.shown.isEmpty else { return }
        abandon()
        presenter.forget(unmarkingIn: input)
    }

    /// Ends the composition keeping what is shown (the segments not yet fixed, converted, else
    /// the finished reading).
    private func commit(in input: (any UIKeyInput)?) {
        let text = isConverting ? markedText : composer.finishedReading
        if isConverting { _ = converter?.commit() }
        focus = 0
        composer.reset()
        presenter.commit(text, in: input, method: "Japanese")
    }

    /// Drops the composition and any conversion.
    private func abandon() {
        composer.reset()
        converter?.cancel()
        focus = 0
    }

    /// Shows the current conversion or reading as the composition.
    private func refresh(in input: any UIKeyInput) {
        if !presenter.show(committed: "", preedit: markedText, in: input) {
            Log.ui.notice("Japanese input: \(type(of: input)) did not mark \"\(markedText)\"; composition abandoned")
            abandon()
        }
    }
}
