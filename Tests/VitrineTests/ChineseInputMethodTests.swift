import Foundation
import Synchronization
import VitrinePlatform
import XCTest
@testable import Vitrine
import VitrineTesting

/// Chinese Pinyin (zh-Hans) and Zhuyin (zh-Hant) typing through the real librime (no mock),
/// as iOS's Chinese keyboards type: the letters are marked text while typed, space commits the
/// first candidate (北京), return commits the letters as typed, backspace edits the
/// composition, choosing a candidate commits it.
final class ChineseInputMethodTests: XCTestCase {
    @MainActor private func focus<V: UIView>(_ v: V, mode: TextInputMode = .chinesePinyin) -> (HeadlessHarness, UIWindow, V) {
        focusForTyping(v, mode: mode)
    }

    @MainActor private func type(_ keys: String, _ h: HeadlessHarness) { typeKeys(keys, h) }

    /// iOS Pinyin: "beijing" is marked as typed, 北京 is the first candidate, space commits it.
    @MainActor func testBeijingSpaceCommitsBeijing() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("beijing", h)
        XCTAssertEqual(v.markedText, "beijing")
        XCTAssertEqual(v.selected, NSRange(location: 7, length: 0), "caret after the marked letters")
        XCTAssertEqual(h.screen.textInput.candidates.first, "北京")
        type(" ", h)
        XCTAssertEqual(v.text, "北京")
        XCTAssertNil(v.marked)
        XCTAssertEqual(h.screen.textInput.candidates, [])
        type(" ", h)
        XCTAssertEqual(v.text, "北京 ", "space with nothing composed is a space")
    }

    /// iOS Pinyin: return commits the letters as typed.
    @MainActor func testReturnCommitsLetters() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("beijing\n", h)
        XCTAssertEqual(v.text, "beijing")
        XCTAssertNil(v.marked)
        type("\n", h)
        XCTAssertEqual(v.text, "beijing\n")
    }

    /// Backspace while composing deletes the last letter; with nothing composed, text.
    @MainActor func testBackspaceEditsComposition() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("1beij<", h)
        XCTAssertEqual(v.markedText, "bei")
        type("<<<", h)
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.text, "1")
        type("<", h)
        XCTAssertEqual(v.text, "")
    }

    /// A candidate bar's tap commits that candidate; a candidate for the start of the input
    /// leaves the rest marked.
    @MainActor func testSelectCandidate() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("beijing", h)
        let second = h.screen.textInput.candidates.dropFirst().first
        XCTAssertTrue(h.screen.textInput.selectCandidate(at: 1))
        XCTAssertEqual(v.text, second)
        XCTAssertNil(v.marked)
        XCTAssertFalse(h.screen.textInput.selectCandidate(at: 0))
    }

    /// A UIKeyInput-only view: the letters are typed provisionally and replaced by 北京.
    @MainActor func testUIKeyInputOnlyView() async {
        let (h, _, v) = focus(RecordingKeyInputView())
        type("beijing", h)
        XCTAssertEqual(v.text, "beijing")
        type(" ", h)
        XCTAssertEqual(v.text, "北京")
        XCTAssertEqual(v.calls.suffix(8), Array(repeating: "delete", count: 7) + ["insert 北京"])
    }

    /// iOS Zhuyin (大千 layout keys): ㄓㄨㄥ + first tone; a candidate commits 中.
    @MainActor func testZhuyin() async {
        let (h, _, v) = focus(RecordingTextInputView(), mode: .chineseZhuyin)
        type("5j/ ", h)
        XCTAssertTrue(v.markedText?.hasPrefix("ㄓㄨㄥ") ?? false, v.markedText ?? "-")
        let i = h.screen.textInput.candidates.firstIndex(of: "中")
        XCTAssertNotNil(i)
        XCTAssertTrue(h.screen.textInput.selectCandidate(at: i ?? 0))
        XCTAssertEqual(v.text, "中")
    }

    /// Without rime's data: one log line, and letters type as they are (no crash).
    @MainActor func testMissingDataFallsBackToLetters() async {
        let lines = Mutex<[String]>([])
        let composer = ChineseComposer(sharedData: "/nonexistent/rime-data") { l in lines.withLock { $0.append(l) } }
        XCTAssertNil(composer)
        XCTAssertEqual(lines.withLock { $0.count }, 1)
        let m = ChineseInputMethod(composer: composer)
        let v = RecordingTextInputView()
        for k in "beijing " { m.perform(.text(String(k)), on: v) }
        m.perform(.deleteBackward, on: v)
        XCTAssertEqual(v.text, "beijing")
        XCTAssertNil(v.marked)
        XCTAssertFalse(m.isComposing)
        XCTAssertEqual(m.candidates, [])
    }
}
