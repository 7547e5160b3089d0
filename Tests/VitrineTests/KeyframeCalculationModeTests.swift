import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// The keyframe calculation modes against Core Animation's `CAKeyframeAnimation.calculationMode`
/// (which `UIView.KeyframeAnimationOptions.calculationMode…` choose), on the virtual clock.
/// Expected values are worked out by hand in each test's comment.
final class KeyframeCalculationModeTests: XCTestCase {
    @MainActor private func host() -> (HeadlessHarness, UIView) {
        BadInputLog.clear()
        return makeAnimationStage()
    }

    /// Runs the clock to `time` seconds into an animation started now (frames fall every
    /// 1/60 s from its start; the small extra lets the frame due at `time` fire even when
    /// the sum of the frame intervals lands a rounding error past it).
    @MainActor private func clock(_ h: HeadlessHarness) -> (Double) -> Void {
        var elapsed = 0.0
        return { time in
            h.advance(by: time + 1e-6 - elapsed)
            elapsed = time + 1e-6
        }
    }

    /// kCAAnimationPaced: "Keyframe values are interpolated to produce an even pace throughout
    /// the animation"; "keyTimes and timingFunctions … are ignored".
    /// Values (10,10) → (70,10) → (70,50): legs of 60 and 40 points, 100 in all, over 1 s at
    /// 100 points/s whatever the keyframes' own times (0…0.2 and 0.2…1).
    /// At 0.5 s: 50 points along, inside the first leg: (10 + 50, 10) = (60, 10)
    /// (linear would be in the second keyframe, 0.3/0.8 of the way: (70, 25)).
    /// At 0.8 s: 80 points along, 20 into the second leg: (70, 10 + 20) = (70, 30).
    @MainActor func testPacedMovesAtOneSpeedIgnoringTheKeyframeTimes() async {
        let (h, v) = host()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModePaced, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { v.center = CGPoint(x: 70, y: 10) }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { v.center = CGPoint(x: 70, y: 50) }
        })
        let at = clock(h)
        at(0.5)
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 1e-9)
        XCTAssertEqual(v.presentationFrame.midY, 10, accuracy: 1e-9)
        at(0.8)
        XCTAssertEqual(v.presentationFrame.midX, 70, accuracy: 1e-9)
        XCTAssertEqual(v.presentationFrame.midY, 30, accuracy: 1e-9)
        at(1.1)
        XCTAssertEqual(v.presentationFrame.midY, 50)
    }

    /// kCAAnimationCubic: "Intermediate frames are computed using a Catmull-Rom spline that
    /// passes through the keyframes" (tension, continuity and bias 0). Values p0 = (10,10),
    /// p1 = (110,10) at 0.5 s, p2 = (130,90) at 1 s. Tangents m[i] = (p[i+1] − p[i−1]) / 2, the
    /// end values their own outer neighbours: m0 = (p1 − p0)/2 = (50, 0),
    /// m1 = (p2 − p0)/2 = (60, 40), m2 = (p2 − p1)/2 = (10, 40).
    /// Hermite at u = 0.5: h00 = 0.5, h10 = 0.125, h01 = 0.5, h11 = −0.125.
    /// At 0.25 s (u = 0.5 of p0→p1): x = 0.5·10 + 0.125·50 + 0.5·110 − 0.125·60 = 58.75,
    ///   y = 0.5·10 + 0.125·0 + 0.5·10 − 0.125·40 = 5 (the curve swings up before turning down).
    /// At 0.75 s (u = 0.5 of p1→p2): x = 0.5·110 + 0.125·60 + 0.5·130 − 0.125·10 = 126.25,
    ///   y = 0.5·10 + 0.125·40 + 0.5·90 − 0.125·40 = 50.
    /// (Linear would give (60, 10) and (120, 50).)
    @MainActor func testCubicFollowsTheCatmullRomSplineThroughTheValues() async {
        let (h, v) = host()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.center = CGPoint(x: 110, y: 10) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.center = CGPoint(x: 130, y: 90) }
        })
        let at = clock(h)
        at(0.25)
        XCTAssertEqual(v.presentationFrame.midX, 58.75, accuracy: 1e-9)
        XCTAssertEqual(v.presentationFrame.midY, 5, accuracy: 1e-9)
        at(0.5)
        XCTAssertEqual(v.presentationFrame.midX, 110, accuracy: 1e-9, "through the keyframe's value at its time")
        XCTAssertEqual(v.presentationFrame.midY, 10, accuracy: 1e-9)
        at(0.75)
        XCTAssertEqual(v.presentationFrame.midX, 126.25, accuracy: 1e-9)
        XCTAssertEqual(v.presentationFrame.midY, 50, accuracy: 1e-9)
    }

    /// Transforms move on the same spline through their rotation angle (and translation,
    /// scale, skew). Angles 0 → π/2 (at 0.5 s) → π (at 1 s): m0 = π/4, m1 = π/2, m2 = π/4.
    /// At 0.25 s: 0.5·0 + 0.125·π/4 + 0.5·π/2 − 0.125·π/2 = 7π/32 (linear: π/4 = 8π/32).
    @MainActor func testCubicRotatesAlongTheSpline() async {
        let (h, v) = host()
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubic, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { v.transform = CGAffineTransform(rotationAngle: .pi / 2) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { v.transform = CGAffineTransform(rotationAngle: .pi) }
        })
        clock(h)(0.25)
        let t = v.renderTransform
        XCTAssertEqual(atan2(t.b, t.a), 7 * .pi / 32, accuracy: 1e-9)
        XCTAssertEqual((t.a * t.a + t.b * t.b).squareRoot(), 1, accuracy: 1e-9, "no shrinking on the way")
    }

    /// kCAAnimationCubicPaced: the cubic path at an even pace, keyframe times ignored. Values
    /// (10,50) → (60,10) at 0.2 s → (110,50) at 1 s: the spline is mirror-symmetric about
    /// x = 60 (m0 = (25,−20), m1 = (50,0), m2 = (25,20)), so its two halves are equally long
    /// and half the time is half the length: at 0.5 s the view is at (60, 10).
    /// Cubic (keyframe times kept) would be 0.375 of the way along the second half instead:
    /// h00 = 0.68359, h10 = 0.14648, h01 = 0.31641, h11 = −0.08789 → x = 0.68359·60 + 0.14648·50
    /// + 0.31641·110 − 0.08789·25 = 80.95, not 60.
    @MainActor func testCubicPacedIsEvenAlongTheCurve() async {
        let (h, v) = host()
        v.center = CGPoint(x: 10, y: 50)
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: .calculationModeCubicPaced, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.2) { v.center = CGPoint(x: 60, y: 10) }
            UIView.addKeyframe(withRelativeStartTime: 0.2, relativeDuration: 0.8) { v.center = CGPoint(x: 110, y: 50) }
        })
        let at = clock(h)
        at(0.5)
        XCTAssertEqual(v.presentationFrame.midX, 60, accuracy: 1e-9)
        XCTAssertEqual(v.presentationFrame.midY, 10, accuracy: 1e-9)
        at(1.1)
        XCTAssertEqual(v.presentationFrame.midX, 110)
        XCTAssertEqual(v.presentationFrame.midY, 50)
    }

    /// Cubic paced measures the curve, not the straight legs: values 10 → 110 → 110. The
    /// second leg has no straight length, but the spline overshoots: m1 = (110 − 10)/2 = 50,
    /// m2 = 0, so x = 110 + 50·h10(u) with h10 = u³ − 2u² + u, largest at u = 1/3 (4/27):
    /// out to 110 + 200/27 and back. The first leg (m0 = 50, m1 = 50) is monotone
    /// (x′ = −300u² + 300u + 50 > 0 on 0…1), 100 long. Length 100 + 400/27 = 3,100/27.
    /// At half of it (1,550/27 = 57.4074) the value is still on the first leg: 10 + 1,550/27
    /// = 67.4074. Paced (straight legs, 100 long) gives 10 + 50 = 60.
    func testCubicPacedMeasuresTheCurvesLength() {
        let segments = [KeyframeSegment(start: 0, duration: 0.5, to: .scalar(110), mode: .cubicPaced),
                        KeyframeSegment(start: 0.5, duration: 0.5, to: .scalar(110), mode: .cubicPaced)]
        guard case .scalar(let x) = KeyframeCalculation(from: .scalar(10), segments: segments).value(at: 0.5) else { return XCTFail() }
        XCTAssertEqual(x, 10 + 1550.0 / 27, accuracy: 1e-9)
        let paced = segments.map { KeyframeSegment(start: $0.start, duration: $0.duration, to: $0.to, mode: .paced) }
        XCTAssertEqual(KeyframeCalculation(from: .scalar(10), segments: paced).value(at: 0.5), .scalar(60))
    }

    /// Modes other than linear and discrete need a value on a path; a colour to or from none
    /// cannot be placed on one, so it moves linearly (no crash, no jump).
    @MainActor func testAMissingColourMovesLinearly() async {
        let segments = [KeyframeSegment(start: 0, duration: 1, to: .color(nil), mode: .cubic)]
        let from = AnimatableValue.color(Color(red: 1, green: 0, blue: 0, alpha: 1))
        XCTAssertEqual(KeyframeCalculation(from: from, segments: segments).value(at: 0.5), from.interpolated(to: .color(nil), 0.5))
    }
}
