import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

@MainActor private final class OrderDelegate: UITextFieldDelegate {
    var log: [String] = []
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldDidChangeSelection(_ textField: UITextField) { log.append("didChangeSelection") }
}

/// The caret of the text interaction and the order of the field's delegate calls.
final class TextCaretFocusTests: XCTestCase {
    @MainActor private func makeField(_ h: HeadlessHarness) -> UITextField {
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 34))
        h.window.addSubview(f)
        return f
    }

    /// UIKit shows the caret only in the key window: a first responder in a window that
    /// stopped being key keeps its first-responder status but shows no caret, and (this
    /// toolkit's rule for an idle screen) no blink timer runs for it; it comes back with the
    /// key window.
    @MainActor func testTheCaretHidesWhileItsWindowIsNotKey() async {
        let h = HeadlessHarness(width: 300, height: 200)
        h.window.makeKeyAndVisible()
        let f = makeField(h)
        XCTAssertTrue(f.becomeFirstResponder())
        let i = f.textInteraction
        XCTAssertTrue(i.caretView.superview === f)
        XCTAssertTrue(i.blink.isRunning)

        let other = UIWindow(screen: h.screen)
        other.makeKeyAndVisible()
        XCTAssertTrue(f.isFirstResponder, "still its window's first responder")
        XCTAssertNil(i.caretView.superview, "no caret outside the key window")
        XCTAssertFalse(i.blink.isRunning, "no blink timer for a hidden caret")
        h.advance(by: 2)
        XCTAssertNil(i.caretView.superview)

        h.window.makeKey()
        XCTAssertTrue(i.caretView.superview === f, "the caret is back with the key window")
        XCTAssertTrue(i.blink.isRunning)
    }

    /// The caret stands at the selection as soon as the app types into the field (UIKit
    /// moves it with the selection), not at the blink's next tick.
    @MainActor func testTheCaretFollowsTypingAtOnce() async {
        let h = HeadlessHarness(width: 300, height: 200)
        h.window.makeKeyAndVisible()
        let f = makeField(h)
        XCTAssertTrue(f.becomeFirstResponder())
        let before = f.textInteraction.caretView.frame.minX
        f.insertText("abc")
        let end = f.caretRect(for: f.endOfDocument).minX
        XCTAssertGreaterThan(end, before)
        XCTAssertEqual(f.textInteraction.caretView.frame.minX, end)
    }

    /// UIKit: `textFieldDidBeginEditing(_:)` "notifies the delegate that the specified text
    /// field just became the first responder"; the caret placed as editing begins is a
    /// selection change of the editing session, reported after it began (not before
    /// did-begin, when the delegate does not yet know the field is editing).
    @MainActor func testDidChangeSelectionComesAfterDidBeginEditing() async {
        let h = HeadlessHarness(width: 300, height: 200)
        h.window.makeKeyAndVisible()
        let f = makeField(h)
        f.text = "abc"
        f.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 0))
        let d = OrderDelegate()
        f.delegate = d
        XCTAssertTrue(f.becomeFirstResponder())
        XCTAssertEqual(d.log, ["shouldBegin", "didBegin", "didChangeSelection"])
        XCTAssertEqual((f.selectedTextRange as? IndexedTextRange)?.range, NSRange(location: 3, length: 0))
        d.log = []
        f.resignFirstResponder()
        XCTAssertTrue(f.becomeFirstResponder())
        XCTAssertEqual(d.log, ["shouldBegin", "didBegin"], "the caret already at the end: no selection change")
    }
}
