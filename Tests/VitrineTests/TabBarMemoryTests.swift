import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// What a tab switch and a push/pop leave behind: nothing, once the first round has filled
/// the caches.
final class TabBarMemoryTests: XCTestCase {
    /// Rule: switching tabs back and forth adds no cache entry and no byte to the
    /// compositor's caches, and the bar shows the very same tinted icons as the first time
    /// (a tab bar that re-tints on every switch made a new image, and a new cache entry
    /// holding it, per switch).
    @MainActor func testSwitchingTabsBackAndForthCreatesNoNewCacheEntries() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let tabs = MemoryScenes.tabs(in: h)
        tabs.selectedIndex = 1
        h.renderFrames()
        tabs.selectedIndex = 0
        h.renderFrames()
        let compositor = h.screen.compositor
        let entries = compositor.cacheEntryCount, bytes = compositor.cacheByteCount, glyphs = MemoryScenes.cachedGlyphs
        let shown = tabs.tabBar.buttons.map { $0.imageView.image }
        XCTAssertGreaterThan(entries, 0, "the icons are drawn scaled (50 px into 25 pt at 1×), so they are cached")
        for _ in 0..<3 {
            tabs.selectedIndex = 1
            h.renderFrames()
            tabs.selectedIndex = 0
            h.renderFrames()
        }
        XCTAssertEqual(compositor.cacheEntryCount, entries)
        XCTAssertEqual(compositor.cacheByteCount, bytes)
        XCTAssertEqual(MemoryScenes.cachedGlyphs, glyphs)
        for (button, image) in zip(tabs.tabBar.buttons, shown) {
            XCTAssertTrue(button.imageView.image === image, "the tinted icon is made once per colour, not per switch")
        }
    }

    /// Rule: a popped controller and its views are freed once the pop is over (animated or
    /// not), and so is a controller pushed and popped before its push finished.
    @MainActor func testAPoppedControllerDeallocates() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let nav = MemoryScenes.navigation(in: h)
        for animated in [false, true] {
            weak var page: UIViewController?
            weak var view: UIView?
            do {
                let p = Page()
                p.title = "Network"
                page = p
                nav.pushViewController(p, animated: animated)
                h.advance(by: 0.5)
                view = p.view
                p.view.subviews.first.map { ($0 as? UIButton)?.sendActions(for: .primaryActionTriggered) }
                nav.popViewController(animated: animated)
                h.advance(by: 0.5)
            }
            XCTAssertNil(page, "animated: \(animated)")
            XCTAssertNil(view, "animated: \(animated)")
        }
        weak var interrupted: UIViewController?
        do {
            let p = Page()
            interrupted = p
            nav.pushViewController(p, animated: true)
            h.advance(by: 0.1)
            nav.popViewController(animated: true)
            h.advance(by: 0.5)
        }
        XCTAssertNil(interrupted, "pushed and popped while sliding in")
        XCTAssertEqual(nav.viewControllers.count, 1)
    }
}
