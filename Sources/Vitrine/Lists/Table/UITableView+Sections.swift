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
        var sec = TableGeometry.Section(header: headerHeight(s, title: headerTitle), footer: footerHeight(s, title: footerTitle),
                                        rows: heights, headerTitle: headerTitle, footerTitle: footerTitle)
        sec.headerNeedsView = headerTitle == nil && requestedHeaderHeight(s) == UITableView.automaticDimension
        sec.footerNeedsView = footerTitle == nil && requestedFooterHeight(s) == UITableView.automaticDimension
        return sec
    }

    /// A section header's height: the delegate's, else `sectionHeaderHeight`; automatic
    /// means the style's height for a title (plain 28, grouped 38), none without one in
    /// `.plain` and the 18-point gap between groups otherwise.
    func headerHeight(_ s: Int, title: String?) -> Double {
        let h = requestedHeaderHeight(s)
        if h != UITableView.automaticDimension { return Double(h) }
        if title != nil { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    /// A section footer's height (automatic: plain 28 or grouped 38 with a title; none or an
    /// 18-point gap without).
    func footerHeight(_ s: Int, title: String?) -> Double {
        let h = requestedFooterHeight(s)
        if h != UITableView.automaticDimension { return Double(h) }
        if title != nil { return style == .plain ? 28 : 38 }
        return style == .plain ? 0 : 18
    }

    /// The header height the delegate (or `sectionHeaderHeight`) asks for, checked.
    func requestedHeaderHeight(_ s: Int) -> CGFloat {
        checkedHeight(tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? sectionHeaderHeight, "the header height of section \(s)")
    }

    func requestedFooterHeight(_ s: Int) -> CGFloat {
        checkedHeight(tableDelegate?.tableView(self, heightForFooterInSection: s) ?? sectionFooterHeight, "the footer height of section \(s)")
    }

    /// Sections coming into sight whose header or footer height is automatic and untitled:
    /// the delegate's view (if it gives one) sizes it — Auto Layout when it has constraints,
    /// else its frame's height, else `sizeThatFits` — as UIKit's self-sizing headers. A size
    /// change above the visible top moves the offset with it. Runs before the rows are placed.
    func sizeSectionViewsComingIntoSight() {
        for _ in 0..<4 {
            let n = geometry.numberOfSections
            guard n > 0, bounds.height > 0 else { return }
            let top = Double(contentOffset.y)
            let first = geometry.section(atOffset: top), last = geometry.section(atOffset: top + Double(bounds.height))
            var changed = false
            for s in first...last {
                if geometry.sections[s].headerNeedsView {
                    geometry.sections[s].headerNeedsView = false
                    if let v = tableDelegate?.tableView(self, viewForHeaderInSection: s) {
                        let d = geometry.setHeader(measureSectionView(v), section: s)
                        adoptSectionView(v, section: s, header: true)
                        if d != 0 { changed = true; if geometry.sectionTop(s) < top { contentOffset.y += CGFloat(d) } }
                    }
                }
                if geometry.sections[s].footerNeedsView {
                    geometry.sections[s].footerNeedsView = false
                    if let v = tableDelegate?.tableView(self, viewForFooterInSection: s) {
                        let d = geometry.setFooter(measureSectionView(v), section: s)
                        adoptSectionView(v, section: s, header: false)
                        if d != 0 { changed = true; if geometry.rowsBottom(s) < top { contentOffset.y += CGFloat(d) } }
                    }
                }
            }
            if !changed { return }
            updateContentSize()
        }
    }

    private func measureSectionView(_ v: UIView) -> Double {
        let w = bounds.width
        let h: CGFloat
        if UITableView.hasConstraints(v) || ((v as? UITableViewHeaderFooterView).map { UITableView.hasConstraints($0.contentView) } ?? false) {
            if let hf = v as? UITableViewHeaderFooterView, hf.contentView.frame.size == .zero {
                // Never laid out: give it room, so its constraints are not squeezed into a
                // zero-height content view while they are measured.
                hf.frame = CGRect(x: 0, y: 0, width: w, height: 1000)
                hf.contentView.frame = hf.bounds
            }
            let fitting = (v as? UITableViewHeaderFooterView)?.contentView ?? v
            h = fitting.systemLayoutSizeFitting(CGSize(width: w, height: 0), withHorizontalFittingPriority: .required,
                                                verticalFittingPriority: .fittingSizeLevel).height
        } else if v.frame.height > 0 {
            h = v.frame.height
        } else {
            h = v.sizeThatFits(CGSize(width: w, height: .greatestFiniteMagnitude)).height
        }
        return Double(checkedHeight(h, "the self-sized height of a section header or footer"))
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
        if let hf = v as? UITableViewHeaderFooterView, hf.contentView.frame != hf.bounds {
            // A header's content view fills it (the view's own layout, when it has one, runs
            // after and wins).
            hf.contentView.frame = hf.bounds
        }
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
                // Dynamic system colours, so the band and its text follow light and dark
                // appearance: UIKit's plain header is a grey band (the secondary system
                // background) with label text; a grouped one has secondary label text and no band.
                if style == .plain {
                    label?.font = .boldSystemFont(ofSize: 15)
                    label?.textColor = .label
                    hf.backgroundColor = UITableView.plainHeaderBackgroundColor
                } else {
                    label?.font = .systemFont(ofSize: 13)
                    label?.textColor = .secondaryLabel
                    hf.backgroundColor = nil
                }
                label?.text = header && style != .plain ? title.uppercased() : title
                view = hf
            }
        }
        guard let v = view else { return nil }
        adoptSectionView(v, section: s, header: header)
        return v
    }

    /// Puts a header or footer view on screen for section `s`.
    func adoptSectionView(_ v: UIView, section s: Int, header: Bool) {
        if let old = header ? visibleHeaders[s] : visibleFooters[s], old !== v { retireSectionView(old) }
        if v.superview !== self { addSubview(v) }
        v.isHidden = false
        if header {
            visibleHeaders[s] = v
            tableDelegate?.tableView(self, willDisplayHeaderView: v, forSection: s)
        } else {
            visibleFooters[s] = v
            tableDelegate?.tableView(self, willDisplayFooterView: v, forSection: s)
        }
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
