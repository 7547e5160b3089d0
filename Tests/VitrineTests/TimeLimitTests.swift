import Foundation
import XCTest
import VitrinePlatform
import VitrineTesting
@testable import Vitrine

/// Apps' time-limited steps (`UIApplication.beginTimeLimitedStep`) on the virtual clock, as
/// WCAG 2.2.1 Timing Adjustable asks: before the time runs out the customer is warned, has at
/// least 20 seconds to ask for more with a simple action (Return, or the "More time" button),
/// may do so again and again (each time ten times the original length), and only a warning
/// nobody answers runs the step's expiry. 49 CFR 27.71 asks the same of a kiosk's timeouts.
final class TimeLimitTests: XCTestCase {
    private static let keyReturn = 28

    /// A half-filled form: a text field with text in it, being edited.
    @MainActor private final class Form {
        let h = HeadlessHarness(width: 480, height: 320)
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 240, height: 32))
        init() {
            h.window.backgroundColor = .white
            field.text = "Ada Lovel"
            h.window.addSubview(field)
            _ = field.becomeFirstResponder()
            h.renderFrames()
        }

        func visibleView(labelled prefix: String) -> UIView? { h.visibleView(labelled: prefix) }

        /// The warning's title element (its label reads the title and the countdown).
        var warning: UIView? { visibleView(labelled: "Do you need more time?") }

        func key(_ code: Int) {
            h.screen.input.handle([.key(code: code, pressed: true, time: h.clock.now), .key(code: code, pressed: false, time: h.clock.now)])
            h.runUntilIdle()
        }

        /// Taps the warning's button titled `title`.
        func tapButton(_ title: String) {
            if !h.tapView(labelled: title) { XCTFail("no \(title) button on screen") }
            h.runUntilIdle()
        }
    }

    /// Every test starts from the shipped settings: a 30-second warning, factor 2, nothing on.
    @MainActor private func resetTimeLimits() {
        UITimeLimit.restoreDefaults()
        UIAccessibility.apply(AccessibilitySettings())
        UIAccessibility.setVoiceOverRunning(false)
    }

    /// WCAG 2.2.1: warned 30 s before a 120 s step ends, visibly counting down; Return ("More
    /// time") extends by ten times 120 s, the form keeps its text, a second warning can be
    /// answered again with the button, and an unanswered one runs the expiry handler, once.
    @MainActor func testWarnsBeforeTheEndMoreTimeExtendsTenfoldAndOnlyNoAnswerExpires() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let f = Form()
        var expired = 0
        let limit = UIApplication.shared.beginTimeLimitedStep(withName: "Passenger form", duration: 120) { expired += 1 }
        f.h.advance(by: 89.9)
        XCTAssertEqual(limit.state, .running)
        XCTAssertNil(f.warning, "no warning before 120 − 30 s")
        f.h.advance(by: 0.2)
        XCTAssertEqual(limit.state, .warning)
        f.h.advance(by: 0.5)   // the alert's appearance
        XCTAssertEqual(f.warning?.accessibilityLabel, "Do you need more time?, Time runs out in 30 seconds.")
        XCTAssertNotNil(f.visibleView(labelled: "More time"))
        XCTAssertNil(f.visibleView(labelled: "No time limit"), "offered only when the step allows it")
        f.h.advance(by: 10)
        XCTAssertEqual(f.warning?.accessibilityLabel, "Do you need more time?, Time runs out in 20 seconds.", "it counts down")

        f.key(Self.keyReturn)
        f.h.advance(by: 1)   // the alert's dismissal, then its handler
        XCTAssertEqual(limit.state, .running)
        XCTAssertEqual(limit.extensionCount, 1)
        XCTAssertNil(f.warning)
        XCTAssertEqual(limit.remainingTime, 120 + 1200 - f.h.clock.now, accuracy: 0.001, "ten times the original duration more")
        XCTAssertEqual(f.field.text, "Ada Lovel", "the half-filled form is intact")
        XCTAssertTrue(f.field.isFirstResponder, "and still being edited")
        XCTAssertEqual(expired, 0)

        // The second warning, 30 s before 1320 s, answered with the button.
        f.h.advance(by: 1290 - f.h.clock.now - 0.1)
        XCTAssertNil(f.warning)
        f.h.advance(by: 0.7)
        XCTAssertNotNil(f.warning)
        f.tapButton("More time")
        f.h.advance(by: 1)
        XCTAssertEqual(limit.extensionCount, 2, "more time can be asked for again")
        XCTAssertNil(f.warning)

        // Nobody answers the third: the handler runs at 2520 s, not before.
        f.h.advance(by: 2520 - f.h.clock.now - 0.1)
        XCTAssertNotNil(f.warning)
        XCTAssertEqual(expired, 0)
        f.h.advance(by: 0.2)
        XCTAssertEqual(expired, 1)
        XCTAssertEqual(limit.state, .expired)
        f.h.renderFrames()
        XCTAssertNil(f.warning, "the warning goes with the expiry")
        XCTAssertEqual(f.field.text, "Ada Lovel", "the warning never touches the app's views")
        f.h.advance(by: 5000)
        XCTAssertEqual(expired, 1, "once")
    }

    /// `end()` before the warning: no warning, no expiry. "No time limit", when offered, turns
    /// the limit off (WCAG 2.2.1's "turn off").
    @MainActor func testEndAndNoTimeLimit() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let f = Form()
        var expired = 0
        let done = UIApplication.shared.beginTimeLimitedStep(duration: 60) { expired += 1 }
        f.h.advance(by: 20)
        done.end()
        f.h.advance(by: 100)
        XCTAssertNil(f.warning)
        XCTAssertEqual(done.state, .ended)

        let open = UIApplication.shared.beginTimeLimitedStep(duration: 60, allowsNoTimeLimit: true) { expired += 1 }
        f.h.advance(by: 30.5)
        XCTAssertNotNil(f.warning)
        f.tapButton("No time limit")
        f.h.advance(by: 1)
        XCTAssertEqual(open.state, .turnedOff)
        XCTAssertEqual(open.remainingTime, .infinity)
        f.h.advance(by: 10_000)
        XCTAssertNil(f.warning)
        XCTAssertEqual(expired, 0)
    }

    /// Limits are `accessibilityFactor` times longer while an accessibility setting is on, the
    /// screen reader runs or the customer chose more time — running limits included; with the
    /// screen reader running the warning is announced.
    @MainActor func testTheAccessibilityFactorLengthensLimitsAndTheWarningIsSpoken() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let saved = UIAccessibility.notificationHandler
        defer { UIAccessibility.notificationHandler = saved }
        var announced: [String] = []
        UIAccessibility.notificationHandler = { n, arg in
            if n == .announcement, let s = arg as? String { announced.append(s) }
        }
        let f = Form()

        // Bold Text on: 2 × 120 s, the warning at 210 s.
        UIAccessibility.apply({ var s = AccessibilitySettings(); s.boldText = true; return s }())
        let bold = UIApplication.shared.beginTimeLimitedStep(duration: 120) {}
        XCTAssertEqual(bold.remainingTime, 240, accuracy: 0.001)
        f.h.advance(by: 209.9)
        XCTAssertNil(f.warning)
        f.h.advance(by: 0.6)
        XCTAssertNotNil(f.warning)
        XCTAssertEqual(announced, [], "nothing is spoken while no screen reader runs")
        bold.end()
        UIAccessibility.apply(AccessibilitySettings())

        // Chosen in the accessibility menu while a step runs: it lengthens at once.
        let chosen = UIApplication.shared.beginTimeLimitedStep(duration: 100) {}
        XCTAssertEqual(chosen.remainingTime, 100, accuracy: 0.001)
        f.h.advance(by: 10)
        UITimeLimit.moreTimeChosen = true
        XCTAssertEqual(chosen.remainingTime, 190, accuracy: 0.001)
        UITimeLimit.accessibilityFactor = 3
        XCTAssertEqual(chosen.remainingTime, 290, accuracy: 0.001)
        chosen.end()
        UITimeLimit.moreTimeChosen = false
        UITimeLimit.accessibilityFactor = 2

        // The screen reader runs: longer, and the warning is announced as it appears.
        UIAccessibility.setVoiceOverRunning(true)
        let spoken = UIApplication.shared.beginTimeLimitedStep(duration: 120) {}
        f.h.advance(by: 210.1)
        XCTAssertEqual(spoken.state, .warning)
        f.h.advance(by: 0.5)
        XCTAssertEqual(announced, ["Do you need more time? Time runs out in 30 seconds. Press Enter or double-tap More time."])
        // The reader stops during the warning: limits are short again, but the warning on
        // screen keeps its full 30 s.
        UIAccessibility.setVoiceOverRunning(false)
        XCTAssertEqual(spoken.state, .warning)
        XCTAssertEqual(spoken.remainingTime, 29.4, accuracy: 0.001, "opened 0.6 s ago")
        spoken.end()
        f.h.renderFrames()
        XCTAssertNil(f.warning)
    }

    /// The warning follows the trait collection (dark mode) and the layout direction, as
    /// every alert does, and its buttons are accessibility elements.
    @MainActor func testTheWarningFollowsTraitsAndIsAccessible() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let f = Form()
        f.h.screen.userInterfaceStyle = .dark
        XCTAssertTrue(UIApplication.setUserInterfaceLayoutDirection(.rightToLeft))
        defer { _ = UIApplication.setUserInterfaceLayoutDirection(.leftToRight) }
        let limit = UIApplication.shared.beginTimeLimitedStep(duration: 40) {}
        f.h.advance(by: 20.5)
        guard let alert = limit.warningAlert, let title = f.warning else { return XCTFail("no warning") }
        XCTAssertTrue(title.isAccessibilityElement)
        XCTAssertTrue(f.visibleView(labelled: "More time")?.isAccessibilityElement ?? false)
        XCTAssertTrue(alert.view.accessibilityViewIsModal || alert.view.subviews.contains { $0.accessibilityViewIsModal },
                      "the screen reader reads only the warning while it is up")
        XCTAssertEqual(alert.view.window?.windowLevel, TimeLimitWarning.windowLevel)
        XCTAssertEqual(alert.traitCollection.userInterfaceStyle, .dark)
        XCTAssertEqual(alert.traitCollection.layoutDirection, .rightToLeft)
        limit.end()
    }

    /// A limit shorter than twice the warning warns half-way and still gives the full warning
    /// time to answer; bad durations are reported and taken as 0.
    @MainActor func testShortLimitsStillGiveTheFullWarningTime() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let f = Form()
        var expired = 0
        let short = UIApplication.shared.beginTimeLimitedStep(duration: 20) { expired += 1 }
        f.h.advance(by: 9.9)
        XCTAssertEqual(short.state, .running)
        f.h.advance(by: 0.2)
        XCTAssertEqual(short.state, .warning)
        XCTAssertEqual(short.remainingTime, 29.9, accuracy: 0.001, "30 s to answer")
        f.h.advance(by: 29.8)
        XCTAssertEqual(expired, 0)
        f.h.advance(by: 0.2)
        XCTAssertEqual(expired, 1)
        let bad = UIApplication.shared.beginTimeLimitedStep(duration: .nan) {}
        XCTAssertEqual(bad.duration, 0)
        bad.end()
    }

    /// The countdown sets the warning's message every second: a message of the same height
    /// only redraws the message label (the card and the screen keep their layout, and the
    /// frame's damage is the label alone); a message that takes another height lays the card
    /// out again around it.
    @MainActor func testTheCountdownRedrawsOnlyTheMessageLabel() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let f = Form()
        let limit = UIApplication.shared.beginTimeLimitedStep(duration: 120) {}
        f.h.advance(by: 91)
        guard let alert = limit.warningAlert, let card = alert.contentView as? AlertCardView,
              let container = alert.presentationController?.container else { return XCTFail("no warning") }
        let label = card.messageLabel
        let labelRect = label.convert(label.bounds, to: nil)
        let cardFrame = card.frame

        // A tick of the countdown itself: one frame, its damage the message label's rect.
        let frames = f.h.display.presentedFrameCount
        f.h.advance(by: 1)
        XCTAssertEqual(alert.message, "Time runs out in 28 seconds.")
        XCTAssertEqual(f.h.display.presentedFrameCount, frames + 1)
        let damage = f.h.lastDamage.boundingBox
        XCTAssertEqual(CGRect(x: damage.x, y: damage.y, width: damage.width, height: damage.height), labelRect)

        // What a tick does: the label's text changes, nothing is marked for layout.
        alert.message = TimeLimitText.countdown(seconds: 27)
        XCTAssertEqual(label.text, "Time runs out in 27 seconds.")
        XCTAssertFalse(card.needsLayout, "the card keeps its layout")
        XCTAssertFalse(container.needsLayout, "the alert keeps its place")
        f.h.renderFrames()
        XCTAssertEqual(card.frame, cardFrame)

        // Two lines: laid out again, the card grows.
        alert.message = TimeLimitText.countdown(seconds: 26) + " Press Return or tap More time to stay on this page."
        XCTAssertTrue(card.needsLayout)
        f.h.renderFrames()
        XCTAssertGreaterThan(card.frame.height, cardFrame.height)
        XCTAssertGreaterThan(label.bounds.height, labelRect.height)
        limit.end()
    }
}
