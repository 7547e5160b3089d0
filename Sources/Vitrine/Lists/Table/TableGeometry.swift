import Foundation

/// Where everything of a table lies along its content: the table header, then for each
/// section its header, rows and footer, then the table footer. Section tops are kept as
/// prefix sums (O(sections) to update when a row is measured); rows use `TableRowHeights`.
package struct TableGeometry: Sendable {
    package struct Section: Sendable {
        package var header: Double
        package var footer: Double
        package var rows: TableRowHeights
        package var headerTitle: String?
        package var footerTitle: String?
        /// The header (footer) height is automatic and there is no title: the delegate's view,
        /// if any, sizes it when the section first comes into sight.
        package var headerNeedsView = false
        package var footerNeedsView = false
        package var height: Double { header + rows.total + footer }
    }

    package var sections: [Section] = []
    package var tableHeader: Double = 0 { didSet { recomputeStarts() } }
    package var tableFooter: Double = 0
    /// `starts[s]`: the top of section `s`; `starts[sections.count]`: the end of the last.
    package private(set) var starts: [Double] = [0]

    package init() {}

    package mutating func recomputeStarts() {
        starts.removeAll(keepingCapacity: true)
        var y = tableHeader
        for s in sections { starts.append(y); y += s.height }
        starts.append(y)
    }

    package var contentHeight: Double { (starts.last ?? tableHeader) + tableFooter }
    package var numberOfSections: Int { sections.count }

    package func numberOfRows(_ section: Int) -> Int {
        section >= 0 && section < sections.count ? sections[section].rows.count : 0
    }

    package func contains(_ ip: IndexPath) -> Bool {
        ip.count == 2 && ip.section >= 0 && ip.section < sections.count && ip.row >= 0 && ip.row < sections[ip.section].rows.count
    }

    /// The top of the section (its header).
    package func sectionTop(_ s: Int) -> Double { starts[min(max(0, s), starts.count - 1)] }
    /// The top of the section's first row.
    package func rowsTop(_ s: Int) -> Double { sectionTop(s) + (s < sections.count ? sections[s].header : 0) }
    /// The bottom of the section's last row (the top of its footer).
    package func rowsBottom(_ s: Int) -> Double { rowsTop(s) + (s < sections.count ? sections[s].rows.total : 0) }

    package func rowY(_ ip: IndexPath) -> Double {
        guard ip.section >= 0, ip.section < sections.count else { return contentHeight }
        return rowsTop(ip.section) + sections[ip.section].rows.offset(ofRow: ip.row)
    }

    package func rowHeight(_ ip: IndexPath) -> Double {
        guard ip.section >= 0, ip.section < sections.count else { return 0 }
        return sections[ip.section].rows.height(ofRow: ip.row)
    }

    /// The section whose span holds `y` (clamped; 0 when there are none).
    package func section(atOffset y: Double) -> Int {
        let n = sections.count
        guard n > 0 else { return 0 }
        var lo = 0, hi = n - 1
        while lo < hi {
            let mid = (lo + hi + 1) / 2
            if starts[mid] <= y { lo = mid } else { hi = mid - 1 }
        }
        return lo
    }

    /// The first row whose bottom is below `y`, from section `s` on (`nil` past the end).
    package func firstRow(atOrAfter y: Double) -> IndexPath? {
        var s = section(atOffset: y)
        while s < sections.count {
            let rows = sections[s].rows
            if rows.count > 0 {
                let local = y - rowsTop(s)
                let r = rows.row(atOffset: local)
                if rowsTop(s) + rows.offset(ofRow: r) + rows.height(ofRow: r) > y || local < 0 {
                    return IndexPath(row: r, section: s)
                }
                if r + 1 < rows.count { return IndexPath(row: r + 1, section: s) }
            }
            s += 1
        }
        return nil
    }

    /// The row after `ip`, across sections (`nil` at the end).
    package func next(after ip: IndexPath) -> IndexPath? {
        var s = ip.section, r = ip.row + 1
        while s < sections.count {
            if r < sections[s].rows.count { return IndexPath(row: r, section: s) }
            s += 1; r = 0
        }
        return nil
    }

    /// The next row after `ip` that has a height (rows of height zero take no space and show
    /// nothing: a run of them, even millions long, is jumped over in one search).
    package func nextShownRow(after ip: IndexPath) -> IndexPath? {
        guard let n = next(after: ip) else { return nil }
        guard rowHeight(n) == 0 else { return n }
        if let j = firstRow(atOrAfter: rowY(n)), j > n { return j }
        return n
    }

    /// Records a row's height; returns the change.
    @discardableResult
    package mutating func setHeight(_ h: Double, for ip: IndexPath) -> Double {
        guard contains(ip) else { return 0 }
        let d = sections[ip.section].rows.setHeight(h, ofRow: ip.row)
        if d != 0 { for i in (ip.section + 1)..<starts.count { starts[i] += d } }
        return d
    }

    /// Sets a section's header height; returns the change.
    @discardableResult
    package mutating func setHeader(_ h: Double, section s: Int) -> Double {
        guard s >= 0, s < sections.count else { return 0 }
        let d = h - sections[s].header
        sections[s].header = h
        if d != 0 { for i in (s + 1)..<starts.count { starts[i] += d } }
        return d
    }

    /// Sets a section's footer height; returns the change.
    @discardableResult
    package mutating func setFooter(_ h: Double, section s: Int) -> Double {
        guard s >= 0, s < sections.count else { return 0 }
        let d = h - sections[s].footer
        sections[s].footer = h
        if d != 0 { for i in (s + 1)..<starts.count { starts[i] += d } }
        return d
    }

    package var approximateBytes: Int {
        sections.reduce(0) { $0 + $1.rows.approximateBytes } + starts.capacity * 8
    }
}
