import Foundation
import VitrineGraphics

extension UITableView {
    /// The length of UIKit's row animations.
    static let rowAnimationDuration: TimeInterval = 0.3

    /// Drops every cell and asks the data source for everything again (at the next layout).
    /// Mirrors `reloadData()`.
    public func reloadData() {
        cancelReorder()
        setNeedsReload()
        layoutIfNeeded()
    }

    /// Starts a group of row and section changes applied together by `endUpdates()`. Mirrors
    /// `beginUpdates()`.
    public func beginUpdates() {
        if updateDepth == 0 { pendingUpdates = TableUpdates() }
        updateDepth += 1
    }

    /// Applies the changes since `beginUpdates()`, animated. Mirrors `endUpdates()`.
    public func endUpdates() {
        guard updateDepth > 0 else {
            UITableView.report("UITableView: endUpdates() without beginUpdates(); ignored")
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates(completion: nil) }
    }

    /// Runs `updates` (which makes row and section changes and updates the data source) as one
    /// animated change; `completion` runs when the animations end. Mirrors
    /// `performBatchUpdates(_:completion:)`.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        if updateDepth == 0 { pendingUpdates = TableUpdates() }
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if updateDepth == 0 { applyPendingUpdates(completion: completion) } else if let completion { completion(true) }
    }

    /// Mirrors `insertRows(at:with:)`.
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for ip in indexPaths { u.insertedRows.append(ip); u.insertAnimation[ip] = animation } }
    }

    /// Mirrors `deleteRows(at:with:)`.
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for ip in indexPaths { u.deletedRows.append(ip); u.deleteAnimation[ip] = animation } }
    }

    /// Replaces the rows' cells (asking the data source again), animated as a delete and an
    /// insert in place. Mirrors `reloadRows(at:with:)`.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        record { u in for ip in indexPaths { u.reloadedRows.append(ip); u.insertAnimation[ip] = animation; u.deleteAnimation[ip] = animation } }
    }

    /// Mirrors `moveRow(at:to:)`.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { u in u.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Mirrors `insertSections(_:with:)`.
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.insertedSections.insert(s); u.sectionInsertAnimation[s] = animation } }
    }

    /// Mirrors `deleteSections(_:with:)`.
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.deletedSections.insert(s); u.sectionDeleteAnimation[s] = animation } }
    }

    /// Mirrors `reloadSections(_:with:)`.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        record { u in for s in sections { u.reloadedSections.insert(s); u.sectionInsertAnimation[s] = animation; u.sectionDeleteAnimation[s] = animation } }
    }

    /// Mirrors `moveSection(_:toSection:)`.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        record { u in u.movedSections.append((section, newSection)) }
    }

    /// Adds a change to the open batch, or applies it alone.
    private func record(_ change: (inout TableUpdates) -> Void) {
        if updateDepth > 0 {
            change(&pendingUpdates)
        } else {
            pendingUpdates = TableUpdates()
            change(&pendingUpdates)
            applyPendingUpdates(completion: nil)
        }
    }

    // MARK: Applying

    /// UIKit's consistency check of an update: the counts the data source reports afterwards
    /// must equal the counts before plus inserts minus deletes (and moves). Returns UIKit's
    /// exception reason for the first inconsistency, or `nil`.
    func inconsistency(of u: TableUpdates, newCounts: [Int]) -> String? {
        let oldSections = geometry.numberOfSections
        let insertedS = u.insertedSections.count, deletedS = u.deletedSections.count
        if newCounts.count != oldSections + insertedS - deletedS {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCounts.count)) must be equal to the number of sections contained in the table view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(insertedS) inserted, \(deletedS) deleted)."
        }
        for ip in u.deletedRows + u.reloadedRows + u.movedRows.map(\.from) where !geometry.contains(ip) {
            return "Invalid update: attempt to delete row \(ip.row) from section \(ip.section) which only contains \(geometry.numberOfRows(ip.section)) rows before the update"
        }
        for ip in u.insertedRows + u.movedRows.map(\.to) where !(ip.section < newCounts.count && ip.row >= 0 && ip.row < newCounts[ip.section]) {
            let n = ip.section < newCounts.count ? newCounts[ip.section] : 0
            return "Invalid update: attempt to insert row \(ip.row) into section \(ip.section), but there are only \(n) rows in section \(ip.section) after the update"
        }
        let map = TableUpdateMap(u, oldSections: oldSections, newSections: newCounts.count)
        for ns in 0..<newCounts.count {
            guard let os = map.oldSectionOfNew[ns], !u.movedSections.contains(where: { $0.to == ns }) else { continue }
            let before = geometry.numberOfRows(os)
            let inserted = u.insertedRows.filter { $0.section == ns }.count
            let deleted = u.deletedRows.filter { $0.section == os }.count
            let movedIn = u.movedRows.filter { $0.to.section == ns && $0.from.section != os }.count
            let movedOut = u.movedRows.filter { $0.from.section == os && $0.to.section != ns }.count
            if newCounts[ns] != before + inserted - deleted + movedIn - movedOut {
                return "Invalid update: invalid number of rows in section \(ns). The number of rows contained in an existing section after the update (\(newCounts[ns])) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// Applies `pendingUpdates`: checks them against the data source's new counts (an
    /// inconsistency is logged with UIKit's message and answered with `reloadData()`), carries
    /// the measured heights, visible cells and selection over to the new paths, and animates
    /// cells from where they were to where they go; deleted rows leave and inserted rows come
    /// in with their `RowAnimation`. `completion` runs after the animation.
    func applyPendingUpdates(completion: ((Bool) -> Void)?) {
        let u = pendingUpdates
        pendingUpdates = TableUpdates()
        cancelReorder()
        if needsReload || u.isEmpty {
            // Nothing laid out yet (or nothing changed): the next layout asks for everything.
            setNeedsReload()
            layoutIfNeeded()
            finish(completion)
            return
        }
        guard let ds = dataSource else { reloadData(); finish(completion); return }
        closeSwipe(animated: false)
        var nSections = ds.numberOfSections(in: self)
        if nSections < 0 { nSections = 0 }
        let newCounts = (0..<nSections).map { max(0, ds.tableView(self, numberOfRowsInSection: $0)) }
        if let reason = inconsistency(of: u, newCounts: newCounts) {
            UITableView.report("UITableView: \(reason)\(reason.hasSuffix(".") ? "" : ".") The table reloads its data instead.")
            reloadData()
            finish(completion)
            return
        }
        let map = TableUpdateMap(u, oldSections: geometry.numberOfSections, newSections: nSections)
        let old = geometry

        // New geometry, carrying measured heights of rows that stay.
        var next = TableGeometry()
        next.tableHeader = old.tableHeader
        next.tableFooter = old.tableFooter
        for ns in 0..<nSections {
            var sec = makeSectionGeometry(ns, dataSource: ds)
            if let os = map.oldSectionOfNew[ns] {
                sec.rows = old.sections[os].rows.remapped(count: sec.rows.count, estimate: sec.rows.estimate) { r in
                    map.newPath(ofOld: IndexPath(row: r, section: os)).flatMap { $0.section == ns ? $0.row : nil }
                }
            }
            next.sections.append(sec)
        }
        next.recomputeStarts()

        // Cells: kept ones move to their new paths; the others leave animated.
        var leaving: [(UITableViewCell, IndexPath)] = []
        var kept: [(UITableViewCell, CGRect)] = []
        var newVisible: [IndexPath: UITableViewCell] = [:]
        for (ip, cell) in visibleCellsByPath {
            if let np = map.newPath(ofOld: ip), next.contains(np) {
                newVisible[np] = cell
                cellPaths[ObjectIdentifier(cell)] = np
                kept.append((cell, cell.frame))
            } else {
                leaving.append((cell, ip))
                cellPaths[ObjectIdentifier(cell)] = nil
            }
        }
        if let t = trackedPath { trackedPath = nil; visibleCellsByPath[t]?.setHighlighted(false, animated: false) }
        visibleCellsByPath = newVisible
        selectedPaths = selectedPaths.compactMap { map.newPath(ofOld: $0) }.filter { next.contains($0) }
        geometry = next
        removeSectionViews()

        // Lay out the final state without animation, then animate from the old state.
        let before = Set(visibleCellsByPath.values.map(ObjectIdentifier.init))
        UIView.performWithoutAnimation { layoutTable() }
        var startFrames: [(UITableViewCell, CGRect, CGRect)] = []  // cell, from, to
        var fadeIns: [UITableViewCell] = []
        for (cell, oldFrame) in kept where cell.superview === self && !cell.isHidden {
            startFrames.append((cell, oldFrame, cell.frame))
        }
        let width = bounds.width
        for (np, cell) in visibleCellsByPath where !before.contains(ObjectIdentifier(cell)) {
            let final = cell.frame
            if let op = map.oldPath(ofNew: np), op.section < old.numberOfSections {
                // A row that was off screen slides in from where it was.
                let oy = CGFloat(old.rowY(op))
                startFrames.append((cell, CGRect(x: final.minX, y: oy, width: final.width, height: final.height), final))
                continue
            }
            let anim = u.insertAnimation[np] ?? u.sectionInsertAnimation[np.section] ?? .automatic
            switch anim {
            case .none: break
            case .fade, .automatic, .middle: cell.alpha = 0; fadeIns.append(cell)
            case .right: startFrames.append((cell, final.offsetBy(dx: width, dy: 0), final))
            case .left: startFrames.append((cell, final.offsetBy(dx: -width, dy: 0), final))
            case .top: startFrames.append((cell, final.offsetBy(dx: 0, dy: -final.height), final)); cell.alpha = 0; fadeIns.append(cell)
            case .bottom: startFrames.append((cell, final.offsetBy(dx: 0, dy: final.height), final)); cell.alpha = 0; fadeIns.append(cell)
            }
        }
        for (cell, from, _) in startFrames { cell.frame = from }
        // Leaving cells stay on screen until the animation ends (then go back to the pool).
        for (cell, ip) in leaving {
            tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
            disappearingCells.append(cell)
        }
        let animated = !(startFrames.isEmpty && fadeIns.isEmpty && leaving.allSatisfy { (u.deleteAnimation[$0.1] ?? u.sectionDeleteAnimation[$0.1.section]) == RowAnimation.none })
        let duration = animated ? UITableView.rowAnimationDuration : 0
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
            for (cell, _, to) in startFrames { cell.frame = to }
            for cell in fadeIns { cell.alpha = 1 }
            for (cell, ip) in leaving {
                let anim = u.deleteAnimation[ip] ?? u.sectionDeleteAnimation[ip.section] ?? .automatic
                let f = cell.frame
                switch anim {
                case .none: cell.alpha = 0
                case .fade, .automatic, .middle: cell.alpha = 0
                case .right: cell.frame = f.offsetBy(dx: width, dy: 0)
                case .left: cell.frame = f.offsetBy(dx: -width, dy: 0)
                case .top: cell.frame = f.offsetBy(dx: 0, dy: -f.height); cell.alpha = 0
                case .bottom: cell.frame = f.offsetBy(dx: 0, dy: f.height); cell.alpha = 0
                }
            }
        }, completion: { finished in
            for (cell, _) in leaving { self.retireDisappearing(cell) }
            completion?(finished)
        })
    }

    /// A cell whose row went away finishes its exit: back to full opacity and into the pool.
    private func retireDisappearing(_ cell: UITableViewCell) {
        if let i = disappearingCells.firstIndex(where: { $0 === cell }) { disappearingCells.remove(at: i) }
        cell.alpha = 1
        guard cellPaths[ObjectIdentifier(cell)] == nil else { return }
        if let id = cell.reuseIdentifier {
            cell.isHidden = true
            cellPool.enqueue(cell, for: id)
        } else {
            separators[ObjectIdentifier(cell)] = nil
            cell.removeFromSuperview()
        }
    }

    private func finish(_ completion: ((Bool) -> Void)?) {
        guard let completion else { return }
        UIView.animate(withDuration: 0, animations: {}, completion: completion)
    }
}
