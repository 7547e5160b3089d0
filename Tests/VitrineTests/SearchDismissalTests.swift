import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// An active search ends when the controller showing its bar leaves (popped, or dismissed with
/// the navigation controller that holds it), as UIKit dismisses the search controller then:
/// `isActive` false, will-dismiss then did-dismiss, nothing of the search left on screen, the
/// navigation bar's title rows back, no first responder.
final class SearchDismissalTests: XCTestCase {
    /// The search controller's delegate calls in the log, in order.
    @MainActor private func controllerCalls(_ s: SearchScene) -> [String] {
        s.recorder.log.filter { $0.hasSuffix("SearchController") }
    }

    /// Everything the search changed is undone once the dismissal is over.
    @MainActor private func assertSearchGone(_ s: SearchScene, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertFalse(s.search.isActive, file: file, line: line)
        XCTAssertEqual(controllerCalls(s), ["willDismissSearchController", "didDismissSearchController"], file: file, line: line)
        XCTAssertNil(s.search.presentingViewController, file: file, line: line)
        XCTAssertFalse(s.searchViewsInWindow, "no dimming or results left in the window", file: file, line: line)
        XCTAssertFalse(s.search.searchBar.isFirstResponder, file: file, line: line)
        XCTAssertNil(s.h.window.firstResponder, file: file, line: line)
        XCTAssertEqual(s.search.searchBar.text, "", file: file, line: line)
        XCTAssertFalse(s.search.searchBar.showsCancelButton, file: file, line: line)
    }

    /// Popping the list while its search is active (text typed, results showing) ends the
    /// search at once, and the controller below gets the bar with its title rows.
    @MainActor func testPoppingWhileSearchingEndsTheSearch() async {
        let results = UIViewController()
        let s = SearchScene(results: results, pushedOver: true)
        s.tapField()
        s.type("b")
        s.h.advance(by: 0.5)
        XCTAssertTrue(s.search.isActive)
        XCTAssertTrue(s.searchViewsInWindow)
        XCTAssertEqual(results.view.isHidden, false)
        s.recorder.log = []
        s.nav.popViewController(animated: true)
        XCTAssertFalse(s.search.isActive, "the search ends as the pop begins")
        XCTAssertEqual(controllerCalls(s), ["willDismissSearchController"])
        s.h.advance(by: 1)
        assertSearchGone(s)
        let bar = s.nav.navigationBar
        XCTAssertEqual(bar.largeTitleLabel.text, "Root")
        XCTAssertEqual(bar.bounds.height, 96, "the large title's rows, no search row")
        XCTAssertFalse(bar.largeTitleLabel.isHidden)
        XCTAssertNil(s.search.searchBar.superview)
    }

    /// Popping without animation, and with `setViewControllers`, ends it too.
    @MainActor func testReplacingTheStackWhileSearchingEndsTheSearch() async {
        for animated in [false, true] {
            let s = SearchScene(pushedOver: true)
            s.tapField()
            s.recorder.log = []
            s.nav.setViewControllers([UIViewController()], animated: animated)
            s.h.advance(by: 1)
            assertSearchGone(s)
        }
    }

    /// Dismissing the navigation controller (presented full screen) while its list searches:
    /// the search controller goes with it and its delegate hears will-dismiss, then
    /// did-dismiss once the dismissal is over.
    @MainActor func testDismissingTheNavigationControllerEndsTheSearch() async {
        let s = SearchScene(presented: true)
        s.tapField()
        s.type("c")
        s.h.advance(by: 0.5)
        XCTAssertTrue(s.search.isActive)
        XCTAssertTrue(s.search.presentingViewController === s.nav)
        s.recorder.log = []
        s.nav.presentingViewController?.dismiss(animated: true)
        XCTAssertFalse(s.search.isActive)
        XCTAssertEqual(controllerCalls(s), ["willDismissSearchController"])
        s.h.advance(by: 1)
        assertSearchGone(s)
        XCTAssertNil(s.nav.presentingViewController)
    }

    /// `definesPresentationContext`: by default the navigation controller is the search's
    /// context and presents it, so a presentation from the list is refused (UIKit's "already
    /// presenting" warning).
    @MainActor func testPresentingFromTheListIsRefusedWhileTheNavigationControllerPresentsTheSearch() async {
        let s = SearchScene()
        s.tapField()
        BadInputLog.clear()
        let refused = UIViewController()
        s.list.present(refused, animated: false)
        XCTAssertNil(refused.presentingViewController)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("already presenting") })
    }

    /// When the list defines the presentation context it presents the search itself, which
    /// covers only the list, and the list can present a full-screen controller over everything
    /// (from the top of the hierarchy); the search stays active under it.
    @MainActor func testPresentingFromAListThatDefinesTheContext() async {
        let own = SearchScene()
        own.list.definesPresentationContext = true
        own.tapField()
        XCTAssertTrue(own.search.presentingViewController === own.list)
        XCTAssertEqual(own.search.view.convert(own.search.view.bounds, to: own.h.window),
                       own.list.view.convert(own.list.view.bounds, to: own.h.window), "it covers the list")
        let modal = UIViewController()
        modal.modalPresentationStyle = .fullScreen
        own.list.present(modal, animated: false)
        XCTAssertTrue(modal.presentingViewController === own.nav)
        own.h.renderFrames()
        XCTAssertTrue(own.search.isActive)
        modal.dismiss(animated: false)
        own.h.renderFrames()
        XCTAssertTrue(own.search.isActive)
        own.search.isActive = false
        own.h.advance(by: 1)
        XCTAssertNil(own.search.presentingViewController)
        XCTAssertFalse(own.searchViewsInWindow)
    }

    /// A controller pushed over the list only hides it: the search stays active (UIKit's
    /// rule), and popping back to the list finds it so.
    @MainActor func testPushingOverTheListKeepsTheSearch() async {
        let s = SearchScene()
        s.tapField()
        s.recorder.log = []
        s.nav.pushViewController(UIViewController(), animated: true)
        s.h.advance(by: 1)
        XCTAssertTrue(s.search.isActive)
        XCTAssertEqual(controllerCalls(s), [])
    }
}
