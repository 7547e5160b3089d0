import Foundation

/// The state of a list's data at one moment: sections and the items in each, by identifier.
/// A diffable data source applies a snapshot by comparing it with the one shown and animating
/// the differences. Mirrors UIKit's `NSDiffableDataSourceSnapshot`.
///
/// Identifiers must be unique across the snapshot (sections among sections, items among
/// items). Where UIKit raises an exception (a duplicate identifier, an item or section that is
/// not in the snapshot), the operation is logged and skipped: the snapshot stays valid.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    struct Section: Sendable {
        var id: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    private(set) var sections: [Section] = []
    /// Where each item is: its section's index.
    private var sectionOfItem: [ItemIdentifierType: Int] = [:]
    private var indexOfSectionID: [SectionIdentifierType: Int] = [:]
    /// Mirrors `reloadedSectionIdentifiers`.
    public private(set) var reloadedSectionIdentifiers: [SectionIdentifierType] = []
    /// Mirrors `reloadedItemIdentifiers`.
    public private(set) var reloadedItemIdentifiers: [ItemIdentifierType] = []
    /// Mirrors `reconfiguredItemIdentifiers`.
    public private(set) var reconfiguredItemIdentifiers: [ItemIdentifierType] = []

    /// An empty snapshot. Mirrors `NSDiffableDataSourceSnapshot.init()`.
    public init() {}

    // MARK: Reading

    /// Mirrors `numberOfItems`.
    public var numberOfItems: Int { sections.reduce(0) { $0 + $1.items.count } }
    /// Mirrors `numberOfSections`.
    public var numberOfSections: Int { sections.count }
    /// Mirrors `sectionIdentifiers`.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.id) }
    /// Every item, section by section. Mirrors `itemIdentifiers`.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// Mirrors `numberOfItems(inSection:)`; 0 (logged) for a section not in the snapshot.
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let s = indexOfSectionID[identifier] else { Self.report("numberOfItems(inSection:): no section \(identifier)"); return 0 }
        return sections[s].items.count
    }

    /// Mirrors `itemIdentifiers(inSection:)`; empty (logged) for a section not in the snapshot.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let s = indexOfSectionID[identifier] else { Self.report("itemIdentifiers(inSection:): no section \(identifier)"); return [] }
        return sections[s].items
    }

    /// Mirrors `sectionIdentifier(containingItem:)`.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier].map { sections[$0].id }
    }

    /// The item's position among all items (section by section). Mirrors `indexOfItem(_:)`.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let s = sectionOfItem[identifier], let i = sections[s].items.firstIndex(of: identifier) else { return nil }
        return sections[..<s].reduce(0) { $0 + $1.items.count } + i
    }

    /// Mirrors `indexOfSection(_:)`.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { indexOfSectionID[identifier] }

    /// The index path of an item (`nil` when absent).
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let s = sectionOfItem[identifier], let i = sections[s].items.firstIndex(of: identifier) else { return nil }
        return IndexPath(item: i, section: s)
    }

    /// The item at an index path (`nil` when out of range).
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return sections[indexPath.section].items[indexPath.item]
    }

    // MARK: Items

    /// Adds items at the end of a section (the last section when `nil`). Mirrors
    /// `appendItems(_:toSection:)`.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int?
        if let sectionIdentifier { target = indexOfSectionID[sectionIdentifier] } else { target = sections.indices.last }
        guard let s = target else {
            Self.report("appendItems(_:toSection:): " + (sectionIdentifier.map { "no section \($0)" } ?? "the snapshot has no section"))
            return
        }
        let fresh = unique(identifiers, "appendItems")
        sections[s].items.append(contentsOf: fresh)
        for id in fresh { sectionOfItem[id] = s }
    }

    /// Mirrors `insertItems(_:beforeItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, next: beforeIdentifier, after: false)
    }

    /// Mirrors `insertItems(_:afterItem:)`.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, next: afterIdentifier, after: true)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], next anchor: ItemIdentifierType, after: Bool) {
        guard let s = sectionOfItem[anchor], let i = sections[s].items.firstIndex(of: anchor) else {
            Self.report("insertItems: item \(anchor) is not in the snapshot")
            return
        }
        let fresh = unique(identifiers, "insertItems")
        sections[s].items.insert(contentsOf: fresh, at: after ? i + 1 : i)
        for id in fresh { sectionOfItem[id] = s }
    }

    /// Mirrors `deleteItems(_:)` (absent items are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let gone = Set(identifiers.filter { sectionOfItem[$0] != nil })
        guard !gone.isEmpty else { return }
        for s in sections.indices where sections[s].items.contains(where: gone.contains) {
            sections[s].items.removeAll(where: gone.contains)
        }
        for id in gone { sectionOfItem[id] = nil }
        reloadedItemIdentifiers.removeAll(where: gone.contains)
        reconfiguredItemIdentifiers.removeAll(where: gone.contains)
    }

    /// Mirrors `deleteAllItems()` (sections go too, as in UIKit).
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Mirrors `moveItem(_:beforeItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: false)
    }

    /// Mirrors `moveItem(_:afterItem:)`.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: true)
    }

    private mutating func move(_ id: ItemIdentifierType, next anchor: ItemIdentifierType, after: Bool) {
        guard id != anchor else { Self.report("moveItem: an item cannot move next to itself (\(id))"); return }
        guard let from = sectionOfItem[id], sectionOfItem[anchor] != nil else {
            Self.report("moveItem: \(sectionOfItem[id] == nil ? id : anchor) is not in the snapshot")
            return
        }
        sections[from].items.removeAll { $0 == id }
        guard let to = sectionOfItem[anchor], let i = sections[to].items.firstIndex(of: anchor) else { return }
        sections[to].items.insert(id, at: after ? i + 1 : i)
        sectionOfItem[id] = to
    }

    /// Marks items to be reloaded (new cells) when applied. Mirrors `reloadItems(_:)`.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard sectionOfItem[id] != nil else { Self.report("reloadItems: item \(id) is not in the snapshot"); continue }
            if !reloadedItemIdentifiers.contains(id) { reloadedItemIdentifiers.append(id) }
        }
    }

    /// Marks items to be reconfigured (the same cells, configured again) when applied.
    /// Mirrors `reconfigureItems(_:)`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for id in identifiers {
            guard sectionOfItem[id] != nil else { Self.report("reconfigureItems: item \(id) is not in the snapshot"); continue }
            if !reconfiguredItemIdentifiers.contains(id) { reconfiguredItemIdentifiers.append(id) }
        }
    }

    // MARK: Sections

    /// Mirrors `appendSections(_:)`.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        insertSections(identifiers, at: sections.count)
    }

    /// Mirrors `insertSections(_:beforeSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard let i = indexOfSectionID[toIdentifier] else { Self.report("insertSections: no section \(toIdentifier)"); return }
        insertSections(identifiers, at: i)
    }

    /// Mirrors `insertSections(_:afterSection:)`.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard let i = indexOfSectionID[toIdentifier] else { Self.report("insertSections: no section \(toIdentifier)"); return }
        insertSections(identifiers, at: i + 1)
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], at index: Int) {
        var fresh: [SectionIdentifierType] = []
        for id in identifiers {
            if indexOfSectionID[id] != nil || fresh.contains(id) { Self.report("insertSections: duplicate section identifier \(id); skipped"); continue }
            fresh.append(id)
        }
        sections.insert(contentsOf: fresh.map { Section(id: $0, items: []) }, at: index)
        reindex(from: index)
    }

    /// Mirrors `deleteSections(_:)` (their items go too).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        var removedItems: [ItemIdentifierType] = []
        for s in sections where gone.contains(s.id) { removedItems.append(contentsOf: s.items) }
        sections.removeAll { gone.contains($0.id) }
        for id in gone { indexOfSectionID[id] = nil }
        for id in removedItems { sectionOfItem[id] = nil }
        let removed = Set(removedItems)
        reloadedItemIdentifiers.removeAll(where: removed.contains)
        reconfiguredItemIdentifiers.removeAll(where: removed.contains)
        reloadedSectionIdentifiers.removeAll(where: gone.contains)
        reindex(from: 0)
    }

    /// Mirrors `moveSection(_:beforeSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false)
    }

    /// Mirrors `moveSection(_:afterSection:)`.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true)
    }

    private mutating func moveSection(_ id: SectionIdentifierType, next anchor: SectionIdentifierType, after: Bool) {
        guard id != anchor, let from = indexOfSectionID[id], indexOfSectionID[anchor] != nil else {
            Self.report("moveSection: \(id) or \(anchor) is not a section of the snapshot (or they are the same)")
            return
        }
        let moving = sections.remove(at: from)
        reindex(from: 0)
        guard let to = indexOfSectionID[anchor] else { return }
        sections.insert(moving, at: after ? to + 1 : to)
        reindex(from: 0)
    }

    /// Mirrors `reloadSections(_:)`.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for id in identifiers {
            guard indexOfSectionID[id] != nil else { Self.report("reloadSections: no section \(id)"); continue }
            if !reloadedSectionIdentifiers.contains(id) { reloadedSectionIdentifiers.append(id) }
        }
    }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps
    /// once it applied them).
    package func withoutReloadMarks() -> Self {
        var s = self
        s.reloadedItemIdentifiers = []
        s.reloadedSectionIdentifiers = []
        s.reconfiguredItemIdentifiers = []
        return s
    }

    // MARK: Internals

    private mutating func reindex(from start: Int) {
        for s in sections.indices where s >= start {
            indexOfSectionID[sections[s].id] = s
            for id in sections[s].items { sectionOfItem[id] = s }
        }
    }

    /// The identifiers not already in the snapshot (nor repeated), the others logged.
    private func unique(_ identifiers: [ItemIdentifierType], _ operation: String) -> [ItemIdentifierType] {
        var seen = Set<ItemIdentifierType>()
        var out: [ItemIdentifierType] = []
        out.reserveCapacity(identifiers.count)
        for id in identifiers {
            if sectionOfItem[id] != nil || !seen.insert(id).inserted {
                Self.report("\(operation): duplicate item identifier \(id); skipped (identifiers must be unique)")
                continue
            }
            out.append(id)
        }
        return out
    }

    private static func report(_ message: String) {
        let line = "NSDiffableDataSourceSnapshot: " + message
        if Thread.isMainThread {
            MainActor.assumeIsolated { BadInputLog.report(line) }
        } else {
            FileHandle.standardError.write(Data((line + "\n").utf8))
        }
    }
}
