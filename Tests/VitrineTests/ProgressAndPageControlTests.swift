import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIProgressView and UIPageControl: UIKit's documented rules; animation and taps on the
/// virtual clock.
final class ProgressAndPageControlTests: XCTestCase {
    /// "progress … values less than 0.0 and greater than 1.0 are pinned to those limits";
    /// the default is 0 and the default style `.default`.
    @MainActor func testProgressIsClampedAndNaNIgnored() async {
        BadInputLog.clear()
        let p = UIProgressView(progressViewStyle: .default)
        XCTAssertEqual(p.progress, 0)
        XCTAssertEqual(p.progressViewStyle, .default)
        XCTAssertEqual(p.intrinsicContentSize.height, 4)
        p.progress = 1.5
        XCTAssertEqual(p.progress, 1)
        p.progress = -1
        XCTAssertEqual(p.progress, 0)
        p.progress = .nan
        XCTAssertEqual(p.progress, 0)
        XCTAssertEqual(BadInputLog.recent.count, 1)
        let bar = UIProgressView(progressViewStyle: .bar)
        XCTAssertEqual(bar.intrinsicContentSize.height, 2.5)
        XCTAssertEqual(bar.trackView.backgroundColor?.color.alpha, 0, "a bar's track is clear")
    }

    /// `setProgress(_:animated:)` glides over 0.25 s on the screen clock; without animation
    /// the bar is there at once.
    @MainActor func testAnimatedProgressGlidesOnTheScreenClock() async {
        let h = HeadlessHarness(width: 220, height: 40)
        let p = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
        h.window.addSubview(p)
        h.renderFrames()
        p.setProgress(0.5, animated: true)
        XCTAssertEqual(p.progress, 0.5, "the model value changes at once")
        h.advance(by: 0.1)
        let mid = p.fillView.presentationFrame.width
        XCTAssertGreaterThan(mid, 0)
        XCTAssertLessThan(mid, 100)
        h.advance(by: 0.3)
        XCTAssertEqual(p.fillView.presentationFrame.width, 100, accuracy: 0.01)
        p.setProgress(0.25, animated: false)
        XCTAssertEqual(p.fillView.frame.width, 50, accuracy: 0.01)
    }

    /// The fill is the view's tint unless `progressTintColor` is set, and follows tint
    /// changes (tintColorDidChange).
    @MainActor func testFillFollowsTheTint() async {
        let h = HeadlessHarness(width: 220, height: 40)
        let p = UIProgressView(frame: CGRect(x: 10, y: 10, width: 200, height: 4))
        h.window.addSubview(p)
        h.window.tintColor = .systemOrange
        XCTAssertTrue(p.fillView.backgroundColor === UIColor.systemOrange)
        p.progressTintColor = .systemPink
        XCTAssertTrue(p.fillView.backgroundColor === UIColor.systemPink)
        p.trackTintColor = .systemGray3
        XCTAssertTrue(p.trackView.backgroundColor === UIColor.systemGray3)
    }

    // MARK: UIPageControl

    /// Five pages centred in a 200-point control at (0, 0): dots 16 points apart, the middle
    /// (page 2) at x = 100.
    @MainActor static func makePages() -> (HeadlessHarness, UIPageControl, ControlEventLog) {
        let h = HeadlessHarness(width: 200, height: 60)
        let pc = UIPageControl(frame: CGRect(x: 0, y: 10, width: 200, height: 26))
        pc.numberOfPages = 5
        pc.currentPage = 2
        h.window.addSubview(pc)
        h.renderFrames()
        return (h, pc, ControlEventLog(pc))
    }

    /// currentPage: "Values outside the possible range are pinned to either 0 or
    /// numberOfPages minus 1"; numberOfPages: "The default value is 0."
    @MainActor func testPageRulesAndSizes() async {
        let pc = UIPageControl(frame: .zero)
        XCTAssertEqual(pc.numberOfPages, 0)
        XCTAssertEqual(pc.currentPage, 0)
        XCTAssertFalse(pc.hidesForSinglePage)
        pc.numberOfPages = 3
        pc.currentPage = 9
        XCTAssertEqual(pc.currentPage, 2)
        pc.currentPage = -1
        XCTAssertEqual(pc.currentPage, 0)
        XCTAssertEqual(pc.size(forNumberOfPages: 3), CGSize(width: 3 * 16 + 16, height: 26))
        XCTAssertEqual(pc.intrinsicContentSize, pc.size(forNumberOfPages: 3))
        pc.currentPage = 2
        pc.numberOfPages = 1
        XCTAssertEqual(pc.currentPage, 0, "the page follows fewer pages")
    }

    /// "When a user taps a page control to move to the next or previous page, the control
    /// sends the valueChanged event … The page control advances only one page in either
    /// direction." Nothing past an end.
    @MainActor func testTapsEitherSideMoveOnePage() async {
        let (h, pc, log) = Self.makePages()
        XCTAssertEqual(pc.dotCenter(2).x, 100)
        h.tap(at: CGPoint(x: 180, y: 23))
        XCTAssertEqual(pc.currentPage, 3)
        h.tap(at: CGPoint(x: 20, y: 23))
        h.tap(at: CGPoint(x: 20, y: 23))
        XCTAssertEqual(pc.currentPage, 1)
        XCTAssertEqual(log.count("valueChanged"), 3)
        pc.currentPage = 4
        h.tap(at: CGPoint(x: 195, y: 23))
        XCTAssertEqual(pc.currentPage, 4)
        XCTAssertEqual(log.count("valueChanged"), 3, "no event at the last page")
    }

    @MainActor func testHidesForSinglePageIgnoresTouches() async {
        let (h, pc, log) = Self.makePages()
        pc.numberOfPages = 1
        pc.hidesForSinglePage = true
        h.tap(at: CGPoint(x: 180, y: 23))
        XCTAssertEqual(log.events, [])
    }
}
