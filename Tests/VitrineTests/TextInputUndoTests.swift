import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Undo in the text inputs (the issue: "undo of a paste if you add undo"): each user edit is
/// one undo group on the input's `undoManager`; undo puts the replaced text back, redo the
/// new one; a committed composition is one undo; setting the text programmatically empties
/// the stack.
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

    @MainActor func testEachKeystrokeIsOneUndo() async {
        let (_, f) = makeField("")
        f.insertText("a")
        f.insertText("b")
        f.deleteBackward()
        f.insertText("c")
        XCTAssertEqual(f.text, "ac")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "a")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "ab", "the deletion comes back")
        f.undoManager?.undo()
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "")
        XCTAssertEqual(f.undoManager?.canUndo, false)
        f.insertText("z")
        XCTAssertEqual(f.undoManager?.canRedo, false, "a new edit forgets the redo stack")
    }

    @MainActor func testACommittedCompositionIsOneUndo() async {
        let (_, f) = makeField("x")
        f.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        f.insertText("한")
        f.setMarkedText("ㄱ", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("그", selectedRange: NSRange(location: 1, length: 0))
        f.unmarkText()
        XCTAssertEqual(f.text, "x한그")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "x한")
        f.undoManager?.undo()
        XCTAssertEqual(f.text, "x")
        XCTAssertEqual(f.undoManager?.canUndo, false, "composition steps are not undo steps")
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
