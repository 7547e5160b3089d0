import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Editing mode. UIKit: `setEditing(_:animated:)` — "When you call this method with the
/// value of editing set to true, the table view goes into editing mode by calling
/// setEditing(_:animated:) on each visible UITableViewCell object"; editable rows show the
/// control of their `editingStyle` (`.delete` by default); a tap on a delete control shows
/// the delete confirmation button, whose tap calls the data source's
/// `tableView(_:commit:forRowAt:)`.
final class TableViewEditingTests: XCTestCase {
    @MainActor func testDeleteControlConfirmationAndCommit() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(4)])
        let t = makeTable(h, source: source)
        var table: UITableView? = t
        source.commit = { style, ip in
            XCTAssertEqual(style, .delete)
            source.sections[ip.section].remove(at: ip.row)
            table?.deleteRows(at: [ip], with: .fade)
        }
        source.editingStyle = { $0.row == 3 ? .none : .delete }
        t.setEditing(true, animated: false)
        XCTAssertTrue(t.isEditing)
        XCTAssertEqual(t.visibleCells.map(\.isEditing), [true, true, true, true], "each visible cell is told")
        let controls = t.visibleCells.map { cell in cell.subviews.contains { $0 is TableEditingControl && !$0.isHidden } }
        XCTAssertEqual(controls, [true, true, true, false], "row 3's style is .none")
        // Tap row 1's control (8 pt from the leading edge, centred): the Delete button shows.
        h.tap(at: CGPoint(x: 19, y: 66))
        h.advance(by: 0.3)
        XCTAssertEqual(t.swipedIndexPath, IndexPath(row: 1, section: 0))
        h.tap(at: CGPoint(x: 300, y: 66))
        h.advance(by: 0.5)
        XCTAssertEqual(t.numberOfRows(inSection: 0), 3)
        XCTAssertEqual(t.visibleCells.map { ($0 as? TableTestCell)?.label.text }, ["Row 0", "Row 2", "Row 3"])
        table = nil
        t.setEditing(false, animated: false)
        XCTAssertTrue(t.visibleCells.allSatisfy { cell in !cell.subviews.contains { $0 is TableEditingControl && !$0.isHidden } })
        XCTAssertNil(t.indexPathForSelectedRow)
    }

    /// Rows do not select in editing mode unless `allowsSelectionDuringEditing`.
    @MainActor func testNoSelectionWhileEditing() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = TableTestSource(sections: [TableTestSource.rows(4)])
        let t = makeTable(h, source: source)
        t.setEditing(true, animated: false)
        h.tap(at: CGPoint(x: 200, y: 22))
        XCTAssertNil(t.indexPathForSelectedRow)
        t.allowsSelectionDuringEditing = true
        h.tap(at: CGPoint(x: 200, y: 22))
        XCTAssertEqual(t.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
    }
}
