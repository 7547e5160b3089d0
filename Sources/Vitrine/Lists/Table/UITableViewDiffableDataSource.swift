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
        current.indexPath(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
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
            current = snapshot
            tableView?.reloadData()
            completion?()
            return
        }
        let old = current
        let changes = TableSnapshotDiff(from: old, to: snapshot)
        let anim = defaultRowAnimation
        table.performBatchUpdates({
            self.current = snapshot
            if !changes.deletedSections.isEmpty { table.deleteSections(changes.deletedSections, with: anim) }
            if !changes.insertedSections.isEmpty { table.insertSections(changes.insertedSections, with: anim) }
            if !changes.deletedRows.isEmpty { table.deleteRows(at: changes.deletedRows, with: anim) }
            if !changes.insertedRows.isEmpty { table.insertRows(at: changes.insertedRows, with: anim) }
            for m in changes.movedRows { table.moveRow(at: m.from, to: m.to) }
            if !changes.reloadedRows.isEmpty { table.reloadRows(at: changes.reloadedRows, with: anim) }
        }, completion: { _ in completion?() })
    }

    /// Shows `snapshot` by reloading the table. Mirrors `applySnapshotUsingReloadData(_:completion:)`.
    public func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (@MainActor () -> Void)? = nil) {
        current = snapshot
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
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}

/// The batch update that turns one snapshot into another: section deletions and insertions
/// (a moved section counts as both), and per section that stays, the rows deleted, inserted and
/// moved (Swift's `CollectionDifference` with `inferringMoves()`), rows moved between sections,
/// and rows the new snapshot reloads or reconfigures.
struct TableSnapshotDiff {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    var reloadedRows: [IndexPath] = []

    init<S: Hashable & Sendable, I: Hashable & Sendable>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        let oldIDs = old.sectionIdentifiers, newIDs = new.sectionIdentifiers
        // Sections: kept when in both and in the same relative order (the longest common
        // subsequence CollectionDifference finds); the rest are deleted and inserted.
        let sectionDiff = newIDs.difference(from: oldIDs)
        for change in sectionDiff {
            switch change {
            case let .remove(offset, _, _): deletedSections.insert(offset)
            case let .insert(offset, _, _): insertedSections.insert(offset)
            }
        }
        var keptNewIndexOfOld: [Int: Int] = [:]
        var newIndexOfID: [S: Int] = [:]
        for (i, id) in newIDs.enumerated() { newIndexOfID[id] = i }
        for (i, id) in oldIDs.enumerated() where !deletedSections.contains(i) {
            if let n = newIndexOfID[id] { keptNewIndexOfOld[i] = n }
        }
        // Where every item is in each snapshot.
        var oldPath: [I: IndexPath] = [:], newPath: [I: IndexPath] = [:]
        for (s, id) in oldIDs.enumerated() {
            for (r, item) in old.itemIdentifiers(inSection: id).enumerated() { oldPath[item] = IndexPath(row: r, section: s) }
        }
        for (s, id) in newIDs.enumerated() {
            for (r, item) in new.itemIdentifiers(inSection: id).enumerated() { newPath[item] = IndexPath(row: r, section: s) }
        }
        let keptOld = Set(keptNewIndexOfOld.keys), keptNew = Set(keptNewIndexOfOld.values)
        for (os, ns) in keptNewIndexOfOld.sorted(by: { $0.key < $1.key }) {
            let before = old.itemIdentifiers(inSection: oldIDs[os]), after = new.itemIdentifiers(inSection: newIDs[ns])
            let diff = after.difference(from: before).inferringMoves()
            for change in diff {
                switch change {
                case let .remove(offset, item, associated):
                    if let to = associated {
                        movedRows.append((IndexPath(row: offset, section: os), IndexPath(row: to, section: ns)))
                    } else if let np = newPath[item], keptNew.contains(np.section) {
                        movedRows.append((IndexPath(row: offset, section: os), np))   // to another kept section
                    } else {
                        deletedRows.append(IndexPath(row: offset, section: os))
                    }
                case let .insert(offset, item, associated):
                    if associated != nil { continue }
                    if let op = oldPath[item], keptOld.contains(op.section) { continue }  // moved in: recorded above
                    insertedRows.append(IndexPath(row: offset, section: ns))
                }
            }
        }
        for item in new.reloadedItemIdentifiers + new.reconfiguredItemIdentifiers {
            guard let op = oldPath[item], keptOld.contains(op.section), let np = newPath[item], keptNewIndexOfOld[op.section] == np.section,
                  !movedRows.contains(where: { $0.from == op }) else { continue }
            reloadedRows.append(op)
        }
    }
}
