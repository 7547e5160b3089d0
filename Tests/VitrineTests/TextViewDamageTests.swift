import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A text view redraws only the lines an edit changed or moved (the fast path); after every
/// edit the screen must equal a from-scratch render pixel for pixel.
final class TextViewDamageTests: XCTestCase {
    @MainActor private func assertMatchesFullRedraw(_ h: HeadlessHarness, _ step: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        let c = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
        XCTAssertEqual(c.differingPixels, 0, "after \(step): the partial redraw differs from a full one", file: file, line: line)
    }

    @MainActor func testEditsRedrawOnlyWhatChangedAndMatchAFullRedraw() async {
        let h = HeadlessHarness(width: 320, height: 400)
        h.window.backgroundColor = .white
        h.window.makeKeyAndVisible()
        let t = UITextView(frame: CGRect(x: 10, y: 10, width: 300, height: 380))
        t.font = UIFont(name: "DejaVu Sans", size: 15)
        t.text = (0..<30).map { "Line \($0): the quick brown fox jumps" }.joined(separator: "\n")
        h.window.addSubview(t)
        XCTAssertTrue(t.becomeFirstResponder())
        t.selectedRange = NSRange(location: 40, length: 0)
        assertMatchesFullRedraw(h, "placing the caret")

        t.insertText("x")
        h.renderFrames()
        // (With two buffers a frame also repairs the previous frame's damage: type twice.)
        t.insertText("y")
        h.renderFrames()
        let lineHeight = t.font?.lineHeight ?? 20
        XCTAssertLessThanOrEqual(h.lastDamage.boundingBox.height, Int((3 * lineHeight).rounded(.up)) + 2,
                                 "one letter: the edited line and the one before it, not the whole view")
        assertMatchesFullRedraw(h, "typing a letter")

        t.insertText(" and a long run of words that wraps onto the next line")
        assertMatchesFullRedraw(h, "a paste that wraps and pushes the lines below down")
        t.setMarkedText("한", selectedRange: NSRange(location: 1, length: 0))
        assertMatchesFullRedraw(h, "marked text (underlined)")
        t.unmarkText()
        assertMatchesFullRedraw(h, "committing it (no underline)")
        t.selectedRange = NSRange(location: 0, length: 200)
        t.deleteBackward()
        assertMatchesFullRedraw(h, "deleting several lines (the lines below move up)")
        t.undoManager?.undo()
        assertMatchesFullRedraw(h, "undoing that")
        t.selectedRange = NSRange(location: t.text.utf16.count, length: 0)
        for _ in 0..<50 { t.deleteBackward() }
        assertMatchesFullRedraw(h, "deleting at the end (the text gets shorter)")
    }
}
