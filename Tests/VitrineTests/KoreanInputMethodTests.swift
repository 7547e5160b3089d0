import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The input methods behind `TextInputSystem.perform(_:)`: English types keys as they are;
/// Korean (두벌식, issue 15) composes through libhangul, shows the syllable being composed as
/// marked text (`UITextInput.setMarkedText(_:selectedRange:)`, committed with `unmarkText()`),
/// decomposes jamo by jamo on backspace "as on iOS", and commits before any other key, a mode
/// switch, the input resigning or a tap moving the caret. UITextInput.setMarkedText: "Setting
/// marked text either replaces the existing marked text or, if none is present, inserts it in
/// place of the current selection"; markedTextRange: "The current selection … always occurs
/// within the marked text" (the caret is put after the syllable). Expected syllables are checked
/// against Unicode in HangulComposerTests.testExpectedLiteralsAreTheUnicodeSyllables.
final class KoreanInputMethodTests: XCTestCase {
    @MainActor private func focus<V: UIView>(_ v: V, mode: TextInputMode = .korean) -> (HeadlessHarness, UIWindow, V) {
        focusForTyping(v, mode: mode)
    }

    @MainActor private func type(_ keys: String, _ h: HeadlessHarness) { typeKeys(keys, h) }

    /// Issue 15: "gksrmf" in Korean mode types 한글, the syllable being composed marked.
    @MainActor func testHangeulIsComposedAsMarkedText() async {
        let (h, _, v) = focus(RecordingTextInputView())
        var seen: [String] = []
        for k in "gksrmf" {
            type(String(k), h)
            seen.append("\(v.text)|\(v.markedText ?? "-")")
        }
        XCTAssertEqual(seen, ["ㅎ|ㅎ", "하|하", "한|한", "한ㄱ|ㄱ", "한그|그", "한글|글"])
        XCTAssertEqual(v.calls, ["mark ㅎ 1", "mark 하 1", "mark 한 1", "unmark", "mark ㄱ 1", "mark 그 1", "mark 글 1"],
                       "the caret sits after the marked text; the finished 한 is committed with unmarkText")
        XCTAssertEqual(v.selected, NSRange(location: 2, length: 0))
        // UIKeyInput: return inserts "\n" — after committing the syllable.
        type("\n", h)
        XCTAssertEqual(v.text, "한글\n")
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.calls.suffix(2), ["unmark", "insert \n"])
    }

    /// Issue 15: 닭 (ekfr) and 뷁 (qnpfr); a vowel after the double final ㄺ moves ㄱ on (닭 + ㅏ
    /// → 달 committed, 가 marked: the committed text replaces the marked text).
    @MainActor func testDakAndBwelk() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("ekfr", h)
        XCTAssertEqual(v.markedText, "닭")
        type(" qnpfr", h)
        XCTAssertEqual(v.text, "닭 뷁")
        XCTAssertEqual(v.markedText, "뷁")
        type("k", h)
        XCTAssertEqual(v.text, "닭 뷀가")
        XCTAssertEqual(v.markedText, "가")
        XCTAssertEqual(v.calls.suffix(3), ["mark 뷀 1", "unmark", "mark 가 1"], "뷀 replaces the marked 뷁, then is committed")
    }

    /// Issue 15: backspace through 값 decomposes jamo by jamo, as iOS does: 값 → 갑 → 가 → ㄱ →
    /// nothing marked; the next backspace deletes the text before it.
    @MainActor func testBackspaceThroughGapDecomposesThenDeletes() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("1rkqt", h)
        XCTAssertEqual(v.text, "1값")
        var seen: [String] = []
        for _ in 0..<5 {
            type("<", h)
            seen.append("\(v.text)|\(v.markedText ?? "-")")
        }
        XCTAssertEqual(seen, ["1갑|갑", "1가|가", "1ㄱ|ㄱ", "1|-", "|-"])
        XCTAssertFalse(h.screen.textInput.inputMethod.isComposing)
    }

    /// For a view adopting only UIKeyInput (no marked text) the jamo are typed as text and
    /// replaced with deleteBackward + insertText as the syllable grows (what iOS's keyboard
    /// does for such views).
    @MainActor func testUIKeyInputOnlyViewGetsDeleteAndInsert() async {
        let (h, _, v) = focus(RecordingKeyInputView())
        type("gksrmf", h)
        XCTAssertEqual(v.text, "한글")
        XCTAssertEqual(v.calls, ["insert ㅎ", "delete", "insert 하", "delete", "insert 한", "insert ㄱ",
                                 "delete", "insert 그", "delete", "insert 글"])
        v.calls = []
        type("ekfrk", h)
        XCTAssertEqual(v.text, "한글달가", "닭 + ㅏ: 닭 is replaced by 달가")
        XCTAssertEqual(v.calls.suffix(2), ["delete", "insert 달가"])
        v.text = ""
        v.calls = []
        type(" rkqt", h)
        var seen: [String] = []
        for _ in 0..<6 {
            type("<", h)
            seen.append(v.text)
        }
        XCTAssertEqual(seen, [" 갑", " 가", " ㄱ", " ", "", ""])
        type("qnpfr", h)
        XCTAssertEqual(v.text, "뷁")
    }

    /// Keys that are not letters commit the syllable first, then type themselves.
    @MainActor func testNonLetterKeysCommitFirst() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("gks1gk.gk gk?", h)
        XCTAssertEqual(v.text, "한1하.하 하?")
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.calls.suffix(2), ["unmark", "insert ?"])
    }

    /// Switching the input mode (the globe key, a hardware Hangul key) commits the syllable.
    @MainActor func testModeSwitchCommits() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("gk", h)
        h.screen.textInput.inputMode = .english
        XCTAssertEqual(v.text, "하")
        XCTAssertNil(v.marked)
        type("gk", h)
        XCTAssertEqual(v.text, "하gk")
    }

    /// The input resigning first responder commits the syllable (it stays in the text).
    @MainActor func testResigningCommits() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("gks", h)
        XCTAssertTrue(v.resignFirstResponder())
        XCTAssertEqual(v.text, "한")
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.calls.last, "unmark")
        XCTAssertFalse(h.screen.textInput.inputMethod.isComposing)
    }

    /// The keyboard's hide key (`.dismiss`) commits the syllable and resigns the input.
    @MainActor func testDismissCommitsAndResigns() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("gk", h)
        h.screen.textInput.perform(.dismiss)
        XCTAssertFalse(v.isFirstResponder)
        XCTAssertEqual(v.text, "하")
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.calls.filter { $0 == "unmark" }.count, 1)
    }

    /// A tap moving the caret (reported through `inputDelegate.selectionDidChange`) commits
    /// the syllable; the next jamo starts a new one at the caret.
    @MainActor func testSelectionMovedFromOutsideCommits() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("gk", h)
        v.tapMovesCaret(to: 0)
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.text, "하")
        type("r", h)
        XCTAssertEqual(v.text, "ㄱ하")
        XCTAssertEqual(v.markedText, "ㄱ")
    }

    /// UITextInputDelegate: inputs should not report the text system's own edits, but some
    /// do; those reports (while a key is applied or a syllable is committed) are not taken
    /// for a tap moving the caret.
    @MainActor func testInputReportingItsOwnEditsStillComposes() async {
        let (h, _, v) = focus(RecordingTextInputView())
        v.reportsOwnEdits = true
        type("gksrmf", h)
        XCTAssertEqual(v.text, "한글")
        XCTAssertEqual(v.markedText, "글")
        h.screen.textInput.inputMode = .english
        XCTAssertEqual(v.text, "한글")
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.calls.filter { $0 == "unmark" }.count, 2, "한 and 글 committed once each")
        h.screen.textInput.inputMode = .korean
        type("gk", h)
        v.tapMovesCaret(to: 0)
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.text, "한글하")
    }

    /// English mode: keys are inserted as they are, return inserts "\n", backspace deletes.
    @MainActor func testEnglishTypesKeysAsTheyAre() async {
        let (h, _, v) = focus(RecordingKeyInputView(), mode: .english)
        type("gksrmf\n<<", h)
        XCTAssertEqual(v.text, "gksrm")
        XCTAssertEqual(v.calls.suffix(3), ["insert \n", "delete", "delete"])
    }

    /// A secure field (or an ASCII-only keyboard type) types ASCII in Korean mode: UIKit
    /// offers only its ASCII keyboard for secure text entry and `.asciiCapable`.
    @MainActor func testSecureAndASCIIOnlyInputsTypeEnglishInKoreanMode() async {
        final class Secure: RecordingTextInputView { override var isSecureTextEntry: Bool { true } }
        final class ASCII: RecordingKeyInputView { override var keyboardType: UIKeyboardType { .asciiCapable } }
        let (h, _, v) = focus(Secure())
        type("ab", h)
        XCTAssertEqual(v.text, "ab")
        XCTAssertNil(v.marked)
        let (h2, _, a) = focus(ASCII())
        type("gk", h2)
        XCTAssertEqual(a.text, "gk")
    }

    /// Bad input: a delegate that rejects every change. Nothing is typed, nothing crashes, and
    /// the composer does not go on composing a syllable the user cannot see.
    @MainActor func testInputRejectingEveryChange() async {
        let (h, _, v) = focus(RecordingTextInputView())
        v.rejectsEdits = true
        type("gksrmf<1", h)
        XCTAssertEqual(v.text, "")
        XCTAssertFalse(h.screen.textInput.inputMethod.isComposing)
        v.rejectsEdits = false
        type("gk", h)
        XCTAssertEqual(v.text, "하", "typing works again once the input accepts changes")
    }

    /// Bad input: the input removed from its window in the middle of typing. The text typed
    /// so far stays (committed as the input resigns); later keys go nowhere; no crash.
    @MainActor func testInputRemovedWhileTyping() async {
        let (h, _, v) = focus(RecordingTextInputView())
        type("gk", h)
        v.afterEdit = { [unowned v] in v.removeFromSuperview() }
        type("s", h)
        XCTAssertNil(v.window)
        XCTAssertNil(h.screen.textInput.activeResponder)
        XCTAssertEqual(v.text, "한")
        XCTAssertNil(v.marked, "committed as it resigned")
        type("rmf", h)
        XCTAssertEqual(v.text, "한")
        XCTAssertFalse(h.screen.textInput.inputMethod.isComposing)
    }
}
