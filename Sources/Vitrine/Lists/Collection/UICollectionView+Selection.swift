import Foundation
import VitrineGraphics

extension UICollectionView {
    /// The selected items, in order (`nil` when none). Mirrors `indexPathsForSelectedItems`.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedIndexPaths.isEmpty ? nil : selectedIndexPaths.sorted()
    }

    /// Selects an item without asking or telling the delegate (as UIKit), deselecting the
    /// others unless multiple selection is on, and scrolls it to `scrollPosition` (none when
    /// empty). `nil` clears the selection. Mirrors `selectItem(at:animated:scrollPosition:)`.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for ip in selectedIndexPaths { setSelected(false, at: ip) }
            return
        }
        loadCountsIfNeeded()
        guard isValid(indexPath) else {
            BadInputLog.report("UICollectionView: selectItem(at: \(indexPath)): no such item; ignored")
            return
        }
        if !allowsMultipleSelection {
            for ip in selectedIndexPaths where ip != indexPath { setSelected(false, at: ip) }
        }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate. Mirrors `deselectItem(at:animated:)`.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        setSelected(false, at: indexPath)
    }

    func setSelected(_ selected: Bool, at ip: IndexPath) {
        if selected { selectedIndexPaths.insert(ip) } else { selectedIndexPaths.remove(ip) }
        if let cell = visibleCellsByIndexPath[ip], cell.isSelected != selected { cell.isSelected = selected }
    }

    // MARK: Touches (UIKit's order: highlight on touch down; on touch up shouldSelect,
    // unhighlight, then select)

    func trackTouchDown(_ touches: Set<UITouch>) {
        guard allowsSelection || allowsMultipleSelection, trackedIndexPath == nil, let t = touches.first else { return }
        let p = t.location(in: self)
        guard let ip = indexPathForItem(at: p) else { return }
        guard collectionDelegate?.collectionView(self, shouldHighlightItemAt: ip) ?? true else { return }
        trackedIndexPath = ip
        visibleCellsByIndexPath[ip]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: ip)
    }

    func trackTouchUp() {
        guard let ip = trackedIndexPath else { return }
        trackedIndexPath = nil
        let d = collectionDelegate
        if selectedIndexPaths.contains(ip) && allowsMultipleSelection {
            let may = d?.collectionView(self, shouldDeselectItemAt: ip) ?? true
            unhighlight(ip)
            guard may else { return }
            setSelected(false, at: ip)
            d?.collectionView(self, didDeselectItemAt: ip)
            return
        }
        let may = d?.collectionView(self, shouldSelectItemAt: ip) ?? true
        unhighlight(ip)
        guard may else { return }
        if !allowsMultipleSelection {
            for other in selectedIndexPaths.sorted() where other != ip {
                setSelected(false, at: other)
                d?.collectionView(self, didDeselectItemAt: other)
            }
        }
        setSelected(true, at: ip)
        d?.collectionView(self, didSelectItemAt: ip)
    }

    func trackTouchCancelled() {
        guard let ip = trackedIndexPath else { return }
        trackedIndexPath = nil
        unhighlight(ip)
    }

    private func unhighlight(_ ip: IndexPath) {
        visibleCellsByIndexPath[ip]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: ip)
    }
}
