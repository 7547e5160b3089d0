import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
import VitrineTesting

/// Linux key codes used below (linux/input-event-codes.h).
private enum K {
    static let a = 30, e = 18, f = 33, g = 34, k = 37, m = 50, q = 16, r = 19, s = 31, t = 20, n = 49, p = 25
    static let one = 2, space = 57, tab = 15, apostrophe = 40
    static let backspace = 14, enter = 28, kpEnter = 96
    static let left = 105, right = 106, up = 103, down = 108, home = 102, end = 107
    static let leftShift = 42, leftCtrl = 29, rightAlt = 100, hangeul = 122, capsLock = 58, y = 21
}

/// A custom UIKeyInput view that takes presses itself and never calls super.
@MainActor private final class PressEatingKeyInputView: RecordingKeyInputView {
    var presses = 0
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) { self.presses += 1 }
}

/// Stands in for UITextField/UITextView (they adopt TypesTextInPressesBegan): typing happens in
/// the inherited pressesBegan.
@MainActor private final class SystemLikeTextView: RecordingKeyInputView, TypesTextInPressesBegan {
    var callsSuper = true
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        if callsSuper { super.pressesBegan(presses, with: event) }
    }
}

/// Issue 15, "Hardware keyboards type into the same path (xkb keysyms and compose →
/// insertText; a Hangul toggle key switches the Korean input mode for physical keyboards
/// too)": keys reach the first responder's UIKeyInput through TextInputSystem.perform.
final class HardwareKeyboardTextTests: XCTestCase {
    @MainActor private func setUp<V: UIView>(_ v: V, _ c: KeyboardConfiguration = .standard) -> (HeadlessHarness, KeyboardRouter, V) {
        hardwareKeyboardScene(v, c)
    }


    /// Text keys insert the xkb text; Return and KP_Enter insert "\n"; BackSpace deletes;
    /// Control shortcuts and Tab type nothing.
    @MainActor func testKeysTypeTheirXKBText() async {
        let (h, r, v) = setUp(RecordingKeyInputView())
        r.tapKeys(h, K.a)
        r.holding(h, K.leftShift) { r.tapKeys(h, K.a, K.one) }
        r.tapKeys(h, K.one, K.space, K.enter, K.kpEnter)
        XCTAssertEqual(v.text, "aA!1 \n\n")
        r.tapKeys(h, K.backspace, K.backspace)
        XCTAssertEqual(v.text, "aA!1 ")
        r.holding(h, K.leftCtrl) { r.tapKeys(h, K.s) }
        r.tapKeys(h, K.tab)
        XCTAssertEqual(v.text, "aA!1 ", "Ctrl-S (U+0013) and Tab type nothing")
    }

    /// Korean mode composes hardware keys as the on-screen keyboard's: gksrmf → 한글 with 글
    /// marked; Shift-R is ㄲ.
    @MainActor func testKoreanModeComposesHardwareKeys() async {
        let (h, r, v) = setUp(RecordingTextInputView())
        h.screen.textInput.inputMode = .korean
        r.tapKeys(h, K.g, K.k, K.s, K.r, K.m, K.f)
        XCTAssertEqual(v.text, "한글")
        XCTAssertEqual(v.markedText, "글")
        r.tapKeys(h, K.space)
        r.holding(h, K.leftShift) { r.tapKeys(h, K.r) }
        r.tapKeys(h, K.k)
        XCTAssertEqual(v.text, "한글 까")
        r.tapKeys(h, K.enter)
        XCTAssertEqual(v.text, "한글 까\n")
        XCTAssertNil(v.marked)
    }

    /// Korean 2-set is defined on key positions (KS X 5002): in Korean mode a letter key types
    /// the jamo of its QWERTY position whatever the xkb layout (German: the key labelled Z, at
    /// US Y, is ㅛ; Russian: the keys at g k s type 한). Caps Lock does not give ㄲ; Shift does.
    @MainActor func testKoreanModeFollowsKeyPositionsOnAnyLayout() async {
        let (h, r, v) = setUp(RecordingTextInputView(), KeyboardConfiguration(layout: "de"))
        r.tapKeys(h, K.y)
        XCTAssertEqual(v.text, "z", "English mode types the German layout's text")
        h.screen.textInput.inputMode = .korean
        r.tapKeys(h, K.y)
        XCTAssertEqual(v.markedText, "ㅛ")
        r.configuration = KeyboardConfiguration(layout: "ru")
        r.tapKeys(h, K.space, K.g, K.k, K.s)
        XCTAssertEqual(v.text, "zㅛ 한")
        r.tapKeys(h, K.capsLock, K.r)
        XCTAssertEqual(v.markedText, "ㄱ", "Caps Lock is not Shift for jamo")
        r.tapKeys(h, K.capsLock)
        r.holding(h, K.leftShift) { r.tapKeys(h, K.r) }
        XCTAssertEqual(v.markedText, "ㄲ")
        r.tapKeys(h, K.one)
        XCTAssertEqual(v.text, "zㅛ 한ㄱㄲ1", "non-letter keys keep the layout's text")
    }

    /// The Hangul key (`kr`: the Hangeul key; `kr(kr104)`: right Alt through kr(ralt_hangul))
    /// toggles Korean mode; toggling off commits the syllable.
    @MainActor func testHangulKeyTogglesKoreanMode() async {
        let (h, r, v) = setUp(RecordingTextInputView(), KeyboardConfiguration(layout: "kr"))
        r.tapKeys(h, K.hangeul)
        XCTAssertEqual(h.screen.textInput.inputMode, .korean)
        r.tapKeys(h, K.g, K.k)
        XCTAssertEqual(v.markedText, "하")
        r.tapKeys(h, K.hangeul)
        XCTAssertEqual(h.screen.textInput.inputMode, .english)
        XCTAssertNil(v.marked, "switching modes commits")
        r.tapKeys(h, K.g, K.k)
        XCTAssertEqual(v.text, "하gk")

        r.configuration = KeyboardConfiguration(layout: "kr", variant: "kr104")
        r.tapKeys(h, K.rightAlt)
        XCTAssertEqual(h.screen.textInput.inputMode, .korean, "right Alt is Hangul in kr(kr104)")
        // With no text input the key still switches the mode.
        v.resignFirstResponder()
        r.tapKeys(h, K.rightAlt)
        XCTAssertEqual(h.screen.textInput.inputMode, .english)
    }

    /// The Hangul (layout switch) key goes through the configured modes in order, as the
    /// globe key does, wrapping round.
    @MainActor func testHangulKeyGoesThroughTheConfiguredModes() async {
        let (h, r, _) = setUp(RecordingTextInputView(), KeyboardConfiguration(layout: "kr"))
        h.screen.textInput.inputModes = [.english, .japanese, .russian]
        var seen: [TextInputMode] = []
        for _ in 0..<3 {
            r.tapKeys(h, K.hangeul)
            seen.append(h.screen.textInput.inputMode)
        }
        XCTAssertEqual(seen, [.japanese, .russian, .english])
    }

    /// Key repeat types repeatedly: BackSpace held 1 s (0.6 s delay, 25 Hz) deletes 1 + 11
    /// characters on the virtual clock; in Korean mode the first deletes decompose the syllable.
    @MainActor func testHeldBackSpaceDeletesRepeatedly() async {
        let (h, r, v) = setUp(RecordingKeyInputView())
        v.text = "abcdefghijklmnop"
        r.press(h, K.backspace)
        h.advance(by: 1)
        r.release(h, K.backspace)
        XCTAssertEqual(v.text, "abcd")
        h.advance(by: 1)
        XCTAssertEqual(v.text, "abcd", "no repeats after release")

        let (h2, r2, t) = setUp(RecordingTextInputView())
        h2.screen.textInput.inputMode = .korean
        r2.tapKeys(h2, K.a, K.one, K.r, K.k, K.q, K.t)     // ㅁ1값
        XCTAssertEqual(t.text, "ㅁ1값")
        r2.press(h2, K.backspace)                          // 갑
        h2.advance(by: 0.6)                                // 가 (first repeat at 0.6 s)
        XCTAssertEqual(t.markedText, "가")
        h2.advance(by: 0.08)                               // ㄱ, then nothing marked
        XCTAssertEqual(t.text, "ㅁ1")
        XCTAssertNil(t.marked)
        h2.advance(by: 0.04)                               // deletes 1
        r2.release(h2, K.backspace)
        XCTAssertEqual(t.text, "ㅁ")
    }

    /// Arrows move the caret of a UITextInput through position(from:in:offset:); Shift extends
    /// the selection from its anchor; an arrow without Shift collapses a selection to its
    /// start (left) or end (right); Home/End go to the line's start and end.
    @MainActor func testArrowsMoveTheCaretAndShiftExtends() async {
        let (h, r, v) = setUp(RecordingTextInputView())
        r.tapKeys(h, K.g, K.k, K.s, K.r, K.m, K.f)           // "gksrmf" in English
        r.tapKeys(h, K.left)
        XCTAssertEqual(v.selected, NSRange(location: 5, length: 0))
        r.holding(h, K.leftShift) { r.tapKeys(h, K.left, K.left) }
        XCTAssertEqual(v.selected, NSRange(location: 3, length: 2))
        r.holding(h, K.leftShift) { r.tapKeys(h, K.right) }
        XCTAssertEqual(v.selected, NSRange(location: 4, length: 1), "the anchor (5) stays; the moving end goes right")
        r.tapKeys(h, K.left)
        XCTAssertEqual(v.selected, NSRange(location: 4, length: 0), "left collapses to the start")
        r.tapKeys(h, K.home)
        XCTAssertEqual(v.selected, NSRange(location: 0, length: 0))
        r.tapKeys(h, K.left, K.up)
        XCTAssertEqual(v.selected, NSRange(location: 0, length: 0), "nowhere to go: unchanged")
        r.holding(h, K.leftShift) { r.tapKeys(h, K.end) }
        XCTAssertEqual(v.selected, NSRange(location: 0, length: 6))
        r.tapKeys(h, K.right)
        XCTAssertEqual(v.selected, NSRange(location: 6, length: 0))
        // Moving commits a Korean syllable first.
        h.screen.textInput.inputMode = .korean
        r.tapKeys(h, K.g, K.k, K.left)
        XCTAssertNil(v.marked)
        XCTAssertEqual(v.text, "gksrmf하")
        XCTAssertEqual(v.selected, NSRange(location: 6, length: 0))
    }

    /// UIKit: key commands get the key before pressesBegan; a key a command takes types nothing.
    @MainActor func testKeyCommandsComeFirst() async {
        final class Commanded: RecordingKeyInputView {
            var ran = 0
            override var keyCommands: [UIKeyCommand]? {
                [UIKeyCommand(input: "s", modifierFlags: [.control]) { [unowned self] _ in ran += 1 },
                 UIKeyCommand(input: "a", modifierFlags: []) { [unowned self] _ in ran += 1 }]
            }
        }
        let (h, r, v) = setUp(Commanded())
        r.tapKeys(h, K.a, K.one)
        r.holding(h, K.leftCtrl) { r.tapKeys(h, K.s) }
        XCTAssertEqual(v.ran, 2)
        XCTAssertEqual(v.text, "1")
    }

    /// pressesBegan and typing: a custom UIKeyInput view still gets insertText when it takes
    /// the presses itself; a UITextField/UITextView (TypesTextInPressesBegan) types only when
    /// its pressesBegan reaches super.
    @MainActor func testPressesBeganOverridesAndTyping() async {
        let (h, r, v) = setUp(PressEatingKeyInputView())
        r.tapKeys(h, K.a, K.backspace, K.one)
        XCTAssertEqual(v.presses, 3)
        XCTAssertEqual(v.text, "1")

        let (h2, r2, s) = setUp(SystemLikeTextView())
        r2.tapKeys(h2, K.a)
        XCTAssertEqual(s.text, "a", "calls super: types")
        s.callsSuper = false
        r2.tapKeys(h2, K.a, K.one, K.backspace)
        XCTAssertEqual(s.text, "a", "overrides pressesBegan without super: types nothing")
        s.callsSuper = true
        r2.tapKeys(h2, K.one)
        XCTAssertEqual(s.text, "a1")
    }

    /// Dead keys and the Compose key go through the Compose table: us(intl)'s dead acute then
    /// e types é; a key that breaks a sequence types nothing.
    @MainActor func testComposeSequencesType() async throws {
        let (h, r, v) = setUp(RecordingKeyInputView(), KeyboardConfiguration(layout: "us", variant: "intl"))
        r.typing.useCompose(try XCTUnwrap(XKBCompose(table: #"<dead_acute> <e> : "é" eacute"#)))
        r.tapKeys(h, K.apostrophe)
        XCTAssertEqual(v.text, "", "the dead key types nothing yet")
        r.tapKeys(h, K.e)
        XCTAssertEqual(v.text, "é")
        r.tapKeys(h, K.apostrophe, K.q, K.a)
        XCTAssertEqual(v.text, "éa", "dead_acute q is no sequence: both dropped")
        r.tapKeys(h, K.apostrophe, K.backspace, K.e)
        XCTAssertEqual(v.text, "ée", "BackSpace deletes the a and abandons the sequence: e then types e, not é")
    }

    /// The Compose table is read by prepareKeymap() (after the first frame), not by the first
    /// typed key, and not at all before either.
    @MainActor func testComposeTableLoadsWithPrepareKeymap() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let r = KeyboardRouter(screen: h.screen)
        XCTAssertFalse(r.typing.isComposeLoaded)
        r.prepareKeymap()
        XCTAssertTrue(r.typing.isComposeLoaded)
    }

    /// Bad input: the input removes itself from its window when a key reaches it. No crash,
    /// nothing typed into a view outside the window, the next keys go nowhere.
    @MainActor func testInputRemovedByItsOwnPressesBegan() async {
        final class Leaving: RecordingKeyInputView {
            override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
                removeFromSuperview()
                super.pressesBegan(presses, with: event)
            }
        }
        let (h, r, v) = setUp(Leaving())
        r.tapKeys(h, K.a, K.one)
        XCTAssertNil(v.window)
        XCTAssertEqual(v.text, "")
        XCTAssertNil(h.screen.textInput.activeResponder)
    }
}

/// Bad input from app code around hardware typing.
final class HardwareKeyboardBadInputTests: XCTestCase {
    /// An app's UITextInput that makes no ranges: the arrow keys leave its selection alone and
    /// the fault is reported (BadInputLog), never a crash.
    @MainActor func testTextInputReturningNoRangeIsReported() async {
        final class NoRanges: RecordingTextInputView {
            override func textRange(from a: UITextPosition, to b: UITextPosition) -> UITextRange? { nil }
        }
        BadInputLog.clear()
        let h = HeadlessHarness(width: 200, height: 100)
        let v = NoRanges()
        h.window.addSubview(v)
        v.becomeFirstResponder()
        let r = KeyboardRouter(screen: h.screen)
        for c in [30, 30, 105] { r.handle(code: c, pressed: true, time: h.clock.now); r.handle(code: c, pressed: false, time: h.clock.now) }
        XCTAssertEqual(v.text, "aa")
        XCTAssertEqual(v.selected, NSRange(location: 2, length: 0))
        XCTAssertEqual(BadInputLog.recent.count, 1)
        XCTAssertTrue(BadInputLog.recent.first?.contains("textRange(from:to:)") ?? false)
    }
}
