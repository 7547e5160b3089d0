import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The `UIScrollViewDelegate` calls in UIKit's order (the protocol's documentation): a drag is
/// `scrollViewWillBeginDragging` → `scrollViewDidScroll`… → `scrollViewWillEndDragging` →
/// `scrollViewDidEndDragging(willDecelerate:)`, followed, when the content moves on, by
/// `scrollViewWillBeginDecelerating` → `scrollViewDidScroll`… → `scrollViewDidEndDecelerating`;
/// animated offsets end with `scrollViewDidEndScrollingAnimation`; zooms with
/// `scrollViewWillBeginZooming` → `scrollViewDidZoom`… → `scrollViewDidEndZooming`.
final class ScrollViewDelegateOrderTests: XCTestCase {
    @MainActor func testADragWithoutFling() async {
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 1000)
        rec.calls = []
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), lift: false)
        h.advance(by: 0.3)          // the finger rests: no velocity left at the lift
        h.touchUp(0)
        h.advance(by: 1)
        XCTAssertEqual(rec.folded, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(false)"])
        XCTAssertEqual(rec.endDraggingVelocity, .zero)
        XCTAssertEqual(rec.proposedTarget, CGPoint(x: 0, y: 1180))
        XCTAssertFalse(sv.isDragging)
        XCTAssertFalse(sv.isDecelerating)
    }

    @MainActor func testAFling() async {
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 1000)
        rec.calls = []
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 10, duration: 0.1)
        XCTAssertTrue(sv.isDecelerating)
        h.advance(by: 5)
        XCTAssertEqual(rec.folded, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
    }

    @MainActor func testAFlingPastTheEdge() async {
        let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320, height: 1000))
        sv.contentOffset = CGPoint(x: 0, y: 300)
        rec.calls = []
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), steps: 10, duration: 0.1)
        h.advance(by: 5)
        XCTAssertEqual(rec.folded, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
        XCTAssertEqual(sv.contentOffset.y, 520)
    }

    @MainActor func testADragReleasedPastTheEdgeBouncesAsDeceleration() async {
        let (h, sv, rec) = makeScrollStage()
        h.drag(0, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 300), lift: false)
        h.advance(by: 0.3)
        h.touchUp(0)
        h.advance(by: 2)
        XCTAssertEqual(rec.folded, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
        XCTAssertEqual(rec.proposedTarget, .zero)
        XCTAssertEqual(sv.contentOffset, .zero)
    }

    @MainActor func testPaging() async {
        let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320 * 4, height: 480))
        sv.isPagingEnabled = true
        h.drag(0, from: CGPoint(x: 300, y: 240), to: CGPoint(x: 200, y: 240), steps: 5, duration: 0.1)
        h.advance(by: 3)
        XCTAssertEqual(rec.folded, ["willBeginDragging", "didScroll…", "willEndDragging", "didEndDragging(true)",
                                    "willBeginDecelerating", "didScroll…", "didEndDecelerating"])
        XCTAssertEqual(rec.proposedTarget, CGPoint(x: 320, y: 0))
        XCTAssertEqual(sv.contentOffset, CGPoint(x: 320, y: 0))
    }

    @MainActor func testSetContentOffsetAnimatedScrollsEveryFrameThenEnds() async {
        // UIKit: setContentOffset(_:animated: true) calls scrollViewDidScroll as the content
        // moves and scrollViewDidEndScrollingAnimation at the end.
        let (h, sv, rec) = makeScrollStage()
        let t0 = h.clock.now
        sv.setContentOffset(CGPoint(x: 0, y: 600), animated: true)
        XCTAssertEqual(sv.contentOffset, .zero, "nothing moves before the first frame")
        h.advance(by: 1)
        XCTAssertEqual(rec.folded, ["didScroll…", "didEndScrollingAnimation"])
        XCTAssertEqual(sv.contentOffset, CGPoint(x: 0, y: 600))
        // 0.3 s at 60 frames a second: one call per frame, the last on the frame at 0.3 s.
        XCTAssertEqual(rec.calls.filter { $0 == "didScroll" }.count, 18)
        let ys = rec.samples.map(\.offset.y)
        XCTAssertEqual(ys, ys.sorted())
        let end = rec.times["didEndScrollingAnimation"] ?? 0
        XCTAssertGreaterThanOrEqual(end - t0, 0.3)
        XCTAssertLessThan(end - t0, 0.3 + 1.0 / 60)
        // Unanimated: at once, one didScroll, no end call.
        rec.calls = []
        sv.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
        XCTAssertEqual(rec.calls, ["didScroll"])
    }

    @MainActor func testAMotionOffScreenJumpsToItsEnd() async {
        // Off screen there are no frames: a fling ends at once where it would have rested,
        // with its end call.
        let (h, sv, rec) = makeScrollStage()
        sv.contentOffset = CGPoint(x: 0, y: 500)
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 1000))
        h.advance(by: 0.1)
        sv.removeFromSuperview()
        XCTAssertFalse(sv.isDecelerating)
        XCTAssertEqual(sv.contentOffset.y, 999, accuracy: 1e-9)
        XCTAssertEqual(rec.calls.last, "didEndDecelerating")
        sv.setContentOffset(CGPoint(x: 0, y: 100), animated: true)
        XCTAssertEqual(sv.contentOffset.y, 100)
        XCTAssertEqual(rec.calls.last, "didEndScrollingAnimation")
    }

    @MainActor func testScrollRectToVisibleScrollsTheLeast() async {
        // UIKit: scrollRectToVisible scrolls just enough to show the rect; nothing if visible.
        let (h, sv, rec) = makeScrollStage()
        sv.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 10), animated: true)
        XCTAssertEqual(rec.calls, [])
        sv.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 50), animated: false)
        XCTAssertEqual(sv.contentOffset.y, 1050 - 480)
        sv.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 50), animated: true)
        h.advance(by: 1)
        XCTAssertEqual(sv.contentOffset.y, 200)
        XCTAssertEqual(rec.calls.last, "didEndScrollingAnimation")
    }

    @MainActor func testZoomCallsAndContentSize() async {
        // UIKit: the view for zooming is scaled by its transform and contentSize follows its frame.
        let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320, height: 480))
        let image = UIImageView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        sv.addSubview(image)
        rec.zoomView = image
        sv.maximumZoomScale = 4
        rec.calls = []
        sv.setZoomScale(2, animated: true)
        h.advance(by: 1)
        XCTAssertEqual(rec.folded(excluding: ["didScroll"]), ["didZoom…", "didEndZooming"])
        XCTAssertEqual(sv.zoomScale, 2)
        XCTAssertEqual(image.transform, CGAffineTransform(scaleX: 2, y: 2))
        XCTAssertEqual(sv.contentSize, CGSize(width: 640, height: 960))
        XCTAssertEqual(image.frame, CGRect(x: 0, y: 0, width: 640, height: 960))
        // The middle stays in the middle: (160, 240) → (320, 480) at the view's centre.
        XCTAssertEqual(sv.contentOffset, CGPoint(x: 160, y: 240))
        // Out of range: clamped.
        sv.zoomScale = 10
        XCTAssertEqual(sv.zoomScale, 4)
    }
}
