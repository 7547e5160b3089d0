import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The scroll view's accessories and guards: indicators (UIKit: shown while scrolling, fading
/// after; `flashScrollIndicators()`), `UIRefreshControl` (pull past a threshold while
/// dragging → refreshing and `.valueChanged`, held open until `endRefreshing()`),
/// `keyboardDismissMode`, and bad input logged and survived.
final class ScrollViewAccessoryTests: XCTestCase {
    @MainActor func testTheVerticalIndicatorShowsWhileScrollingAndFadesAfter() async {
        let (h, sv, _) = makeScrollStage()
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 200), lift: false)
        let bar = try! XCTUnwrap(sv.scrolling.verticalIndicator)
        XCTAssertNil(sv.scrolling.horizontalIndicator, "the content is not wider than the view")
        XCTAssertEqual(bar.alpha, 1)
        XCTAssertTrue(bar.superview === sv)
        // By hand: track 480 − 2·3 = 474; length max(36, 474·480/10000) = 36; progress
        // 180/(10000 − 480); 3 pt in from the right edge, 3 pt thick.
        let y: CGFloat = 180 + 3 + (474 - 36) * 180 / 9520
        XCTAssertEqual(bar.frame.origin.x, 314)
        XCTAssertEqual(bar.frame.origin.y, y, accuracy: 1e-9)
        XCTAssertEqual(bar.frame.size, CGSize(width: 3, height: 36))
        XCTAssertEqual(bar.cornerRadius, 1.5)
        h.advance(by: 0.3)
        h.touchUp(0)
        h.advance(by: 0.4)
        XCTAssertEqual(bar.alpha, 1, "still shown 0.4 s after the content stopped")
        h.advance(by: 0.2)
        XCTAssertEqual(bar.alpha, 0, "fading out 0.5 s after")
        sv.flashScrollIndicators()
        XCTAssertEqual(bar.alpha, 1)
        h.advance(by: 1)
        XCTAssertEqual(bar.alpha, 0)
    }

    @MainActor func testIndicatorInsetsAndStyle() async {
        let (h, sv, _) = makeScrollStage()
        sv.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 5)
        sv.indicatorStyle = .white
        sv.flashScrollIndicators()
        let bar = try! XCTUnwrap(sv.scrolling.verticalIndicator)
        XCTAssertEqual(bar.frame, CGRect(x: 320 - 5 - 3 - 3, y: 10 + 3, width: 3, height: 36))
        XCTAssertEqual(bar.backgroundColor, UIColor(white: 1, alpha: 0.35))
        h.advance(by: 1)
    }

    @MainActor func testPullToRefresh() async {
        let (h, sv, _) = makeScrollStage(contentSize: CGSize(width: 320, height: 2000))
        let rc = UIRefreshControl()
        let events = ControlEventLog(rc)
        sv.refreshControl = rc
        XCTAssertTrue(sv.refreshControl === rc)
        // A short pull does not refresh.
        h.drag(0, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 200), lift: false)
        XCTAssertFalse(rc.isRefreshing)
        h.advance(by: 0.3); h.touchUp(0); h.advance(by: 2)
        // Pulled 280 pt: rubber-banded (1 − 1/(280·0.55/480 + 1))·480 = 116.6 ≥ 100.
        h.drag(0, from: CGPoint(x: 160, y: 100), to: CGPoint(x: 160, y: 400), lift: false)
        XCTAssertTrue(rc.isRefreshing)
        XCTAssertEqual(events.events, ["valueChanged"])
        XCTAssertEqual(sv.adjustedContentInset.top, 60)
        h.advance(by: 0.3); h.touchUp(0); h.advance(by: 2)
        XCTAssertEqual(sv.contentOffset.y, -60, "held open above the content")
        XCTAssertEqual(rc.frame.maxY, 0)
        rc.endRefreshing()
        XCTAssertFalse(rc.isRefreshing)
        XCTAssertEqual(sv.adjustedContentInset.top, 0)
        h.advance(by: 1)
        XCTAssertEqual(sv.contentOffset.y, 0)
        XCTAssertEqual(events.events, ["valueChanged"])
        rc.tintColor = .white
        sv.refreshControl = nil
        XCTAssertNil(rc.superview)
    }

    /// UIScrollView.KeyboardDismissMode.onDrag: "The keyboard is dismissed when a drag
    /// begins" — the active text input resigns first responder; `.none` leaves it.
    @MainActor func testKeyboardDismissModeOnDragResignsTheActiveTextInput() async {
        final class Field: UIView, UIKeyInput {
            var hasText: Bool { false }
            func insertText(_ t: String) {}
            func deleteBackward() {}
            override var canBecomeFirstResponder: Bool { true }
        }
        let (h, sv, _) = makeScrollStage()
        let field = Field(frame: CGRect(x: 10, y: 10, width: 100, height: 30))
        sv.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300))
        XCTAssertTrue(field.isFirstResponder, "keyboardDismissMode is .none by default")
        h.advance(by: 3)
        sv.keyboardDismissMode = .onDrag
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 300))
        XCTAssertFalse(field.isFirstResponder)
        h.advance(by: 3)
    }

    @MainActor func testBadInputIsLoggedAndSurvived() async {
        BadInputLog.clear()
        let (h, sv, rec) = makeScrollStage()
        let image = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        sv.addSubview(image)
        rec.zoomView = image
        sv.maximumZoomScale = 2
        sv.contentSize = CGSize(width: CGFloat.nan, height: .infinity)
        XCTAssertEqual(sv.contentSize, .zero)
        sv.contentSize = CGSize(width: 320, height: 5000)
        sv.contentOffset = CGPoint(x: CGFloat.nan, y: 0)
        sv.setContentOffset(CGPoint(x: 0, y: CGFloat.infinity), animated: true)
        sv.scrollRectToVisible(CGRect(x: 0, y: CGFloat.nan, width: 1, height: 1), animated: true)
        sv.zoomScale = .nan
        sv.setZoomScale(-1, animated: true)
        sv.zoom(to: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: 1), animated: true)
        XCTAssertEqual(BadInputLog.recent.count, 7)
        XCTAssertEqual(sv.contentOffset, .zero)
        XCTAssertEqual(sv.zoomScale, 1)
        // A target the delegate made non-finite: logged, the proposed one used.
        rec.replaceTarget = CGPoint(x: 0, y: CGFloat.nan)
        sv.decelerationRate = UIScrollView.DecelerationRate(rawValue: .nan)
        XCTAssertEqual(BadInputLog.recent.count, 8)
        XCTAssertEqual(sv.decelerationRate, .normal)
        sv.releaseForTest(velocity: CGPoint(x: 0, y: 1000))
        XCTAssertEqual(BadInputLog.recent.count, 9)
        h.advance(by: 5)
        XCTAssertEqual(sv.contentOffset.y, 499, accuracy: 1e-9, "a rate that is not in (0, 1) is replaced by .normal")
        // Infinite velocity: no motion rather than a run to infinity.
        rec.replaceTarget = nil
        sv.releaseForTest(velocity: CGPoint(x: 0, y: CGFloat.infinity))
        h.advance(by: 1)
        XCTAssertEqual(sv.contentOffset.y, 499, accuracy: 1e-9)
    }
}
