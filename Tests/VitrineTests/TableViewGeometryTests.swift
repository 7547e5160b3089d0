import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Row geometry. UIKit: `rowHeight` / `tableView(_:heightForRowAt:)` fix a row's height;
/// `UITableView.automaticDimension` makes the row size itself to its cell ("self-sizing");
/// `estimatedRowHeight` stands in for rows not yet measured, and "the table view adjusts
/// the content size as rows are measured" without moving what is on screen. Plain-style
/// section headers "float" at the top of the table while their section scrolls.
final class TableViewGeometryTests: XCTestCase {
    /// The O(log n) structure against a plain running sum, on random heights and lookups
    /// (offsets of rows, rows at offsets, including zero-height rows).
    func testRowHeightsMatchALinearSum() {
        var rng = SystemRandomNumberGenerator()
        for n in [0, 1, 255, 256, 257, 1000, 5000] {
            var t = TableRowHeights(count: n, estimate: 40)
            var ref = [Double](repeating: 40, count: n)
            for _ in 0..<(n / 3 + 1) where n > 0 {
                let r = Int.random(in: 0..<n, using: &rng)
                let h: Double = [0, 10, 55.5, 120].randomElement(using: &rng) ?? 0
                t.setHeight(h, ofRow: r)
                ref[r] = h
            }
            var sum = 0.0
            for r in 0..<n {
                XCTAssertEqual(t.offset(ofRow: r), sum, accuracy: 1e-6, "offset of row \(r) of \(n)")
                if ref[r] > 0 {
                    XCTAssertEqual(t.row(atOffset: sum + ref[r] / 2), r, "row at the middle of row \(r) of \(n)")
                }
                sum += ref[r]
            }
            XCTAssertEqual(t.total, sum, accuracy: 1e-6)
            XCTAssertEqual(t.offset(ofRow: n), sum, accuracy: 1e-6)
        }
    }

    /// NaN and negative heights are clamped to 0 (and zero-height rows are skipped over by
    /// lookups).
    func testBadHeightsClampToZero() {
        var t = TableRowHeights(count: 3, estimate: 10)
        t.setHeight(.nan, ofRow: 0)
        t.setHeight(-5, ofRow: 1)
        XCTAssertEqual(t.total, 10)
        XCTAssertEqual(t.row(atOffset: 5), 2)
    }

    /// Mixed heights: rows with a fixed height from the delegate (30 pt for even rows) and
    /// self-sized rows (odd rows: `automaticDimension`, their cells fit to 70 pt) with an
    /// estimate of 50 pt. Offsets by hand: rows 0…3 are 30, 70, 30, 70 → row 4 at 200 once
    /// measured; unmeasured rows beyond the screen count 50 each (content size = measured + 50
    /// · unmeasured).
    @MainActor func testMixedFixedEstimatedAndSelfSizedHeights() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let source = TableTestSource(sections: [TableTestSource.rows(100)])
        source.heightForRow = { $0.row % 2 == 0 ? 30 : UITableView.automaticDimension }
        source.fittingHeight = { _ in 70 }
        let t = makeTable(h, source: source, rowHeight: UITableView.automaticDimension)
        t.estimatedRowHeight = 50
        t.reloadData()
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 4, section: 0)).minY, 200, "30 + 70 + 30 + 70")
        // On screen (240 pt): rows 0…4 (0–230) and row 5 (230–300) measured, 94 rows estimated.
        XCTAssertEqual(t.indexPathsForVisibleRows?.map(\.row), [0, 1, 2, 3, 4, 5])
        XCTAssertEqual(t.contentSize.height, 300 + 94 * 50)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 5, section: 0))?.frame, CGRect(x: 0, y: 230, width: 320, height: 70))
    }

    /// UIKit's estimate correction: rows above the visible area measured while scrolling up
    /// change the offset by the same amount, so the rows on screen stay put.
    @MainActor func testMeasuringRowsAboveKeepsTheVisibleRowsInPlace() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(1000)])
        source.fittingHeight = { _ in 80 }
        let t = makeTable(h, source: source, rowHeight: UITableView.automaticDimension)
        t.estimatedRowHeight = 40
        t.reloadData()
        t.contentOffset.y = 40 * 500   // row 500's estimated top
        t.layoutIfNeeded()
        let row = t.indexPathsForVisibleRows?.first ?? IndexPath(row: 0, section: 0)
        let cell = t.cellForRow(at: row)
        let onScreen = (cell?.frame.minY ?? 0) - t.contentOffset.y
        // Scroll up 10 points: row (first − 1) comes in, measured at 80 instead of 40.
        t.contentOffset.y -= 10
        t.layoutIfNeeded()
        let after = (cell?.frame.minY ?? 0) - t.contentOffset.y
        XCTAssertEqual(after, onScreen + 10, accuracy: 0.001, "moved exactly with the finger, not by the 40-pt correction")
    }

    /// Zero-height rows, and NaN or negative heights from the delegate (logged, clamped to 0):
    /// the table lays out the rest.
    @MainActor func testZeroNaNAndNegativeRowHeights() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(6)])
        source.heightForRow = { ip in [0, .nan, -3, 44, 0, 44][ip.row] }
        let t = makeTable(h, source: source)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 3, section: 0)).minY, 0)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 5, section: 0)).minY, 44)
        XCTAssertEqual(t.contentSize.height, 88)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("the height of row 1 in section 0 is nan") })
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("the height of row 2 in section 0 is -3.0") })
    }

    /// 100,000 rows of height zero all lie at one point, in view (issue 14's bad input:
    /// "zero-height rows"). Heights are asked for as rows come into sight (UIKit's estimated
    /// heights), so each one measured 0 brings the next into sight: the kiosk must not make a
    /// cell for every one of them (a hang). A row the delegate gives height 0 gets no cell; the
    /// rows after the run show, and the content ends up the two real rows tall.
    @MainActor func testHundredThousandZeroHeightRowsDoNotHang() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(100_002)])
        source.heightForRow = { ip in ip.row < 100_000 ? 0 : 44 }
        let t = makeTable(h, source: source)
        XCTAssertLessThanOrEqual(t.cellsCreated, 8, "cells for the rows that show only")
        XCTAssertNotNil(t.cellForRow(at: IndexPath(row: 100_000, section: 0)), "the first row with a height is shown")
        XCTAssertEqual(t.contentSize.height, 88)
    }

    /// Rows that are not zero but tiny (a fraction of a point) are all in sight at once: at most
    /// `maximumRowsInSight` are laid out in a frame, with one log line (no hang).
    @MainActor func testRowsInSightAreBounded() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(100_000)])
        source.heightForRow = { _ in 0.01 }
        let t = makeTable(h, source: source)
        XCTAssertLessThanOrEqual(t.cellsCreated, UITableView.maximumRowsInSight + 16)
        XCTAssertEqual(BadInputLog.recent.filter { $0.contains("rows are in sight at once") }.count, 1)
    }

    /// Plain style: a section's header floats at the top of the visible area while its rows
    /// scroll under it, and is pushed up by the section's end. Section 0: header 28 (a title's
    /// automatic height), 10 rows of 44 → rows end at 468. At offset 100 the header sits at
    /// 100; at offset 450 it is pushed to 468 − 28 = 440; at 0 it is at 0.
    @MainActor func testPlainHeadersFloat() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(10), TableTestSource.rows(10)])
        source.headerTitles = ["First", "Second"]
        let t = makeTable(h, source: source)
        XCTAssertEqual(t.rect(forSection: 0), CGRect(x: 0, y: 0, width: 320, height: 468))
        XCTAssertEqual(t.headerView(forSection: 0)?.frame.minY, 0)
        t.contentOffset.y = 100
        t.layoutIfNeeded()
        XCTAssertEqual(t.headerView(forSection: 0)?.frame.minY, 100)
        t.contentOffset.y = 450
        t.layoutIfNeeded()
        XCTAssertEqual(t.headerView(forSection: 0)?.frame.minY, 440)
        XCTAssertEqual(t.headerView(forSection: 1)?.frame.minY, 468, "the next header at its place")
        XCTAssertEqual(t.headerView(forSection: 0)?.textLabel?.text, "First")
    }

    /// Grouped styles: headers scroll with their section (no floating).
    @MainActor func testGroupedHeadersDoNotFloat() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(10)])
        source.headerTitles = ["First"]
        let t = makeTable(h, style: .insetGrouped, source: source)
        t.contentOffset.y = 20
        t.layoutIfNeeded()
        XCTAssertEqual(t.headerView(forSection: 0)?.frame.minY, 0)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minX, 20, "inset groups sit 20 pt from the sides")
    }

    /// The table header view sits above the first section and moves everything down.
    @MainActor func testTableHeaderViewComesFirst() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(3)])
        let t = makeTable(h, source: source)
        t.tableHeaderView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        t.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 30))
        t.layoutIfNeeded()
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 60)
        XCTAssertEqual(t.contentSize.height, 60 + 3 * 44 + 30)
        XCTAssertEqual(t.tableFooterView?.frame.minY, 60 + 132)
        XCTAssertEqual(t.tableHeaderView?.frame.width, 320, "as wide as the table")
    }

    /// Self-sizing section headers: with `sectionHeaderHeight` automatic and no
    /// `heightForHeaderInSection`, a custom header view sizes its section's header — here one
    /// with a 50-pt frame (section 0) and one laid out by Auto Layout (a 30-pt-high view
    /// pinned 5 pt from the top and bottom: 40 pt, section 1). Rows follow: section 0's rows
    /// at 50, section 1's header at 50 + 2·44 = 138, its rows at 178.
    @MainActor func testCustomHeaderViewsSizeThemselves() async {
        let h = HeadlessHarness(width: 320, height: 400)
        let source = TableTestSource(sections: [TableTestSource.rows(2), TableTestSource.rows(2)])
        source.headerView = { s in
            if s == 0 { return UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 50)) }
            let v = UITableViewHeaderFooterView(reuseIdentifier: nil)
            let box = UIView()
            box.translatesAutoresizingMaskIntoConstraints = false
            v.contentView.addSubview(box)
            // The bottom at 999, as self-sizing views usually do (the content view's height is
            // fixed while the view waits to be sized).
            let bottom = box.bottomAnchor.constraint(equalTo: v.contentView.bottomAnchor, constant: -5)
            bottom.priority = UILayoutPriority(999)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: v.contentView.topAnchor, constant: 5),
                bottom,
                box.leadingAnchor.constraint(equalTo: v.contentView.leadingAnchor),
                box.widthAnchor.constraint(equalToConstant: 20),
                box.heightAnchor.constraint(equalToConstant: 30),
            ])
            return v
        }
        let t = makeTable(h, source: source)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 0)).minY, 50)
        XCTAssertEqual(t.rectForHeader(inSection: 1).minY, 138)
        XCTAssertEqual(t.rectForRow(at: IndexPath(row: 0, section: 1)).minY, 178)
        XCTAssertEqual(t.contentSize.height, 178 + 88)
    }

    /// Plain style: a section footer floats at the bottom of the visible area while its rows
    /// are on screen, and rests at its place once the rows end above it. 20 rows of 44 end at
    /// 880; the titled footer is 28 high. At offset 0 (visible bottom 200) it sits at
    /// 200 − 28 = 172; scrolled to the end (offset 708, visible bottom 908 = 880 + 28) at its
    /// place, 880.
    @MainActor func testPlainFootersFloat() async {
        let h = HeadlessHarness(width: 320, height: 200)
        let source = TableTestSource(sections: [TableTestSource.rows(20)])
        source.footerTitles = ["The end"]
        let t = makeTable(h, source: source)
        XCTAssertEqual(t.footerView(forSection: 0)?.frame.minY, 172)
        t.contentOffset.y = 708
        t.layoutIfNeeded()
        XCTAssertEqual(t.footerView(forSection: 0)?.frame.minY, 880)
        XCTAssertEqual(t.rectForFooter(inSection: 0).minY, 880)
    }
}
