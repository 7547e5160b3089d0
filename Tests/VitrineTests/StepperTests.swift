import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIStepper: UIKit's documented defaults and range rules, stepping and autorepeat on the
/// virtual clock.
final class StepperTests: XCTestCase {
    /// A stepper at (20, 20): minus centred at (43.5, 36), plus at (90.5, 36).
    @MainActor private func make() -> (HeadlessHarness, UIStepper, ControlEventLog) {
        let h = HeadlessHarness(width: 200, height: 80)
        let s = UIStepper(frame: CGRect(x: 20, y: 20, width: 10, height: 10))
        h.window.addSubview(s)
        h.renderFrames()
        return (h, s, ControlEventLog(s))
    }

    private let minus = CGPoint(x: 43.5, y: 36)
    private let plus = CGPoint(x: 90.5, y: 36)

    /// "value … default is 0", "minimumValue default 0", "maximumValue default 100",
    /// "stepValue default 1", "wraps default = NO", autorepeat and isContinuous default true;
    /// UIKit's 94×32 size.
    @MainActor func testDefaultsAreUIKits() async {
        let s = UIStepper()
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.minimumValue, 0)
        XCTAssertEqual(s.maximumValue, 100)
        XCTAssertEqual(s.stepValue, 1)
        XCTAssertFalse(s.wraps)
        XCTAssertTrue(s.autorepeat)
        XCTAssertTrue(s.isContinuous)
        XCTAssertEqual(s.frame.size, CGSize(width: 94, height: 32))
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 94, height: 32))
    }

    /// "If you set a maximum or minimum value that would break this invariant, both values
    /// are set to the new value. For example, if the minimum value is 200 and you set a
    /// maximum value of 100, then both the minimum and maximum become 200." The example
    /// contradicts the sentence before it (both would become 100); Vitrine follows the
    /// sentence, as UISlider here does. Bad values: NaN ignored, stepValue <= 0 rejected.
    @MainActor func testRangeInvariantAndClamping() async {
        BadInputLog.clear()
        let s = UIStepper()
        s.value = 150
        XCTAssertEqual(s.value, 100, "clamped to max")
        s.value = -5
        XCTAssertEqual(s.value, 0, "clamped to min")
        s.value = .nan
        XCTAssertEqual(s.value, 0, "NaN ignored")
        XCTAssertTrue(BadInputLog.recent.last?.contains("NaN") ?? false)
        s.minimumValue = 200
        XCTAssertEqual(s.maximumValue, 200)
        XCTAssertEqual(s.value, 200, "the value follows the range")
        s.maximumValue = 50
        XCTAssertEqual(s.minimumValue, 50)
        s.stepValue = 0
        XCTAssertEqual(s.stepValue, 1, "stepValue must be greater than 0")
        s.stepValue = -3
        XCTAssertEqual(s.stepValue, 1)
        XCTAssertEqual(BadInputLog.recent.count, 3)
    }

    @MainActor func testATapStepsOnTouchDownAndSendsValueChanged() async {
        let (h, s, log) = make()
        s.stepValue = 5
        h.touchDown(at: plus)
        XCTAssertEqual(s.value, 5, "the step happens on touch-down")
        XCTAssertEqual(log.count("valueChanged"), 1)
        h.touchUp()
        h.tap(at: minus)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log.count("valueChanged"), 2)
    }

    /// At an end the button does nothing (disabled) unless `wraps`: "value wraps from
    /// min <-> max".
    @MainActor func testEndsDisableTheButtonUnlessWrapping() async {
        let (h, s, log) = make()
        XCTAssertFalse(s.canDecrement)
        XCTAssertTrue(s.canIncrement)
        h.tap(at: minus)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log.count("valueChanged"), 0)
        s.wraps = true
        h.tap(at: minus)
        XCTAssertEqual(s.value, 100, "wrapped from min to max")
        h.tap(at: plus)
        XCTAssertEqual(s.value, 0, "wrapped from max to min")
        XCTAssertEqual(log.count("valueChanged"), 2)
    }

    /// "pressing and holding a stepper's button increments or decrements the stepper's value
    /// repeatedly. The rate of change depends on how long the user continues pressing": first
    /// repeat at 0.5 s, then every 0.2 s, every 0.1 s from 2.5 s held.
    @MainActor func testHoldingRepeatsFasterOnTheScreenClock() async {
        let (h, s, _) = make()
        h.touchDown(at: plus)
        XCTAssertEqual(s.value, 1)
        h.advance(by: 0.45)
        XCTAssertEqual(s.value, 1, "no repeat before 0.5 s")
        h.advance(by: 0.1)   // 0.55 s: the repeat at 0.5
        XCTAssertEqual(s.value, 2)
        h.advance(by: 0.2)   // 0.75 s: 0.7
        XCTAssertEqual(s.value, 3)
        h.advance(by: 1.8)   // 2.55 s: 0.9, 1.1, …, 2.5 (9 more)
        XCTAssertEqual(s.value, 12)
        h.advance(by: 0.5)   // 3.05 s: 2.6, 2.7, 2.8, 2.9, 3.0 at 0.1 s
        XCTAssertEqual(s.value, 17)
        h.touchUp()
        h.advance(by: 1)
        XCTAssertEqual(s.value, 17, "no repeats after touch-up")
        XCTAssertNil(s.repeatLink, "the display link is gone")
    }

    @MainActor func testNoAutorepeatMeansOneStepPerPress() async {
        let (h, s, _) = make()
        s.autorepeat = false
        h.touchDown(at: plus)
        h.advance(by: 2)
        h.touchUp()
        XCTAssertEqual(s.value, 1)
    }

    /// "isContinuous … if NO, value change events are sent … after user interaction ends".
    @MainActor func testNonContinuousSendsOneValueChangedAtTouchUp() async {
        let (h, s, log) = make()
        s.isContinuous = false
        h.touchDown(at: plus)
        h.advance(by: 0.8)
        XCTAssertEqual(s.value, 3)
        XCTAssertEqual(log.count("valueChanged"), 0)
        h.touchUp()
        XCTAssertEqual(log.count("valueChanged"), 1)
    }
}
