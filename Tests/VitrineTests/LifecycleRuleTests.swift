import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit's rules for loading a view controller's view and for its appearance callbacks, one
/// test per rule, checked with a `LifecycleRecorder` on the headless backend.
///
/// Sources: the UIViewController reference (`view`, `loadView()`, `isViewLoaded`,
/// `viewIfLoaded`, `loadViewIfNeeded()`, `viewIsAppearing(_:)`,
/// `beginAppearanceTransition(_:animated:)`) and the View Controller Programming Guide's
/// appearance state diagram (seeds 000 and 003).
final class LifecycleRuleTests: XCTestCase {
    // MARK: View loading

    /// `view` is loaded lazily: nothing happens at init, the first access calls `loadView()`
    /// then `viewDidLoad()`, and later accesses call neither again.
    @MainActor func testViewLoadsLazilyOnFirstAccessWithLoadViewThenViewDidLoadOnce() async {
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        XCTAssertEqual(log.events, [])
        XCTAssertFalse(vc.isViewLoaded)

        let first: UIView = vc.view
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad"])
        XCTAssertTrue(vc.isViewLoaded)

        let second: UIView = vc.view
        XCTAssertTrue(first === second)
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad"])
    }

    /// `isViewLoaded` and `viewIfLoaded` only look: they never load the view.
    @MainActor func testIsViewLoadedAndViewIfLoadedDoNotLoadTheView() async {
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        XCTAssertFalse(vc.isViewLoaded)
        XCTAssertNil(vc.viewIfLoaded)
        XCTAssertFalse(vc.isViewLoaded)
        XCTAssertEqual(log.events, [])

        vc.loadViewIfNeeded()
        XCTAssertTrue(vc.viewIfLoaded === vc.view)
    }

    /// `loadViewIfNeeded()` loads a view that is not loaded (`loadView`, `viewDidLoad`) and does
    /// nothing when it is.
    @MainActor func testLoadViewIfNeededLoadsOnlyWhenNotLoaded() async {
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        vc.loadViewIfNeeded()
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad"])
        XCTAssertTrue(vc.isViewLoaded)
        vc.loadViewIfNeeded()
        _ = vc.view
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad"])
    }

    /// A `loadView()` that assigns no view still leaves the controller with a (plain) view, and
    /// `viewDidLoad()` runs after it.
    @MainActor func testLoadViewThatSetsNoViewGetsADefaultView() async {
        _ = HeadlessHarness(width: 320, height: 240)
        let log = LifecycleRecorder()
        let vc = NoViewController(name: "A", recorder: log)
        let v: UIView? = vc.view
        XCTAssertNotNil(v)
        XCTAssertTrue(vc.isViewLoaded)
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad"])
    }

    /// The window sizes its root view controller's view to fill it, whatever frame
    /// `loadView()` gave it.
    @MainActor func testWindowSizesTheRootViewToFillIt() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let vc = SmallViewController(name: "A", recorder: log)
        vc.loadViewIfNeeded()
        XCTAssertEqual(vc.view.frame, CGRect(x: 10, y: 20, width: 100, height: 50))
        h.window.rootViewController = vc
        XCTAssertEqual(vc.view.frame, CGRect(x: 0, y: 0, width: 800, height: 480))
        XCTAssertTrue(vc.view.superview === h.window)
        h.renderFrames()
        XCTAssertEqual(vc.view.frame, h.window.bounds)
    }

    // MARK: Appearance of a root controller

    /// A root controller made visible gets `viewWillAppear` (at once, with its view loaded
    /// first), then in the next frame `viewIsAppearing`, `viewWillLayoutSubviews`, its root
    /// view's `layoutSubviews`, `viewDidLayoutSubviews`, and only after that frame
    /// `viewDidAppear`; never `traitCollectionDidChange` for its first traits.
    @MainActor func testRootAppearanceOrderIsWillAppearIsAppearingLayoutThenDidAppearAfterTheFrame() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        h.window.rootViewController = vc
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)"],
                       "viewDidAppear must wait for the frame")
        h.renderFrames()
        XCTAssertEqual(log.events, [
            "A.loadView", "A.viewDidLoad", "A.viewWillAppear(false)",
            "A.viewIsAppearing(false)", "A.viewWillLayoutSubviews", "A.view.layoutSubviews", "A.viewDidLayoutSubviews",
            "A.viewDidAppear(false)",
        ])
        XCTAssertEqual(log.flags(for: "A", in: .viewWillAppear), [.none], "a root is neither moving to a parent nor presented")
    }

    /// `viewDidAppear` comes after the frame that shows the view, not from the assignment.
    @MainActor func testViewDidAppearIsNotCalledSynchronously() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let log = LifecycleRecorder()
        h.window.rootViewController = RecordingViewController(name: "A", recorder: log)
        XCTAssertEqual(log.events(for: "A", only: [.viewDidAppear]), [])
        h.runUntilIdle()
        XCTAssertEqual(log.events(for: "A", only: [.viewDidAppear]), ["A.viewDidAppear(false)"])
    }

    /// `viewIsAppearing` runs once per appearance: later layout passes of the visible view
    /// call the layout callbacks only; the next appearance calls it again.
    @MainActor func testViewIsAppearingRunsOncePerAppearance() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        h.window.rootViewController = vc
        h.renderFrames()
        log.clear()

        vc.view.setNeedsLayout()
        h.renderFrames()
        XCTAssertEqual(log.events, ["A.viewWillLayoutSubviews", "A.view.layoutSubviews", "A.viewDidLayoutSubviews"])

        h.window.isHidden = true
        h.window.isHidden = false
        h.renderFrames()
        XCTAssertEqual(log.events(only: [.viewIsAppearing]), ["A.viewIsAppearing(false)"])
    }

    /// Replacing the root controller of a visible window makes the old one disappear
    /// (`viewWillDisappear` then `viewDidDisappear`) and the new one appear.
    @MainActor func testReplacingTheRootDisappearsTheOldRoot() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let a = RecordingViewController(name: "A", recorder: log)
        let b = RecordingViewController(name: "B", recorder: log)
        h.window.rootViewController = a
        h.renderFrames()
        log.clear()

        h.window.rootViewController = b
        h.renderFrames()
        XCTAssertEqual(log.events(for: "A"), ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        XCTAssertEqual(log.events(for: "B", only: LifecycleRecorder.appearanceCallbacks),
                       ["B.viewWillAppear(false)", "B.viewIsAppearing(false)", "B.viewDidAppear(false)"])
        XCTAssertNil(a.view.superview)
        XCTAssertTrue(b.view.superview === h.window)
    }

    /// Hiding the window makes its root controller disappear; showing it again makes it
    /// appear (with `viewDidAppear` after the frame).
    @MainActor func testHidingTheWindowDisappearsTheRootAndShowingItAppearsItAgain() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let a = RecordingViewController(name: "A", recorder: log)
        h.window.rootViewController = a
        h.renderFrames()
        log.clear()

        h.window.isHidden = true
        h.renderFrames()
        XCTAssertEqual(log.events, ["A.viewWillDisappear(false)", "A.viewDidDisappear(false)"])
        log.clear()

        h.window.makeKeyAndVisible()
        XCTAssertEqual(log.events, ["A.viewWillAppear(false)"])
        h.renderFrames()
        XCTAssertEqual(log.events(only: LifecycleRecorder.appearanceCallbacks),
                       ["A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)"])
    }

    /// A root controller given to a hidden window does not appear until the window is shown.
    @MainActor func testRootOfAHiddenWindowAppearsOnlyWhenTheWindowIsShown() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let window = UIWindow(screen: h.screen)
        let log = LifecycleRecorder()
        window.rootViewController = RecordingViewController(name: "A", recorder: log)
        h.renderFrames()
        XCTAssertEqual(log.events, ["A.loadView", "A.viewDidLoad"])

        window.makeKeyAndVisible()
        h.renderFrames()
        XCTAssertEqual(log.events(only: LifecycleRecorder.appearanceCallbacks),
                       ["A.viewWillAppear(false)", "A.viewIsAppearing(false)", "A.viewDidAppear(false)"])
    }

    // MARK: Cancelled transitions (the appearance state diagram)

    /// Disappearing → cancelled: `beginAppearanceTransition(true)`, then
    /// `beginAppearanceTransition(false)` before the end, then `endAppearanceTransition()`
    /// gives `viewWillAppear`, `viewWillDisappear`, `viewDidDisappear` and no `viewDidAppear`.
    @MainActor func testAppearanceCancelledByADisappearanceEndsDisappeared() async {
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        vc.loadViewIfNeeded()
        log.clear()

        vc.beginAppearanceTransition(true, animated: true)
        vc.beginAppearanceTransition(false, animated: true)
        vc.endAppearanceTransition()
        XCTAssertEqual(log.events(only: Self.stateDiagramCallbacks),
                       ["A.viewWillAppear(true)", "A.viewWillDisappear(true)", "A.viewDidDisappear(true)"])
        // A second end has nothing to end.
        vc.endAppearanceTransition()
        XCTAssertEqual(log.events(only: [.viewDidAppear, .viewDidDisappear]), ["A.viewDidDisappear(true)"])
    }

    /// The reverse: a visible controller whose disappearance is cancelled by an appearance
    /// gets `viewWillDisappear`, `viewWillAppear`, `viewDidAppear` and no `viewDidDisappear`.
    @MainActor func testDisappearanceCancelledByAnAppearanceEndsAppeared() async {
        let log = LifecycleRecorder()
        let vc = RecordingViewController(name: "A", recorder: log)
        vc.loadViewIfNeeded()
        vc.beginAppearanceTransition(true, animated: false)
        vc.endAppearanceTransition()
        log.clear()

        vc.beginAppearanceTransition(false, animated: true)
        vc.beginAppearanceTransition(true, animated: true)
        vc.endAppearanceTransition()
        XCTAssertEqual(log.events(only: Self.stateDiagramCallbacks),
                       ["A.viewWillDisappear(true)", "A.viewWillAppear(true)", "A.viewDidAppear(true)"])
    }

    /// A controller whose view leaves the window before the frame that would show it never
    /// gets `viewDidAppear`: its appearance ends as a disappearance.
    @MainActor func testViewRemovedBeforeItsFrameNeverGetsViewDidAppear() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let parent = RecordingViewController(name: "P", recorder: log)
        h.window.rootViewController = parent
        h.renderFrames()
        let child = RecordingViewController(name: "C", recorder: log)
        parent.embed(child)
        parent.unembed(child)
        h.renderFrames()
        XCTAssertEqual(log.events(for: "C", only: Self.stateDiagramCallbacks),
                       ["C.viewWillAppear(false)", "C.viewWillDisappear(false)", "C.viewDidDisappear(false)"])
    }

    /// The callbacks of UIKit's appearance state diagram.
    static let stateDiagramCallbacks: Set<LifecycleRecorder.Callback> = [.viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear]
}

// MARK: - Fixtures shared by the rule tests

/// A controller whose `loadView()` assigns no view.
final class NoViewController: RecordingViewController {
    override func makeView() -> UIView? { nil }
}

/// A controller whose `loadView()` makes a small view away from the origin.
final class SmallViewController: RecordingViewController {
    override func makeView() -> UIView? {
        RecordingRootView(name: name, recorder: recorder, frame: CGRect(x: 10, y: 20, width: 100, height: 50))
    }
}

/// A container that keeps every child's view filling its own (laid out in
/// `viewWillLayoutSubviews()`, as UIKit containers do), unless the child's view is `fixed`.
class FillingContainerViewController: RecordingViewController {
    var fixedChildren: [UIViewController] = []
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        for c in children where !fixedChildren.contains(where: { $0 === c }) {
            c.viewIfLoaded?.frame = view.bounds
        }
    }
}

/// A container whose fixed children keep their size in any parent size.
class FixedSizeContainerViewController: FillingContainerViewController {
    override func size(forChildContentContainer container: any UIContentContainer, withParentContainerSize parentSize: CGSize) -> CGSize {
        if let c = container as? UIViewController, fixedChildren.contains(where: { $0 === c }), let v = c.viewIfLoaded {
            return v.bounds.size
        }
        return super.size(forChildContentContainer: container, withParentContainerSize: parentSize)
    }
}

extension UIViewController {
    /// The seed 003 sample: `addChild(vc)`, `view.addSubview(vc.view)`,
    /// `vc.didMove(toParent: self)`; `frame` places the child's view (filling by default).
    func embed(_ child: UIViewController, frame: CGRect? = nil) {
        addChild(child)
        child.view.frame = frame ?? view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
    }

    /// The guide's removal: `willMove(toParent: nil)`, `removeFromSuperview()`,
    /// `removeFromParent()`.
    func unembed(_ child: UIViewController) {
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
    }
}
