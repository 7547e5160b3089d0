import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// The caret and the edit menu on a UITextField with the keyboard up, by touch: a tap places
/// the caret, a double tap selects a word, the menu's items copy and paste through
/// `UIPasteboard.general`; long and bad pasteboard contents.
final class TextInputEditMenuEndToEndTests: XCTestCase {
    @MainActor private func caret(_ f: UITextField) -> Int? {
        guard let r = f.selectedTextRange, r.isEmpty else { return nil }
        return f.offset(from: f.beginningOfDocument, to: r.start)
    }
    @MainActor private func selected(_ f: UITextField) -> String? { f.selectedTextRange.flatMap { f.text(in: $0) } }

    /// A point on the field's text line at `x` points from the field's left edge.
    @MainActor private func point(_ s: FormScene, _ f: UITextField, x: CGFloat) -> CGPoint {
        let r = f.convert(f.bounds, to: nil)
        return CGPoint(x: r.minX + x, y: r.midY)
    }

    /// UITextInteraction (UIKit's text gestures): a tap on an input that is not first
    /// responder makes it first responder with the caret at the tap; a tap past the end puts
    /// it at the end, one before the first word at the start; a double tap selects the word
    /// and shows the menu; the menu's Copy puts the word on the general pasteboard, and Paste
    /// (offered with a caret when the pasteboard has text) inserts it.
    @MainActor func testTapDoubleTapCopyPasteRoundTrip() async {
        let s = FormScene()
        let f = s.fields[0]
        f.text = "hello world"
        s.tap(point(s, f, x: 290))
        XCTAssertTrue(f.isFirstResponder)
        XCTAssertTrue(s.keyboard.isVisible)
        XCTAssertEqual(caret(f), 11, "a tap past the end: the caret at the end")
        s.tap(point(s, f, x: 3))
        XCTAssertEqual(caret(f), 0, "a tap before the first letter: the caret at the start")
        // Somewhere inside "world": between the caret x of offsets 7 and 9 ("o" … "r").
        let a = f.convert(f.caretRect(for: f.position(from: f.beginningOfDocument, offset: 7)!), to: nil)
        let b = f.convert(f.caretRect(for: f.position(from: f.beginningOfDocument, offset: 9)!), to: nil)
        s.doubleTap(CGPoint(x: (a.midX + b.midX) / 2, y: a.midY))
        XCTAssertEqual(selected(f), "world")
        XCTAssertTrue(f.textInteraction.isEditMenuVisible, "a double tap shows the menu")
        s.tapMenuItem(.copy, of: f)
        XCTAssertEqual(UIPasteboard.general.string, "world")
        XCTAssertFalse(f.textInteraction.isEditMenuVisible)
        XCTAssertEqual(f.text, "hello world", "copy changes nothing")
        // Caret at the end, then a tap on the caret shows its menu (with Paste now).
        s.tap(point(s, f, x: 290))
        XCTAssertEqual(caret(f), 11)
        let c = f.convert(f.caretRect(for: f.endOfDocument), to: nil)
        s.tap(CGPoint(x: c.midX, y: c.midY))
        XCTAssertTrue(f.textInteraction.isEditMenuVisible)
        XCTAssertTrue(f.textInteraction.menu?.actions.contains(.paste) ?? false)
        s.tapMenuItem(.paste, of: f)
        XCTAssertEqual(f.text, "hello worldworld")
        XCTAssertEqual(caret(f), 16)
        XCTAssertTrue(s.keyboard.isVisible, "the keyboard stays through the menu")
    }

    /// Issue 15 bad input: "10,000-character paste … no crash, no lost text". All of it goes
    /// in at the caret, and typing on after it still works.
    @MainActor func testPasteOfTenThousandCharacters() async {
        let s = FormScene()
        let f = s.fields[0]
        f.text = "ab"
        s.tap(point(s, f, x: 290))
        let long = String(repeating: "0123456789", count: 1000)
        UIPasteboard.general.string = long
        let c = f.convert(f.caretRect(for: f.endOfDocument), to: nil)
        s.tap(CGPoint(x: c.midX, y: c.midY))
        s.tapMenuItem(.paste, of: f)
        XCTAssertEqual(f.text?.count, 10_002)
        XCTAssertEqual(f.text, "ab" + long)
        XCTAssertEqual(caret(f), 10_002)
        s.type("z")
        XCTAssertEqual(f.text?.suffix(3), "89z")
        s.h.renderFrames()
    }

    /// Issue 15 bad input: "invalid UTF-8 on the pasteboard": the valid bytes are pasted, the
    /// bad byte reads as U+FFFD (Foundation's decoding rule), and the app's bad data is logged.
    @MainActor func testPasteOfInvalidUTF8() async {
        let s = FormScene()
        let f = s.fields[0]
        s.tap(s.centre(of: f))
        BadInputLog.clear()
        UIPasteboard.general.setData(Data([0x6F, 0x6B, 0xFF, 0xC3, 0x21]), forPasteboardType: UIPasteboard.plainTextType)
        let c = f.convert(f.caretRect(for: f.endOfDocument), to: nil)
        s.tap(CGPoint(x: c.midX, y: c.midY))
        XCTAssertTrue(f.textInteraction.menu?.actions.contains(.paste) ?? false)
        s.tapMenuItem(.paste, of: f)
        XCTAssertEqual(f.text, "ok\u{FFFD}\u{FFFD}!")
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("not valid UTF-8") }, "\(BadInputLog.recent)")
    }
}
