import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// Two screens in one app (two harnesses alive at once): each screen's presentations run on
/// that screen's own clock and loop. A presentation on the second screen ends when the second
/// screen's time moves, whatever the first screen is doing, and never because the first
/// screen's time moved.
final class TwoScreenPresentationTests: XCTestCase {
    /// The search controller's delegate calls in the log, in order.
    @MainActor private func controllerCalls(_ s: SearchScene) -> [String] {
        s.recorder.log.filter { $0.hasSuffix("SearchController") }
    }

    /// The first screen's search is active; the second screen's search activates, presents,
    /// and is dismissed again, on the second screen's clock alone.
    @MainActor func testSearchOnTheSecondScreenWhileTheFirstScreenSearches() async {
        let first = SearchScene()
        first.search.isActive = true
        first.h.advance(by: 1)
        XCTAssertTrue(first.search.isActive)
        XCTAssertFalse(first.search.isBeingPresented)

        let second = SearchScene()
        XCTAssertFalse(second.h.screen === UIScreen.main, "the second scene is on the second screen")
        second.search.isActive = true
        second.h.advance(by: 1)
        XCTAssertTrue(second.search.isActive)
        XCTAssertFalse(second.search.isBeingPresented, "the presentation ends on the second screen's clock")
        XCTAssertTrue(second.search.presentingViewController != nil)
        XCTAssertEqual(controllerCalls(second), ["willPresentSearchController", "didPresentSearchController"])
        XCTAssertTrue(second.searchViewsInWindow)

        second.recorder.log = []
        second.search.isActive = false
        XCTAssertTrue(second.search.isBeingDismissed, "the dismissal is accepted")
        second.h.advance(by: 1)
        XCTAssertNil(second.search.presentingViewController)
        XCTAssertFalse(second.searchViewsInWindow)
        XCTAssertEqual(controllerCalls(second), ["willDismissSearchController", "didDismissSearchController"])
        XCTAssertTrue(first.search.isActive, "the first screen's search is untouched")
        XCTAssertTrue(first.searchViewsInWindow)
    }

    /// A modal presentation on each screen, the first one's still in flight: the second ends
    /// when the second screen's time moves (its completion runs), the first only when the
    /// first screen's does; dismissing on the second screen works afterwards.
    @MainActor func testModalOnTheSecondScreenWhileTheFirstScreensIsInFlight() async {
        let h1 = HeadlessHarness(width: 480, height: 320)
        let root1 = UIViewController()
        h1.window.rootViewController = root1
        h1.renderFrames()
        let h2 = HeadlessHarness(width: 400, height: 300)
        let root2 = UIViewController()
        h2.window.rootViewController = root2
        h2.renderFrames()

        let modal1 = UIViewController()
        var presented1 = false
        root1.present(modal1, animated: true) { presented1 = true }
        h1.advance(by: 0.1)
        XCTAssertTrue(modal1.isBeingPresented, "the first screen's presentation is in flight")

        let modal2 = UIViewController()
        var presented2 = false
        root2.present(modal2, animated: true) { presented2 = true }
        h2.advance(by: 1)
        XCTAssertTrue(presented2, "the second screen's presentation completes on its own clock")
        XCTAssertFalse(modal2.isBeingPresented)
        XCTAssertTrue(modal2.view.window === h2.window)
        XCTAssertTrue(modal1.isBeingPresented, "the second screen's time does not move the first screen's presentation")
        XCTAssertFalse(presented1)

        h1.advance(by: 1)
        XCTAssertTrue(presented1)
        XCTAssertFalse(modal1.isBeingPresented)

        var dismissed2 = false
        root2.dismiss(animated: true) { dismissed2 = true }
        XCTAssertTrue(modal2.isBeingDismissed, "the dismissal is accepted")
        h2.advance(by: 1)
        XCTAssertTrue(dismissed2)
        XCTAssertNil(root2.presentedViewController)
        XCTAssertNil(modal2.view.window)
        XCTAssertTrue(root1.presentedViewController === modal1, "the first screen's modal stays")
    }

    /// A percent-driven interactive transition on the second screen, let go half way: it
    /// runs on to its end on the second screen's clock and completes.
    @MainActor func testInteractiveTransitionOnTheSecondScreenRunsOnItsClock() async {
        let h1 = HeadlessHarness(width: 200, height: 100)
        h1.renderFrames()
        let h2 = HeadlessHarness(width: 200, height: 100)
        let (t, _, interaction, _, to) = SlideAnimator.interactiveTransition(in: h2)
        t.start()
        interaction.update(0.5)
        XCTAssertEqual(to.view.presentationFrame.minX, 100, accuracy: 0.001, "half way")
        interaction.finish()
        h2.advance(by: 2)
        XCTAssertTrue(t.isComplete, "the rest of the transition runs on the second screen's clock")
        XCTAssertFalse(t.transitionWasCancelled)
        XCTAssertEqual(to.view.presentationFrame.minX, 0, accuracy: 0.001)
    }
}
