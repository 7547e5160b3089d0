import Foundation

extension UITableView {
    /// The first selected row (`nil`: none). Mirrors `indexPathForSelectedRow`.
    public var indexPathForSelectedRow: IndexPath? { selectedPaths.first }

    /// The selected rows (`nil`: none). Mirrors `indexPathsForSelectedRows`.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects a row without telling the delegate (as UIKit), deselecting the others unless
    /// `allowsMultipleSelection`, and scrolls it to `scrollPosition`. `nil` clears the
    /// selection. Mirrors `selectRow(at:animated:scrollPosition:)`.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if needsReload { reloadGeometry() }
        guard let ip = indexPath else { clearSelection(notify: false); return }
        guard geometry.contains(ip) else {
            UITableView.report("UITableView: selectRow(at:) row \(ip.row) of section \(ip.section) does not exist; ignored")
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for p in selectedPaths where p != ip { setCellSelected(p, false, animated: animated) }
            selectedPaths.removeAll { $0 != ip }
        }
        if !selectedPaths.contains(ip) { selectedPaths.append(ip) }
        setCellSelected(ip, true, animated: animated)
        if scrollPosition != .none { scrollToRow(at: ip, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate. Mirrors `deselectRow(at:animated:)`.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let i = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: i)
        setCellSelected(indexPath, false, animated: animated)
    }

    func setCellSelected(_ ip: IndexPath, _ selected: Bool, animated: Bool) {
        if let c = visibleCellsByPath[ip], c.isSelected != selected { c.setSelected(selected, animated: animated) }
    }

    func clearSelection(notify: Bool) {
        let old = selectedPaths
        selectedPaths.removeAll()
        for p in old {
            setCellSelected(p, false, animated: false)
            if notify { tableDelegate?.tableView(self, didDeselectRowAt: p) }
        }
    }

    /// A tap on row `ip` selects it the way UIKit does: `willSelectRowAt` (which may redirect
    /// or refuse), then the previous selection's `willDeselectRowAt` / `didDeselectRowAt`,
    /// then `didSelectRowAt`. With `allowsMultipleSelection`, a tap on a selected row
    /// deselects it (`willDeselectRowAt` → `didDeselectRowAt`).
    func userTapped(_ ip: IndexPath) {
        guard allowsSelection, !_isEditing || allowsSelectionDuringEditing else { return }
        let d = tableDelegate
        if allowsMultipleSelection, selectedPaths.contains(ip) {
            userDeselect(ip)
            return
        }
        guard let target = d == nil ? ip : d?.tableView(self, willSelectRowAt: ip), geometry.contains(target) else { return }
        if !allowsMultipleSelection {
            for p in selectedPaths where p != target { userDeselect(p) }
        }
        if !selectedPaths.contains(target) { selectedPaths.append(target) }
        setCellSelected(target, true, animated: false)
        d?.tableView(self, didSelectRowAt: target)
    }

    private func userDeselect(_ ip: IndexPath) {
        let d = tableDelegate
        guard let target = d == nil ? ip : d?.tableView(self, willDeselectRowAt: ip) else { return }
        guard let i = selectedPaths.firstIndex(of: target) else { return }
        selectedPaths.remove(at: i)
        setCellSelected(target, false, animated: false)
        d?.tableView(self, didDeselectRowAt: target)
    }

    // MARK: Touches (arriving from the cells through the responder chain)

    func tableTouchesBegan(_ touches: Set<UITouch>) {
        guard let t = touches.first else { return }
        if swipe != nil {
            // A touch anywhere else closes the open swipe and does nothing more (as UIKit).
            swipeSwallowsTouch = true
            closeSwipe(animated: true)
            return
        }
        swipeSwallowsTouch = false
        let p = t.location(in: self)
        touchStart = p
        guard allowsSelection, !_isEditing || allowsSelectionDuringEditing, let ip = indexPathForRow(at: p) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return }
        trackedPath = ip
        if let c = visibleCellsByPath[ip] { c.setHighlighted(true, animated: false) }
        tableDelegate?.tableView(self, didHighlightRowAt: ip)
    }

    func tableTouchesMoved(_ touches: Set<UITouch>) {
        guard let t = touches.first, trackedPath != nil else { return }
        let p = t.location(in: self)
        // A drag is a scroll, not a tap: the highlight goes.
        if hypot(p.x - touchStart.x, p.y - touchStart.y) > 10 { unhighlightTracked() }
    }

    func tableTouchesEnded(_ touches: Set<UITouch>) {
        guard let ip = trackedPath else { return }
        unhighlightTracked()
        userTapped(ip)
    }

    func tableTouchesCancelled(_ touches: Set<UITouch>) {
        unhighlightTracked()
    }

    func unhighlightTracked() {
        guard let ip = trackedPath else { return }
        trackedPath = nil
        if let c = visibleCellsByPath[ip] { c.setHighlighted(false, animated: false) }
        tableDelegate?.tableView(self, didUnhighlightRowAt: ip)
    }
}
