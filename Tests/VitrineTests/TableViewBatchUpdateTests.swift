import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Batch updates. UIKit: `performBatchUpdates(_:completion:)` animates "multiple insert,
/// delete, reload, and move operations as a group"; deletions are processed before
/// insertions, deletion paths are relative to the table before the update, insertion paths
/// after; the completion handler runs "when all animations are finished". An update whose
/// counts do not add up raises NSInternalInconsistencyException ("Invalid update: invalid
/// number of rows in section …"): here, logged with UIKit's text, then `reloadData()`.
final class TableViewBatchUpdateTests: XCTestCase {
    /// Deleting row 1 with `.left`: half way through the 0.3-s animation (ease-in-out: half
    /// way at half time) the deleted cell has moved half the table's width to the left, and
    /// row 2's cell is half way between its old top (88) and its new one (44): 66. The
    /// completion runs after the animation, not before.
    @MainActor func testDeleteAnimatesOnTheVirtualClock() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(5)])
        let t = makeTable(h, source: source)
        let deleted = t.cellForRow(at: IndexPath(row: 1, section: 0))
        let row2 = t.cellForRow(at: IndexPath(row: 2, section: 0))
        var done = false
        t.performBatchUpdates({
            source.sections[0].remove(at: 1)
            t.deleteRows(at: [IndexPath(row: 1, section: 0)], with: .left)
        }, completion: { _ in done = true })
        XCTAssertTrue(t.cellForRow(at: IndexPath(row: 1, section: 0)) === row2, "row 2 is row 1 now")
        XCTAssertEqual(row2?.frame.minY, 44, "the model is final at once")
        h.advance(by: 0.15)
        XCTAssertEqual(row2?.presentationFrame.minY ?? 0, 66, accuracy: 2)
        XCTAssertEqual(deleted?.presentationFrame.minX ?? 0, -160, accuracy: 4)
        XCTAssertFalse(done)
        h.advance(by: 0.2)
        XCTAssertTrue(done)
        XCTAssertEqual(deleted?.isHidden, true, "the deleted row's cell went back to the queue")
        XCTAssertEqual(t.visibleCells.map { ($0 as? TableTestCell)?.label.text }, ["Row 0", "Row 2", "Row 3", "Row 4"])
    }

    /// Inserting with `.fade`: the new cell's alpha goes 0 → 1 (half way at half time); the
    /// rows below slide down.
    @MainActor func testInsertFadesIn() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(3)])
        let t = makeTable(h, source: source)
        let row1 = t.cellForRow(at: IndexPath(row: 1, section: 0))
        t.beginUpdates()
        source.sections[0].insert("New", at: 1)
        t.insertRows(at: [IndexPath(row: 1, section: 0)], with: .fade)
        t.endUpdates()
        let inserted = t.cellForRow(at: IndexPath(row: 1, section: 0)) as? TableTestCell
        XCTAssertEqual(inserted?.label.text, "New")
        h.advance(by: 0.15)
        XCTAssertEqual(inserted?.presentationAlpha ?? 0, 0.5, accuracy: 0.05)
        XCTAssertEqual(row1?.presentationFrame.minY ?? 0, 66, accuracy: 2, "44 → 88")
        h.advance(by: 0.2)
        XCTAssertEqual(inserted?.presentationAlpha, 1)
    }

    /// Moves and reloads: a moved row keeps its cell and slides; a reloaded row gets its
    /// content asked for again.
    @MainActor func testMoveAndReload() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [["A", "B", "C", "D"]])
        let t = makeTable(h, source: source)
        let a = t.cellForRow(at: IndexPath(row: 0, section: 0))
        t.performBatchUpdates({
            source.sections[0] = ["B", "C", "A", "D*"]
            t.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
            t.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        })
        XCTAssertTrue(t.cellForRow(at: IndexPath(row: 2, section: 0)) === a)
        h.advance(by: 0.5)
        XCTAssertEqual(t.visibleCells.map { ($0 as? TableTestCell)?.label.text }, ["B", "C", "A", "D*"])
        XCTAssertEqual(a?.frame.minY, 88)
    }

    /// Sections: inserting and deleting whole sections.
    @MainActor func testSectionInsertAndDelete() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 400)
        let source = TableTestSource(sections: [["A"], ["B", "C"]])
        let t = makeTable(h, source: source)
        t.performBatchUpdates({
            source.sections = [["X", "Y"], ["A"]]
            t.insertSections(IndexSet(integer: 0), with: .top)
            t.deleteSections(IndexSet(integer: 1), with: .bottom)
        })
        h.advance(by: 0.5)
        XCTAssertEqual(BadInputLog.recent, [])
        XCTAssertEqual(t.numberOfSections, 2)
        XCTAssertEqual(t.visibleCells.map { ($0 as? TableTestCell)?.label.text }, ["X", "Y", "A"])
    }

    /// The example: 3 rows, one insert announced, but the data source reports 5.
    @MainActor func testInconsistentCountsAreLoggedWithUIKitsTextAndReloaded() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [["A", "B", "C"]])
        let t = makeTable(h, source: source)
        var completed = false
        t.performBatchUpdates({
            source.sections[0] = ["A", "B", "C", "D", "E"]
            t.insertRows(at: [IndexPath(row: 3, section: 0)], with: .automatic)
        }, completion: { _ in completed = true })
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (5) must be equal to the number of rows contained in that section before the update (3), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).") }, "\(BadInputLog.recent)")
        XCTAssertEqual(t.numberOfRows(inSection: 0), 5, "reloaded: the table shows what the data source has")
        XCTAssertEqual(t.visibleCells.count, 5)
        h.advance(by: 0.1)
        XCTAssertTrue(completed)
    }

    /// Section counts that do not add up, and a deletion of a row that does not exist.
    @MainActor func testOtherInvalidUpdates() async {
        BadInputLog.clear()
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [["A"]])
        let t = makeTable(h, source: source)
        source.sections = [["A"], ["B"]]
        t.insertSections(IndexSet([1, 2]), with: .fade)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (2 inserted, 0 deleted).") })
        BadInputLog.clear()
        t.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
        XCTAssertTrue(BadInputLog.recent.contains { $0.contains("attempt to delete row 7 from section 0 which only contains 1 rows before the update") })
        XCTAssertEqual(t.numberOfSections, 2)
    }
}
