import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// `UINavigationItem.searchController` and `hidesSearchBarWhenScrolling` on the headless
/// harness: the search bar in the navigation bar below the large title.
final class SearchNavigationTests: XCTestCase {
    /// With `hidesSearchBarWhenScrolling` false the bar shows at once, in a row below the
    /// large title (44 + 52 + 56 pt), and the content starts below it.
    @MainActor func testSearchBarSitsBelowTheLargeTitle() async {
        let s = SearchScene()
        let bar = s.nav.navigationBar
        XCTAssertEqual(bar.bounds.height, 44 + 52 + 56)
        XCTAssertTrue(s.search.searchBar.superview === bar)
        XCTAssertEqual(s.search.searchBar.frame, CGRect(x: 0, y: 96, width: 480, height: 56))
        XCTAssertEqual(s.search.searchBar.searchBarStyle, .minimal)
        XCTAssertEqual(s.search.searchBar.searchTextField.frame.minX, 16, "the field at the bar's margin")
        XCTAssertEqual(s.list.view.frame.minY, bar.frame.maxY)
    }

    /// `hidesSearchBarWhenScrolling` is true by default: the bar stays hidden until the user
    /// pulls the content down past its top, and hides again when the content scrolls up.
    @MainActor func testHiddenUntilTheContentIsPulledDown() async {
        let s = SearchScene(hidesWhenScrolling: true)
        XCTAssertTrue(s.list.navigationItem.hidesSearchBarWhenScrolling)
        XCTAssertEqual(s.nav.navigationBar.bounds.height, 96)
        XCTAssertNil(s.search.searchBar.superview)
        let table = s.list.tableView!
        let start = table.convert(CGPoint(x: 200, y: 40), to: s.h.window)
        s.h.drag(from: start, to: CGPoint(x: start.x, y: start.y + 120), lift: true)
        s.h.advance(by: 1)
        XCTAssertEqual(s.nav.navigationBar.bounds.height, 96 + 56)
        XCTAssertTrue(s.search.searchBar.superview === s.nav.navigationBar)
        table.contentOffset = CGPoint(x: 0, y: 200)
        s.h.renderFrames()
        XCTAssertEqual(s.nav.navigationBar.bounds.height, 96)
    }

    /// A controller pushed on top without a search controller shows no search bar; popping
    /// back shows it again.
    @MainActor func testOnlyTheTopItemsSearchBarShows() async {
        let s = SearchScene()
        let next = UIViewController()
        next.title = "Detail"
        s.nav.pushViewController(next, animated: false)
        s.h.renderFrames()
        XCTAssertNil(s.search.searchBar.superview)
        s.nav.popViewController(animated: false)
        s.h.renderFrames()
        XCTAssertTrue(s.search.searchBar.superview === s.nav.navigationBar)
    }

    /// `hidesNavigationBarDuringPresentation` (default true): while searching, the title rows
    /// give way and the search bar is the whole bar; with it false they stay.
    @MainActor func testTitleRowsGiveWayWhileSearchingUnlessAskedNotTo() async {
        let s = SearchScene()
        XCTAssertTrue(s.search.hidesNavigationBarDuringPresentation)
        s.tapField()
        XCTAssertEqual(s.nav.navigationBar.bounds.height, 56)
        XCTAssertEqual(s.search.searchBar.frame.minY, 0)
        XCTAssertTrue(s.nav.navigationBar.largeTitleLabel.isHidden)
        s.h.tap(at: s.centre(of: s.search.searchBar.cancelButton))
        s.h.advance(by: 1)
        XCTAssertEqual(s.nav.navigationBar.bounds.height, 96 + 56)
        XCTAssertFalse(s.nav.navigationBar.largeTitleLabel.isHidden)

        let kept = SearchScene()
        kept.search.hidesNavigationBarDuringPresentation = false
        kept.tapField()
        XCTAssertEqual(kept.nav.navigationBar.bounds.height, 96 + 56)
        XCTAssertFalse(kept.nav.navigationBar.largeTitleLabel.isHidden)
    }

    /// A bar that hides when scrolling stays while the search is active, even when the
    /// content scrolls up.
    @MainActor func testActiveSearchKeepsAHidingBar() async {
        let s = SearchScene(hidesWhenScrolling: true)
        s.search.isActive = true
        s.h.advance(by: 1)
        XCTAssertTrue(s.search.searchBar.superview === s.nav.navigationBar)
        s.list.tableView.contentOffset = CGPoint(x: 0, y: 100)
        s.h.renderFrames()
        XCTAssertTrue(s.search.searchBar.superview === s.nav.navigationBar)
    }

    /// Right to left, in the navigation bar: the Cancel button at the left, the glass at the
    /// field's right.
    @MainActor func testRightToLeftInTheNavigationBar() async {
        let s = SearchScene()
        s.nav.view.semanticContentAttribute = .forceRightToLeft
        s.nav.navigationBar.semanticContentAttribute = .forceRightToLeft
        s.search.searchBar.semanticContentAttribute = .forceRightToLeft
        s.search.searchBar.searchTextField.semanticContentAttribute = .forceRightToLeft
        s.tapField()
        let bar = s.search.searchBar, field = bar.searchTextField
        XCTAssertLessThan(bar.cancelButton.frame.maxX, field.frame.minX)
        XCTAssertGreaterThan(field.leftViewRect(forBounds: field.bounds).minX, field.bounds.midX)
    }
}
