import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The scroll-to-top gesture (`scrollsToTop`, `scrollViewShouldScrollToTop(_:)`,
/// `scrollViewDidScrollToTop(_:)`): "When a user makes this gesture, the system asks the scroll
/// view closest to the status bar to scroll to the top. If that scroll view has scrollsToTop set
/// to false, its delegate returns false from scrollViewShouldScrollToTop(_:), or the content is
/// already at the top, nothing happens. After the scroll view scrolls to the top of the content
/// view, it sends the delegate a scrollViewDidScrollToTop(_:) message."
final class ScrollToTopTests: XCTestCase {
    @MainActor final class Delegate: NSObject, UIScrollViewDelegate {
        var allow = true
        var didScrollToTop = 0
        var didEndScrollingAnimation = 0
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { allow }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) { didScrollToTop += 1 }
        func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { didEndScrollingAnimation += 1 }
    }

    @MainActor private func scroller(in h: HeadlessHarness, frame: CGRect) -> UIScrollView {
        let s = UIScrollView(frame: frame)
        s.contentSize = CGSize(width: frame.width, height: 3000)
        h.window.addSubview(s)
        return s
    }

    @MainActor func testTheOneScrollViewScrollsToItsTopAnimatedAndItsDelegateHears() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let s = scroller(in: h, frame: h.window.bounds)
        let d = Delegate()
        s.delegate = d
        s.contentOffset = CGPoint(x: 0, y: 1200)
        h.renderFrames()
        XCTAssertTrue(h.screen.scrollToTop())
        h.advance(by: 0.1)
        XCTAssertGreaterThan(s.contentOffset.y, 0, "animated, not a jump")
        XCTAssertLessThan(s.contentOffset.y, 1200)
        h.advance(by: 0.5)
        XCTAssertEqual(s.contentOffset.y, 0)
        XCTAssertEqual(d.didScrollToTop, 1)
        XCTAssertEqual(d.didEndScrollingAnimation, 0, "the scroll-to-top call, not the programmatic one")
        XCTAssertFalse(h.screen.scrollToTop(), "already at the top: nothing")
    }

    @MainActor func testTheScrollViewClosestToTheStatusBarScrollsAndADelegateCanRefuse() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let a = scroller(in: h, frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        let b = scroller(in: h, frame: CGRect(x: 0, y: 240, width: 320, height: 240))
        a.contentOffset.y = 500
        b.contentOffset.y = 500
        h.renderFrames()
        let d = Delegate()
        d.allow = false
        a.delegate = d
        XCTAssertFalse(h.screen.scrollToTop(), "the closest one's delegate said no: nothing, not the next one")
        h.advance(by: 0.5)
        XCTAssertEqual(a.contentOffset.y, 500)
        XCTAssertEqual(b.contentOffset.y, 500)
        d.allow = true
        XCTAssertTrue(h.screen.scrollToTop())
        h.advance(by: 0.5)
        XCTAssertEqual(a.contentOffset.y, 0, "the top one is closest to the status bar")
        XCTAssertEqual(b.contentOffset.y, 500)
        a.scrollsToTop = false
        a.contentOffset.y = 500
        XCTAssertTrue(h.screen.scrollToTop(), "the next closest that scrolls to the top")
        h.advance(by: 0.5)
        XCTAssertEqual(b.contentOffset.y, 0)
        XCTAssertEqual(a.contentOffset.y, 500)
    }
}
