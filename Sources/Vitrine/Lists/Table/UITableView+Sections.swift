import Foundation
import VitrineGraphics

extension UITableView {
    /// Asks the data source for the sections and row counts again, and the delegate for the
    /// header and footer heights; row heights start from the estimates (or, with
    /// `estimatedRowHeight` 0, are all asked for now, as UIKit does without estimates).
    func reloadGeometry() {
        needsReload = false
        enqueueCells { _ in true }
        removeSectionViews()
        closeSwipe(animated: false)
        geometry = TableGeometry()
        geometry.tableHeader = Double(tableHeaderView?.frame.height ?? 0)
        guard let ds = dataSource else { return }
        var n = ds.numberOfSections(in: self)
        if n < 0 {
            UITableView.report("UITableView: numberOfSections(in:) returned \(n); using 0")
            n = 0
        }
        geometry.sections.reserveCapacity(n)
        for s in 0..<n {
            geometry.sections.append(makeSectionGeometry(s, dataSource: ds))
        }
        geometry.recomputeStarts()
        selectedPaths.removeAll { !geometry.contains($0) }
    }

    /// One section's heights from the data source and delegate.
    func makeSectionGeometry(_ s: Int, dataSource ds: UITableViewDataSource) -> TableGeometry.Section {
        var rows = ds.tableView(self, numberOfRowsInSection: s)
        if rows < 0 {
            UITableView.report("UITableView: tableView(_:numberOfRowsInSection:) returned \(rows) for section \(s); using 0")
            rows = 0
        }
        let headerTitle = ds.tableView(self, titleForHeaderInSection: s)
        let footerTitle = ds.tableView(self, titleForFooterInSection: s)
        var heights = TableRowHeights(count: rows, estimate: estimate(forSection: s))
        if estimatedRowHeight == 0 {
            for r in 0..<rows {
                if let h = fixedRowHeight(IndexPath(row: r, section: s)) { heights.setHeight(h, ofRow: r) }
            }
        }
        return TableGeometry.Section(header: headerHeight(s, title: headerTitle), footer: footerHeight(s, title: footerTitle),
                                     rows: heights, headerTitle: headerTitle, footerTitle: footerTitle)
    }

    /// A section header's height: the delegate's, else `sectionHeaderHeight`; automatic
    /// means the style's height for a title (plain 28, grouped 38), none without one in
    /// `.plain` and the 18-point gap between groups otherwise.
    func headerHeight(_ s: Int, title: String?) -> Double {
        let raw = tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight
        let h = checkedHeight(raw, "the header height of section \(s)")
        if h != UITableView.automaticDimension { return Double(h) }
        if title != nil { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    /// A section footer's height (automatic: plain 28 or grouped 38 with a title; none or an
    /// 18-point gap without).
    func footerHeight(_ s: Int, title: String?) -> Double {
        let raw = tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight
        let h = checkedHeight(raw, "the footer height of section \(s)")
        if h != UITableView.automaticDimension { return Double(h) }
        if title != nil { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    // MARK: Header and footer views

    static let titleHeaderIdentifier = "_UITableViewTitleHeader"
    static let titleFooterIdentifier = "_UITableViewTitleFooter"

    /// Places the headers and footers of the sections in sight; in `.plain` a header floats
    /// at the top of the visible area while its section's rows scroll under it, and a footer
    /// at the bottom, as UIKit's.
    func layoutSectionViews() {
        let inset = adjustedContentInset
        let top = Double(contentOffset.y), bottom = top + Double(bounds.height)
        let visibleTop = top + Double(inset.top), visibleBottom = bottom - Double(inset.bottom)
        let n = geometry.numberOfSections
        let first = n > 0 ? geometry.section(atOffset: top) : 0
        let last = n > 0 ? geometry.section(atOffset: bottom) : -1
        scratchSections.removeAll(keepingCapacity: true)
        for (s, _) in visibleHeaders where s < first || s > last { scratchSections.append(s) }
        for s in scratchSections { if let v = visibleHeaders.removeValue(forKey: s) { retireSectionView(v) } }
        scratchSections.removeAll(keepingCapacity: true)
        for (s, _) in visibleFooters where s < first || s > last { scratchSections.append(s) }
        for s in scratchSections { if let v = visibleFooters.removeValue(forKey: s) { retireSectionView(v) } }
        guard first <= last else { return }
        for s in first...last {
            let sec = geometry.sections[s]
            if sec.header > 0 {
                var y = geometry.sectionTop(s)
                if style == .plain { y = max(y, min(visibleTop, geometry.rowsBottom(s) - sec.header)) }
                let v = visibleHeaders[s] ?? makeSectionView(s, header: true)
                if let v {
                    placeSectionView(v, y: y, height: sec.header, header: true)
                }
            }
            if sec.footer > 0 {
                var y = geometry.rowsBottom(s)
                if style == .plain { y = max(geometry.rowsTop(s), min(y, visibleBottom - sec.footer)) }
                let v = visibleFooters[s] ?? makeSectionView(s, header: false)
                if let v { placeSectionView(v, y: y, height: sec.footer, header: false) }
            }
        }
    }

    private func placeSectionView(_ v: UIView, y: Double, height: Double, header: Bool) {
        let x: CGFloat = 0
        v.frame = CGRect(x: x, y: CGFloat(y), width: bounds.width, height: CGFloat(height))
        if let hf = v as? UITableViewHeaderFooterView, hf.reuseIdentifier == UITableView.titleHeaderIdentifier || hf.reuseIdentifier == UITableView.titleFooterIdentifier {
            // Minimal placement of the standard title (the header view's own layout, when it
            // has one, runs after and wins).
            hf.contentView.frame = hf.bounds
            let leading: CGFloat = style == .insetGrouped ? 20 + 16 : 16
            let labelH: CGFloat = 20
            let labelY: CGFloat = header ? max(0, hf.bounds.height - labelH - (style == .plain ? 4 : 7)) : (style == .plain ? 4 : 7)
            hf._textLabel?.frame = CGRect(x: leading, y: labelY, width: max(0, hf.bounds.width - leading - 16), height: labelH)
        }
    }

    /// A header or footer for section `s`: the delegate's view, else the standard one showing
    /// the data source's title (`nil`: nothing to show).
    private func makeSectionView(_ s: Int, header: Bool) -> UIView? {
        let custom = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s)
        var view: UIView? = custom
        if view == nil, let title = header ? geometry.sections[s].headerTitle : geometry.sections[s].footerTitle {
            let id = header ? UITableView.titleHeaderIdentifier : UITableView.titleFooterIdentifier
            if !headerFooterPool.isRegistered(id) {
                headerFooterPool.register({ UITableViewHeaderFooterView(reuseIdentifier: $0) }, for: id)
            }
            if let hf = headerFooterPool.dequeue(id) {
                hf.prepareForReuse()
                let label = hf.textLabel
                if style == .plain {
                    label?.font = .boldSystemFont(ofSize: 15)
                    label?.textColor = .label
                    hf.backgroundColor = UIColor(rgb: 0xF7F7F7)
                } else {
                    label?.font = .systemFont(ofSize: 13)
                    label?.textColor = UIColor(rgb: 0x6D6D72)
                    hf.backgroundColor = nil
                }
                label?.text = header && style != .plain ? title.uppercased() : title
                view = hf
            }
        }
        guard let v = view else { return nil }
        if v.superview !== self { addSubview(v) }
        v.isHidden = false
        if header {
            visibleHeaders[s] = v
            tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: s)
        } else {
            visibleFooters[s] = v
            tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: s)
        }
        return v
    }

    /// A header or footer leaves the screen: back into the pool if it is reusable.
    private func retireSectionView(_ v: UIView) {
        if let hf = v as? UITableViewHeaderFooterView, let id = hf.reuseIdentifier, headerFooterPool.isRegistered(id) {
            hf.isHidden = true
            headerFooterPool.enqueue(hf, for: id)
        } else {
            v.removeFromSuperview()
        }
    }

    func removeSectionViews() {
        for (_, v) in visibleHeaders { retireSectionView(v) }
        for (_, v) in visibleFooters { retireSectionView(v) }
        visibleHeaders.removeAll(keepingCapacity: true)
        visibleFooters.removeAll(keepingCapacity: true)
    }

    // MARK: Inset groups

    /// `.insetGrouped`: a rounded white group behind each visible section's rows.
    func layoutGroupBackgrounds() {
        guard style == .insetGrouped else { return }
        let top = Double(contentOffset.y), bottom = top + Double(bounds.height)
        let n = geometry.numberOfSections
        let first = n > 0 ? geometry.section(atOffset: top) : 0
        let last = n > 0 ? geometry.section(atOffset: bottom) : -1
        scratchSections.removeAll(keepingCapacity: true)
        for (s, _) in groupBackgrounds where s < first || s > last { scratchSections.append(s) }
        for s in scratchSections {
            if let v = groupBackgrounds.removeValue(forKey: s) { v.isHidden = true; idleGroupBackgrounds.append(v) }
        }
        guard first <= last else { return }
        for s in first...last {
            let h = geometry.sections[s].rows.total
            guard h > 0 else {
                if let v = groupBackgrounds.removeValue(forKey: s) { v.isHidden = true; idleGroupBackgrounds.append(v) }
                continue
            }
            let v: UIView
            if let g = groupBackgrounds[s] {
                v = g
            } else if let g = idleGroupBackgrounds.popLast() {
                v = g
                groupBackgrounds[s] = v
            } else {
                v = UIView()
                v.isUserInteractionEnabled = false
                v.backgroundColor = UITableView.groupedCellColor
                v.cornerRadius = 10
                insertSubview(v, at: backgroundView == nil ? 0 : 1)
                groupBackgrounds[s] = v
            }
            v.isHidden = false
            v.frame = CGRect(x: rowInsetX, y: CGFloat(geometry.rowsTop(s)), width: max(0, bounds.width - 2 * rowInsetX), height: CGFloat(h))
        }
    }

    // MARK: Queries

    /// Mirrors `UITableView.numberOfSections`.
    public var numberOfSections: Int {
        if needsReload { reloadGeometry() }
        return geometry.numberOfSections
    }

    /// Mirrors `numberOfRows(inSection:)`.
    public func numberOfRows(inSection section: Int) -> Int {
        if needsReload { reloadGeometry() }
        return geometry.numberOfRows(section)
    }

    /// The area of a section (header, rows and footer), in the table's content. Mirrors
    /// `rect(forSection:)`.
    public func rect(forSection section: Int) -> CGRect {
        if needsReload { reloadGeometry() }
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return CGRect(x: 0, y: CGFloat(geometry.sectionTop(section)), width: bounds.width, height: CGFloat(geometry.sections[section].height))
    }

    /// Mirrors `rectForHeader(inSection:)` (where the header lies unpinned).
    public func rectForHeader(inSection section: Int) -> CGRect {
        let r = rect(forSection: section)
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        return CGRect(x: 0, y: r.minY, width: r.width, height: CGFloat(geometry.sections[section].header))
    }

    /// Mirrors `rectForFooter(inSection:)`.
    public func rectForFooter(inSection section: Int) -> CGRect {
        let r = rect(forSection: section)
        guard section >= 0, section < geometry.numberOfSections else { return .zero }
        let f = CGFloat(geometry.sections[section].footer)
        return CGRect(x: 0, y: r.maxY - f, width: r.width, height: f)
    }

    /// The header view shown for a section (`nil` when it is not on screen). Mirrors
    /// `headerView(forSection:)`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// Mirrors `footerView(forSection:)`.
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }
}
