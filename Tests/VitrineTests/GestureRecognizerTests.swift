import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit's rules between the concrete recognizers and with the views: exclusive versus
/// simultaneous recognition, `require(toFail:)`, `gestureRecognizerShouldBegin`,
/// `cancelsTouchesInView`, `delaysTouchesBegan`, disabled recognizers, recognizers on
/// ancestors. (Per-recognizer rules are in Tap-, LongPress-, Pan-, Swipe- and
/// PinchRotationGestureRecognizerTests.)
final class GestureRecognizerTests: XCTestCase {
    // MARK: Exclusive and simultaneous recognition

    @MainActor func testPinchAndRotationRecognizeSimultaneouslyWhenTheDelegateAllows() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pinch = log.record(UIPinchGestureRecognizer(), as: "pinch")
        let rot = log.record(UIRotationGestureRecognizer(), as: "rotation")
        let delegate = GestureTestDelegate()
        delegate.simultaneous = true
        pinch.delegate = delegate
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rot)
        // Spread from 100 to 200 pt apart while turning a quarter.
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), lift: false, radius: { 50 + 50 * $0 }, angle: { .pi / 2 * $0 })
        XCTAssertEqual(pinch.scale, 2, accuracy: 1e-9)
        XCTAssertEqual(rot.rotation, .pi / 2, accuracy: 1e-9)
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(rot.state, .changed)
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(log.names.filter { $0 == "pinch" }.count, 11)
        XCTAssertEqual(log.names.filter { $0 == "rotation" }.count, 11)
    }

    @MainActor func testWhicheverRecognizesFirstMakesTheOtherFail() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pinch = log.record(UIPinchGestureRecognizer(), as: "pinch")
        let rot = log.record(UIRotationGestureRecognizer(), as: "rotation")
        v.addGestureRecognizer(pinch)
        v.addGestureRecognizer(rot)
        // Turn first (the distance stays 100): the rotation begins, the pinch fails...
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), steps: 4, lift: false, radius: { _ in 50 }, angle: { .pi / 4 * $0 })
        XCTAssertEqual(rot.state, .changed)
        XCTAssertEqual(pinch.state, .failed)
        // ...and spreading afterwards does not bring it back.
        h.advance(by: 0.02)
        let a = CGFloat.pi / 4
        h.touchFrame(move: [0: CGPoint(x: 200 - 100 * cos(a), y: 200 - 100 * sin(a)), 1: CGPoint(x: 200 + 100 * cos(a), y: 200 + 100 * sin(a))])
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(Set(log.names), ["rotation"])

        // Spread first: now the pinch wins.
        log.names.removeAll()
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), steps: 4, lift: false, radius: { 50 + 50 * $0 }, angle: { _ in 0 })
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(rot.state, .failed)
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(Set(log.names), ["pinch"])
    }

    @MainActor func testPanBeatsSwipeBecauseItBeginsFirst() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer(), as: "pan")
        let swipe = log.record(UISwipeGestureRecognizer(), as: "swipe")
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(swipe)
        // A quick 100-pt swipe right: the pan begins at 10 pt, long before the swipe's 50.
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 10, duration: 0.2)
        XCTAssertEqual(log.names, Array(repeating: "pan", count: 11))
        XCTAssertEqual(log.states, [.began] + Array(repeating: .changed, count: 9) + [.ended])
    }

    @MainActor func testSwipeWinsWhenThePanRequiresItToFail() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer(), as: "pan")
        let swipe = log.record(UISwipeGestureRecognizer(), as: "swipe")
        pan.require(toFail: swipe)
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(swipe)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 10, duration: 0.2)
        XCTAssertEqual(log.names, ["swipe"], "the pan waits for the swipe, which recognizes and fails it")
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testPanThatRequiresASwipeToFailBeginsOnceTheSwipeFails() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer(), as: "pan")
        let swipe = log.record(UISwipeGestureRecognizer(), as: "swipe")
        pan.require(toFail: swipe)
        var panBeganAt: Double?
        pan.addAction { [h] g in if g.state == .began { panBeganAt = h.clock.now } }
        v.addGestureRecognizer(pan)
        v.addGestureRecognizer(swipe)
        // A slow drag: 100 pt in 2 s, only 25 pt when the swipe's 0.5 s run out.
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), steps: 20, duration: 2)
        XCTAssertEqual(Set(log.names), ["pan"])
        XCTAssertEqual(log.states.first, .began)
        XCTAssertEqual(log.states.last, .ended)
        XCTAssertEqual(Set(log.states.dropFirst().dropLast()), [.changed])
        XCTAssertEqual(panBeganAt ?? 0, 0.5, accuracy: 0.05, "held back until the swipe failed")
    }

    @MainActor func testInnermostTapWinsOverAnAncestorsTap() async {
        let (h, v) = makeGestureStage()
        let child = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        v.addSubview(child)
        h.renderFrames()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UITapGestureRecognizer(), as: "outer"))
        child.addGestureRecognizer(log.record(UITapGestureRecognizer(), as: "inner"))
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.names, ["inner"])
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 300, y: 300))
        XCTAssertEqual(log.names, ["inner", "outer"])
    }

    @MainActor func testSimultaneousTapsBothRecognizeWhenTheDelegateAllows() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let a = log.record(UITapGestureRecognizer(), as: "a")
        let b = log.record(UITapGestureRecognizer(), as: "b")
        let delegate = GestureTestDelegate()
        delegate.simultaneous = true
        b.delegate = delegate
        v.addGestureRecognizer(a)
        v.addGestureRecognizer(b)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.names, ["a", "b"])
    }

    // MARK: Delegate

    @MainActor func testShouldBeginReturningFalseFailsTheRecognizer() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        let delegate = GestureTestDelegate()
        delegate.shouldBegin = false
        pan.delegate = delegate
        v.addGestureRecognizer(pan)
        h.drag(0, from: CGPoint(x: 100, y: 200), to: CGPoint(x: 200, y: 200), lift: false)
        XCTAssertEqual(pan.state, .failed)
        XCTAssertEqual(delegate.shouldBeginAsked, 1, "asked when it would leave possible")
        h.touchUp(0)
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(v.log, ["began 1"] + Array(repeating: "moved 1", count: 10) + ["ended 1"], "the view keeps its touches")
        // A tap is asked too.
        let tap = log.record(UITapGestureRecognizer())
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [])
        delegate.shouldBegin = true
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testShouldReceiveFalseKeepsTheTouchFromTheRecognizer() async {
        final class Refusing: UIGestureRecognizerDelegate {
            func gestureRecognizer(_ g: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { false }
        }
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        let delegate = Refusing()
        tap.delegate = delegate
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(v.log, ["began 1", "ended 1"])
    }

    // MARK: The view's touches

    @MainActor func testCancelsTouchesInViewCancelsTheViewsTouchesWhenAPanBegins() async {
        let (h, v) = makeGestureStage()
        v.addGestureRecognizer(UIPanGestureRecognizer())
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.touchMove(0, to: CGPoint(x: 105, y: 100))
        XCTAssertEqual(v.log, ["began 1", "moved 1"], "the view has the touch while the pan is possible")
        h.touchMove(0, to: CGPoint(x: 115, y: 100))
        XCTAssertEqual(v.log, ["began 1", "moved 1", "cancelled 1"])
        h.touchMove(0, to: CGPoint(x: 150, y: 100))
        h.touchUp(0)
        XCTAssertEqual(v.log, ["began 1", "moved 1", "cancelled 1"], "nothing more for the view")
    }

    @MainActor func testWithoutCancelsTouchesInViewTheViewKeepsItsTouches() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        pan.cancelsTouchesInView = false
        v.addGestureRecognizer(pan)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.touchMove(0, to: CGPoint(x: 105, y: 100))
        h.touchMove(0, to: CGPoint(x: 115, y: 100))
        h.touchMove(0, to: CGPoint(x: 150, y: 100))
        h.touchUp(0)
        XCTAssertEqual(v.log, ["began 1", "moved 1", "moved 1", "moved 1", "ended 1"])
        XCTAssertEqual(log.states, [.began, .changed, .ended])
    }

    @MainActor func testTapRecognitionCancelsTheViewsTouchInsteadOfEndingIt() async throws {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UITapGestureRecognizer()))
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [.ended])
        XCTAssertEqual(v.log, ["began 1", "cancelled 1"])
    }

    @MainActor func testDelaysTouchesBeganHoldsTheViewsTouchUntilTheRecognizerFails() async {
        let (h, v) = makeGestureStage()
        let tap = UITapGestureRecognizer()
        tap.delaysTouchesBegan = true
        v.addGestureRecognizer(tap)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.05)
        h.touchMove(0, to: CGPoint(x: 105, y: 100))
        XCTAssertEqual(v.log, [], "held while the tap is possible")
        h.touchMove(0, to: CGPoint(x: 130, y: 100))   // the tap fails
        XCTAssertEqual(v.log, ["began 1", "moved 1"])
        h.touchUp(0)
        XCTAssertEqual(v.log, ["began 1", "moved 1", "ended 1"])
    }

    @MainActor func testDelaysTouchesBeganKeepsRecognizedTouchesFromTheView() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        tap.delaysTouchesBegan = true
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [.ended])
        XCTAssertEqual(v.log, [], "the view never sees a touch the recognizer took")
    }

    // MARK: Which recognizers get touches

    @MainActor func testDisabledRecognizerGetsNothing() async {
        final class CountingTap: UITapGestureRecognizer {
            var began = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) { began += 1; super.touchesBegan(touches, with: event) }
        }
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(CountingTap())
        tap.isEnabled = false
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(tap.began, 0)
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(v.log, ["began 1", "ended 1"], "the view gets the touches instead")
        tap.isEnabled = true
        h.advance(by: 0.5)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(tap.began, 1)
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testRecognizerOnAnAncestorReceivesTouchesOfItsSubviews() async {
        let (h, v) = makeGestureStage()
        let child = GestureHostView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
        let grandchild = GestureHostView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        child.addSubview(grandchild)
        v.addSubview(child)
        h.renderFrames()
        let log = GestureStateLog()
        let pan = log.record(UIPanGestureRecognizer())
        v.addGestureRecognizer(pan)
        var startInGrandchild: CGPoint?
        pan.addAction { g in if g.state == .began { startInGrandchild = g.location(in: grandchild) } }
        h.drag(0, from: CGPoint(x: 120, y: 120), to: CGPoint(x: 120, y: 220), steps: 10, duration: 0.2)
        XCTAssertEqual(log.states.first, .began)
        XCTAssertEqual(log.states.last, .ended)
        assertPoint(startInGrandchild ?? .zero, CGPoint(x: 10, y: 20), "10 pt below the touch-down at (10, 10)")
        XCTAssertEqual(grandchild.log, ["began 1", "cancelled 1"], "the hit view loses the touch to its ancestor's pan")
    }

    @MainActor func testResetBringsEveryRecognizerBackToPossible() async {
        let (h, v) = makeGestureStage()
        let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer(), swipe = UISwipeGestureRecognizer()
        let long = UILongPressGestureRecognizer(), pinch = UIPinchGestureRecognizer(), rot = UIRotationGestureRecognizer()
        let all: [UIGestureRecognizer] = [tap, pan, swipe, long, pinch, rot]
        let delegate = GestureTestDelegate()
        delegate.simultaneous = true
        for r in all { r.delegate = delegate; r.cancelsTouchesInView = false; v.addGestureRecognizer(r) }
        h.twoFingerTurn(centre: CGPoint(x: 200, y: 200), lift: false, radius: { 50 + 50 * $0 }, angle: { .pi / 2 * $0 })
        XCTAssertEqual(pinch.state, .changed)
        XCTAssertEqual(rot.state, .changed)
        XCTAssertEqual(tap.state, .failed)
        h.touchFrame(up: [0, 1])
        for r in all { XCTAssertEqual(r.state, .possible, "\(type(of: r))") }
        XCTAssertEqual(pinch.scale, 1)
        XCTAssertEqual(rot.rotation, 0)
        assertPoint(pan.translation(in: nil), .zero)
    }
}
