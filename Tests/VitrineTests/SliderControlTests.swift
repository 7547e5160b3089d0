import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UISlider by touch: the thumb follows the finger along the track; only the thumb drags.
final class SliderControlTests: XCTestCase {
    /// A slider from 0 to 100 at (20, 40), 228 wide: with its 28-point thumb, the thumb's
    /// centre travels 200 points, from x = 34 (value 0) to x = 234 (value 100), at y = 55.5.
    @MainActor private func makeSlider(value: Float = 0) -> (HeadlessHarness, UISlider, ControlEventLog) {
        let h = HeadlessHarness(width: 300, height: 100)
        let s = UISlider(frame: CGRect(x: 20, y: 40, width: 228, height: 31))
        s.minimumValue = 0
        s.maximumValue = 100
        s.value = value
        h.window.addSubview(s)
        h.renderFrames()
        return (h, s, ControlEventLog(s))
    }

    private func thumbCentre(_ value: CGFloat) -> CGPoint { CGPoint(x: 34 + value * 2, y: 55.5) }

    @MainActor func testDefaultsAreUIKits() async {
        let s = UISlider(frame: CGRect(x: 0, y: 0, width: 100, height: 31))
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(s.minimumValue, 0)
        XCTAssertEqual(s.maximumValue, 1)
        XCTAssertTrue(s.isContinuous)
        XCTAssertEqual(s.intrinsicContentSize.height, 31)
    }

    @MainActor func testValueFollowsADragOfTheThumb() async {
        let (h, s, _) = makeSlider()
        let start = thumbCentre(0)
        h.drag(from: start, to: CGPoint(x: start.x + 50, y: start.y), steps: 5, lift: false)
        XCTAssertEqual(s.value, 25, accuracy: 0.001, "50 pt of a 200-pt travel over 0...100")
        h.touchMove(to: CGPoint(x: start.x + 150, y: start.y + 40))   // vertical offset does not matter
        XCTAssertEqual(s.value, 75, accuracy: 0.001)
        h.touchUp()
        XCTAssertEqual(s.value, 75, accuracy: 0.001)
        h.renderFrames()
        XCTAssertEqual(s.thumbView.frame.midX, 34 - 20 + 150, accuracy: 0.001, "the thumb's centre is where the finger is")
    }

    @MainActor func testGrabbingTheThumbOffCentreDoesNotMakeItJump() async {
        let (h, s, log) = makeSlider(value: 50)
        let grab = CGPoint(x: thumbCentre(50).x + 9, y: 55.5)
        h.touchDown(at: grab)
        h.touchMove(to: CGPoint(x: grab.x + 1, y: grab.y))
        h.touchMove(to: grab)
        XCTAssertEqual(s.value, 50, accuracy: 0.001)
        h.touchMove(to: CGPoint(x: grab.x - 20, y: grab.y))
        XCTAssertEqual(s.value, 40, accuracy: 0.001)
        h.touchUp()
        XCTAssertEqual(log.events.first, "touchDown")
    }

    @MainActor func testContinuousSliderSendsValueChangedWhileDragging() async {
        let (h, s, log) = makeSlider()
        let start = thumbCentre(0)
        h.drag(from: start, to: CGPoint(x: start.x + 50, y: start.y), steps: 10, lift: false)
        XCTAssertEqual(log.count("valueChanged"), 10, "one per move that changed the value")
        XCTAssertEqual(log.count("primaryActionTriggered"), 10)
        h.touchUp()
        XCTAssertEqual(log.count("valueChanged"), 10, "nothing more when lifting where it was")
        XCTAssertEqual(s.value, 25, accuracy: 0.001)
    }

    @MainActor func testNonContinuousSliderSendsValueChangedOnceAtTheEnd() async {
        let (h, s, log) = makeSlider()
        s.isContinuous = false
        let start = thumbCentre(0)
        h.drag(from: start, to: CGPoint(x: start.x + 50, y: start.y), steps: 10, lift: false)
        XCTAssertEqual(s.value, 25, accuracy: 0.001, "the value moves with the thumb")
        XCTAssertEqual(log.count("valueChanged"), 0)
        h.touchUp()
        XCTAssertEqual(log.count("valueChanged"), 1)
        XCTAssertEqual(log.count("primaryActionTriggered"), 1)
    }

    @MainActor func testADragIsClampedToTheRange() async {
        let (h, s, log) = makeSlider(value: 50)
        let start = thumbCentre(50)
        h.drag(from: start, to: CGPoint(x: 295, y: start.y), steps: 3, lift: false)
        XCTAssertEqual(s.value, 100)
        h.touchMove(to: CGPoint(x: 1, y: start.y))
        XCTAssertEqual(s.value, 0)
        h.touchUp()
        log.events.removeAll()
        // Further drags past the end change nothing and send nothing.
        h.drag(from: thumbCentre(0), to: CGPoint(x: 2, y: 55.5), steps: 3)
        XCTAssertEqual(s.value, 0)
        XCTAssertEqual(log.count("valueChanged"), 0)
    }

    @MainActor func testTouchingTheTrackAwayFromTheThumbDoesNothing() async {
        let (h, s, log) = makeSlider(value: 0)
        h.tap(at: thumbCentre(80))
        h.drag(from: thumbCentre(60), to: thumbCentre(90), steps: 3)
        XCTAssertEqual(s.value, 0, "UIKit's slider does not jump to a touch on the track")
        XCTAssertEqual(log.events, [])
    }

    @MainActor func testSetValueClampsAndSendsNothing() async {
        let (h, s, log) = makeSlider()
        s.value = 150
        XCTAssertEqual(s.value, 100)
        s.setValue(-5, animated: false)
        XCTAssertEqual(s.value, 0)
        s.value = 60
        s.maximumValue = 40
        XCTAssertEqual(s.value, 40, "a narrower range clamps the value")
        s.minimumValue = 70
        XCTAssertEqual(s.maximumValue, 70, "the maximum follows a minimum raised above it")
        XCTAssertEqual(s.value, 70)
        XCTAssertEqual(log.events, [])

        s.maximumValue = 100
        s.minimumValue = 0
        s.setValue(0, animated: false)
        h.renderFrames()
        s.setValue(100, animated: true)
        XCTAssertEqual(s.thumbView.frame.midX, 214, "model: at the end at once")
        h.advance(by: 0.125)
        XCTAssertGreaterThan(s.thumbView.presentationFrame.midX, 14)
        XCTAssertLessThan(s.thumbView.presentationFrame.midX, 214)
        h.advance(by: 0.15)
        XCTAssertEqual(s.thumbView.presentationFrame.midX, 214)
    }

    @MainActor func testTrackTintsSplitAtTheThumb() async {
        let (h, s, _) = makeSlider(value: 25)
        s.minimumTrackTintColor = .systemRed
        h.renderFrames()
        XCTAssertEqual(s.minimumTrackView.backgroundColor, .systemRed)
        XCTAssertEqual(s.maximumTrackView.backgroundColor, UISlider.defaultMaximumTrackColor)
        XCTAssertEqual(s.minimumTrackView.frame, CGRect(x: 0, y: 13.5, width: 64, height: 4))
        XCTAssertEqual(s.maximumTrackView.frame, CGRect(x: 64, y: 13.5, width: 164, height: 4))
    }
}
