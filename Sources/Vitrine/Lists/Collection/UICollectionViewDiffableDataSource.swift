import Foundation

/// A collection view data source driven by snapshots: `apply(_:animatingDifferences:)`
/// compares the new snapshot with the one shown and animates the difference as a batch
/// update (deletes, inserts, moves, reloads). Mirrors UIKit's
/// `UICollectionViewDiffableDataSource`. Keep a strong reference to it (the collection view's
/// `dataSource` is weak, as in UIKit).
@MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: UICollectionViewDataSource {
    public typealias Snapshot = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell for an item. Mirrors `UICollectionViewDiffableDataSource.CellProvider`.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath, _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view. Mirrors `SupplementaryViewProvider`.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String, _ indexPath: IndexPath) -> UICollectionReusableView?

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// Makes headers and footers. Mirrors `supplementaryViewProvider`.
    public var supplementaryViewProvider: SupplementaryViewProvider?

    /// Becomes `collectionView`'s data source. Mirrors `init(collectionView:cellProvider:)`.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// Shows `snapshot`: the difference from what is shown is applied as one batch update,
    /// animated when `animatingDifferences` (and the view is in a window). Mirrors
    /// `apply(_:animatingDifferences:completion:)`.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let old = current
        current = snapshot.withoutReloadMarks()
        guard let cv = collectionView else { completion?(); return }
        // Nothing read yet: the first load shows the snapshot as it is.
        guard cv.countsAreValid else {
            cv.reloadData()
            completion?()
            return
        }
        let update = snapshot.batchUpdate(from: old)
        let reconfigure = snapshot.reconfiguredItemIdentifiers.compactMap { current.indexPath(of: $0) }
        cv.performUpdates(update, animated: animatingDifferences) { _ in completion?() }
        if !reconfigure.isEmpty { cv.reconfigureItems(at: reconfigure) }
    }

    /// Shows `snapshot` by reloading everything (no difference, no animation). Mirrors
    /// `applySnapshotUsingReloadData(_:completion:)`.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.withoutReloadMarks()
        collectionView?.reloadData()
        completion?()
    }

    /// A copy of the snapshot shown. Mirrors `snapshot()`.
    open func snapshot() -> Snapshot { current }

    /// The item shown at `indexPath`. Mirrors `itemIdentifier(for:)`.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// Where an item is shown. Mirrors `indexPath(for:)`.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// Mirrors `sectionIdentifier(for:)`.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        current.sectionIdentifiers.indices.contains(index) ? current.sectionIdentifiers[index] : nil
    }

    /// Mirrors `index(for:)`.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: UICollectionViewDataSource

    public func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        current.sections.indices.contains(section) ? current.sections[section].items.count : 0
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        if let id = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, id) { return cell }
        BadInputLog.report("UICollectionViewDiffableDataSource: the cell provider returned nil for \(indexPath) (UIKit raises); showing an empty cell")
        return collectionView.dequeueReusableCell(withReuseIdentifier: UICollectionView.fallbackCellIdentifier, for: indexPath)
    }

    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        if let v = supplementaryViewProvider?(collectionView, kind, indexPath) { return v }
        return collectionView.missingSupplementaryView(kind: kind, at: indexPath)
    }
}
