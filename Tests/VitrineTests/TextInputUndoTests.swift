import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Undo in the text inputs (the issue: "undo of a paste if you add undo"): a paste or a cut
/// is one undo group on the input's `undoManager`, a run of typing (committed compositions
/// included) is one coalesced step as in UIKit; undo puts the replaced text back, redo the
/// new one; setting the text programmatically empties the stack.
final class TextInputUndoTests: XCTestCase {
    @MainActor private func makeField(_ text: String) -> (HeadlessHarness, UITextField) {
        let h = HeadlessHarness(width: 300, height: 100)
        h.window.makeKeyAndVisible()
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.text = text
        h.window.addSubview(f)
        f.becomeFirstResponder()
        return (h, f)
    }

    @MainActor func testAPasteOverASelectionCanBeUndoneAndRedone() async {
        let (_, f) = makeField("Dear NAME, welcome")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 5, length: 4))
        f.replace(IndexedTextRange(NSRange(location: 5, length: 4)), withText: "김민준")
        XCTAssertEqual(f.text, "Dear 김민준, welcome")
        XCTAssertEqual(f.undoManager?.canUndo, true)
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "Dear NAME, welcome")
        XCTAssertEqual((f.selectedTextRange as? IndexedTextRange)?.range, NSRange(location: 9, length: 0))
        f.undoManager?.redo()
        XCTAssertEqual(f.text, "Dear 김민준, welcome")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "Dear NAME, welcome")
    }

    // UIKit's text inputs coalesce typing into one "Undo Typing" step: a run of insertText and
    // deleteBackward at a caret that only the typing moves is undone at once.

    @MainActor func testConsecutiveTypingIsOneUndoStep() async {
        let (_, f) = makeField("")
        f.insertText("a")
        f.insertText("b")
        f.deleteBackward()
        f.insertText("c")
        XCTAssertEqual(f.text, "ac")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "", "the whole run of typing is one step")
        XCTAssertEqual(f.undoManager?.canUndo, false)
        f.undoManager?.redo()
        XCTAssertEqual(f.text, "ac", "redo puts the whole run back")
        f.undoManager?.undo()
        f.insertText("z")
        XCTAssertEqual(f.undoManager?.canRedo, false, "a new edit forgets the redo stack")
    }

    @MainActor func testBackspacingPastWhereTypingBeganStaysInTheStep() async {
        let (_, f) = makeField("xy")
        f.insertText("a")
        f.deleteBackward()
        f.deleteBackward()
        f.deleteBackward()
        f.insertText("b")
        XCTAssertEqual(f.text, "b")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "xy", "the deleted original text comes back with the step")
        XCTAssertEqual((f.selectedTextRange as? IndexedTextRange)?.range, NSRange(location: 2, length: 0))
        XCTAssertEqual(f.undoManager?.canUndo, false)
    }

    @MainActor func testMovingTheCaretEndsTheTypingStep() async {
        let (_, f) = makeField("")
        f.insertText("a")
        f.insertText("b")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 1, length: 0))
        f.insertText("c")
        f.insertText("d")
        XCTAssertEqual(f.text, "acdb")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "ab")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "")
        XCTAssertEqual(f.undoManager?.canUndo, false)
    }

    @MainActor func testAPasteAndACutAreEachTheirOwnStep() async {
        let (_, f) = makeField("")
        UIPasteboard.general.string = "XY"
        f.insertText("a")
        f.paste(nil)
        f.insertText("b")
        f.insertText("c")
        XCTAssertEqual(f.text, "aXYbc")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 1))
        f.cut(nil)
        XCTAssertEqual(f.text, "XYbc")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "aXYbc", "the cut")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "aXY", "the typing after the paste")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "a", "the paste")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "")
        XCTAssertEqual(f.undoManager?.canUndo, false)
    }

    @MainActor func testTypingAfterAnUndoIsANewStep() async {
        let (_, f) = makeField("")
        f.insertText("a")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 0))
        f.insertText("b")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "a")
        f.insertText("c")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "a", "only the typing after the undo goes")
    }

    @MainActor func testALineBreakStartsANewTypingStep() async {
        let h = HeadlessHarness(width: 300, height: 200)
        h.window.makeKeyAndVisible()
        let t = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(t)
        t.becomeFirstResponder()
        t.insertText("a")
        t.insertText("b")
        t.insertText("\n")
        t.insertText("c")
        t.insertText("d")
        t.undoManager?.undo()
        XCTAssertEqual(t.text, "ab\n", "the typing after the new line is its own step")
        t.undoManager?.undo()
        XCTAssertEqual(t.text, "")
    }

    @MainActor func testCommittedCompositionsJoinTheTypingStep() async {
        let (_, f) = makeField("x")
        f.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        f.insertText("한")
        f.setMarkedText("ㄱ", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("그", selectedRange: NSRange(location: 1, length: 0))
        f.unmarkText()
        f.insertText("!")
        XCTAssertEqual(f.text, "x한그!")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "x", "Korean typing is one typing step like any other")
        XCTAssertEqual(f.undoManager?.canUndo, false, "composition steps are not undo steps")
    }

    @MainActor func testACompositionAfterACaretMoveIsItsOwnStep() async {
        let (_, f) = makeField("")
        f.insertText("a")
        f.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 0))
        f.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        f.unmarkText()
        XCTAssertEqual(f.text, "한a")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "a")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "")
    }

    // UIResponder.undoManager: "the nearest shared undo manager in the responder chain";
    // UIWindow has its own.
    @MainActor func testUndoManagerComesFromTheResponderChain() async {
        let h = HeadlessHarness(width: 300, height: 200)
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertNil(v.undoManager, "no window, no undo manager")
        h.window.addSubview(v)
        XCTAssertNotNil(h.window.undoManager)
        XCTAssertTrue(v.undoManager === h.window.undoManager, "a view uses its window's")
        let f = UITextField(frame: .zero)
        h.window.addSubview(f)
        let r: UIResponder = f
        XCTAssertNotNil(r.undoManager)
        XCTAssertFalse(r.undoManager === h.window.undoManager, "a text field keeps its own (an override)")
    }

    @MainActor func testSettingTheTextEmptiesTheStack() async {
        let (_, f) = makeField("")
        f.insertText("a")
        f.text = "b"
        XCTAssertEqual(f.undoManager?.canUndo, false)
    }

    @MainActor func testTextViewUndo() async {
        let h = HeadlessHarness(width: 300, height: 200)
        h.window.makeKeyAndVisible()
        let t = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        h.window.addSubview(t)
        t.becomeFirstResponder()
        t.insertText(String(repeating: "line\n", count: 2000))
        XCTAssertEqual(t.text.utf16.count, 10_000)
        t.undoManager?.undo()
        XCTAssertEqual(t.text, "")
    }

    @MainActor func testAnUnbalancedEndGroupIsReported() async {
        BadInputLog.clear()
        let u = UndoManager()
        u.endUndoGrouping()
        XCTAssertEqual(BadInputLog.recent.count, 1)
        u.undo()
        XCTAssertFalse(u.canUndo)
    }
}
