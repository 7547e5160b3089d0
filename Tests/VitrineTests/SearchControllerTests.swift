import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UISearchController in a navigation item, on the headless harness: the order of the search
/// bar's, the search controller's delegate's and the results updater's calls as the user taps
/// the field, types, picks a scope, cancels or taps the dimmed content.
final class SearchControllerTests: XCTestCase {
    /// The issue's proof. `UISearchResultsUpdating.updateSearchResults(for:)` is "called when
    /// the search bar becomes the first responder or when the user makes changes inside the
    /// search bar"; `UISearchBarDelegate`: should-begin before the field becomes first
    /// responder, did-begin after; for each edit `searchBar(_:shouldChangeTextIn:…)` before
    /// and `searchBar(_:textDidChange:)` after; `UISearchControllerDelegate`: will-present
    /// "before the search controller is presented", did-present after. Typing filters the table.
    @MainActor func testTypingFiltersTheTableThroughTheUpdaterInUIKitsOrder() async {
        let s = SearchScene()
        XCTAssertEqual(s.rows, SearchScene.fruit)
        s.tapField()
        XCTAssertTrue(s.search.isActive)
        XCTAssertTrue(s.search.searchBar.isFirstResponder)
        XCTAssertEqual(s.recorder.log, ["searchBarShouldBeginEditing", "willPresentSearchController",
                                        "searchBarTextDidBeginEditing", "updateSearchResults \"\" scope 0",
                                        "didPresentSearchController"])
        XCTAssertTrue(s.search.presentingViewController === s.nav, "presented over the navigation controller (its presentation context)")
        s.recorder.log = []
        s.type("ap")
        s.h.renderFrames()
        XCTAssertEqual(s.recorder.log, ["shouldChangeTextIn {0,0} a", "textDidChange a", "updateSearchResults \"a\" scope 0",
                                        "shouldChangeTextIn {1,0} p", "textDidChange ap", "updateSearchResults \"ap\" scope 0"])
        XCTAssertEqual(s.rows, ["Apple", "Apricot"])
        XCTAssertTrue(s.search.searchBar.showsCancelButton, "automaticallyShowsCancelButton shows it while active")
    }

    /// Cancel: `searchBarCancelButtonClicked(_:)`, then the search ends: the text cleared, the
    /// bar resigned (should-end, did-end), the updater told, the controller dismissed
    /// (will-dismiss before, did-dismiss after); the table shows every row again.
    @MainActor func testCancelClearsTheTextAndDismisses() async {
        let s = SearchScene()
        s.tapField()
        s.type("b")
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.rows, ["Banana", "Blueberry"])
        s.recorder.log = []
        s.h.tap(at: s.centre(of: s.search.searchBar.cancelButton))
        s.h.renderFrames()
        XCTAssertEqual(s.recorder.log, ["searchBarCancelButtonClicked", "willDismissSearchController",
                                        "searchBarShouldEndEditing", "searchBarTextDidEndEditing", "updateSearchResults \"\" scope 0"])
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.recorder.log.last, "didDismissSearchController")
        XCTAssertFalse(s.search.isActive)
        XCTAssertEqual(s.search.searchBar.text, "")
        XCTAssertNil(s.search.presentingViewController)
        XCTAssertFalse(s.search.searchBar.showsCancelButton)
        s.h.renderFrames()
        XCTAssertEqual(s.rows, SearchScene.fruit)
    }

    /// A scope change is a change "inside the search bar": the delegate's
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`, then the updater with the new scope.
    /// The scope bar shows while active (`automaticallyShowsScopeBar`).
    @MainActor func testScopeChangeCallsTheUpdater() async {
        let s = SearchScene(scopes: ["All", "Fruit", "Berries"])
        XCTAssertFalse(s.search.searchBar.showsScopeBar)
        s.tapField()
        XCTAssertTrue(s.search.searchBar.showsScopeBar)
        XCTAssertEqual(s.nav.navigationBar.bounds.height, UISearchBar.rowHeight + UISearchBar.scopeBarHeight,
                       "the title rows give way (hidesNavigationBarDuringPresentation); the scope bar adds its row")
        s.recorder.log = []
        let scope = s.search.searchBar.scopeBar
        let r = scope.convert(scope.bounds, to: s.h.window)
        s.h.tap(at: CGPoint(x: r.minX + r.width * 2.5 / 3, y: r.midY))
        XCTAssertEqual(s.recorder.log, ["selectedScopeButtonIndexDidChange 2", "updateSearchResults \"\" scope 2"])
        XCTAssertEqual(s.search.searchBar.selectedScopeButtonIndex, 2)
    }

    /// `obscuresBackgroundDuringPresentation` (default true) dims the content below the
    /// bar while searching; a tap on the dimmed content ends the search. Touches on the
    /// search bar still reach it.
    @MainActor func testObscuringDimsTheContentAndATapOnItDismisses() async {
        let s = SearchScene()
        XCTAssertTrue(s.search.obscuresBackgroundDuringPresentation)
        s.tapField()
        let dim = (s.search.view as? SearchControllerView)?.dimmingView
        XCTAssertEqual(dim?.isHidden, false)
        let barBottom = s.search.searchBar.convert(s.search.searchBar.bounds, to: s.h.window).maxY
        XCTAssertEqual(dim.map { $0.convert($0.bounds, to: s.h.window).minY }, barBottom, "the dimming starts below the search bar")
        // The search bar is above the presented view: a tap on it reaches the field.
        XCTAssertTrue(s.search.searchBar.resignFirstResponder())
        s.tapField()
        XCTAssertTrue(s.search.searchBar.isFirstResponder, "a tap on the search bar reaches the bar")
        XCTAssertTrue(s.search.isActive)
        s.recorder.log = []
        s.h.tap(at: CGPoint(x: 240, y: 280))
        XCTAssertFalse(s.search.isActive)
        XCTAssertEqual(s.recorder.log.first, "willDismissSearchController")
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.recorder.log.last, "didDismissSearchController")
        XCTAssertNil(s.search.presentingViewController)
    }

    /// Without obscuring, nothing dims and a tap on the content does not end the search.
    @MainActor func testWithoutObscuringTheContentStaysLive() async {
        let s = SearchScene()
        s.search.obscuresBackgroundDuringPresentation = false
        s.tapField()
        XCTAssertEqual((s.search.view as? SearchControllerView)?.dimmingView.isHidden, true)
        s.h.tap(at: CGPoint(x: 240, y: 280))
        XCTAssertTrue(s.search.isActive)
    }

    /// Setting `isActive` presents without making the bar first responder (UIKit's rule: the
    /// app calls `becomeFirstResponder()` itself), and asks the updater; clearing it dismisses.
    @MainActor func testSettingIsActivePresentsAndDismisses() async {
        let s = SearchScene()
        s.search.isActive = true
        XCTAssertEqual(s.recorder.log, ["willPresentSearchController", "updateSearchResults \"\" scope 0"])
        XCTAssertFalse(s.search.searchBar.isFirstResponder)
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.recorder.log.last, "didPresentSearchController")
        s.search.isActive = false
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.recorder.log.suffix(3), ["willDismissSearchController", "updateSearchResults \"\" scope 0", "didDismissSearchController"])
        XCTAssertNil(s.search.presentingViewController)
    }

    /// The Search key: `searchBarSearchButtonClicked(_:)`; the keyboard goes away (the bar
    /// resigns) and the search stays active.
    @MainActor func testSearchKeyEndsEditingButKeepsTheSearchActive() async {
        let s = SearchScene()
        s.tapField()
        s.type("c")
        s.recorder.log = []
        s.search.searchBar.searchTextField.insertText("\n")
        XCTAssertEqual(s.recorder.log, ["searchBarSearchButtonClicked", "searchBarShouldEndEditing", "searchBarTextDidEndEditing"])
        XCTAssertTrue(s.search.isActive)
        XCTAssertEqual(s.rows, ["Cherry"])
    }

    /// A results controller shows over the dimmed content once there is text
    /// (`automaticallyShowsSearchResultsController`).
    @MainActor func testResultsControllerShowsOnceThereIsText() async {
        let h = HeadlessHarness(width: 480, height: 320)
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        let root = UIViewController()
        root.title = "Root"
        root.navigationItem.searchController = search
        root.navigationItem.hidesSearchBarWhenScrolling = false
        h.window.rootViewController = UINavigationController(rootViewController: root)
        h.renderFrames()
        search.searchBar.searchTextField.becomeFirstResponder()
        h.advance(by: 0.5)
        XCTAssertFalse(search.showsSearchResultsController)
        XCTAssertEqual(results.view.isHidden, true)
        search.searchBar.searchTextField.insertText("x")
        h.renderFrames()
        XCTAssertTrue(search.showsSearchResultsController)
        XCTAssertEqual(results.view.isHidden, false)
        XCTAssertEqual(results.view.convert(results.view.bounds, to: h.window).minY,
                       search.searchBar.convert(search.searchBar.bounds, to: h.window).maxY)
        XCTAssertTrue(results.parent === search)
    }
}
