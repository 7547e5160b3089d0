import Foundation
import VitrineGraphics

/// A row being dragged by its reorder control.
@MainActor
struct TableReorderState {
    /// The row picked up, by its path before the move.
    let source: IndexPath
    let cell: UITableViewCell
    /// The row's height: the gap the other rows open for it.
    let height: Double
    /// How far below the cell's top the finger came down.
    let grab: CGFloat
    /// The finger's height in the table's visible frame (it stays put while the table
    /// scrolls under it).
    var finger: CGFloat
    /// The place the drag proposes, and the place the row goes (after the delegate's say).
    var proposed: IndexPath
    var destination: IndexPath
    /// The shift applied to each section's header and footer views (they make way too).
    var sectionShifts: [Int: Double] = [:]
    /// The cell's look before it was lifted.
    let background: UIColor?
    /// The time of the last auto-scroll step.
    var lastScrollTime: Double?
}

/// Takes a touch that comes down on a row's reorder control: it begins at once (before the
/// table's pan could scroll), follows the finger and ends when it lifts. Fails at once for a
/// touch anywhere else, so scrolling and selection are not delayed.
@MainActor
final class TableReorderGestureRecognizer: UIGestureRecognizer {
    weak var table: UITableView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        guard let table, touches.count == 1, numberOfTouches == 1, let t = touches.first,
              table.reorderableRow(at: t.location(in: table)) != nil else {
            state = .failed
            return
        }
        state = .began
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { state = .changed }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard numberOfTouches == 0 else { return }
        state = state == .began || state == .changed ? .ended : .failed
    }
}

extension UITableView {
    /// Lift: the dragged row's shadow, and how long rows take to make way and to settle.
    static let reorderShadowOpacity: Float = 0.25
    static let reorderShadowRadius: CGFloat = 8
    static let reorderMakeWayDuration: TimeInterval = 0.2
    /// Auto-scroll: within this distance of the top or bottom edge the table scrolls, faster
    /// the closer the finger, up to `reorderAutoScrollSpeed` points a second. Measured guesses.
    static let reorderAutoScrollZone: CGFloat = 44
    static let reorderAutoScrollSpeed: CGFloat = 600

    /// Whether row `ip` shows its reorder control, as UIKit decides: the table is editing, its
    /// cell's `showsReorderControl` is set, the data source lets it move
    /// (`tableView(_:canMoveRowAt:)`, which stands for "the data source implements
    /// `tableView(_:moveRowAt:to:)`") and the row is editable (`tableView(_:canEditRowAt:)`:
    /// not in UIKit's documentation, but UIKit shows no reorder control on a row it may not
    /// edit).
    func showsReorderControl(at ip: IndexPath, cell: UITableViewCell) -> Bool {
        guard _isEditing, cell.showsReorderControl, let ds = dataSource, ds.tableView(self, canEditRowAt: ip) else { return false }
        return ds.tableView(self, canMoveRowAt: ip)
    }

    /// The row whose shown reorder control is under `p` (table coordinates), if no drag is
    /// under way.
    func reorderableRow(at p: CGPoint) -> IndexPath? {
        guard _isEditing, reorder == nil else { return nil }
        for (ip, cell) in visibleCellsByPath where cell.reorderControlShown {
            guard let grip = cell.reorderControl, !grip.isHidden, !cell.isHidden else { continue }
            if grip.bounds.contains(grip.convert(p, from: self)) { return ip }
        }
        return nil
    }

    /// Sets up the reorder recognizer (called once, from init): the table's pan waits for it
    /// to fail, which it does at once unless the touch is on a reorder control.
    func installReorderRecognizer() {
        reorderRecognizer.table = self
        reorderRecognizer.addAction { [weak self] g in
            guard let self else { return }
            switch g.state {
            case .began: self.beginReorder(at: g.location(in: self))
            case .changed: self.dragReorder(to: g.location(in: self))
            case .ended: self.endReorder(drop: true)
            case .cancelled, .failed: self.endReorder(drop: false)
            default: break
            }
        }
        addGestureRecognizer(reorderRecognizer)
        panGestureRecognizer.require(toFail: reorderRecognizer)
    }

    // MARK: Dragging

    /// Lifts the row whose control is under `p`: it rises above the others with a shadow and
    /// follows the finger.
    func beginReorder(at p: CGPoint) {
        guard let ip = reorderableRow(at: p), let cell = visibleCellsByPath[ip] else { return }
        unhighlightTracked()
        closeSwipe(animated: false)
        reorder = TableReorderState(source: ip, cell: cell, height: geometry.rowHeight(ip), grab: p.y - cell.frame.minY,
                                    finger: p.y - contentOffset.y, proposed: ip, destination: ip, background: cell.backgroundColor)
        // A clear cell (inset groups draw the rows' white) gets the group's colour while it
        // floats over the others.
        if cell.backgroundColor == nil { cell.backgroundColor = UITableView.groupedCellColor }
        cell.layer.shadowColor = UIColor.black.cgColor
        cell.layer.shadowOffset = .zero
        cell.layer.shadowRadius = Self.reorderShadowRadius
        cell.layer.shadowOpacity = Self.reorderShadowOpacity
        bringSubviewToFront(cell)
        reorderScrollLink.add(for: self)
    }

    /// The finger moved to `p` (table coordinates).
    func dragReorder(to p: CGPoint) {
        guard reorder != nil else { return }
        reorder?.finger = p.y - contentOffset.y
        moveLiftedRow()
    }

    /// Puts the lifted row under the finger (kept within the rows) and, when it comes over a
    /// new place, asks the delegate where it goes and lets the other rows make way.
    func moveLiftedRow() {
        guard var r = reorder else { return }
        let top = CGFloat(geometry.rowsTop(0))
        let bottom = CGFloat(geometry.rowsBottom(max(0, geometry.numberOfSections - 1))) - CGFloat(r.height)
        let y = min(max(contentOffset.y + r.finger - r.grab, top), max(top, bottom))
        r.cell.frame.origin.y = y
        let proposed = proposedDestination(forTop: Double(y), r)
        guard proposed != r.proposed else { reorder = r; return }
        r.proposed = proposed
        reorder = r
        let target = checkedMoveTarget(from: r.source, proposed: proposed)
        guard target != r.destination else { return }
        reorder?.destination = target
        UIView.animate(withDuration: Self.reorderMakeWayDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self.shiftRowsForReorder()
        })
    }

    /// Where the lifted row would go with its top at content height `top`: the place (among
    /// the rows with it taken out, section ends included) whose top is nearest; on a tie the
    /// current destination stays (a section's end and the next one's start can be the same
    /// height).
    func proposedDestination(forTop top: Double, _ r: TableReorderState) -> IndexPath {
        let s = r.source, h = r.height
        func count(_ k: Int) -> Int { geometry.numberOfRows(k) - (k == s.section ? 1 : 0) }
        // The top of place `row` in section `k`, with the lifted row taken out.
        func placeTop(_ k: Int, _ row: Int) -> Double {
            if row >= count(k) { return geometry.rowsBottom(k) - (k >= s.section ? h : 0) }
            let original = IndexPath(row: k == s.section && row >= s.row ? row + 1 : row, section: k)
            return geometry.rowY(original) - (original > s ? h : 0)
        }
        // Back to the table's own coordinates (everything past the row's old top moved up by
        // its height when it was taken out) to find the section under the row.
        let k = geometry.section(atOffset: top >= geometry.rowY(s) ? top + h : top)
        var lo = 0, hi = max(0, count(k))
        while lo < hi {
            let m = (lo + hi) / 2
            if placeTop(k, m) >= top { hi = m } else { lo = m + 1 }
        }
        var candidates = [IndexPath(row: max(0, lo - 1), section: k), IndexPath(row: lo, section: k)]
        if k > 0 { candidates.append(IndexPath(row: max(0, count(k - 1)), section: k - 1)) }
        if k + 1 < geometry.numberOfSections { candidates.append(IndexPath(row: 0, section: k + 1)) }
        var best = r.proposed, bestDistance = Double.infinity
        for c in candidates {
            let d = abs(placeTop(c.section, c.row) - top)
            if d < bestDistance || (d == bestDistance && c == r.proposed) { best = c; bestDistance = d }
        }
        return best
    }

    /// The delegate's retarget of `proposed` (UIKit's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`); a place that does
    /// not exist is logged and the proposal kept.
    func checkedMoveTarget(from source: IndexPath, proposed: IndexPath) -> IndexPath {
        guard let d = tableDelegate else { return proposed }
        let t = d.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
        let rows = t.count == 2 && t.section >= 0 && t.section < geometry.numberOfSections
            ? geometry.numberOfRows(t.section) - (t.section == source.section ? 1 : 0) : -1
        guard t.count == 2, t.row >= 0, t.row <= rows else {
            UITableView.report("UITableView: tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:) returned \(t), which is not a place the row can go; using the proposed row \(proposed.row) of section \(proposed.section)")
            return proposed
        }
        return t
    }

    /// How far row `ip` (not the lifted one) sits from its place while the lifted row is over
    /// its destination: up by the row's height past its old place, down past its new one.
    func reorderShift(ofRow ip: IndexPath, _ r: TableReorderState) -> Double {
        var d = ip > r.source ? -r.height : 0
        var rest = ip
        if rest.section == r.source.section && rest.row > r.source.row { rest.row -= 1 }
        if rest >= r.destination { d += r.height }
        return d
    }

    /// Moves the visible rows (and the section headers and footers between the old and new
    /// places) to make way for the lifted row; the lifted row stays under the finger.
    func shiftRowsForReorder() {
        guard var r = reorder else { return }
        for (ip, cell) in visibleCellsByPath where ip != r.source {
            cell.frame.origin.y = CGFloat(geometry.rowY(ip) + reorderShift(ofRow: ip, r))
        }
        let h = r.height
        for (s, v) in visibleHeaders {
            let shift = (s > r.source.section ? -h : 0) + (s > r.destination.section ? h : 0)
            v.frame.origin.y += CGFloat(shift - (r.sectionShifts[s] ?? 0))
            r.sectionShifts[s] = shift
        }
        for (s, v) in visibleFooters {
            let key = -1 - s
            let shift = (s >= r.source.section ? -h : 0) + (s >= r.destination.section ? h : 0)
            v.frame.origin.y += CGFloat(shift - (r.sectionShifts[key] ?? 0))
            r.sectionShifts[key] = shift
        }
        reorder = r
    }

    /// Every layout pass during a drag (the header and footer views were just put back in
    /// their places): the rows make way and the lifted row stays under the finger, on top.
    func layoutReorder() {
        guard reorder != nil else { return }
        reorder?.sectionShifts = [:]
        shiftRowsForReorder()
        moveLiftedRow()
        if let cell = reorder?.cell, subviews.last !== cell { bringSubviewToFront(cell) }
    }

    /// How far a drag keeps rows in sight beyond the visible area (those that make way come
    /// in from there).
    var reorderOverscan: Double { reorder?.height ?? 0 }

    // MARK: Auto-scroll

    /// One frame of auto-scroll: near the top or bottom edge the table scrolls towards it and
    /// the lifted row, staying under the finger, passes the rows scrolling by.
    func reorderAutoScrollStep(_ now: Double) {
        guard let r = reorder else { reorderScrollLink.invalidate(); return }
        let dt = r.lastScrollTime.map { max(0, now - $0) } ?? 0
        reorder?.lastScrollTime = now
        let inset = adjustedContentInset
        let zone = Self.reorderAutoScrollZone
        let top = inset.top + zone, bottom = bounds.height - inset.bottom - zone
        var depth: CGFloat = 0
        if r.finger < top { depth = -min(1, (top - r.finger) / zone) } else if r.finger > bottom { depth = min(1, (r.finger - bottom) / zone) }
        guard depth != 0, dt > 0 else { return }
        let minY = -inset.top, maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        let y = min(max(contentOffset.y + depth * Self.reorderAutoScrollSpeed * CGFloat(dt), minY), maxY)
        guard y != contentOffset.y else { return }
        contentOffset.y = y
        layoutIfNeeded()
        moveLiftedRow()
    }

    // MARK: Dropping

    /// The finger lifted (`drop`) or the drag was cancelled. A drop away from the row's own
    /// place moves the row in the table's own records (no reload), then tells the data source
    /// once (`tableView(_:moveRowAt:to:)`: the table has moved the row, the model follows, and
    /// may reload); the row settles into its place. A drop at its own place, or a cancel,
    /// calls nothing and the rows go back.
    func endReorder(drop: Bool) {
        guard let r = reorder else { return }
        reorder = nil
        reorderScrollLink.invalidate()
        if drop, r.destination != r.source, let ds = dataSource {
            recordMove(from: r.source, to: r.destination)
            TableMoveProbe.defaultRan = false
            ds.tableView(self, moveRowAt: r.source, to: r.destination)
            if TableMoveProbe.defaultRan {
                recordMove(from: r.destination, to: r.source)
                UITableView.report("UITableView: \(type(of: ds)) does not implement tableView(_:moveRowAt:to:); the row dropped at row \(r.destination.row) of section \(r.destination.section) goes back to row \(r.source.row) of section \(r.source.section) (implement it, or answer false from tableView(_:canMoveRowAt:))")
            }
        }
        UIView.animate(withDuration: UITableView.rowAnimationDuration, delay: 0, options: [.curveEaseInOut], animations: {
            self.setNeedsLayout()
            self.layoutIfNeeded()
        }, completion: { [weak self] _ in self?.settleLiftedCell(r) })
    }

    /// Moves row `s` to `d` in the table's records — measured heights, visible cells,
    /// selection — as `moveRow(at:to:)` would, without asking the data source (whose model
    /// follows only after).
    func recordMove(from s: IndexPath, to d: IndexPath) {
        guard geometry.contains(s), d.section >= 0, d.section < geometry.numberOfSections else { return }
        let old = geometry
        var u = TableUpdates()
        u.movedRows = [(s, d)]
        let n = old.numberOfSections
        let map = TableUpdateMap(u, oldSections: n, newSections: n)
        for k in Set([s.section, d.section]) {
            let count = old.numberOfRows(k) - (k == s.section ? 1 : 0) + (k == d.section ? 1 : 0)
            geometry.sections[k].rows = old.sections[k].rows.remapped(count: count) { r in
                map.newPath(ofOld: IndexPath(row: r, section: k)).flatMap { $0.section == k ? $0.row : nil }
            }
        }
        geometry.recomputeStarts()
        if old.sections[s.section].rows.isMeasured(s.row) { geometry.setHeight(old.rowHeight(s), for: d) }
        var visible: [IndexPath: UITableViewCell] = [:]
        for (ip, cell) in visibleCellsByPath {
            let np = map.newPath(ofOld: ip) ?? ip
            visible[np] = cell
            cellPaths[ObjectIdentifier(cell)] = np
        }
        visibleCellsByPath = visible
        selectedPaths = selectedPaths.map { map.newPath(ofOld: $0) ?? $0 }
        unhighlightTracked()
    }

    /// Ends a drag at once, without a move (a reload, an update or the end of editing came
    /// during it).
    func cancelReorder() {
        guard let r = reorder else { return }
        reorder = nil
        reorderScrollLink.invalidate()
        settleLiftedCell(r)
        setNeedsLayout()
    }

    /// The row is down: its shadow goes and it goes back among the rows.
    private func settleLiftedCell(_ r: TableReorderState) {
        let cell = r.cell
        cell.layer.shadowOpacity = 0
        if r.background == nil { cell.backgroundColor = nil }
        if cell.superview === self, reorder?.cell !== cell { insertSubview(cell, belowSubview: cellLayerTop) }
    }

    // MARK: Package hooks for tests

    /// The row being dragged and where it would go now, if a drag is under way.
    package var reorderingIndexPaths: (source: IndexPath, destination: IndexPath)? {
        reorder.map { ($0.source, $0.destination) }
    }
}
