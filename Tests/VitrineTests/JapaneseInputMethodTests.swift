import Foundation
import Synchronization
import VitrinePlatform
import XCTest
@testable import Vitrine
import VitrineTesting

/// Japanese romaji typing through the real anthy (no mock), as iOS's Japanese (Romaji)
/// keyboard types: the reading is marked text while typed (UITextInput.setMarkedText: "Setting
/// marked text either replaces the existing marked text or, if none is present, inserts it in
/// place of the current selection"), space converts and marks the engine's first candidate,
/// return confirms (unmarkText keeps the marked text), backspace edits the composition.
final class JapaneseInputMethodTests: XCTestCase {
    @MainActor private func focus<V: UIView>(_ v: V, mode: TextInputMode = .japanese) -> (HeadlessHarness, UIWindow, V) {
        focusForTyping(v, mode: mode)
    }

    @MainActor private func type(_ keys: String, _ h: HeadlessHarness) { typeKeys(keys, h) }

    /// iOS: the romaji reading is marked as it is typed (pending letters included), then space
    /// converts it to the first candidate (東京) still marked, and return commits 東京.
    @MainActor func testToukyouSpaceReturnCommitsTokyo() async {
        let (h, _, v) = focus(RecordingTextInputView())
        var seen: [String] = []
        for k in "toukyou" {
            type(String(k), h)
            seen.append(v.markedText ?? "-")
        }
        XCTAssertEqual(seen, ["t", "と", "とう", "とうk", "とうky", "とうきょ", "とうきょう"], "the reading as typed")
        XCTAssertEqual(v.markedText, "とうきょう")
        type(" ", h)
        XCTAssertEqual(v.markedText, "東京", "space converts; the first candidate is marked")
        XCTAssertEqual(h.screen.textInput.candidates.first, "東京")
        XCTAssertEqual(v.selected, NSRange(location: 2, length: 0), "caret after the marked conversion")
        type("\n", h)
        XCTAssertEqual(v.text, "東京")
        XCTAssertNil(v.marked, "return confirms: nothing marked, no newline")
        XCTAssertEqual(v.calls.suffix(1), ["unmark"])
        type("\n", h)
        XCTAssertEqual(v.text, "東京\n", "return with nothing composed inserts a newline")
    }

    /// iOS: space again moves to the next candidate; typing after a conversion commits it and
    /// starts a new reading.
    @MainActor func testSpaceAgainCyclesAndTypingCommits() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("toukyou ", h)
        let candidates = h.screen.textInput.candidates
        XCTAssertGreaterThan(candidates.count, 1)
        type(" ", h)
        XCTAssertEqual(v.markedText, candidates[1])
        type("ka", h)
        XCTAssertEqual(v.text, candidates[1] + "か")
        XCTAssertEqual(v.markedText, "か")
    }

    /// Choosing a candidate (a candidate bar's tap) commits it.
    @MainActor func testSelectCandidateCommits() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("toukyou ", h)
        let katakana = try? XCTUnwrap(h.screen.textInput.candidates.firstIndex(of: "トウキョウ"))
        XCTAssertTrue(h.screen.textInput.selectCandidate(at: katakana ?? 0))
        XCTAssertEqual(v.text, "トウキョウ")
        XCTAssertNil(v.marked)
        XCTAssertFalse(h.screen.textInput.selectCandidate(at: 0), "nothing composed: no candidates")
        XCTAssertEqual(h.screen.textInput.candidates, [])
    }

    /// iOS / anthy: a sentence converts in segments (私は|学生です); choosing the first
    /// segment's candidate fixes it (inserted, unmarked) and moves to the next segment, whose
    /// conversion stays marked with its own candidates; return commits the rest converted.
    @MainActor func testSelectingFirstSegmentMovesToNextAndReturnCommitsAll() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("watashihagakuseidesu ", h)
        let whole = v.markedText ?? ""
        XCTAssertEqual(whole, "私は学生です", "anthy's first candidates")
        let first = h.screen.textInput.candidates
        XCTAssertEqual(first.first, "私は")
        XCTAssertTrue(h.screen.textInput.selectCandidate(at: 0))
        XCTAssertEqual(v.text, "私は学生です")
        XCTAssertEqual(v.markedText, "学生です", "the next segment stays converted and marked")
        XCTAssertEqual(h.screen.textInput.candidates.first, "学生です", "the candidates are the next segment's")
        XCTAssertNotEqual(h.screen.textInput.candidates, first)
        type("\n", h)
        XCTAssertEqual(v.text, "私は学生です", "return commits the whole conversion")
        XCTAssertNil(v.marked)
        XCTAssertEqual(h.screen.textInput.candidates, [])
    }

    /// Space after a fixed segment cycles the focused (next) segment, not the fixed one;
    /// choosing the last segment's candidate ends the conversion; backspace after a fixed
    /// segment goes back to the reading of the open segments only.
    @MainActor func testFocusedSegmentCyclesAndLastChoiceEnds() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("watashihagakuseidesu ", h)
        XCTAssertTrue(h.screen.textInput.selectCandidate(at: 0))
        let next = h.screen.textInput.candidates
        guard next.count > 1 else { return XCTFail("the next segment has candidates: \(next)") }
        type(" ", h)
        XCTAssertEqual(v.markedText, next[1], "space cycles the focused segment")
        XCTAssertEqual(v.text, "私は" + next[1])
        XCTAssertTrue(h.screen.textInput.selectCandidate(at: 0))
        XCTAssertEqual(v.text, "私は学生です")
        XCTAssertNil(v.marked, "the last segment's choice ends the conversion")
        XCTAssertEqual(h.screen.textInput.candidates, [])

        let (h2, _, v2) = focus(RecordingTextInputView())
        type("watashihagakuseidesu ", h2)
        XCTAssertTrue(h2.screen.textInput.selectCandidate(at: 0))
        type("<", h2)
        XCTAssertEqual(v2.text, "私はがくせいです")
        XCTAssertEqual(v2.markedText, "がくせいです", "back to the open segments' reading")
    }

    /// iOS: return before converting commits the reading as typed (a trailing n as ん);
    /// backspace takes a pending letter, then a kana; with nothing composed it deletes text.
    @MainActor func testReturnCommitsReadingAndBackspaceEditsIt() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("1honk", h)
        XCTAssertEqual(v.markedText, "ほんk")
        type("<", h)
        XCTAssertEqual(v.markedText, "ほん", "nk made ん before k: the k goes, ん stays")
        type("<<", h)
        XCTAssertEqual(v.markedText, nil, "the last kana gone: nothing marked")
        XCTAssertEqual(v.text, "1")
        type("<", h)
        XCTAssertEqual(v.text, "", "nothing composed: deletes backward")
        type("hon\n", h)
        XCTAssertEqual(v.text, "ほん")
        XCTAssertNil(v.marked)
    }

    /// iOS: backspace during a conversion goes back to the reading.
    @MainActor func testBackspaceUndoesConversion() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("toukyou <", h)
        XCTAssertEqual(v.markedText, "とうきょう")
        type("<", h)
        XCTAssertEqual(v.markedText, "とうきょ")
    }

    /// A view adopting only UIKeyInput cannot mark: the reading is typed provisionally and
    /// replaced where it differs; space's conversion replaces the reading.
    @MainActor func testUIKeyInputOnlyView() async {
        let (h, _, v) = focus(RecordingKeyInputView())
        type("toukyou", h)
        XCTAssertEqual(v.text, "とうきょう")
        type(" ", h)
        XCTAssertEqual(v.text, "東京")
        type("\n", h)
        XCTAssertEqual(v.text, "東京")
        type("ka<", h)
        XCTAssertEqual(v.text, "東京")
    }

    /// Another key and the mode switch commit what is shown.
    @MainActor func testOtherKeysAndModeSwitchCommit() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("toukyou 1", h)
        XCTAssertEqual(v.text, "東京1")
        type("ka", h)
        h.screen.textInput.inputMode = .english
        XCTAssertEqual(v.text, "東京1か")
        XCTAssertNil(v.marked)
    }

    /// Without anthy's dictionary: one log line, and the method types kana; space commits the
    /// kana and types a space (no conversion, no crash).
    @MainActor func testMissingDictionaryFallsBackToKana() async {
        let lines = Mutex<[String]>([])
        let converter = KanaKanjiConverter(dictionary: "/nonexistent/anthy.dic") { l in lines.withLock { $0.append(l) } }
        XCTAssertNil(converter)
        XCTAssertEqual(lines.withLock { $0.count }, 1)
        let m = JapaneseInputMethod(converter: converter)
        let v = RecordingTextInputView()
        for k in "toukyou" { m.perform(.text(String(k)), on: v) }
        XCTAssertEqual(v.markedText, "とうきょう")
        m.perform(.text(" "), on: v)
        XCTAssertEqual(v.text, "とうきょう ")
        XCTAssertNil(v.marked)
        XCTAssertEqual(m.candidates, [])
    }
}
