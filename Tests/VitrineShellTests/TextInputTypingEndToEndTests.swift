import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// Typing into a UITextField by tapping the on-screen keyboard's keys through the touch path:
/// English with shift, Korean 2-set composed by libhangul (the syllable being composed is the
/// field's marked text, drawn underlined), backspace decomposing jamo by jamo.
final class TextInputTypingEndToEndTests: XCTestCase {
    /// The field's marked text, or nil.
    @MainActor private func marked(_ f: UITextField) -> String? { f.markedTextRange.flatMap { f.text(in: $0) } }

    /// Issue 15: "English QWERTY with shift/caps lock, numbers and symbols pages".
    /// UITextInputTraits.autocapitalizationType: "determines at what times the Shift key is
    /// automatically pressed … The default value for this property is
    /// UITextAutocapitalizationType.sentences" — so the keyboard starts shifted (the H needs
    /// no shift tap) and the W after ", " (no sentence end) needs one; "," and "42" come from
    /// the numbers page, and the space typed there goes back to the letters.
    @MainActor func testEnglishWithShiftThroughTheKeys() async {
        let s = FormScene()
        let field = s.fields[0]
        s.tap(s.centre(of: field))
        XCTAssertTrue(field.isFirstResponder)
        XCTAssertEqual(s.keyboard.keysView.shiftState, .on, "sentences: shifted at the start")
        s.type("Hello, World 42")
        XCTAssertEqual(field.text, "Hello, World 42")
        XCTAssertNil(field.markedTextRange)
        XCTAssertEqual(field.offset(from: field.beginningOfDocument, to: field.selectedTextRange?.start ?? field.beginningOfDocument), 15,
                       "the caret follows the text")
    }

    /// Issue 15: "Korean 2-set (두벌식) with syllable composition through libhangul (marked
    /// text while composing …)". g k s r m f on the 2-set layout are ㅎ ㅏ ㄴ ㄱ ㅡ ㄹ: 한 grows
    /// as ㅎ → 하 → 한, ㄱ starts the next syllable (한 committed), then 그 → 글. UIKit:
    /// "marked text … is text that is provisionally inserted"; resigning commits it.
    @MainActor func testKoreanComposesWithTheSyllableMarked() async {
        let s = FormScene()
        let field = s.fields[0]
        s.tap(s.centre(of: field))
        s.tap(.globe)
        XCTAssertEqual(s.h.screen.textInput.inputMode, .korean)
        let steps: [(Character, String, String)] = [("g", "ㅎ", "ㅎ"), ("k", "하", "하"), ("s", "한", "한"),
                                                    ("r", "한ㄱ", "ㄱ"), ("m", "한그", "그"), ("f", "한글", "글")]
        for (key, text, mark) in steps {
            s.type(String(key))
            XCTAssertEqual(field.text, text, "after \(key)")
            XCTAssertEqual(marked(field), mark, "after \(key)")
            if text.count > 1 { XCTAssertTrue(s.showsUnderlineUnderMarkedText(of: field), "\(mark) is drawn underlined") }
        }
        XCTAssertTrue(field.resignFirstResponder())
        s.h.advance(by: 0.5)
        XCTAssertEqual(field.text, "한글", "resigning commits the composition")
        XCTAssertNil(field.markedTextRange)
        XCTAssertFalse(s.keyboard.isVisible)
    }

    /// Issue 15: "backspace decomposes jamo by jamo, as on iOS" — 값 (r k q t: ㄱ ㅏ ㅂ ㅅ) by
    /// the keyboard's backspace key: 값 → 갑 → 가 → ㄱ → nothing, then the character before
    /// the composition goes.
    @MainActor func testBackspaceThroughGaps() async {
        let s = FormScene()
        let field = s.fields[0]
        field.text = "x"
        s.tap(s.centre(of: field))
        s.tap(.globe)
        s.type("rkqt")
        XCTAssertEqual(field.text, "x값")
        XCTAssertEqual(marked(field), "값")
        for (text, mark) in [("x갑", "갑"), ("x가", "가"), ("xㄱ", "ㄱ")] {
            s.tap(.backspace)
            XCTAssertEqual(field.text, text)
            XCTAssertEqual(marked(field), mark)
        }
        s.tap(.backspace)
        XCTAssertEqual(field.text, "x")
        XCTAssertNil(field.markedTextRange)
        s.tap(.backspace)
        XCTAssertEqual(field.text, "")
    }

    /// The golden the lead asked for: field 1 reads 한 then 글 underlined (marked, the caret
    /// after it: 1.1 s after the last key, in the blink's second "on" half-period), the
    /// Korean 2-set keyboard (light) below, the badge on its top edge.
    @MainActor func testGoldenKoreanComposingAboveTheKeyboard() async {
        let s = FormScene()
        let field = s.fields[0]
        s.tap(s.centre(of: field))
        s.tap(.globe)
        s.type("gksrmf")
        XCTAssertEqual(field.text, "한글")
        XCTAssertEqual(marked(field), "글")
        XCTAssertTrue(s.showsUnderlineUnderMarkedText(of: field))
        s.h.advance(by: 0.6)
        XCTAssertFalse(field.textInteraction.caretView.isHidden)
        s.check("e2e-korean-composing")
    }
}
