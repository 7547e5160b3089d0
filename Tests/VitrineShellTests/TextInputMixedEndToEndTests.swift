import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// Parts that meet only when used together: composition and the caret, the menu, the
/// hardware keys; the keyboard's frame as the interface turns; accessory views.
final class TextInputMixedEndToEndTests: XCTestCase {
    @MainActor private func marked(_ f: UITextField) -> String? { f.markedTextRange.flatMap { f.text(in: $0) } }
    @MainActor private func caret(_ f: UITextField) -> Int? {
        guard let r = f.selectedTextRange, r.isEmpty else { return nil }
        return f.offset(from: f.beginningOfDocument, to: r.start)
    }

    /// iOS: a tap elsewhere in the text while a syllable is being composed commits it and
    /// moves the caret; the next jamo starts a new syllable there (libhangul's state is
    /// reset, not carried to the new place).
    @MainActor func testATapWhileComposingCommitsAndTheNextJamoStartsAfresh() async {
        let s = FormScene()
        let f = s.fields[0]
        s.tap(s.centre(of: f))
        s.tap(.globe)
        s.type("gks")
        XCTAssertEqual(marked(f), "한")
        let r = f.convert(f.bounds, to: nil)
        s.tap(CGPoint(x: r.minX + 3, y: r.midY))
        XCTAssertEqual(f.text, "한")
        XCTAssertNil(f.markedTextRange, "the tap committed the syllable")
        XCTAssertEqual(caret(f), 0)
        s.type("k")
        XCTAssertEqual(f.text, "ㅏ한", "a new composition at the caret, not 하 joined to the old one")
        XCTAssertEqual(marked(f), "ㅏ")
    }

    /// UIKit's Paste replaces the marked text's composition only after committing it: the
    /// pasted text goes after 한, nothing is lost, and no composition is left.
    @MainActor func testPasteWhileComposing() async {
        let s = FormScene()
        let f = s.fields[0]
        s.tap(s.centre(of: f))
        s.tap(.globe)
        s.type("gks")
        UIPasteboard.general.string = "X"
        let c = f.convert(f.caretRect(for: f.endOfDocument), to: nil)
        s.tap(CGPoint(x: c.midX, y: c.midY))
        XCTAssertTrue(f.textInteraction.isEditMenuVisible)
        s.tapMenuItem(.paste, of: f)
        XCTAssertEqual(f.text, "한X")
        XCTAssertNil(f.markedTextRange)
        s.type("k")
        XCTAssertEqual(f.text, "한Xㅏ")
    }

    /// Issue 15: "hardware keys and the on-screen keyboard feed the same UIKeyInput path" —
    /// one composition, whichever keyboard the jamo come from.
    @MainActor func testOnScreenAndHardwareKeysComposeOneSyllable() async {
        let s = FormScene()
        let f = s.fields[0]
        s.tap(s.centre(of: f))
        s.tap(.globe)
        s.type("gk")
        XCTAssertEqual(marked(f), "하")
        s.h.screen.keyboard.handle(code: 31, pressed: true, time: s.h.clock.now)   // KEY_S: ㄴ
        s.h.screen.keyboard.handle(code: 31, pressed: false, time: s.h.clock.now)
        XCTAssertEqual(f.text, "한")
        XCTAssertEqual(marked(f), "한")
        s.tap(.backspace)
        XCTAssertEqual(f.text, "하")
    }

    /// The keyboard turning with the interface: a field scrolled above the landscape keyboard
    /// stays above the portrait one (480×800, keyboard 216 high from y 584; the field's
    /// bottom 8 points above it, at 576).
    @MainActor func testAScrolledFieldStaysAboveTheKeyboardWhenTheInterfaceTurns() async {
        let s = FormScene()
        s.form.scroll.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        let f = s.fields[5]
        XCTAssertTrue(f.becomeFirstResponder())
        s.h.advance(by: 0.5)
        XCTAssertEqual(f.convert(f.bounds, to: nil).maxY, 270)
        XCTAssertTrue(s.h.rotate(to: .portrait))
        s.h.advance(by: 1)
        XCTAssertEqual(s.keyboard.frame, CGRect(x: 0, y: 584, width: 480, height: 216))
        XCTAssertEqual(s.form.scroll.frame.size, CGSize(width: 480, height: 800))
        let r = f.convert(f.bounds, to: nil)
        XCTAssertLessThanOrEqual(r.maxY, 584, "above the keyboard")
        XCTAssertGreaterThanOrEqual(r.minY, 0, "on screen")
        XCTAssertEqual(s.form.scroll.adjustedContentInset.bottom, 216)
    }

    /// UIResponder.inputAccessoryView on a text field: it rides on top of the keys, the
    /// reported frame covers both (202 + 44 = 246, from y 234), and the field is scrolled
    /// above the accessory too (its bottom at 234 − 8 = 226).
    @MainActor func testAnAccessoryViewIsPartOfTheKeyboardTheFieldAvoids() async {
        let s = FormScene()
        let f = s.fields[5]
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 44))
        bar.backgroundColor = .systemBlue
        f.inputAccessoryView = bar   // settable on UITextField (UIKit)
        s.tap(s.centre(of: f))
        s.h.advance(by: 0.5)
        XCTAssertTrue(f.isFirstResponder)
        XCTAssertEqual(s.keyboard.frame, CGRect(x: 0, y: 234, width: 800, height: 246))
        XCTAssertEqual(f.convert(f.bounds, to: nil).maxY, 226)
        XCTAssertEqual(s.form.badge.frame.maxY, 234)
    }

    /// The keyboard's dismiss key ends editing: UIKit's will-hide/did-hide, and the form's
    /// inset and scroll go back.
    @MainActor func testTheDismissKeyTakesTheInsetBack() async {
        let s = FormScene()
        s.tap(s.centre(of: s.fields[4]))
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.form.scroll.contentOffset.y, 94)
        s.tap(.dismiss)
        s.h.advance(by: 0.5)
        XCTAssertFalse(s.fields[4].isFirstResponder)
        XCTAssertFalse(s.keyboard.isVisible)
        XCTAssertEqual(s.form.scroll.adjustedContentInset.bottom, 0)
        XCTAssertEqual(s.form.scroll.contentOffset.y, 0)
    }

    /// A secure field in Korean mode gets the ASCII keyboard (iOS offers only it there): the
    /// keys type letters, which the field shows as dots and never composes.
    @MainActor func testSecureFieldInKoreanModeTypesASCII() async {
        let s = FormScene()
        let f = s.fields[1]
        f.isSecureTextEntry = true
        s.h.screen.textInput.inputMode = .korean
        s.tap(s.centre(of: f))
        XCTAssertEqual(s.keyboard.keysView.keyViews.first?.key.label(shifted: false), "q")
        s.type("gks1")
        XCTAssertEqual(f.text, "gks1")
        XCTAssertNil(f.markedTextRange)
    }

    /// UITextInput: marked text set with a selection replaces the selection. A double tap
    /// selects "world"; the globe and ㅎ ㅏ ㄴ put 한 in its place, marked.
    @MainActor func testKoreanTypedOverADoubleTappedWord() async {
        let s = FormScene()
        let f = s.fields[0]
        f.text = "hello world"
        s.tap(s.centre(of: f))
        let a = f.convert(f.caretRect(for: f.position(from: f.beginningOfDocument, offset: 8)!), to: nil)
        s.doubleTap(CGPoint(x: a.midX, y: a.midY))
        XCTAssertEqual(f.selectedTextRange.flatMap { f.text(in: $0) }, "world")
        s.tap(.globe)
        s.type("gks")
        XCTAssertEqual(f.text, "hello 한")
        XCTAssertEqual(marked(f), "한")
        XCTAssertFalse(f.textInteraction.isEditMenuVisible, "typing hid the menu")
    }

    /// A UITextView in the form: tapped where the keyboard will cover it, the form scrolls
    /// it above the keyboard (its content frame 300…420, so 420 + 8 − 278 = 150); the return
    /// key commits the syllable being composed and starts a line (한, line break, 글 marked);
    /// as lines are added the text view scrolls its own content so the caret stays inside
    /// its visible part (window y 150…270), above the keyboard.
    @MainActor func testATextViewInTheFormComposesAcrossLinesAndKeepsTheCaretVisible() async {
        let s = FormScene()
        let tv = UITextView(frame: CGRect(x: 400, y: 300, width: 300, height: 120))
        tv.font = UIFont(name: "Noto Sans CJK KR", size: 17)
        s.form.scroll.addSubview(tv)
        s.h.renderFrames()
        s.tap(CGPoint(x: 550, y: 360))
        s.h.advance(by: 0.5)
        XCTAssertTrue(tv.isFirstResponder)
        XCTAssertEqual(s.form.scroll.contentOffset.y, 150)
        XCTAssertEqual(tv.convert(tv.bounds, to: nil).maxY, 270)
        s.tap(.globe)
        s.type("gks")
        s.tap(.returnKey)
        s.type("rmf")
        XCTAssertEqual(tv.text, "한\n글")
        XCTAssertEqual(tv.markedTextRange.flatMap { tv.text(in: $0) }, "글")
        for _ in 0..<6 { s.tap(.returnKey) }
        s.type("gks")
        XCTAssertEqual(tv.text, "한\n글\n\n\n\n\n\n한")
        XCTAssertGreaterThan(tv.contentOffset.y, 0, "the text view scrolled its content")
        let c = tv.convert(tv.caretRect(for: tv.endOfDocument), to: nil)
        XCTAssertGreaterThanOrEqual(c.minY, 150)
        XCTAssertLessThanOrEqual(c.maxY, 270)
    }

    /// The clear button (UITextField: "clears the text") and the app setting `text` both end
    /// a composition in progress: the next jamo starts afresh instead of joining a syllable
    /// that is gone (the field tells its inputDelegate of the change).
    @MainActor func testClearButtonAndProgrammaticTextEndTheComposition() async {
        let s = FormScene()
        let f = s.fields[0]
        f.clearButtonMode = .whileEditing
        s.tap(s.centre(of: f))
        s.tap(.globe)
        s.type("gks")
        let r = f.convert(f.clearButtonRect(forBounds: f.bounds), to: nil)
        s.tap(CGPoint(x: r.midX, y: r.midY))
        XCTAssertEqual(f.text, "")
        XCTAssertNil(f.markedTextRange)
        XCTAssertTrue(f.isFirstResponder)
        s.type("k")
        XCTAssertEqual(f.text, "ㅏ")
        f.text = "x"
        s.type("k")
        XCTAssertEqual(f.text, "xㅏ")
        XCTAssertEqual(marked(f), "ㅏ")
    }

    /// The custom keypad pattern (UIResponder.inputView: "the custom input view to display
    /// when the receiver becomes the first responder"): buttons in the field's `inputView`
    /// call the field's `insertText(_:)` (UIKeyInput). Tapped through the touch path in the
    /// keyboard's window, they type; the caret (UITextInteraction) follows the text at once,
    /// not half a blink later: it stands at the caret rectangle of the end of the text.
    @MainActor func testACustomInputViewKeypadTypesAndTheCaretFollows() async throws {
        let s = FormScene()
        let f = s.fields[0]
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 800, height: 120))
        pad.backgroundColor = .systemGray
        for (i, digit) in ["1", "2", "3"].enumerated() {
            let b = UIButton(frame: CGRect(x: 20 + CGFloat(i) * 110, y: 20, width: 100, height: 80),
                             primaryAction: UIAction(title: digit) { [weak f] _ in f?.insertText(digit) })
            b.setTitle(digit, for: .normal)
            pad.addSubview(b)
        }
        f.inputView = pad
        s.tap(s.centre(of: f))
        XCTAssertTrue(pad.window === s.keyboard.window)
        XCTAssertEqual(s.keyboard.frame, CGRect(x: 0, y: 360, width: 800, height: 120))
        // Button 2 at (130…230, 20…100) in the pad: screen (180, 420).
        s.h.tap(at: CGPoint(x: 180, y: 420))
        s.h.tap(at: CGPoint(x: 70, y: 420))
        XCTAssertEqual(f.text, "21")
        let caret = f.caretRect(for: f.endOfDocument)
        let shown = f.textInteraction.caretView
        XCTAssertTrue(shown.superview === f)
        XCTAssertFalse(shown.isHidden)
        XCTAssertEqual(shown.frame.minX, caret.minX, accuracy: 0.5, "the caret stands after \"21\" at once")
        XCTAssertGreaterThan(caret.minX, f.caretRect(for: f.beginningOfDocument).minX + 10)
    }
}
