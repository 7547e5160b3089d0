import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A navigation delegate that records what it is told, with the appearance callbacks that had
/// happened by then, and hands out the animation and interaction controllers it is given.
@MainActor
private final class RecordingNavigationDelegate: UINavigationControllerDelegate {
    let log: LifecycleRecorder
    var calls: [String] = []
    /// The appearance callbacks recorded before each delegate call.
    var seen: [String: [String]] = [:]
    var animator: (any UIViewControllerAnimatedTransitioning)?
    var interaction: (any UIViewControllerInteractiveTransitioning)?
    var operations: [UINavigationController.Operation] = []

    init(log: LifecycleRecorder) { self.log = log }

    private func name(_ vc: UIViewController) -> String { (vc as? RecordingViewController)?.name ?? "?" }

    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        calls.append("willShow(\(name(viewController)),\(animated))")
        seen["willShow"] = log.events(only: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear])
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        calls.append("didShow(\(name(viewController)),\(animated))")
        seen["didShow"] = log.events(only: [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
                                            .willMoveToParent, .didMoveToParent])
    }

    func navigationController(_ navigationController: UINavigationController, animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        calls.append("animationController(\(operation),\(name(fromVC))->\(name(toVC)))")
        return animator
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }

    func navigationControllerSupportedInterfaceOrientations(_ navigationController: UINavigationController) -> UIInterfaceOrientationMask {
        .landscape
    }
}

/// A custom animation controller as apps write them: the `to` view fades in over 0.5 s
/// (linear) at its final frame, then the transition completes (or not, if cancelled).
@MainActor
private final class FadeAnimator: UIViewControllerAnimatedTransitioning {
    var log: [String] = []
    weak var container: UIView?
    var finalFrame: CGRect?

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to), let toVC = ctx.viewController(forKey: .to) else { return }
        container = ctx.containerView
        finalFrame = ctx.finalFrame(for: toVC)
        log.append("animateTransition interactive=\(ctx.isInteractive)")
        to.frame = ctx.finalFrame(for: toVC)
        to.alpha = 0
        ctx.containerView.addSubview(to)
        UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { to.alpha = 1 }, completion: { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.append("animationEnded(\(transitionCompleted))") }
}

/// A controller that notes the transition coordinator it sees in its appearance callbacks.
@MainActor
private final class CoordinatorProbe: RecordingViewController {
    var seen: [String: (any UIViewControllerTransitionCoordinator)?] = [:]
    override func viewWillAppear(_ animated: Bool) { seen["willAppear"] = transitionCoordinator; super.viewWillAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { seen["willDisappear"] = transitionCoordinator; super.viewWillDisappear(animated) }
    override func viewDidAppear(_ animated: Bool) { seen["didAppear"] = transitionCoordinator; super.viewDidAppear(animated) }
}

/// `UINavigationControllerDelegate` and the push/pop transition as a view-controller
/// transition: the delegate's `willShow`/`didShow` in UIKit's order, its animation and
/// interaction controllers, and `transitionCoordinator` during a push or pop.
final class NavigationTransitionTests: XCTestCase {
    static let nav = "UINavigationController"
    static let appearance: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]

    @MainActor private func scene(_ h: HeadlessHarness, _ log: LifecycleRecorder, root: RecordingViewController? = nil)
        -> (UINavigationController, RecordingViewController, RecordingNavigationDelegate) {
        let a = root ?? RecordingViewController(name: "A", recorder: log)
        a.title = "Alpha"
        let nav = UINavigationController(rootViewController: a)
        let delegate = RecordingNavigationDelegate(log: log)
        nav.delegate = delegate
        h.window.rootViewController = nav
        h.renderFrames()
        log.clear()
        delegate.calls = []
        return (nav, a, delegate)
    }

    // MARK: willShow / didShow

    /// UIKit: `navigationController(_:willShow:animated:)` "Notifies the delegate before the
    /// navigation controller displays a view controller's view and navigation item
    /// properties", `didShow` "after"; observed order (UIKit logs, e.g. vastdevblog's
    /// "UIViewController Life Cycle", 2012): new `viewWillAppear`, then `willShow`; new
    /// `viewDidAppear`, then `didShow`.
    @MainActor func testWillShowAndDidShowComeAfterViewWillAppearAndViewDidAppear() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, _, delegate) = scene(h, log)
        let b = RecordingViewController(name: "B", recorder: log)
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(delegate.calls, ["animationController(push,A->B)", "willShow(B,true)"])
        XCTAssertEqual(delegate.seen["willShow"], ["A.viewWillDisappear(true)", "B.viewWillAppear(true)"])
        h.advance(by: 0.2)
        XCTAssertEqual(delegate.calls.count, 2, "didShow waits for the end of the slide")
        h.advance(by: 0.2)
        XCTAssertEqual(delegate.calls.last, "didShow(B,true)")
        XCTAssertEqual(delegate.seen["didShow"], ["B.willMove(toParent:\(Self.nav))", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                                  "A.viewDidDisappear(true)", "B.viewDidAppear(true)", "B.didMove(toParent:\(Self.nav))"])
        delegate.calls = []
        nav.popViewController(animated: false)
        h.renderFrames()
        XCTAssertEqual(delegate.calls, ["willShow(A,false)", "didShow(A,false)"],
                       "not animated: no animation controller is asked for, the delegate is still told")
    }

    /// UIKit: the delegate's `navigationControllerSupportedInterfaceOrientations(_:)` decides
    /// the navigation controller's orientations; without it, a view controller's default.
    @MainActor func testTheDelegateDecidesTheOrientations() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, _, delegate) = scene(h, log)
        XCTAssertEqual(nav.supportedInterfaceOrientations, .landscape)
        withExtendedLifetime(delegate) { nav.delegate = nil }
        XCTAssertEqual(nav.supportedInterfaceOrientations, UIViewController().supportedInterfaceOrientations)
    }

    // MARK: transitionCoordinator

    /// UIKit: `transitionCoordinator` — "When a presentation or dismissal is in progress, the
    /// view controllers involved in the transition respond to this property with the
    /// transition coordinator … (the navigation controller does the same for pushes and
    /// pops)"; it is there from `viewWillAppear(_:)` / `viewWillDisappear(_:)` on, alongside
    /// animations run with the slide, completions after it, and it is gone afterwards.
    @MainActor func testTransitionCoordinatorDuringAPushAndAPop() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let a = CoordinatorProbe(name: "A", recorder: log)
        let (nav, _, _) = scene(h, log, root: a)
        let b = CoordinatorProbe(name: "B", recorder: log)
        XCTAssertNil(nav.transitionCoordinator)
        nav.pushViewController(b, animated: true)
        guard let c = b.seen["willAppear"] ?? nil else { return XCTFail("no coordinator in B.viewWillAppear") }
        XCTAssertTrue((a.seen["willDisappear"] ?? nil) === c, "the covered controller sees the same coordinator")
        XCTAssertTrue(nav.transitionCoordinator === c, "the navigation controller answers it too")
        XCTAssertTrue(c.isAnimated)
        XCTAssertEqual(c.transitionDuration, 0.35)
        XCTAssertFalse(c.isInteractive)
        XCTAssertTrue(c.viewController(forKey: .from) === a && c.viewController(forKey: .to) === b)
        XCTAssertTrue(c.containerView === nav.view)
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(badge)
        var completed: Bool?
        c.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: { completed = !$0.isCancelled })
        h.advance(by: 0.175)
        XCTAssertEqual(badge.presentationAlpha, 0.5, accuracy: 0.05, "the alongside animation runs with the slide (ease-in-out, half way)")
        XCTAssertNil(completed)
        h.advance(by: 0.2)
        XCTAssertEqual(completed, true)
        XCTAssertNil(b.seen["didAppear"] ?? nil, "gone once the transition is over (viewDidAppear comes after it)")
        XCTAssertNil(nav.transitionCoordinator)

        nav.popViewController(animated: false)
        guard let p = a.seen["willAppear"] ?? nil else { return XCTFail("no coordinator in A.viewWillAppear of the pop") }
        XCTAssertFalse(p.isAnimated, "a pop without animation has a coordinator that is not animated")
        h.renderFrames()
        XCTAssertNil(nav.transitionCoordinator)
    }

    // MARK: Custom animation controllers

    /// UIKit: the delegate's `navigationController(_:animationControllerFor:from:to:)` returns
    /// "the animator object responsible for managing the transition animations, or nil if you
    /// want to use the standard navigation controller transitions"; the animator adds the `to`
    /// view to the container and calls `completeTransition(_:)`; the appearance callbacks keep
    /// their order and the bar stays over the content.
    @MainActor func testACustomAnimationControllerRunsPushAndPop() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a, delegate) = scene(h, log)
        let fade = FadeAnimator()
        delegate.animator = fade
        let b = RecordingViewController(name: "B", recorder: log)
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(delegate.operations, [.push])
        XCTAssertTrue(fade.container === nav.view)
        XCTAssertEqual(fade.finalFrame, CGRect(x: 0, y: 44, width: 800, height: 436), "finalFrame(for:) is the content area")
        XCTAssertTrue(nav.view.subviews.last === nav.navigationBar, "the bar stays above the added view")
        XCTAssertEqual(nav.transitionCoordinator?.transitionDuration, 0.5, "the animator's duration")
        h.advance(by: 0.25)
        XCTAssertEqual(b.view.presentationAlpha, 0.5, accuracy: 0.02, "the fade, not the slide")
        XCTAssertEqual(b.view.presentationFrame.minX, 0)
        XCTAssertEqual(log.events(for: "B", only: [.viewDidAppear]), [], "nothing ends before the animator completes")
        h.advance(by: 0.3)
        XCTAssertEqual(log.events(only: Self.appearance), ["A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                                           "A.viewDidDisappear(true)", "B.viewDidAppear(true)"])
        XCTAssertEqual(fade.log, ["animateTransition interactive=false", "animationEnded(true)"])
        XCTAssertNil(a.view.superview, "the covered view leaves the container, as after the built-in slide")
        XCTAssertEqual(delegate.calls.last, "didShow(B,true)")

        log.clear()
        nav.popViewController(animated: true)
        XCTAssertEqual(delegate.operations, [.push, .pop])
        h.advance(by: 0.6)
        XCTAssertEqual(log.events(only: Self.appearance.union([.willMoveToParent, .didMoveToParent])), [
            "B.willMove(toParent:nil)", "B.viewWillDisappear(true)", "A.viewWillAppear(true)",
            "B.viewDidDisappear(true)", "A.viewDidAppear(true)", "B.didMove(toParent:nil)",
        ])
        XCTAssertEqual(a.view.frame, CGRect(x: 0, y: 44, width: 800, height: 436))
        XCTAssertEqual(a.view.alpha, 1)
        XCTAssertNil(b.view.superview)
    }

    /// UIKit: the delegate's `navigationController(_:interactionControllerFor:)` returns the
    /// object that drives the animation; a `UIPercentDrivenInteractiveTransition` scrubs the
    /// animator's animations, and cancelled, the push is undone: the pushed controller leaves
    /// again and the stack is as before.
    @MainActor func testADelegatesInteractionControllerDrivesAndCancelsAPush() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let (nav, a, delegate) = scene(h, log)
        let fade = FadeAnimator()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.animator = fade
        delegate.interaction = interaction
        let b = RecordingViewController(name: "B", recorder: log)
        nav.pushViewController(b, animated: true)
        XCTAssertEqual(fade.log, ["animateTransition interactive=true"])
        XCTAssertEqual(nav.transitionCoordinator?.isInteractive, true)
        interaction.update(0.4)
        h.advance(by: 1)
        XCTAssertEqual(b.view.presentationAlpha, 0.4, accuracy: 0.001, "held where the interaction put it")
        interaction.cancel()
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: Self.appearance.union([.willMoveToParent, .didMoveToParent])), [
            "B.willMove(toParent:\(Self.nav))", "A.viewWillDisappear(true)", "B.viewWillAppear(true)",
            "B.viewWillDisappear(true)", "B.viewDidDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)",
            "B.willMove(toParent:nil)", "B.didMove(toParent:nil)",
        ])
        XCTAssertTrue(nav.viewControllers.count == 1 && nav.topViewController === a)
        XCTAssertNil(b.parent)
        XCTAssertEqual(fade.log.last, "animationEnded(false)")
        XCTAssertFalse(delegate.calls.contains { $0.hasPrefix("didShow") }, "no didShow for a cancelled transition")
        XCTAssertEqual(nav.navigationBar.titleLabel.text, "Alpha")
    }
}
