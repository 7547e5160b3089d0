import Foundation

/// The changes of one batch update of a table or collection view, in UIKit's terms: deletes
/// and reloads name index paths before the update, inserts index paths after it, moves both.
/// It checks the changes against the counts before and after (UIKit's
/// `NSInternalInconsistencyException` messages, word for word) and maps index paths from
/// before to after (for the cells on screen and the selection).
package struct ListBatchUpdate {
    package var deletedSections = IndexSet()
    package var insertedSections = IndexSet()
    package var reloadedSections = IndexSet()
    package var movedSections: [(from: Int, to: Int)] = []
    package var deletedItems: [IndexPath] = []
    package var insertedItems: [IndexPath] = []
    package var reloadedItems: [IndexPath] = []
    package var movedItems: [(from: IndexPath, to: IndexPath)] = []

    package init() {}

    package var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// What the update does wrong given the counts before and after (`nil`: consistent), in
    /// UIKit's words. `items` is "items" (collection) or "rows" (table); `container` is
    /// "collection view" or "table view".
    package func inconsistency(before old: [Int], after new: [Int], items: String = "items", container: String = "collection view") -> String? {
        for s in deletedSections where s >= old.count {
            return "attempt to delete section \(s), but there are only \(old.count) sections before the update"
        }
        for s in reloadedSections where s >= old.count {
            return "attempt to reload section \(s), but there are only \(old.count) sections before the update"
        }
        for s in insertedSections where s >= new.count {
            return "attempt to insert section \(s) but there are only \(new.count) sections after the update"
        }
        for m in movedSections where m.from >= old.count || m.to >= new.count {
            return "attempt to move section \(m.from) to section \(m.to), but there are only \(old.count) sections before the update and \(new.count) after"
        }
        if old.count + insertedSections.count - deletedSections.count != new.count {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) after the update (\(new.count)) must be equal to the number of sections contained in the \(container) before the update (\(old.count)), plus or minus the number of sections inserted or deleted (\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        let singular = items == "rows" ? "row" : "item"
        for ip in deletedItems + reloadedItems {
            guard ip.count == 2, old.indices.contains(ip.section) else {
                return "attempt to delete \(singular) \(ip.item) from section \(ip.section), but there are only \(old.count) sections before the update"
            }
            if ip.item < 0 || ip.item >= old[ip.section] {
                return "attempt to delete \(singular) \(ip.item) from section \(ip.section) which only contains \(old[ip.section]) \(items) before the update"
            }
        }
        for ip in insertedItems {
            guard ip.count == 2, new.indices.contains(ip.section) else {
                return "attempt to insert \(singular) \(ip.item) into section \(ip.section), but there are only \(new.count) sections after the update"
            }
            if ip.item < 0 || ip.item >= new[ip.section] {
                return "attempt to insert \(singular) \(ip.item) into section \(ip.section), but there are only \(new[ip.section]) \(items) in section \(ip.section) after the update"
            }
        }
        for m in movedItems {
            guard m.from.count == 2, m.to.count == 2, old.indices.contains(m.from.section), new.indices.contains(m.to.section),
                  m.from.item >= 0, m.from.item < old[m.from.section], m.to.item >= 0, m.to.item < new[m.to.section] else {
                return "attempt to move \(singular) \(m.from.item) of section \(m.from.section) to \(singular) \(m.to.item) of section \(m.to.section), which is out of range"
            }
        }
        let map = mapper()
        for ns in 0..<new.count where !insertedSections.contains(ns) {
            guard let os = map.oldSection(forNew: ns) else { continue }
            let deleted = deletedItems.filter { $0.section == os }.count
            let inserted = insertedItems.filter { $0.section == ns }.count
            let movedIn = movedItems.filter { $0.to.section == ns && map.newSection(forOld: $0.from.section) != ns }.count
            let movedOut = movedItems.filter { $0.from.section == os && $0.to.section != ns }.count
            if old[os] + inserted - deleted + movedIn - movedOut != new[ns] {
                return "Invalid update: invalid number of \(items) in section \(ns). The number of \(items) contained in an existing section after the update (\(new[ns])) must be equal to the number of \(items) contained in that section before the update (\(old[os])), plus or minus the number of \(items) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of \(items) moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        return nil
    }

    /// A mapper from index paths before the update to after.
    package func mapper() -> ListIndexMapper { ListIndexMapper(self) }
}

/// Maps index paths from before a batch update to after: a deleted item (or one in a
/// deleted section) has none; a moved one goes where it was moved; the others keep their
/// order, taking in turn the places that inserted and moved-in items leave free.
package struct ListIndexMapper {
    private let removedSections: [Int]
    private let occupiedSections: [Int]
    private let sectionMoves: [Int: Int]
    private let removedItems: [Int: [Int]]
    private let occupiedItems: [Int: [Int]]
    private let itemMoves: [IndexPath: IndexPath]
    private let reloaded: Set<IndexPath>
    private let reloadedSections: IndexSet

    init(_ u: ListBatchUpdate) {
        removedSections = (Array(u.deletedSections) + u.movedSections.map(\.from)).sorted()
        occupiedSections = (Array(u.insertedSections) + u.movedSections.map(\.to)).sorted()
        sectionMoves = Dictionary(u.movedSections.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        var removed: [Int: [Int]] = [:], occupied: [Int: [Int]] = [:]
        for ip in u.deletedItems { removed[ip.section, default: []].append(ip.item) }
        for m in u.movedItems { removed[m.from.section, default: []].append(m.from.item); occupied[m.to.section, default: []].append(m.to.item) }
        for ip in u.insertedItems { occupied[ip.section, default: []].append(ip.item) }
        removedItems = removed.mapValues { $0.sorted() }
        occupiedItems = occupied.mapValues { $0.sorted() }
        itemMoves = Dictionary(u.movedItems.map { ($0.from, $0.to) }, uniquingKeysWith: { a, _ in a })
        reloaded = Set(u.reloadedItems)
        reloadedSections = u.reloadedSections
    }

    /// Where section `s` is after the update (`nil`: deleted).
    package func newSection(forOld s: Int) -> Int? {
        if let to = sectionMoves[s] { return to }
        if removedSections.contains(s) { return nil }
        let k = s - removedSections.prefix { $0 < s }.count
        return Self.slot(k, skipping: occupiedSections)
    }

    /// Which section before the update became section `ns` (`nil`: inserted).
    package func oldSection(forNew ns: Int) -> Int? {
        if let m = sectionMoves.first(where: { $0.value == ns }) { return m.key }
        if occupiedSections.contains(ns) { return nil }
        // The survivors in order take the free slots: ns is the k-th free slot.
        let k = ns - occupiedSections.prefix { $0 < ns }.count
        return Self.slot(k, skipping: removedSections)
    }

    /// Where item `ip` is after the update (`nil`: deleted).
    package func newIndexPath(forOld ip: IndexPath) -> IndexPath? {
        if let to = itemMoves[ip] { return to }
        guard ip.count == 2, let ns = newSection(forOld: ip.section) else { return nil }
        let removed = removedItems[ip.section] ?? []
        if removed.contains(ip.item) { return nil }
        let k = ip.item - removed.prefix { $0 < ip.item }.count
        return IndexPath(item: Self.slot(k, skipping: occupiedItems[ns] ?? []), section: ns)
    }

    /// Whether the item's cell is to be made again (a reload of it or of its section).
    package func isReloaded(_ ip: IndexPath) -> Bool {
        reloaded.contains(ip) || reloadedSections.contains(ip.section)
    }

    /// The `k`-th index (from 0) not in the sorted `taken`.
    static func slot(_ k: Int, skipping taken: [Int]) -> Int {
        var pos = k
        for t in taken {
            if t <= pos { pos += 1 } else { break }
        }
        return pos
    }
}
