import Foundation
import XCTest
import VitrinePlatform
import VitrineTesting
@testable import Vitrine
@testable import VitrineShell

/// The kiosk's idle reset as a time limit (49 CFR 27.71: a kiosk warns before a timeout and
/// gives the chance to ask for more time; WCAG 2.2.1 Timing Adjustable): blanking ends the
/// customer's session, so it is announced by the same warning as apps' time-limited steps, any
/// input during it keeps the session, and only a warning nobody answers blanks.
final class IdleTimeLimitTests: XCTestCase {
    private static let keyReturn = 28

    /// A half-filled form behind the idle controller, input routed as the kiosk routes it.
    @MainActor private final class Scene {
        let h = HeadlessHarness(width: 480, height: 320)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 32))
        var appTouches = 0
        init() {
            h.window.backgroundColor = .white
            field.text = "Ada Lovel"
            h.window.addSubview(field)
            h.renderFrames()
        }

        func touchDown(_ idle: IdleController, at p: CGPoint) {
            let (x, y) = h.panelPoint(p)
            idle.handle([.touchDown(slot: 0, x: x, y: y, time: h.clock.now), .touchFrame(time: h.clock.now)]) { h.screen.input.handle($0) }
            h.runUntilIdle()
        }

        func touchUp(_ idle: IdleController) {
            idle.handle([.touchUp(slot: 0, time: h.clock.now), .touchFrame(time: h.clock.now)]) { h.screen.input.handle($0) }
            h.runUntilIdle()
        }

        func key(_ idle: IdleController, _ code: Int) {
            idle.handle([.key(code: code, pressed: true, time: h.clock.now)]) { h.screen.input.handle($0) }
            idle.handle([.key(code: code, pressed: false, time: h.clock.now)]) { h.screen.input.handle($0) }
            h.runUntilIdle()
        }

        func visibleView(labelled prefix: String) -> UIView? { h.visibleView(labelled: prefix) }

        var warning: UIView? { visibleView(labelled: "Do you need more time?") }

        /// The centre of the warning's "More time" button, in points.
        var moreTimeButton: CGPoint? {
            h.renderFrames()
            guard let b = visibleView(labelled: "More time") else { return nil }
            let r = b.convert(b.bounds, to: nil)
            return CGPoint(x: r.midX, y: r.midY)
        }
    }

    @MainActor private func resetTimeLimits() {
        UITimeLimit.restoreDefaults()
        UIAccessibility.apply(AccessibilitySettings())
    }

    /// 49 CFR 27.71 / WCAG 2.2.1: 30 s before the 90 s idle blank the warning appears; a touch
    /// during it counts as activity (the session goes on, the touch does not reach the app);
    /// the next warning, unanswered, blanks when it runs out.
    @MainActor func testTheIdleResetWarnsInputKeepsTheSessionAndNoAnswerBlanks() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let s = Scene()
        var changes: [IdleController.State] = []
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 0, blankAfter: 90))
        idle.onStateChange = { changes.append($0) }
        s.h.advance(by: 59.9)
        XCTAssertFalse(idle.isWarning)
        XCTAssertNil(s.warning)
        s.h.advance(by: 0.2)
        XCTAssertTrue(idle.isWarning)
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.warning?.accessibilityLabel, "Do you need more time?, Time runs out in 30 seconds.")

        // A touch away from the buttons at 70 s: activity. The warning stays while the finger
        // is down, and closes when it lifts.
        s.h.advance(by: 9.4)
        s.touchDown(idle, at: CGPoint(x: 5, y: 300))
        XCTAssertNotNil(s.warning, "a finger on the warning keeps it up")
        s.h.advance(by: 0.1)
        s.touchUp(idle)
        s.h.renderFrames()
        XCTAssertFalse(idle.isWarning)
        XCTAssertNil(s.warning)
        XCTAssertEqual(s.field.text, "Ada Lovel")
        s.h.advance(by: 30)   // past the first 90 s
        XCTAssertEqual(idle.state, .active, "the customer who touched keeps the session")
        XCTAssertEqual(changes, [])

        // No answer to the next warning (at 70.1 + 60 s): blank 30 s later, not before.
        s.h.advance(by: 130.1 - s.h.clock.now + 0.1)
        XCTAssertTrue(idle.isWarning)
        s.h.advance(by: 29.8)
        XCTAssertEqual(idle.state, .active)
        s.h.advance(by: 0.2)
        XCTAssertEqual(idle.state, .blanked)
        XCTAssertEqual(changes, [.blanked])
        XCTAssertNil(s.warning)
    }

    /// A customer answering is never discarded: a finger held on "More time" across the
    /// moment the limit would have run out keeps the panel on; lifting it chooses "More time",
    /// which grants ten times `blank_after` more. Return answers the same.
    @MainActor func testAnsweringTheWarningIsNeverCutOffAndMoreTimeExtendsTenfold() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let s = Scene()
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 0, blankAfter: 90))
        s.h.advance(by: 80)
        guard let button = s.moreTimeButton else { return XCTFail("no More time button") }
        s.h.advance(by: 9.5)
        s.touchDown(idle, at: button)
        s.h.advance(by: 5)   // past 90 s, the finger still down
        XCTAssertEqual(idle.state, .active, "no blank while the warning is being answered")
        XCTAssertNotNil(s.warning)
        s.touchUp(idle)
        let lifted = s.h.clock.now
        s.h.advance(by: 1)
        XCTAssertNil(s.warning)
        XCTAssertEqual(idle.blankTimeLimit?.extensionCount, 1)
        // 90 + 10 × 90 s from the lift; the next warning 30 s before that.
        s.h.advance(by: lifted + 960 - s.h.clock.now - 0.1)
        XCTAssertFalse(idle.isWarning)
        s.h.advance(by: 0.6)
        XCTAssertTrue(idle.isWarning)
        s.key(idle, Self.keyReturn)
        s.h.advance(by: 1)
        XCTAssertFalse(idle.isWarning)
        XCTAssertEqual(idle.blankTimeLimit?.extensionCount, 2, "Return is More time too, again")
        XCTAssertEqual(idle.state, .active)
        XCTAssertEqual(s.field.text, "Ada Lovel")

        // After a blank the next customer starts with the normal limit.
        idle.blank()
        idle.wake()
        XCTAssertEqual(idle.blankTimeLimit?.extensionCount, 0)
        XCTAssertEqual(idle.blankTimeLimit?.remainingTime ?? 0, 90, accuracy: 0.001)
    }

    /// With the screen reader running, dimming and blanking take `time_limit_factor` times as
    /// long, the warning brightens the dimmed panel and the reader says it.
    @MainActor func testTheScreenReaderLengthensTheIdleLimitsAndHearsTheWarning() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let s = ScreenReaderScene()
        s.reader.start()
        defer { s.reader.stop() }
        s.speech.clear()
        var changes: [IdleController.State] = []
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 30, blankAfter: 90))
        idle.onStateChange = { changes.append($0) }
        s.h.advance(by: 59.9)
        XCTAssertEqual(idle.state, .active, "dimming after 2 × 30 s")
        s.h.advance(by: 0.2)
        XCTAssertEqual(idle.state, .dimmed)
        s.h.advance(by: 89.8)   // 149.9 s
        XCTAssertFalse(idle.isWarning)
        s.h.advance(by: 0.2)
        XCTAssertTrue(idle.isWarning, "the warning 30 s before 2 × 90 s")
        XCTAssertEqual(idle.state, .active, "the warning brightens the panel")
        s.h.advance(by: 1)
        XCTAssertEqual(s.speech.spoken.last, "Do you need more time? Time runs out in 30 seconds. Press Enter or double-tap More time.",
                       "said after the reader moved onto the warning, so nothing cuts it off: \(s.speech.spoken)")
        s.h.advance(by: 29)
        XCTAssertEqual(idle.state, .blanked)
        XCTAssertEqual(changes, [.dimmed, .active, .blanked])
    }

    /// The reader moves onto the warning, and an answer gives it back to the element the
    /// customer was on (their place in the form is kept).
    @MainActor func testAnsweringGivesTheReaderBackItsPlace() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let s = ScreenReaderScene()
        s.reader.start()
        defer { s.reader.stop() }
        s.reader.focus(s.nameField)
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 0, blankAfter: 90))
        s.h.advance(by: 151)
        XCTAssertTrue(idle.isWarning)
        XCTAssertFalse(s.reader.focusedElement === s.nameField, "the reader is on the warning")
        idle.handle([.key(code: Self.keyReturn, pressed: true, time: s.h.clock.now)]) { s.h.screen.input.handle($0) }
        idle.handle([.key(code: Self.keyReturn, pressed: false, time: s.h.clock.now)]) { s.h.screen.input.handle($0) }
        s.h.advance(by: 1)
        XCTAssertFalse(idle.isWarning)
        XCTAssertEqual(idle.blankTimeLimit?.extensionCount, 1)
        XCTAssertTrue(s.reader.focusedElement === s.nameField, "back on the name field")
    }

    /// Turning an accessibility setting on (Bold Text) or choosing more time lengthens the
    /// idle limit too; the end of the session (the blank) clears the choice.
    @MainActor func testAccessibilitySettingsAndTheMoreTimeChoiceLengthenTheIdleLimit() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let s = Scene()
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 0, blankAfter: 90))
        UIAccessibility.apply({ var a = AccessibilitySettings(); a.boldText = true; return a }())
        XCTAssertEqual(idle.blankTimeLimit?.remainingTime ?? 0, 180, accuracy: 0.001)
        UIAccessibility.apply(AccessibilitySettings())
        XCTAssertEqual(idle.blankTimeLimit?.remainingTime ?? 0, 90, accuracy: 0.001)
        UITimeLimit.moreTimeChosen = true
        UITimeLimit.accessibilityFactor = 4
        XCTAssertEqual(idle.blankTimeLimit?.remainingTime ?? 0, 360, accuracy: 0.001)
        s.h.advance(by: 360.1)
        XCTAssertEqual(idle.state, .blanked)
        XCTAssertFalse(UITimeLimit.moreTimeChosen, "the next customer starts without it")
    }
}
