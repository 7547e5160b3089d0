import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// `UITableViewDiffableDataSource`: "apply(_:animatingDifferences:completion:) … computes the
/// difference between the current state and the new state … and animates the changes"; items
/// and sections are identified by their identifiers.
final class TableViewDiffableTests: XCTestCase {
    typealias Snapshot = NSDiffableDataSourceSnapshot<String, String>

    private func snapshot(_ sections: [(String, [String])]) -> Snapshot {
        var s = Snapshot()
        for (id, items) in sections {
            s.appendSections([id])
            s.appendItems(items, toSection: id)
        }
        return s
    }

    /// The differences by hand: old a:[1,2,3,4] b:[5]; new a:[2,4,3,6] b:[5,1]. Item 1 moved
    /// from a to b, 3 and 4 swapped in a (the longest run in order keeps 2 and one of 3/4 and
    /// moves the other), 6 inserted in a. Applying them gives the new order with no
    /// inconsistency.
    @MainActor func testApplyComputesInsertsDeletesAndMoves() async {
        BadInputLog.clear()
        let old = snapshot([("a", ["1", "2", "3", "4"]), ("b", ["5"])])
        let new = snapshot([("a", ["2", "4", "3", "6"]), ("b", ["5", "1"])])
        let d = new.batchUpdate(from: old)
        XCTAssertEqual(d.deletedItems, [])
        XCTAssertEqual(d.insertedItems, [IndexPath(row: 3, section: 0)])
        XCTAssertTrue(d.movedItems.contains { $0.from == IndexPath(row: 0, section: 0) && $0.to == IndexPath(row: 1, section: 1) })
        XCTAssertEqual(d.movedItems.count, 2, "1 → b, and one of 3/4 within a")

        let h = HeadlessHarness(width: 320, height: 400)
        let t = UITableView(frame: h.window.bounds, style: .plain)
        t.register(TableTestCell.self, forCellReuseIdentifier: "cell")
        h.window.addSubview(t)
        let ds = UITableViewDiffableDataSource<String, String>(tableView: t) { tv, ip, item in
            let c = tv.dequeueReusableCell(withIdentifier: "cell", for: ip) as? TableTestCell
            c?.label.text = item
            return c
        }
        ds.apply(old, animatingDifferences: false)
        h.renderFrames()
        let cellOf1 = t.cellForRow(at: IndexPath(row: 0, section: 0))
        var done = false
        ds.apply(new, animatingDifferences: true) { done = true }
        XCTAssertEqual(BadInputLog.recent, [], "the computed update is consistent")
        XCTAssertTrue(t.cellForRow(at: IndexPath(row: 1, section: 1)) === cellOf1, "a moved item keeps its cell")
        h.advance(by: 0.5)
        XCTAssertTrue(done)
        XCTAssertEqual(t.visibleCells.map { ($0 as? TableTestCell)?.label.text }, ["2", "4", "3", "6", "5", "1"])
        XCTAssertEqual(ds.itemIdentifier(for: IndexPath(row: 1, section: 1)), "1")
        XCTAssertEqual(ds.indexPath(for: "6"), IndexPath(row: 3, section: 0))
        XCTAssertEqual(ds.snapshot().itemIdentifiers, ["2", "4", "3", "6", "5", "1"])
    }

    /// Deleting a section and its items, inserting a section, and deleting items.
    @MainActor func testSectionsAndDeletions() async {
        BadInputLog.clear()
        let old = snapshot([("a", ["1", "2"]), ("b", ["3"]), ("c", ["4", "5"])])
        let new = snapshot([("a", ["2"]), ("c", ["4", "5"]), ("d", ["6", "3"])])
        let d = new.batchUpdate(from: old)
        XCTAssertEqual(d.deletedSections, IndexSet(integer: 1))
        XCTAssertEqual(d.insertedSections, IndexSet(integer: 2))
        XCTAssertEqual(d.deletedItems, [IndexPath(row: 0, section: 0)])
        XCTAssertEqual(d.movedSections.count, 0, "a and c keep their order")

        let h = HeadlessHarness(width: 320, height: 400)
        let t = UITableView(frame: h.window.bounds, style: .plain)
        t.register(TableTestCell.self, forCellReuseIdentifier: "cell")
        h.window.addSubview(t)
        let ds = UITableViewDiffableDataSource<String, String>(tableView: t) { tv, ip, item in
            let c = tv.dequeueReusableCell(withIdentifier: "cell", for: ip) as? TableTestCell
            c?.label.text = item
            return c
        }
        ds.defaultRowAnimation = .fade
        ds.apply(old, animatingDifferences: false)
        ds.apply(new)
        h.advance(by: 0.5)
        XCTAssertEqual(BadInputLog.recent, [])
        XCTAssertEqual(t.visibleCells.map { ($0 as? TableTestCell)?.label.text }, ["2", "4", "5", "6", "3"])
    }

    /// A cell provider that returns nil: logged, and a placeholder shows the row.
    @MainActor func testNilFromTheCellProviderIsLogged() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 200)
        let t = UITableView(frame: h.window.bounds, style: .plain)
        h.window.addSubview(t)
        let ds = UITableViewDiffableDataSource<String, String>(tableView: t) { _, _, _ in nil }
        ds.apply(snapshot([("a", ["x"])]), animatingDifferences: false)
        h.renderFrames()
        XCTAssertEqual(t.visibleCells.count, 1)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("the cell provider returned nil for item x") })
    }
}
