import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UISwipeGestureRecognizer`: discrete; recognizes after ~50 pt in an allowed direction
/// within ~0.5 s, inside a cone; fails otherwise.
final class SwipeGestureRecognizerTests: XCTestCase {
    @MainActor private func swipe(_ direction: UISwipeGestureRecognizer.Direction?, from a: CGPoint, to b: CGPoint,
                                  duration: Double = 0.2, steps: Int = 10) -> [UIGestureRecognizer.State] {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let s = log.record(UISwipeGestureRecognizer())
        if let direction { s.direction = direction }
        v.addGestureRecognizer(s)
        h.drag(0, from: a, to: b, steps: steps, duration: duration)
        return log.states
    }

    @MainActor func testDefaultDirectionIsRight() async {
        let s = UISwipeGestureRecognizer()
        XCTAssertEqual(s.direction, .right)
        XCTAssertEqual(s.numberOfTouchesRequired, 1)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.right.rawValue, 1)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.left.rawValue, 2)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.up.rawValue, 4)
        XCTAssertEqual(UISwipeGestureRecognizer.Direction.down.rawValue, 8)
        XCTAssertEqual(swipe(nil, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200)), [.ended])
        XCTAssertEqual(swipe(nil, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200)), [], "a left swipe is not a right one")
    }

    @MainActor func testSwipeRecognizesOnceFiftyPointsAreCovered() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let s = log.record(UISwipeGestureRecognizer())
        v.addGestureRecognizer(s)
        h.touchDown(0, at: CGPoint(x: 100, y: 200))
        h.advance(by: 0.05)
        h.touchMove(0, to: CGPoint(x: 149, y: 200))
        XCTAssertEqual(log.states, [])
        h.advance(by: 0.05)
        h.touchMove(0, to: CGPoint(x: 150, y: 205))
        XCTAssertEqual(log.states, [.ended], "recognized while the finger is still down")
        h.touchUp(0)
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testSwipeLeft() async {
        XCTAssertEqual(swipe(.left, from: CGPoint(x: 300, y: 200), to: CGPoint(x: 200, y: 200)), [.ended])
        XCTAssertEqual(swipe(.left, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200)), [])
    }

    @MainActor func testSwipeUp() async {
        XCTAssertEqual(swipe(.up, from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 200)), [.ended])
        XCTAssertEqual(swipe(.up, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300)), [])
    }

    @MainActor func testSwipeDown() async {
        XCTAssertEqual(swipe(.down, from: CGPoint(x: 200, y: 100), to: CGPoint(x: 200, y: 200)), [.ended])
        XCTAssertEqual(swipe(.down, from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200)), [])
    }

    @MainActor func testSwipeWithSeveralDirectionsAcceptsEach() async {
        XCTAssertEqual(swipe([.left, .right], from: CGPoint(x: 200, y: 200), to: CGPoint(x: 100, y: 200)), [.ended])
        XCTAssertEqual(swipe([.left, .right], from: CGPoint(x: 200, y: 200), to: CGPoint(x: 300, y: 200)), [.ended])
        XCTAssertEqual(swipe([.left, .right], from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 300)), [])
    }

    @MainActor func testSwipeFailsWhenTooSlow() async {
        // 100 pt in 2 s: only 25 pt after 0.5 s.
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), duration: 2, steps: 20), [])
    }

    @MainActor func testSwipeFailsWhenItDriftsOutOfTheCone() async {
        // 100 right and 80 down: sideways drift 0.8 of the forward movement.
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 180)), [])
        // 100 right and 40 down stays inside.
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 140)), [.ended])
    }

    @MainActor func testSwipeFailsWhenLiftedShort() async {
        XCTAssertEqual(swipe(.right, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 140, y: 200)), [])
    }

    @MainActor func testTwoFingerSwipeNeedsTwoFingers() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let s = log.record(UISwipeGestureRecognizer())
        s.numberOfTouchesRequired = 2
        v.addGestureRecognizer(s)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200))
        XCTAssertEqual(log.states, [], "one finger")
        h.advance(by: 1)
        h.twoFingerGesture(from: CGPoint(x: 100, y: 150), CGPoint(x: 100, y: 250)) { f in
            (CGPoint(x: 100 + 100 * f, y: 150), CGPoint(x: 100 + 100 * f, y: 250))
        }
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testSwipeLocationIsWhereTheFingerIs() async {
        let (h, v) = makeGestureStage(frame: CGRect(x: 0, y: 100, width: 400, height: 300))
        let s = UISwipeGestureRecognizer()
        var location: CGPoint?
        s.addAction { g in location = g.location(in: g.view) }
        v.addGestureRecognizer(s)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 10)
        assertPoint(location ?? .zero, CGPoint(x: 150, y: 100), "recognized at the fifth 10-pt step")
    }
}
