import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

@MainActor final class RecordingTextViewDelegate: UITextViewDelegate {
    var log: [String] = []
    var allowBegin = true, allowEnd = true, allowChange = true
    func textViewShouldBeginEditing(_ t: UITextView) -> Bool { log.append("shouldBegin"); return allowBegin }
    func textViewShouldEndEditing(_ t: UITextView) -> Bool { log.append("shouldEnd"); return allowEnd }
    func textViewDidBeginEditing(_ t: UITextView) { log.append("didBegin") }
    func textViewDidEndEditing(_ t: UITextView) { log.append("didEnd") }
    func textView(_ t: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("shouldChange {\(range.location),\(range.length)} \(text.debugDescription)"); return allowChange
    }
    func textViewDidChange(_ t: UITextView) { log.append("didChange") }
    func textViewDidChangeSelection(_ t: UITextView) { log.append("didChangeSelection") }
}

/// UITextView: the shared editing model with its own delegate, multi-line geometry in its
/// content view (`textInputView`), scrolling to the caret, read-only mode. Geometry values
/// come from DejaVu Sans Mono's advance at 20 pt (771/64 pt).
final class TextViewTests: XCTestCase {
    private let A: CGFloat = 771.0 / 64.0

    @MainActor private func makeView(_ text: String, width: CGFloat = 200, height: CGFloat = 100)
        -> (HeadlessHarness, UITextView, RecordingTextViewDelegate) {
        let h = HeadlessHarness(width: 300, height: 300)
        h.window.makeKeyAndVisible()
        let t = UITextView(frame: CGRect(x: 10, y: 10, width: width, height: height))
        t.font = UIFont(name: "DejaVu Sans Mono", size: 20)
        t.text = text
        let d = RecordingTextViewDelegate()
        t.delegate = d
        h.window.addSubview(t)
        _ = h.renderFrames()
        return (h, t, d)
    }

    /// UITextViewDelegate: textViewShouldBeginEditing before the view becomes first
    /// responder, textViewDidBeginEditing after; shouldChangeTextIn before each user change,
    /// textViewDidChange after it; textViewShouldEndEditing, then textViewDidEndEditing.
    @MainActor func testTheDelegateFlow() async {
        let (_, t, d) = makeView("ab")
        XCTAssertTrue(t.becomeFirstResponder())
        XCTAssertEqual(d.log.filter { $0 != "didChangeSelection" }, ["shouldBegin", "didBegin"])
        t.selectedRange = NSRange(location: 2, length: 0)
        d.log = []
        t.insertText("\n")
        XCTAssertEqual(t.text, "ab\n", "return inserts a line break in a text view")
        XCTAssertEqual(d.log, ["shouldChange {2,0} \"\\n\"", "didChange", "didChangeSelection"])
        d.log = []
        XCTAssertTrue(t.resignFirstResponder())
        XCTAssertEqual(d.log, ["shouldEnd", "didEnd"])
    }

    @MainActor func testVetoAndMarkedText() async {
        let (_, t, d) = makeView("")
        t.becomeFirstResponder()
        t.setMarkedText("ㄷ", selectedRange: NSRange(location: 1, length: 0))
        t.setMarkedText("다", selectedRange: NSRange(location: 1, length: 0))
        t.setMarkedText("닭", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertEqual(t.text, "닭")
        t.unmarkText()
        XCTAssertNil(t.markedTextRange)
        d.allowChange = false
        t.insertText("x")
        t.deleteBackward()
        XCTAssertEqual(t.text, "닭")
    }

    @MainActor func testAReadOnlyTextViewTakesNoTyping() async {
        let (_, t, d) = makeView("fixed")
        t.isEditable = false
        XCTAssertTrue(t.becomeFirstResponder(), "selectable: it may still become first responder (to select)")
        XCTAssertFalse(t.isEditing)
        XCTAssertFalse(d.log.contains("shouldBegin"), "no editing session, so the delegate is not asked")
        t.insertText("x")
        t.deleteBackward()
        XCTAssertEqual(t.text, "fixed")
        XCTAssertNil(t.window?.screen.textInput.activeResponder, "no keyboard for a view that cannot be typed in")
        t.isSelectable = false
        t.resignFirstResponder()
        XCTAssertFalse(t.canBecomeFirstResponder)
    }

    /// Geometry is in the content view (textInputView): the text starts at the container
    /// inset (8 points down) plus the line fragment padding (5 points in).
    @MainActor func testMultiLineGeometry() async {
        // 200 - 2 × 5 = 190 points: 15 advances (180.7 pt) fit, so "aaaaaaaaaa bbbb" + wrap.
        let (_, t, _) = makeView("aaaaaaaaaa bbbbbbbbbb\ncc")
        t.becomeFirstResponder()
        XCTAssertTrue(t.textInputView === t.contentView)
        let c0 = t.caretRect(for: IndexedTextPosition(0))
        XCTAssertEqual(c0.midX, 5, accuracy: 0.01)
        XCTAssertEqual(c0.minY, 8, accuracy: 0.01)
        let wrapped = t.caretRect(for: IndexedTextPosition(13))
        XCTAssertEqual(wrapped.midX, 5 + 2 * A, accuracy: 0.01, "\"bb\" into the second line")
        XCTAssertEqual(wrapped.minY, 8 + c0.height, accuracy: 0.01)
        let third = t.caretRect(for: IndexedTextPosition(23))
        XCTAssertEqual(third.minY, 8 + 2 * c0.height, accuracy: 0.01, "after the line break: the third line")
        let hit = t.closestPosition(to: CGPoint(x: 5 + 1.2 * A, y: third.midY)) as? IndexedTextPosition
        XCTAssertEqual(hit?.offset, 23)
        let down = t.position(from: IndexedTextPosition(2), in: .down, offset: 1) as? IndexedTextPosition
        XCTAssertEqual(down?.offset, 13, "down keeps the x: two advances into the next line")
        let rects = t.selectionRects(for: IndexedTextRange(NSRange(location: 5, length: 10)))
        XCTAssertEqual(rects.count, 2, "a selection over a wrap has a rectangle on each line")
    }

    @MainActor func testTypingAtTheEndScrollsTheCaretIntoView() async {
        let (h, t, _) = makeView("", height: 100)
        t.becomeFirstResponder()
        for i in 0..<12 { t.insertText("line \(i)\n") }
        _ = h.renderFrames()
        XCTAssertGreaterThan(t.contentSize.height, 100)
        let caret = t.caretRect(for: t.endOfDocument)
        XCTAssertGreaterThan(t.contentOffset.y, 0)
        XCTAssertLessThanOrEqual(caret.maxY, t.contentOffset.y + t.bounds.height + 0.01, "the caret is inside the visible part")
        XCTAssertGreaterThanOrEqual(caret.minY, t.contentOffset.y - 0.01)
    }

    @MainActor func testATenThousandCharacterPasteAndInvalidRanges() async {
        let (_, t, _) = makeView("")
        BadInputLog.clear()
        t.becomeFirstResponder()
        t.insertText(String(repeating: "0123456789", count: 1000))
        XCTAssertEqual(t.text.utf16.count, 10_000)
        t.selectedRange = NSRange(location: 20_000, length: 4)
        XCTAssertEqual(t.selectedRange, NSRange(location: 10_000, length: 0))
        XCTAssertEqual(BadInputLog.recent.count, 1)
        XCTAssertGreaterThan(t.contentOffset.y, 0)
    }

    /// A text view in DejaVu Sans 15 with the default 8-point container inset: an editable
    /// paragraph that wraps to three lines; a paragraph that starts in Hebrew, so it runs right
    /// to left and (natural alignment) sits at the right: "and hello שלום" visually; a Korean
    /// line with "한" committed and "글" marked (underlined), the caret (UITextInteraction's,
    /// blue) right after 글, drawn at once after the app's insertText/setMarkedText. White
    /// view on a grey window.
    @MainActor func testGolden() async {
        let h = HeadlessHarness(width: 220, height: 150, scale: 2)
        h.window.backgroundColor = UIColor(rgb: 0xE5E5EA)
        h.window.makeKeyAndVisible()
        let t = UITextView(frame: CGRect(x: 10, y: 10, width: 200, height: 130))
        t.font = UIFont(name: "DejaVu Sans", size: 15)
        t.text = "A text view wraps its lines at its width and scrolls.\nשלום and hello\n"
        h.window.addSubview(t)
        XCTAssertTrue(t.becomeFirstResponder())
        t.insertText("한")
        t.setMarkedText("글", selectedRange: NSRange(location: 1, length: 0))
        _ = h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "textview", directory: goldenDirectory) { XCTFail(failure) }
    }
}
