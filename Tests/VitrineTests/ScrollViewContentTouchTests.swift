import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Touches in a scroll view's content, as UIKit documents them: `delaysContentTouches` holds
/// a touch back from the content (about 150 ms) to see whether it starts a scroll; a drag
/// that starts first takes it (the content never sees it); once the content has it, a drag
/// takes it only with `canCancelContentTouches` and `touchesShouldCancel(in:)` (false for a
/// UIControl by default); `touchesShouldBegin(_:with:in:)` can keep it from the content.
final class ScrollViewContentTouchTests: XCTestCase {
    @MainActor func makeButtonStage(_ sv: UIScrollView? = nil) -> (HeadlessHarness, UIScrollView, UIButton, ControlEventLog) {
        let h = HeadlessHarness(width: 320, height: 480)
        let scroll = sv ?? UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        scroll.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        scroll.contentSize = CGSize(width: 320, height: 2000)
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 60, y: 200, width: 200, height: 80)
        scroll.addSubview(button)
        h.window.addSubview(scroll)
        h.renderFrames()
        return (h, scroll, button, ControlEventLog(button))
    }

    @MainActor func testATapPressesAButtonInAScrollView() async {
        let (h, _, button, events) = makeButtonStage()
        h.tap(at: CGPoint(x: 160, y: 240))
        XCTAssertEqual(events.withoutDrags, ["touchDown", "touchUpInside", "primaryActionTriggered"])
        XCTAssertFalse(button.isHighlighted)
    }

    @MainActor func testTheContentGetsTheTouchOnlyAfterTheDelay() async {
        let (h, _, button, events) = makeButtonStage()
        h.touchDown(0, at: CGPoint(x: 160, y: 240))
        h.advance(by: 0.1)
        XCTAssertEqual(events.events, [], "held back for 150 ms")
        XCTAssertFalse(button.isHighlighted)
        h.advance(by: 0.06)
        XCTAssertEqual(events.events, ["touchDown"])
        XCTAssertTrue(button.isHighlighted)
        h.touchUp(0)
        XCTAssertEqual(events.withoutDrags, ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @MainActor func testWithoutDelayTheContentGetsTheTouchAtOnce() async {
        let (h, sv, _, events) = makeButtonStage()
        sv.delaysContentTouches = false
        h.touchDown(0, at: CGPoint(x: 160, y: 240))
        XCTAssertEqual(events.events, ["touchDown"])
        h.touchUp(0)
    }

    @MainActor func testAQuickDragScrollsAndTheButtonNeverSeesTheTouch() async {
        let (h, sv, button, events) = makeButtonStage()
        h.drag(0, from: CGPoint(x: 160, y: 260), to: CGPoint(x: 160, y: 160), steps: 5, duration: 0.1, lift: false)
        XCTAssertEqual(sv.contentOffset.y, 80)
        h.advance(by: 0.3)
        XCTAssertFalse(button.isHighlighted)
        h.touchUp(0)
        XCTAssertEqual(events.events, [])
    }

    @MainActor func testAButtonHeldPastTheDelayKeepsItsTouchByDefault() async {
        // UIKit: touchesShouldCancel(in:) is false for a UIControl, so a drag on a pressed
        // button does not scroll.
        let (h, sv, _, events) = makeButtonStage()
        h.touchDown(0, at: CGPoint(x: 160, y: 260))
        h.advance(by: 0.2)
        for i in 1...5 { h.advance(by: 0.02); h.touchMove(0, to: CGPoint(x: 160, y: 260 - CGFloat(i) * 20)) }
        h.touchUp(0)
        XCTAssertEqual(sv.contentOffset.y, 0)
        XCTAssertEqual(events.withoutDrags.first, "touchDown")
        XCTAssertTrue(events.events.contains("touchUpInside"))
    }

    @MainActor func testADragCancelsAHeldButtonWhenTouchesShouldCancelSaysSo() async {
        final class CancellingScrollView: UIScrollView {
            override func touchesShouldCancel(in view: UIView) -> Bool { true }
        }
        let (h, sv, button, events) = makeButtonStage(CancellingScrollView(frame: .zero))
        h.touchDown(0, at: CGPoint(x: 160, y: 260))
        h.advance(by: 0.2)
        XCTAssertTrue(button.isHighlighted)
        for i in 1...5 { h.advance(by: 0.02); h.touchMove(0, to: CGPoint(x: 160, y: 260 - CGFloat(i) * 20)) }
        XCTAssertEqual(events.withoutDrags, ["touchDown", "touchCancel"])
        XCTAssertFalse(button.isHighlighted)
        XCTAssertEqual(sv.contentOffset.y, 80)
        h.touchUp(0)
        XCTAssertFalse(events.events.contains("touchUpInside"))

        // canCancelContentTouches = false: the held button keeps it even so.
        sv.canCancelContentTouches = false
        sv.setContentOffset(.zero, animated: false)
        h.advance(by: 1)
        h.touchDown(0, at: CGPoint(x: 160, y: 260))
        h.advance(by: 0.2)
        for i in 1...5 { h.advance(by: 0.02); h.touchMove(0, to: CGPoint(x: 160, y: 260 - CGFloat(i) * 20)) }
        h.touchUp(0)
        XCTAssertEqual(sv.contentOffset.y, 0)
    }

    @MainActor func testTouchesShouldBeginCanKeepTouchesFromTheContent() async {
        final class RefusingScrollView: UIScrollView {
            override func touchesShouldBegin(_ touches: Set<UITouch>, with event: UIEvent?, in view: UIView) -> Bool { false }
        }
        let (h, _, _, events) = makeButtonStage(RefusingScrollView(frame: .zero))
        h.tap(at: CGPoint(x: 160, y: 240))
        XCTAssertEqual(events.events, [])
    }

    @MainActor func testATouchThatStopsAFlingIsNotATapOnTheContent() async {
        // iOS: catching moving content stops it; that touch does not press what is under it.
        let (h, sv, button, events) = makeButtonStage()
        sv.contentOffset = CGPoint(x: 0, y: 100)
        sv.releaseForTest(velocity: CGPoint(x: 0, y: -100))    // slowly, 49.9 pt in all
        h.advance(by: 0.2)
        XCTAssertTrue(sv.isDecelerating)
        let p = sv.convert(CGPoint(x: 160, y: 240), to: h.window)
        XCTAssertTrue(h.window.hitTest(p, with: nil) === button)
        h.tap(at: p)
        XCTAssertFalse(sv.isDecelerating)
        XCTAssertEqual(events.events, [])
        // The next tap (not a double tap) is a tap again.
        h.advance(by: 1)
        h.tap(at: p)
        XCTAssertEqual(events.withoutDrags, ["touchDown", "touchUpInside", "primaryActionTriggered"])
    }

    @MainActor func testNestedScrollViewsInCrossedAxes() async {
        // A horizontal pager of vertical lists: the inner list takes vertical drags, the
        // pager horizontal ones (UIKit: the scroll view that scrolls along the drag wins).
        let h = HeadlessHarness(width: 320, height: 480)
        let pager = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        pager.contentSize = CGSize(width: 960, height: 480)
        pager.isPagingEnabled = true
        let list = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        list.contentSize = CGSize(width: 320, height: 3000)
        pager.addSubview(list)
        h.window.addSubview(pager)
        h.renderFrames()

        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 165, y: 200), lift: false)
        XCTAssertEqual(list.contentOffset.y, 180)
        XCTAssertEqual(pager.contentOffset, .zero)
        XCTAssertTrue(list.isDragging)
        XCTAssertFalse(pager.isDragging)
        h.advance(by: 0.3); h.touchUp(0); h.advance(by: 3)

        h.drag(0, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 100, y: 250), lift: false)
        XCTAssertEqual(pager.contentOffset.x, 180)
        XCTAssertEqual(list.contentOffset.y, 180)
        XCTAssertTrue(pager.isDragging)
        XCTAssertFalse(list.isDragging)
        h.touchUp(0); h.advance(by: 3)
        XCTAssertEqual(pager.contentOffset.x, 320)
    }
}
