import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Long runs of ordinary use on the virtual clock: 100,000 tab switches, 100,000 push/pops.
/// Every switch, push and pop goes through the real API; a frame is rendered every
/// `frameEvery` steps (odd, so the frames alternate between the two states; rendering all
/// 100,000 would take minutes in a debug build), and every
/// `animatedEvery` push/pop runs its animation to the end. The caches must stay within their
/// budgets and nothing may pile up: cache entries, cached glyphs, timers, live controllers.
///
/// What a frame adds to the proof is that drawing each state fills the caches: thousands of
/// frames of each state (one every 25 steps) do that as surely as more would, and the counts
/// are checked for equality with the baseline, so one entry kept per thousand frames fails.
/// `frameEvery` divides the 100 of the controller sample, so every sampled controller was drawn.
/// Leaks of the switches, pushes and pops themselves are independent of frames: all 100,000 run.
final class MemorySoakTests: XCTestCase {
    static let steps = 100_000
    static let frameEvery = 25
    static let animatedEvery = 1_000

    /// Rule: 100,000 tab switches leave the compositor's caches within their budget and
    /// exactly as full as after the first thousand, the glyph cache as full, and no tinted icon
    /// from earlier switches alive.
    @MainActor func testTabSwitchSoakStaysWithinBudgetAndFlat() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let tabs = MemoryScenes.tabs(in: h)
        let compositor = h.screen.compositor
        var baseline: (entries: Int, glyphs: Int, timers: Int)?
        weak var oldIcon: UIImage?
        for i in 1...Self.steps {
            tabs.selectedIndex = i % 2
            if i % Self.frameEvery == 0 { h.renderFrames() }
            if i == 1_000 {
                baseline = (compositor.cacheEntryCount, MemoryScenes.cachedGlyphs, h.clock.pendingTimerCount)
                oldIcon = tabs.tabBar.buttons[0].imageView.image
            }
            if i % 10_000 == 0 {
                XCTAssertLessThanOrEqual(compositor.cacheByteCount, compositor.cacheByteBudget, "after \(i) switches")
                let glyphs = FontRegistry.shared.cachedGlyphBytes
                XCTAssertLessThanOrEqual(glyphs.bytes, glyphs.limit, "glyph bytes after \(i) switches")
                guard let b = baseline else { continue }
                XCTAssertEqual(compositor.cacheEntryCount, b.entries, "cache entries after \(i) switches")
                XCTAssertEqual(MemoryScenes.cachedGlyphs, b.glyphs, "cached glyphs after \(i) switches")
                XCTAssertEqual(h.clock.pendingTimerCount, b.timers, "timers after \(i) switches")
            }
        }
        XCTAssertTrue(oldIcon == nil || tabs.tabBar.buttons.contains { $0.imageView.image === oldIcon },
                      "an icon shown 99,000 switches ago is either still the one shown or gone")
    }

    /// Rule: 100,000 push/pops leave every popped controller freed, the caches within their
    /// budget and as full as after the first thousand, and no timer or animation behind.
    @MainActor func testPushPopSoakFreesEveryControllerAndStaysFlat() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let nav = MemoryScenes.navigation(in: h)
        let compositor = h.screen.compositor
        var baseline: (entries: Int, glyphs: Int, timers: Int)?
        var pushed: [Weak] = []
        for i in 1...Self.steps {
            let animated = i % Self.animatedEvery == 0
            let page = Page()
            page.title = "Network"
            if i % 100 == 0 { pushed.append(Weak(page)) }
            nav.pushViewController(page, animated: animated)
            if animated { h.advance(by: 0.4) } else if i % Self.frameEvery == 0 { h.renderFrames() }
            nav.popViewController(animated: animated)
            if animated { h.advance(by: 0.4) } else if i % Self.frameEvery == 0 { h.renderFrames() }
            if i == 1_000 {
                h.renderFrames()
                baseline = (compositor.cacheEntryCount, MemoryScenes.cachedGlyphs, h.clock.pendingTimerCount)
            }
            if i % 10_000 == 0 {
                h.renderFrames()
                XCTAssertLessThanOrEqual(compositor.cacheByteCount, compositor.cacheByteBudget, "after \(i) push/pops")
                let glyphs = FontRegistry.shared.cachedGlyphBytes
                XCTAssertLessThanOrEqual(glyphs.bytes, glyphs.limit, "glyph bytes after \(i) push/pops")
                guard let b = baseline else { continue }
                XCTAssertEqual(compositor.cacheEntryCount, b.entries, "cache entries after \(i) push/pops")
                XCTAssertEqual(MemoryScenes.cachedGlyphs, b.glyphs, "cached glyphs after \(i) push/pops")
                XCTAssertEqual(h.clock.pendingTimerCount, b.timers, "timers after \(i) push/pops")
            }
        }
        h.advance(by: 1)
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertEqual(pushed.filter { $0.object != nil }.count, 0, "of \(pushed.count) popped controllers sampled")
        XCTAssertEqual(nav.children.count, 1)
        XCTAssertFalse(h.screen.compositor.animator.isAnimating)
    }
}

/// A weak reference, to see whether an object was freed.
@MainActor
final class Weak {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}
