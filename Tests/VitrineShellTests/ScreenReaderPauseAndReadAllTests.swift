import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// VoiceOver's speech gestures (iPhone User Guide, "Use VoiceOver gestures on iPhone",
/// support.apple.com/guide/iphone/iph3e2e2281): "Pause or continue speech: Two-finger single
/// tap"; "Read all from the top of the screen: Two-finger swipe up"; "Read all from the
/// current item: Two-finger swipe down" — reading moves the VoiceOver cursor along, and any
/// other gesture stops it.
final class ScreenReaderPauseAndReadAllTests: XCTestCase {
    /// A two-finger tap pauses what is being said (not stopped: the rest is kept), a second one
    /// continues it; `pauseOrResume()` (the keypad's key) does the same.
    @MainActor func testTwoFingerTapPausesAndASecondContinues() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.focus(s.button)
        s.speech.startNext()
        s.speech.clear()
        s.twoFingers()
        XCTAssertEqual(s.speech.entries, [.pause])
        XCTAssertTrue(s.speech.isPaused)
        XCTAssertTrue(s.reader.isSpeechPaused)
        XCTAssertEqual(s.speech.queue.map(\.text), ["Continue, button"], "the utterance is kept")
        s.h.advance(by: 1)
        s.twoFingers()
        XCTAssertEqual(s.speech.entries, [.pause, .resume])
        XCTAssertFalse(s.speech.isPaused)
        XCTAssertFalse(s.reader.isSpeechPaused)
        XCTAssertEqual(s.speech.finishCurrent(), "Continue, button", "it goes on to its end")

        s.reader.focus(s.title)
        s.speech.clear()
        s.reader.pauseOrResume()
        s.reader.pauseOrResume()
        XCTAssertEqual(s.speech.entries, [.pause, .resume])
    }

    /// With nothing being said, a two-finger tap pauses nothing, and the next one is a pause
    /// again, not a continue.
    @MainActor func testTwoFingerTapWithNothingSaidPausesNothing() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.speech.startNext()
        s.speech.finishCurrent()
        s.speech.clear()
        s.twoFingers()
        XCTAssertFalse(s.reader.isSpeechPaused)
        s.h.advance(by: 1)
        s.twoFingers()
        XCTAssertEqual(s.speech.entries, [.pause, .pause])
    }

    /// A two-finger swipe up reads every element from the top, one after another; the focus
    /// and its ring move to each as it starts being said.
    @MainActor func testTwoFingerSwipeUpReadsAllMovingTheFocus() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.focusLast()
        s.speech.clear()
        s.twoFingers(path: [CGPoint(x: 0, y: -40), CGPoint(x: 0, y: -80)])
        XCTAssertTrue(s.reader.isReadingAll)
        XCTAssertEqual(s.speech.entries.prefix(2), [.pause, .stop], "the gesture silenced, then stopped what was said")
        var said: [String] = []
        var focused: [String] = []
        while let text = s.speech.startNext() {
            said.append(text)
            focused.append(s.reader.focusedElement?.accessibilityLabel ?? "?")
            let frame = s.reader.focusedElement?.accessibilityFrame ?? .zero
            XCTAssertEqual(s.reader.ringWindow.ring.frame, frame.insetBy(dx: -FocusRingWindow.outset, dy: -FocusRingWindow.outset),
                           "the ring is around \(text)")
            s.speech.finishCurrent()
        }
        XCTAssertEqual(said, ["Check-in, heading", "Name", "Name, text field", "Alerts", "Alerts, off, switch button",
                              "Volume, 50%, adjustable", "Continue, button"])
        XCTAssertEqual(focused, ["Check-in", "Name", "Name", "Alerts", "Alerts", "Volume", "Continue"])
        XCTAssertFalse(s.reader.isReadingAll, "done at the last element")
        XCTAssertTrue(s.reader.focusedElement === s.button, "the focus stays on the last element read")
    }

    /// Any new input stops reading: the focus stays on the element being read when the finger
    /// came down, and nothing more is read.
    @MainActor func testNewInputStopsReadAll() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.readAll()
        s.speech.startNext()
        s.speech.finishCurrent()
        s.speech.startNext()
        XCTAssertTrue(s.reader.focusedElement === s.nameLabel)
        s.h.touchDown(at: CGPoint(x: 300, y: 230))
        s.h.touchUp()
        XCTAssertFalse(s.reader.isReadingAll)
        XCTAssertNil(s.speech.startNext(), "nothing more is read")
        XCTAssertTrue(s.reader.focusedElement === s.nameLabel)
    }

    /// A two-finger tap pauses reading and a second continues it, to the end.
    @MainActor func testTwoFingerTapPausesReadAllAndContinuesIt() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.readAll()
        s.speech.startNext()
        s.twoFingers()
        XCTAssertTrue(s.reader.isReadingAll)
        XCTAssertNil(s.speech.finishCurrent(), "paused")
        s.h.advance(by: 1)
        s.twoFingers()
        var said: [String] = []
        while let text = s.speech.finishCurrent() {
            said.append(text)
            s.speech.startNext()
        }
        XCTAssertEqual(said.count, 7, "every element was read: \(said)")
    }

    /// A two-finger swipe down reads from the focused element to the end.
    @MainActor func testTwoFingerSwipeDownReadsFromTheFocusedElement() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.focus(s.volume)
        s.speech.clear()
        s.twoFingers(at: CGPoint(x: 100, y: 60), CGPoint(x: 160, y: 60), path: [CGPoint(x: 0, y: 40), CGPoint(x: 0, y: 80)])
        var said: [String] = []
        while let text = s.speech.startNext() {
            said.append(text)
            s.speech.finishCurrent()
        }
        XCTAssertEqual(said, ["Volume, 50%, adjustable", "Continue, button"])
    }
}
