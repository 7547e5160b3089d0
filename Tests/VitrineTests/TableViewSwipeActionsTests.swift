import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Swipe actions. UIKit: `tableView(_:trailingSwipeActionsConfigurationForRowAt:)` returns
/// "the swipe actions to display next to the trailing edge of the row"; swiping the row to
/// the left reveals them, tapping one runs its handler, and with
/// `performsFirstActionWithFullSwipe` (true by default) "a full swipe performs the first
/// action". A `.destructive` action is red.
final class TableViewSwipeActionsTests: XCTestCase {
    @MainActor private func setUp(_ h: HeadlessHarness, ran: @escaping (String) -> Void) -> (UITableView, TableTestSource) {
        let source = TableTestSource(sections: [TableTestSource.rows(5)])
        source.trailingActions = { ip in
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in ran("delete \(ip.row)"); done(true) }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, _, done in ran("flag \(ip.row)"); done(true) }
            flag.backgroundColor = .systemOrange
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
        return (makeTable(h, source: source), source)
    }

    /// A slow drag of 120 pt to the left on row 1 opens it: the cell rests shifted by the
    /// actions' width (two buttons of at least 74 pt), the buttons show behind it; a tap on
    /// "Flag" runs that action and closes the row.
    @MainActor func testSwipeLeftRevealsAndTapRunsTheAction() async {
        let h = HeadlessHarness(width: 320, height: 300)
        var ran: [String] = []
        let (t, source) = setUp(h) { ran.append($0) }
        defer { withExtendedLifetime(source) {} }
        h.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 130, y: 66), steps: 12, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(t.swipedIndexPath, IndexPath(row: 1, section: 0))
        let cell = t.cellForRow(at: IndexPath(row: 1, section: 0))
        let shift = cell?.frame.minX ?? 0
        XCTAssertLessThanOrEqual(shift, -148, "both buttons (≥ 74 pt each) showing")
        XCTAssertEqual(t.contentOffset.y, 0, "a sideways drag does not scroll")
        // Buttons: [Flag | Delete] — UIKit: "the first item in the array represents the
        // outermost action … when the user swipes from right-to-left, the first action is
        // rightmost". Flag is the one just right of the shifted row.
        h.tap(at: CGPoint(x: (cell?.frame.maxX ?? 0) + 10, y: 66))
        XCTAssertEqual(ran, ["flag 1"])
        h.advance(by: 0.5)
        XCTAssertNil(t.swipedIndexPath)
        XCTAssertEqual(cell?.frame.minX, 0)
    }

    /// A full swipe (past 60 % of the width) runs the first action; its handler deletes the
    /// row, which animates away.
    @MainActor func testFullSwipePerformsTheFirstActionAndDeleteAnimates() async {
        let h = HeadlessHarness(width: 320, height: 300)
        var ran: [String] = []
        var table: UITableView?
        var src: TableTestSource?
        let (t, source) = setUp(h) { action in
            ran.append(action)
            if action == "delete 2" {
                src?.sections[0].remove(at: 2)
                table?.deleteRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            }
        }
        table = t; src = source
        let doomed = t.cellForRow(at: IndexPath(row: 2, section: 0))
        h.drag(from: CGPoint(x: 300, y: 110), to: CGPoint(x: 20, y: 110), steps: 10, duration: 0.2)
        XCTAssertEqual(ran, ["delete 2"])
        h.advance(by: 0.15)
        XCTAssertLessThan(doomed?.presentationAlpha ?? 1, 0.9, "fading out")
        h.advance(by: 0.5)
        XCTAssertEqual(t.numberOfRows(inSection: 0), 4)
        XCTAssertEqual(t.visibleCells.map { ($0 as? TableTestCell)?.label.text }, ["Row 0", "Row 1", "Row 3", "Row 4"])
        XCTAssertNil(t.swipedIndexPath)
    }

    /// A short swipe snaps back closed; a vertical drag scrolls and opens nothing.
    @MainActor func testShortSwipeClosesAndVerticalDragDoesNotSwipe() async {
        let h = HeadlessHarness(width: 320, height: 200)
        var ran: [String] = []
        let (t, source) = setUp(h) { ran.append($0) }
        defer { withExtendedLifetime(source) {} }
        h.drag(from: CGPoint(x: 250, y: 66), to: CGPoint(x: 220, y: 66), steps: 6, duration: 0.3)
        h.advance(by: 0.5)
        XCTAssertNil(t.swipedIndexPath)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minX, 0)
        h.drag(from: CGPoint(x: 200, y: 150), to: CGPoint(x: 195, y: 60), steps: 6, duration: 0.3)
        XCTAssertNil(t.swipedIndexPath)
        XCTAssertEqual(ran, [])
    }

    /// UIContextualAction's defaults: red for destructive, grey for normal.
    @MainActor func testActionDefaults() {
        let d = UIContextualAction(style: .destructive, title: "Delete") { _, _, _ in }
        let n = UIContextualAction(style: .normal, title: "More") { _, _, _ in }
        XCTAssertEqual(d.backgroundColor, .systemRed)
        XCTAssertNotEqual(n.backgroundColor, .systemRed)
        XCTAssertTrue(UISwipeActionsConfiguration(actions: [d]).performsFirstActionWithFullSwipe)
    }
}
