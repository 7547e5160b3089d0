import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
import VitrineTesting
@testable import vitrine_demo

/// The check-in kiosk's inactivity timeout is a time limit like every other the kiosk owns, so
/// it meets WCAG 2.2.1 Timing Adjustable (EN 301 549 5.1.3.x / 9.2.2.1): a guest who stops
/// touching the half-filled form is warned `UITimeLimit.warningDuration` seconds before the
/// kiosk would forget them, sees the seconds count down, can ask for more time (a touch on
/// More time, or Return) and keeps everything they typed; only a warning nobody answers takes
/// the kiosk back to the start screen. All on the virtual clock.
final class CheckInTimeLimitTests: XCTestCase {
    private static let keyReturn = 28

    /// The shipped settings: a 30-second warning, factor 2, no accessibility setting on.
    @MainActor private func resetTimeLimits() {
        UITimeLimit.restoreDefaults()
        UIAccessibility.apply(AccessibilitySettings())
        UIAccessibility.setVoiceOverRunning(false)
    }

    /// The kiosk on the form for AUR-4821 with "Kim" typed in the name (the rest empty), then
    /// one touch that does nothing (on the bar's title), so the limit counts from `clock.now`.
    @MainActor private func halfFilledForm(idleTimeout: Double = 60) -> (CheckInKiosk, CheckInDetailsViewController)? {
        let k = CheckInKiosk(idleTimeout: idleTimeout)
        k.tap("checkin.start")
        k.tap("booking.AUR-4821")
        k.tap("checkin.name")
        k.type("Kim", mode: .english)
        k.h.tap(at: CGPoint(x: 640, y: 22))
        guard let form = k.details else { XCTFail("the form is up"); return nil }
        XCTAssertEqual(form.nameField.text, "Kim")
        return (k, form)
    }

    /// The warning's alert, while it is up.
    @MainActor private func warning(_ k: CheckInKiosk) -> UIAlertController? { k.flow.idleLimit?.warningAlert }

    /// WCAG 2.2.1 Timing Adjustable (extend, with at least 20 s to answer): idle on a
    /// half-filled form, the warning appears at timeout − warningDuration (60 − 30 s), its
    /// countdown goes down every second, a touch on More time extends the limit and the name
    /// typed is still there, still being edited; the next warning is answered with Return, the
    /// same; the typed text survives both.
    @MainActor func testIdleWarningCountsDownAndMoreTimeByTouchOrReturnKeepsTheForm() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        guard let (k, form) = halfFilledForm() else { return }
        guard let limit = k.flow.idleLimit else { return XCTFail("the form has an inactivity limit") }
        XCTAssertEqual(limit.remainingTime, 60, accuracy: 0.001, "counted from the last touch")

        k.h.advance(by: 29.9)
        XCTAssertNil(warning(k), "no warning before 60 − 30 s")
        k.h.advance(by: 0.2)
        XCTAssertEqual(limit.state, .warning, "warned at 60 − 30 s")
        k.h.advance(by: 0.5)   // the alert's appearance
        guard let alert = warning(k) else { return XCTFail("the warning is on screen") }
        XCTAssertEqual(alert.title, "Do you need more time?")
        XCTAssertEqual(alert.message, "Time runs out in 30 seconds.")
        XCTAssertNotNil(k.h.visibleView(labelled: "More time"))
        k.h.advance(by: 1)
        XCTAssertEqual(alert.message, "Time runs out in 29 seconds.", "it counts down each second")
        k.h.advance(by: 9)
        XCTAssertEqual(alert.message, "Time runs out in 20 seconds.")
        XCTAssertTrue(k.top === form, "the form stays under the warning")

        // A touch on More time answers it.
        XCTAssertTrue(k.h.tapView(labelled: "More time"))
        k.h.advance(by: 1)   // the alert's dismissal, then its handler
        XCTAssertEqual(limit.state, .running)
        XCTAssertEqual(limit.extensionCount, 1)
        XCTAssertNil(warning(k))
        XCTAssertTrue(k.top === form, "still on the form")
        XCTAssertEqual(form.nameField.text, "Kim", "what the guest typed is kept")
        XCTAssertTrue(form.nameField.isFirstResponder, "and still being edited")
        XCTAssertEqual(k.flow.idleResets, 0)

        // Ten times 60 s more: the next warning 30 s before 660 s from the last touch.
        k.h.advance(by: limit.remainingTime - 30 - 0.1)
        XCTAssertNil(warning(k))
        k.h.advance(by: 0.7)
        XCTAssertNotNil(warning(k), "warned again before the extended limit")
        // Return chooses More time.
        k.h.screen.input.handle([.key(code: Self.keyReturn, pressed: true, time: k.h.clock.now),
                                 .key(code: Self.keyReturn, pressed: false, time: k.h.clock.now)])
        k.h.advance(by: 1)
        XCTAssertEqual(limit.extensionCount, 2)
        XCTAssertEqual(limit.state, .running)
        XCTAssertNil(warning(k))
        XCTAssertTrue(k.top === form)
        XCTAssertEqual(form.nameField.text, "Kim", "Return is the warning's, not the field's")
        XCTAssertEqual(k.flow.idleResets, 0)
    }

    /// WCAG 2.2.1 with the accessibility factor: while an accessibility setting is on, the
    /// inactivity limit is `accessibilityFactor` (2) times longer and still warns 30 s before
    /// it runs out (at 2 × 60 − 30 s).
    @MainActor func testTheAccessibilityFactorLengthensTheIdleLimit() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        UIAccessibility.apply({ var s = AccessibilitySettings(); s.boldText = true; return s }())
        guard let (k, _) = halfFilledForm() else { return }
        k.h.advance(by: 89.9)
        XCTAssertNil(warning(k), "no warning before 2 × 60 − 30 s")
        k.h.advance(by: 0.7)
        XCTAssertEqual(warning(k)?.message, "Time runs out in 30 seconds.")
        k.h.advance(by: 30)
        XCTAssertTrue(k.top is CheckInWelcomeViewController, "unanswered: the start screen at 2 × 60 s")
    }

    /// WCAG 2.2.1 (an inactivity limit counts from the last activity): a touch elsewhere before
    /// the warning restarts the count, so the warning comes 30 s before 60 s from that touch;
    /// activity the app notices while the warning is up (the screen reader's focus moving onto
    /// the warning) does not take the warning away unanswered.
    @MainActor func testATouchBeforeTheWarningRestartsTheCountAndTheWarningWaitsForAnAnswer() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        guard let (k, form) = halfFilledForm() else { return }
        k.h.advance(by: 25)
        k.h.tap(at: CGPoint(x: 640, y: 22))
        k.h.advance(by: 29.9)
        XCTAssertNil(warning(k), "the touch at 25 s restarted the count")
        k.h.advance(by: 0.7)
        XCTAssertNotNil(warning(k), "warned 30 s after that touch")

        k.flow.userDidInteract()
        k.h.advance(by: 0.1)
        XCTAssertNotNil(warning(k), "only an answer on the warning closes it")
        XCTAssertEqual(k.flow.idleLimit?.state, .warning)
        XCTAssertEqual(form.nameField.text, "Kim")
    }

    /// WCAG 2.2.1 (only an unanswered warning ends the step): nobody answers, and 60 s after the
    /// last touch the kiosk is back on the start screen with the guest forgotten; the next
    /// guest's form is empty and gets a fresh limit.
    @MainActor func testNoAnswerReturnsToTheStartScreen() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        guard let (k, _) = halfFilledForm() else { return }
        k.h.advance(by: 59.9)
        XCTAssertNotNil(warning(k))
        XCTAssertTrue(k.top is CheckInDetailsViewController, "the full warning time to answer")
        k.h.advance(by: 0.2)
        XCTAssertTrue(k.top is CheckInWelcomeViewController)
        XCTAssertEqual(k.flow.idleResets, 1)
        XCTAssertNil(k.flow.idleLimit, "the start screen has no limit")
        k.h.advance(by: 1)
        XCTAssertNil(k.h.visibleView(labelled: "Do you need more time?"), "the warning is gone")

        k.tap("checkin.start")
        k.tap("booking.AUR-4821")
        XCTAssertEqual(k.details?.nameField.text ?? "", "", "the next guest sees an empty form")
        XCTAssertEqual(k.flow.idleLimit?.extensionCount, 0)
    }

    /// Leaving the kiosk mid-flow for the demo menu (its Demos button) ends the guest's limit:
    /// no warning for a kiosk no longer on screen comes up over the menu later.
    @MainActor func testLeavingForTheMenuEndsTheLimit() async {
        resetTimeLimits()
        defer { resetTimeLimits() }
        let h = HeadlessHarness(width: 1280, height: 800)
        let delegate = DemoAppDelegate(screen: h.screen, scene: .menu)
        guard let menu = delegate.makeRoot(for: .menu) as? DemoMenuViewController else { return XCTFail("the menu") }
        h.window.rootViewController = menu
        h.advance(by: 0.5)
        func tap(_ v: UIView) {
            h.tap(at: v.convert(CGPoint(x: v.bounds.midX, y: v.bounds.midY), to: nil))
            h.advance(by: 0.8)
        }
        guard let card = menu.cards.first(where: { $0.item.scene == .checkin }) else { return XCTFail("a check-in card") }
        tap(card)
        guard let host = menu.presentedViewController as? DemoHostViewController, let flow = host.content as? CheckInFlow else {
            return XCTFail("the kiosk is presented")
        }
        flow.showBookings()
        h.advance(by: 1)
        guard let limit = flow.idleLimit else { return XCTFail("the list counts inactivity") }
        tap(host.homeButton)
        XCTAssertNil(menu.presentedViewController)
        XCTAssertEqual(limit.state, .ended, "the kiosk left the screen")
        h.advance(by: 45)
        XCTAssertNil(h.visibleView(labelled: "Do you need more time?"), "no warning over the menu")
    }
}
