import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A shared log of what the transition objects were asked, in order.
@MainActor
final class TransitionCallLog {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
}

/// A presentation controller as in Apple's samples ("Custom View Controller Presentations and
/// Transitions"): the presented view is a card over the lower half of the container, with a
/// dimming view behind it that fades in and out alongside the transition.
@MainActor
final class HalfCardPresentationController: UIPresentationController {
    let dimming = UIView()
    let log: TransitionCallLog?

    init(presented: UIViewController, presenting: UIViewController?, log: TransitionCallLog?) {
        self.log = log
        super.init(presentedViewController: presented, presenting: presenting)
        dimming.backgroundColor = UIColor(white: 0, alpha: 0.5)
    }

    override var frameOfPresentedViewInContainerView: CGRect {
        guard let c = containerView else { return .zero }
        return CGRect(x: 0, y: c.bounds.height / 2, width: c.bounds.width, height: c.bounds.height / 2)
    }

    override func presentationTransitionWillBegin() {
        log?.add("presentationTransitionWillBegin coordinator=\(presentedViewController.transitionCoordinator != nil)")
        guard let c = containerView else { return }
        dimming.frame = c.bounds
        dimming.alpha = 0
        c.insertSubview(dimming, at: 0)
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 1 }, completion: nil)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        log?.add("presentationTransitionDidEnd(\(completed))")
        if !completed { dimming.removeFromSuperview() }
    }

    override func dismissalTransitionWillBegin() {
        log?.add("dismissalTransitionWillBegin")
        presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in self.dimming.alpha = 0 }, completion: nil)
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        log?.add("dismissalTransitionDidEnd(\(completed))")
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() {
        log?.add("containerViewWillLayoutSubviews")
        dimming.frame = containerView?.bounds ?? .zero
        presentedView?.frame = frameOfPresentedViewInContainerView
    }

    override func containerViewDidLayoutSubviews() { log?.add("containerViewDidLayoutSubviews") }
}

/// An animation controller that slides the presented view up from the bottom of the container
/// to its final frame (and back down), linearly over `duration`.
@MainActor
final class SlideUpAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    let duration: TimeInterval
    let log: TransitionCallLog?
    init(presenting: Bool, duration: TimeInterval = 1, log: TransitionCallLog?) {
        self.presenting = presenting
        self.duration = duration
        self.log = log
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        log?.add("animateTransition(\(presenting ? "present" : "dismiss")) animated=\(ctx.isAnimated)")
        let container = ctx.containerView
        if presenting {
            guard let vc = ctx.viewController(forKey: .to), let to = ctx.view(forKey: .to) else { return }
            let final = ctx.finalFrame(for: vc)
            to.frame = final.offsetBy(dx: 0, dy: container.bounds.height - final.minY)
            container.addSubview(to)
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: { to.frame = final },
                           completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        } else {
            guard let from = ctx.view(forKey: .from) else { return }
            UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
                from.frame = from.frame.offsetBy(dx: 0, dy: container.bounds.height - from.frame.minY)
            }, completion: { _ in ctx.completeTransition(!ctx.transitionWasCancelled) })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { log?.add("animationEnded(\(transitionCompleted))") }
}

/// The transitioning delegate that vends them (and, when asked to, percent-driven interaction
/// controllers).
@MainActor
final class CardTransitioningDelegate: UIViewControllerTransitioningDelegate {
    let log: TransitionCallLog?
    var vendsPresentationController = true
    var presentInteraction: UIPercentDrivenInteractiveTransition?
    var dismissInteraction: UIPercentDrivenInteractiveTransition?
    var duration: TimeInterval = 1

    init(log: TransitionCallLog? = nil) { self.log = log }

    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        log?.add("presentationController(forPresented:)")
        return vendsPresentationController ? HalfCardPresentationController(presented: presented, presenting: presenting, log: log) : nil
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log?.add("animationController(forPresented:)")
        return SlideUpAnimator(presenting: true, duration: duration, log: log)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        log?.add("animationController(forDismissed:)")
        return SlideUpAnimator(presenting: false, duration: duration, log: log)
    }

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log?.add("interactionControllerForPresentation")
        return presentInteraction
    }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? {
        log?.add("interactionControllerForDismissal")
        return dismissInteraction
    }
}

/// Custom presentations and dismissals through the transitioning delegate (UIKit:
/// `UIViewControllerTransitioningDelegate`, "Customizing the Transition Animations" and
/// "Creating Custom Presentations" in the View Controller Programming Guide).
final class CustomTransitionTests: XCTestCase {
    /// An 800×600 window whose root `A` (a recording controller) has appeared, and `B` to present.
    @MainActor private func scene(style: UIModalPresentationStyle = .custom) -> (HeadlessHarness, LifecycleRecorder, RecordingViewController, CoordinatorRecordingViewController) {
        let h = HeadlessHarness(width: 800, height: 600)
        let rec = LifecycleRecorder()
        let a = RecordingViewController(name: "A", recorder: rec)
        h.window.rootViewController = a
        h.renderFrames()
        let b = CoordinatorRecordingViewController(name: "B", recorder: rec)
        b.modalPresentationStyle = style
        rec.clear()
        return (h, rec, a, b)
    }

    @MainActor private var appearance: Set<LifecycleRecorder.Callback> { LifecycleRecorder.appearanceCallbacks.subtracting([.viewIsAppearing]) }

    // MARK: Delegate and hooks

    @MainActor func testTheDelegateAndThePresentationControllerAreCalledInTheGuidesOrder() async {
        // Guide, "Creating Custom Presentations": UIKit calls the delegate's
        // presentationController(forPresented:…), asks for the animator and interactive
        // animator, calls presentationTransitionWillBegin, performs the animations, then
        // presentationTransitionDidEnd(_:); dismissing: dismissalTransitionWillBegin, the
        // animations, dismissalTransitionDidEnd(_:).
        let (h, _, a, b) = scene()
        let log = TransitionCallLog()
        let delegate = CardTransitioningDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { log.add("present completion") }
        h.advance(by: 1.5)
        XCTAssertEqual(log.entries.filter { !$0.hasPrefix("containerView") }, [
            "presentationController(forPresented:)", "animationController(forPresented:)", "interactionControllerForPresentation",
            "presentationTransitionWillBegin coordinator=true", "animateTransition(present) animated=true",
            "presentationTransitionDidEnd(true)", "present completion", "animationEnded(true)"])
        XCTAssertTrue(b.presentationController is HalfCardPresentationController)
        log.entries = []
        a.dismiss(animated: true) { log.add("dismiss completion") }
        h.advance(by: 1.5)
        XCTAssertEqual(log.entries.filter { !$0.hasPrefix("containerView") }, [
            "animationController(forDismissed:)", "interactionControllerForDismissal", "dismissalTransitionWillBegin",
            "animateTransition(dismiss) animated=true", "dismissalTransitionDidEnd(true)", "dismiss completion", "animationEnded(true)"])
        // UIKit: accessing `presentationController` when not presented makes a new one.
        XCTAssertFalse(b.presentationController is HalfCardPresentationController, "the custom one is gone with its presentation")
        XCTAssertNil(b.presentationController?.containerView)
        XCTAssertNil(b.view.window)
    }

    @MainActor func testContainerLayoutHooksRunAroundThePresentedControllersLayoutInTheSeedsOrder() async {
        // View Controller Programming Guide, "Managing View Layout" (the seeds): the view
        // controller's viewWillLayoutSubviews, the current presentation controller's
        // containerViewWillLayoutSubviews, the root view's layoutSubviews, the view
        // controller's viewDidLayoutSubviews, the presentation controller's
        // containerViewDidLayoutSubviews.
        let h = HeadlessHarness(width: 800, height: 600)
        let a = UIViewController()
        h.window.rootViewController = a
        h.renderFrames()
        let log = TransitionCallLog()
        let b = LayoutLoggingViewController(log: log)
        b.modalPresentationStyle = .custom
        let delegate = CardTransitioningDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 300, width: 800, height: 300))
        log.entries = []
        XCTAssertTrue(h.window.setOrientation(.portrait, animated: false))
        h.renderFrames()
        XCTAssertEqual(Array(log.entries.prefix(5)), ["B.viewWillLayoutSubviews", "containerViewWillLayoutSubviews", "B.view.layoutSubviews",
                                                      "B.viewDidLayoutSubviews", "containerViewDidLayoutSubviews"])
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 400, width: 600, height: 400), "the card keeps to the lower half after the turn")
    }

    @MainActor func testWithoutAPresentationControllerFromTheDelegateACustomPresentationKeepsThePresenter() async {
        // UIKit: a plain UIPresentationController presents over the whole container, and its
        // shouldRemovePresentersView is false by default.
        let (h, rec, a, b) = scene()
        let delegate = CardTransitioningDelegate()
        delegate.vendsPresentationController = false
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        h.advance(by: 1.5)
        XCTAssertEqual(b.view.frame, h.window.bounds)
        XCTAssertTrue(a.view.window === h.window)
        XCTAssertFalse(b.presentationController!.shouldRemovePresentersView)
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillAppear(true)", "B.viewDidAppear(true)"])
    }

    @MainActor func testACustomAnimatorOnABuiltInStyleKeepsTheBuiltInPresentationController() async {
        // UIKit: "The only time your app can provide a custom presentation controller is when
        // you set the modalPresentationStyle property of your view controller
        // UIModalPresentationStyle.custom" (UIPresentationController); the animation
        // controllers are asked for every style. The sheet's dimming follows the custom
        // animation (on its coordinator).
        let (h, _, a, b) = scene(style: .formSheet)
        let log = TransitionCallLog()
        let delegate = CardTransitioningDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        XCTAssertFalse(log.entries.contains("presentationController(forPresented:)"))
        XCTAssertTrue(log.entries.contains("animationController(forPresented:)"))
        let pc = try! XCTUnwrap(b.presentationController)
        XCTAssertFalse(pc is HalfCardPresentationController)
        h.advance(by: 0.5)
        let dim = pc.dimmingView.presentationAlpha
        XCTAssertTrue(dim > 0.05 && dim < 0.35, "the dimming is on its way to 0.4 with the 1 s animation: \(dim)")
        h.advance(by: 1)
        XCTAssertEqual(pc.dimmingView.presentationAlpha, 0.4, accuracy: 0.001)
        XCTAssertEqual(b.view.frame, CGRect(x: 130, y: 20, width: 540, height: 560))
    }

    // MARK: Appearance order

    @MainActor func testAnimatedCustomPresentAndDismissOfAFullScreenControllerInUIKitsOrder() async {
        // UIKit asks the transitioning delegate for the animator of any presentation style; a
        // full-screen presentation gives the presenter its disappearance (and reappearance).
        let (h, rec, a, b) = scene(style: .fullScreen)
        let delegate = CardTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true) { rec.record(.init(name: "present", callback: .viewDidLoad)) }
        XCTAssertEqual(b.coordinatorInWillAppear, true, "UIKit: transitionCoordinator is available in viewWillAppear")
        h.advance(by: 0.5)
        XCTAssertEqual(b.view.presentationFrame.minY, 300, accuracy: 0.5, "the delegate's animator (1 s, linear) is half way")
        h.advance(by: 1)
        XCTAssertEqual(rec.events(only: appearance.union([.viewDidLoad])).filter { $0 != "B.viewDidLoad" },
                       ["A.viewWillDisappear(true)", "B.viewWillAppear(true)", "B.viewDidAppear(true)", "A.viewDidDisappear(true)",
                        "present.viewDidLoad"])
        XCTAssertNil(a.view.window)
        XCTAssertNil(b.transitionCoordinator, "no coordinator once the transition is over")
        rec.clear()
        a.dismiss(animated: true)
        h.advance(by: 1.5)
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                                      "A.viewDidAppear(true)", "B.viewDidDisappear(true)"])
        XCTAssertTrue(a.view.window === h.window)
        XCTAssertNil(b.view.window)
    }

    @MainActor func testNonAnimatedCustomPresentationDoesNotAskForAnimators() async {
        // A non-animated presentation runs without the delegate's animation controllers (what
        // UIKit is observed to do; its documentation does not say), the custom presentation
        // controller is still used, and its hooks run in the guide's order.
        let (h, rec, a, b) = scene()
        let log = TransitionCallLog()
        let delegate = CardTransitioningDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        h.renderFrames()
        XCTAssertEqual(log.entries.filter { !$0.hasPrefix("containerView") },
                       ["presentationController(forPresented:)", "presentationTransitionWillBegin coordinator=true",
                        "presentationTransitionDidEnd(true)"])
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 300, width: 800, height: 300))
        a.dismiss(animated: false)
        h.renderFrames()
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillAppear(false)", "B.viewDidAppear(false)",
                                                      "B.viewWillDisappear(false)", "B.viewDidDisappear(false)"])
        XCTAssertNil(b.view.window)
    }

    @MainActor func testInteractivePresentationThatFinishes() async {
        let (h, rec, a, b) = scene()
        let delegate = CardTransitioningDelegate()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        var completed = false
        a.present(b, animated: true) { completed = true }
        XCTAssertTrue(b.transitionCoordinator?.isInteractive ?? false)
        interaction.update(0.5)
        h.advance(by: 2)
        XCTAssertEqual(b.view.presentationFrame.minY, 450, accuracy: 0.5, "held half way: 300 + 300/2")
        XCTAssertFalse(completed)
        interaction.finish()
        h.advance(by: 1)
        XCTAssertTrue(completed)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 300, width: 800, height: 300))
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillAppear(true)", "B.viewDidAppear(true)"])
    }

    @MainActor func testCancelledInteractivePresentationLeavesNothingPresented() async {
        // A cancelled appearance: the controller that was to appear gets viewWillDisappear and
        // viewDidDisappear after its viewWillAppear, then the one that was to leave appears
        // again (the order UIKit gives a cancelled interactive pop: "The Inconsistent Order of
        // View Transition Events", wangling.me, 2014); the presentation controller hears
        // presentationTransitionDidEnd(false).
        let (h, rec, a, b) = scene(style: .fullScreen)
        let log = TransitionCallLog()
        let delegate = CardTransitioningDelegate(log: log)
        delegate.vendsPresentationController = false
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.presentInteraction = interaction
        b.transitioningDelegate = delegate
        var completed = false
        a.present(b, animated: true) { completed = true }
        interaction.update(0.3)
        interaction.cancel()
        h.advance(by: 1)
        XCTAssertFalse(completed, "the completion of a cancelled presentation does not run")
        XCTAssertEqual(rec.events(only: appearance), ["A.viewWillDisappear(true)", "B.viewWillAppear(true)",
                                                      "B.viewWillDisappear(true)", "B.viewDidDisappear(true)",
                                                      "A.viewWillAppear(true)", "A.viewDidAppear(true)"])
        XCTAssertNil(a.presentedViewController)
        XCTAssertNil(b.presentingViewController)
        XCTAssertNil(b.presentationController?.containerView, "no presentation is on (UIKit makes a new presentation controller on access)")
        XCTAssertNil(b.view.window)
        XCTAssertTrue(a.view.window === h.window)
        XCTAssertEqual(h.window.subviews.count, 1, "only the presenter's view is left")
        XCTAssertEqual(log.entries.last, "animationEnded(false)")
        // And it can be presented again.
        delegate.presentInteraction = nil
        a.present(b, animated: true)
        h.advance(by: 1.5)
        XCTAssertTrue(a.presentedViewController === b)
    }

    @MainActor func testInteractiveDismissalThatCompletes() async {
        let (h, rec, a, b) = scene()
        let delegate = CardTransitioningDelegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        h.renderFrames()
        rec.clear()
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        var done = false
        a.dismiss(animated: true) { done = true }
        interaction.update(0.5)
        h.advance(by: 1)
        XCTAssertEqual(b.view.presentationFrame.minY, 450, accuracy: 0.5)
        interaction.finish()
        h.advance(by: 1)
        XCTAssertTrue(done)
        XCTAssertNil(b.view.window)
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillDisappear(true)", "B.viewDidDisappear(true)"])
    }

    @MainActor func testCancelledInteractiveDismissalGivesUIKitsCallbacksAndLeavesEverythingAsBefore() async {
        // UIKit's order for a cancelled interactive transition (as for a cancelled interactive
        // pop, reported in "The Inconsistent Order of View Transition Events", wangling.me,
        // 2014): the leaving controller's viewWillDisappear, the revealed one's viewWillAppear;
        // then, cancelled, the revealed one's viewWillDisappear and viewDidDisappear, the
        // leaving one's viewWillAppear and viewDidAppear. beginAppearanceTransition's reference:
        // a disappearance during an appearance (or the other way round) reverses it.
        let (h, rec, a, b) = scene(style: .fullScreen)
        let log = TransitionCallLog()
        let delegate = CardTransitioningDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        h.renderFrames()
        XCTAssertNil(a.view.window)
        let frameBefore = b.view.frame
        rec.clear()
        log.entries = []
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        var done = false
        var cancelledSeen: Bool?
        a.dismiss(animated: true) { done = true }
        b.transitionCoordinator?.notifyWhenInteractionChanges { cancelledSeen = $0.isCancelled }
        XCTAssertTrue(a.view.window === h.window, "the presenter's view is back under the dismissal")
        interaction.update(0.4)
        h.advance(by: 0.2)
        interaction.cancel()
        h.advance(by: 1)
        XCTAssertEqual(cancelledSeen, true)
        XCTAssertFalse(done, "the completion of a cancelled dismissal does not run")
        XCTAssertEqual(rec.events(only: appearance), ["B.viewWillDisappear(true)", "A.viewWillAppear(true)",
                                                      "A.viewWillDisappear(true)", "A.viewDidDisappear(true)",
                                                      "B.viewWillAppear(true)", "B.viewDidAppear(true)"])
        XCTAssertEqual(log.entries.last, "animationEnded(false)")
        XCTAssertTrue(a.presentedViewController === b)
        XCTAssertTrue(b.presentingViewController === a)
        XCTAssertNotNil(b.presentationController)
        XCTAssertFalse(b.isBeingDismissed)
        XCTAssertTrue(b.view.window === h.window)
        XCTAssertNil(a.view.window, "the full-screen presenter's view is out of the window again")
        XCTAssertEqual(b.view.frame, frameBefore)
        XCTAssertEqual(b.view.presentationFrame, frameBefore)
        // A later dismissal works.
        delegate.dismissInteraction = nil
        a.dismiss(animated: true) { done = true }
        h.advance(by: 1.5)
        XCTAssertTrue(done)
        XCTAssertNil(b.view.window)
        XCTAssertTrue(a.view.window === h.window)
    }

    @MainActor func testCancelledDismissalTellsThePresentationControllerItDidNotEnd() async {
        // UIPresentationController.dismissalTransitionDidEnd(_:): "true if the dismissal
        // transition completed and the view controller was dismissed; false if it did not".
        let (h, _, a, b) = scene()
        let log = TransitionCallLog()
        let delegate = CardTransitioningDelegate(log: log)
        b.transitioningDelegate = delegate
        a.present(b, animated: false)
        h.renderFrames()
        let pc = b.presentationController as? HalfCardPresentationController
        log.entries = []
        let interaction = UIPercentDrivenInteractiveTransition()
        delegate.dismissInteraction = interaction
        a.dismiss(animated: true)
        interaction.update(0.5)
        h.advance(by: 0.1)
        XCTAssertEqual(pc?.dimming.presentationAlpha ?? -1, 0.5, accuracy: 0.01, "the alongside dimming follows the interaction")
        interaction.cancel()
        h.advance(by: 1)
        XCTAssertEqual(log.entries.filter { $0.hasPrefix("dismissalTransition") }, ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(false)"])
        XCTAssertTrue(b.presentationController === pc)
        XCTAssertEqual(pc?.dimming.alpha, 1)
        XCTAssertEqual(pc?.dimming.presentationAlpha, 1)
        XCTAssertEqual(b.view.frame, CGRect(x: 0, y: 300, width: 800, height: 300))
    }
}

/// A controller whose layout callbacks (and its root view's) go into a `TransitionCallLog`.
@MainActor
final class LayoutLoggingViewController: UIViewController {
    let log: TransitionCallLog
    init(log: TransitionCallLog) {
        self.log = log
        super.init()
    }
    required init?(coder: NSCoder) { return nil }

    final class LoggingView: UIView {
        var log: TransitionCallLog?
        override func layoutSubviews() {
            log?.add("B.view.layoutSubviews")
            super.layoutSubviews()
        }
    }

    override func loadView() {
        let v = LoggingView()
        v.log = log
        v.backgroundColor = .white
        view = v
    }
    override func viewWillLayoutSubviews() { log.add("B.viewWillLayoutSubviews") }
    override func viewDidLayoutSubviews() { log.add("B.viewDidLayoutSubviews") }
}

/// A recording controller that notes whether `transitionCoordinator` answered in its
/// `viewWillAppear(_:)`.
@MainActor
final class CoordinatorRecordingViewController: RecordingViewController {
    var coordinatorInWillAppear: Bool?
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        coordinatorInWillAppear = transitionCoordinator != nil
    }
}
