import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A delegate that records every call (and the field's events in the same log).
@MainActor final class RecordingFieldDelegate: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowChange = true, allowReturn = true, allowClear = true
    func textFieldShouldBeginEditing(_ f: UITextField) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textFieldDidBeginEditing(_ f: UITextField) { log.append("didBegin") }
    func textFieldShouldEndEditing(_ f: UITextField) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textFieldDidEndEditing(_ f: UITextField, reason: UITextField.DidEndEditingReason) { log.append("didEnd") }
    func textField(_ f: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("shouldChange {\(range.location),\(range.length)} \"\(string)\""); return allowChange
    }
    func textFieldDidChangeSelection(_ f: UITextField) { log.append("didChangeSelection") }
    func textFieldShouldClear(_ f: UITextField) -> Bool { log.append("shouldClear"); return allowClear }
    func textFieldShouldReturn(_ f: UITextField) -> Bool { log.append("shouldReturn"); return allowReturn }
}

/// Records the text system's side (UITextInputDelegate).
@MainActor final class RecordingInputDelegate: UITextInputDelegate {
    var log: [String] = []
    func selectionWillChange(_ t: (any UITextInput)?) { log.append("selectionWillChange") }
    func selectionDidChange(_ t: (any UITextInput)?) { log.append("selectionDidChange") }
    func textWillChange(_ t: (any UITextInput)?) { log.append("textWillChange") }
    func textDidChange(_ t: (any UITextInput)?) { log.append("textDidChange") }
}

/// UITextField's editing semantics: insert, delete, selection replace, marked text, the
/// delegate's veto, the documented order of delegate calls and control events, bad input.
final class TextFieldEditingTests: XCTestCase {
    @MainActor private func makeField(_ text: String = "") -> (HeadlessHarness, UITextField, RecordingFieldDelegate) {
        let h = HeadlessHarness(width: 400, height: 200)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 300, height: 34))
        f.text = text
        let d = RecordingFieldDelegate()
        f.delegate = d
        w.addSubview(f)
        return (h, f, d)
    }

    @MainActor private func select(_ f: UITextField, _ location: Int, _ length: Int = 0) {
        f.selectedTextRange = IndexedTextRange(NSRange(location: location, length: length))
    }

    @MainActor private func selection(_ f: UITextField) -> NSRange? { (f.selectedTextRange as? IndexedTextRange)?.range }

    @MainActor private func record(_ f: UITextField, into d: RecordingFieldDelegate) {
        for (e, name) in [(UIControl.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                          (.editingDidEnd, "editingDidEnd"), (.editingDidEndOnExit, "editingDidEndOnExit"),
                          (.primaryActionTriggered, "primaryActionTriggered")] {
            f.addAction(UIAction { _ in d.log.append(name) }, for: e)
        }
    }

    /// UITextFieldDelegate's documented flow: "Before becoming the first responder, the text
    /// field calls its delegate's textFieldShouldBeginEditing(_:)… The text field becomes the
    /// first responder… calls textFieldDidBeginEditing(_:)"; before resigning it asks
    /// textFieldShouldEndEditing(_:), after it calls textFieldDidEndEditing(_:). Each control
    /// event follows its delegate call (UIKit does not document that relative order).
    @MainActor func testBeginAndEndEditingFollowTheDocumentedOrder() async {
        let (_, f, d) = makeField("abc")
        record(f, into: d)
        XCTAssertFalse(f.isEditing)
        XCTAssertTrue(f.becomeFirstResponder())
        XCTAssertTrue(f.isEditing && f.isFirstResponder)
        XCTAssertEqual(selection(f), NSRange(location: 3, length: 0), "the caret starts at the end")
        XCTAssertEqual(d.log.filter { $0 != "didChangeSelection" }, ["shouldBegin", "didBegin", "editingDidBegin"])
        d.log = []
        XCTAssertTrue(f.resignFirstResponder())
        XCTAssertEqual(d.log, ["shouldEnd", "didEnd", "editingDidEnd"])
        XCTAssertFalse(f.isEditing || f.isFirstResponder)
    }

    @MainActor func testTheDelegateCanRefuseToBeginOrEnd() async {
        let (_, f, d) = makeField()
        d.allowBegin = false
        XCTAssertFalse(f.becomeFirstResponder(), "textFieldShouldBeginEditing: return false to disallow editing")
        XCTAssertFalse(f.isEditing)
        d.allowBegin = true
        XCTAssertTrue(f.becomeFirstResponder())
        d.allowEnd = false
        XCTAssertFalse(f.resignFirstResponder(), "textFieldShouldEndEditing: false keeps the session")
        XCTAssertTrue(f.isFirstResponder)
        d.log = []
        XCTAssertTrue(f.window?.endEditing(true) ?? false, "endEditing(true) forces it")
        XCTAssertFalse(f.isFirstResponder)
        XCTAssertEqual(d.log, ["didEnd"], "forced: textFieldDidEndEditing is called without asking shouldEnd")
    }

    @MainActor func testTypingInsertsAtTheCaretAndSendsEditingChanged() async {
        let (_, f, d) = makeField("ac")
        record(f, into: d)
        f.becomeFirstResponder()
        select(f, 1)
        d.log = []
        f.insertText("b")
        XCTAssertEqual(f.text, "abc")
        XCTAssertEqual(selection(f), NSRange(location: 2, length: 0))
        XCTAssertEqual(d.log, ["shouldChange {1,0} \"b\"", "editingChanged", "didChangeSelection"],
                       "shouldChangeCharactersIn before the change, editingChanged after it")
    }

    @MainActor func testTypingReplacesTheSelection() async {
        let (_, f, _) = makeField("hello world")
        f.becomeFirstResponder()
        select(f, 6, 5)
        f.insertText("there")
        XCTAssertEqual(f.text, "hello there")
        XCTAssertEqual(selection(f), NSRange(location: 11, length: 0))
    }

    @MainActor func testDeleteBackwardRemovesOneCharacterOrTheSelection() async {
        let (_, f, d) = makeField("a👍🏽b")
        f.becomeFirstResponder()
        select(f, 5)
        d.log = []
        f.deleteBackward()
        XCTAssertEqual(f.text, "ab", "the emoji with its skin tone is one character (one grapheme cluster)")
        XCTAssertEqual(d.log.first, "shouldChange {1,4} \"\"")
        select(f, 0, 2)
        f.deleteBackward()
        XCTAssertEqual(f.text, "")
        XCTAssertFalse(f.hasText)
        f.deleteBackward()
        XCTAssertEqual(f.text, "", "backspace in an empty field does nothing")
    }

    @MainActor func testADelegateThatRejectsEveryChangeKeepsTheText() async {
        let (_, f, d) = makeField("keep")
        record(f, into: d)
        f.becomeFirstResponder()
        d.allowChange = false
        d.log = []
        f.insertText("x")
        f.deleteBackward()
        f.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        f.replace(IndexedTextRange(NSRange(location: 0, length: 4)), withText: "gone")
        XCTAssertEqual(f.text, "keep")
        XCTAssertNil(f.markedTextRange)
        XCTAssertFalse(d.log.contains("editingChanged"), "no change, no editingChanged")
    }

    /// UITextInput's marked text: setMarkedText replaces the marked text (or the selection)
    /// and marks it; insertText commits it (replacing the marked text); unmarkText keeps it
    /// as ordinary text; setMarkedText(nil) cancels it.
    @MainActor func testMarkedTextIsReplacedCommittedOrCancelled() async {
        let (_, f, _) = makeField("a")
        f.becomeFirstResponder()
        f.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertEqual(f.text, "aㅎ")
        XCTAssertEqual((f.markedTextRange as? IndexedTextRange)?.range, NSRange(location: 1, length: 1))
        f.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertEqual(f.text, "a한", "each composition step replaces the marked text")
        XCTAssertEqual(selection(f), NSRange(location: 2, length: 0))
        f.insertText("한")
        XCTAssertEqual(f.text, "a한", "insertText replaces the marked text and commits it")
        XCTAssertNil(f.markedTextRange)
        f.setMarkedText("ㄱ", selectedRange: NSRange(location: 1, length: 0))
        f.unmarkText()
        XCTAssertEqual(f.text, "a한ㄱ")
        XCTAssertNil(f.markedTextRange)
        f.setMarkedText("ㄴ", selectedRange: NSRange(location: 1, length: 0))
        f.setMarkedText(nil, selectedRange: NSRange(location: 0, length: 0))
        XCTAssertEqual(f.text, "a한ㄱ", "setMarkedText(nil) removes the marked text")
        XCTAssertNil(f.markedTextRange)
    }

    @MainActor func testResigningCommitsMarkedText() async {
        let (_, f, _) = makeField()
        f.becomeFirstResponder()
        f.setMarkedText("닭", selectedRange: NSRange(location: 1, length: 0))
        f.resignFirstResponder()
        XCTAssertEqual(f.text, "닭")
        XCTAssertNil(f.markedTextRange)
    }

    /// The return key (insertText("\n")) asks textFieldShouldReturn(_:); when it agrees the
    /// field sends primaryActionTriggered and editingDidEndOnExit, and a field with a target
    /// for editingDidEndOnExit resigns. No newline enters the text.
    @MainActor func testReturnAsksTheDelegateAndEndsOnExit() async {
        let (_, f, d) = makeField("name")
        record(f, into: d)
        f.becomeFirstResponder()
        d.log = []
        f.insertText("\n")
        XCTAssertEqual(f.text, "name")
        XCTAssertEqual(d.log, ["shouldReturn", "primaryActionTriggered", "editingDidEndOnExit", "shouldEnd", "didEnd", "editingDidEnd"])
        XCTAssertFalse(f.isFirstResponder)
        f.becomeFirstResponder()
        d.allowReturn = false
        d.log = []
        f.insertText("\n")
        XCTAssertEqual(d.log, ["shouldReturn"], "textFieldShouldReturn false: ignored")
    }

    @MainActor func testProgrammaticChangesTellTheInputDelegateNotTheFieldDelegate() async {
        let (_, f, d) = makeField()
        f.becomeFirstResponder()
        let input = RecordingInputDelegate()
        f.inputDelegate = input
        d.log = []
        f.text = "set"
        XCTAssertEqual(input.log, ["textWillChange", "textDidChange"])
        XCTAssertFalse(d.log.contains { $0.hasPrefix("shouldChange") }, "programmatic text is not the user's: no shouldChange")
        input.log = []
        select(f, 1)
        XCTAssertEqual(input.log, ["selectionWillChange", "selectionDidChange"])
        input.log = []
        f.insertText("x")
        XCTAssertEqual(input.log, [], "the text system's own edits are not reported back to it")
    }

    @MainActor func testLineBreaksInPastedTextBecomeSpaces() async {
        let (_, f, _) = makeField()
        f.becomeFirstResponder()
        f.replace(IndexedTextRange(NSRange(location: 0, length: 0)), withText: "a\nb\r\nc")
        XCTAssertEqual(f.text, "a b c")
    }

    @MainActor func testInvalidRangesAreClampedAndLogged() async {
        let (_, f, _) = makeField("abc")
        BadInputLog.clear()
        f.becomeFirstResponder()
        select(f, 10, 5)
        XCTAssertEqual(selection(f), NSRange(location: 3, length: 0))
        f.replace(IndexedTextRange(NSRange(location: 2, length: 100)), withText: "Z")
        XCTAssertEqual(f.text, "abZ")
        XCTAssertEqual(BadInputLog.recent.count, 2)
        XCTAssertTrue(BadInputLog.recent[0].contains("UITextField.selectedTextRange"))
        XCTAssertNil(f.position(from: f.beginningOfDocument, offset: 99), "past the end: nil, as UIKit documents")
    }

    @MainActor func testASelectionInsideACharacterIsMovedOffIt() async {
        let (_, f, _) = makeField("a👍b")
        f.becomeFirstResponder()
        select(f, 2)
        XCTAssertEqual(selection(f), NSRange(location: 1, length: 0), "never between the halves of a surrogate pair")
    }

    @MainActor func testATenThousandCharacterPasteIsKept() async {
        let (h, f, _) = makeField("<>")
        f.becomeFirstResponder()
        select(f, 1)
        let big = String(repeating: "가나다라마바사아자차", count: 1000)
        f.insertText(big)
        XCTAssertEqual(f.text?.utf16.count, 10_002)
        XCTAssertEqual(f.text?.hasPrefix("<가"), true)
        XCTAssertEqual(f.text?.hasSuffix("차>"), true)
        XCTAssertEqual(selection(f), NSRange(location: 10_001, length: 0))
        _ = h.renderFrames()
        // The caret was scrolled into view: it is inside the editing rectangle.
        let caret = f.caretRect(for: IndexedTextPosition(10_001))
        let area = f.editingRect(forBounds: f.bounds)
        XCTAssertTrue(caret.minX >= area.minX - 0.01 && caret.maxX <= area.maxX + 0.01)
        XCTAssertGreaterThan(f.scrollOffset, 1000)
    }

    @MainActor func testTypingWhileTheFieldIsRemovedFromItsWindowLosesNothing() async {
        let (h, f, d) = makeField("ab")
        f.becomeFirstResponder()
        f.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
        h.screen.textInput.perform(.text("c"))
        XCTAssertEqual(f.text, "abc")
        d.log = []
        f.removeFromSuperview()
        XCTAssertFalse(f.isFirstResponder)
        XCTAssertEqual(d.log, ["didEnd"], "removal forces the end of editing")
        h.screen.textInput.perform(.text("d"))
        XCTAssertEqual(f.text, "abc", "keys after removal go nowhere (no active input)")
        f.insertText("e")
        XCTAssertEqual(f.text, "abce", "a direct call still edits the field")
    }

    @MainActor func testTheClearButtonAsksTheDelegateAndEmptiesTheField() async {
        let (_, f, d) = makeField("clear me")
        record(f, into: d)
        f.clearButtonMode = .always
        f.layoutIfNeeded()
        XCTAssertFalse(f.clearButton.isHidden)
        d.allowClear = false
        f.clearButtonTapped()
        XCTAssertEqual(f.text, "clear me")
        d.allowClear = true
        d.log = []
        f.clearButtonTapped()
        XCTAssertEqual(f.text, "")
        XCTAssertEqual(Array(d.log.prefix(4)), ["shouldClear", "shouldBegin", "didBegin", "editingDidBegin"])
        XCTAssertTrue(d.log.contains("editingChanged"))
        f.layoutIfNeeded()
        XCTAssertTrue(f.clearButton.isHidden, "no clear button while the field is empty")
    }

    @MainActor func testTraitsAreStored() async {
        let (_, f, _) = makeField()
        f.keyboardType = .emailAddress
        f.returnKeyType = .go
        f.autocorrectionType = .no
        f.isSecureTextEntry = true
        f.textContentType = .password
        let traits: any UITextInputTraits = f
        XCTAssertEqual(traits.keyboardType, .emailAddress)
        XCTAssertEqual(traits.returnKeyType, .go)
        XCTAssertTrue(traits.isSecureTextEntry)
        XCTAssertEqual(traits.textContentType, .password)
    }
}
