import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UINavigationController`: the stack operations, the containment calls and appearance
/// callbacks of push and pop in UIKit's order (willMove … viewWillDisappear/viewWillAppear …
/// viewDidDisappear/viewDidAppear … didMove), the animated slide on the virtual clock, the
/// back button through the real input path, size transitions and `show(_:sender:)`.
final class NavigationControllerTests: XCTestCase {
    static let nav = "UINavigationController"
    static let order: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                                         .willMoveToParent, .didMoveToParent, .viewDidLoad]

    /// A navigation controller with root "A" on screen in an 800×480 window (rendered, log
    /// cleared).
    @MainActor private func scene(_ h: HeadlessHarness, _ log: LifecycleRecorder) -> (UINavigationController, RecordingViewController) {
        let a = RecordingViewController(name: "A", recorder: log)
        a.title = "Alpha"
        let nav = UINavigationController(rootViewController: a)
        h.window.rootViewController = nav
        h.renderFrames()
        log.clear()
        return (nav, a)
    }

    @MainActor private func names(_ vcs: [UIViewController]?) -> [String] {
        (vcs ?? []).map { ($0 as? RecordingViewController)?.name ?? "?" }
    }

    // MARK: Appearing with the navigation controller

    /// The root controller joins at `init(rootViewController:)` (willMove, didMove) and
    /// appears inside the navigation controller's appearance, below the 44 pt bar.
    @MainActor func testRootAppearsWithTheNavigationControllerBelowTheBar() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let a = RecordingViewController(name: "A", recorder: log)
        let nav = UINavigationController(rootViewController: a)
        XCTAssertEqual(log.events, ["A.willMove(toParent:\(Self.nav))", "A.didMove(toParent:\(Self.nav))"])
        h.window.rootViewController = nav
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["A.willMove(toParent:\(Self.nav))", "A.didMove(toParent:\(Self.nav))",
                                                       "A.viewDidLoad", "A.viewWillAppear(false)", "A.viewDidAppear(false)"])
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertEqual(nav.navigationBar.frame, CGRect(x: 0, y: 0, width: 800, height: 44))
        XCTAssertTrue(a.navigationController === nav)
        XCTAssertNil(nav.navigationController, "the nearest *ancestor* navigation controller")
        XCTAssertTrue(nav.topViewController === a && nav.visibleViewController === a)
    }

    // MARK: Push

    /// Push without animation: willMove(toParent:) and the view loads at once, then
    /// A.viewWillDisappear, B.viewWillAppear; after the next frame A.viewDidDisappear,
    /// B.viewDidAppear, and only then B.didMove(toParent:), as UIKit does.
    @MainActor func testPushCallbackOrder() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log)
        nav.pushViewController(b, animated: false)
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:\(Self.nav))", "B.viewDidLoad",
                                                       "A.viewWillDisappear(false)", "B.viewWillAppear(false)"])
        XCTAssertTrue(nav.topViewController === b, "the stack changes at once")
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:\(Self.nav))", "B.viewDidLoad",
                                                       "A.viewWillDisappear(false)", "B.viewWillAppear(false)",
                                                       "A.viewDidDisappear(false)", "B.viewDidAppear(false)",
                                                       "B.didMove(toParent:\(Self.nav))"])
        let moving = LifecycleRecorder.AppearanceFlags(isMovingToParent: true)
        XCTAssertEqual(log.flags(for: "B", in: .viewWillAppear), [moving])
        XCTAssertEqual(log.flags(for: "B", in: .viewDidAppear), [moving])
        XCTAssertEqual(log.flags(for: "A", in: .viewWillDisappear), [.none], "the covered controller stays in the stack")
        XCTAssertFalse(b.isMovingToParent)
        XCTAssertNil(a.view.superview, "the covered view leaves the hierarchy")
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertEqual(names(nav.viewControllers), ["A", "B"])
        XCTAssertEqual(names(nav.children), ["A", "B"])
    }

    /// Animated push: the same order with `animated` true; nothing ends before the 0.35 s
    /// slide does; meanwhile B comes in from the right and A moves partly left.
    @MainActor func testAnimatedPushSlidesFromTheRightOnTheScreenClock() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log)
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:\(Self.nav))", "B.viewDidLoad",
                                                       "A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        h.advance(by: 0.175)
        XCTAssertEqual(log.events(for: "B", only: [.viewDidAppear, .didMoveToParent]), [], "the slide is still running")
        let bx = b.view.presentationFrame.minX, ax = a.view.presentationFrame.minX
        XCTAssertTrue(bx > 0 && bx < 800, "B is on its way in from the right: \(bx)")
        XCTAssertTrue(ax < 0 && ax > -240, "A moves left by up to 30% of the width: \(ax)")
        XCTAssertTrue(ax > bx - 800, "A moves less than B")
        h.advance(by: 0.2)
        XCTAssertEqual(log.events(only: Self.order).suffix(3), ["A.viewDidDisappear(true)", "B.viewDidAppear(true)",
                                                                 "B.didMove(toParent:\(Self.nav))"])
        XCTAssertEqual(b.view.presentationFrame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertNil(a.view.superview)
    }

    // MARK: Pop

    /// Animated pop: B.willMove(toParent: nil) first, B.viewWillDisappear (moving from its
    /// parent), A.viewWillAppear; after the slide B.viewDidDisappear, A.viewDidAppear and
    /// B.didMove(toParent: nil) from `removeFromParent()`.
    @MainActor func testAnimatedPopCallbackOrder() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log)
        nav.pushViewController(b, animated: false)
        h.renderFrames()
        log.clear()

        XCTAssertTrue(nav.popViewController(animated: true) === b)
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        h.advance(by: 0.175)
        let ax = a.view.presentationFrame.minX, bx = b.view.presentationFrame.minX
        XCTAssertTrue(ax < 0 && ax > -240, "A comes back from the left: \(ax)")
        XCTAssertTrue(bx > 0 && bx < 800, "B leaves to the right: \(bx)")
        h.advance(by: 0.2)
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                                       "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent:nil)"])
        let leaving = LifecycleRecorder.AppearanceFlags(isMovingFromParent: true)
        XCTAssertEqual(log.flags(for: "B", in: .viewWillDisappear), [leaving])
        XCTAssertEqual(log.flags(for: "B", in: .viewDidDisappear), [leaving])
        XCTAssertEqual(log.flags(for: "A", in: .viewWillAppear), [.none])
        XCTAssertNil(b.parent)
        XCTAssertFalse(b.isMovingFromParent)
        XCTAssertEqual(names(nav.children), ["A"])
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertNil(nav.popViewController(animated: true), "the root is never popped")
    }

    /// Pop to root from A–B–C: both leave the stack (willMove(toParent: nil) each), only C is
    /// seen leaving, A appears, and both get didMove(toParent: nil) at the end.
    @MainActor func testPopToRootOnlyTheTopIsSeenLeaving() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, _) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log), c = RecordingViewController(name: "C", recorder: log)
        nav.pushViewController(b, animated: false)
        nav.pushViewController(c, animated: false)
        h.renderFrames()
        log.clear()

        XCTAssertEqual(names(nav.popToRootViewController(animated: false)), ["B", "C"])
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), [
            "B.willMove(toParent:nil)", "C.willMove(toParent:nil)",
            "C.viewWillDisappear(false)", "A.viewWillAppear(false)", "C.viewDidDisappear(false)", "A.viewDidAppear(false)",
            "B.didMove(toParent:nil)", "C.didMove(toParent:nil)",
        ])
        XCTAssertEqual(names(nav.viewControllers), ["A"])
        XCTAssertEqual(names(nav.popToRootViewController(animated: false)), [], "nothing above the root")
    }

    /// Two pushes in a row without animation: the first transition ends (B appears and
    /// disappears again) before the second starts, so every controller's callbacks pair up.
    @MainActor func testAPushDuringATransitionFinishesTheFirstOne() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, _) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log), c = RecordingViewController(name: "C", recorder: log)
        nav.pushViewController(b, animated: true)
        h.advance(by: 0.1)
        nav.pushViewController(c, animated: true)
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(for: "B", only: Self.order), ["B.willMove(toParent:\(Self.nav))", "B.viewDidLoad",
                                                                 "B.viewWillAppear(true)", "B.viewDidAppear(true)",
                                                                 "B.didMove(toParent:\(Self.nav))",
                                                                 "B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
        XCTAssertEqual(names(nav.viewControllers), ["A", "B", "C"])
        XCTAssertEqual(c.view.presentationFrame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertTrue(c.view.superview === nav.view && b.view.superview == nil)
    }

    // MARK: setViewControllers

    /// Replacing A–B by A–D: B leaves (willMove nil … didMove nil), D joins (willMove …
    /// didMove) and a push-like transition shows D.
    @MainActor func testSetViewControllersReplacesTheStack() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log), d = RecordingViewController(name: "D", recorder: log)
        nav.pushViewController(b, animated: false)
        h.renderFrames()
        log.clear()

        nav.setViewControllers([a, d], animated: false)
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), [
            "B.willMove(toParent:nil)", "D.willMove(toParent:\(Self.nav))", "D.viewDidLoad",
            "B.viewWillDisappear(false)", "D.viewWillAppear(false)", "B.viewDidDisappear(false)", "D.viewDidAppear(false)",
            "D.didMove(toParent:\(Self.nav))", "B.didMove(toParent:nil)",
        ])
        XCTAssertEqual(names(nav.children), ["A", "D"])
        XCTAssertNil(b.parent)
    }

    /// Animated, a new top that was below the old one comes back as in a pop (from the left),
    /// and keeping the top shows no transition at all.
    @MainActor func testAnimatedSetViewControllersPicksPushPopOrNothing() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log), c = RecordingViewController(name: "C", recorder: log)
        nav.setViewControllers([a, b, c], animated: false)
        h.renderFrames()
        log.clear()

        // B was never shown: its view loads now, before the appearance callbacks.
        nav.setViewControllers([a, b], animated: true)
        h.advance(by: 0.175)
        XCTAssertTrue(b.view.presentationFrame.minX < 0, "B comes back from the left, as in a pop")
        h.advance(by: 0.3)
        XCTAssertEqual(log.events(only: Self.order), ["C.willMove(toParent:nil)", "B.viewDidLoad", "C.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                                       "C.viewDidDisappear(true)", "B.viewDidAppear(true)", "C.didMove(toParent:nil)"])
        log.clear()
        let z = RecordingViewController(name: "Z", recorder: log)
        nav.setViewControllers([z, b], animated: true)
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: LifecycleRecorder.appearanceCallbacks), [], "the top stays: no transition")
        XCTAssertEqual(log.events(only: LifecycleRecorder.containmentCallbacks),
                       ["A.willMove(toParent:nil)", "Z.willMove(toParent:\(Self.nav))", "Z.didMove(toParent:\(Self.nav))", "A.didMove(toParent:nil)"])
    }

    // MARK: The bar

    /// The bar shows the top's title; the back button shows the previous controller's title,
    /// or its `navigationItem.backButtonTitle`, and tapping it (through the touch input path)
    /// pops, animated.
    @MainActor func testBackButtonTapPopsThroughTheInputPath() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log)
        b.title = "Beta"
        XCTAssertTrue(nav.navigationBar.backButton.isHidden, "no back button on the root")
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Alpha")
        nav.pushViewController(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Beta")
        XCTAssertEqual(nav.navigationBar.backLabel.text, "Alpha")
        a.navigationItem.backButtonTitle = "Menu"
        XCTAssertEqual(nav.navigationBar.backLabel.text, "Menu")
        b.navigationItem.title = "Item title"
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Item title", "the item's title wins over the controller's")
        h.renderFrames()
        log.clear()

        let back = nav.navigationBar.backButton
        h.tap(at: back.convert(CGPoint(x: back.bounds.midX, y: back.bounds.midY), to: nil))
        XCTAssertEqual(log.events(only: Self.order), ["B.willMove(toParent:nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)"])
        h.advance(by: 0.4)
        XCTAssertEqual(names(nav.viewControllers), ["A"])
        XCTAssertEqual(log.events(for: "A", only: [.viewDidAppear]), ["A.viewDidAppear(true)"])
        XCTAssertTrue(nav.navigationBar.backButton.isHidden)
    }

    /// A right bar button item performs its action when tapped; a custom view is shown as is.
    @MainActor func testRightBarButtonItem() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        var taps = 0
        a.navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Edit", primaryAction: UIAction { _ in taps += 1 })
        h.renderFrames()
        let item = nav.navigationBar.subviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Edit" }
        guard let item else { return XCTFail("no Edit button in the bar") }
        XCTAssertTrue(item.frame.maxX <= 800 && item.frame.minX > 600)
        h.tap(at: item.convert(CGPoint(x: item.bounds.midX, y: item.bounds.midY), to: nil))
        XCTAssertEqual(taps, 1)
    }

    /// Hiding the bar gives the content the whole height (and the children's size less bar).
    @MainActor func testHidingTheBarGivesTheContentTheWholeView() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        XCTAssertEqual(nav.size(forChildContentContainer: a, withParentContainerSize: CGSize(width: 800, height: 480)),
                       CGSize(width: 800, height: 436))
        nav.setNavigationBarHidden(true, animated: true)
        h.advance(by: 0.3)
        XCTAssertTrue(nav.isNavigationBarHidden)
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 0, width: 800, height: 480))
        XCTAssertTrue(nav.navigationBar.isHidden)
        nav.isNavigationBarHidden = false
        h.renderFrames()
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
    }

    // MARK: Size transitions, show, presentation

    /// A rotation reaches the top controller with the content area's new size (the height
    /// less the bar); the controllers below it are not told.
    @MainActor func testRotationReachesTheTopControllerWithTheContentSize() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, _) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log)
        nav.pushViewController(b, animated: false)
        h.renderFrames()
        log.clear()

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 1)
        XCTAssertEqual(log.events(only: [.viewWillTransition]), ["B.viewWillTransition(480x756)"])
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 44, width: 480, height: 756))
        XCTAssertEqual(nav.navigationBar.frame.width, 480)
    }

    /// `show(_:sender:)` from a child pushes (animated); `showDetailViewController` is not
    /// the navigation controller's (with nothing else to show it, it is presented).
    @MainActor func testShowPushes() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log)
        XCTAssertTrue(a.targetViewController(forShowing: b, detail: false, sender: nil) === nav)
        a.show(b, sender: nil)
        XCTAssertTrue(nav.topViewController === b)
        XCTAssertEqual(log.events(for: "B", only: [.viewWillAppear]), ["B.viewWillAppear(true)"])
        h.advance(by: 0.5)
        XCTAssertNil(a.targetViewController(forShowing: b, detail: true, sender: nil))
    }

    /// `visibleViewController` is what is presented over the stack, else its top.
    @MainActor func testVisibleViewControllerIncludesPresentedOnes() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a) = scene(h, log)
        let m = RecordingViewController(name: "M", recorder: log)
        a.present(m, animated: false)
        h.renderFrames()
        XCTAssertTrue(nav.visibleViewController === m)
        XCTAssertTrue(nav.topViewController === a)
    }

    /// Off screen, pushes change the stack and containment at once, without appearance
    /// callbacks; the top appears when the navigation controller does.
    @MainActor func testPushBeforeAppearingOnlyChangesTheStack() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let a = RecordingViewController(name: "A", recorder: log), b = RecordingViewController(name: "B", recorder: log)
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(log.events(only: Self.order), ["A.willMove(toParent:\(Self.nav))", "A.didMove(toParent:\(Self.nav))",
                                                       "B.willMove(toParent:\(Self.nav))", "B.didMove(toParent:\(Self.nav))"])
        log.clear()
        h.window.rootViewController = nav
        h.renderFrames()
        XCTAssertEqual(log.events(only: Self.order), ["B.viewDidLoad", "B.viewWillAppear(false)", "B.viewDidAppear(false)"])
        XCTAssertFalse(a.isViewLoaded, "controllers below the top load their views when shown")
    }
}
