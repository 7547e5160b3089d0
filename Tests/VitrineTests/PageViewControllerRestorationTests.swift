import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// State restoration of a page view controller (issue 17: "restoration of split and page
/// containers"), as UIKit's containers do it (the model is UINavigationController's): the page
/// view controller saves its current page's restoration identifier; at launch the page is
/// recreated by its restoration class (pages other than the first are not children of a fresh
/// app's page view controller) and shown again, with its own saved state.
final class PageViewControllerRestorationTests: XCTestCase {
    @MainActor final class Page: UIViewController {
        var number = -1
        static func make(_ n: Int) -> Page {
            let p = Page()
            p.number = n
            p.restorationIdentifier = "page-\(n)"
            p.restorationClass = Restorer.self
            return p
        }
        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(number, forKey: "number")
        }
        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            number = coder.containsValue(forKey: "number") ? coder.decodeInteger(forKey: "number") : -2
        }
    }

    @MainActor final class Restorer: UIViewControllerRestoration {
        static func viewController(withRestorationIdentifierPath identifierComponents: [String], coder: NSCoder) -> UIViewController? {
            let p = Page()
            p.restorationIdentifier = identifierComponents.last
            p.restorationClass = Restorer.self
            return p
        }
    }

    @MainActor final class Source: UIPageViewControllerDataSource {
        func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            guard let n = (vc as? Page)?.number, n > 0 else { return nil }
            return Page.make(n - 1)
        }
        func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            guard let n = (vc as? Page)?.number, n < 4 else { return nil }
            return Page.make(n + 1)
        }
    }

    /// The app as it starts: "pages" showing page 0.
    @MainActor private func freshApp(_ h: HeadlessHarness, source: Source) -> UIPageViewController {
        let p = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        p.restorationIdentifier = "pages"
        p.dataSource = source
        p.setViewControllers([Page.make(0)], direction: .forward, animated: false)
        h.window.rootViewController = p
        h.renderFrames()
        return p
    }

    /// Swiped to page 2, saved, relaunched: page 2 is shown again with its state, a child of
    /// the page view controller, and swiping on from it works.
    @MainActor func testRoundTrip() async throws {
        UIStateRestoration.register(Restorer.self, as: "PageRestorer")
        let source = Source()
        let h = HeadlessHarness(width: 400, height: 300)
        let p = freshApp(h, source: source)
        for _ in 0..<2 {
            h.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), steps: 10, duration: 0.2)
            h.advance(by: 1.5)
        }
        XCTAssertEqual((p.viewControllers?.first as? Page)?.number, 2)
        let data = try UIStateRestoration.archive(root: p)

        let h2 = HeadlessHarness(width: 400, height: 300)
        let p2 = freshApp(h2, source: source)
        XCTAssertEqual((p2.viewControllers?.first as? Page)?.number, 0)
        try UIStateRestoration.restore(root: p2, from: data)
        h2.renderFrames()
        let shown = p2.viewControllers?.first as? Page
        XCTAssertEqual(shown?.restorationIdentifier, "page-2")
        XCTAssertEqual(shown?.number, 2, "the page's own state came back")
        XCTAssertTrue(shown?.parent === p2)
        XCTAssertEqual(p2.children.count, 1)
        XCTAssertEqual(UIStateRestoration.lastRestoreProblems, [])
        h2.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), steps: 10, duration: 0.2)
        h2.advance(by: 1.5)
        XCTAssertEqual((p2.viewControllers?.first as? Page)?.number, 3)
    }

    /// A saved page that cannot be recreated leaves the current page, with a log line.
    @MainActor func testUnrestorablePageKeepsTheCurrentOne() async throws {
        let source = Source()
        let h = HeadlessHarness(width: 400, height: 300)
        let p = freshApp(h, source: source)
        let lonely = Page()
        lonely.number = 9
        lonely.restorationIdentifier = "lonely" // no restoration class
        p.setViewControllers([lonely], direction: .forward, animated: false)
        h.renderFrames()
        let data = try UIStateRestoration.archive(root: p)
        let h2 = HeadlessHarness(width: 400, height: 300)
        let p2 = freshApp(h2, source: source)
        try UIStateRestoration.restore(root: p2, from: data)
        XCTAssertEqual((p2.viewControllers?.first as? Page)?.number, 0)
        XCTAssertTrue(UIStateRestoration.lastRestoreProblems.contains { $0.contains("lonely") }, "\(UIStateRestoration.lastRestoreProblems)")
    }
}
