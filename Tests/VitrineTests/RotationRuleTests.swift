import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Rotation and size-change rules (iOS 8 and later: rotation arrives only through
/// `viewWillTransition(to:with:)`): the callback order, the coordinator's alongside and
/// completion blocks, forwarding to children, `supportedInterfaceOrientations` and
/// `shouldAutorotate`, the final geometry, and a plain display resize. Driven through the
/// harness (`rotate(to:)`, `resize(to:)`) on a virtual clock; the rotation lasts 0.3 s.
final class RotationRuleTests: XCTestCase {
    /// A visible root controller in a rendered 800×480 window, log cleared.
    @MainActor private func scene<VC: RecordingViewController>(_ make: (LifecycleRecorder) -> VC,
                                                               width: Int = 800, height: Int = 480) -> (HeadlessHarness, LifecycleRecorder, VC) {
        let h = HeadlessHarness(width: width, height: height)
        let log = LifecycleRecorder()
        let root = make(log)
        h.window.rootViewController = root
        h.renderFrames()
        log.clear()
        return (h, log, root)
    }

    // MARK: Order

    /// Rotating 800×480 to portrait changes the size classes (regular × compact → compact ×
    /// regular), so the order is `willTransition(to:with:)`, `viewWillTransition(to:with:)`,
    /// `traitCollectionDidChange`, then the layout: `viewWillLayoutSubviews`, the root view's
    /// `layoutSubviews`, `viewDidLayoutSubviews`; and nothing else (no appearance callbacks).
    @MainActor func testRotationOrderIsWillTransitionViewWillTransitionTraitChangeThenLayout() async {
        let (h, log, _) = scene { RecordingViewController(name: "R", recorder: $0) }
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events, [
            "R.willTransition(h:compact,v:regular)", "R.viewWillTransition(480x800)",
            "R.traitCollectionDidChange(h:compact,v:regular)",
            "R.viewWillLayoutSubviews", "R.view.layoutSubviews", "R.viewDidLayoutSubviews",
        ])
    }

    /// Children go through the same steps right after their parent: each of
    /// `willTransition`, `viewWillTransition` and `traitCollectionDidChange` reaches the parent
    /// first, then the child; then the parent's layout, then the child's.
    @MainActor func testRotationReachesChildrenAfterTheirParentAtEachStep() async {
        let (h, log, root) = scene { FillingContainerViewController(name: "R", recorder: $0) }
        let child = RecordingViewController(name: "C", recorder: log)
        root.embed(child)
        h.renderFrames()
        log.clear()

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events, [
            "R.willTransition(h:compact,v:regular)", "C.willTransition(h:compact,v:regular)",
            "R.viewWillTransition(480x800)", "C.viewWillTransition(480x800)",
            "R.traitCollectionDidChange(h:compact,v:regular)", "C.traitCollectionDidChange(h:compact,v:regular)",
            "R.viewWillLayoutSubviews", "R.view.layoutSubviews", "R.viewDidLayoutSubviews",
            "C.viewWillLayoutSubviews", "C.view.layoutSubviews", "C.viewDidLayoutSubviews",
        ])
        XCTAssertEqual(child.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
    }

    /// `willTransition(to:with:)` is only for trait changes: a size change that keeps the size
    /// classes (1024×600 → 1280×800, regular × regular both) calls `viewWillTransition` alone.
    @MainActor func testSizeChangeKeepingTheSizeClassesSkipsWillTransitionToTraits() async {
        let (h, log, _) = scene({ RecordingViewController(name: "R", recorder: $0) }, width: 1024, height: 600)
        h.resize(to: CGSize(width: 1280, height: 800))
        h.renderFrames()
        XCTAssertEqual(log.events, ["R.viewWillTransition(1280x800)",
                                    "R.viewWillLayoutSubviews", "R.view.layoutSubviews", "R.viewDidLayoutSubviews"])
    }

    /// A half turn (landscape-right → landscape-left) keeps the size, yet it is a size
    /// transition: `viewWillTransition(to:with:)` is called with the same size and a
    /// coordinator whose `targetTransform` is the half turn (how UIKit apps tell a 180°
    /// rotation); the traits do not change, so `willTransition(to:with:)` is not called.
    @MainActor func testHalfTurnCallsViewWillTransitionWithTheSameSizeAndAHalfTurnTransform() async throws {
        let (h, log, root) = scene { RecordingViewController(name: "R", recorder: $0) }
        var angles: [Int] = []
        root.onViewWillTransition = { _, coordinator in
            let t = coordinator.targetTransform
            angles.append(Int((atan2(t.b, t.a) * 180 / .pi).rounded()))
        }
        XCTAssertTrue(h.rotate(to: .landscapeLeft))
        h.advance(by: 0.5)
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeLeft)
        XCTAssertEqual(log.events(only: [.willTransition, .viewWillTransition]), ["R.viewWillTransition(800x480)"])
        XCTAssertEqual(angles.map(abs), [180])
    }

    /// Rotating to portrait and back restores the landscape layout, through the same steps.
    @MainActor func testRotatingBackRestoresTheOriginalLayout() async {
        let (h, log, root) = scene { RecordingViewController(name: "R", recorder: $0) }
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        log.clear()
        XCTAssertTrue(h.rotate(to: .landscapeRight))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events, [
            "R.willTransition(h:regular,v:compact)", "R.viewWillTransition(800x480)",
            "R.traitCollectionDidChange(h:regular,v:compact)",
            "R.viewWillLayoutSubviews", "R.view.layoutSubviews", "R.viewDidLayoutSubviews",
        ])
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 800, height: 480))
        XCTAssertEqual(h.screen.bounds.size, CGSize(width: 800, height: 480))
    }

    /// The default `willTransition(to:with:)` passes each child its own future traits: a
    /// child the parent overrides to compact width is told compact, the others what the
    /// parent is told.
    @MainActor func testWillTransitionGivesEachChildItsFutureTraitsWithTheParentsOverride() async {
        let (h, log, root) = scene({ FillingContainerViewController(name: "R", recorder: $0) }, width: 1024, height: 600)
        let a = RecordingViewController(name: "A", recorder: log), b = RecordingViewController(name: "B", recorder: log)
        root.embed(a)
        root.embed(b)
        root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .compact), forChild: a)
        h.renderFrames()
        log.clear()

        // 1024×600 → 600×1024: regular × regular → compact × regular. A is compact × regular
        // already, so its traits do not change and it is not told.
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: [.willTransition, .traitCollectionDidChange]), [
            "R.willTransition(h:compact,v:regular)", "B.willTransition(h:compact,v:regular)",
            "R.traitCollectionDidChange(h:compact,v:regular)", "B.traitCollectionDidChange(h:compact,v:regular)",
        ])
        XCTAssertEqual(RecordingViewController.sizeClasses(a.traitCollection), "h:compact,v:regular")
    }

    /// A rotation without animation goes through the same steps, with a coordinator that says
    /// so (`isAnimated` false, duration 0) and whose completion runs without the clock moving.
    @MainActor func testRotationWithoutAnimationRunsTheSameStepsWithANonAnimatedCoordinator() async {
        let (h, log, root) = scene { RecordingViewController(name: "R", recorder: $0) }
        var phases: [String] = []
        root.onViewWillTransition = { _, coordinator in
            phases.append("animated \(coordinator.isAnimated), \(coordinator.transitionDuration)s")
            coordinator.animate(alongsideTransition: nil) { _ in phases.append("completion") }
        }
        XCTAssertTrue(h.rotate(to: .portrait, animated: false))
        h.runUntilIdle()
        XCTAssertEqual(phases, ["animated false, 0.0s", "completion"])
        XCTAssertEqual(log.events, [
            "R.willTransition(h:compact,v:regular)", "R.viewWillTransition(480x800)",
            "R.traitCollectionDidChange(h:compact,v:regular)",
            "R.viewWillLayoutSubviews", "R.view.layoutSubviews", "R.viewDidLayoutSubviews",
        ])
        XCTAssertEqual(root.view.presentationFrame, CGRect(x: 0, y: 0, width: 480, height: 800))
    }

    // MARK: The coordinator

    /// In `viewWillTransition(to:with:)` the view still has its old size and the old traits;
    /// alongside blocks run inside the transition's animation (a frame change made there is
    /// animated: half-way, the view is shown between its old and new frames) with the new size
    /// in place; completions run only after the animation has ended.
    @MainActor func testCoordinatorRunsAlongsideBlocksInsideTheAnimationAndCompletionsAfterIt() async {
        let (h, _, root) = scene { RecordingViewController(name: "R", recorder: $0) }
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.view.addSubview(box)
        h.renderFrames()
        var phases: [String] = []
        root.onViewWillTransition = { size, coordinator in
            phases.append("will: view \(RecordingViewController.size(root.view.bounds.size)), h:\(root.traitCollection.horizontalSizeClass)")
            coordinator.animate(alongsideTransition: { context in
                phases.append("alongside: view \(RecordingViewController.size(root.view.bounds.size)), animated \(context.isAnimated), \(context.transitionDuration)s")
                box.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            }, completion: { context in
                phases.append("completion: cancelled \(context.isCancelled)")
            })
        }

        XCTAssertTrue(h.rotate(to: .portrait))
        XCTAssertEqual(phases, ["will: view 800x480, h:regular", "alongside: view 480x800, animated true, 0.3s"])
        h.advance(by: 0.15)
        XCTAssertEqual(box.frame, CGRect(x: 0, y: 0, width: 300, height: 300), "the model value is final at once")
        let mid = box.presentationFrame
        XCTAssertGreaterThan(mid.width, 100, "the alongside change is animated: half-way it is between old and new")
        XCTAssertLessThan(mid.width, 300, "the alongside change is animated: half-way it is between old and new")
        XCTAssertEqual(phases.count, 2, "no completion before the transition's end")
        h.advance(by: 0.2)
        XCTAssertEqual(box.presentationFrame, box.frame)
        XCTAssertEqual(phases, ["will: view 800x480, h:regular", "alongside: view 480x800, animated true, 0.3s",
                                "completion: cancelled false"])
    }

    /// UIKit (`animate(alongsideTransition:completion:)`): the completion block is "to
    /// execute after the transition finishes"; the transition is the rotation's animation,
    /// which lasts its duration whether or not an alongside block animates anything (here
    /// nothing does: the rotation itself is turned by the compositor).
    @MainActor func testCompletionWaitsForTheRotationWhenNothingAnimatesAlongside() async {
        let (h, _, root) = scene { RecordingViewController(name: "R", recorder: $0) }
        var phases: [String] = []
        root.onViewWillTransition = { _, coordinator in
            coordinator.animate(alongsideTransition: { _ in phases.append("alongside") },
                                completion: { _ in phases.append("completion") })
            coordinator.animate(alongsideTransition: nil, completion: { _ in phases.append("completion only") })
        }
        XCTAssertTrue(h.rotate(to: .portrait))
        h.runUntilIdle()
        XCTAssertEqual(phases, ["alongside"], "no completion while the rotation is under way")
        h.advance(by: 0.25)
        XCTAssertEqual(phases, ["alongside"], "no completion before the 0.3 s rotation ends")
        h.advance(by: 0.1)
        XCTAssertEqual(phases, ["alongside", "completion", "completion only"])
    }

    /// The default `viewWillTransition(to:with:)` forwards to each child the size
    /// `size(forChildContentContainer:withParentContainerSize:)` gives, which is the parent's
    /// size by default, so a child of fixed size is sent the transition too (UIKit: "UIKit
    /// calls the method as part of the default implementation of the viewWillTransition(to:with:)
    /// method for view controllers. It calls the method once for each child view controller");
    /// the container still decides the child's frame.
    @MainActor func testDefaultViewWillTransitionForwardsTheParentSizeToEveryChild() async {
        let (h, log, root) = scene { FillingContainerViewController(name: "R", recorder: $0) }
        let filling = RecordingViewController(name: "F", recorder: log)
        let fixed = RecordingViewController(name: "S", recorder: log)
        root.embed(filling)
        root.fixedChildren = [fixed]
        root.embed(fixed, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        h.renderFrames()
        log.clear()

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: [.viewWillTransition]),
                       ["R.viewWillTransition(480x800)", "F.viewWillTransition(480x800)", "S.viewWillTransition(480x800)"])
        XCTAssertEqual(fixed.view.frame, CGRect(x: 10, y: 10, width: 100, height: 100))
    }

    /// UIKit's header: "If the returned size is the same as the child container's current
    /// size, viewWillTransitionToSize:withTransitionCoordinator: will not be called." A
    /// container returning each child's current size sends them nothing.
    @MainActor func testViewWillTransitionSkipsAChildWhoseSizeDoesNotChange() async {
        let (h, log, root) = scene { FixedSizeContainerViewController(name: "R", recorder: $0) }
        let fixed = RecordingViewController(name: "S", recorder: log)
        root.fixedChildren = [fixed]
        root.embed(fixed, frame: CGRect(x: 10, y: 10, width: 100, height: 100))
        h.renderFrames()
        log.clear()

        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: [.viewWillTransition]), ["R.viewWillTransition(480x800)"])
    }

    // MARK: Refusals

    /// An orientation the root controller does not list in `supportedInterfaceOrientations` is
    /// refused: `false`, no callback, nothing turns.
    @MainActor func testOrientationOutsideSupportedInterfaceOrientationsIsRefused() async {
        let (h, log, root) = scene { LandscapeOnlyViewController(name: "R", recorder: $0) }
        XCTAssertFalse(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeRight)
        XCTAssertEqual(root.view.bounds.size, CGSize(width: 800, height: 480))
        XCTAssertTrue(h.rotate(to: .landscapeLeft), "a supported orientation is still accepted")
    }

    /// The app's own orientations (Info.plist's `UISupportedInterfaceOrientations`; the kiosk's
    /// `allowed_orientations`) and the delegate's `application(_:supportedInterfaceOrientationsFor:)`
    /// refuse what they leave out, even when the root controller supports it.
    @MainActor func testTheAppsAllowedOrientationsAndTheDelegateRefuseTurns() async {
        final class Delegate: UIApplicationDelegate {
            var window: UIWindow?
            var mask: UIInterfaceOrientationMask?
            func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
            func application(_ application: UIApplication, supportedInterfaceOrientationsFor window: UIWindow?) -> UIInterfaceOrientationMask {
                mask ?? application.allowedInterfaceOrientations
            }
        }
        let (h, log, _) = scene { RecordingViewController(name: "R", recorder: $0) }
        let delegate = Delegate()
        let app = UIApplication.launch(delegate: delegate, screen: h.screen)
        defer { app.delegate = nil; app.allowedInterfaceOrientations = .all }
        app.allowedInterfaceOrientations = .landscape
        XCTAssertFalse(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeRight)
        delegate.mask = [.landscapeRight, .portrait]
        XCTAssertFalse(h.rotate(to: .landscapeLeft), "the delegate's answer wins over the allowed set")
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(h.screen.interfaceOrientation, .portrait)
    }

    /// Only the root controller decides the orientations: a child that supports only landscape
    /// cannot stop the rotation (seed 003: children use the space their parent gives them).
    @MainActor func testChildSupportedInterfaceOrientationsHaveNoSay() async {
        let (h, log, root) = scene { FillingContainerViewController(name: "R", recorder: $0) }
        root.embed(LandscapeOnlyViewController(name: "C", recorder: log))
        h.renderFrames()
        log.clear()
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events(only: [.viewWillTransition]), ["R.viewWillTransition(480x800)", "C.viewWillTransition(480x800)"])
    }

    /// `shouldAutorotate` false refuses every rotation.
    @MainActor func testShouldAutorotateFalseRefusesRotation() async {
        let (h, log, _) = scene { NonRotatingViewController(name: "R", recorder: $0) }
        XCTAssertFalse(h.rotate(to: .portrait))
        XCTAssertFalse(h.rotate(to: .landscapeLeft))
        h.advance(by: 0.5)
        XCTAssertEqual(log.events, [])
        XCTAssertEqual(h.screen.interfaceOrientation, .landscapeRight)
    }

    // MARK: Geometry

    /// After rotating an 800×480 panel to portrait, the screen's bounds, the window and the
    /// root view are 480×800 and the last layout saw 480×800.
    @MainActor func testFinalLayoutAfterRotatingToPortraitIs480x800() async {
        let (h, _, root) = scene { BoundsLoggingViewController(name: "R", recorder: $0) }
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.5)
        XCTAssertEqual(h.screen.interfaceOrientation, .portrait)
        XCTAssertEqual(h.screen.bounds, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertEqual(h.window.bounds, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 480, height: 800))
        XCTAssertEqual(root.layoutSizes.last, "480x800")
        XCTAssertEqual(h.window.presentationFrame, h.window.frame, "nothing is left mid-animation")
    }

    /// A display resize (a new mode, a hotplug) 800×480 → 1024×600 is a size transition without
    /// animation: `willTransition` (compact → regular height), `viewWillTransition(1024x600)`
    /// with a non-animated coordinator, the trait change and the layout, all at once.
    @MainActor func testResizeCallsViewWillTransitionWithoutAnimation() async {
        let (h, log, root) = scene { RecordingViewController(name: "R", recorder: $0) }
        var coordinatorState: [String] = []
        root.onViewWillTransition = { _, coordinator in
            coordinatorState.append("animated \(coordinator.isAnimated), \(coordinator.transitionDuration)s, rotation \(coordinator.targetTransform.isIdentity ? "none" : "some")")
        }
        h.resize(to: CGSize(width: 1024, height: 600))
        XCTAssertEqual(log.events, [
            "R.willTransition(h:regular,v:regular)", "R.viewWillTransition(1024x600)",
            "R.traitCollectionDidChange(h:regular,v:regular)",
            "R.viewWillLayoutSubviews", "R.view.layoutSubviews", "R.viewDidLayoutSubviews",
        ])
        XCTAssertEqual(coordinatorState, ["animated false, 0.0s, rotation none"])
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 1024, height: 600))
        XCTAssertEqual(root.view.presentationFrame, root.view.frame, "not animated")
        XCTAssertEqual(h.screen.bounds.size, CGSize(width: 1024, height: 600))
    }

    // MARK: Golden frames

    /// A simple scene (white root view, blue header bar across the top, red square in the
    /// middle, laid out from `bounds` in `layoutSubviews`) rotating from 320×200 to portrait:
    /// half-way (0.15 s of 0.3 s) and at the end.
    @MainActor func testRotationGoldenFramesMidwayAndAtTheEnd() async {
        let (h, _, root) = scene({ SceneViewController(name: "R", recorder: $0) }, width: 320, height: 200)
        XCTAssertTrue(h.rotate(to: .portrait))
        h.advance(by: 0.15)
        if let failure = GoldenImage.verify(h.screenshot, name: "rotation-mid", directory: goldenDirectory) { XCTFail(failure) }
        h.advance(by: 0.3)
        let end = h.screenshot
        if let failure = GoldenImage.verify(end, name: "rotation-end", directory: goldenDirectory) { XCTFail(failure) }
        let full = h.fullRedraw()
        XCTAssertTrue(GoldenImage.compare(end, full, channelTolerance: 2).matches(.standard), "the last frame equals a full redraw")
        XCTAssertEqual(root.view.frame, CGRect(x: 0, y: 0, width: 200, height: 320))
    }
}

// MARK: - Fixtures

/// Supports landscape only.
final class LandscapeOnlyViewController: RecordingViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .landscape }
}

/// Refuses to rotate.
final class NonRotatingViewController: RecordingViewController {
    override var shouldAutorotate: Bool { false }
}

/// Notes the root view's size at each layout.
final class BoundsLoggingViewController: RecordingViewController {
    var layoutSizes: [String] = []
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layoutSizes.append(Self.size(view.bounds.size))
    }
}

/// The golden scene: a header bar across the top and a square in the middle, laid out from
/// the bounds.
final class SceneViewController: RecordingViewController {
    override func makeView() -> UIView? { SceneView(name: name, recorder: recorder) }

    final class SceneView: RecordingRootView {
        let header = UIView(), square = UIView()
        override init(name: String, recorder: LifecycleRecorder, frame: CGRect = .zero) {
            super.init(name: name, recorder: recorder, frame: frame)
            backgroundColor = .white
            header.backgroundColor = UIColor(rgb: 0x2F6FD6)
            square.backgroundColor = UIColor(rgb: 0xD64545)
            addSubview(header)
            addSubview(square)
        }

        required init?(coder: NSCoder) { return nil }

        override func layoutSubviews() {
            super.layoutSubviews()
            header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: 40)
            let side = min(bounds.width, bounds.height) / 3
            square.frame = CGRect(x: (bounds.width - side) / 2, y: 40 + (bounds.height - 40 - side) / 2, width: side, height: side)
        }
    }
}
