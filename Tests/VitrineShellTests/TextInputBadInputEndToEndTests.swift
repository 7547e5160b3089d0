import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// `shouldChangeCharactersIn` answering no to everything.
@MainActor
final class RejectingDelegate: UITextFieldDelegate {
    var asked: [String] = []
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        asked.append(string)
        return false
    }
}

/// Takes over every change: applies it upper-cased through `text` and answers no (a
/// formatting delegate, as apps write them).
@MainActor
final class UppercasingDelegate: UITextFieldDelegate {
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        let t = (textField.text ?? "") as NSString
        textField.text = t.replacingCharacters(in: range, with: string).uppercased()
        return false
    }
}

/// Issue 15's bad input through the whole path: "a delegate that rejects every change,
/// typing while the field is being removed, keyboard appearing during a rotation: no crash,
/// no lost text".
final class TextInputBadInputEndToEndTests: XCTestCase {
    /// UITextFieldDelegate: "Return true if the specified text range should be replaced;
    /// otherwise, false to keep the old text." Every key is offered to the delegate and none
    /// changes the text, in English or while composing Korean; the keyboard keeps working.
    @MainActor func testADelegateRejectingEveryChange() async {
        let s = FormScene()
        let f = s.fields[0]
        f.text = "keep"
        let d = RejectingDelegate()
        f.delegate = d
        s.tap(s.centre(of: f))
        s.type("Hi 1")
        XCTAssertEqual(f.text, "keep")
        XCTAssertEqual(d.asked, ["H", "i", " ", "1"], "each key was offered")
        s.tap(.backspace)
        XCTAssertEqual(f.text, "keep")
        XCTAssertEqual(d.asked.last, "", "a deletion is offered as the empty string")
        s.tap(.globe)
        s.type("gks")
        XCTAssertEqual(f.text, "keep")
        XCTAssertTrue(f.resignFirstResponder())
        s.h.advance(by: 0.5)
        XCTAssertEqual(f.text, "keep")
        XCTAssertNil(f.markedTextRange)
        XCTAssertFalse(s.keyboard.isVisible)
    }

    /// A delegate that sets `text` itself and answers no: UIKit's programmatic `text` drops
    /// marked text, so a Korean composition cannot survive it — each jamo the keys send
    /// lands as plain text (ㅎ ㅏ ㄴ ㄱ, not 한ㄱ), none is lost, nothing is left marked; the
    /// English letters come out upper-cased.
    @MainActor func testADelegateThatTakesOverEveryChange() async {
        let s = FormScene()
        let f = s.fields[0]
        let d = UppercasingDelegate()
        f.delegate = d
        s.tap(s.centre(of: f))
        s.type("ab")
        XCTAssertEqual(f.text, "AB")
        s.tap(.globe)
        s.type("gksr")
        XCTAssertEqual(f.text, "ABㅎㅏㄴㄱ")
        XCTAssertNil(f.markedTextRange)
        s.tap(.backspace)
        XCTAssertEqual(f.text, "ABㅎㅏㄴ")
        XCTAssertNil(f.markedTextRange)
    }

    /// A field taken out of the window while a syllable is being composed: resigning commits
    /// the composition (UIKit commits marked text when editing ends), so 한 is kept; the next
    /// field starts a fresh composition (ㅏ alone, not joined to the lost field's 한).
    @MainActor func testAFieldRemovedWhileComposingKeepsTheSyllable() async {
        let s = FormScene()
        let f = s.fields[0]
        s.tap(s.centre(of: f))
        s.tap(.globe)
        s.type("gks")
        XCTAssertNotNil(f.markedTextRange)
        f.removeFromSuperview()
        s.h.advance(by: 0.5)
        XCTAssertEqual(f.text, "한")
        XCTAssertNil(f.markedTextRange)
        XCTAssertFalse(s.keyboard.isVisible)
        s.tap(s.centre(of: s.fields[1]))
        s.type("k")
        XCTAssertEqual(s.fields[1].text, "ㅏ")
        XCTAssertEqual(f.text, "한")
    }

    /// UIKit: a view removed from its window resigns first responder, so the keyboard
    /// slides away. Here the field removes itself on its first `editingChanged` (typing
    /// while the field is being removed): the first key lands; a second finger held on a key
    /// through the removal and two more taps while the keyboard is still sliding down type
    /// into nothing, and nothing crashes; the keyboard hides with will-hide and did-hide.
    @MainActor func testTypingWhileTheFieldIsRemoved() async throws {
        let s = FormScene()
        let f = s.fields[0]
        f.autocapitalizationType = .none
        f.addAction(UIAction { [weak f] _ in f?.removeFromSuperview() }, for: .editingChanged)
        s.tap(s.centre(of: f))
        XCTAssertTrue(s.keyboard.isVisible)
        XCTAssertEqual(s.keyboard.keysView.shiftState, .off)
        let rec = KeyboardNotificationRecorder(clock: s.h.clock)
        defer { rec.stop() }
        let points = try ["a", "b", "c"].map { try XCTUnwrap(s.keyboard.touchPoints(toType: $0)?.last) }
        s.h.touchDown(1, at: points[1])       // a finger on b while a removes the field
        s.h.tap(at: points[0])
        XCTAssertNil(f.window, "removed by its editingChanged action")
        s.h.touchUp(1)
        s.h.advance(by: 0.05)                 // the keyboard is sliding down, still over the keys' place
        s.h.tap(at: points[1])
        s.h.tap(at: points[2])
        s.h.advance(by: 0.5)
        XCTAssertFalse(f.isFirstResponder)
        XCTAssertFalse(f.isEditing, "editing ended with the removal")
        XCTAssertEqual(f.text, "a", "the first key typed; nothing after the field left")
        XCTAssertEqual(s.fields.dropFirst().map(\.text), Array(repeating: "", count: 5), "nothing went to another field")
        XCTAssertFalse(s.keyboard.isVisible)
        XCTAssertTrue(s.keyboard.window.isHidden)
        XCTAssertEqual(rec.names, ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        XCTAssertNil(s.h.screen.textInput.activeResponder)
        // The other fields still work.
        s.tap(s.centre(of: s.fields[1]))
        s.type("ok")
        XCTAssertEqual(s.fields[1].text, "ok")
    }

    /// Issue 15: "keyboard appearing during a rotation". Turned to portrait (the harness's
    /// animated rotation), a field becomes first responder half way through: the keyboard
    /// ends at the portrait frame (480 wide, 216 high — 26 % of 800 is 208, under the
    /// 216-point minimum — at y 800 − 216 = 584), the last notification says so, every
    /// will-show has its did-show, and the system's frame agrees.
    @MainActor func testKeyboardAppearingDuringARotation() async {
        let s = FormScene()
        let rec = KeyboardNotificationRecorder(clock: s.h.clock)
        defer { rec.stop() }
        XCTAssertTrue(s.h.rotate(to: .portrait))
        s.h.advance(by: 0.1)
        XCTAssertTrue(s.fields[0].becomeFirstResponder())
        s.h.advance(by: 1)
        let portrait = CGRect(x: 0, y: 584, width: 480, height: 216)
        XCTAssertEqual(s.keyboard.frame, portrait)
        XCTAssertEqual(s.h.screen.textInput.keyboardFrame, portrait)
        XCTAssertEqual(rec.entries.last?.end, portrait, "\(rec.entries)")
        XCTAssertEqual(rec.names.filter { $0 == "WillShow" }.count, rec.names.filter { $0 == "DidShow" }.count, "\(rec.names)")
        XCTAssertFalse(rec.names.contains("WillHide"))
        XCTAssertEqual(s.keyboard.window.frame.maxY, 800)
        XCTAssertEqual(s.keyboard.window.frame.width, 480)
        XCTAssertEqual(s.form.badge.frame.maxY, 584, "the guide follows the keyboard in portrait")
        // The keys work in the new orientation (shifted at the start: `.sentences`).
        XCTAssertEqual(s.keyboard.keysView.shiftState, .on)
        s.type("Ok")
        XCTAssertEqual(s.fields[0].text, "Ok")
    }
}
