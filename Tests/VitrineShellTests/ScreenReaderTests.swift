import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// The screen reader's model, checked against Apple's VoiceOver documentation ("Supporting
/// VoiceOver in your app"; the UIAccessibility reference; the VoiceOver gestures of the iPhone
/// User Guide) on the headless backend with the virtual clock.
final class ScreenReaderTests: XCTestCase {
    /// Reading order: top to bottom, and in each row (a label and the control beside it) from
    /// the leading edge.
    @MainActor func testReadingOrderOfAFormIsRowsTopToBottomEachLeadingToTrailing() async {
        let s = ScreenReaderScene()
        XCTAssertEqual(s.order, ["Check-in", "Name", "Name", "Alerts", "Alerts", "Volume", "Continue"])
        XCTAssertTrue(s.reader.elements[2] === s.nameField)
        XCTAssertTrue(s.reader.elements[4] === s.alertsSwitch)
    }

    /// In a right-to-left layout a row reads from the right.
    @MainActor func testARightToLeftRowReadsFromTheRight() async {
        let s = ScreenReaderScene()
        let row = UIView(frame: CGRect(x: 0, y: 230, width: 320, height: 10))
        row.semanticContentAttribute = .forceRightToLeft
        for (i, name) in ["A", "B", "C"].enumerated() {
            let l = UILabel(frame: CGRect(x: 10 + 100 * CGFloat(i), y: 0, width: 90, height: 10))
            l.text = name
            row.addSubview(l)
        }
        s.h.window.addSubview(row)
        XCTAssertEqual(Array(s.order.suffix(3)), ["C", "B", "A"])
    }

    /// `accessibilityElements` sets a container's order; `accessibilityElementsHidden` hides a
    /// subtree; `shouldGroupAccessibilityChildren` keeps a container's elements together, placed
    /// by the container; `isAccessibilityElement = false` leaves a view out.
    @MainActor func testContainersOrderHideAndGroupTheirElements() async {
        let s = ScreenReaderScene()
        let explicit = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 5))
        let (x, y) = (UILabel(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), UILabel(frame: CGRect(x: 20, y: 0, width: 10, height: 10)))
        x.text = "X"; y.text = "Y"
        explicit.addSubview(x); explicit.addSubview(y)
        explicit.accessibilityElements = [y, "not a view", x]
        s.h.window.addSubview(explicit)
        XCTAssertEqual(Array(s.order.prefix(3)), ["Y", "X", "Check-in"],
                       "accessibilityElements keeps its order, the run placed by its container's frame; a non-view is skipped")
        explicit.removeFromSuperview()

        s.volume.isAccessibilityElement = false
        let hidden = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        let ghost = UILabel(frame: hidden.bounds)
        ghost.text = "Ghost"
        hidden.addSubview(ghost)
        hidden.accessibilityElementsHidden = true
        s.h.window.addSubview(hidden)
        XCTAssertFalse(s.order.contains("Ghost"))
        XCTAssertFalse(s.order.contains("Volume"))

        // A group in the left column (two labels one under the other) is read whole before
        // the right column's label that sits between them in height.
        let group = UIView(frame: CGRect(x: 0, y: 160, width: 100, height: 80))
        let g1 = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20)); g1.text = "G1"
        let g2 = UILabel(frame: CGRect(x: 0, y: 60, width: 100, height: 20)); g2.text = "G2"
        group.addSubview(g1); group.addSubview(g2)
        group.shouldGroupAccessibilityChildren = true
        let right = UILabel(frame: CGRect(x: 200, y: 190, width: 100, height: 20)); right.text = "R"
        s.button.removeFromSuperview()
        s.h.window.addSubview(group); s.h.window.addSubview(right)
        XCTAssertEqual(Array(s.order.suffix(3)), ["G1", "G2", "R"])
    }

    /// `accessibilityViewIsModal`: only the modal view's elements are read.
    @MainActor func testAModalViewRestrictsTheElementsToItsOwn() async {
        let s = ScreenReaderScene()
        let sheet = UIView(frame: CGRect(x: 40, y: 40, width: 240, height: 160))
        let message = UILabel(frame: CGRect(x: 10, y: 10, width: 220, height: 20)); message.text = "Seat changed"
        let ok = UIButton(type: .system); ok.setTitle("OK", for: .normal); ok.frame = CGRect(x: 10, y: 100, width: 100, height: 44)
        sheet.addSubview(message); sheet.addSubview(ok)
        sheet.accessibilityViewIsModal = true
        s.h.window.addSubview(sheet)
        XCTAssertEqual(s.order, ["Seat changed", "OK"])
        s.reader.start()
        XCTAssertTrue(s.reader.focusedElement === message, "starting focuses the modal view's first element")
        s.speech.clear()
        s.swipeRight(); s.swipeRight()
        XCTAssertEqual(s.speech.spoken, ["OK, button"], "focus stays inside the modal view")
    }

    /// What is said: the label, the value, then the traits in VoiceOver's words, joined by
    /// commas ("Volume, 50%, adjustable"); a text field is a "text field", a switch a "switch
    /// button" whose value is "on"/"off". Swipe right moves to the next element, swipe left to
    /// the previous, and each says the element it reaches.
    @MainActor func testSwipesMoveFocusAndSayLabelValueAndTraits() async {
        let s = ScreenReaderScene()
        s.reader.start()
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading"])
        for _ in 0..<6 { s.swipeRight() }
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading", "Name", "Name, text field", "Alerts", "Alerts, off, switch button",
                                         "Volume, 50%, adjustable", "Continue, button"])
        s.swipeRight()
        XCTAssertTrue(s.reader.focusedElement === s.button, "past the last element focus stays")
        s.speech.clear()
        s.swipeLeft()
        XCTAssertEqual(s.speech.spoken, ["Volume, 50%, adjustable"])
        XCTAssertEqual(s.buttonTaps, 0, "the app saw none of the swipes")
        s.button.isEnabled = false
        s.reader.focusLast()
        XCTAssertEqual(s.speech.spoken.last, "Continue, button, dimmed")
    }

    /// Double tap activates the focused element: with `accessibilityActivate()` returning
    /// false, by a tap at its activation point, so the button's action runs.
    @MainActor func testDoubleTapActivatesTheFocusedButton() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.focusLast()
        s.doubleTap()
        XCTAssertEqual(s.buttonTaps, 1)
        XCTAssertTrue(s.reader.focusedElement === s.button, "the taps themselves moved no focus")
    }

    /// An element whose `accessibilityActivate()` returns true is not tapped.
    @MainActor func testAccessibilityActivateReturningTrueReplacesTheTap() async {
        final class SelfActivating: UIButton {
            var activations = 0
            override func accessibilityActivate() -> Bool { activations += 1; return true }
        }
        let s = ScreenReaderScene()
        let b = SelfActivating(frame: CGRect(x: 200, y: 180, width: 100, height: 44))
        b.setTitle("Help", for: .normal)
        var taps = 0
        b.addTarget({ _, _ in taps += 1 }, for: .touchUpInside)
        s.h.window.addSubview(b)
        s.reader.start()
        s.reader.focus(b)
        s.doubleTap()
        XCTAssertEqual(b.activations, 1)
        XCTAssertEqual(taps, 0)
    }

    /// Swipe up increments an adjustable element (a slider by a tenth of its range) and says
    /// the new value; swipe down decrements.
    @MainActor func testSwipeUpIncrementsTheFocusedSlider() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.focus(s.volume)
        s.speech.clear()
        s.swipeUp()
        XCTAssertEqual(s.volume.value, 0.6, accuracy: 0.0001)
        XCTAssertEqual(s.speech.spoken, ["60%"])
        s.swipeDown(); s.swipeDown()
        XCTAssertEqual(s.volume.value, 0.4, accuracy: 0.0001)
    }

    /// A single tap focuses and says what is under the finger (once it is not a double tap);
    /// a finger resting and moving explores, saying each element it reaches.
    @MainActor func testTapAndTouchExplorationFocusWhatIsUnderTheFinger() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.speech.clear()
        s.h.tap(at: CGPoint(x: 160, y: 145))
        XCTAssertTrue(s.reader.focusedElement !== s.volume, "not yet: it may be a double tap")
        s.h.advance(by: 0.4)
        XCTAssertTrue(s.reader.focusedElement === s.volume)
        s.speech.clear()
        s.h.touchDown(at: CGPoint(x: 40, y: 60))
        s.h.advance(by: 0.4)
        s.h.touchMove(to: CGPoint(x: 41, y: 60))
        s.h.advance(by: 0.1)
        s.h.touchMove(to: CGPoint(x: 150, y: 60))
        s.h.advance(by: 0.1)
        s.h.touchMove(to: CGPoint(x: 40, y: 200))
        s.h.touchUp()
        XCTAssertEqual(s.speech.spoken, ["Name", "Name, text field", "Continue, button"])
        XCTAssertEqual(s.buttonTaps, 0)
    }

    /// Any new input silences speech at once (the engine is paused on the finger's touch-down,
    /// so that a two-finger tap can keep it), stops it when the gesture turns out to be another
    /// one, and the hint, said after a pause, is dropped.
    @MainActor func testNewInputStopsSpeechAndAPendingHint() async {
        let s = ScreenReaderScene()
        s.button.accessibilityHint = "Prints your boarding pass"
        s.reader.start()
        s.reader.focus(s.button)
        XCTAssertEqual(s.speech.entries.last, .speak("Continue, button", language: nil, interrupting: true))
        s.h.advance(by: 1)
        XCTAssertEqual(s.speech.entries.last, .speak("Prints your boarding pass", language: nil, interrupting: false),
                       "the hint follows after a pause, queued")
        s.reader.focus(s.button)
        s.h.touchDown(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(s.speech.entries.last, .pause)
        s.h.advance(by: 1)
        XCTAssertEqual(s.speech.entries.last, .pause, "no hint after the interruption")
        s.h.touchUp()
        XCTAssertEqual(s.speech.entries.last, .stop, "a one-finger touch is no two-finger tap: speech stops")
    }

    /// The last utterance can be said again.
    @MainActor func testRepeatSaysTheLastUtteranceAgain() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.focus(s.volume)
        s.speech.clear()
        s.reader.repeatLast()
        XCTAssertEqual(s.speech.spoken, ["Volume, 50%, adjustable"])
    }

    /// The language is the element's `accessibilityLanguage`, else its nearest container's,
    /// else the app's (EN 301 549 5.1.3.14: speech in the language of the content).
    @MainActor func testLanguageFollowsTheElementThenItsContainerThenTheApp() async {
        let s = ScreenReaderScene()
        s.reader.appLanguage = "en"
        s.nameLabel.accessibilityLanguage = "ko"
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        s.h.window.addSubview(box)
        s.button.removeFromSuperview()
        box.addSubview(s.button)
        box.accessibilityLanguage = "ja"
        s.reader.start()
        s.reader.focus(s.nameLabel)
        XCTAssertEqual(s.speech.entries.last, .speak("Name", language: "ko", interrupting: true))
        s.reader.focus(s.button)
        XCTAssertEqual(s.speech.entries.last, .speak("Continue, button", language: "ja", interrupting: true))
        s.reader.focus(s.volume)
        XCTAssertEqual(s.speech.entries.last, .speak("Volume, 50%, adjustable", language: "en", interrupting: true))
    }

    /// `UIAccessibility.post(notification:argument:)`: `.announcement` and `.pageScrolled`
    /// speak their string, `.screenChanged` focuses the argument (else the first element) and
    /// says it, `.layoutChanged` focuses its argument. Nothing is said while the reader is off.
    @MainActor func testPostedNotificationsSpeakAndMoveFocus() async {
        let s = ScreenReaderScene()
        UIAccessibility.post(notification: .announcement, argument: "ignored")
        s.reader.start()
        s.speech.clear()
        UIAccessibility.post(notification: .announcement, argument: 42)
        UIAccessibility.post(notification: .announcement, argument: "Boarding pass printed")
        UIAccessibility.post(notification: .pageScrolled, argument: "Page 2 of 3")
        UIAccessibility.post(notification: .layoutChanged, argument: s.alertsSwitch)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        XCTAssertEqual(s.speech.spoken, ["Boarding pass printed", "Page 2 of 3", "Alerts, off, switch button", "Check-in, heading"])
        UIAccessibility.post(notification: .screenChanged, argument: s.button)
        XCTAssertTrue(s.reader.focusedElement === s.button)
        // Two screen changes landing on the element just said (two transitions ending one
        // after the other) say it once; after something else was said, it is said again.
        s.speech.clear()
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading"])
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .screenChanged, argument: nil)
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading", "Saved", "Check-in, heading"])
        s.reader.stop()
        s.speech.clear()
        UIAccessibility.post(notification: .announcement, argument: "after")
        XCTAssertEqual(s.speech.spoken, [])
    }

    /// `isVoiceOverRunning` follows the reader, and each change is posted as
    /// `voiceOverStatusDidChangeNotification`. While it runs the app gets no touches; after,
    /// it does again.
    @MainActor func testVoiceOverRunningFollowsTheReaderWithItsNotification() async {
        final class Count: @unchecked Sendable { var n = 0 }
        let s = ScreenReaderScene()
        let count = Count()
        let token = NotificationCenter.default.addObserver(forName: UIAccessibility.voiceOverStatusDidChangeNotification,
                                                           object: nil, queue: nil) { _ in count.n += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        s.reader.start()
        XCTAssertTrue(UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(count.n, 1)
        s.reader.start()
        XCTAssertEqual(count.n, 1, "no change, no notification")
        s.h.tap(at: CGPoint(x: 50, y: 200))
        XCTAssertEqual(s.buttonTaps, 0)
        s.reader.stop()
        XCTAssertFalse(UIAccessibility.isVoiceOverRunning)
        XCTAssertEqual(count.n, 2)
        s.h.tap(at: CGPoint(x: 50, y: 200))
        XCTAssertEqual(s.buttonTaps, 1, "touches reach the app again")
    }

    /// The ring follows its element when the element moves (a scroll), one frame later.
    @MainActor func testTheFocusRingFollowsAScrolledElement() async {
        let s = ScreenReaderScene()
        let (scroll, _) = s.focusRowInScrollView(contentHeight: 600, rowY: 300)
        s.h.renderFrames()
        XCTAssertEqual(s.reader.ringWindow.ring.frame, CGRect(x: 7, y: 297, width: 106, height: 26))
        scroll.contentOffset = CGPoint(x: 0, y: 100)
        s.h.renderFrames()
        XCTAssertEqual(s.reader.ringWindow.ring.frame, CGRect(x: 7, y: 197, width: 106, height: 26))
    }

    /// When the focused element leaves the screen (the app replaced its screen), the first
    /// element is focused and said after the frame, as VoiceOver does on a screen change.
    @MainActor func testFocusMovesToTheFirstElementWhenTheFocusedOneLeaves() async {
        let s = ScreenReaderScene()
        s.reader.start()
        s.reader.focus(s.button)
        s.h.renderFrames()
        s.speech.clear()
        s.button.removeFromSuperview()
        s.h.renderFrames()
        XCTAssertTrue(s.reader.focusedElement === s.title)
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading"])
    }

    /// `vitrinectl speech on|off` turns the reader on and off.
    @MainActor func testSpeechCommandTurnsTheReaderOnAndOff() async {
        let s = ScreenReaderScene()
        let control = KioskControl(screen: s.h.screen)
        XCTAssertEqual(control.request("speech on")?.ok, false, "no reader: refused")
        control.screenReader = s.reader
        XCTAssertEqual(control.request("speech on")?.text, "speech on")
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertEqual(control.request("speech on")?.text, "speech on (unchanged)")
        XCTAssertEqual(control.request("speech off")?.text, "speech off")
        XCTAssertFalse(s.reader.isRunning)
    }
}
