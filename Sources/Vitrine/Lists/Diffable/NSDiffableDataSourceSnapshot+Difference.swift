import Foundation

extension NSDiffableDataSourceSnapshot {
    /// The batch update that turns a view showing `old` into one showing this snapshot:
    /// deleted and inserted sections and items, moves (the fewest: whatever keeps its order
    /// relative to the longest run of unmoved neighbours stays), and the reloads this
    /// snapshot asks for. Shared by the table and collection diffable data sources.
    package func batchUpdate(from old: Self) -> ListBatchUpdate {
        var u = ListBatchUpdate()
        let oldSectionIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1.id, $0) })
        let newSectionIndex = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.id, $0) })

        // Sections.
        for (i, s) in old.sections.enumerated() where newSectionIndex[s.id] == nil { u.deletedSections.insert(i) }
        for (i, s) in sections.enumerated() where oldSectionIndex[s.id] == nil { u.insertedSections.insert(i) }
        let commonSections = sections.enumerated().compactMap { (n, s) in oldSectionIndex[s.id].map { (old: $0, new: n) } }
        let keptSections = Set(longestIncreasingRun(commonSections.map(\.old)))
        for c in commonSections where !keptSections.contains(c.old) { u.movedSections.append((c.old, c.new)) }
        for id in reloadedSectionIdentifiers {
            if let o = oldSectionIndex[id], keptSections.contains(o) { u.reloadedSections.insert(o) }
        }

        // Items.
        var oldPlace: [ItemIdentifierType: IndexPath] = [:]
        oldPlace.reserveCapacity(old.numberOfItems)
        for (s, sec) in old.sections.enumerated() { for (i, id) in sec.items.enumerated() { oldPlace[id] = IndexPath(item: i, section: s) } }
        var newIDs = Set<ItemIdentifierType>()
        newIDs.reserveCapacity(numberOfItems)
        var moved = Set<ItemIdentifierType>()
        for (ns, sec) in sections.enumerated() {
            let sectionIsNew = u.insertedSections.contains(ns)
            // Items that stay in this same section (by identifier): keep the longest ordered run.
            var sameSection: [(id: ItemIdentifierType, old: Int, new: Int)] = []
            for (ni, id) in sec.items.enumerated() {
                newIDs.insert(id)
                let to = IndexPath(item: ni, section: ns)
                guard let from = oldPlace[id] else {
                    if !sectionIsNew { u.insertedItems.append(to) }
                    continue
                }
                let fromSectionGone = u.deletedSections.contains(from.section)
                if sectionIsNew || fromSectionGone {
                    // Its old or new section goes or comes whole: an insert or delete on the other side.
                    if !sectionIsNew { u.insertedItems.append(to) }
                    if !fromSectionGone { u.deletedItems.append(from) }
                    continue
                }
                if old.sections[from.section].id == sec.id {
                    sameSection.append((id, from.item, ni))
                } else {
                    u.movedItems.append((from, to))
                    moved.insert(id)
                }
            }
            let kept = Set(longestIncreasingRun(sameSection.map(\.old)))
            for e in sameSection where !kept.contains(e.old) {
                u.movedItems.append((IndexPath(item: e.old, section: oldSectionIndex[sec.id] ?? ns), IndexPath(item: e.new, section: ns)))
                moved.insert(e.id)
            }
        }
        for (id, from) in oldPlace where !newIDs.contains(id) && !u.deletedSections.contains(from.section) {
            u.deletedItems.append(from)
        }
        // Reloads of items that stay put (a moved item is deleted and inserted instead).
        for id in reloadedItemIdentifiers {
            guard let from = oldPlace[id], newIDs.contains(id), !u.deletedSections.contains(from.section),
                  !u.reloadedSections.contains(from.section) else { continue }
            if moved.contains(id) {
                if let i = u.movedItems.firstIndex(where: { $0.from == from }) {
                    let m = u.movedItems.remove(at: i)
                    u.deletedItems.append(m.from)
                    u.insertedItems.append(m.to)
                }
            } else {
                u.reloadedItems.append(from)
            }
        }
        u.deletedItems.sort()
        u.insertedItems.sort()
        return u
    }
}

/// The elements of the longest strictly increasing subsequence of `values` (patience
/// sorting, O(n log n)): the ones that keep their relative order and need not move.
func longestIncreasingRun(_ values: [Int]) -> [Int] {
    guard !values.isEmpty else { return [] }
    var tails: [Int] = []          // indices into values
    var previous = Array(repeating: -1, count: values.count)
    for (i, v) in values.enumerated() {
        var lo = 0, hi = tails.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if values[tails[mid]] < v { lo = mid + 1 } else { hi = mid }
        }
        if lo > 0 { previous[i] = tails[lo - 1] }
        if lo == tails.count { tails.append(i) } else { tails[lo] = i }
    }
    var out: [Int] = []
    var k = tails.last ?? -1
    while k >= 0 { out.append(values[k]); k = previous[k] }
    return out.reversed()
}
