import Foundation
import VitrineGraphics

/// What a batch update being animated knows while the collection lays itself out again.
@MainActor
struct CollectionUpdateContext {
    /// How long a batch update animates (UIKit's collection views take about 0.3 s).
    static let animationDuration = 0.3
    /// Items and sections that are new (they fade in where they land).
    var insertedItems: Set<IndexPath>
    var insertedSections: IndexSet
    /// Items that were on screen before and are still there after (they move).
    var survivors: Set<IndexPath>
    /// Views that leave with the animation and are queued when it ends.
    var departing = DepartingViews()
}

/// The views a batch update's animation takes off screen (queued for reuse when it ends).
@MainActor
final class DepartingViews {
    var views: [(view: UICollectionReusableView, kind: String?)] = []
}

extension UICollectionView {
    /// Runs the inserts, deletes, moves and reloads made in `updates` as one change: the data
    /// source's counts must agree with them (else UIKit's exception message is logged and the
    /// view reloads), cells move to their new places, new ones fade in and deleted ones fade
    /// out on the screen clock. `completion` runs when the animations end (`false` when the
    /// update was inconsistent). Mirrors `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performUpdates(animated: true, updates, completion: completion)
    }

    /// A batch update, animated or not (the diffable data source's `animatingDifferences`).
    func performUpdates(animated: Bool, _ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        loadCountsIfNeeded()
        if pendingUpdates != nil {
            // Nested: joins the enclosing batch.
            updates?()
            if let completion { pendingCompletions.append(completion) }
            return
        }
        pendingUpdates = ListBatchUpdate()
        updates?()
        endUpdates(animated: animated, completion: completion)
    }

    /// Applies the open batch.
    private func endUpdates(animated: Bool, completion: ((Bool) -> Void)?) {
        let batch = pendingUpdates ?? ListBatchUpdate()
        pendingUpdates = nil
        var completions = pendingCompletions
        pendingCompletions = []
        if let completion { completions.append(completion) }
        apply(batch, animated: animated) { finished in completions.forEach { $0(finished) } }
    }

    /// Applies a ready-made batch (the diffable data source's difference).
    func performUpdates(_ batch: ListBatchUpdate, animated: Bool, completion: ((Bool) -> Void)?) {
        loadCountsIfNeeded()
        pendingUpdates = batch
        endUpdates(animated: animated, completion: completion)
    }

    /// Mirrors `insertItems(at:)`.
    public func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Mirrors `deleteItems(at:)`.
    public func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Mirrors `reloadItems(at:)`.
    public func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Mirrors `moveItem(at:to:)`.
    public func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { record { $0.movedItems.append((indexPath, newIndexPath)) } }
    /// Mirrors `insertSections(_:)`.
    public func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Mirrors `deleteSections(_:)`.
    public func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Mirrors `reloadSections(_:)`.
    public func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Mirrors `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) { record { $0.movedSections.append((section, newSection)) } }

    /// Configures the cells of items again without making new ones (the data source is asked
    /// for them and must return the same cells). Mirrors `reconfigureItems(at:)`.
    public func reconfigureItems(at indexPaths: [IndexPath]) {
        guard let ds = dataSource else { return }
        for ip in indexPaths {
            guard let cell = visibleCellsByIndexPath[ip], let id = cell.reuseIdentifier else { continue }
            // The data source dequeues: the same cell comes back first.
            cellPool.enqueue(cell, for: id)
            let again = ds.collectionView(self, cellForItemAt: ip)
            if again !== cell {
                visibleCellsByIndexPath[ip] = nil
                setNeedsLayout()
            }
        }
    }

    /// Adds changes to the open batch, or makes them a batch of their own.
    private func record(_ change: (inout ListBatchUpdate) -> Void) {
        if var open = pendingUpdates {
            pendingUpdates = nil
            change(&open)
            pendingUpdates = open
        } else {
            loadCountsIfNeeded()
            var batch = ListBatchUpdate()
            change(&batch)
            pendingUpdates = batch
            endUpdates(animated: true, completion: nil)
        }
    }

    private func apply(_ batch: ListBatchUpdate, animated: Bool, completion: @escaping (Bool) -> Void) {
        let before = sectionCounts
        let after = readCounts()
        if let problem = batch.inconsistency(before: before, after: after) {
            BadInputLog.report("UICollectionView: \(problem) (UIKit raises NSInternalInconsistencyException here); the collection view reloads its data instead")
            reloadData()
            layoutIfNeeded()
            completion(false)
            return
        }
        sectionCounts = after
        countsAreValid = true
        let map = batch.mapper()

        // The selection follows its items.
        selectedIndexPaths = Set(selectedIndexPaths.compactMap { map.newIndexPath(forOld: $0) })
        trackedIndexPath = trackedIndexPath.flatMap { map.newIndexPath(forOld: $0) }

        var context = CollectionUpdateContext(insertedItems: Set(batch.insertedItems), insertedSections: batch.insertedSections, survivors: [])
        let layout = collectionViewLayout
        // Cells on screen: survivors keep their cells under their new index paths.
        var remapped: [IndexPath: UICollectionViewCell] = [:]
        var leaving: [(UICollectionReusableView, String?, IndexPath, UICollectionViewLayoutAttributes.ElementCategory)] = []
        for (ip, cell) in visibleCellsByIndexPath {
            if let n = map.newIndexPath(forOld: ip), !map.isReloaded(ip) {
                remapped[n] = cell
                cell.displayedIndexPath = n
                context.survivors.insert(n)
            } else {
                leaving.append((cell, nil, ip, .cell))
                collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: ip)
            }
        }
        for (n, _) in remapped { if batch.insertedItems.contains(n) { context.insertedItems.remove(n) } }
        visibleCellsByIndexPath = remapped
        var remappedSupplementary: [CollectionElementKey: UICollectionReusableView] = [:]
        for (key, view) in visibleSupplementaries {
            if let ns = map.newSection(forOld: key.indexPath.section) {
                var k = key
                k.indexPath = IndexPath(indexes: key.indexPath.count == 2 ? [ns, key.indexPath.item] : [ns])
                remappedSupplementary[k] = view
                view.displayedIndexPath = k.indexPath
            } else {
                leaving.append((view, key.kind, key.indexPath, .supplementaryView))
                collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind ?? "", at: key.indexPath)
            }
        }
        visibleSupplementaries = remappedSupplementary

        layout.prepare(forCollectionViewUpdates: Self.updateItems(batch))
        layout.invalidateLayout()
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if contentSize != size { contentSize = size }
        // Content that shrank below the offset: the offset comes back inside it (unless a
        // finger or a fling is moving the content).
        if !isTracking && !isDecelerating {
            let inset = adjustedContentInset
            let maxY = max(-inset.top, size.height + inset.bottom - bounds.height)
            let maxX = max(-inset.left, size.width + inset.right - bounds.width)
            let clamped = CGPoint(x: min(contentOffset.x, maxX), y: min(contentOffset.y, maxY))
            if clamped != contentOffset { contentOffset = clamped }
        }

        let animate = animated && window != nil
        guard animate else {
            for l in leaving {
                if let cell = l.0 as? UICollectionViewCell { recycle(cell) } else { recycle(l.0, kind: l.1) }
            }
            showElements(in: preparedRect)
            layout.finalizeCollectionViewUpdates()
            completion(true)
            return
        }
        let departing = DepartingViews()
        context.departing = departing
        updateContext = context
        UIView.animate(withDuration: CollectionUpdateContext.animationDuration, delay: 0, options: [], animations: {
            for l in leaving {
                let final: UICollectionViewLayoutAttributes?
                if l.3 == .cell {
                    final = self.mirroredIfNeeded(layout.finalLayoutAttributesForDisappearingItem(at: l.2))
                } else {
                    final = self.mirroredIfNeeded(layout.finalLayoutAttributesForDisappearingSupplementaryElement(ofKind: l.1 ?? "", at: l.2))
                }
                if let final { self.applyAttributes(final, to: l.0) } else { l.0.alpha = 0 }
                departing.views.append((l.0, l.1))
            }
            self.showElements(in: self.preparedRect)
        }, completion: { finished in
            layout.finalizeCollectionViewUpdates()
            for d in departing.views {
                if let cell = d.view as? UICollectionViewCell {
                    if !self.visibleCellsByIndexPath.values.contains(where: { $0 === cell }) { self.recycle(cell) }
                } else if !self.visibleSupplementaries.values.contains(where: { $0 === d.view }) {
                    self.recycle(d.view, kind: d.kind)
                }
            }
            completion(finished)
        })
        updateContext = nil
    }

    /// The update items a layout hears in `prepare(forCollectionViewUpdates:)`.
    static func updateItems(_ b: ListBatchUpdate) -> [UICollectionViewUpdateItem] {
        var out: [UICollectionViewUpdateItem] = []
        for s in b.deletedSections { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: IndexPath(index: s), indexPathAfterUpdate: nil, updateAction: .delete)) }
        for s in b.insertedSections { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: IndexPath(index: s), updateAction: .insert)) }
        for s in b.reloadedSections { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: IndexPath(index: s), indexPathAfterUpdate: IndexPath(index: s), updateAction: .reload)) }
        for m in b.movedSections { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: IndexPath(index: m.from), indexPathAfterUpdate: IndexPath(index: m.to), updateAction: .move)) }
        for ip in b.deletedItems { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: ip, indexPathAfterUpdate: nil, updateAction: .delete)) }
        for ip in b.insertedItems { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: nil, indexPathAfterUpdate: ip, updateAction: .insert)) }
        for ip in b.reloadedItems { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: ip, indexPathAfterUpdate: ip, updateAction: .reload)) }
        for m in b.movedItems { out.append(UICollectionViewUpdateItem(indexPathBeforeUpdate: m.from, indexPathAfterUpdate: m.to, updateAction: .move)) }
        return out
    }
}
