import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// `vitrine-demo --scene pages` end to end on the headless harness (issue 17: "a `--scene
/// pages` carousel"; "goldens mid-transition and at rest on the virtual clock"): a scrolling
/// page view controller of full-screen cards with the page indicator, advancing by itself
/// every 6 s (animated `setViewControllers`, wrapping to the first card) and by swipe. Goldens
/// use the standard tolerance (±2 per channel, no pixel beyond).
final class PagesSceneTests: XCTestCase {
    @MainActor private func scene() -> (HeadlessHarness, PagesDemo) {
        let h = HeadlessHarness(width: 1280, height: 800)
        let demo = PagesDemo()
        h.window.rootViewController = demo.pageViewController
        demo.startAutoAdvance(on: h.screen)
        h.renderFrames()
        return (h, demo)
    }

    @MainActor private func shownIndex(_ demo: PagesDemo) -> Int? {
        (demo.pageViewController.viewControllers?.first as? PagesDemoPage)?.index
    }

    /// At rest: the first card fills the screen above the indicator's strip, its dot lit.
    @MainActor func testAtRestGolden() async {
        let logged = BadInputLog.recent.count
        let (h, demo) = scene()
        h.advance(by: 1)
        XCTAssertEqual(shownIndex(demo), 0)
        XCTAssertEqual(demo.pageViewController.pageControl.numberOfPages, PagesDemo.cards.count)
        XCTAssertEqual(Array(BadInputLog.recent.dropFirst(logged)), [])
        if let failure = GoldenImage.verify(h.screenshot, name: "pages-rest", directory: goldenDirectory) { XCTFail(failure) }
    }

    /// Mid-turn: 6 s in, the automatic advance slides the second card in from the right;
    /// 0.15 s into its 0.3 s ease-in-out the two cards share the screen.
    @MainActor func testAutoAdvanceMidTurnGolden() async {
        let (h, demo) = scene()
        h.advance(by: PagesDemo.autoAdvanceInterval + 0.15)
        let x = demo.pageViewController.pagingView.contentOffset.x - 1280
        XCTAssertGreaterThan(x, 100, "under way")
        XCTAssertLessThan(x, 1180, "not done")
        if let failure = GoldenImage.verify(h.screenshot, name: "pages-auto-mid-turn", directory: goldenDirectory) { XCTFail(failure) }
        h.advance(by: 1)
        XCTAssertEqual(shownIndex(demo), 1)
        XCTAssertEqual(demo.pageViewController.pageControl.currentPage, 1)
    }

    /// A finger half-way across: the current card and the next one side by side, following
    /// the finger (the drag is held, not released).
    @MainActor func testSwipeMidDragGolden() async {
        let (h, demo) = scene()
        h.advance(by: 1)
        h.drag(from: CGPoint(x: 1000, y: 400), to: CGPoint(x: 600, y: 400), steps: 8, duration: 0.4, lift: false)
        if let failure = GoldenImage.verify(h.screenshot, name: "pages-swipe-mid-drag", directory: goldenDirectory) { XCTFail(failure) }
        h.touchUp()
        h.advance(by: 1)
        XCTAssertEqual(shownIndex(demo), 1)
    }

    /// The carousel goes round: after the last card the automatic advance shows the first;
    /// a swipe restarts the wait (no automatic turn 6 s after the start when a swipe came at 4 s).
    @MainActor func testAutoAdvanceWrapsAndSwipeRestartsTheWait() async {
        let (h, demo) = scene()
        h.advance(by: 4)
        h.drag(from: CGPoint(x: 1000, y: 400), to: CGPoint(x: 400, y: 400), steps: 6, duration: 0.15)
        h.advance(by: 1)
        XCTAssertEqual(shownIndex(demo), 1)
        h.advance(by: 3) // 8.x s from the start, 3.x s since the swipe
        XCTAssertEqual(shownIndex(demo), 1, "the swipe restarted the 6 s wait")
        h.advance(by: 3)
        XCTAssertEqual(shownIndex(demo), 2)
        h.advance(by: 6)
        XCTAssertEqual(shownIndex(demo), 3)
        h.advance(by: 6)
        XCTAssertEqual(shownIndex(demo), 0, "after the last card, the first")
    }
}
