import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UIPanGestureRecognizer`: begins after ~10 pt of movement, changes on every move, ends on
/// lift, is cancelled with its touches; translation from the touch-down point in the asked
/// view's coordinates; velocity from event timestamps.
final class PanGestureRecognizerTests: XCTestCase {
    @MainActor func testDefaults() async {
        let pan = UIPanGestureRecognizer()
        XCTAssertEqual(pan.minimumNumberOfTouches, 1)
        XCTAssertEqual(pan.maximumNumberOfTouches, Int.max)
        assertPoint(pan.translation(in: nil), .zero)
        assertPoint(pan.velocity(in: nil), .zero)
    }

    @MainActor func testPanBeginsOnlyAfterTenPointsOfMovement() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        v.addGestureRecognizer(pan)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.touchMove(0, to: CGPoint(x: 106, y: 106))   // 8.5 pt
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(pan.state, .possible)
        h.touchMove(0, to: CGPoint(x: 106, y: 108))   // 10 pt
        XCTAssertEqual(log.states, [.began])
        h.touchUp(0)
        XCTAssertEqual(log.states, [.began, .ended])
    }

    @MainActor func testPanStateSequenceForADrag() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UIPanGestureRecognizer()))
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 10, duration: 0.2)
        // 10 pt per step: the first move begins it, the other nine change it, the lift ends it.
        XCTAssertEqual(log.states, [.began] + Array(repeating: .changed, count: 9) + [.ended])
    }

    @MainActor func testPanTranslationAndVelocityOfADrag() async {
        let (h, v) = makeGestureStage()
        let pan = UIPanGestureRecognizer()
        var atEnd: (CGPoint, CGPoint)?
        pan.addAction { g in
            let p = g as! UIPanGestureRecognizer
            if p.state == .ended { atEnd = (p.translation(in: v), p.velocity(in: v)) }
        }
        v.addGestureRecognizer(pan)
        // 100 pt right in 0.2 s, 10 moves: 500 pt/s.
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 10, duration: 0.2, lift: false)
        assertPoint(pan.translation(in: v), CGPoint(x: 100, y: 0), "translation from the touch-down point, hysteresis included")
        assertPoint(pan.velocity(in: v), CGPoint(x: 500, y: 0), accuracy: 1)
        assertPoint(pan.location(in: v), CGPoint(x: 200, y: 200))
        h.touchUp(0)
        guard let (t, vel) = atEnd else { return XCTFail("no .ended action") }
        assertPoint(t, CGPoint(x: 100, y: 0))
        assertPoint(vel, CGPoint(x: 500, y: 0), accuracy: 1, "lifting while moving keeps the velocity")
        assertPoint(pan.translation(in: v), .zero, "reset after the gesture")
    }

    @MainActor func testPanDiagonalVelocityUsesEventTimestamps() async {
        let (h, v) = makeGestureStage()
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        // (−60, 80) in 0.4 s: (−150, 200) pt/s.
        h.drag(0, from: CGPoint(x: 300, y: 100), to: CGPoint(x: 240, y: 180), steps: 8, duration: 0.4, lift: false)
        assertPoint(pan.translation(in: nil), CGPoint(x: -60, y: 80))
        assertPoint(pan.velocity(in: nil), CGPoint(x: -150, y: 200), accuracy: 1)
        h.touchUp(0)
    }

    @MainActor func testPanVelocityIsNearZeroWhenTheFingerStopsBeforeLifting() async {
        let (h, v) = makeGestureStage()
        let pan = UIPanGestureRecognizer()
        var endVelocity: CGPoint?
        pan.addAction { g in if g.state == .ended { endVelocity = (g as! UIPanGestureRecognizer).velocity(in: nil) } }
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 10, duration: 0.2, lift: false)
        h.advance(by: 0.5)
        h.touchUp(0)
        guard let endVelocity else { return XCTFail("no .ended action") }
        assertPoint(endVelocity, .zero, accuracy: 1)
    }

    @MainActor func testPanTranslationIsInTheAskedViewsCoordinates() async {
        let (h, v) = makeGestureStage()
        let turned = UIView(frame: CGRect(x: 150, y: 150, width: 100, height: 100))
        turned.transform = CGAffineTransform(rotationAngle: .pi / 2)   // its x axis points down the screen
        v.addSubview(turned)
        h.renderFrames()
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 50, y: 50), to: CGPoint(x: 150, y: 50), steps: 10, duration: 0.2, lift: false)
        assertPoint(pan.translation(in: nil), CGPoint(x: 100, y: 0))
        assertPoint(pan.translation(in: turned), CGPoint(x: 0, y: -100), accuracy: 1e-4, "screen right is the turned view's −y")
        assertPoint(pan.velocity(in: turned), CGPoint(x: 0, y: -500), accuracy: 1)
        h.touchUp(0)
    }

    @MainActor func testSetTranslationRebasesTheTranslationAndResetsTheVelocity() async {
        let (h, v) = makeGestureStage()
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 10, duration: 0.2, lift: false)
        pan.setTranslation(CGPoint(x: 5, y: 5), in: v)
        assertPoint(pan.translation(in: v), CGPoint(x: 5, y: 5))
        assertPoint(pan.velocity(in: v), .zero, "changing the translation resets the velocity")
        h.advance(by: 0.02)
        h.touchMove(0, to: CGPoint(x: 220, y: 200))
        assertPoint(pan.translation(in: v), CGPoint(x: 25, y: 5))
        h.touchUp(0)
    }

    @MainActor func testIncrementalTranslationWithSetTranslationSumsToTheDrag() async {
        let (h, v) = makeGestureStage()
        let pan = UIPanGestureRecognizer()
        var total = CGPoint.zero
        pan.addAction { g in
            let p = g as! UIPanGestureRecognizer
            let t = p.translation(in: v)
            total.x += t.x; total.y += t.y
            p.setTranslation(.zero, in: v)
        }
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 190, y: 220), steps: 10, duration: 0.2)
        assertPoint(total, CGPoint(x: 90, y: 120), accuracy: 1e-6)
    }

    @MainActor func testPanWithoutMovementNeverBegins() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UIPanGestureRecognizer()))
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 1)
        h.touchUp(0)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testPanNeedsMinimumNumberOfTouches() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        pan.minimumNumberOfTouches = 2
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 100))
        XCTAssertEqual(log.states, [], "one finger does not pan")
        h.twoFingerGesture(from: CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200), lift: false) { f in
            (CGPoint(x: 100 + 100 * f, y: 100), CGPoint(x: 100 + 100 * f, y: 200))
        }
        XCTAssertEqual(log.states.first, .began)
        assertPoint(pan.translation(in: nil), CGPoint(x: 100, y: 0), "the centroid's movement")
        assertPoint(pan.location(in: nil), CGPoint(x: 200, y: 150))
        h.touchFrame(up: [1])
        XCTAssertEqual(log.states.last, .ended, "ends below the minimum")
        h.touchFrame(up: [0])
    }

    @MainActor func testPanFailsWithMoreThanMaximumNumberOfTouches() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        pan.maximumNumberOfTouches = 1
        v.addGestureRecognizer(pan)
        h.twoFingerGesture(from: CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 200)) { f in
            (CGPoint(x: 100 + 100 * f, y: 100), CGPoint(x: 100 + 100 * f, y: 200))
        }
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testPanTranslationDoesNotJumpWhenASecondFingerLands() async {
        let (h, v) = makeGestureStage()
        let pan = UIPanGestureRecognizer()
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), lift: false)
        h.touchFrame(down: [1: CGPoint(x: 300, y: 300)])
        assertPoint(pan.translation(in: nil), CGPoint(x: 100, y: 0))
        h.advance(by: 0.02)
        h.touchFrame(move: [0: CGPoint(x: 220, y: 200), 1: CGPoint(x: 320, y: 300)])
        assertPoint(pan.translation(in: nil), CGPoint(x: 120, y: 0))
        h.touchFrame(up: [1])
        assertPoint(pan.translation(in: nil), CGPoint(x: 120, y: 0), "nor when it lifts")
        XCTAssertEqual(pan.state, .changed)
        h.touchFrame(up: [0])
    }

    @MainActor func testPanIsCancelledWhenItsTouchesAreCancelled() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 2, lift: false)
        h.touchCancel(0)
        XCTAssertEqual(log.states, [.began, .changed, .cancelled])
        XCTAssertEqual(pan.state, .possible)
    }

    @MainActor func testDisablingAPanUnderWayCancelsIt() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 2, lift: false)
        pan.isEnabled = false
        XCTAssertEqual(log.states, [.began, .changed, .cancelled])
        h.touchMove(0, to: CGPoint(x: 250, y: 200))
        h.touchUp(0)
        XCTAssertEqual(log.states, [.began, .changed, .cancelled], "nothing more once cancelled")
    }

    @MainActor func testResetBringsThePanBackForTheNextGesture() async {
        final class CountingPan: UIPanGestureRecognizer {
            var resets = 0
            override func reset() { super.reset(); resets += 1 }
        }
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(CountingPan())
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 2)
        XCTAssertEqual(pan.resets, 1)
        XCTAssertEqual(pan.state, .possible)
        assertPoint(pan.translation(in: nil), .zero)
        h.advance(by: 0.5)
        h.drag(0, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 150), steps: 2, lift: false)
        assertPoint(pan.translation(in: nil), CGPoint(x: 0, y: 50), "measured from the new touch-down")
        h.touchUp(0)
        XCTAssertEqual(log.states, [.began, .changed, .ended, .began, .changed, .ended])
        XCTAssertEqual(pan.resets, 2)
    }
}
