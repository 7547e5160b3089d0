import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Reduce Motion in the containers that move content besides the navigation controller: the
/// split view controller's columns shown and hidden and the page view controller's animated
/// `setViewControllers` cross-fade in place instead of sliding. Apple: Reduce Motion "reduces
/// the motion of the user interface"; `prefersCrossFadeTransitions`: UI "should avoid Slide
/// animations and prefer Cross-Fade transitions instead"; WCAG 2.3.3 Animation from
/// Interactions: motion animation triggered by interaction can be disabled. The same
/// duration, the same callbacks at the same frames; proved frame by frame on the virtual clock
/// with `CrossFadeCheck`, and shown to fail without Reduce Motion.
final class ReduceMotionContainerTests: XCTestCase {
    // MARK: Split view controller

    /// A double-column split, list "L" (dark) beside detail "D" (light), on a 680×240 window (regular width: the 640-pt line).
    @MainActor private func split(_ h: HeadlessHarness, _ log: LifecycleRecorder, overlay: Bool) -> UISplitViewController {
        let split = UISplitViewController(style: .doubleColumn)
        split.setViewController(colouredPage("L", log, colour: 0x1C1C1E, block: 0xE0A000, x: 40), for: .primary)
        split.setViewController(colouredPage("D", log, colour: 0xF2F2F7, block: 0x0050D0, x: 200), for: .secondary)
        if overlay { split.preferredSplitBehavior = .overlay }
        h.window.rootViewController = split
        h.renderFrames()
        h.advance(by: 0.1)
        return split
    }

    /// The primary column hidden and shown beside the secondary (which narrows and widens),
    /// and shown over it (`.overlay`, with the dimming): with Reduce Motion the old columns
    /// dissolve into the new ones, nothing slides; the appearance callbacks come at the same
    /// frames (the layout callbacks may come in another order within the first: the snapshot
    /// lays the columns out); the columns end where the slide ends them.
    @MainActor func testSplitColumnsCrossFadeUnderReduceMotion() async {
        let cases: [(what: String, overlay: Bool, primaryShown: Bool)] = [
            ("hiding the primary column", false, true),
            ("showing the primary column beside the secondary", false, false),
            ("showing the primary column over the secondary", true, false),
            ("hiding the overlaid primary column", true, true),
        ]
        for (what, overlay, primaryShown) in cases {
            var results: [Bool: ReduceMotionRecording] = [:]
            var ends: [Bool: [CGRect]] = [:]
            for reduce in [true, false] {
                let log = LifecycleRecorder()
                let h = HeadlessHarness(width: 680, height: 240)
                let s = split(h, log, overlay: overlay)
                if primaryShown != (s.displayMode != .secondaryOnly) {
                    if primaryShown { s.show(.primary) } else { s.hide(.primary) }
                    h.advance(by: 0.5)
                }
                XCTAssertEqual(s.displayMode == .secondaryOnly, !primaryShown, what)
                results[reduce] = recordTransition(reduceMotion: reduce, duration: UISplitViewController.columnAnimationDuration, in: h, log: log,
                                                   only: LifecycleRecorder.appearanceCallbacks.union([.willMoveToParent, .didMoveToParent])) {
                    if primaryShown { s.hide(.primary) } else { s.show(.primary) }
                }
                XCTAssertNil(s.columnTransition, "\(what): ended within its time")
                ends[reduce] = s.viewControllers.compactMap { $0.viewIfLoaded?.superview == nil ? nil : $0.view.frame }
                XCTAssertFalse(s.view.subviews.contains { $0 is UIImageView }, "\(what): the snapshot is gone")
            }
            guard let on = results[true], let off = results[false] else { return XCTFail() }
            assertCrossFades(on: on, off: off, what)
            XCTAssertEqual(ends[true], ends[false], "\(what): the same columns at the end")
            XCTAssertEqual(on.frames.last.map { CrossFadeCheck.worstDeviation([$0, off.frames.last ?? $0]).levels }, 0, "\(what): the same last frame")
        }
    }

    /// A second change while the first still fades ends the first at once, its snapshot
    /// with it: nothing of the old columns is left over the new ones.
    @MainActor func testASplitChangeDuringTheFadeTakesTheOldSnapshotAway() async {
        UIAccessibility.withReduceMotion(true) {
            let log = LifecycleRecorder()
            let h = HeadlessHarness(width: 680, height: 240)
            let s = split(h, log, overlay: false)
            s.hide(.primary)
            h.advance(by: 0.1)
            let container = s.view
            XCTAssertEqual(container?.subviews.filter { $0 is UIImageView }.count, 1, "the old columns' snapshot, fading")
            s.show(.primary)
            XCTAssertEqual(container?.subviews.filter { $0 is UIImageView }.count, 1, "only the new change's snapshot")
            h.advance(by: 0.5)
            XCTAssertEqual(container?.subviews.filter { $0 is UIImageView }.count, 0)
            XCTAssertEqual(s.displayMode, .oneBesideSecondary)
        }
    }

    // MARK: Navigation bar and toolbar

    /// `setNavigationBarHidden(_:animated: true)` and `setToolbarHidden(_:animated: true)`:
    /// the bar slides out or in while the content grows or shrinks; with Reduce Motion the
    /// old picture dissolves into the new one in place; the bar ends hidden or shown as after
    /// the slide.
    @MainActor func testBarsHideAndShowCrossFadeUnderReduceMotion() async {
        let cases: [(what: String, toolbar: Bool, hide: Bool)] = [
            ("hiding the navigation bar", false, true), ("showing the navigation bar", false, false),
            ("hiding the toolbar", true, true), ("showing the toolbar", true, false),
        ]
        for (what, toolbar, hide) in cases {
            var results: [Bool: ReduceMotionRecording] = [:]
            for reduce in [true, false] {
                let log = LifecycleRecorder()
                let h = HeadlessHarness(width: 320, height: 240)
                let a = colouredPage("A", log, colour: 0x1C1C1E, block: 0xE0A000, x: 20)
                a.toolbarItems = [UIBarButtonItem(title: "Edit")]
                let nav = UINavigationController(rootViewController: a)
                if toolbar { nav.isToolbarHidden = hide ? false : true } else { nav.isNavigationBarHidden = !hide }
                h.window.rootViewController = nav
                h.renderFrames()
                results[reduce] = recordTransition(reduceMotion: reduce, duration: UINavigationController.hideShowBarDuration, in: h, log: log) {
                    if toolbar { nav.setToolbarHidden(hide, animated: true) } else { nav.setNavigationBarHidden(hide, animated: true) }
                }
                XCTAssertEqual(toolbar ? nav.toolbar.isHidden : nav.navigationBar.isHidden, hide, what)
                XCTAssertFalse(nav.view.subviews.contains { $0 is UIImageView }, "\(what): the snapshot is gone")
            }
            guard let on = results[true], let off = results[false] else { return XCTFail() }
            assertCrossFades(on: on, off: off, what)
        }
    }

    // MARK: Page view controller

    /// Pages with a light and a dark look in turn, each with a block of colour elsewhere.
    @MainActor private func pageStage(_ h: HeadlessHarness) -> (UIPageViewController, PageFixture) {
        let (p, f) = makePageStage(h)
        for (i, page) in f.pages.enumerated() {
            page.view.backgroundColor = UIColor(rgb: i % 2 == 0 ? 0xF2F2F7 : 0x1C1C1E)
            let v = UIView(frame: CGRect(x: 40 + 60 * CGFloat(i), y: 100, width: 80, height: 60))
            v.backgroundColor = UIColor(rgb: i % 2 == 0 ? 0x0050D0 : 0xE0A000)
            page.view.addSubview(v)
        }
        h.renderFrames()
        return (p, f)
    }

    /// `setViewControllers(_:direction:animated: true)` in the scroll style: with Reduce
    /// Motion the old page dissolves into the new one in place instead of scrolling, forward
    /// and in reverse; the appearance callbacks and the completion (`true`) come at the same
    /// frames; the delegate hears nothing, as for the scroll.
    @MainActor func testAnimatedSetViewControllersCrossFadesUnderReduceMotion() async {
        for direction in [UIPageViewController.NavigationDirection.forward, .reverse] {
            var results: [Bool: ReduceMotionRecording] = [:]
            var completedAt: [Bool: [Double]] = [:]
            for reduce in [true, false] {
                let h = HeadlessHarness(width: 400, height: 300)
                let (p, f) = pageStage(h)
                if direction == .reverse {
                    p.setViewControllers([f.pages[3]], direction: .forward, animated: false)
                    h.advance(by: 0.1)
                }
                let target = f.pages[direction == .forward ? 3 : 1]
                var finished: [Bool] = []
                var start = 0.0
                results[reduce] = recordTransition(reduceMotion: reduce, duration: ScrollPhysics.scrollAnimationDuration, in: h, log: f.recorder) {
                    start = h.clock.now
                    p.setViewControllers([target], direction: direction, animated: true) { done in
                        finished.append(done)
                        completedAt[reduce, default: []].append(h.clock.now - start)
                    }
                }
                XCTAssertEqual(finished, [true])
                XCTAssertTrue(p.viewControllers?.first === target)
                XCTAssertEqual(f.delegateCalls, [])
                XCTAssertFalse(p.view.subviews.contains { $0 is UIImageView }, "the snapshot is gone")
                // The next swipe turns from the new page.
                f.asked = []
                h.drag(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 100, y: 150), steps: 10, duration: 0.2)
                h.advance(by: 1.5)
                XCTAssertEqual(f.asked.first, "after \(f.name(target))")
            }
            XCTAssertEqual(completedAt[true], completedAt[false], "the completion at the same moment")
            guard let on = results[true], let off = results[false] else { return XCTFail() }
            assertCrossFades(on: on, off: off, "setViewControllers \(direction)")
        }
    }

    /// A second `setViewControllers` while the first still fades completes the first at once
    /// (`false`: skipped, as for the scroll) and takes its snapshot away.
    @MainActor func testASecondPageChangeDuringTheFadeEndsTheFirst() async {
        UIAccessibility.withReduceMotion(true) {
            let h = HeadlessHarness(width: 400, height: 300)
            let (p, f) = pageStage(h)
            var finished: [String] = []
            p.setViewControllers([f.pages[1]], direction: .forward, animated: true) { finished.append("first \($0)") }
            h.advance(by: 0.1)
            p.setViewControllers([f.pages[2]], direction: .forward, animated: true) { finished.append("second \($0)") }
            XCTAssertEqual(finished, ["first false"])
            XCTAssertEqual(p.view.subviews.filter { $0 is UIImageView }.count, 1, "only the second change's snapshot")
            h.advance(by: 0.5)
            XCTAssertEqual(finished, ["first false", "second true"])
            XCTAssertTrue(p.viewControllers?.first === f.pages[2])
            XCTAssertEqual(p.view.subviews.filter { $0 is UIImageView }.count, 0)
        }
    }
}
