import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UITextInteraction on a custom `UITextInput` view (MonoTextView: 10-point cells, 20-point
/// lines): caret placement, blink, word selection, handles, the edit menu's contents and
/// commands. Positions are worked out by hand from that geometry.
final class TextInteractionTests: XCTestCase {
    // MARK: Tap

    /// UITextInteraction: a tap on an input that is not first responder makes it first
    /// responder and puts the caret at the tap; a tap inside a word goes to the nearer end of
    /// the word (UIKit's text views snap a tap to a word boundary), between words exactly.
    @MainActor func testTapMakesFirstResponderAndPutsTheCaretAtTheNearerWordEnd() async {
        let s = TextInteractionScene()   // "hello world foo"
        XCTAssertFalse(s.view.isFirstResponder)
        s.tap(s.point(x: 18))            // in "hello", 1.8 cells: nearer its start (0)
        XCTAssertTrue(s.view.isFirstResponder)
        XCTAssertEqual(s.view.selection, NSRange(location: 0, length: 0))
        XCTAssertTrue(s.interaction.caretView.superview === s.view)
        XCTAssertEqual(s.interaction.caretView.frame, CGRect(x: -1, y: 0, width: 2, height: 20))
        s.tap(s.point(x: 92))            // in "world" (6..<11) at 9.2 cells: nearer its end (11)
        XCTAssertEqual(s.view.selection, NSRange(location: 11, length: 0))
        XCTAssertEqual(s.interaction.caretView.frame, CGRect(x: 109, y: 0, width: 2, height: 20))
        s.tap(s.point(x: 58))            // on the space between: exactly 6 (start of "world")
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 0))
        XCTAssertFalse(s.interaction.isEditMenuVisible, "a tap that moves the caret shows no menu")
    }

    /// UITextInteractionDelegate.interactionShouldBegin(_:at:): returning false keeps the
    /// gesture from acting (no first responder, no caret); will-begin/did-end frame a gesture.
    @MainActor func testDelegateCanRefuseAndIsToldWhenGesturesBeginAndEnd() async {
        let s = TextInteractionScene()
        let d = RecordingTextInteractionDelegate()
        s.interaction.delegate = d
        d.allow = false
        s.tap(s.point(x: 30))
        XCTAssertFalse(s.view.isFirstResponder)
        XCTAssertNil(s.interaction.caretView.superview)
        d.allow = true
        d.log = []
        s.tap(s.point(x: 30))
        XCTAssertTrue(s.view.isFirstResponder)
        XCTAssertEqual(Array(d.log.suffix(2)), ["willBegin", "didEnd"])
        XCTAssertTrue(d.log.contains("shouldBegin"))
    }

    /// A tap on the caret shows the edit menu; another tap on it hides it.
    @MainActor func testTapOnTheCaretTogglesTheMenu() async {
        let s = TextInteractionScene()
        s.tap(s.point(x: 50))            // the end of "hello" (5)
        XCTAssertEqual(s.view.selection.location, 5)
        XCTAssertFalse(s.interaction.isEditMenuVisible)
        s.tap(s.point(x: 53))
        XCTAssertTrue(s.interaction.isEditMenuVisible)
        XCTAssertEqual(s.view.selection.location, 5, "the caret stays")
        s.tap(s.point(x: 47))
        XCTAssertFalse(s.interaction.isEditMenuVisible)
    }

    // MARK: Caret blink

    /// The caret blinks on the screen clock: visible 0.5 s, hidden 0.5 s, from the last
    /// change; a change (typing) shows it solid again and restarts the cycle.
    @MainActor func testCaretBlinksOnTheVirtualClockAndTypingRestartsIt() async {
        let s = TextInteractionScene()
        s.tap(s.point(x: 50))
        // A known start: the caret moves at t0 (a key through the text system).
        s.h.screen.textInput.perform(.text("!"))
        let t0 = s.h.clock.now
        let caret = s.interaction.caretView
        XCTAssertEqual(caret.frame.minX, 59)
        func visible(at t: Double) -> Bool {
            s.h.advance(by: t0 + t - s.h.clock.now)
            // The caret's pixels on screen (window x = 20 + its x + 1, y 110), in system blue.
            let x = Int(20 + caret.frame.minX + 1)
            return !caret.isHidden && s.h.screenshot[x, 110] & 0xFFFFFF == 0x007AFF
        }
        XCTAssertTrue(visible(at: 0.25))
        XCTAssertFalse(visible(at: 0.75))
        XCTAssertTrue(visible(at: 1.25))
        XCTAssertFalse(visible(at: 1.6))
        s.h.screen.textInput.perform(.text("?"))   // typing while hidden (t0 + 1.6)
        XCTAssertFalse(caret.isHidden, "a change shows the caret at once")
        XCTAssertEqual(caret.frame.minX, 69)
        XCTAssertTrue(visible(at: 2.05), "still solid 0.45 s after the key")
        XCTAssertFalse(visible(at: 2.15), "hidden 0.5 s after the key")
        XCTAssertTrue(visible(at: 2.65))
    }

    /// The caret shows only while the input is first responder and the selection is empty;
    /// after resigning nothing blinks (no timer, no frame).
    @MainActor func testCaretOnlyWhileFirstResponderWithAnEmptySelection() async {
        let s = TextInteractionScene()
        s.tap(s.point(x: 50))
        XCTAssertNotNil(s.interaction.caretView.superview)
        s.view.selection = NSRange(location: 0, length: 5)
        s.view.inputDelegate?.selectionDidChange(s.view)   // as an input reports a program's change
        XCTAssertNil(s.interaction.caretView.superview, "a selection hides the caret")
        XCTAssertNotNil(s.interaction.highlightView.superview)
        s.view.selection = NSRange(location: 2, length: 0)
        s.view.inputDelegate?.selectionDidChange(s.view)
        XCTAssertNotNil(s.interaction.caretView.superview)
        XCTAssertTrue(s.view.resignFirstResponder())
        XCTAssertNil(s.interaction.caretView.superview)
        s.h.renderFrames()
        s.h.advance(by: 3)
        XCTAssertEqual(s.h.renderFrames(), 0, "no blinking after resigning")
        XCTAssertNil(s.h.clock.nextDeadline, "no timer left")
    }

    /// A blink redraws only the caret's rectangle (the compositor's damage), and the partial
    /// frame equals a full redraw.
    @MainActor func testBlinkDamagesOnlyTheCaret() async {
        let s = TextInteractionScene()
        s.tap(s.point(x: 50))
        s.h.screen.textInput.perform(.text("!"))
        let t0 = s.h.clock.now
        // The caret at x = 59 in the view at (20, 100): window (79, 100), 2×20.
        let caretPixels = Region(PixelRect(x: 79, y: 100, width: 2, height: 20))
        s.h.advance(by: 0.6)     // hidden at t0 + 0.5: one frame (its buffer also catches
                                 // up on the typing's frame: two buffers, buffer age 2)
        XCTAssertEqual(s.h.advanceFrames(to: t0 + 1.1), 1, "visible again at t0 + 1: one frame")
        XCTAssertEqual(s.h.lastDamage, caretPixels)
        XCTAssertEqual(s.h.advanceFrames(to: t0 + 1.6), 1, "hidden at t0 + 1.5: one frame")
        XCTAssertEqual(s.h.lastDamage, caretPixels)
        XCTAssertEqual(GoldenImage.compare(s.h.screenshot, s.h.fullRedraw(), channelTolerance: 0).differingPixels, 0)
    }

    // MARK: Selection

    /// Double tap selects the word under the finger (the tokenizer's `.word`) and shows the
    /// menu; the highlight covers the word's rectangle and the handles stand at its ends.
    @MainActor func testDoubleTapSelectsTheWordAndShowsTheMenu() async {
        let s = TextInteractionScene()
        s.doubleTap(s.point(x: 83))      // in "world"
        XCTAssertTrue(s.view.isFirstResponder)
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 5))
        XCTAssertNil(s.interaction.caretView.superview)
        XCTAssertEqual(s.interaction.highlightView.frame, CGRect(x: 60, y: 0, width: 50, height: 20))
        XCTAssertEqual(s.interaction.startHandle.anchor, CGPoint(x: 60, y: 10))
        XCTAssertEqual(s.interaction.endHandle.anchor, CGPoint(x: 110, y: 10))
        XCTAssertTrue(s.interaction.isEditMenuVisible)
        XCTAssertEqual(s.menu?.actions, [.cut, .copy, .delete, .selectAll], "empty pasteboard: no Paste")
    }

    /// Dragging a handle moves that end of the selection to the closest position; the ends
    /// never cross (at least one character stays selected); the menu hides while dragging and
    /// comes back on release.
    @MainActor func testHandleDragMovesOneEndAndNeverCrosses() async {
        let s = TextInteractionScene()
        s.doubleTap(s.point(x: 83))      // "world" 6..<11
        let knob = { (h: TextSelectionHandleView) in s.view.convert(h.knobCenter, to: s.h.window) }
        // End handle to the end of "foo" (offset 15, x 150).
        let endKnob = knob(s.interaction.endHandle)
        s.h.drag(from: endKnob, to: CGPoint(x: endKnob.x + 40, y: endKnob.y), lift: false)
        XCTAssertFalse(s.interaction.isEditMenuVisible)
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 9))
        s.h.touchUp(0)
        XCTAssertTrue(s.interaction.isEditMenuVisible)
        // End handle far left, past the start: stops one character after the start.
        let endKnob2 = knob(s.interaction.endHandle)
        s.h.drag(from: endKnob2, to: CGPoint(x: endKnob2.x - 140, y: endKnob2.y))
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 1))
        // Start handle to the very beginning.
        let startKnob = knob(s.interaction.startHandle)
        s.h.drag(from: startKnob, to: CGPoint(x: startKnob.x - 100, y: startKnob.y))
        XCTAssertEqual(s.view.selection, NSRange(location: 0, length: 7))
        // Start handle far right: stops one character before the end.
        let startKnob2 = knob(s.interaction.startHandle)
        s.h.drag(from: startKnob2, to: CGPoint(x: startKnob2.x + 200, y: startKnob2.y))
        XCTAssertEqual(s.view.selection, NSRange(location: 6, length: 1))
    }

    /// Long press: the caret follows the finger exactly (no word snapping), the menu shows on
    /// release.
    @MainActor func testLongPressMovesTheCaretWithTheFingerAndShowsTheMenuOnRelease() async {
        let s = TextInteractionScene()
        s.h.touchDown(0, at: s.point(x: 21))
        s.h.advance(by: 0.6)
        XCTAssertTrue(s.view.isFirstResponder)
        XCTAssertEqual(s.view.selection, NSRange(location: 2, length: 0), "inside \"hello\", not snapped")
        // The loupe: an 80-point lens centred 64 points above the finger, in the window.
        guard let loupe = s.interaction.loupe else { return XCTFail("no loupe") }
        XCTAssertTrue(loupe.superview === s.h.window)
        XCTAssertEqual(loupe.center, CGPoint(x: 41, y: 110 - 64))
        s.h.touchMove(0, to: s.point(x: 72))
        XCTAssertEqual(s.view.selection, NSRange(location: 7, length: 0))
        XCTAssertEqual(loupe.center, CGPoint(x: 92, y: 110 - 64), "it follows the finger")
        XCTAssertFalse(s.interaction.isEditMenuVisible)
        s.h.renderFrames()
        XCTAssertEqual(GoldenImage.compare(s.h.screenshot, s.h.fullRedraw(), channelTolerance: 0).differingPixels, 0,
                       "the lens's partial frames equal a full redraw")
        s.h.touchUp(0)
        XCTAssertNil(s.interaction.loupe)
        XCTAssertNil(loupe.superview, "the loupe goes with the finger")
        XCTAssertTrue(s.interaction.isEditMenuVisible)
        XCTAssertEqual(s.menu?.actions, [.select, .selectAll])
    }

    /// `.nonEditable`: no caret; double tap and long press select a word; a tap clears the
    /// selection; the menu never offers cut, paste or delete.
    @MainActor func testNonEditableSelectsWithoutACaret() async {
        let s = TextInteractionScene(mode: .nonEditable)
        UIPasteboard.general.string = "clip"
        s.tap(s.point(x: 30))
        XCTAssertNil(s.interaction.caretView.superview)
        s.h.touchDown(0, at: s.point(x: 131))
        s.h.advance(by: 0.6)
        XCTAssertEqual(s.view.selection, NSRange(location: 12, length: 3), "\"foo\"")
        s.h.touchUp(0)
        XCTAssertEqual(s.menu?.actions, [.copy, .selectAll])
        XCTAssertNil(s.interaction.caretView.superview)
        s.tap(s.point(x: 30))
        XCTAssertEqual(s.view.selection.length, 0)
        XCTAssertNil(s.interaction.highlightView.superview)
        s.doubleTap(s.point(x: 20))
        XCTAssertEqual(s.view.selection, NSRange(location: 0, length: 5))
    }
}

/// Random taps, double taps, long presses, handle drags, keys, menu commands and blinks: after
/// each step the screen (drawn from damage only) equals a from-scratch render, and the
/// selection stays inside the text.
final class TextInteractionRandomTests: XCTestCase {
    @MainActor func testRandomInteractionFramesEqualAFullRedraw() async {
        for seed in [1, 2, 3] as [UInt64] {
            var rng = SplitMix(seed: seed)
            let s = TextInteractionScene(text: "hello world foo\nsecond line here")
            UIPasteboard.general.string = "clip"
            for step in 0..<60 {
                let x = CGFloat(rng.next() % 200), line = Int(rng.next() % 2)
                let op = rng.next() % 8
                switch op {
                case 0: s.tap(s.point(x: x, line: line))
                case 1: s.doubleTap(s.point(x: x, line: line))
                case 2:
                    s.h.touchDown(0, at: s.point(x: x, line: line))
                    s.h.advance(by: 0.6)
                    s.h.touchMove(0, to: s.point(x: CGFloat(rng.next() % 200), line: line))
                    // Held while the clock runs and a key is typed: the lens stays true.
                    s.h.advance(by: Double(rng.next() % 15) / 10)
                    if rng.next() % 2 == 0 { s.h.screen.textInput.perform(.text("y")) }
                    s.h.renderFrames()
                    let held = GoldenImage.compare(s.h.screenshot, s.h.fullRedraw(), channelTolerance: 0).differingPixels
                    if held > 0 { return XCTFail("seed \(seed) step \(step) (long press held): \(held) pixels differ from a full redraw") }
                    s.h.touchUp(0)
                case 3:
                    let h = rng.next() % 2 == 0 ? s.interaction.startHandle : s.interaction.endHandle
                    if h.superview != nil {
                        let k = s.view.convert(h.knobCenter, to: s.h.window)
                        s.h.drag(from: k, to: CGPoint(x: k.x + CGFloat(Int(rng.next() % 120) - 60), y: k.y + CGFloat(Int(rng.next() % 40) - 20)))
                    }
                case 4: s.h.screen.textInput.perform(.text("x"))
                case 5: s.h.screen.textInput.perform(.deleteBackward)
                case 6:
                    let actions = s.interaction.editMenuActions
                    if !actions.isEmpty { s.interaction.performMenuAction(actions[Int(rng.next() % UInt64(actions.count))]) }
                default: s.h.advance(by: Double(rng.next() % 10) / 10)
                }
                s.h.renderFrames()
                let sel = s.view.selection
                XCTAssertLessThanOrEqual(sel.location + sel.length, s.view.text.utf16.count, "seed \(seed) step \(step)")
                let diff = GoldenImage.compare(s.h.screenshot, s.h.fullRedraw(), channelTolerance: 0).differingPixels
                if diff > 0 { return XCTFail("seed \(seed) step \(step) (op \(op)): \(diff) pixels differ from a full redraw") }
            }
        }
    }
}
