import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `UIPercentDrivenInteractiveTransition` and the transition context and coordinator behind it
/// (UIKit: "A percent-driven interactive transition object drives the custom animation between
/// the disappearance of one view controller and the appearance of another. It relies on a
/// transition animator delegate … to set up and perform the animations").
final class PercentDrivenTransitionTests: XCTestCase {
    @MainActor private func setUp(duration: TimeInterval = 1) -> (HeadlessHarness, ViewControllerTransition, SlideAnimator,
                                                                    UIPercentDrivenInteractiveTransition, UIViewController, UIViewController) {
        let h = HeadlessHarness(width: 200, height: 100)
        let (t, animator, interaction, from, to) = SlideAnimator.interactiveTransition(in: h, duration: duration)
        return (h, t, animator, interaction, from, to)
    }

    @MainActor func testUpdateScrubsTheAnimatorsAnimationsAndTheAlongsideBlocks() async {
        let (h, t, _, interaction, from, to) = setUp()
        t.register(for: [from, to])
        XCTAssertTrue(to.transitionCoordinator === t.coordinator,
                      "UIKit: transitionCoordinator is available from the appearance callbacks on")
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        h.window.addSubview(badge)
        to.transitionCoordinator?.animate(alongsideTransition: { _ in badge.alpha = 0 }, completion: nil)
        t.start()
        XCTAssertTrue(t.isInteractive)
        XCTAssertEqual(to.view.presentationFrame.minX, 200, "held at the start until the interaction moves it")
        interaction.update(0.5)
        XCTAssertEqual(to.view.presentationFrame.minX, 100, accuracy: 0.001, "half way (linear animation)")
        XCTAssertEqual(badge.presentationAlpha, 0.5, accuracy: 0.001, "alongside animations follow the interaction too")
        XCTAssertEqual(t.coordinator.percentComplete, 0.5, accuracy: 0.001, "UIKit: percentComplete of the coordinator")
        XCTAssertEqual(interaction.percentComplete, 0.5, accuracy: 0.001)
        XCTAssertEqual(interaction.duration, 1)
        h.advance(by: 3)
        XCTAssertEqual(to.view.presentationFrame.minX, 100, accuracy: 0.001, "still held while the finger rests")
        XCTAssertFalse(t.isComplete)
    }

    @MainActor func testFinishRunsOnAndCompletesInUIKitsOrder() async {
        let (h, t, animator, interaction, from, to) = setUp()
        t.register(for: [from, to])
        var order: [String] = []
        to.transitionCoordinator?.notifyWhenInteractionChanges { ctx in order.append("interaction ended cancelled=\(ctx.isCancelled)") }
        to.transitionCoordinator?.animate(alongsideTransition: nil, completion: { ctx in order.append("coordinator completion cancelled=\(ctx.isCancelled)") })
        t.onComplete = { order.append("container clean-up completed=\($0)") }
        t.start()
        interaction.update(0.6)
        interaction.completionSpeed = 2
        interaction.finish()
        XCTAssertEqual(order, ["interaction ended cancelled=false"])
        XCTAssertFalse(t.isInteractive)
        // The rest (0.4 s of the 1 s duration) at completion speed 2 takes 0.2 s.
        h.advance(by: 0.15)
        XCTAssertFalse(t.isComplete)
        h.advance(by: 0.1)
        XCTAssertTrue(t.isComplete)
        XCTAssertEqual(to.view.frame, h.window.bounds)
        XCTAssertEqual(to.view.presentationFrame, h.window.bounds)
        XCTAssertEqual(animator.log, ["animation completion cancelled=false", "animationEnded(true)"])
        XCTAssertEqual(order, ["interaction ended cancelled=false", "coordinator completion cancelled=false", "container clean-up completed=true"])
        XCTAssertNil(to.transitionCoordinator, "no coordinator once the transition is over")
    }

    @MainActor func testCancelRunsBackAndPutsTheViewsWhereTheyStarted() async {
        let (h, t, animator, interaction, from, to) = setUp()
        t.register(for: [from, to])
        var completed: Bool?
        t.onComplete = { completed = $0 }
        t.start()
        interaction.update(0.3)
        interaction.cancel()
        XCTAssertTrue(t.transitionWasCancelled, "UIKit: transitionWasCancelled after cancelInteractiveTransition()")
        XCTAssertTrue(t.coordinator.isCancelled)
        h.advance(by: 0.2)
        XCTAssertNil(completed, "0.3 s of animation to undo at speed 1")
        h.advance(by: 0.2)
        XCTAssertEqual(completed, false)
        XCTAssertEqual(animator.log, ["animation completion cancelled=true", "animationEnded(false)"])
        XCTAssertEqual(to.view.frame.minX, 200, "the slid view is back where the animation found it")
    }

    @MainActor func testCompleteTransitionTwiceIsReportedAndIgnored() async {
        let (_, t, _, _, _, _) = setUp()
        var calls = 0
        t.onComplete = { _ in calls += 1 }
        t.completeTransition(true)
        t.completeTransition(false)
        XCTAssertEqual(calls, 1)
        XCTAssertTrue(BadInputLog.recent.last?.contains("more than once") ?? false)
    }
}
