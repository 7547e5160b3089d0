import Foundation
import VitrineGraphics

extension UITableView {
    /// Places what is in sight: asks the data source again if a reload is pending, sizes the
    /// content, then lays out the visible rows, the section headers and footers (floating in
    /// `.plain`), the inset groups' backgrounds, the table header and footer and the background
    /// view. Runs on every change of `contentOffset`; it allocates nothing for rows that were
    /// already on screen, and takes new cells from the reuse pool.
    func layoutTable() {
        if needsReload { reloadGeometry() }
        layoutTableHeaderAndFooter()
        updateContentSize()
        sizeSectionViewsComingIntoSight()
        layoutRows()
        layoutSectionViews()
        layoutGroupBackgrounds()
        if let bg = backgroundView { bg.frame = bounds }
        layoutSwipe()
        layoutReorder()
    }

    /// The horizontal span of rows (inset in `.insetGrouped`, as iOS 13+).
    var rowInsetX: CGFloat { style == .insetGrouped ? 20 : 0 }

    func updateContentSize() {
        let h = CGFloat(geometry.contentHeight)
        let size = CGSize(width: bounds.width, height: h)
        if contentSize != size { contentSize = size }
    }

    func layoutTableHeaderAndFooter() {
        let headerH = Double(tableHeaderView.map { max(0, $0.frame.height.isFinite ? $0.frame.height : 0) } ?? 0)
        if geometry.tableHeader != headerH { geometry.tableHeader = headerH }
        geometry.tableFooter = Double(tableFooterView.map { max(0, $0.frame.height.isFinite ? $0.frame.height : 0) } ?? 0)
        if let v = tableHeaderView { v.frame = CGRect(x: 0, y: 0, width: bounds.width, height: CGFloat(headerH)) }
        if let v = tableFooterView {
            v.frame = CGRect(x: 0, y: CGFloat(geometry.starts.last ?? headerH), width: bounds.width, height: CGFloat(geometry.tableFooter))
        }
    }

    // MARK: Rows

    /// Lays out the rows between the top and bottom of the visible area.
    func layoutRows() {
        var top = Double(contentOffset.y) - reorderOverscan
        var bottom = Double(contentOffset.y) + Double(bounds.height) + reorderOverscan
        guard bounds.height > 0, let first = geometry.firstRow(atOrAfter: top), geometry.rowY(first) < bottom else {
            enqueueCells { _ in true }
            return
        }
        // The range the current heights put in sight: cells outside it go back first, so the
        // rows coming in reuse them.
        var last = first
        var y = geometry.rowY(first) + geometry.rowHeight(first)
        var counted = 1
        while y < bottom, counted < Self.maximumRowsInSight, let n = geometry.nextShownRow(after: last) {
            last = n
            y = geometry.rowY(n) + geometry.rowHeight(n)
            counted += 1
        }
        let (lo, hi) = (first, last)
        enqueueCells { $0 < lo || $0 > hi }

        var ip = first
        var placedLast = first
        var placed = 0
        y = geometry.rowY(first)
        while true {
            if visibleCellsByPath[ip] == nil, let fixed = fixedRowHeight(ip), fixed == 0 {
                // A row of height 0 shows nothing: no cell for it (its height is recorded, so
                // a run of them is jumped over in one search from then on).
                let delta = geometry.setHeight(0, for: ip)
                if delta != 0, y < top {
                    top += delta; bottom += delta
                    contentOffset.y += CGFloat(delta)
                }
                if delta != 0 { updateContentSize() }
                guard let n = geometry.next(after: ip) else { break }
                if n.section != ip.section { y = geometry.rowY(n) }
                ip = n
                if y >= bottom { break }
                continue
            }
            let cell: UITableViewCell
            if let c = visibleCellsByPath[ip] {
                cell = c
            } else if let c = makeCell(at: ip) {
                cell = c
                let measured = measureRow(cell, at: ip)
                let delta = geometry.setHeight(measured, for: ip)
                if delta != 0, y < top {
                    // The row above the visible top changed height: move the offset with it
                    // so what is on screen stays where it is (UIKit's estimate correction).
                    top += delta; bottom += delta
                    contentOffset.y += CGFloat(delta)
                }
                if delta != 0 { updateContentSize() }
            } else {
                break
            }
            let h = geometry.rowHeight(ip)
            placeCell(cell, at: ip, y: y, height: h)
            placedLast = ip
            placed += 1
            y += h
            if placed >= Self.maximumRowsInSight {
                if !reportedTooManyRows {
                    reportedTooManyRows = true
                    BadInputLog.report("UITableView: more than \(Self.maximumRowsInSight) rows are in sight at once (rows of height 0 or near it?); showing the first \(Self.maximumRowsInSight)")
                }
                break
            }
            guard y < bottom, let n = geometry.nextShownRow(after: ip) else { break }
            if n.section != ip.section { y = geometry.rowY(n) }
            ip = n
            if y >= bottom { break }
        }
        let end = placedLast
        enqueueCells { $0 > end }
    }

    /// Sets a cell's frame and separator for row `ip` at content `y`.
    func placeCell(_ cell: UITableViewCell, at ip: IndexPath, y: Double, height h: Double) {
        let x = rowInsetX
        let w = max(0, bounds.width - 2 * x)
        let offsetX = swipe?.path == ip ? swipe?.offset ?? 0 : 0
        cell.frame = CGRect(x: x + offsetX, y: CGFloat(y), width: w, height: CGFloat(h))
        if cell.contentView.frame.size == .zero {
            // Never laid out yet: start the content view at the cell's size (the cell's own
            // layout runs after and wins).
            cell.contentView.frame = cell.bounds
        }
        layoutSeparator(of: cell, at: ip)
        if _isEditing || editingControls[ObjectIdentifier(cell)] != nil || cell.reorderControlShown { layoutEditingControl(of: cell, at: ip) }
    }

    /// The table's separator line at the bottom of `cell`.
    func layoutSeparator(of cell: UITableViewCell, at ip: IndexPath) {
        let key = ObjectIdentifier(cell)
        let line: UIView
        if let l = separators[key] {
            line = l
        } else {
            line = UIView()
            line.isUserInteractionEnabled = false
            separators[key] = line
            cell.addSubview(line)
        }
        let lastInGroup = style != .plain && ip.row == geometry.numberOfRows(ip.section) - 1
        line.isHidden = separatorStyle == .none || lastInGroup
        line.backgroundColor = separatorColor
        let thickness = 1 / max(1, (window?.screen.scale).map { CGFloat($0) } ?? 1)
        let inset = cell.separatorInset
        let w = cell.bounds.width
        line.frame = CGRect(x: inset.left, y: cell.bounds.height - thickness,
                            width: max(0, w - inset.left - inset.right), height: thickness)
    }

    /// Asks the data source for row `ip`'s cell and puts it on screen (`nil` without a data
    /// source).
    func makeCell(at ip: IndexPath) -> UITableViewCell? {
        guard let ds = dataSource else { return nil }
        var cell = ds.tableView(self, cellForRowAt: ip)
        if let other = cellPaths[ObjectIdentifier(cell)], other != ip {
            UITableView.report("UITableView: the data source returned the cell already shown for row \(other.row) of section \(other.section) for row \(ip.row) of section \(ip.section); showing a placeholder cell")
            cell = makePlaceholderCell(reuseIdentifier: nil)
        }
        if cell.superview !== self { insertSubview(cell, belowSubview: cellLayerTop) }
        cell.isHidden = false
        visibleCellsByPath[ip] = cell
        cellPaths[ObjectIdentifier(cell)] = ip
        let selected = selectedSet.contains(ip)
        if cell.isSelected != selected { cell.setSelected(selected, animated: false) }
        if cell.isEditing != _isEditing { cell.setEditing(_isEditing, animated: false) }
        // Inset groups: the rounded white group behind the rows is the rows' background (a
        // view cannot round only some of its corners here, so cells stay clear).
        if style == .insetGrouped { cell.backgroundColor = nil }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: ip)
        return cell
    }

    /// Takes every visible cell whose path matches back into the pool.
    func enqueueCells(where leaving: (IndexPath) -> Bool) {
        scratchPaths.removeAll(keepingCapacity: true)
        // The row being dragged stays, wherever its place has scrolled to.
        let lifted = reorder?.source
        for (ip, _) in visibleCellsByPath where leaving(ip) && ip != lifted { scratchPaths.append(ip) }
        for ip in scratchPaths { if let c = visibleCellsByPath[ip] { enqueue(c, from: ip) } }
    }

    /// Takes a cell off the screen: the delegate hears it, and it waits in the pool (hidden,
    /// still a subview) for the next row, or leaves the table if it has no reuse identifier.
    func enqueue(_ cell: UITableViewCell, from ip: IndexPath) {
        visibleCellsByPath[ip] = nil
        cellPaths[ObjectIdentifier(cell)] = nil
        if trackedPath == ip { unhighlightTracked() }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: ip)
        if let id = cell.reuseIdentifier {
            cell.isHidden = true
            cellPool.enqueue(cell, for: id)
        } else {
            separators[ObjectIdentifier(cell)] = nil
            editingControls[ObjectIdentifier(cell)] = nil
            cell.removeFromSuperview()
        }
    }

    // MARK: Heights

    /// A height from the app: non-finite or negative values (other than
    /// `automaticDimension`) are logged and taken as 0.
    func checkedHeight(_ h: CGFloat, _ what: @autoclosure () -> String) -> CGFloat {
        if h == UITableView.automaticDimension { return h }
        if !h.isFinite || h < 0 {
            UITableView.report("UITableView: \(what()) is \(h), not a finite height ≥ 0; using 0")
            return 0
        }
        return h
    }

    /// The fixed height of row `ip` (`nil`: it sizes itself).
    func fixedRowHeight(_ ip: IndexPath) -> Double? {
        let raw = tableDelegate?.tableView(self, heightForRowAt: ip) ?? rowHeight
        let h = checkedHeight(raw, "the height of row \(ip.row) in section \(ip.section)")
        return h == UITableView.automaticDimension ? nil : Double(h)
    }

    /// The height row `ip` takes with `cell`: the delegate's or `rowHeight`, else the cell's
    /// own — its Auto Layout height at the row's width when its content view has constraints,
    /// else `sizeThatFits`. Mirrors UIKit's self-sizing cells.
    func measureRow(_ cell: UITableViewCell, at ip: IndexPath) -> Double {
        if let h = fixedRowHeight(ip) { return h }
        let w = max(0, bounds.width - 2 * rowInsetX)
        if cell.frame.width != w { cell.frame.size.width = w }
        let fitted: CGFloat
        if UITableView.hasConstraints(cell.contentView) {
            cell.layoutIfNeeded()
            let contentWidth = cell.contentView.bounds.width > 0 ? cell.contentView.bounds.width : w
            fitted = cell.contentView.systemLayoutSizeFitting(CGSize(width: contentWidth, height: 0),
                                                              withHorizontalFittingPriority: .required,
                                                              verticalFittingPriority: .fittingSizeLevel).height
        } else {
            fitted = cell.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        }
        return Double(checkedHeight(fitted, "the self-sized height of row \(ip.row) in section \(ip.section)"))
    }

    /// Whether Auto Layout places anything in `view` (its own constraints or its subviews').
    static func hasConstraints(_ view: UIView) -> Bool {
        if !view.constraints.isEmpty { return true }
        return view.subviews.contains { !$0.constraints.isEmpty }
    }

    /// The height taken for section `s`'s rows before they are measured.
    func estimate(forSection s: Int) -> Double {
        let raw = tableDelegate?.tableView(self, estimatedHeightForRowAt: IndexPath(row: 0, section: s)) ?? estimatedRowHeight
        let e = raw == UITableView.automaticDimension ? raw : checkedHeight(raw, "the estimated row height of section \(s)")
        if e == UITableView.automaticDimension || e == 0 {
            return rowHeight >= 0 && rowHeight.isFinite ? Double(rowHeight) : 44
        }
        return Double(e)
    }
}
