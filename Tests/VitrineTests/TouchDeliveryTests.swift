import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting
import VitrinePlatform

/// Touch delivery: hit testing, the responder chain, multiple touches, coordinates that follow
/// the pixels.
final class TouchDeliveryTests: XCTestCase {
    @MainActor final class TouchLog: UIView {
        var log: [String] = []
        var locations: [CGPoint] = []
        override func touchesBegan(_ t: Set<UITouch>, with e: UIEvent?) { log.append("began \(t.count)"); locations.append(contentsOf: t.map { $0.location(in: self) }) }
        override func touchesMoved(_ t: Set<UITouch>, with e: UIEvent?) { log.append("moved \(t.count)") }
        override func touchesEnded(_ t: Set<UITouch>, with e: UIEvent?) { log.append("ended \(t.count) tap\(t.first?.tapCount ?? 0)") }
        override func touchesCancelled(_ t: Set<UITouch>, with e: UIEvent?) { log.append("cancelled \(t.count)") }
    }

    @MainActor func testHitTestFindsTheFrontmostInteractiveView() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let back = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let front = UIView(frame: CGRect(x: 30, y: 30, width: 50, height: 50))
        root.addSubview(back); root.addSubview(front)
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === front)
        front.isHidden = true
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === back)
        back.alpha = 0.005
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === root, "alpha < 0.01 is not hit")
        back.alpha = 1
        back.isUserInteractionEnabled = false
        XCTAssertTrue(root.hitTest(CGPoint(x: 40, y: 40), with: nil) === root)
        XCTAssertNil(root.hitTest(CGPoint(x: 140, y: 40), with: nil))
    }

    @MainActor func testHitTestFollowsTransforms() async {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let v = UIView(frame: CGRect(x: 50, y: 90, width: 100, height: 20))
        v.transform = CGAffineTransform(rotationAngle: .pi / 2)   // now 20 wide, 100 tall about (100, 100)
        root.addSubview(v)
        XCTAssertTrue(root.hitTest(CGPoint(x: 100, y: 60), with: nil) === v)
        XCTAssertTrue(root.hitTest(CGPoint(x: 60, y: 100), with: nil) === root)
    }

    @MainActor func testTouchesReachTheHitViewThenFollowTheResponderChain() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let v = TouchLog(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        let parent = TouchLog(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        let child = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))   // does not handle touches
        parent.addSubview(child)
        h.window.addSubview(v); h.window.addSubview(parent)
        h.renderFrames()
        h.tap(at: CGPoint(x: 20, y: 25))
        XCTAssertEqual(v.log, ["began 1", "ended 1 tap1"])
        XCTAssertEqual(v.locations, [CGPoint(x: 10, y: 15)], "in the view's coordinates")
        h.tap(at: CGPoint(x: 120, y: 20))
        XCTAssertEqual(parent.log, ["began 1", "ended 1 tap1"], "a plain UIView passes touches to its next responder")
    }

    @MainActor func testTapCountCountsQuickTapsAtOnePlace() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let v = TouchLog(frame: h.window.bounds)
        h.window.addSubview(v)
        h.tap(at: CGPoint(x: 50, y: 50))
        h.advance(by: 0.1)
        h.tap(at: CGPoint(x: 52, y: 50))
        h.advance(by: 1)
        h.tap(at: CGPoint(x: 52, y: 50))
        XCTAssertEqual(v.log.filter { $0.hasPrefix("ended") }, ["ended 1 tap1", "ended 1 tap2", "ended 1 tap1"])
    }

    @MainActor func testOnlyMultipleTouchEnabledViewsGetASecondFinger() async {
        let h = HeadlessHarness(width: 100, height: 100)
        let v = TouchLog(frame: h.window.bounds)
        h.window.addSubview(v)
        h.touchFrame(down: [0: CGPoint(x: 10, y: 10)])
        h.touchFrame(down: [1: CGPoint(x: 60, y: 60)])
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(v.log, ["began 1", "ended 1 tap1"])
        v.log.removeAll()
        v.isMultipleTouchEnabled = true
        h.advance(by: 1)   // not a second tap
        h.touchFrame(down: [0: CGPoint(x: 10, y: 10), 1: CGPoint(x: 60, y: 60)])
        h.touchFrame(move: [0: CGPoint(x: 12, y: 10)])
        h.touchFrame(up: [0, 1])
        XCTAssertEqual(v.log, ["began 2", "moved 1", "ended 2 tap1"])
    }

    @MainActor func testTouchFollowsTheInterfaceOrientation() async {
        // A portrait interface on a landscape panel: a touch on the panel lands on the view
        // drawn at that physical place.
        let h = HeadlessHarness(width: 200, height: 100)
        XCTAssertTrue(h.rotate(to: .portrait, animated: false))
        h.advance(by: 0.1)
        let v = TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 40))   // the portrait top strip
        h.window.addSubview(v)
        h.renderFrames()
        // The portrait top (turned counter-clockwise) is the panel's left edge: panel x = 10.
        h.screen.input.handle([.touchDown(slot: 0, x: 10, y: 50, time: h.clock.now), .touchFrame(time: h.clock.now)])
        XCTAssertEqual(v.log, ["began 1"])
        let p = v.locations.first ?? .zero
        XCTAssertEqual(p.y, 10, accuracy: 1e-9)
        XCTAssertEqual(p.x, 50, accuracy: 1e-9)
        // And the pixels agree: that panel point shows the view's colour.
        v.backgroundColor = .red
        h.renderFrames()
        XCTAssertEqual(h.screenshot[10, 50] & 0xFFFFFF, 0xFF0000)
    }
}

/// A pointer drives one touch with its left button and shows a software cursor until the first
/// real touch.
final class PointerInputTests: XCTestCase {
    @MainActor func testPointerButtonDrivesATouchAndTheCursorIsDrawnThenHiddenByATouch() async {
        let h = HeadlessHarness(width: 100, height: 80)
        h.window.backgroundColor = .black
        let v = TouchDeliveryTests.TouchLog(frame: h.window.bounds)
        h.window.addSubview(v)
        h.renderFrames()
        h.screen.input.handle([.pointerMotionAbsolute(x: 30, y: 40, time: 0)])
        h.renderFrames()
        XCTAssertEqual(h.screenshot[30, 40] & 0xFFFFFF, 0xFFFFFF, "the cursor's white dot")
        XCTAssertEqual(h.screenshot[60, 40] & 0xFFFFFF, 0x000000)
        h.screen.input.handle([.pointerButton(button: InputCode.buttonLeft, pressed: true, time: 0),
                               .pointerMotion(dx: 10, dy: 0, time: 0),
                               .pointerButton(button: InputCode.buttonLeft, pressed: false, time: 0)])
        XCTAssertEqual(v.log, ["began 1", "moved 1", "ended 1 tap1"])
        XCTAssertEqual(v.locations, [CGPoint(x: 30, y: 40)])
        h.touchDown(0, at: CGPoint(x: 80, y: 10))
        h.touchUp(0)
        h.renderFrames()
        XCTAssertEqual(h.screenshot[40, 40] & 0xFFFFFF, 0x000000, "hidden after the first real touch")
    }
}

final class ExclusiveTouchAndRotateKeyTests: XCTestCase {
    @MainActor func testAnExclusiveTouchViewKeepsOtherViewsFromNewTouches() async {
        let h = HeadlessHarness(width: 200, height: 100)
        let a = TouchDeliveryTests.TouchLog(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let b = TouchDeliveryTests.TouchLog(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
        a.isExclusiveTouch = true
        h.window.addSubview(a); h.window.addSubview(b)
        h.touchFrame(down: [0: CGPoint(x: 50, y: 50)])
        h.touchFrame(down: [1: CGPoint(x: 150, y: 50)])
        XCTAssertEqual(a.log, ["began 1"])
        XCTAssertEqual(b.log, [], "a is exclusive and touched: b gets nothing")
        h.touchFrame(up: [0, 1])
        h.advance(by: 1)
        h.touchFrame(down: [1: CGPoint(x: 150, y: 50)])
        h.touchFrame(down: [0: CGPoint(x: 50, y: 50)])
        XCTAssertEqual(b.log, ["began 1"])
        XCTAssertEqual(a.log, ["began 1", "ended 1 tap1"], "an exclusive view gets no touch while another view is touched")
    }

    @MainActor func testTheRotateKeyTurnsTheInterfaceWithinTheMask() async {
        final class Root: UIViewController { override var supportedInterfaceOrientations: UIInterfaceOrientationMask { [.landscapeRight, .landscapeLeft] } }
        let h = HeadlessHarness(width: 200, height: 100)
        h.window.rootViewController = Root()
        h.renderFrames()
        h.screen.input.handle([.key(code: InputCode.keyRotateDisplay, pressed: true, time: 0), .key(code: InputCode.keyRotateDisplay, pressed: false, time: 0)])
        h.advance(by: 0.5)
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeLeft, "portrait orientations are refused by the mask: the next allowed one")
    }
}
