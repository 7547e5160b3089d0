import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UILongPressGestureRecognizer`: continuous; begins when the fingers have been held
/// `minimumPressDuration` (a clock timer), changes as they move, ends on lift; fails on an
/// early lift or movement past `allowableMovement` before it begins.
final class LongPressGestureRecognizerTests: XCTestCase {
    @MainActor func testDefaults() async {
        let lp = UILongPressGestureRecognizer()
        XCTAssertEqual(lp.minimumPressDuration, 0.5)
        XCTAssertEqual(lp.numberOfTouchesRequired, 1)
        XCTAssertEqual(lp.numberOfTapsRequired, 0)
        XCTAssertEqual(lp.allowableMovement, 10)
    }

    @MainActor func testLongPressBeginsWhenTheDurationElapsesThenChangesAndEnds() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        v.addGestureRecognizer(lp)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.45)
        XCTAssertEqual(log.states, [], "not before 0.5 s")
        h.advance(by: 0.1)
        XCTAssertEqual(log.states, [.began], "began by the timer, with no touch event")
        h.touchMove(0, to: CGPoint(x: 105, y: 100))
        h.touchMove(0, to: CGPoint(x: 250, y: 300))
        XCTAssertEqual(log.states, [.began, .changed, .changed], "any movement once it has begun")
        assertPoint(lp.location(in: v), CGPoint(x: 250, y: 300))
        h.touchUp(0)
        XCTAssertEqual(log.states, [.began, .changed, .changed, .ended])
        XCTAssertEqual(lp.state, .possible)
    }

    @MainActor func testLongPressFailsWhenLiftedEarly() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UILongPressGestureRecognizer()))
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.3)
        h.touchUp(0)
        h.advance(by: 1)
        XCTAssertEqual(log.states, [], "the timer of the lifted press does not fire it")
    }

    @MainActor func testLongPressFailsWhenMovedBeyondAllowableMovement() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        v.addGestureRecognizer(lp)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.2)
        h.touchMove(0, to: CGPoint(x: 100, y: 111))
        XCTAssertEqual(lp.state, .failed)
        h.advance(by: 1)
        h.touchUp(0)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testLongPressToleratesMovementWithinAllowableMovement() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        lp.allowableMovement = 20
        v.addGestureRecognizer(lp)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.2)
        h.touchMove(0, to: CGPoint(x: 112, y: 116))   // 20 pt
        h.advance(by: 0.4)
        XCTAssertEqual(log.states, [.began])
        h.touchUp(0)
    }

    @MainActor func testLongPressHonoursMinimumPressDuration() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        lp.minimumPressDuration = 1.0
        v.addGestureRecognizer(lp)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.9)
        XCTAssertEqual(log.states, [])
        h.advance(by: 0.2)
        XCTAssertEqual(log.states, [.began])
        h.touchUp(0)
    }

    @MainActor func testTwoFingerLongPressNeedsTwoFingers() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        lp.numberOfTouchesRequired = 2
        v.addGestureRecognizer(lp)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.6)
        XCTAssertEqual(log.states, [], "one finger is not enough")
        h.touchUp(0)
        h.touchFrame(down: [0: CGPoint(x: 100, y: 100), 1: CGPoint(x: 200, y: 100)])
        h.advance(by: 0.6)
        XCTAssertEqual(log.states, [.began])
        assertPoint(lp.location(in: nil), CGPoint(x: 150, y: 100))
        h.touchFrame(up: [1])
        XCTAssertEqual(log.states, [.began, .ended], "ends when fewer fingers than required remain")
        h.touchFrame(up: [0])
        XCTAssertEqual(lp.state, .possible)
    }

    @MainActor func testLongPressFailsWithMoreFingersThanRequired() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        v.addGestureRecognizer(lp)
        h.touchFrame(down: [0: CGPoint(x: 100, y: 100), 1: CGPoint(x: 200, y: 100)])
        XCTAssertEqual(lp.state, .failed)
        h.advance(by: 0.6)
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testLongPressAfterTheRequiredTap() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        lp.numberOfTapsRequired = 1
        v.addGestureRecognizer(lp)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [], "the tap alone is not the gesture")
        h.advance(by: 0.1)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.6)
        XCTAssertEqual(log.states, [.began], "tap, then press and hold")
        h.touchUp(0)
        XCTAssertEqual(log.states, [.began, .ended])
    }

    @MainActor func testLongPressWithARequiredTapDoesNotBeginOnAPlainHold() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let lp = log.record(UILongPressGestureRecognizer())
        lp.numberOfTapsRequired = 1
        v.addGestureRecognizer(lp)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 1)
        XCTAssertEqual(log.states, [])
        h.touchUp(0)
    }

    @MainActor func testLongPressIsCancelledWhenItsTouchIsCancelled() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UILongPressGestureRecognizer()))
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.6)
        h.touchCancel(0)
        XCTAssertEqual(log.states, [.began, .cancelled])
    }
}
