import Foundation

extension UITraitCollection {
    /// The value of `trait` here: a system trait's stored value, an app trait's value, or the
    /// trait's `defaultValue` where nothing specifies one. Mirrors
    /// `UITraitCollection.subscript(_:)` (`traitCollection[MyTrait.self]`).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        if let system = T.self as? any SystemTraitDefinition.Type {
            return systemValue(system.trait) as? T.Value ?? T.defaultValue
        }
        return custom.value(for: T.self) ?? T.defaultValue
    }

    func systemValue(_ trait: Trait) -> any Sendable {
        switch trait {
        case .horizontalSizeClass: horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass
        case .displayScale: displayScale
        case .userInterfaceStyle: userInterfaceStyle
        case .layoutDirection: layoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory
        case .accessibilityContrast: accessibilityContrast
        case .legibilityWeight: legibilityWeight
        }
    }

    /// Every trait, system or the app's own, whose value differs from `previous`: what
    /// `registerForTraitChanges(_:handler:)` registrations are matched against.
    func changedTraitKeys(from previous: UITraitCollection?) -> Set<TraitKey> {
        guard let previous else { return Set(Trait.allCases.map(TraitKey.system)).union(custom.changedKeys(from: CustomTraitValues())) }
        var out = Set(changedTraits(from: previous).map(TraitKey.system))
        if !(custom.isEmpty && previous.custom.isEmpty) { out.formUnion(custom.changedKeys(from: previous.custom)) }
        return out
    }

    /// The traits, as trait definitions (system and the app's own), whose values differ from
    /// `previous`. The UITrait spelling of `changedTraits(from:)` (iOS 17's
    /// `changedTraits(from:)` answers trait types).
    public func changedTraitTypes(from previous: UITraitCollection?) -> [UITrait] {
        let keys = changedTraitKeys(from: previous)
        var out: [UITrait] = Trait.allCases.filter { keys.contains(.system($0)) }.map(\.definition)
        out += custom.types(of: keys, previous: previous?.custom ?? CustomTraitValues())
        return out
    }

    /// Whether dynamic colours could resolve differently here than under `traitCollection`:
    /// a trait whose definition `affectsColorAppearance` (the interface style, the contrast,
    /// an app's own colour trait) differs; `true` against `nil`, where every trait counts as changed.
    /// Mirrors `hasDifferentColorAppearance(comparedTo:)`.
    public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
        changedTraitTypes(from: traitCollection).contains { $0.affectsColorAppearance }
    }

    /// This collection with the values `mutations` sets. Mirrors
    /// `UITraitCollection.modifyingTraits(_:)` (iOS 17), with `Overrides` for `UIMutableTraits`.
    public func modifyingTraits(_ mutations: (inout Overrides) -> Void) -> UITraitCollection {
        var o = Overrides()
        mutations(&o)
        return modifyingTraits(o)
    }
}

extension UITraitCollection.Overrides {
    /// The value this sets for `trait`, or the trait's `defaultValue` when it sets none;
    /// setting it overrides the trait (even with its default value). Mirrors
    /// `UITraitOverrides.subscript(_:)` (`traitOverrides[MyTrait.self] = …`).
    public subscript<T: UITraitDefinition>(trait: T.Type) -> T.Value {
        get {
            if let system = T.self as? any SystemTraitDefinition.Type {
                return systemValue(system.trait) as? T.Value ?? T.defaultValue
            }
            return custom.value(for: T.self) ?? T.defaultValue
        }
        set {
            if let system = T.self as? any SystemTraitDefinition.Type {
                setSystemValue(newValue, for: system.trait)
            } else {
                custom.set(newValue, for: T.self)
            }
        }
    }

    /// Whether this overrides `trait`. Mirrors `UITraitOverrides.contains(_:)`.
    public func contains(_ trait: UITrait) -> Bool {
        if let system = trait as? any SystemTraitDefinition.Type { return systemValue(system.trait) != nil }
        return custom.contains(trait)
    }

    /// Stops overriding `trait`. Mirrors `UITraitOverrides.remove(_:)`.
    public mutating func remove(_ trait: UITrait) {
        if let system = trait as? any SystemTraitDefinition.Type { setSystemValue(nil, for: system.trait) } else { custom.remove(trait) }
    }

    private func systemValue(_ trait: UITraitCollection.Trait) -> (any Sendable)? {
        switch trait {
        case .horizontalSizeClass: horizontalSizeClass
        case .verticalSizeClass: verticalSizeClass
        case .displayScale: displayScale
        case .userInterfaceStyle: userInterfaceStyle
        case .layoutDirection: layoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory
        case .accessibilityContrast: accessibilityContrast
        case .legibilityWeight: legibilityWeight
        }
    }

    private mutating func setSystemValue(_ value: Any?, for trait: UITraitCollection.Trait) {
        switch trait {
        case .horizontalSizeClass: horizontalSizeClass = value as? UIUserInterfaceSizeClass
        case .verticalSizeClass: verticalSizeClass = value as? UIUserInterfaceSizeClass
        case .displayScale: displayScale = value as? CGFloat
        case .userInterfaceStyle: userInterfaceStyle = value as? UIUserInterfaceStyle
        case .layoutDirection: layoutDirection = value as? UITraitEnvironmentLayoutDirection
        case .preferredContentSizeCategory: preferredContentSizeCategory = value as? UIContentSizeCategory
        case .accessibilityContrast: accessibilityContrast = value as? UIAccessibilityContrast
        case .legibilityWeight: legibilityWeight = value as? UILegibilityWeight
        }
    }
}
