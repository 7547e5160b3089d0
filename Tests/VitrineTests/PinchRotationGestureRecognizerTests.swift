import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UIPinchGestureRecognizer` and `UIRotationGestureRecognizer`: two fingers; continuous;
/// scale is the distance ratio, rotation the turn of the line between the fingers.
final class PinchRotationGestureRecognizerTests: XCTestCase {
    // MARK: Pinch

    @MainActor func testPinchScaleIsTheDistanceRatio() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pinch = log.record(UIPinchGestureRecognizer())
        var endScale: CGFloat?
        pinch.addAction { g in if g.state == .ended { endScale = (g as! UIPinchGestureRecognizer).scale } }
        v.addGestureRecognizer(pinch)
        XCTAssertEqual(pinch.scale, 1)
        // 100 pt apart → 200 pt apart, 10 frames over 0.2 s.
        h.twoFingerGesture(from: CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200), lift: false) { f in
            (CGPoint(x: 150 - 50 * f, y: 200), CGPoint(x: 250 + 50 * f, y: 200))
        }
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(pinch.velocity, 5, accuracy: 0.01, "scale 1 → 2 in 0.2 s")
        assertPoint(pinch.location(in: v), CGPoint(x: 200, y: 200))
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(endScale ?? 0, 2, accuracy: 1e-9)
        // 10 pt per frame: the first frame passes the hysteresis.
        XCTAssertEqual(log.states, [.began] + Array(repeating: .changed, count: 9) + [.ended])
        XCTAssertEqual(pinch.scale, 1, "reset")
    }

    @MainActor func testPinchInwardsScalesDown() async {
        let (h, v) = makeGestureStage()
        let pinch = UIPinchGestureRecognizer()
        v.addGestureRecognizer(pinch)
        h.twoFingerGesture(from: CGPoint(x: 100, y: 200), CGPoint(x: 300, y: 200), lift: false) { f in
            (CGPoint(x: 100 + 50 * f, y: 200), CGPoint(x: 300 - 50 * f, y: 200))
        }
        XCTAssertEqual(pinch.scale, 0.5, accuracy: 1e-9)
        XCTAssertLessThan(pinch.velocity, 0)
        h.touchFrame(up: [0, 1])
    }

    @MainActor func testPinchNeedsTheDistanceToChange() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pinch = log.record(UIPinchGestureRecognizer())
        v.addGestureRecognizer(pinch)
        // Both fingers move together: no pinch.
        h.twoFingerGesture(from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200)) { f in
            (CGPoint(x: 100 + 100 * f, y: 200), CGPoint(x: 200 + 100 * f, y: 200))
        }
        XCTAssertEqual(log.states, [])
        // A change of 8 pt is within the hysteresis.
        h.twoFingerGesture(from: CGPoint(x: 100, y: 200), CGPoint(x: 200, y: 200), steps: 2) { f in
            (CGPoint(x: 100, y: 200), CGPoint(x: 200 + 8 * f, y: 200))
        }
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testPinchDoesNotBeginWithOneFinger() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UIPinchGestureRecognizer()))
        h.drag(0, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300))
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testPinchEndsWhenAFingerLifts() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UIPinchGestureRecognizer()))
        h.twoFingerGesture(from: CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200), steps: 2, lift: false) { f in
            (CGPoint(x: 150 - 50 * f, y: 200), CGPoint(x: 250 + 50 * f, y: 200))
        }
        h.touchFrame(up: [1])
        XCTAssertEqual(log.states, [.began, .changed, .ended])
        h.touchMove(0, to: CGPoint(x: 20, y: 200))
        h.touchFrame(up: [0])
        XCTAssertEqual(log.states, [.began, .changed, .ended])
    }

    @MainActor func testSettingScaleRebasesIt() async {
        let (h, v) = makeGestureStage()
        let pinch = UIPinchGestureRecognizer()
        v.addGestureRecognizer(pinch)
        h.twoFingerGesture(from: CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200), lift: false) { f in
            (CGPoint(x: 150 - 50 * f, y: 200), CGPoint(x: 250 + 50 * f, y: 200))
        }
        pinch.scale = 1
        XCTAssertEqual(pinch.scale, 1)
        XCTAssertEqual(pinch.velocity, 0, "setting the scale restarts the velocity")
        h.advance(by: 0.02)
        h.touchFrame(move: [0: CGPoint(x: 50, y: 200), 1: CGPoint(x: 350, y: 200)])   // 200 → 300 apart
        XCTAssertEqual(pinch.scale, 1.5, accuracy: 1e-9)
        h.touchFrame(up: [0, 1])
    }

    @MainActor func testIncrementalScaleWithResetToOneMultipliesToTheTotal() async {
        let (h, v) = makeGestureStage()
        let pinch = UIPinchGestureRecognizer()
        var product: CGFloat = 1
        pinch.addAction { g in
            let p = g as! UIPinchGestureRecognizer
            product *= p.scale
            p.scale = 1
        }
        v.addGestureRecognizer(pinch)
        h.twoFingerGesture(from: CGPoint(x: 150, y: 200), CGPoint(x: 250, y: 200)) { f in
            (CGPoint(x: 150 - 100 * f, y: 200), CGPoint(x: 250 + 100 * f, y: 200))
        }
        XCTAssertEqual(product, 3, accuracy: 1e-9, "100 → 300 pt apart")
    }

    // MARK: Rotation

    @MainActor func testRotationQuarterTurn() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let rot = log.record(UIRotationGestureRecognizer())
        v.addGestureRecognizer(rot)
        XCTAssertEqual(rot.rotation, 0)
        // The line between the fingers turns a quarter clockwise (on screen) in 0.2 s.
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), lift: false, radius: { _ in 50 }, angle: { .pi / 2 * $0 })
        XCTAssertEqual(rot.rotation, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(rot.velocity, .pi / 2 / 0.2, accuracy: 0.01)
        assertPoint(rot.location(in: v), CGPoint(x: 200, y: 200), accuracy: 1e-9)
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(log.states, [.began] + Array(repeating: .changed, count: 9) + [.ended])
        XCTAssertEqual(rot.rotation, 0, "reset")
    }

    @MainActor func testCounterclockwiseRotationIsNegative() async {
        let (h, v) = makeGestureStage()
        let rot = UIRotationGestureRecognizer()
        v.addGestureRecognizer(rot)
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), lift: false, radius: { _ in 50 }, angle: { -.pi / 2 * $0 })
        XCTAssertEqual(rot.rotation, -.pi / 2, accuracy: 1e-9)
        XCTAssertLessThan(rot.velocity, 0)
        h.touchFrame(up: [0, 1])
    }

    @MainActor func testRotationKeepsCountingPastAHalfTurn() async {
        let (h, v) = makeGestureStage()
        let rot = UIRotationGestureRecognizer()
        v.addGestureRecognizer(rot)
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), steps: 30, duration: 0.6, lift: false, radius: { _ in 50 }, angle: { 1.5 * .pi * $0 })
        XCTAssertEqual(rot.rotation, 1.5 * .pi, accuracy: 1e-9)
        h.touchFrame(up: [0, 1])
    }

    @MainActor func testRotationNeedsTheLineToTurn() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UIRotationGestureRecognizer()))
        // Spreading without turning.
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), radius: { 50 + 50 * $0 }, angle: { _ in 0 })
        XCTAssertEqual(log.states, [])
        // One finger.
        h.drag(0, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 300, y: 300))
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testSettingRotationRebasesIt() async {
        let (h, v) = makeGestureStage()
        let rot = UIRotationGestureRecognizer()
        v.addGestureRecognizer(rot)
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), lift: false, radius: { _ in 50 }, angle: { .pi / 4 * $0 })
        rot.rotation = 0
        XCTAssertEqual(rot.velocity, 0)
        h.advance(by: 0.02)
        let a = CGFloat.pi / 2
        h.touchFrame(move: [0: CGPoint(x: 200 - 50 * cos(a), y: 200 - 50 * sin(a)), 1: CGPoint(x: 200 + 50 * cos(a), y: 200 + 50 * sin(a))])
        XCTAssertEqual(rot.rotation, .pi / 4, accuracy: 1e-9)
        h.touchFrame(up: [0, 1])
    }
}
