import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A navigation delegate that only records `willShow` / `didShow`.
@MainActor
private final class ShowLog: UINavigationControllerDelegate {
    var calls: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        calls.append("willShow(\((viewController as? RecordingViewController)?.name ?? "?"))")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        calls.append("didShow(\((viewController as? RecordingViewController)?.name ?? "?"))")
    }
}

/// The interactive edge swipe back (`interactivePopGestureRecognizer`): UIKit — "The
/// navigation controller installs this gesture recognizer on its view and uses it to pop the
/// topmost view controller off the navigation stack when a person swipes horizontally from the
/// leading edge of the screen". Driven through the real touch path on the virtual clock.
final class NavigationInteractivePopTests: XCTestCase {
    static let nav = "UINavigationController"
    static let order: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                                         .willMoveToParent, .didMoveToParent]

    /// A–B on an 800×480 screen, B on top, rendered, log cleared.
    @MainActor private func scene(_ h: HeadlessHarness, _ log: LifecycleRecorder)
        -> (UINavigationController, RecordingViewController, RecordingViewController, ShowLog) {
        let a = RecordingViewController(name: "A", recorder: log), b = RecordingViewController(name: "B", recorder: log)
        a.title = "Alpha"
        b.title = "Beta"
        let nav = UINavigationController(rootViewController: a)
        let shows = ShowLog()
        nav.delegate = shows
        h.window.rootViewController = nav
        h.renderFrames()
        nav.pushViewController(b, animated: false)
        h.renderFrames()
        log.clear()
        shows.calls = []
        return (nav, a, b, shows)
    }

    /// Moves finger 0 from `x0` to `x1` at y 240 in `steps` moves, `dt` seconds apart.
    @MainActor private func swipe(_ h: HeadlessHarness, from x0: CGFloat, to x1: CGFloat, steps: Int = 8, dt: Double = 0.03,
                                  down: Bool = true) {
        if down { h.touchDown(at: CGPoint(x: x0, y: 240)) }
        for i in 1...steps {
            h.advance(by: dt)
            h.touchMove(to: CGPoint(x: x0 + (x1 - x0) * CGFloat(i) / CGFloat(steps), y: 240))
        }
    }

    /// Completed: the finger moves the pop (B follows it exactly: the interactive part is
    /// linear, UIKit's `completionCurve` documentation), the pop has happened for the API at
    /// once (A is the top, B got `willMove(toParent: nil)`), the coordinator is interactive;
    /// let go past the middle it runs on, then the callbacks of a normal pop in UIKit's order.
    @MainActor func testASwipePastTheMiddleCompletesThePop() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a, b, shows) = scene(h, log)
        XCTAssertTrue(nav.interactivePopGestureRecognizer is UIScreenEdgePanGestureRecognizer)
        swipe(h, from: 4, to: 404)
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        XCTAssertEqual(shows.calls, ["willShow(A)"])
        XCTAssertTrue(nav.topViewController === a)
        XCTAssertEqual(b.view.presentationFrame.minX, 400, accuracy: 0.5, "B is where the finger took it (400 of 800)")
        XCTAssertEqual(a.view.presentationFrame.minX, -120, accuracy: 0.5, "A comes back from 30 % to the left, half way")
        guard let c = a.transitionCoordinator else { return XCTFail("no coordinator during the swipe") }
        XCTAssertTrue(c.isInteractive && c.initiallyInteractive)
        XCTAssertEqual(c.percentComplete, 0.5, accuracy: 0.01)
        h.advance(by: 2)
        XCTAssertEqual(b.view.presentationFrame.minX, 400, accuracy: 0.5, "held while the finger rests")
        h.touchMove(to: CGPoint(x: 504, y: 240))
        XCTAssertEqual(b.view.presentationFrame.minX, 500, accuracy: 0.5)
        h.advance(by: 0.3)   // keep still: no flick
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                                      "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent:nil)"])
        XCTAssertEqual(nav.viewControllers.count, 1)
        XCTAssertNil(b.parent)
        XCTAssertNil(b.view.superview)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertEqual(shows.calls, ["willShow(A)", "didShow(A)"])
        XCTAssertNil(nav.transitionCoordinator)
        XCTAssertTrue(nav.view.isUserInteractionEnabled)
    }

    /// Cancelled (let go before the middle, without a flick): it runs back; the appearance
    /// callbacks in the order UIKit's navigation controller uses for a cancelled interactive
    /// pop (top: viewWillDisappear … viewWillAppear, viewDidAppear; below: viewWillAppear …
    /// viewWillDisappear, viewDidDisappear — "The Inconsistent Order of View Transition
    /// Events", wangling.me, 2014: current viewWillDisappear, new viewWillAppear, new
    /// viewWillDisappear, new viewDidDisappear, current viewWillAppear, current viewDidAppear);
    /// the stack, children and bar as before; no `didMove`/`removeFromParent`; the delegate
    /// was told `willShow` but not `didShow`.
    @MainActor func testASwipeLetGoBeforeTheMiddleIsCancelled() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a, b, shows) = scene(h, log)
        swipe(h, from: 4, to: 204)
        h.advance(by: 0.3)
        h.touchUp()
        XCTAssertEqual(nav.transitionCoordinator?.isCancelled, true)
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.order), [
            "B.willMove(toParent:nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "A.viewWillDisappear(true)", "A.viewDidDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)",
        ])
        XCTAssertEqual(log.flags(for: "B", in: .viewWillAppear), [.none], "B is not moving from its parent any more")
        XCTAssertTrue(nav.viewControllers.count == 2 && nav.topViewController === b)
        XCTAssertTrue(nav.children.count == 2 && nav.children.last === b && b.parent === nav)
        XCTAssertEqual(shows.calls, ["willShow(A)"])
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertEqual(b.view.presentationFrame, b.view.frame)
        XCTAssertNil(a.view.superview)
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Beta")
        XCTAssertEqual(nav.navigationBar.backLabel.text, "Alpha")
        XCTAssertNil(nav.transitionCoordinator)
        XCTAssertTrue(nav.view.isUserInteractionEnabled)

        // The stack works as before: a normal pop afterwards.
        log.clear()
        nav.popViewController(animated: false)
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:nil)", "B.viewWillDisappear(false)", "A.viewWillAppear(false)",
                                                      "B.viewDidDisappear(false)", "A.viewDidAppear(false)", "B.didMove(toParent:nil)"])
    }

    /// A rightward flick completes the pop from short of the middle; a swipe back to the left
    /// and let go cancels it.
    @MainActor func testAFlickCompletesFromAnywhere() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a, _, _) = scene(h, log)
        swipe(h, from: 4, to: 204, steps: 4, dt: 0.01)   // 200 pt in 40 ms: 5,000 pt/s
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertTrue(nav.viewControllers.count == 1 && nav.topViewController === a)
    }

    /// The recognizer begins only from the left edge, with a controller to go back to, when
    /// the top item shows its back button (not hidden, not replaced by a left item) and while
    /// it is enabled (`isEnabled`).
    @MainActor func testTheSwipeBeginsOnlyWhenItCanPop() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, _, b, _) = scene(h, log)
        func tryPop(from x: CGFloat) {
            swipe(h, from: x, to: x + 400)
            h.touchUp()
            h.advance(by: 0.5)
        }
        tryPop(from: 60)
        XCTAssertTrue(nav.topViewController === b, "a touch 60 pt from the edge is no edge swipe")
        b.navigationItem.hidesBackButton = true
        tryPop(from: 4)
        XCTAssertTrue(nav.topViewController === b, "no swipe back while the back button is hidden")
        b.navigationItem.hidesBackButton = false
        b.navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Close", primaryAction: nil)
        tryPop(from: 4)
        XCTAssertTrue(nav.topViewController === b, "a left item in place of the back button stops the swipe (iOS's observed rule)")
        b.navigationItem.leftItemsSupplementBackButton = true
        tryPop(from: 4)
        XCTAssertEqual(nav.viewControllers.count, 1, "a left item beside the back button keeps it")
        nav.pushViewController(b, animated: false)
        h.advance(by: 0.5)
        b.navigationItem.leftBarButtonItem = nil
        nav.interactivePopGestureRecognizer?.isEnabled = false
        tryPop(from: 4)
        XCTAssertTrue(nav.topViewController === b, "disabled")
        nav.interactivePopGestureRecognizer?.isEnabled = true
        tryPop(from: 4)
        XCTAssertEqual(nav.viewControllers.count, 1, "enabled again: it pops")
        log.clear()
        tryPop(from: 4)
        XCTAssertEqual(log.events(only: Self.order), [], "nothing to go back to from the root")
    }

    /// A navigation controller that does not start at the screen's left edge (the detail
    /// column of a split view) is swiped back from its own left edge, as on iPadOS; a touch at
    /// the screen's edge, outside it, is not its swipe.
    @MainActor func testTheSwipeStartsAtTheNavigationControllersOwnEdge() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let split = UISplitViewController(style: .doubleColumn)
        split.preferredDisplayMode = .oneBesideSecondary
        let list = UIViewController(), a = UIViewController(), b = UIViewController()
        let nav = UINavigationController(rootViewController: a)
        split.setViewController(list, for: .primary)
        split.setViewController(nav, for: .secondary)
        h.window.rootViewController = split
        h.renderFrames()
        nav.pushViewController(b, animated: false)
        h.renderFrames()
        let left = nav.view.convert(CGPoint.zero, to: h.window).x
        XCTAssertGreaterThan(left, 100, "the detail column starts right of the primary column")
        swipe(h, from: 4, to: 404)
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertTrue(nav.topViewController === b, "the screen's edge is the primary column's, not the detail's")
        swipe(h, from: left + 4, to: left + 404)
        h.touchUp()
        h.advance(by: 1)
        XCTAssertTrue(nav.topViewController === a, "from the detail column's own edge it pops")
    }

    /// UIKit: `UIScreenEdgePanGestureRecognizer` "interprets panning gestures that start near an
    /// edge of the screen"; `edges` are "the acceptable starting edges" (none by default); it
    /// "ignores any touches beyond the first touch".
    @MainActor func testScreenEdgePanStartsOnlyAtItsEdges() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let pad = UIView(frame: h.window.bounds)
        h.window.addSubview(pad)
        let edge = UIScreenEdgePanGestureRecognizer()
        var states: [UIGestureRecognizer.State] = []
        var translation: CGFloat = 0
        edge.addAction {
            states.append($0.state)
            if $0.state == .began || $0.state == .changed { translation = edge.translation(in: pad).x }
        }
        pad.addGestureRecognizer(edge)
        h.renderFrames()
        h.drag(from: CGPoint(x: 796, y: 200), to: CGPoint(x: 600, y: 200))
        XCTAssertEqual(states, [], "no edges by default")
        edge.edges = .right
        h.drag(from: CGPoint(x: 796, y: 200), to: CGPoint(x: 600, y: 200))
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(states.last, .ended)
        XCTAssertEqual(translation, -196, accuracy: 0.5)
        states = []
        h.drag(from: CGPoint(x: 700, y: 200), to: CGPoint(x: 500, y: 200))
        XCTAssertEqual(states, [], "starting 100 pt from the edge")
        h.drag(from: CGPoint(x: 796, y: 200), to: CGPoint(x: 790, y: 400))
        XCTAssertEqual(states, [], "moving along the edge rather than away from it")
        h.touchDown(0, at: CGPoint(x: 796, y: 100))
        h.touchDown(1, at: CGPoint(x: 400, y: 300))
        h.advance(by: 0.05)
        h.touchMove(0, to: CGPoint(x: 700, y: 100))
        h.touchMove(1, to: CGPoint(x: 300, y: 300))
        XCTAssertEqual(states.first, .began)
        XCTAssertEqual(translation, -96, accuracy: 0.5, "the second finger does not count")
        h.touchUp(0)
        h.touchUp(1)
    }

    // MARK: Goldens

    /// Mid-swipe and at rest after a cancel (tolerance `GoldenTolerance.standard`): at 50 %
    /// the detail screen (a blue card) is half way out to the right, the list screen (a green
    /// card) a fifteen per cent of the width from its place at the left and the bar already
    /// shows the list's title without a back button (the bar changes at the start of the pop,
    /// today); cancelled, the screen is the detail screen exactly as before the swipe.
    @MainActor func testGoldensMidSwipeAndAfterACancel() async {
        let h = HeadlessHarness(width: 480, height: 320)
        let list = UIViewController(), detail = UIViewController()
        list.title = "Settings"
        detail.title = "Display"
        for (vc, color, text) in [(list, UIColor(rgb: 0x34C759), "Settings list"), (detail, UIColor(rgb: 0x007AFF), "Display detail")] {
            vc.view.backgroundColor = UIColor(rgb: 0xF2F2F7)
            let card = UIView(frame: CGRect(x: 16, y: 20, width: 448, height: 88))
            card.backgroundColor = color
            card.cornerRadius = 10
            let label = UILabel(frame: CGRect(x: 16, y: 22, width: 300, height: 44))
            label.text = text
            label.textColor = .white
            card.addSubview(label)
            vc.view.addSubview(card)
        }
        let nav = UINavigationController(rootViewController: list)
        h.window.rootViewController = nav
        h.renderFrames()
        nav.pushViewController(detail, animated: false)
        h.renderFrames()
        let before = h.screenshot.copy()   // the display reuses its buffers

        h.touchDown(at: CGPoint(x: 4, y: 200))
        for i in 1...6 {
            h.advance(by: 0.03)
            h.touchMove(to: CGPoint(x: 4 + 40 * CGFloat(i), y: 200))
        }
        h.advance(by: 0.3)
        XCTAssertEqual(detail.view.presentationFrame.minX, 240, accuracy: 0.5)
        let mid = h.screenshot.copy()
        XCTAssertEqual(GoldenImage.compare(mid, h.fullRedraw(), channelTolerance: 0).differingPixels, 0,
                       "the damaged frame mid-swipe matches a from-scratch render")
        if let failure = GoldenImage.verify(mid, name: "navigation-swipe-50", directory: goldenDirectory) { XCTFail(failure) }

        h.touchMove(to: CGPoint(x: 120, y: 200))
        h.advance(by: 0.3)
        h.touchUp()
        h.advance(by: 1)
        XCTAssertTrue(nav.topViewController === detail)
        let after = h.screenshot.copy()
        XCTAssertEqual(GoldenImage.compare(after, h.fullRedraw(), channelTolerance: 0).differingPixels, 0,
                       "the damaged frames after the cancel match a from-scratch render")
        let same = GoldenImage.compare(after, before, channelTolerance: 0)
        XCTAssertEqual(same.differingPixels, 0,
                       "after the cancel the screen is exactly what it was before the swipe (first at \(String(describing: same.firstDifference)), max \(same.maxChannelDifference))")
        if let failure = GoldenImage.verify(after, name: "navigation-swipe-cancelled", directory: goldenDirectory) { XCTFail(failure) }
    }
}
