import Foundation

/// A table data source driven by snapshots: `apply(_:animatingDifferences:completion:)`
/// compares the new snapshot with the one shown and animates the differences as one batch
/// update (deleted and inserted sections and rows, moves, reloads). Mirrors UIKit's
/// `UITableViewDiffableDataSource`.
///
/// The table keeps its data source weakly (as UIKit's): keep a reference to this object.
@MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UITableViewDataSource {
    /// Makes the cell for an item. Mirrors `UITableViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// How inserted, deleted and reloaded rows animate. Mirrors `defaultRowAnimation`
    /// (`.automatic` by default).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for `tableView` (it becomes the table's data source). Mirrors
    /// `init(tableView:cellProvider:)`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the snapshot shown. Mirrors `snapshot()`.
    public func snapshot() -> Snapshot { current }

    /// The item at a row (`nil` out of range). Mirrors `itemIdentifier(for:)`.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The row of an item (`nil` when absent). Mirrors `indexPath(for:)`.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// Mirrors `sectionIdentifier(for:)`.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let ids = current.sectionIdentifiers
        return ids.indices.contains(index) ? ids[index] : nil
    }

    /// Mirrors `index(for:)`.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    /// Shows `snapshot`: animated, the differences from the shown one become one batch update
    /// (with `defaultRowAnimation`); otherwise the table reloads. `completion` runs when the
    /// table is done. Mirrors `apply(_:animatingDifferences:completion:)`.
    public func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (@MainActor () -> Void)? = nil) {
        guard let table = tableView, animatingDifferences, table.window != nil || table.numberOfSections > 0 else {
            current = snapshot.withoutReloadMarks()
            tableView?.reloadData()
            completion?()
            return
        }
        let old = current
        // The same difference as the collection view's (NSDiffableDataSourceSnapshot+Difference):
        // the fewest moves; reconfigured items are reloaded (where they neither move nor go).
        var u = snapshot.batchUpdate(from: old)
        let moving = Set(u.movedItems.map(\.from)), going = Set(u.deletedItems), reloading = Set(u.reloadedItems)
        for id in snapshot.reconfiguredItemIdentifiers {
            guard let from = old.indexPath(of: id), !moving.contains(from), !going.contains(from), !reloading.contains(from),
                  !u.deletedSections.contains(from.section), !u.reloadedSections.contains(from.section) else { continue }
            u.reloadedItems.append(from)
        }
        let anim = defaultRowAnimation
        table.performBatchUpdates({
            self.current = snapshot.withoutReloadMarks()
            if !u.deletedSections.isEmpty { table.deleteSections(u.deletedSections, with: anim) }
            if !u.insertedSections.isEmpty { table.insertSections(u.insertedSections, with: anim) }
            for m in u.movedSections { table.moveSection(m.from, toSection: m.to) }
            if !u.reloadedSections.isEmpty { table.reloadSections(u.reloadedSections, with: anim) }
            if !u.deletedItems.isEmpty { table.deleteRows(at: u.deletedItems, with: anim) }
            if !u.insertedItems.isEmpty { table.insertRows(at: u.insertedItems, with: anim) }
            for m in u.movedItems { table.moveRow(at: m.from, to: m.to) }
            if !u.reloadedItems.isEmpty { table.reloadRows(at: u.reloadedItems, with: anim) }
        }, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the table. Mirrors `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        current = snapshot.withoutReloadMarks()
        tableView?.reloadData()
        completion?()
    }

    // MARK: UITableViewDataSource (open: subclasses add titles and editing)

    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let id = sectionIdentifier(for: section) else { return 0 }
        return current.numberOfItems(inSection: id)
    }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else {
            UITableView.report("UITableViewDiffableDataSource: no item at row \(indexPath.row) of section \(indexPath.section); showing a placeholder cell")
            return tableView.makePlaceholderCell(reuseIdentifier: nil)
        }
        if let cell = cellProvider(tableView, indexPath, item) { return cell }
        UITableView.report("UITableViewDiffableDataSource: the cell provider returned nil for item \(item) at row \(indexPath.row) of section \(indexPath.section); showing a placeholder cell")
        return tableView.makePlaceholderCell(reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// `false`: override it (and `tableView(_:canEditRowAt:)`) to let the user reorder rows
    /// (their cells' `showsReorderControl` set); a move then goes into the snapshot by itself.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// The user moved a row: the item moves in the snapshot shown, so `snapshot()` has the
    /// order on screen (the next `apply` compares with it). Overrides call `super` to keep that.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath), let section = sectionIdentifier(for: destinationIndexPath.section) else {
            UITableView.report("UITableViewDiffableDataSource: no item at row \(sourceIndexPath.row) of section \(sourceIndexPath.section) or no section \(destinationIndexPath.section) to move it to; the snapshot stays")
            return
        }
        current.deleteItems([item])
        let rest = current.itemIdentifiers(inSection: section)
        if destinationIndexPath.row < rest.count {
            current.insertItems([item], beforeItem: rest[destinationIndexPath.row])
        } else {
            current.appendItems([item], toSection: section)
        }
    }
}
