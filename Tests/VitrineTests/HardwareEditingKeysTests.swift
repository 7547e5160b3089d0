import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
import VitrineTesting

/// Linux key codes used below (linux/input-event-codes.h).
private enum K {
    static let a = 30, b = 48, c = 46, g = 34, k = 37, s = 31, v = 47, x = 45, y = 21, z = 44, r = 19, m = 50, f = 33
    static let tab = 15, esc = 1, delete = 111, right = 106, left = 105
    static let leftShift = 42, leftCtrl = 29
}

/// Hardware editing keys beyond typing (HardwareKeyTyping): forward Delete, Tab, Escape and
/// the Control shortcuts, on real UITextField and UITextView.
final class HardwareEditingKeysTests: XCTestCase {
    @MainActor private func setUp<V: UIView>(_ v: V) -> (HeadlessHarness, KeyboardRouter, V) {
        let h = HeadlessHarness(width: 300, height: 200)
        h.window.makeKeyAndVisible()
        h.window.addSubview(v)
        XCTAssertTrue(v.becomeFirstResponder())
        let r = KeyboardRouter(screen: h.screen, configuration: .standard)
        r.typing.useCompose(nil)
        return (h, r, v)
    }

    @MainActor private func tap(_ r: KeyboardRouter, _ h: HeadlessHarness, _ codes: Int...) {
        for c in codes {
            r.handle(code: c, pressed: true, time: h.clock.now)
            r.handle(code: c, pressed: false, time: h.clock.now)
        }
    }

    @MainActor private func with(_ r: KeyboardRouter, _ h: HeadlessHarness, _ mods: [Int], _ body: () -> Void) {
        for m in mods { r.handle(code: m, pressed: true, time: h.clock.now) }
        body()
        for m in mods.reversed() { r.handle(code: m, pressed: false, time: h.clock.now) }
    }

    @MainActor private func selection(_ f: UITextField) -> NSRange? { (f.selectedTextRange as? IndexedTextRange)?.range }


    /// UIKit's UITextView takes Tab as text ("\t"); a UITextField does not type it (UIKit moves
    /// the focus there; without a focus system here it does nothing).
    @MainActor func testTabInsertsATabInATextViewOnly() async {
        let (h, r, t) = setUp(UITextView(frame: CGRect(x: 0, y: 0, width: 280, height: 100)))
        tap(r, h, K.a, K.tab, K.b)
        XCTAssertEqual(t.text, "a\tb")
        let f = UITextField(frame: CGRect(x: 0, y: 110, width: 280, height: 34))
        h.window.addSubview(f)
        XCTAssertTrue(f.becomeFirstResponder())
        tap(r, h, K.a, K.tab, K.b)
        XCTAssertEqual(f.text, "ab")
    }

    /// Forward delete (Delete; Fn-Delete on Apple keyboards) removes the character after the
    /// caret (a whole grapheme cluster), or the selection; at the end it does nothing.
    @MainActor func testDeleteRemovesTheCharacterAfterTheCaretOrTheSelection() async {
        let (h, r, f) = setUp(UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 34)))
        f.text = "abc👍🏽d"
        f.selectedTextRange = IndexedTextRange(NSRange(location: 1, length: 0))
        tap(r, h, K.delete)
        XCTAssertEqual(f.text, "ac👍🏽d")
        XCTAssertEqual(selection(f), NSRange(location: 1, length: 0), "the caret stays")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 2, length: 0))
        tap(r, h, K.delete)
        XCTAssertEqual(f.text, "acd", "the emoji with its skin tone goes whole")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 2))
        tap(r, h, K.delete)
        XCTAssertEqual(f.text, "d")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 1, length: 0))
        tap(r, h, K.delete)
        XCTAssertEqual(f.text, "d", "nothing after the caret")
    }

    /// Escape ends a Korean composition keeping its text: after gks (한, marked) and Escape, k
    /// (ㅏ) starts a new syllable instead of taking ㄴ over (which would give 하나).
    @MainActor func testEscapeCommitsTheComposition() async {
        let (h, r, f) = setUp(UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 34)))
        h.screen.textInput.inputMode = .korean
        tap(r, h, K.g, K.k, K.s)
        XCTAssertEqual(f.text, "한")
        XCTAssertNotNil(f.markedTextRange)
        tap(r, h, K.esc)
        XCTAssertNil(f.markedTextRange)
        tap(r, h, K.k)
        XCTAssertEqual(f.text, "한ㅏ")
    }

    /// Ctrl+A/C/X/V and Ctrl+Z, Shift+Ctrl+Z, Ctrl+Y: UIKit's select all, copy, cut, paste,
    /// undo and redo (Command on Apple keyboards).
    @MainActor func testControlShortcutsEdit() async {
        let (h, r, f) = setUp(UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 34)))
        UIPasteboard.general.string = nil
        tap(r, h, K.a, K.b)
        with(r, h, [K.leftCtrl]) { tap(r, h, K.a) }
        XCTAssertEqual(selection(f), NSRange(location: 0, length: 2), "select all")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.c) }
        XCTAssertEqual(UIPasteboard.general.string, "ab", "copy")
        XCTAssertEqual(f.text, "ab", "the shortcut types nothing")
        tap(r, h, K.right)
        with(r, h, [K.leftCtrl]) { tap(r, h, K.v) }
        XCTAssertEqual(f.text, "abab", "paste")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.z) }
        XCTAssertEqual(f.text, "ab", "undo")
        with(r, h, [K.leftCtrl, K.leftShift]) { tap(r, h, K.z) }
        XCTAssertEqual(f.text, "abab", "redo")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.a, K.x) }
        XCTAssertEqual(f.text, "", "cut")
        XCTAssertEqual(UIPasteboard.general.string, "abab")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.z) }
        XCTAssertEqual(f.text, "abab")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.y) }
        XCTAssertEqual(f.text, "", "Ctrl+Y redoes too")
    }

    /// A shortcut commits the composition first: Ctrl+Z after gksrmf (한글, 글 marked) undoes
    /// the whole typing, the committed 글 with it.
    @MainActor func testShortcutsCommitTheCompositionFirst() async {
        let (h, r, f) = setUp(UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 34)))
        h.screen.textInput.inputMode = .korean
        tap(r, h, K.g, K.k, K.s, K.r, K.m, K.f)
        XCTAssertEqual(f.text, "한글")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.a) }
        XCTAssertNil(f.markedTextRange, "committed")
        XCTAssertEqual(selection(f), NSRange(location: 0, length: 2))
        tap(r, h, K.right)
        tap(r, h, K.g, K.k)
        XCTAssertEqual(f.text, "한글하")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.z) }
        XCTAssertNil(f.markedTextRange)
        XCTAssertEqual(f.text, "한글", "the committed 하 was the last typing step")
    }

    /// UIKit's secure fields offer no copy or cut: Ctrl+C and Ctrl+X do nothing there.
    @MainActor func testNoCopyFromASecureField() async {
        let (h, r, f) = setUp(UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 34)))
        f.isSecureTextEntry = true
        UIPasteboard.general.string = "keep"
        tap(r, h, K.a, K.b)
        with(r, h, [K.leftCtrl]) { tap(r, h, K.a, K.c, K.x) }
        XCTAssertEqual(UIPasteboard.general.string, "keep")
        XCTAssertEqual(f.text, "ab")
    }

    /// Ctrl+Left/Right move by word as UIKit's Option-arrows do (to the start of the word
    /// before, the end of the word after), with the tokenizer's ICU words: Thai split by the
    /// dictionary, "3.14" and an e-mail address one word each. Shift extends.
    @MainActor func testControlArrowsMoveByICUWords() async {
        let (h, r, f) = setUp(UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 34)))
        f.text = "สวัสดีครับ 3.14 kim@example.com"
        XCTAssertEqual(f.text?.utf16.count, 31)
        var stops: [Int] = []
        for _ in 0..<5 {
            with(r, h, [K.leftCtrl]) { tap(r, h, K.left) }
            stops.append(selection(f)?.location ?? -1)
        }
        XCTAssertEqual(stops, [16, 11, 6, 0, 0])
        stops = []
        for _ in 0..<5 {
            with(r, h, [K.leftCtrl]) { tap(r, h, K.right) }
            stops.append(selection(f)?.location ?? -1)
        }
        XCTAssertEqual(stops, [6, 10, 15, 31, 31])
        with(r, h, [K.leftCtrl, K.leftShift]) { tap(r, h, K.left, K.left) }
        XCTAssertEqual(selection(f), NSRange(location: 11, length: 20))
        tap(r, h, K.a)
        XCTAssertEqual(f.text, "สวัสดีครับ a", "Ctrl with an arrow types nothing; the selection is replaced by typing")
    }

    /// Korean typed on a hardware keyboard is one typing undo step like any other typing:
    /// after gksrmf and a space (한글 ), Ctrl+Z takes it all back.
    @MainActor func testKoreanTypingIsOneUndoStep() async {
        let (h, r, f) = setUp(UITextField(frame: CGRect(x: 0, y: 0, width: 280, height: 34)))
        f.text = "x"
        h.screen.textInput.inputMode = .korean
        tap(r, h, K.g, K.k, K.s, K.r, K.m, K.f, 57)
        XCTAssertEqual(f.text, "x한글 ")
        with(r, h, [K.leftCtrl]) { tap(r, h, K.z) }
        XCTAssertEqual(f.text, "x")
        XCTAssertEqual(f.undoManager?.canUndo, false)
    }
}
