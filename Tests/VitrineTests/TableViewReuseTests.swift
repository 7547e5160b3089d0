import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Cell reuse. UIKit: "For performance reasons, a table view's data source should generally
/// reuse UITableViewCell objects when it assigns cells to rows … a table view maintains a
/// queue or list of UITableViewCell objects that the data source has marked for reuse"
/// (`dequeueReusableCell(withIdentifier:for:)`), and `prepareForReuse()` is called "just
/// before the object is returned from the UITableView method dequeueReusableCell". The issue
/// asks that cells exist only for the visible rows plus a small margin while scrolling 100,000
/// rows.
final class TableViewReuseTests: XCTestCase {
    /// 100,000 rows of 44 pt in a 480-pt table: at most ⌈480 / 44⌉ + 1 = 12 rows are in
    /// sight at once; scrolling through every row, frame by frame (33 pt a frame: 2,000 pt/s
    /// at 60 Hz) — here 211 pt a frame, a fast fling, to keep the test short —, creates no more cells than that plus a margin of 2, and every row shown
    /// after the first screen comes from a reused cell (prepareForReuse ran).
    @MainActor func testCellsStayBoundedWhileScrolling100000Rows() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let source = TableTestSource(sections: [TableTestSource.rows(100_000)])
        let t = makeTable(h, source: source)
        XCTAssertEqual(t.contentSize.height, 100_000 * 44)
        let firstScreen = t.cellsCreated
        XCTAssertEqual(firstScreen, 11, "rows 0…10 touch the 480-pt window (10 · 44 = 440 < 480)")
        var y: CGFloat = 0
        var frames = 0
        var maxVisible = 0
        let end = t.contentSize.height - t.bounds.height
        while y < end {
            y = min(end, y + 211)
            t.contentOffset.y = y
            t.layoutIfNeeded()
            maxVisible = max(maxVisible, t.visibleCellsByPath.count)
            frames += 1
        }
        XCTAssertLessThanOrEqual(maxVisible, 12)
        XCTAssertLessThanOrEqual(t.cellsCreated, 12 + 2, "cells made while scrolling \(frames) frames")
        XCTAssertEqual(t.indexPathsForVisibleRows?.last, IndexPath(row: 99_999, section: 0))
        let cells = t.subviews.compactMap { $0 as? TableTestCell }
        XCTAssertEqual(cells.count, t.cellsCreated, "every cell made is kept (visible or waiting), none leaked or dropped")
        let reuses = cells.reduce(0) { $0 + $1.reuses }
        XCTAssertGreaterThan(reuses, 99_000, "prepareForReuse ran for each row shown after the first cells")
        // The labels show the right rows.
        for ip in t.indexPathsForVisibleRows ?? [] {
            XCTAssertEqual((t.cellForRow(at: ip) as? TableTestCell)?.label.text, "Row \(ip.row)")
        }
    }

    /// A jump across the table (setting `contentOffset` far away) reuses the screenful.
    @MainActor func testJumpingReusesTheScreenful() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let source = TableTestSource(sections: [TableTestSource.rows(100_000)])
        let t = makeTable(h, source: source)
        let made = t.cellsCreated
        t.contentOffset.y = 2_000_000
        t.layoutIfNeeded()
        t.contentOffset.y = 10
        t.layoutIfNeeded()
        XCTAssertLessThanOrEqual(t.cellsCreated, made + 1)
        XCTAssertEqual(t.indexPathsForVisibleRows?.first, IndexPath(row: 0, section: 0))
    }

    /// Rows leaving are handed to `didEndDisplaying` and back to the queue: the same cell
    /// objects come back for new rows (identity checked).
    @MainActor func testLeavingCellsAreReusedForArrivingRows() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(100)])
        let t = makeTable(h, source: source)
        let before = Set(t.visibleCells.map(ObjectIdentifier.init))
        t.contentOffset.y = 44 * 20
        t.layoutIfNeeded()
        let after = Set(t.visibleCells.map(ObjectIdentifier.init))
        XCTAssertEqual(before, after, "the same five cells show rows 20…24")
        XCTAssertEqual(t.indexPathsForVisibleRows?.map(\.row), Array(20...24))
    }

    /// An identifier nothing is registered for: UIKit raises "unable to dequeue a cell with
    /// identifier … - must register a nib or a class for the identifier or connect a prototype
    /// cell in a storyboard"; here it is logged and a placeholder cell shows the row.
    @MainActor func testUnregisteredIdentifierIsLoggedAndAnsweredWithAPlaceholder() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 100)
        let t = UITableView(frame: h.window.bounds, style: .plain)
        let source = TableTestSource(sections: [["a", "b"]])
        t.dataSource = source
        h.window.addSubview(t)
        h.renderFrames()
        XCTAssertEqual(t.visibleCells.count, 2)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("unable to dequeue a cell with identifier cell - must register a nib or a class for the identifier or connect a prototype cell in a storyboard") })
        XCTAssertNil(t.dequeueReusableCell(withIdentifier: "nothing"), "the optional dequeue answers nil, as UIKit's")
    }

    /// A cell waiting under an identifier later registered to another class is of the wrong
    /// class: logged, dropped, and a cell of the registered class is made.
    @MainActor func testWaitingCellOfTheWrongClassIsDiscarded() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 100)
        let source = TableTestSource(sections: [["a", "b"]])
        let t = makeTable(h, source: source)
        t.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        t.reloadData()
        XCTAssertTrue(t.visibleCells.allSatisfy { type(of: $0) == UITableViewCell.self })
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("of class TableTestCell waited for reuse under identifier cell") })
    }

    /// No data source, or one reporting no sections: an empty table, no cells, no crash.
    @MainActor func testNoDataSourceShowsNothing() async {
        let h = HeadlessHarness(width: 320, height: 100)
        let t = UITableView(frame: h.window.bounds, style: .plain)
        h.window.addSubview(t)
        h.renderFrames()
        XCTAssertEqual(t.numberOfSections, 0)
        XCTAssertEqual(t.visibleCells.count, 0)
        XCTAssertEqual(t.contentSize.height, 0)
    }

    /// Negative counts from the data source (UIKit would raise): logged, taken as 0.
    @MainActor func testNegativeCountsAreLogged() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 100)
        let source = TableTestSource(sections: [["a"], ["b"]])
        source.reportedRowCount = { $0 == 0 ? -4 : 1 }
        let t = makeTable(h, source: source)
        XCTAssertEqual(t.numberOfRows(inSection: 0), 0)
        XCTAssertEqual(t.visibleCells.count, 1)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("tableView(_:numberOfRowsInSection:) returned -4 for section 0; using 0") })
    }

    /// 10 million rows: the row geometry takes a fixed amount per 256 rows (no per-row
    /// storage), scrolling to the middle and the end works, and the cells stay a screenful.
    @MainActor func testTenMillionRows() async {
        let h = HeadlessHarness(width: 320, height: 480)
        let empty = TableTestSource(sections: [[]])
        let t = makeTable(h, source: empty)
        let source = TenMillionSource()
        t.dataSource = source
        t.reloadData()
        XCTAssertEqual(t.contentSize.height, 10_000_000 * 44)
        let bytes = t.geometry.approximateBytes
        XCTAssertLessThan(bytes, 2_000_000, "geometry for 10M rows: \(bytes) bytes")
        print("table geometry for 10,000,000 rows: \(bytes) bytes")
        t.scrollToRow(at: IndexPath(row: 5_000_000, section: 0), at: .top, animated: false)
        XCTAssertEqual(t.indexPathsForVisibleRows?.first, IndexPath(row: 5_000_000, section: 0))
        t.scrollToRow(at: IndexPath(row: 9_999_999, section: 0), at: .bottom, animated: false)
        XCTAssertEqual(t.indexPathsForVisibleRows?.last, IndexPath(row: 9_999_999, section: 0))
        XCTAssertLessThanOrEqual(t.cellsCreated, 13)
        XCTAssertTrue(t.geometry.sections[0].rows.measuredRows().isEmpty, "fixed-height rows store nothing per row")
    }
}

@MainActor
final class TenMillionSource: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10_000_000 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (c as? TableTestCell)?.label.text = "Row \(indexPath.row)"
        return c
    }
}
