import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UIKit's container rules: `addChild(_:)`, `didMove(toParent:)`, `willMove(toParent:)`,
/// `removeFromParent()` as the Programming Guide's "Implementing a Custom Container View
/// Controller" describes them (seeds 000 and 003), and the forwarding of appearance callbacks
/// to children (`shouldAutomaticallyForwardAppearanceMethods`, `isMovingToParent`,
/// `isMovingFromParent`).
final class ContainmentRuleTests: XCTestCase {
    @MainActor private func loaded(_ name: String, _ log: LifecycleRecorder) -> RecordingViewController {
        let vc = RecordingViewController(name: name, recorder: log)
        vc.loadViewIfNeeded()
        return vc
    }

    /// A visible root container (rendered, log cleared).
    @MainActor private func visibleContainer(_ log: LifecycleRecorder, _ h: HeadlessHarness) -> RecordingViewController {
        let p = RecordingViewController(name: "P", recorder: log)
        h.window.rootViewController = p
        h.renderFrames()
        log.clear()
        return p
    }

    // MARK: Adding and removing

    /// `addChild(_:)` calls the child's `willMove(toParent:)` with the new parent for you, and
    /// nothing else.
    @MainActor func testAddChildCallsWillMoveToParentForYou() async {
        let log = LifecycleRecorder()
        let p = loaded("P", log), c = loaded("C", log)
        log.clear()
        p.addChild(c)
        XCTAssertEqual(log.events, ["C.willMove(toParent:P)"])
    }

    /// The seed 003 sample (`addChild`, `view.addSubview(child.view)`, `didMove(toParent:)`):
    /// `didMove(toParent:)` is not called by `addChild(_:)`, only by the container, after the
    /// view is in place.
    @MainActor func testDidMoveToParentIsCalledByTheContainerAfterAddingTheView() async {
        let log = LifecycleRecorder()
        let p = loaded("P", log), c = RecordingViewController(name: "C", recorder: log)
        log.clear()
        p.addChild(c)
        XCTAssertEqual(log.events(only: LifecycleRecorder.containmentCallbacks), ["C.willMove(toParent:P)"])
        p.view.addSubview(c.view)
        XCTAssertEqual(log.events(only: LifecycleRecorder.containmentCallbacks), ["C.willMove(toParent:P)"],
                       "adding the view is not the end of the move")
        c.didMove(toParent: p)
        XCTAssertEqual(log.events, ["C.willMove(toParent:P)", "C.loadView", "C.viewDidLoad", "C.didMove(toParent:P)"])
    }

    /// `children` lists the children in the order they were added, and `parent` is the
    /// container (held weakly by the child, strongly by the parent).
    @MainActor func testChildrenAndParentReflectTheContainment() async {
        let log = LifecycleRecorder()
        let p = loaded("P", log), a = loaded("A", log), b = loaded("B", log)
        p.embed(a)
        p.embed(b)
        XCTAssertEqual(p.children.map { ($0 as? RecordingViewController)?.name ?? "?" }, ["A", "B"])
        XCTAssertTrue(a.parent === p)
        XCTAssertTrue(b.parent === p)
        XCTAssertNil(p.parent)
    }

    /// Removal per the guide: `willMove(toParent: nil)` by the container, the view taken out,
    /// then `removeFromParent()`, which calls `didMove(toParent: nil)` for you.
    @MainActor func testRemovalCallsWillMoveNilThenRemoveFromParentCallsDidMoveNil() async {
        let log = LifecycleRecorder()
        let p = loaded("P", log), c = loaded("C", log)
        p.embed(c)
        log.clear()

        c.willMove(toParent: nil)
        c.view.removeFromSuperview()
        XCTAssertEqual(log.events, ["C.willMove(toParent:nil)"])
        XCTAssertTrue(c.parent === p, "the child stays until removeFromParent()")
        c.removeFromParent()
        XCTAssertEqual(log.events, ["C.willMove(toParent:nil)", "C.didMove(toParent:nil)"])
        XCTAssertNil(c.parent)
        XCTAssertTrue(p.children.isEmpty)
    }

    /// Adding a controller that already has a parent to another container removes it from the
    /// first one (UIKit: "it is removed from that container before being added").
    @MainActor func testAddingToAnotherParentRemovesTheChildFromTheFirst() async {
        let log = LifecycleRecorder()
        let p1 = loaded("P1", log), p2 = loaded("P2", log), c = loaded("C", log)
        p1.addChild(c)
        log.clear()
        p2.addChild(c)
        XCTAssertTrue(p1.children.isEmpty)
        XCTAssertEqual(p2.children.count, 1)
        XCTAssertTrue(p2.children.first === c)
        XCTAssertTrue(c.parent === p2)
        XCTAssertEqual(log.events(only: LifecycleRecorder.containmentCallbacks).last, "C.willMove(toParent:P2)")
        XCTAssertFalse(log.events.contains("C.didMove(toParent:P2)"), "didMove(toParent:) is still the container's to call")
    }

    // MARK: Appearance forwarding

    /// A child whose view is added to a visible container appears: `viewWillAppear` when the
    /// view is added, `viewIsAppearing` and its layout in the next frame, `viewDidAppear` after
    /// it, with `isMovingToParent` true throughout.
    @MainActor func testChildAddedToAVisibleContainerAppearsWithIsMovingToParent() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let p = visibleContainer(log, h)
        let c = RecordingViewController(name: "C", recorder: log)
        p.embed(c)
        XCTAssertEqual(log.events(for: "C"), ["C.willMove(toParent:P)", "C.loadView", "C.viewDidLoad",
                                              "C.viewWillAppear(false)", "C.didMove(toParent:P)"])
        h.renderFrames()
        XCTAssertEqual(log.events(for: "C"), [
            "C.willMove(toParent:P)", "C.loadView", "C.viewDidLoad", "C.viewWillAppear(false)", "C.didMove(toParent:P)",
            "C.viewIsAppearing(false)", "C.viewWillLayoutSubviews", "C.view.layoutSubviews", "C.viewDidLayoutSubviews",
            "C.viewDidAppear(false)",
        ])
        let moving = LifecycleRecorder.AppearanceFlags(isMovingToParent: true)
        XCTAssertEqual(log.flags(for: "C", in: .viewWillAppear), [moving])
        XCTAssertEqual(log.flags(for: "C", in: .viewIsAppearing), [moving])
        XCTAssertEqual(log.flags(for: "C", in: .viewDidAppear), [moving])
        XCTAssertFalse(c.isMovingToParent, "the move is over once the child has appeared")
    }

    /// When a container appears, its children appear with it, each callback after the
    /// parent's: P.viewWillAppear, C.viewWillAppear, … P.viewDidAppear, C.viewDidAppear; a
    /// child added earlier is not moving to its parent any more.
    @MainActor func testChildrenAppearInsideTheirContainersAppearanceInUIKitOrder() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let p = loaded("P", log), c = RecordingViewController(name: "C", recorder: log)
        p.embed(c)
        log.clear()

        h.window.rootViewController = p
        h.renderFrames()
        XCTAssertEqual(log.events(only: LifecycleRuleTests.stateDiagramCallbacks),
                       ["P.viewWillAppear(false)", "C.viewWillAppear(false)", "P.viewDidAppear(false)", "C.viewDidAppear(false)"])
        XCTAssertEqual(log.events, [
            "P.viewWillAppear(false)", "C.viewWillAppear(false)",
            "P.viewIsAppearing(false)", "P.viewWillLayoutSubviews", "P.view.layoutSubviews", "P.viewDidLayoutSubviews",
            "C.viewIsAppearing(false)", "C.viewWillLayoutSubviews", "C.view.layoutSubviews", "C.viewDidLayoutSubviews",
            "P.viewDidAppear(false)", "C.viewDidAppear(false)",
        ])
        XCTAssertEqual(log.flags(for: "C", in: .viewWillAppear), [.none])
    }

    /// When a container disappears, its children disappear with it, each after the parent.
    @MainActor func testChildrenDisappearInsideTheirContainersDisappearance() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let p = loaded("P", log), c = RecordingViewController(name: "C", recorder: log)
        p.embed(c)
        h.window.rootViewController = p
        h.renderFrames()
        log.clear()

        h.window.rootViewController = RecordingViewController(name: "B", recorder: log)
        XCTAssertEqual(log.events(only: [.viewWillDisappear, .viewDidDisappear]),
                       ["P.viewWillDisappear(false)", "C.viewWillDisappear(false)", "P.viewDidDisappear(false)", "C.viewDidDisappear(false)"])
    }

    /// A container whose `shouldAutomaticallyForwardAppearanceMethods` is false gets its own
    /// callbacks but its children get none until it calls `beginAppearanceTransition` /
    /// `endAppearanceTransition` on them.
    @MainActor func testManualForwardingContainerDrivesItsChildrenByHand() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let p = ManualContainer(name: "P", recorder: log)
        let c = RecordingViewController(name: "C", recorder: log)
        p.embed(c)
        log.clear()

        h.window.rootViewController = p
        h.renderFrames()
        XCTAssertEqual(log.events(only: LifecycleRuleTests.stateDiagramCallbacks), ["P.viewWillAppear(false)", "P.viewDidAppear(false)"])

        // A child added while the container is visible gets nothing either.
        let d = RecordingViewController(name: "D", recorder: log)
        p.embed(d)
        h.renderFrames()
        XCTAssertEqual(log.events(for: "D", only: LifecycleRecorder.appearanceCallbacks), [])

        log.clear()
        c.beginAppearanceTransition(true, animated: true)
        XCTAssertEqual(log.events(only: LifecycleRuleTests.stateDiagramCallbacks), ["C.viewWillAppear(true)"])
        c.endAppearanceTransition()
        XCTAssertEqual(log.events(only: LifecycleRuleTests.stateDiagramCallbacks), ["C.viewWillAppear(true)", "C.viewDidAppear(true)"])
    }

    /// A child removed from a visible container disappears between `willMove(toParent: nil)`
    /// and `didMove(toParent: nil)`, with `isMovingFromParent` true in its disappearance
    /// callbacks (and false again afterwards).
    @MainActor func testRemovedChildDisappearsWithIsMovingFromParent() async {
        let h = HeadlessHarness(width: 800, height: 480)
        let log = LifecycleRecorder()
        let p = visibleContainer(log, h)
        let c = RecordingViewController(name: "C", recorder: log)
        p.embed(c)
        h.renderFrames()
        log.clear()

        p.unembed(c)
        h.renderFrames()
        XCTAssertEqual(log.events(for: "C"), ["C.willMove(toParent:nil)", "C.viewWillDisappear(false)",
                                              "C.viewDidDisappear(false)", "C.didMove(toParent:nil)"])
        let moving = LifecycleRecorder.AppearanceFlags(isMovingFromParent: true)
        XCTAssertEqual(log.flags(for: "C", in: .viewWillDisappear), [moving])
        XCTAssertEqual(log.flags(for: "C", in: .viewDidDisappear), [moving])
        XCTAssertFalse(c.isMovingFromParent)
    }
}

/// A container that forwards appearance callbacks to its children by hand.
final class ManualContainer: RecordingViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
}
