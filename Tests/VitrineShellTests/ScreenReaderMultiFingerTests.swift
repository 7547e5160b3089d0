import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// VoiceOver's two- and three-finger gestures (iPhone User Guide, "Use VoiceOver gestures"):
/// two-finger double tap is the magic tap
/// (`accessibilityPerformMagicTap()`), two-finger scrub escapes (`accessibilityPerformEscape()`),
/// three-finger swipe scrolls a page (`accessibilityScroll(_:)`,
/// else the scroll view pages).
final class ScreenReaderMultiFingerTests: XCTestCase {
    @MainActor final class MagicButton: UIButton {
        var magicTaps = 0
        override func accessibilityPerformMagicTap() -> Bool { magicTaps += 1; return true }
    }

    @MainActor final class EscapingView: UIView {
        var escapes = 0
        override func accessibilityPerformEscape() -> Bool { escapes += 1; return true }
    }

    /// A two-finger double tap is the magic tap; its first tap paused speech, the second
    /// stops it.
    @MainActor func testTwoFingerDoubleTapIsTheMagicTap() async {
        let s = ScreenReaderScene()
        let magic = MagicButton(frame: CGRect(x: 200, y: 180, width: 100, height: 44))
        magic.setTitle("Pay", for: .normal)
        s.h.window.addSubview(magic)
        s.reader.start()
        s.reader.focus(magic)
        s.speech.clear()
        s.twoFingers()
        XCTAssertEqual(s.speech.entries, [.pause])
        XCTAssertEqual(magic.magicTaps, 0)
        s.h.advance(by: 0.1)
        s.twoFingers()
        XCTAssertEqual(magic.magicTaps, 1)
        XCTAssertEqual(s.speech.entries, [.pause, .stop])
        XCTAssertEqual(s.buttonTaps, 0)
    }

    @MainActor func testTwoFingerScrubEscapesThroughTheFocusedElementsContainers() async {
        let s = ScreenReaderScene()
        let sheet = EscapingView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        let message = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20)); message.text = "Receipt"
        sheet.addSubview(message)
        s.h.window.addSubview(sheet)
        s.reader.start()
        s.reader.focus(message)
        s.twoFingers(path: [CGPoint(x: 40, y: 0), CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0)])
        XCTAssertEqual(sheet.escapes, 1)
        s.twoFingers(path: [CGPoint(x: 0, y: -80)])
        XCTAssertEqual(sheet.escapes, 1, "a flick is no scrub")
    }

    @MainActor func testThreeFingerSwipeUpScrollsAPageAndSaysWhichPage() async {
        let s = ScreenReaderScene()
        let (scroll, _) = s.focusRowInScrollView(contentHeight: 720, rowY: 10)
        s.speech.clear()
        let starts = [CGPoint(x: 100, y: 200), CGPoint(x: 150, y: 200), CGPoint(x: 200, y: 200)]
        s.h.touchFrame(down: [0: starts[0], 1: starts[1], 2: starts[2]])
        s.h.advance(by: 0.05)
        s.h.touchFrame(move: [0: CGPoint(x: 100, y: 120), 1: CGPoint(x: 150, y: 120), 2: CGPoint(x: 200, y: 120)])
        s.h.advance(by: 0.05)
        s.h.touchFrame(up: [0, 1, 2])
        XCTAssertEqual(scroll.contentOffset.y, 240)
        XCTAssertEqual(s.speech.spoken, ["page 2 of 3"])
    }
}
