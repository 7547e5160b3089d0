import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIControl's tracking and target-action, through `UIButton` and touches on the headless
/// backend (the same input path as a touchscreen).
final class ControlTests: XCTestCase {
    /// A 400×300 window with a 100×44 button at (20, 20); its centre is (70, 42).
    @MainActor private func makeButton() -> (HeadlessHarness, UIButton, ControlEventLog) {
        let h = HeadlessHarness(width: 400, height: 300)
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        b.setTitle("OK", for: .normal)
        h.window.addSubview(b)
        h.renderFrames()
        return (h, b, ControlEventLog(b))
    }

    private let centre = CGPoint(x: 70, y: 42)

    @MainActor func testTouchUpInsideFiresOnceOnATap() async {
        let (h, _, log) = makeButton()
        h.tap(at: centre)
        XCTAssertEqual(log.events, ["touchDown", "touchUpInside", "primaryActionTriggered"])
        XCTAssertEqual(log.hadEvent, [true, true, true], "touch-driven actions carry the UIEvent")
    }

    @MainActor func testReleasedFarOutsideSendsTouchUpOutsideNotTouchUpInside() async {
        let (h, _, log) = makeButton()
        h.touchDown(at: centre)
        h.touchMove(to: CGPoint(x: 380, y: 280))   // 260 pt right of the button: past the slop
        h.touchUp()
        XCTAssertEqual(log.withoutDrags, ["touchDown", "touchDragExit", "touchUpOutside"])
        XCTAssertEqual(log.count("touchUpInside"), 0)
        XCTAssertEqual(log.count("primaryActionTriggered"), 0)
    }

    @MainActor func testReleasedWithinTheSeventyPointSlopStillCountsAsInside() async {
        XCTAssertEqual(UIControl.touchSlop, 70)
        let (h, b, log) = makeButton()
        h.touchDown(at: centre)
        h.touchMove(to: CGPoint(x: 120 + 60, y: 42))   // 60 pt right of the bounds
        XCTAssertTrue(b.isTouchInside)
        XCTAssertTrue(b.isHighlighted)
        h.touchUp()
        XCTAssertEqual(log.events, ["touchDown", "touchDragInside", "touchUpInside", "primaryActionTriggered"])

        log.events.removeAll()
        h.touchDown(at: centre)
        h.touchMove(to: CGPoint(x: 70, y: 64 + 80))   // 80 pt below the bounds
        XCTAssertFalse(b.isTouchInside)
        h.touchUp()
        XCTAssertEqual(log.events, ["touchDown", "touchDragExit", "touchUpOutside"])
    }

    @MainActor func testHighlightedWhilePressedInsideAndNotAfter() async {
        let (h, b, _) = makeButton()
        XCTAssertEqual(b.state, .normal)
        h.touchDown(at: centre)
        XCTAssertTrue(b.isHighlighted)
        XCTAssertTrue(b.isTracking)
        XCTAssertEqual(b.state, .highlighted)
        h.touchMove(to: CGPoint(x: 380, y: 42))
        XCTAssertFalse(b.isHighlighted, "not highlighted once the finger is outside")
        XCTAssertTrue(b.isTracking, "still tracking outside")
        h.touchMove(to: CGPoint(x: 100, y: 42))
        XCTAssertTrue(b.isHighlighted, "highlighted again back inside")
        h.touchUp()
        XCTAssertFalse(b.isHighlighted)
        XCTAssertFalse(b.isTracking)
        XCTAssertEqual(b.state, .normal)
    }

    @MainActor func testDragExitAndEnterAreSentOnCrossingAndInsideOutsideOtherwise() async {
        let (h, _, log) = makeButton()
        h.touchDown(at: centre)
        h.touchMove(to: CGPoint(x: 80, y: 42))    // inside
        h.touchMove(to: CGPoint(x: 300, y: 42))   // crosses out
        h.touchMove(to: CGPoint(x: 320, y: 42))   // outside
        h.touchMove(to: CGPoint(x: 90, y: 42))    // crosses in
        h.touchMove(to: CGPoint(x: 95, y: 42))    // inside
        h.touchUp()
        XCTAssertEqual(log.events, ["touchDown", "touchDragInside", "touchDragExit", "touchDragOutside",
                                    "touchDragEnter", "touchDragInside", "touchUpInside", "primaryActionTriggered"])
    }

    @MainActor func testTouchCancelIsSentWhenTheSystemCancelsTheTouch() async {
        let (h, b, log) = makeButton()
        h.touchDown(at: centre)
        h.touchCancel()
        XCTAssertEqual(log.events, ["touchDown", "touchCancel"])
        XCTAssertFalse(b.isHighlighted)
        XCTAssertFalse(b.isTracking)
    }

    @MainActor func testDisabledButtonSendsNothingAndPassesTouchesUp() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let parent = TouchDeliveryTests.TouchLog(frame: h.window.bounds)
        let b = UIButton(type: .system)
        b.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        parent.addSubview(b)
        h.window.addSubview(parent)
        h.renderFrames()
        let log = ControlEventLog(b)
        b.isEnabled = false
        XCTAssertEqual(b.state, .disabled)
        h.touchDown(at: centre)
        XCTAssertFalse(b.isHighlighted)
        XCTAssertFalse(b.isTracking)
        h.touchMove(to: CGPoint(x: 75, y: 42))
        h.touchUp()
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(parent.log, ["began 1", "moved 1", "ended 1 tap1"], "the touches go up the responder chain")
    }

    @MainActor func testDisablingWhilePressedEndsTheHighlightAndSendsNothingMore() async {
        let (h, b, log) = makeButton()
        h.touchDown(at: centre)
        b.isEnabled = false
        XCTAssertFalse(b.isHighlighted)
        XCTAssertFalse(b.isTracking)
        h.touchUp()
        XCTAssertEqual(log.events, ["touchDown"])
    }

    @MainActor func testActionsAddedAndRemoved() async {
        let (h, b, _) = makeButton()
        var calls: [String] = []
        var senders: [AnyObject?] = []
        let a = UIAction(title: "A") { action in calls.append(action.title); senders.append(action.sender) }
        b.addAction(a, for: .touchUpInside)
        XCTAssertEqual(b.actions(for: .touchUpInside).count, 1)
        h.tap(at: centre)
        XCTAssertEqual(calls, ["A"])
        XCTAssertTrue(senders.first! === b, "the action's sender is the control")

        // Same identifier: the new action replaces the old.
        let a2 = UIAction(title: "A2", identifier: a.identifier) { action in calls.append(action.title) }
        b.addAction(a2, for: .touchUpInside)
        XCTAssertEqual(b.actions(for: .touchUpInside).count, 1)
        h.tap(at: centre)
        XCTAssertEqual(calls, ["A", "A2"])

        b.removeAction(a2, for: .touchUpInside)
        XCTAssertTrue(b.actions(for: .allEvents).isEmpty)
        h.tap(at: centre)
        XCTAssertEqual(calls, ["A", "A2"], "a removed action does not run")

        // Closure targets: removed by token, for some events only.
        let token = b.addTarget({ _, _ in calls.append("closure") }, for: [.touchDown, .touchUpInside])
        XCTAssertTrue(b.allControlEvents.contains([.touchDown, .touchUpInside]))
        b.removeTarget(token, for: .touchDown)
        h.tap(at: centre)
        XCTAssertEqual(calls, ["A", "A2", "closure"], "still registered for touchUpInside only")
        b.removeTarget(token)
        h.tap(at: centre)
        XCTAssertEqual(calls, ["A", "A2", "closure"])
    }

    @MainActor func testPrimaryActionTriggeredFollowsTouchUpInside() async {
        let h = HeadlessHarness(width: 400, height: 300)
        var fired = 0
        let b = UIButton(primaryAction: UIAction(title: "Go") { _ in fired += 1 })
        b.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
        h.window.addSubview(b)
        h.renderFrames()
        XCTAssertEqual(b.buttonType, .system)
        XCTAssertEqual(b.currentTitle, "Go", "the button shows its primary action's title")
        h.touchDown(at: centre)
        XCTAssertEqual(fired, 0, "not on touch-down")
        h.touchUp()
        XCTAssertEqual(fired, 1)
        h.touchDown(at: centre)
        h.touchMove(to: CGPoint(x: 380, y: 280))
        h.touchUp()
        XCTAssertEqual(fired, 1, "not on touch-up outside")
    }

    @MainActor func testSendActionsRunsWhatIsRegisteredForTheEventsWithoutAUIEvent() async {
        let (_, b, log) = makeButton()
        b.sendActions(for: .valueChanged)
        b.sendActions(for: [.touchDown, .touchUpInside])
        XCTAssertEqual(log.events, ["valueChanged", "touchDown", "touchUpInside"], "each once, in registration order")
        XCTAssertEqual(log.hadEvent, [false, false, false])
    }

    @MainActor func testTitlesAndTitleColoursFallBackToTheNormalState() async {
        let (h, b, _) = makeButton()
        b.setTitleColor(.white, for: .normal)
        XCTAssertEqual(b.title(for: .highlighted), "OK")
        XCTAssertEqual(b.titleColor(for: .highlighted), .white)
        b.setTitle("Pressed", for: .highlighted)
        XCTAssertEqual(b.titleLabel?.text, "OK")
        h.touchDown(at: centre)
        XCTAssertEqual(b.currentTitle, "Pressed")
        XCTAssertEqual(b.titleLabel?.text, "Pressed")
        h.touchUp()
        XCTAssertEqual(b.currentTitle, "OK")
        b.isEnabled = false
        XCTAssertEqual(b.currentTitleColor, .systemGray, "a system button's disabled title is grey unless set")
        b.setTitleColor(.red, for: .disabled)
        XCTAssertEqual(b.currentTitleColor, .red)
        XCTAssertEqual(UIButton(type: .custom).titleColor(for: .normal), .white)
    }

    @MainActor func testHighlightDarkensABackgroundOrFadesThePlainContent() async {
        let (h, b, _) = makeButton()
        h.touchDown(at: centre)
        XCTAssertEqual(b.titleLabel?.alpha ?? 0, UIButton.highlightFade, accuracy: 0.001, "no background: the title fades")
        XCTAssertTrue(b.dimmingView.isHidden)
        h.touchUp()
        XCTAssertEqual(b.titleLabel?.alpha, 1)
        b.backgroundColor = .systemBlue
        b.cornerRadius = 8
        h.touchDown(at: centre)
        XCTAssertFalse(b.dimmingView.isHidden, "a background is darkened")
        XCTAssertEqual(b.titleLabel?.alpha, 1)
        h.renderFrames()
        XCTAssertEqual(b.dimmingView.frame, b.bounds)
        XCTAssertEqual(b.dimmingView.cornerRadius, 8)
        h.touchUp()
        XCTAssertTrue(b.dimmingView.isHidden)
    }

    @MainActor func testBeginTrackingReturningFalseSendsNothing() async {
        final class Refusing: UIControl {
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { false }
        }
        let h = HeadlessHarness(width: 200, height: 100)
        let c = Refusing(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(c)
        let log = ControlEventLog(c)
        h.touchDown(at: CGPoint(x: 50, y: 50))
        XCTAssertFalse(c.isHighlighted)
        XCTAssertFalse(c.isTracking)
        h.touchUp()
        XCTAssertEqual(log.events, [])
    }

    @MainActor func testTrackingHooksAreCalledInOrder() async {
        final class Hooks: UIControl {
            var log: [String] = []
            override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("begin"); return true }
            override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { log.append("continue"); return true }
            override func endTracking(_ touch: UITouch?, with event: UIEvent?) { log.append("end") }
            override func cancelTracking(with event: UIEvent?) { log.append("cancel") }
        }
        let h = HeadlessHarness(width: 200, height: 100)
        let c = Hooks(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        h.window.addSubview(c)
        h.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 20, y: 10), steps: 2)
        XCTAssertEqual(c.log, ["begin", "continue", "continue", "end"])
        c.log.removeAll()
        h.touchDown(at: CGPoint(x: 10, y: 10))
        h.touchCancel()
        XCTAssertEqual(c.log, ["begin", "cancel"])
    }

    @MainActor func testATouchDownRepeatIsSentForADoubleTap() async {
        let (h, _, log) = makeButton()
        h.tap(at: centre)
        h.advance(by: 0.1)
        h.tap(at: centre)
        XCTAssertEqual(log.withoutDrags.filter { $0.hasPrefix("touchDown") }, ["touchDown", "touchDown", "touchDownRepeat"])
    }
}
