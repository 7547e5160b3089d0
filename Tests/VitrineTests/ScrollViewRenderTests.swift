import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// What a scrolling scroll view shows: every frame of a fling, a bounce and a pull to refresh
/// is pixel for pixel what a from-scratch render of the same tree draws (the compositor's
/// damage tracking of a moving `bounds.origin`, the indicators and the refresh control), and
/// a golden of a scrolled list with its indicator (standard tolerance).
final class ScrollViewRenderTests: XCTestCase {
    @MainActor func makeStripes() -> (HeadlessHarness, UIScrollView, ScrollDelegateLog) {
        let (h, sv, rec) = makeScrollStage(contentSize: CGSize(width: 320, height: 40 * 44))
        sv.backgroundColor = .white
        for i in 0..<40 {
            let row = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 44, width: 320, height: 43))
            let t = CGFloat(i) / 40
            row.backgroundColor = UIColor(red: 0.2 + 0.6 * t, green: 0.5, blue: 0.9 - 0.6 * t, alpha: 1)
            sv.addSubview(row)
        }
        h.renderFrames()
        return (h, sv, rec)
    }

    @MainActor func testEveryFrameOfAFlingAndItsBounceMatchesAFullRedraw() async {
        let (h, sv, _) = makeStripes()
        h.drag(0, from: CGPoint(x: 160, y: 400), to: CGPoint(x: 160, y: 100), steps: 10, duration: 0.1)
        var frames = 0
        while sv.isDecelerating && frames < 600 {
            h.advance(by: 1.0 / 60)
            frames += 1
            let c = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
            XCTAssertEqual(c.differingPixels, 0, "frame \(frames), offset \(sv.contentOffset), first at \(String(describing: c.firstDifference))")
            if c.differingPixels != 0 { break }
        }
        XCTAssertFalse(sv.isDecelerating)
        XCTAssertEqual(sv.contentOffset.y, 40 * 44 - 480, "the fling ran into the bottom and bounced back")
        h.advance(by: 1)
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0)
    }

    @MainActor func testAPullToRefreshMatchesAFullRedraw() async {
        let (h, sv, _) = makeStripes()
        let rc = UIRefreshControl()
        sv.refreshControl = rc
        h.touchDown(0, at: CGPoint(x: 160, y: 100))
        for i in 1...10 {
            h.advance(by: 0.02)
            h.touchMove(0, to: CGPoint(x: 160, y: 100 + CGFloat(i) * 30))
            XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "move \(i)")
        }
        XCTAssertTrue(rc.isRefreshing)
        h.touchUp(0)
        for i in 1...40 {
            h.advance(by: 1.0 / 60)
            XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "frame \(i)")
        }
        if let failure = GoldenImage.verify(h.screenshot, name: "scrollview-refreshing", directory: goldenDirectory) { XCTFail(failure) }
    }

    @MainActor func testGoldenOfAScrolledListWithItsIndicator() async {
        let (h, sv, _) = makeStripes()
        sv.setContentOffset(CGPoint(x: 0, y: 600), animated: false)
        sv.flashScrollIndicators()
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "scrollview-indicator", directory: goldenDirectory) { XCTFail(failure) }
    }
}
