import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UIPageViewController`'s programmatic API, page indicator, size transitions, state
/// restoration and bad input. Each test names its rule's source in UIKit's documentation.
final class PageViewControllerTests: XCTestCase {
    static let pvc = "UIPageViewController"

    @MainActor private func make(_ h: HeadlessHarness, count: Int = 5, start: Int = 0) -> (UIPageViewController, PageFixture) {
        makePageStage(h, count: count, start: start)
    }

    /// `setViewControllers(_:direction:animated:completion:)`, animated `.forward`: the new
    /// page slides in from the right (mid-way it is on screen, right of the old one), the
    /// callbacks are the scroll style's, the completion gets `true` ("true if the animation
    /// finished"), and the delegate hears nothing (its methods are for "gesture-driven"
    /// transitions).
    @MainActor func testAnimatedForwardSlidesFromTheRight() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h)
        var finished: [Bool] = []
        p.setViewControllers([f.pages[3]], direction: .forward, animated: true) { finished.append($0) }
        XCTAssertEqual(f.recorder.events(only: pageAppearance), ["P3.viewWillAppear(true)", "P0.viewWillDisappear(true)"])
        XCTAssertTrue(p.viewControllers?.first === f.pages[3], "viewControllers is the set page from the call on")
        h.advance(by: 0.15)
        let x3 = f.pages[3].view.convert(CGPoint.zero, to: nil).x
        let x0 = f.pages[0].view.convert(CGPoint.zero, to: nil).x
        XCTAssertGreaterThan(x3, 0, "mid-way the new page is coming in from the right")
        XCTAssertLessThan(x3, 400)
        XCTAssertEqual(x3 - x0, 400, accuracy: 0.001, "side by side")
        XCTAssertEqual(finished, [])
        h.advance(by: 0.5)
        XCTAssertEqual(finished, [true])
        XCTAssertEqual(f.recorder.events(only: pageAppearance),
                       ["P3.viewWillAppear(true)", "P0.viewWillDisappear(true)", "P3.viewDidAppear(true)", "P0.viewDidDisappear(true)"])
        XCTAssertEqual(f.delegateCalls, [])
        XCTAssertEqual(f.asked, [], "a programmatic change asks the data source for nothing")
        XCTAssertTrue(p.viewControllers?.first === f.pages[3])
        XCTAssertEqual(f.pages[3].view.convert(f.pages[3].view.bounds, to: nil), CGRect(x: 0, y: 0, width: 400, height: 300))
        XCTAssertEqual(p.children.count, 1)
    }

    /// `.reverse` comes from the left.
    @MainActor func testAnimatedReverseSlidesFromTheLeft() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h, start: 3)
        p.setViewControllers([f.pages[1]], direction: .reverse, animated: true)
        h.advance(by: 0.15)
        let x1 = f.pages[1].view.convert(CGPoint.zero, to: nil).x
        XCTAssertLessThan(x1, 0)
        XCTAssertGreaterThan(x1, -400)
        h.advance(by: 0.5)
        XCTAssertTrue(p.viewControllers?.first === f.pages[1])
    }

    /// In a right-to-left layout `.forward` goes leftwards, as UIKit's horizontal page view
    /// controller mirrors: the new page comes in from the left, and a swipe to the right turns
    /// to the page after.
    @MainActor func testRightToLeftMirrorsTheDirection() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let f = PageFixture(count: 5)
        let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        p.dataSource = f
        p.setViewControllers([f.pages[0]], direction: .forward, animated: false)
        p.view.semanticContentAttribute = .forceRightToLeft
        h.window.rootViewController = p
        h.renderFrames()
        p.setViewControllers([f.pages[1]], direction: .forward, animated: true)
        h.advance(by: 0.15)
        XCTAssertLessThan(f.pages[1].view.convert(CGPoint.zero, to: nil).x, 0, "forward comes in from the left")
        h.advance(by: 0.5)
        f.asked = []
        h.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 300, y: 150), steps: 10, duration: 0.2)
        h.advance(by: 1.5)
        XCTAssertEqual(f.asked, ["after P1"])
        XCTAssertTrue(p.viewControllers?.first === f.pages[2])
    }

    /// Unanimated: the page changes at once (new `viewWillAppear(false)`, old
    /// `viewWillDisappear(false)`; the did-callbacks after the frame that shows it) and the
    /// completion runs after them.
    @MainActor func testUnanimatedChange() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h)
        var finished: [Bool] = []
        p.setViewControllers([f.pages[2]], direction: .forward, animated: false) { finished.append($0) }
        XCTAssertTrue(p.viewControllers?.first === f.pages[2])
        XCTAssertEqual(f.pages[2].view.convert(f.pages[2].view.bounds, to: nil), CGRect(x: 0, y: 0, width: 400, height: 300))
        h.renderFrames()
        XCTAssertEqual(f.recorder.events(only: pageAppearance),
                       ["P2.viewWillAppear(false)", "P0.viewWillDisappear(false)", "P2.viewDidAppear(false)", "P0.viewDidDisappear(false)"])
        XCTAssertEqual(f.recorder.events(only: pageContainment),
                       ["P2.willMove(toParent:\(Self.pvc))", "P2.didMove(toParent:\(Self.pvc))", "P0.willMove(toParent:nil)", "P0.didMove(toParent:nil)"])
        XCTAssertEqual(finished, [true])
    }

    /// A second change while an animated one runs cuts it short: the first completion gets
    /// `false` ("false if it was skipped"), every page's callbacks still pair up.
    @MainActor func testInterruptedAnimationCompletesWithFalse() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h)
        var finished: [String] = []
        p.setViewControllers([f.pages[1]], direction: .forward, animated: true) { finished.append("first \($0)") }
        h.advance(by: 0.1)
        p.setViewControllers([f.pages[2]], direction: .forward, animated: true) { finished.append("second \($0)") }
        h.advance(by: 1)
        XCTAssertEqual(finished, ["first false", "second true"])
        XCTAssertTrue(p.viewControllers?.first === f.pages[2])
        for page in f.pages {
            let e = f.recorder.events(for: page.name, only: pageAppearance)
            XCTAssertEqual(e.filter { $0.contains("WillAppear") }.count, e.filter { $0.contains("DidAppear") }.count, page.name)
            XCTAssertEqual(e.filter { $0.contains("WillDisappear") }.count, e.filter { $0.contains("DidDisappear") }.count, page.name)
        }
    }

    /// Bad input: UIKit raises for anything but one view controller in the scroll style;
    /// Vitrine logs it (`BadInputLog`), keeps the current page, and completes with `false`.
    @MainActor func testBadInputKeepsTheCurrentPage() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h, start: 1)
        let before = BadInputLog.recent.count
        var finished: [Bool] = []
        p.setViewControllers([], direction: .forward, animated: true) { finished.append($0) }
        p.setViewControllers([f.pages[2], f.pages[3]], direction: .forward, animated: false) { finished.append($0) }
        p.setViewControllers(nil, direction: .reverse, animated: false)
        h.advance(by: 1)
        let lines = BadInputLog.recent.dropFirst(before)
        XCTAssertEqual(lines.count, 3)
        XCTAssertTrue(lines.allSatisfy { $0.contains("setViewControllers") && $0.contains("kept the current page") }, "\(lines)")
        XCTAssertTrue(p.viewControllers?.first === f.pages[1])
        XCTAssertEqual(finished, [false, false])
        XCTAssertEqual(f.recorder.events(only: pageAppearance), [])
    }

    /// The page indicator: "If both of the methods in Supporting a Page Indicator are
    /// implemented and the page view controller's transition style is scroll, a page indicator
    /// is visible" (UIPageViewControllerDataSource). It shows the count and index, the pages
    /// stand above its strip, and the dot follows a completed swipe.
    @MainActor func testPageIndicatorFollows() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let ds = IndicatorPageFixture(count: 4)
        let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        p.dataSource = ds
        p.setViewControllers([ds.base.pages[1]], direction: .forward, animated: false)
        h.window.rootViewController = p
        h.renderFrames()
        XCTAssertFalse(p.pageControl.isHidden)
        XCTAssertEqual(p.pageControl.numberOfPages, 4)
        XCTAssertEqual(p.pageControl.currentPage, 1)
        XCTAssertEqual(ds.base.pages[1].view.frame.height, 300 - UIPageViewController.indicatorStripHeight)
        XCTAssertEqual(p.pageControl.frame, CGRect(x: 0, y: 300 - 37, width: 400, height: 37))
        h.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), steps: 10, duration: 0.2)
        h.advance(by: 1.5)
        XCTAssertEqual(p.pageControl.currentPage, 2, "a completed swipe moves the dot")
        h.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 260, y: 150), steps: 10, duration: 1.0)
        h.advance(by: 1.5)
        XCTAssertEqual(p.pageControl.currentPage, 2, "a cancelled one does not")
        p.setViewControllers([ds.base.pages[0]], direction: .reverse, animated: false)
        XCTAssertEqual(p.pageControl.currentPage, 0, "setViewControllers asks the index again")
        h.renderFrames()
        p.setViewControllers([ds.base.pages[3]], direction: .forward, animated: true)
        XCTAssertEqual(p.pageControl.currentPage, 3, "an animated set shows the new page's dot from its start")
        h.advance(by: 1)
    }

    /// Without the two indicator methods there is no indicator and the pages fill the view.
    @MainActor func testNoIndicatorWithoutPresentationMethods() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h)
        XCTAssertTrue(p.pageControl.isHidden)
        XCTAssertEqual(f.pages[0].view.frame.size, CGSize(width: 400, height: 300))
    }

    /// The page-curl style falls back to scrolling (Vitrine draws no curl); its spine option is
    /// accepted; the scroll style's spine is `.none` whatever the option says (UIKit:
    /// `spineLocation` is a page-curl property; `pageViewController(_:spineLocationFor:)` "is
    /// called only if the transition style is pageCurl").
    @MainActor func testPageCurlScrollsAndSpineIsIgnored() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let f = PageFixture(count: 3)
        let p = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal, options: [.spineLocation: UIPageViewController.SpineLocation.mid])
        XCTAssertEqual(p.spineLocation, .none)
        XCTAssertEqual(p.transitionStyle, .pageCurl)
        p.isDoubleSided = true
        p.dataSource = f
        p.setViewControllers([f.pages[0]], direction: .forward, animated: false)
        h.window.rootViewController = p
        h.renderFrames()
        h.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), steps: 10, duration: 0.2)
        h.advance(by: 1.5)
        XCTAssertTrue(p.viewControllers?.first === f.pages[1])
    }

    /// A bad `.interPageSpacing` is logged and taken as 0.
    @MainActor func testBadSpacingOption() async {
        let before = BadInputLog.recent.count
        let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical, options: [.interPageSpacing: -5.0])
        XCTAssertEqual(p.interPageSpacing, 0)
        XCTAssertEqual(BadInputLog.recent.count, before + 1)
    }

    /// A size transition (rotation) keeps the current page and tells it the new size
    /// (`viewWillTransition(to:with:)`, forwarded as the containers' default does), and the
    /// page fills the new bounds; a swipe still works afterwards.
    @MainActor func testRotationKeepsTheCurrentPage() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h, start: 2)
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 1)
        XCTAssertTrue(p.viewControllers?.first === f.pages[2])
        XCTAssertEqual(f.recorder.events(for: "P2", only: [.viewWillTransition]), ["P2.viewWillTransition(300x400)"])
        XCTAssertEqual(f.pages[2].view.convert(f.pages[2].view.bounds, to: nil), CGRect(x: 0, y: 0, width: 300, height: 400))
        h.drag(from: CGPoint(x: 250, y: 200), to: CGPoint(x: 50, y: 200), steps: 10, duration: 0.2)
        h.advance(by: 1.5)
        XCTAssertTrue(p.viewControllers?.first === f.pages[3])
        XCTAssertEqual(f.pages[3].view.convert(f.pages[3].view.bounds, to: nil), CGRect(x: 0, y: 0, width: 300, height: 400))
    }

    /// A rotation in the middle of a swipe's snap ends the turn where it was heading and
    /// keeps that page.
    @MainActor func testRotationDuringATurnSettlesIt() async {
        let h = HeadlessHarness(width: 400, height: 300)
        let (p, f) = make(h, start: 0)
        h.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), steps: 10, duration: 0.2)
        h.advance(by: 0.02)
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 1)
        XCTAssertTrue(p.viewControllers?.first === f.pages[1])
        XCTAssertEqual(f.delegateCalls.last, "didFinishAnimating finished:false previous:P0 completed:true")
        XCTAssertEqual(f.pages[1].view.convert(f.pages[1].view.bounds, to: nil), CGRect(x: 0, y: 0, width: 300, height: 400))
    }
}
