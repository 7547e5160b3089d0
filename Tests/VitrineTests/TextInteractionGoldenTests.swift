import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The text interaction's drawing, headless, against reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`, ±2 per channel and no differing pixel). The text view is
/// MonoTextView (white, black 14-point monospaced text in 10-point cells) at (20, 100) in a
/// light grey 320×240 window.
final class TextInteractionGoldenTests: XCTestCase {
    @MainActor private func check(_ s: TextInteractionScene, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        s.h.renderFrames()
        if let failure = GoldenImage.verify(s.h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// The caret (blue, 2 points, the line's height) after "hello", with its menu above it
    /// (Select | Select All | Paste).
    @MainActor func testCaretAndCaretMenu() async {
        let s = TextInteractionScene(text: "hello world foo\nsecond line")
        UIPasteboard.general.string = "clip"
        s.tap(s.point(x: 50))
        s.tap(s.point(x: 50))
        XCTAssertTrue(s.interaction.isEditMenuVisible)
        // Showing the menu leaves the blink alone: wait for a visible half period.
        for _ in 0..<10 where s.interaction.caretView.isHidden { s.h.advance(by: 0.1) }
        XCTAssertFalse(s.interaction.caretView.isHidden)
        check(s, "text-interaction-caret-menu")
    }

    /// A selection over two lines ("world foo" to "second"): tinted highlight, the start
    /// handle's knob above "w", the end handle's knob below the end of "second", and the
    /// menu (Cut | Copy | Delete | Select All) above the selection.
    @MainActor func testSelectionHandlesAndMenu() async {
        let s = TextInteractionScene(text: "hello world foo\nsecond line")
        s.doubleTap(s.point(x: 83))
        let endKnob = s.view.convert(s.interaction.endHandle.knobCenter, to: s.h.window)
        s.h.drag(from: endKnob, to: CGPoint(x: endKnob.x - 50, y: endKnob.y + 20))
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 16), "world foo\\nsecond")
        check(s, "text-interaction-selection-menu")
    }

    /// A long press in "world" (the caret moved between "wo" and "rld"): the round lens
    /// above the finger shows the text around it 1.5 times larger, caret included.
    @MainActor func testLoupe() async {
        let s = TextInteractionScene(text: "hello world foo\nsecond line")
        s.h.touchDown(0, at: s.point(x: 81))
        s.h.advance(by: 0.6)
        XCTAssertEqual(s.view.selection, NSRange(location: 8, length: 0))
        check(s, "text-interaction-loupe")
        s.h.touchUp(0)
    }

    /// At 2 pixels per point: the caret 4 pixels wide, the knobs and the menu drawn at twice
    /// the pixels (a selection of "world" with its menu, and nothing blurred by half pixels).
    @MainActor func testSelectionAtScale2() async {
        let s = TextInteractionScene(text: "hello world foo", scale: 2)
        s.doubleTap(s.point(x: 83))
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 5))
        check(s, "text-interaction-selection-2x")
    }

    /// No room above the text: the menu goes below the selection (under the end knob).
    @MainActor func testMenuBelowWhenNoRoomAbove() async {
        let s = TextInteractionScene(text: "hello world foo", origin: CGPoint(x: 20, y: 10))
        s.doubleTap(s.point(x: 20))
        check(s, "text-interaction-menu-below")
    }
}
