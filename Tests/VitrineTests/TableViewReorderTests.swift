import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// A data source that moves rows (it implements `tableView(_:moveRowAt:to:)`), recording the
/// moves and the delegate's retarget questions; its cells show the reorder control.
@MainActor
final class ReorderTestSource: UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var moves: [String] = []
    var targetQuestions: [String] = []
    var canMove: ((IndexPath) -> Bool)?
    var canEdit: ((IndexPath) -> Bool)?
    var retarget: ((IndexPath, IndexPath) -> IndexPath)?
    var showsReorderControl = true
    var editingStyle: UITableViewCell.EditingStyle = .none
    var configure: ((UITableViewCell) -> Void)?
    /// Reloads the table from `moveRowAt` (as many UIKit apps do after updating the model).
    var reloadOnMove = false

    init(sections: [[String]]) { self.sections = sections }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if let c = cell as? TableTestCell {
            c.label.text = sections[indexPath.section][indexPath.row]
        } else {
            cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        }
        cell.showsReorderControl = showsReorderControl
        configure?(cell)
        return cell
    }
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { canEdit?(indexPath) ?? true }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { canMove?(indexPath) ?? true }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.section).\(sourceIndexPath.row)→\(destinationIndexPath.section).\(destinationIndexPath.row)")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
        if reloadOnMove { tableView.reloadData() }
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { editingStyle }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        targetQuestions.append("\(proposedDestinationIndexPath.section).\(proposedDestinationIndexPath.row)")
        return retarget?(sourceIndexPath, proposedDestinationIndexPath) ?? proposedDestinationIndexPath
    }
}

/// A data source that does not implement `tableView(_:moveRowAt:to:)`.
@MainActor
final class NoMoveTestSource: UITableViewDataSource {
    let rows = TableTestSource.rows(4)
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        (cell as? TableTestCell)?.label.text = rows[indexPath.row]
        cell.showsReorderControl = true
        return cell
    }
}

/// Row reordering, as UIKit documents it:
/// - `showsReorderControl`: "For the reordering control to appear, you must not only set this
///   property but implement the UITableViewDataSource method tableView(_:moveRowAt:to:)";
///   `tableView(_:canMoveRowAt:)` "allows the data source to specify that the reordering
///   control for the specified row not be shown"; the control is "on the right side of the
///   cell" (the trailing side);
/// - Table View Programming Guide, "Managing the Reordering of Rows": "Every time the dragged
///   row is over a destination, the table view sends
///   tableView:targetIndexPathForMoveFromRowAtIndexPath:toProposedIndexPath: to its delegate
///   … the delegate may reject the current destination … and specify an alternative one",
///   then "The table view sends tableView:moveRowAtIndexPath:toIndexPath: to its data source".
final class TableViewReorderTests: XCTestCase {
    @MainActor static func makeReorderTable(_ h: HeadlessHarness, _ source: ReorderTestSource, style: UITableView.Style = .plain,
                                            cellClass: UITableViewCell.Type = TableTestCell.self, editing: Bool = false) -> UITableView {
        let t = UITableView(frame: h.window.bounds, style: style)
        t.contentInsetAdjustmentBehavior = .never
        t.rowHeight = 44
        t.register(cellClass, forCellReuseIdentifier: "cell")
        t.dataSource = source
        t.delegate = source
        h.window.addSubview(t)
        t.setEditing(editing, animated: false)
        h.renderFrames()
        return t
    }

    /// The visible rows' titles from top to bottom (where they are drawn).
    @MainActor private func shownOrder(_ t: UITableView) -> [String] {
        t.visibleCells.sorted { $0.frame.minY < $1.frame.minY }.compactMap { ($0 as? TableTestCell)?.label.text }
    }

    @MainActor private func gripShown(_ t: UITableView, row: Int, section: Int = 0) -> Bool {
        guard let c = t.cellForRow(at: IndexPath(row: row, section: section)) else { return false }
        c.layoutIfNeeded()
        return c.subviews.contains { $0 is TableReorderControl && !$0.isHidden }
    }

    /// The control shows only in editing mode, only for cells with `showsReorderControl`
    /// (false by default), only for rows the data source lets move (`canMoveRowAt`) and only
    /// for editable rows; it sits at the trailing edge, the content view ending before it.
    @MainActor func testControlShownPerUIKitRules() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(5)])
        source.canMove = { $0.row != 1 }
        source.canEdit = { $0.row != 2 }
        let t = Self.makeReorderTable(h, source)
        XCTAssertFalse(UITableViewCell().showsReorderControl, "UIKit: the default value is false")
        XCTAssertFalse(gripShown(t, row: 0), "not editing: no control")
        t.setEditing(true, animated: false)
        h.renderFrames()
        XCTAssertEqual((0..<5).map { gripShown(t, row: $0) }, [true, false, false, true, true],
                       "row 1: canMoveRowAt false; row 2: not editable")
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))
        let grip = cell?.subviews.first { $0 is TableReorderControl }
        XCTAssertEqual(grip?.frame.maxX, 320, "at the trailing (right) edge")
        XCTAssertEqual(grip?.accessibilityLabel, "Reorder")
        // A standard cell's content view ends where the control begins.
        let standard = UITableViewCell(style: .default, reuseIdentifier: nil)
        standard.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        standard.accessoryType = .checkmark
        standard.editingAccessoryType = .checkmark
        standard.isEditing = true
        standard.reorderControlShown = true
        standard.layoutIfNeeded()
        let standardGrip = standard.subviews.first { $0 is TableReorderControl }
        XCTAssertEqual(standardGrip?.frame.minX, 276)
        XCTAssertLessThanOrEqual(standard.contentView.frame.maxX, 276 - 14, "the editing accessory comes before the control")
        source.showsReorderControl = false
        t.reloadData()
        h.renderFrames()
        XCTAssertFalse(gripShown(t, row: 0), "the cell does not ask for the control")
        source.showsReorderControl = true
        t.reloadData()
        t.setEditing(false, animated: false)
        h.renderFrames()
        XCTAssertFalse((0..<5).contains { gripShown(t, row: $0) }, "editing ended: the controls go")
    }

    /// Dragging row 0's control down past row 2's middle lifts the row (it follows the finger,
    /// with a shadow, while rows 1 and 2 move up) and, on release, calls `moveRowAt(0 → 2)`
    /// once; the rows are drawn in the new order and the table's paths follow without a reload.
    @MainActor func testDragRow0ToRow2MovesOnce() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(5)])
        let t = Self.makeReorderTable(h, source, editing: true)
        let lifted = t.cellForRow(at: IndexPath(row: 0, section: 0))
        let row1 = t.cellForRow(at: IndexPath(row: 1, section: 0))
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 102), steps: 8, duration: 0.4, lift: false)
        h.advance(by: 0.3)
        XCTAssertEqual(t.reorderingIndexPaths?.destination, IndexPath(row: 2, section: 0))
        XCTAssertEqual(lifted?.frame.minY, 80, "the row follows the finger")
        XCTAssertGreaterThan(lifted?.layer.shadowOpacity ?? 0, 0, "the lifted row casts a shadow")
        XCTAssertEqual(row1?.frame.minY, 0, "row 1 made way")
        XCTAssertEqual(t.contentOffset.y, 0, "the drag does not scroll the table")
        XCTAssertEqual(source.moves, [], "nothing is moved before the drop")
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertEqual(source.moves, ["0.0→0.2"])
        XCTAssertEqual(shownOrder(t), ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4"])
        XCTAssertTrue(t.cellForRow(at: IndexPath(row: 2, section: 0)) === lifted, "the same cell, now at row 2")
        XCTAssertEqual(lifted?.frame.minY, 88, "settled in its place")
        XCTAssertEqual(lifted?.layer.shadowOpacity, 0)
        XCTAssertEqual(t.indexPath(for: row1!), IndexPath(row: 0, section: 0))
        XCTAssertEqual(t.cellsCreated, 5, "no reload: the cells stay")
    }

    /// The table's records follow the move without a reload: the selected row (selection in
    /// editing mode, `allowsSelectionDuringEditing`) is still selected at its new place. A tap
    /// on a row selects it as usual; a touch on a reorder control selects nothing.
    @MainActor func testSelectionFollowsTheMoveAndTapsStillSelect() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(5)])
        let t = Self.makeReorderTable(h, source)
        t.allowsSelectionDuringEditing = true
        t.setEditing(true, animated: false)
        h.renderFrames()
        h.tap(at: CGPoint(x: 298, y: 22))
        XCTAssertNil(t.indexPathForSelectedRow, "a touch on the control is not a tap on the row")
        h.tap(at: CGPoint(x: 150, y: 22))
        XCTAssertEqual(t.indexPathForSelectedRow, IndexPath(row: 0, section: 0))
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 102), steps: 8, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(source.moves, ["0.0→0.2"])
        XCTAssertEqual(t.indexPathForSelectedRow, IndexPath(row: 2, section: 0))
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected, true)
        XCTAssertEqual(t.cellForRow(at: IndexPath(row: 0, section: 0))?.isSelected, false)
    }

    /// UIKit moves the row itself and then tells the data source, which may reload the table
    /// in `moveRowAt`: the rows show the model's order once, not moved twice.
    @MainActor func testReloadInsideMoveRowShowsTheModelOrder() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(5)])
        source.reloadOnMove = true
        let t = Self.makeReorderTable(h, source, editing: true)
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 102), steps: 8, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(source.moves, ["0.0→0.2"])
        XCTAssertEqual(shownOrder(t), ["Row 1", "Row 2", "Row 0", "Row 3", "Row 4"])
        XCTAssertEqual(t.visibleCells.map(\.frame.minY).sorted(), [0, 44, 88, 132, 176])
    }

    /// The delegate's retarget wins: a drag proposing row 3 is sent to row 1 instead; the
    /// data source hears the retargeted place.
    @MainActor func testDelegateRetargetsTheMove() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(5)])
        source.retarget = { _, proposed in proposed.row == 3 ? IndexPath(row: 1, section: 0) : proposed }
        let t = Self.makeReorderTable(h, source, editing: true)
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 150), steps: 10, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertTrue(source.targetQuestions.contains("0.3"), "asked about the proposal: \(source.targetQuestions)")
        XCTAssertEqual(source.moves, ["0.0→0.1"])
        XCTAssertEqual(shownOrder(t), ["Row 1", "Row 0", "Row 2", "Row 3", "Row 4"])
    }

    /// A drag that comes back to where it started and drops there moves nothing: no
    /// `moveRowAt`, the rows back in their places.
    @MainActor func testDropAtTheOriginCallsNothing() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(5)])
        let t = Self.makeReorderTable(h, source, editing: true)
        h.drag(from: CGPoint(x: 298, y: 66), to: CGPoint(x: 298, y: 150), steps: 6, duration: 0.3, lift: false)
        XCTAssertEqual(t.reorderingIndexPaths?.destination, IndexPath(row: 3, section: 0), "went away")
        for y in stride(from: CGFloat(140), through: 66, by: -10) {
            h.advance(by: 0.05)
            h.touchMove(to: CGPoint(x: 298, y: y))
        }
        h.touchMove(to: CGPoint(x: 298, y: 66))
        XCTAssertEqual(t.reorderingIndexPaths?.destination, IndexPath(row: 1, section: 0), "and came back")
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertEqual(source.moves, [])
        XCTAssertEqual(shownOrder(t), ["Row 0", "Row 1", "Row 2", "Row 3", "Row 4"])
        XCTAssertEqual(t.visibleCells.map(\.frame.minY).sorted(), [0, 44, 88, 132, 176])
    }

    /// `canMoveRowAt` false: no control, and a drag at the trailing edge of that row does not
    /// move it (it scrolls the table, as any drag would).
    @MainActor func testCanMoveRowFalseNoGripNoDrag() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(12)])
        source.canMove = { $0.row != 0 }
        let t = Self.makeReorderTable(h, source, editing: true)
        XCTAssertFalse(gripShown(t, row: 0))
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 102), steps: 8, duration: 0.4)
        h.advance(by: 1)
        XCTAssertNil(t.reorderingIndexPaths)
        XCTAssertEqual(source.moves, [])
        XCTAssertEqual(source.targetQuestions, [])
    }

    /// Right to left: the control is at the trailing edge, the left, and the content view
    /// ends (on the left) where it begins; dragging it there moves the row.
    @MainActor func testRightToLeftGripOnTheLeft() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(5)])
        source.configure = { c in
            c.semanticContentAttribute = .forceRightToLeft
            c.contentView.semanticContentAttribute = .forceRightToLeft
        }
        let t = Self.makeReorderTable(h, source, editing: true)
        let cell = t.cellForRow(at: IndexPath(row: 0, section: 0))
        cell?.layoutIfNeeded()
        let grip = cell?.subviews.first { $0 is TableReorderControl && !$0.isHidden }
        XCTAssertEqual(grip?.frame.minX, 0, "at the left edge")
        let standard = UITableViewCell(style: .default, reuseIdentifier: nil)
        standard.semanticContentAttribute = .forceRightToLeft
        standard.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        standard.isEditing = true
        standard.reorderControlShown = true
        standard.layoutIfNeeded()
        XCTAssertEqual(standard.subviews.first { $0 is TableReorderControl }?.frame.minX, 0)
        XCTAssertEqual(standard.contentView.frame.minX, 44, "the content ends (on the left) where the control begins")
        h.drag(from: CGPoint(x: 22, y: 22), to: CGPoint(x: 22, y: 102), steps: 8, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(source.moves, ["0.0→0.2"])
    }

    /// Near the bottom edge the table scrolls by itself and the row can be carried to a row
    /// that was off screen; moves across sections land in the other section.
    @MainActor func testAutoScrollAndMoveAcrossSections() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = ReorderTestSource(sections: [TableTestSource.rows(6, prefix: "A"), TableTestSource.rows(10, prefix: "B")])
        let t = Self.makeReorderTable(h, source, editing: true)
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 290), steps: 8, duration: 0.3, lift: false)
        h.advance(by: 0.6)
        XCTAssertGreaterThan(t.contentOffset.y, 0, "the table scrolled under the held finger")
        let dest = t.reorderingIndexPaths?.destination
        XCTAssertEqual(dest?.section, 1, "carried into the second section")
        h.touchUp()
        h.advance(by: 0.5)
        guard let dest else { return XCTFail("no drag") }
        XCTAssertEqual(source.moves, ["0.0→1.\(dest.row)"])
        XCTAssertEqual(source.sections[1][dest.row], "A 0")
        XCTAssertEqual((t.cellForRow(at: dest) as? TableTestCell)?.label.text, "A 0")
        XCTAssertEqual(t.numberOfRows(inSection: 0), 5)
        XCTAssertEqual(t.numberOfRows(inSection: 1), 11)
    }

    /// A data source without `tableView(_:moveRowAt:to:)`: the drop is undone (the row goes
    /// back, as UIKit would never have let it move) and the omission is logged.
    @MainActor func testDataSourceWithoutMoveRowUndoesTheDrop() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let source = NoMoveTestSource()
        let t = UITableView(frame: h.window.bounds, style: .plain)
        t.rowHeight = 44
        t.contentInsetAdjustmentBehavior = .never
        t.register(TableTestCell.self, forCellReuseIdentifier: "cell")
        t.dataSource = source
        h.window.addSubview(t)
        t.setEditing(true, animated: false)
        h.renderFrames()
        BadInputLog.clear()
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 102), steps: 8, duration: 0.4)
        h.advance(by: 0.5)
        let logged = BadInputLog.recent
        XCTAssertTrue(logged.contains { $0.contains("does not implement tableView(_:moveRowAt:to:)") }, "\(logged)")
        XCTAssertEqual(shownOrder(t), ["Row 0", "Row 1", "Row 2", "Row 3"])
    }

    /// A `UITableViewController` subclass that overrides `moveRowAt` and the retarget: its
    /// `editButtonItem` ("Edit", then "Done") puts the controller and its table in editing
    /// mode (UIKit: the controller "toggles the edit mode of the table"); the rows show the
    /// control and a drag reaches the overrides.
    @MainActor func testTableViewControllerEditButtonAndOverrides() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let c = FruitsController(style: .plain)
        h.window.rootViewController = c
        h.renderFrames()
        let item = c.editButtonItem
        XCTAssertTrue(item === c.editButtonItem)
        XCTAssertEqual(item.title, "Edit")
        item.primaryAction?.perform(sender: item)
        XCTAssertTrue(c.isEditing)
        XCTAssertTrue(c.tableView.isEditing)
        XCTAssertEqual(item.title, "Done")
        h.renderFrames()
        XCTAssertTrue(gripShown(c.tableView, row: 0))
        let offset = c.tableView.contentOffset.y
        h.drag(from: CGPoint(x: 298, y: 22 - offset), to: CGPoint(x: 298, y: 102 - offset), steps: 8, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(c.moves, ["0→2"])
        XCTAssertFalse(c.retargets.isEmpty, "the retarget override was asked")
        item.primaryAction?.perform(sender: item)
        XCTAssertFalse(c.tableView.isEditing)
        XCTAssertEqual(item.title, "Edit")
    }

    /// Every frame of a drag (the lifted row and its shadow moving, rows making way, the
    /// table auto-scrolling) equals a from-scratch render of the same tree: what moves damages
    /// what it leaves and what it covers.
    @MainActor func testDragFramesMatchAFullRedraw() async {
        let h = HeadlessHarness(width: 200, height: 180)
        let source = ReorderTestSource(sections: [TableTestSource.rows(12)])
        let t = Self.makeReorderTable(h, source, editing: true)
        h.touchDown(at: CGPoint(x: 178, y: 66))
        for (step, y) in [70, 90, 110, 130, 150, 170, 175, 120, 60, 30].enumerated() {
            h.advance(by: 0.05)
            h.touchMove(to: CGPoint(x: 178, y: CGFloat(y)))
            h.advance(by: 0.1)
            XCTAssertNotNil(t.reorderingIndexPaths, "the row is lifted")
            let cmp = GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0)
            XCTAssertEqual(cmp.differingPixels, 0, "step \(step) at y \(y): first difference \(String(describing: cmp.firstDifference))")
            if cmp.differingPixels > 0 { break }
        }
        h.touchUp()
        h.advance(by: 0.5)
        XCTAssertEqual(GoldenImage.compare(h.screenshot, h.fullRedraw(), channelTolerance: 0).differingPixels, 0, "after the drop")
        XCTAssertEqual(source.moves.count, 1)
    }

    /// A diffable data source whose subclass lets rows be edited and moved: a drag from row 0 to row 2 moves
    /// the item in the data source's snapshot, so `snapshot()` has the order on screen.
    @MainActor func testDiffableDataSourceSnapshotFollowsTheMove() async {
        let h = HeadlessHarness(width: 320, height: 300)
        let t = UITableView(frame: h.window.bounds, style: .plain)
        t.contentInsetAdjustmentBehavior = .never
        t.rowHeight = 44
        t.register(TableTestCell.self, forCellReuseIdentifier: "cell")
        h.window.addSubview(t)
        let ds = MovableDiffableSource(tableView: t) { tv, ip, item in
            let cell = tv.dequeueReusableCell(withIdentifier: "cell", for: ip)
            (cell as? TableTestCell)?.label.text = item
            cell.showsReorderControl = true
            return cell
        }
        var snap = NSDiffableDataSourceSnapshot<Int, String>()
        snap.appendSections([0, 1])
        snap.appendItems(["a", "b", "c"], toSection: 0)
        snap.appendItems(["d"], toSection: 1)
        ds.apply(snap, animatingDifferences: false)
        t.setEditing(true, animated: false)
        h.renderFrames()
        h.drag(from: CGPoint(x: 298, y: 22), to: CGPoint(x: 298, y: 102), steps: 8, duration: 0.4)
        h.advance(by: 0.5)
        XCTAssertEqual(ds.snapshot().itemIdentifiers(inSection: 0), ["b", "c", "a"])
        XCTAssertEqual(shownOrder(t), ["b", "c", "a", "d"])
        XCTAssertEqual(ds.itemIdentifier(for: IndexPath(row: 2, section: 0)), "a")
    }

    // MARK: Golden images (tolerance: `GoldenTolerance.standard`, ±2 per channel and no
    // differing pixel, as the other table goldens)

    /// Four standard rows with delete controls and reorder controls, in editing mode.
    @MainActor private func makeGoldenTable() -> (HeadlessHarness, ReorderTestSource, UITableView) {
        let h = HeadlessHarness(width: 240, height: 180)
        let source = ReorderTestSource(sections: [["Apples", "Bananas", "Cherries", "Dates"]])
        source.editingStyle = .delete
        let t = Self.makeReorderTable(h, source, cellClass: UITableViewCell.self, editing: true)
        return (h, source, t)
    }

    /// A plain table in editing mode (light): each row with the red delete control at its
    /// leading edge, its title moved over for it, and the grey three-bar reorder control at its
    /// trailing edge; separators inset as usual.
    @MainActor func testGoldenEditingWithReorderControls() async {
        let (h, source, _) = makeGoldenTable()
        withExtendedLifetime(source) {
            if let failure = GoldenImage.verify(h.screenshot, name: "table-reorder-editing", directory: goldenDirectory) { XCTFail(failure) }
        }
    }

    /// The same table with "Apples" lifted and held between "Bananas" and "Cherries": the row
    /// floats with a soft shadow over the others, "Bananas" has moved up into its place.
    @MainActor func testGoldenRowLifted() async {
        let (h, source, t) = makeGoldenTable()
        withExtendedLifetime(source) {
            h.drag(from: CGPoint(x: 218, y: 22), to: CGPoint(x: 218, y: 80), steps: 6, duration: 0.3, lift: false)
            h.advance(by: 0.5)
            XCTAssertEqual(t.reorderingIndexPaths?.destination, IndexPath(row: 1, section: 0))
            if let failure = GoldenImage.verify(h.screenshot, name: "table-reorder-lifted", directory: goldenDirectory) { XCTFail(failure) }
            h.touchUp()
        }
    }
}

@MainActor
final class FruitsController: UITableViewController {
    var rows = ["Apples", "Bananas", "Cherries", "Dates", "Figs"]
    var moves: [String] = []
    var retargets: [IndexPath] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let c = tableView.dequeueReusableCell(withIdentifier: "f") ?? UITableViewCell(style: .default, reuseIdentifier: "f")
        c.textLabel?.text = rows[indexPath.row]
        c.showsReorderControl = true
        return c
    }
    override func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { .none }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.row)→\(destinationIndexPath.row)")
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
    override func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        retargets.append(proposedDestinationIndexPath)
        return proposedDestinationIndexPath
    }
}

@MainActor
final class MovableDiffableSource: UITableViewDiffableDataSource<Int, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
}
