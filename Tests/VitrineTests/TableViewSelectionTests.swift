import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Selection. UIKit: a touch highlights the row (`tableView(_:didHighlightRowAt:)`), lifting
/// the finger selects it: `tableView(_:willSelectRowAt:)` (which may return another path or
/// nil), the previous selection's `willDeselectRowAt` / `didDeselectRowAt`, then
/// `didSelectRowAt`. `selectRow(at:animated:scrollPosition:)` and `deselectRow(at:animated:)`
/// "do not cause the delegate to receive" those messages.
final class TableViewSelectionTests: XCTestCase {
    @MainActor func testTapSelectsInUIKitsOrder() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(10)])
        let t = makeTable(h, source: source)
        h.tap(at: CGPoint(x: 100, y: 22))
        XCTAssertEqual(source.log, ["didHighlight 0.0", "didUnhighlight 0.0", "willSelect 0.0", "didSelect 0.0"])
        XCTAssertEqual(t.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected, true)
        source.log.removeAll()
        h.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(source.log, ["didHighlight 0.1", "didUnhighlight 0.1", "willSelect 0.1", "willDeselect 0.0", "didDeselect 0.0", "didSelect 0.1"])
        XCTAssertEqual(t.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected, false)
    }

    /// The highlight shows while the finger is down (before it lifts) — once the scroll view's
    /// content-touch delay has passed without a scroll (`delaysContentTouches`: "the scroll view
    /// delays handling the touch-down gesture until it can determine if scrolling is the
    /// intent").
    @MainActor func testTouchDownHighlights() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(10)])
        let t = makeTable(h, source: source)
        h.touchDown(0, at: CGPoint(x: 100, y: 100))
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted, false, "not during the delay")
        h.advance(by: 0.2)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted, true)
        h.touchUp(0)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isHighlighted, false)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
    }

    /// A drag is a scroll: a quick one never highlights (the content-touch delay had not
    /// passed); one after a held finger takes the touch from the row (a cell is not a control,
    /// so `touchesShouldCancel(in:)` allows it): the highlight goes and nothing is selected.
    @MainActor func testDragCancelsTheHighlight() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(30)])
        let t = makeTable(h, source: source)
        h.drag(from: CGPoint(x: 100, y: 200), to: CGPoint(x: 100, y: 100), steps: 10, duration: 0.1)
        XCTAssertNil(t.indexPathForSelectedRow)
        XCTAssertFalse(source.log.contains { $0.hasPrefix("didHighlight") }, "\(source.log)")
        h.advance(by: 6)   // the fling comes to rest (a touch on moving content only stops it)
        XCTAssertFalse(t.isDecelerating)
        t.contentOffset = .zero
        h.renderFrames()
        source.log.removeAll()
        h.touchDown(0, at: CGPoint(x: 100, y: 200))
        h.advance(by: 0.2)
        XCTAssertTrue(source.log.contains("didHighlight 0.4"), "\(source.log)")
        for y in stride(from: 190, through: 100, by: -10) { h.touchMove(0, to: CGPoint(x: 100, y: y)) }
        h.touchUp(0)
        XCTAssertNil(t.indexPathForSelectedRow)
        XCTAssertTrue(source.log.contains("didUnhighlight 0.4"), "\(source.log)")
        XCTAssertFalse(source.log.contains { $0.hasPrefix("didSelect") })
        XCTAssertNotEqual(t.contentOffset.y, 0, "it scrolled")
    }

    /// `willSelectRowAt` returning nil refuses the selection; returning another path selects
    /// that one.
    @MainActor func testWillSelectCanRefuseOrRedirect() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(10)])
        let t = makeTable(h, source: source)
        source.willSelectRedirect = { _ in nil }
        h.tap(at: CGPoint(x: 100, y: 22))
        XCTAssertNil(t.indexPathForSelectedRow)
        source.willSelectRedirect = { _ in IndexPath(row: 3, section: 0) }
        h.tap(at: CGPoint(x: 100, y: 22))
        XCTAssertEqual(t.indexPathForSelectedRow, IndexPath(row: 3, section: 0))
    }

    /// `selectRow` / `deselectRow` do not call the delegate; `allowsMultipleSelection` keeps
    /// several rows, and a tap on a selected row deselects it.
    @MainActor func testProgrammaticAndMultipleSelection() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(10)])
        let t = makeTable(h, source: source)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        t.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        XCTAssertEqual(t.indexPathsForSelectedRows, [IndexPath(row: 2, section: 0)], "single selection replaces")
        t.deselectRow(at: IndexPath(row: 2, section: 0), animated: false)
        XCTAssertNil(t.indexPathsForSelectedRows)
        XCTAssertEqual(source.log, [], "no delegate calls")
        t.allowsMultipleSelection = true
        source.logSelection = false
        h.tap(at: CGPoint(x: 100, y: 22))
        h.tap(at: CGPoint(x: 100, y: 66))
        XCTAssertEqual(t.indexPathsForSelectedRows, [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        h.tap(at: CGPoint(x: 100, y: 22))
        XCTAssertEqual(t.indexPathsForSelectedRows, [IndexPath(row: 1, section: 0)])
        t.allowsSelection = false
        XCTAssertNil(t.indexPathsForSelectedRows, "turning selection off clears it")
        h.tap(at: CGPoint(x: 100, y: 22))
        XCTAssertNil(t.indexPathsForSelectedRows)
    }

    /// A selected row scrolled away and back is still shown selected (the state belongs to
    /// the table, not the reused cell).
    @MainActor func testSelectionSurvivesReuse() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(100)])
        let t = makeTable(h, source: source)
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        t.contentOffset.y = 2000
        t.layoutIfNeeded()
        XCTAssertTrue(t.visibleCells.allSatisfy { !$0.isSelected }, "reused cells come back unselected")
        t.contentOffset.y = 0
        t.layoutIfNeeded()
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected, true)
    }

    /// UITableViewController clears the selection when its view is about to appear again.
    @MainActor func testControllerClearsSelectionOnViewWillAppear() async {
        let c = NumbersController(style: .plain)
        XCTAssertTrue(c.clearsSelectionOnViewWillAppear)
        let t = c.tableView!
        XCTAssertTrue(t.dataSource === c)
        XCTAssertTrue(t.delegate === c)
        t.frame = CGRect(x: 0, y: 0, width: 320, height: 200)
        t.layoutIfNeeded()
        XCTAssertEqual(t.visibleCells.count, 5, "the subclass's overrides are what the table calls")
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 1, section: 0)).minY, 40, "heightForRowAt override")
        t.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        c.viewWillAppear(false)
        XCTAssertNil(t.indexPathForSelectedRow)
    }
}

@MainActor
final class NumbersController: UITableViewController {
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "n") ?? UITableViewCell(style: .default, reuseIdentifier: "n")
        c.textLabel?.text = "\(indexPath.row)"
        return c
    }
}
