import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UISwitch by touch: taps toggle, drags toggle past the middle, the knob animates.
final class SwitchControlTests: XCTestCase {
    /// A switch at (20, 20): 51×31, so its centre is (45.5, 35.5); the knob (27 pt) rests
    /// with its left edge at x = 2 (off) or 22 (on) in the switch.
    @MainActor private func makeSwitch() -> (HeadlessHarness, UISwitch, ControlEventLog) {
        let h = HeadlessHarness(width: 200, height: 100)
        let s = UISwitch(frame: CGRect(x: 20, y: 20, width: 0, height: 0))
        h.window.addSubview(s)
        h.renderFrames()
        return (h, s, ControlEventLog(s))
    }

    private let centre = CGPoint(x: 45.5, y: 35.5)

    @MainActor func testIntrinsicSizeIs51By31WhateverTheFrame() async {
        let s = UISwitch(frame: CGRect(x: 5, y: 6, width: 200, height: 100))
        XCTAssertEqual(s.frame, CGRect(x: 5, y: 6, width: 51, height: 31))
        XCTAssertEqual(s.intrinsicContentSize, CGSize(width: 51, height: 31))
        XCTAssertEqual(s.sizeThatFits(.zero), CGSize(width: 51, height: 31))
        XCTAssertFalse(s.isOn)
    }

    @MainActor func testTapTogglesAndSendsValueChanged() async {
        let (h, s, log) = makeSwitch()
        h.tap(at: centre)
        XCTAssertTrue(s.isOn)
        XCTAssertEqual(log.events, ["touchDown", "valueChanged", "primaryActionTriggered", "touchUpInside"])
        log.events.removeAll()
        h.advance(by: 0.5)
        h.tap(at: centre)
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log.count("valueChanged"), 1)
    }

    @MainActor func testSettingIsOnFromCodeSendsNothing() async {
        let (_, s, log) = makeSwitch()
        s.isOn = true
        s.setOn(false, animated: true)
        XCTAssertEqual(log.events, [])
    }

    @MainActor func testSetOnAnimatedSlidesTheKnobOverAQuarterSecond() async {
        let (h, s, _) = makeSwitch()
        XCTAssertEqual(s.thumbView.frame.minX, 2)
        s.setOn(true, animated: true)
        XCTAssertEqual(s.thumbView.frame.minX, 22, "the model value is final at once")
        XCTAssertEqual(s.thumbView.presentationFrame.minX, 2, "the screen starts from the off side")
        h.advance(by: 0.125)
        let mid = s.thumbView.presentationFrame.minX
        XCTAssertGreaterThan(mid, 2)
        XCTAssertLessThan(mid, 22)
        h.advance(by: 0.125 + 0.02)
        XCTAssertEqual(s.thumbView.presentationFrame.minX, 22)
        s.setOn(false, animated: false)
        XCTAssertEqual(s.thumbView.presentationFrame.minX, 2, "not animated: at once")
    }

    @MainActor func testDraggingTheKnobPastTheMiddleTogglesOnRelease() async {
        let (h, s, log) = makeSwitch()
        let knob = CGPoint(x: 20 + 2 + 13.5, y: 35.5)
        h.drag(from: knob, to: CGPoint(x: knob.x + 15, y: knob.y), steps: 3, lift: false)
        XCTAssertEqual(s.thumbView.frame.minX, 2 + 15, "the knob follows the finger")
        XCTAssertFalse(s.isOn, "no change before release")
        XCTAssertEqual(log.count("valueChanged"), 0)
        h.touchUp()
        XCTAssertTrue(s.isOn, "its centre (30.5) is past the middle (25.5)")
        XCTAssertEqual(log.count("valueChanged"), 1)
        h.advance(by: 0.3)
        XCTAssertEqual(s.thumbView.presentationFrame.minX, 22, "then it slides to the end")

        // Dragging beyond the end is clamped; a drag back to the off side turns it off.
        let onKnob = CGPoint(x: 20 + 22 + 13.5, y: 35.5)
        h.drag(from: onKnob, to: CGPoint(x: onKnob.x + 40, y: onKnob.y), steps: 2, lift: false)
        XCTAssertEqual(s.thumbView.frame.minX, 22)
        h.touchMove(to: CGPoint(x: onKnob.x - 30, y: onKnob.y))
        XCTAssertEqual(s.thumbView.frame.minX, 2)
        h.touchUp()
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log.count("valueChanged"), 2)
    }

    @MainActor func testADragThatEndsBeforeTheMiddleDoesNotToggle() async {
        let (h, s, log) = makeSwitch()
        let knob = CGPoint(x: 20 + 2 + 13.5, y: 35.5)
        h.drag(from: knob, to: CGPoint(x: knob.x + 8, y: knob.y), steps: 2)   // centre at 23.5 < 25.5
        XCTAssertFalse(s.isOn, "a drag is not a tap")
        XCTAssertEqual(log.count("valueChanged"), 0)
        h.advance(by: 0.3)
        XCTAssertEqual(s.thumbView.presentationFrame.minX, 2, "the knob slides back")
    }

    @MainActor func testATapReleasedOutsideDoesNotToggle() async {
        let (h, s, log) = makeSwitch()
        h.touchDown(at: centre)
        h.touchMove(to: CGPoint(x: centre.x, y: centre.y + 100 + 31))   // straight down, beyond the slop
        h.touchUp()
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log.count("valueChanged"), 0)
        XCTAssertEqual(log.count("touchUpOutside"), 1)
    }

    @MainActor func testDisabledSwitchIgnoresTaps() async {
        let (h, s, log) = makeSwitch()
        s.isEnabled = false
        h.tap(at: centre)
        XCTAssertFalse(s.isOn)
        XCTAssertEqual(log.events, [])
    }

    @MainActor func testColoursAreTheAppsOrUIKitsDefaults() async {
        let (_, s, _) = makeSwitch()
        XCTAssertEqual(s.thumbView.backgroundColor, .white)
        XCTAssertEqual(s.trackView.backgroundColor, UISwitch.offTrackColor)
        s.isOn = true
        XCTAssertEqual(s.trackView.backgroundColor, .systemGreen)
        s.onTintColor = .systemOrange
        s.thumbTintColor = .black
        XCTAssertEqual(s.trackView.backgroundColor, .systemOrange)
        XCTAssertEqual(s.thumbView.backgroundColor, .black)
    }
}
