import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The timeline behind interactive transitions and property animators: the stand-in for Core
/// Animation's layer timing (`speed` 0 and `timeOffset` to scrub, then running on to an end).
final class AnimationTimelineTests: XCTestCase {
    @MainActor private func host() -> (HeadlessHarness, UIView) {
        return makeAnimationStage()
    }

    @MainActor func testAPausedTimelineHoldsItsAnimationsAndScrubbingMovesThem() async {
        let (h, v) = host()
        let tl = AnimationTimeline(duration: 1)
        AnimationTimeline.capturing(tl) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center = CGPoint(x: 110, y: 10) })
        }
        XCTAssertEqual(v.center.x, 110, "the model value is final at once, as with any UIView.animate block")
        XCTAssertEqual(v.presentationFrame.midX, 10, "held at the start while paused")
        h.advance(by: 2)
        XCTAssertEqual(v.presentationFrame.midX, 10, "time passing does not move a paused timeline")
        tl.scrub(to: 0.25)
        XCTAssertEqual(v.presentationFrame.midX, 35, accuracy: 0.001, "linear curve: a quarter of the way (10 + 100/4)")
        tl.scrub(to: 7)
        XCTAssertEqual(v.presentationFrame.midX, 110, accuracy: 0.001, "a fraction past 1 is clamped")
        tl.scrub(to: .nan)
        XCTAssertEqual(v.presentationFrame.midX, 10, accuracy: 0.001, "NaN scrubs to the start")
    }

    @MainActor func testAnAnimationsCurveAndDelayApplyOnTheTimelinesTime() async {
        let (_, v) = host()
        let tl = AnimationTimeline(duration: 2)
        AnimationTimeline.capturing(tl) {
            UIView.animate(withDuration: 1, delay: 1, options: [], animations: { v.alpha = 0 })
        }
        tl.scrub(to: 0.4)
        XCTAssertEqual(v.presentationAlpha, 1, "0.8 s in, the animation's 1 s delay has not passed")
        tl.scrub(to: 0.75)
        // 1.5 s in: half of the animation's own 1 s, along its ease-in-out curve (0.5 at 0.5).
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 0.001)
    }

    @MainActor func testRunningToTheEndCompletesWithTheModelValues() async {
        let (h, v) = host()
        let tl = AnimationTimeline(duration: 1)
        var finished: Bool?
        var ended: AnimationTimeline.Position?
        tl.onEnd { ended = $0 }
        AnimationTimeline.capturing(tl) {
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 }, completion: { finished = $0 })
        }
        tl.scrub(to: 0.5)
        tl.run(towardsEnd: true, span: 0.2)
        h.advance(by: 0.1)
        XCTAssertEqual(v.presentationAlpha, 0.25, accuracy: 0.05, "half of the remaining half in half of the 0.2 s span (linear)")
        XCTAssertNil(finished)
        h.advance(by: 0.15)
        XCTAssertEqual(ended, .end)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(v.alpha, 0)
        XCTAssertEqual(v.presentationAlpha, 0)
        XCTAssertEqual(h.clock.pendingTimerCount, 0, "nothing left to animate, nothing scheduled")
    }

    /// UIViewPropertyAnimator's documented rule for `UIViewAnimatingPosition.start`: the
    /// animated properties end at the values they had before the animations, which is what a
    /// cancelled interactive transition needs.
    @MainActor func testRunningBackToTheStartPutsTheOldModelValuesBack() async {
        let (h, v) = host()
        let tl = AnimationTimeline(duration: 1)
        var finished: Bool?
        AnimationTimeline.capturing(tl) {
            UIView.animate(withDuration: 1, animations: {
                v.center = CGPoint(x: 110, y: 50)
                v.alpha = 0.2
                v.backgroundColor = .red
                v.transform = CGAffineTransform(scaleX: 2, y: 2)
            }, completion: { finished = $0 })
        }
        tl.scrub(to: 0.6)
        tl.run(towardsEnd: false, span: 0.3)
        h.advance(by: 0.5)
        XCTAssertEqual(tl.endPosition, .start)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(v.center, CGPoint(x: 10, y: 10))
        XCTAssertEqual(v.alpha, 1)
        XCTAssertEqual(v.backgroundColor, .white)
        XCTAssertEqual(v.transform, .identity)
        XCTAssertEqual(v.presentationFrame, CGRect(x: 0, y: 0, width: 20, height: 20))
    }

    @MainActor func testAnimationsOutsideTheCaptureKeepTheScreensClock() async {
        let (h, v) = host()
        let other = UIView(frame: CGRect(x: 0, y: 50, width: 10, height: 10))
        h.window.addSubview(other)
        let tl = AnimationTimeline(duration: 1)
        AnimationTimeline.capturing(tl) { UIView.animate(withDuration: 1, animations: { v.alpha = 0 }) }
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { other.alpha = 0 })
        h.advance(by: 0.5)
        XCTAssertEqual(other.presentationAlpha, 0.5, accuracy: 0.02)
        XCTAssertEqual(v.presentationAlpha, 1, "still held by its paused timeline")
    }
}
