import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `UIView.animate`: model values change at once, the screen follows the curve on the
/// (virtual) clock, completions report whether the animation ran to its end.
final class AnimationTests: XCTestCase {
    @MainActor private func host() -> (HeadlessHarness, UIView) {
        return makeAnimationStage()
    }

    @MainActor func testModelValueChangesAtOnceAndTheScreenFollowsTheCurve() async {
        let (h, v) = host()
        var finished: Bool?
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.alpha = 0 }, completion: { finished = $0 })
        XCTAssertEqual(v.alpha, 0, "the model is final immediately, as in UIKit")
        h.advance(by: 0.5)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 0.02, "linear: half way at half time (frames fall on 1/60 s ticks)")
        XCTAssertNil(finished)
        h.advance(by: 0.6)
        XCTAssertEqual(finished, true)
        XCTAssertEqual(v.presentationAlpha, 0)
        XCTAssertEqual(h.clock.pendingTimerCount, 0, "nothing animates, nothing is scheduled")
    }

    @MainActor func testEaseInOutIsTheDefaultCurve() async {
        let (h, v) = host()
        UIView.animate(withDuration: 1) { v.center = CGPoint(x: 110, y: 10) }
        h.advance(by: 0.25)
        // easeInOut (0.42,0,0.58,1) at t = 0.25 is 0.129 (from the Bézier by hand): x = 10 + 100·0.129.
        XCTAssertEqual(v.presentationFrame.midX, 10 + 100 * TimingCurve.easeInOut.progress(0.25), accuracy: 2)
        XCTAssertLessThan(TimingCurve.easeInOut.progress(0.25), 0.25)
        XCTAssertEqual(TimingCurve.easeInOut.progress(0.5), 0.5, accuracy: 1e-6, "symmetric curve")
        h.advance(by: 1)
        XCTAssertEqual(v.presentationFrame.midX, 110)
    }

    @MainActor func testInterruptedAnimationCompletesWithFalse() async {
        let (h, v) = host()
        var first: Bool?, second: Bool?
        UIView.animate(withDuration: 1, animations: { v.alpha = 0 }, completion: { first = $0 })
        h.advance(by: 0.3)
        UIView.animate(withDuration: 1, animations: { v.alpha = 1 }, completion: { second = $0 })
        h.runUntilIdle()
        XCTAssertEqual(first, false)
        h.advance(by: 1.1)
        XCTAssertEqual(second, true)
    }

    @MainActor func testBeginFromCurrentStateStartsWhereTheScreenIs() async {
        let (h, v) = host()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 110 })
        h.advance(by: 0.5)
        let shown = v.presentationFrame.midX
        XCTAssertEqual(shown, 60, accuracy: 2)
        UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .beginFromCurrentState], animations: { v.center.x = 10 })
        h.runUntilIdle()
        XCTAssertEqual(v.presentationFrame.midX, shown, accuracy: 0.001, "no jump")
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.center.x = 200 })
        h.runUntilIdle()
        XCTAssertEqual(v.presentationFrame.midX, 10, accuracy: 0.001, "without the option it starts from the previous target")
    }

    @MainActor func testNoChangeMeansNoAnimationButTheCompletionStillRuns() async {
        let (h, v) = host()
        var finished: Bool?
        UIView.animate(withDuration: 1, animations: { v.alpha = 1 }, completion: { finished = $0 })
        XCTAssertNil(finished, "completion runs on the next turn of the loop")
        h.runUntilIdle()
        XCTAssertEqual(finished, true)
        XCTAssertEqual(h.clock.pendingTimerCount, 0)
        XCTAssertEqual(h.renderFrames(), 0, "nothing to draw")
    }

    @MainActor func testDelayHoldsTheStartValue() async {
        let (h, v) = host()
        UIView.animate(withDuration: 1, delay: 0.5, options: .curveLinear, animations: { v.alpha = 0 })
        h.advance(by: 0.4)
        XCTAssertEqual(v.presentationAlpha, 1)
        h.advance(by: 0.6)
        XCTAssertEqual(v.presentationAlpha, 0.5, accuracy: 0.02)
    }

    @MainActor func testSpringOvershootsWhenUnderdampedAndSettlesOnTheTarget() async {
        let curve = TimingCurve.spring(dampingRatio: 0.3, initialVelocity: 0)
        let peak = stride(from: 0.0, through: 1.0, by: 0.01).map(curve.progress).max() ?? 0
        XCTAssertGreaterThan(peak, 1.05)
        let critical = TimingCurve.spring(dampingRatio: 1, initialVelocity: 0)
        XCTAssertLessThanOrEqual(stride(from: 0.0, through: 1.0, by: 0.01).map(critical.progress).max() ?? 2, 1.0 + 1e-9)
        let (h, v) = host()
        var done = false
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, animations: { v.center.x = 150 }, completion: { _ in done = true })
        h.advance(by: 0.6)
        XCTAssertTrue(done)
        XCTAssertEqual(v.presentationFrame.midX, 150)
    }

    @MainActor func testRotationTurnsInsteadOfShrinking() async {
        let (h, v) = host()
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.transform = CGAffineTransform(rotationAngle: .pi / 2) })
        h.advance(by: 0.5)
        guard case .transform(let t)? = v.presentation[.transform] else { return XCTFail("not animating") }
        // Half way through a quarter turn is an eighth turn with scale 1.
        XCTAssertEqual(atan2(t.b, t.a), .pi / 4, accuracy: 0.03)
        XCTAssertEqual(t.determinant, 1, accuracy: 1e-6)
    }

    @MainActor func testFramesMidAnimationAreDrawnAtThePresentationValue() async {
        let (h, v) = host()
        h.window.backgroundColor = .black
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { v.frame.origin.x = 100 })
        h.advance(by: 0.5)
        // Half way: x ≈ 50 (ticks are 1/60 s apart, so within a pixel or so).
        XCTAssertEqual(h.screenshot[60, 10] & 0xFFFFFF, 0xFFFFFF)
        XCTAssertEqual(h.screenshot[5, 10] & 0xFFFFFF, 0x000000)
        XCTAssertEqual(h.screenshot[125, 10] & 0xFFFFFF, 0x000000)
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0,
                       "damage follows the moving view")
    }

    @MainActor func testPerformWithoutAnimation() async {
        let (h, v) = host()
        UIView.animate(withDuration: 1) {
            UIView.performWithoutAnimation { v.alpha = 0.2 }
        }
        h.runUntilIdle()
        XCTAssertEqual(v.presentationAlpha, 0.2)
        XCTAssertEqual(h.clock.pendingTimerCount, 0)
    }
}
