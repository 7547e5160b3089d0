import Foundation

/// The row and section changes collected between `beginUpdates()` and `endUpdates()` (or in a
/// `performBatchUpdates` block), in UIKit's terms: deletions and reloads name rows and sections
/// as they were before the update, insertions as they are after, moves both.
struct TableUpdates {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// The animation asked for each inserted (new path) and deleted (old path) row.
    var insertAnimation: [IndexPath: UITableView.RowAnimation] = [:]
    var deleteAnimation: [IndexPath: UITableView.RowAnimation] = [:]
    var sectionInsertAnimation: [Int: UITableView.RowAnimation] = [:]
    var sectionDeleteAnimation: [Int: UITableView.RowAnimation] = [:]

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }
}

/// How old rows and sections map to new ones after an update (and back).
struct TableUpdateMap {
    /// For each new section: the old section it continues (`nil`: inserted or reloaded).
    var oldSectionOfNew: [Int?]
    /// For each old section: the new section (`nil`: deleted or reloaded).
    var newSectionOfOld: [Int?]
    /// Per old section: rows leaving it (deleted, reloaded, moved out), sorted.
    var removedOld: [Int: [Int]]
    /// Per new section: rows placed explicitly (inserted, reloaded, moved in), sorted.
    var fixedNew: [Int: [Int]]
    /// Row moves, both ways.
    var moveTo: [IndexPath: IndexPath]
    var moveFrom: [IndexPath: IndexPath]

    /// Maps sections: deleted and moved-from old sections leave; inserted and moved-to new
    /// slots are fixed; the remaining old sections fill the remaining slots in order.
    init(_ u: TableUpdates, oldSections: Int, newSections: Int) {
        var newOfOld = [Int?](repeating: nil, count: oldSections)
        var oldOfNew = [Int?](repeating: nil, count: newSections)
        var fixed = Set<Int>()
        var leaving = Set<Int>()
        for s in u.insertedSections where s < newSections { fixed.insert(s) }
        for s in u.deletedSections { leaving.insert(s) }
        for s in u.reloadedSections where s < oldSections && s < newSections { leaving.insert(s); fixed.insert(s) }
        for m in u.movedSections where m.from < oldSections && m.to < newSections {
            leaving.insert(m.from); fixed.insert(m.to)
            newOfOld[m.from] = m.to; oldOfNew[m.to] = m.from
        }
        var slot = 0
        for os in 0..<oldSections where !leaving.contains(os) {
            while fixed.contains(slot) { slot += 1 }
            if slot < newSections { newOfOld[os] = slot; oldOfNew[slot] = os }
            slot += 1
        }
        oldSectionOfNew = oldOfNew
        newSectionOfOld = newOfOld
        var removed: [Int: [Int]] = [:], placed: [Int: [Int]] = [:]
        var to: [IndexPath: IndexPath] = [:], from: [IndexPath: IndexPath] = [:]
        for ip in u.deletedRows { removed[ip.section, default: []].append(ip.row) }
        for ip in u.insertedRows { placed[ip.section, default: []].append(ip.row) }
        for ip in u.reloadedRows {
            removed[ip.section, default: []].append(ip.row)
            if let ns = newOfOld.indices.contains(ip.section) ? newOfOld[ip.section] : nil { placed[ns, default: []].append(ip.row) }
        }
        for m in u.movedRows {
            removed[m.from.section, default: []].append(m.from.row)
            placed[m.to.section, default: []].append(m.to.row)
            to[m.from] = m.to; from[m.to] = m.from
        }
        removedOld = removed.mapValues { Array(Set($0)).sorted() }
        fixedNew = placed.mapValues { Array(Set($0)).sorted() }
        moveTo = to
        moveFrom = from
    }

    /// Where an old row is after the update (`nil`: deleted or reloaded).
    func newPath(ofOld ip: IndexPath) -> IndexPath? {
        if let m = moveTo[ip] { return m }
        guard ip.section < newSectionOfOld.count, let ns = newSectionOfOld[ip.section] else { return nil }
        let removed = removedOld[ip.section] ?? []
        if binaryContains(removed, ip.row) { return nil }
        let rank = ip.row - countBelow(removed, ip.row)
        var n = rank
        for f in fixedNew[ns] ?? [] { if f <= n { n += 1 } else { break } }
        return IndexPath(row: n, section: ns)
    }

    /// Where a new row was before the update (`nil`: inserted or reloaded).
    func oldPath(ofNew ip: IndexPath) -> IndexPath? {
        if let m = moveFrom[ip] { return m }
        guard ip.section < oldSectionOfNew.count, let os = oldSectionOfNew[ip.section] else { return nil }
        let fixed = fixedNew[ip.section] ?? []
        if binaryContains(fixed, ip.row) { return nil }
        let rank = ip.row - countBelow(fixed, ip.row)
        var r = rank
        for d in removedOld[os] ?? [] { if d <= r { r += 1 } else { break } }
        return IndexPath(row: r, section: os)
    }

    private func countBelow(_ a: [Int], _ x: Int) -> Int {
        var lo = 0, hi = a.count
        while lo < hi { let m = (lo + hi) / 2; if a[m] < x { lo = m + 1 } else { hi = m } }
        return lo
    }

    private func binaryContains(_ a: [Int], _ x: Int) -> Bool {
        let i = countBelow(a, x)
        return i < a.count && a[i] == x
    }
}
