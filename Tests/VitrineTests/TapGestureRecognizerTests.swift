import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UITapGestureRecognizer`: discrete, recognizes on the last lift of the last tap; fails on
/// movement past ~10 pt, a wrong finger count, or a late next tap (0.35 s).
final class TapGestureRecognizerTests: XCTestCase {
    @MainActor func testDefaultsAreOneTapOfOneFinger() async {
        let tap = UITapGestureRecognizer()
        XCTAssertEqual(tap.numberOfTapsRequired, 1)
        XCTAssertEqual(tap.numberOfTouchesRequired, 1)
        XCTAssertEqual(tap.state, .possible)
        XCTAssertTrue(tap.cancelsTouchesInView)
        XCTAssertFalse(tap.delaysTouchesBegan)
    }

    @MainActor func testTapRecognizesOnTouchUpWithTheLocationInTheView() async {
        let (h, v) = makeGestureStage(frame: CGRect(x: 20, y: 30, width: 300, height: 300))
        let log = GestureStateLog()
        var location = CGPoint.zero
        let tap = log.record(UITapGestureRecognizer())
        tap.addAction { g in location = g.location(in: g.view) }
        v.addGestureRecognizer(tap)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [], "nothing before the lift")
        h.advance(by: 0.05)
        h.touchUp(0)
        XCTAssertEqual(log.states, [.ended], "discrete: possible → recognized (.ended)")
        assertPoint(location, CGPoint(x: 80, y: 70))
        XCTAssertEqual(tap.state, .possible, "reset once the touches are over")
    }

    @MainActor func testTapAllowsMovementUpToTenPoints() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        v.addGestureRecognizer(log.record(UITapGestureRecognizer()))
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.touchMove(0, to: CGPoint(x: 106, y: 108))   // 10 pt away
        h.touchUp(0)
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testTapFailsWhenTheFingerMovesMoreThanTenPoints() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        v.addGestureRecognizer(tap)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        h.touchMove(0, to: CGPoint(x: 111, y: 100))
        XCTAssertEqual(tap.state, .failed)
        h.touchMove(0, to: CGPoint(x: 100, y: 100))
        h.touchUp(0)
        XCTAssertEqual(log.states, [], "a failed tap sends no action, even back at the start")
        XCTAssertEqual(tap.state, .possible)
    }

    @MainActor func testTwoFingerTapNeedsBothFingers() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        tap.numberOfTouchesRequired = 2
        v.addGestureRecognizer(tap)
        h.touchFrame(down: [0: CGPoint(x: 100, y: 100), 1: CGPoint(x: 200, y: 100)])
        h.advance(by: 0.05)
        h.touchFrame(up: [0])
        XCTAssertEqual(log.states, [], "recognizes on the last lift")
        h.touchFrame(up: [1])
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testTwoFingerTapFailsWithFewerFingers() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        tap.numberOfTouchesRequired = 2
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [])
        // Two fingers one after the other are not a two-finger tap either.
        h.tap(at: CGPoint(x: 100, y: 100), slot: 0)
        h.tap(at: CGPoint(x: 200, y: 100), slot: 1)
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testTapFailsWithMoreFingersThanRequired() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        v.addGestureRecognizer(tap)
        h.touchFrame(down: [0: CGPoint(x: 100, y: 100)])
        h.touchFrame(down: [1: CGPoint(x: 200, y: 100)])
        XCTAssertEqual(tap.state, .failed)
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(log.states, [])
    }

    @MainActor func testDoubleTapRecognizesOnTheSecondLift() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        tap.numberOfTapsRequired = 2
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [])
        XCTAssertEqual(tap.state, .possible, "waiting for the second tap")
        h.advance(by: 0.2)
        h.tap(at: CGPoint(x: 102, y: 101))
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testDoubleTapFailsWhenTheSecondTapBeginsAfterTheInterval() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        tap.numberOfTapsRequired = 2
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.3)
        XCTAssertEqual(tap.state, .possible, "0.3 s after the lift: still waiting")
        h.advance(by: 0.1)
        XCTAssertNotEqual(tap.state, .ended)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [], "a tap 0.4 s after the first is not its second tap")
    }

    @MainActor func testDoubleTapRecognizerWorksAgainAfterTimingOut() async throws {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        tap.numberOfTapsRequired = 2
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.5)   // the timer fails it with no finger down
        XCTAssertEqual(tap.state, .possible, "reset at once, as UIKit does at the end of the run-loop turn")
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testTripleTap() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        tap.numberOfTapsRequired = 3
        v.addGestureRecognizer(tap)
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [])
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testResetLetsEveryTapRecognize() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let tap = log.record(UITapGestureRecognizer())
        v.addGestureRecognizer(tap)
        for _ in 0..<3 {
            h.tap(at: CGPoint(x: 100, y: 100))
            h.advance(by: 0.5)
        }
        XCTAssertEqual(log.states, [.ended, .ended, .ended])
        XCTAssertEqual(tap.state, .possible)
    }

    @MainActor func testSingleTapWaitsForTheDoubleTapToFail() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let single = log.record(UITapGestureRecognizer(), as: "single")
        let double = log.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.names, [], "held back while the double tap may still happen")
        h.advance(by: 0.3)
        XCTAssertEqual(log.names, [])
        h.advance(by: 0.1)   // 0.4 s after the lift: the double tap failed
        XCTAssertEqual(log.names, ["single"])
        XCTAssertEqual(log.states, [.ended])
    }

    @MainActor func testDoubleTapMakesTheSingleTapThatRequiresItToFailFail() async {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let single = log.record(UITapGestureRecognizer(), as: "single")
        let double = log.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(log.names, ["double"])
        h.advance(by: 1)
        XCTAssertEqual(log.names, ["double"], "the single tap never fires")
        XCTAssertEqual(single.state, .possible)
        XCTAssertEqual(double.state, .possible)
    }

    @MainActor func testSingleAndDoubleTapKeepWorkingAfterASingleTap() async throws {
        let (h, v) = makeGestureStage()
        let log = GestureStateLog()
        let single = log.record(UITapGestureRecognizer(), as: "single")
        let double = log.record(UITapGestureRecognizer(), as: "double")
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        v.addGestureRecognizer(single)
        v.addGestureRecognizer(double)
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.5)
        XCTAssertEqual(log.names, ["single"])
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 100, y: 100))
        h.advance(by: 1)
        XCTAssertEqual(log.names, ["single", "double"])
    }
}
