import Foundation

/// The values of an app's own traits (`UITraitDefinition`s other than the system ones) that a
/// trait collection or a set of overrides specifies, by trait type. Usually empty: an empty
/// one costs nothing to compare or merge.
struct CustomTraitValues: Equatable, Sendable {
    /// `@unchecked`: every field is immutable and the value is `Sendable`; only the trait's
    /// type, a metatype of a protocol, is not marked so by the language.
    struct Entry: @unchecked Sendable {
        let value: any Sendable
        let isDefault: Bool
        let type: UITrait
        let equals: @Sendable (any Sendable) -> Bool
    }

    private(set) var entries: [ObjectIdentifier: Entry] = [:]

    var isEmpty: Bool { entries.isEmpty }

    func value<T: UITraitDefinition>(for trait: T.Type) -> T.Value? {
        entries[ObjectIdentifier(trait)]?.value as? T.Value
    }

    func contains(_ trait: UITrait) -> Bool { entries[ObjectIdentifier(trait)] != nil }

    mutating func set<T: UITraitDefinition>(_ value: T.Value, for trait: T.Type) {
        let isDefault = value == T.defaultValue
        entries[ObjectIdentifier(trait)] = Entry(value: value, isDefault: isDefault, type: trait,
                                                 equals: { ($0 as? T.Value) == value })
    }

    mutating func remove(_ trait: UITrait) { entries[ObjectIdentifier(trait)] = nil }

    /// These values with `other`'s on top; a resolved collection keeps no value equal to
    /// its default (it reads the same as none, and must compare the same).
    func merging(_ other: CustomTraitValues) -> CustomTraitValues {
        if other.entries.isEmpty { return self }
        var out = self
        for (k, e) in other.entries { out.entries[k] = e.isDefault ? nil : e }
        return out
    }

    /// Whether every value `other` specifies is the same here (a default counts as unset).
    func contains(_ other: CustomTraitValues) -> Bool {
        other.entries.allSatisfy { k, e in
            guard let mine = entries[k] else { return e.isDefault }
            return e.equals(mine.value)
        }
    }

    /// The traits whose values differ from `previous` (a missing value counts as the default).
    func changedKeys(from previous: CustomTraitValues) -> Set<TraitKey> {
        var out = Set<TraitKey>()
        for k in Set(entries.keys).union(previous.entries.keys) {
            let a = entries[k], b = previous.entries[k]
            let same: Bool
            switch (a, b) {
            case let (a?, b?): same = a.equals(b.value)
            case let (a?, nil): same = a.isDefault
            case let (nil, b?): same = b.isDefault
            case (nil, nil): same = true
            }
            if !same { out.insert(.custom(k)) }
        }
        return out
    }

    /// The trait types of `keys` known here or in `previous`.
    func types(of keys: Set<TraitKey>, previous: CustomTraitValues) -> [UITrait] {
        keys.compactMap { key -> UITrait? in
            guard case .custom(let k) = key else { return nil }
            return (entries[k] ?? previous.entries[k])?.type
        }
    }

    static func == (a: CustomTraitValues, b: CustomTraitValues) -> Bool {
        if a.entries.isEmpty && b.entries.isEmpty { return true }
        guard a.entries.count == b.entries.count else { return false }
        return a.entries.allSatisfy { k, e in b.entries[k].map { e.equals($0.value) } ?? false }
    }
}
