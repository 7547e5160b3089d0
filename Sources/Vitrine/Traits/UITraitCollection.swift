import Foundation

/// Compact or regular space on an axis. Mirrors `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable, CustomStringConvertible {
    case unspecified = 0, compact = 1, regular = 2
    public var description: String { ["unspecified", "compact", "regular"][rawValue] }
}

/// Light or dark appearance. Mirrors `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified = 0, light = 1, dark = 2
}

/// Reading direction. Mirrors `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Sendable {
    case unspecified = -1, leftToRight = 0, rightToLeft = 1
}

/// Standard or increased contrast (the Increase Contrast setting). Mirrors
/// `UIAccessibilityContrast`.
public enum UIAccessibilityContrast: Int, Sendable {
    case unspecified = -1, normal = 0, high = 1
}

/// The weight text is drawn at (the Bold Text setting). Mirrors `UILegibilityWeight`.
public enum UILegibilityWeight: Int, Sendable {
    case unspecified = -1, regular = 0, bold = 1
}

/// The environment a view controller or view lives in: size classes, display scale,
/// appearance, layout direction, content size category (Dynamic Type), contrast and
/// legibility weight. Immutable; environments pass it down the hierarchy (screen
/// → window → root view controller → children → views). Mirrors `UITraitCollection`.
public final class UITraitCollection: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// A trait, for `changedTraits(from:)` and `registerForTraitChanges(_:handler:)`.
    public enum Trait: Hashable, Sendable, CaseIterable {
        case horizontalSizeClass, verticalSizeClass, displayScale, userInterfaceStyle, layoutDirection
        /// Mirrors `UITraitPreferredContentSizeCategory`.
        case preferredContentSizeCategory
        /// Mirrors `UITraitAccessibilityContrast`.
        case accessibilityContrast
        /// Mirrors `UITraitLegibilityWeight`.
        case legibilityWeight
    }

    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    /// Device pixels per point; 0 when unspecified.
    public let displayScale: CGFloat
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let layoutDirection: UITraitEnvironmentLayoutDirection
    /// How large the user wants text (Dynamic Type); windows carry the app's
    /// `UIApplication.preferredContentSizeCategory`. Mirrors
    /// `UITraitCollection.preferredContentSizeCategory`.
    public let preferredContentSizeCategory: UIContentSizeCategory
    /// Whether colours take their increased-contrast values; windows carry `.high` while
    /// `UIAccessibility.isDarkerSystemColorsEnabled`. Mirrors
    /// `UITraitCollection.accessibilityContrast`.
    public let accessibilityContrast: UIAccessibilityContrast
    /// Whether text is drawn bolder; windows carry `.bold` while
    /// `UIAccessibility.isBoldTextEnabled`. Mirrors `UITraitCollection.legibilityWeight`.
    public let legibilityWeight: UILegibilityWeight
    /// The values of an app's own traits (`UITraitDefinition`) this collection specifies;
    /// read them with the `[_:]` subscript.
    let custom: CustomTraitValues

    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                verticalSizeClass: UIUserInterfaceSizeClass = .unspecified,
                displayScale: CGFloat = 0,
                userInterfaceStyle: UIUserInterfaceStyle = .unspecified,
                layoutDirection: UITraitEnvironmentLayoutDirection = .unspecified,
                preferredContentSizeCategory: UIContentSizeCategory = .unspecified,
                accessibilityContrast: UIAccessibilityContrast = .unspecified,
                legibilityWeight: UILegibilityWeight = .unspecified) {
        self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: verticalSizeClass, displayScale: displayScale,
                  userInterfaceStyle: userInterfaceStyle, layoutDirection: layoutDirection,
                  preferredContentSizeCategory: preferredContentSizeCategory, accessibilityContrast: accessibilityContrast,
                  legibilityWeight: legibilityWeight, custom: CustomTraitValues())
    }

    init(horizontalSizeClass: UIUserInterfaceSizeClass, verticalSizeClass: UIUserInterfaceSizeClass, displayScale: CGFloat,
         userInterfaceStyle: UIUserInterfaceStyle, layoutDirection: UITraitEnvironmentLayoutDirection,
         preferredContentSizeCategory: UIContentSizeCategory, accessibilityContrast: UIAccessibilityContrast,
         legibilityWeight: UILegibilityWeight, custom: CustomTraitValues) {
        self.custom = custom
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.displayScale = displayScale
        self.userInterfaceStyle = userInterfaceStyle
        self.layoutDirection = layoutDirection
        self.preferredContentSizeCategory = preferredContentSizeCategory
        self.accessibilityContrast = accessibilityContrast
        self.legibilityWeight = legibilityWeight
    }

    /// Only a content size category. Mirrors `UITraitCollection(preferredContentSizeCategory:)`.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(horizontalSizeClass: .unspecified, preferredContentSizeCategory: preferredContentSizeCategory)
    }

    /// Only a contrast. Mirrors `UITraitCollection(accessibilityContrast:)`.
    public convenience init(accessibilityContrast: UIAccessibilityContrast) {
        self.init(horizontalSizeClass: .unspecified, accessibilityContrast: accessibilityContrast)
    }

    /// Only a legibility weight. Mirrors `UITraitCollection(legibilityWeight:)`.
    public convenience init(legibilityWeight: UILegibilityWeight) {
        self.init(horizontalSizeClass: .unspecified, legibilityWeight: legibilityWeight)
    }

    /// Mirrors `UITraitCollection(horizontalSizeClass:)`.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified) }
    /// Mirrors `UITraitCollection(verticalSizeClass:)`.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) { self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass) }
    /// Mirrors `UITraitCollection(userInterfaceStyle:)`.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle) }

    /// Every trait unspecified.
    public static let unspecified = UITraitCollection()

    /// The traits of `collections` merged, later ones winning where they specify a value.
    /// Mirrors `UITraitCollection(traitsFrom:)`.
    public convenience init(traitsFrom collections: [UITraitCollection]) {
        var h = UIUserInterfaceSizeClass.unspecified, v = UIUserInterfaceSizeClass.unspecified
        var s: CGFloat = 0, st = UIUserInterfaceStyle.unspecified, d = UITraitEnvironmentLayoutDirection.unspecified
        var category = UIContentSizeCategory.unspecified
        var contrast = UIAccessibilityContrast.unspecified, weight = UILegibilityWeight.unspecified
        var custom = CustomTraitValues()
        for c in collections {
            custom = custom.merging(c.custom)
            if c.preferredContentSizeCategory != .unspecified { category = c.preferredContentSizeCategory }
            if c.accessibilityContrast != .unspecified { contrast = c.accessibilityContrast }
            if c.legibilityWeight != .unspecified { weight = c.legibilityWeight }
            if c.horizontalSizeClass != .unspecified { h = c.horizontalSizeClass }
            if c.verticalSizeClass != .unspecified { v = c.verticalSizeClass }
            if c.displayScale != 0 { s = c.displayScale }
            if c.userInterfaceStyle != .unspecified { st = c.userInterfaceStyle }
            if c.layoutDirection != .unspecified { d = c.layoutDirection }
        }
        self.init(horizontalSizeClass: h, verticalSizeClass: v, displayScale: s, userInterfaceStyle: st, layoutDirection: d,
                  preferredContentSizeCategory: category, accessibilityContrast: contrast, legibilityWeight: weight, custom: custom)
    }

    /// Whether every trait `other` specifies has the same value here. Mirrors
    /// `containsTraits(in:)`.
    public func containsTraits(in other: UITraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.layoutDirection == .unspecified || o.layoutDirection == layoutDirection)
            && (o.preferredContentSizeCategory == .unspecified || o.preferredContentSizeCategory == preferredContentSizeCategory)
            && (o.accessibilityContrast == .unspecified || o.accessibilityContrast == accessibilityContrast)
            && (o.legibilityWeight == .unspecified || o.legibilityWeight == legibilityWeight)
            && custom.contains(o.custom)
    }

    /// The traits whose values differ from `previous`. Mirrors `changedTraits(from:)`.
    public func changedTraits(from previous: UITraitCollection?) -> Set<Trait> {
        guard let p = previous else { return Set(Trait.allCases) }
        var s = Set<Trait>()
        if p.horizontalSizeClass != horizontalSizeClass { s.insert(.horizontalSizeClass) }
        if p.verticalSizeClass != verticalSizeClass { s.insert(.verticalSizeClass) }
        if p.displayScale != displayScale { s.insert(.displayScale) }
        if p.userInterfaceStyle != userInterfaceStyle { s.insert(.userInterfaceStyle) }
        if p.layoutDirection != layoutDirection { s.insert(.layoutDirection) }
        if p.preferredContentSizeCategory != preferredContentSizeCategory { s.insert(.preferredContentSizeCategory) }
        if p.accessibilityContrast != accessibilityContrast { s.insert(.accessibilityContrast) }
        if p.legibilityWeight != legibilityWeight { s.insert(.legibilityWeight) }
        return s
    }

    /// Whether the size classes differ (the usual reason to re-arrange a layout).
    public func hasDifferentSizeClass(comparedTo other: UITraitCollection?) -> Bool {
        !changedTraits(from: other).isDisjoint(with: [.horizontalSizeClass, .verticalSizeClass])
    }

    /// This collection with `overrides` applied on top (this same collection when they change
    /// nothing).
    public func modifyingTraits(_ overrides: Overrides) -> UITraitCollection {
        if overrides.leavesUnchanged(self) { return self }
        return UITraitCollection(horizontalSizeClass: overrides.horizontalSizeClass ?? horizontalSizeClass,
                          verticalSizeClass: overrides.verticalSizeClass ?? verticalSizeClass,
                          displayScale: overrides.displayScale ?? displayScale,
                          userInterfaceStyle: overrides.userInterfaceStyle ?? userInterfaceStyle,
                          layoutDirection: overrides.layoutDirection ?? layoutDirection,
                          preferredContentSizeCategory: overrides.preferredContentSizeCategory ?? preferredContentSizeCategory,
                          accessibilityContrast: overrides.accessibilityContrast ?? accessibilityContrast,
                          legibilityWeight: overrides.legibilityWeight ?? legibilityWeight,
                          custom: custom.merging(overrides.custom))
    }

    /// Values a controller or view imposes on itself and everything below it, whatever it
    /// inherits. Mirrors `UITraitOverrides` (`traitOverrides`).
    public struct Overrides: Equatable, Sendable {
        public var horizontalSizeClass: UIUserInterfaceSizeClass?
        public var verticalSizeClass: UIUserInterfaceSizeClass?
        public var displayScale: CGFloat?
        public var userInterfaceStyle: UIUserInterfaceStyle?
        public var layoutDirection: UITraitEnvironmentLayoutDirection?
        public var preferredContentSizeCategory: UIContentSizeCategory?
        public var accessibilityContrast: UIAccessibilityContrast?
        public var legibilityWeight: UILegibilityWeight?
        /// Values of an app's own traits (UITraitCollection+TraitDefinitions.swift).
        var custom = CustomTraitValues()
        public init() {}
        public var isEmpty: Bool {
            horizontalSizeClass == nil && verticalSizeClass == nil && displayScale == nil && userInterfaceStyle == nil
                && layoutDirection == nil && preferredContentSizeCategory == nil && accessibilityContrast == nil
                && legibilityWeight == nil && custom.isEmpty
        }

        /// Whether applying these to `c` gives `c` again.
        func leavesUnchanged(_ c: UITraitCollection) -> Bool {
            (horizontalSizeClass ?? c.horizontalSizeClass) == c.horizontalSizeClass
                && (verticalSizeClass ?? c.verticalSizeClass) == c.verticalSizeClass
                && (displayScale ?? c.displayScale) == c.displayScale
                && (userInterfaceStyle ?? c.userInterfaceStyle) == c.userInterfaceStyle
                && (layoutDirection ?? c.layoutDirection) == c.layoutDirection
                && (preferredContentSizeCategory ?? c.preferredContentSizeCategory) == c.preferredContentSizeCategory
                && (accessibilityContrast ?? c.accessibilityContrast) == c.accessibilityContrast
                && (legibilityWeight ?? c.legibilityWeight) == c.legibilityWeight
                && c.custom.contains(custom)
        }
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        a.horizontalSizeClass == b.horizontalSizeClass && a.verticalSizeClass == b.verticalSizeClass
            && a.displayScale == b.displayScale && a.userInterfaceStyle == b.userInterfaceStyle
            && a.layoutDirection == b.layoutDirection && a.preferredContentSizeCategory == b.preferredContentSizeCategory
            && a.accessibilityContrast == b.accessibilityContrast && a.legibilityWeight == b.legibilityWeight
            && a.custom == b.custom
    }

    public func hash(into h: inout Hasher) {
        h.combine(horizontalSizeClass); h.combine(verticalSizeClass); h.combine(displayScale)
        h.combine(userInterfaceStyle); h.combine(layoutDirection); h.combine(preferredContentSizeCategory)
        h.combine(accessibilityContrast); h.combine(legibilityWeight)
        h.combine(custom.entries.count)
    }

    public var description: String {
        "UITraitCollection(h: \(horizontalSizeClass), v: \(verticalSizeClass), scale: \(displayScale))"
    }
}

/// How a window's size in points becomes size classes. Panels are neither phones nor tablets,
/// so the rule is two thresholds: an axis narrower than its threshold is compact, otherwise
/// regular. The defaults make an 800×480 panel regular × compact in landscape and
/// compact × regular in portrait, and 1024×600 and larger regular × regular in landscape.
public struct SizeClassMapping: Equatable, Sendable {
    /// Widths below this many points are horizontally compact.
    public var compactWidthBelow: CGFloat
    /// Heights below this many points are vertically compact.
    public var compactHeightBelow: CGFloat

    public init(compactWidthBelow: CGFloat = 640, compactHeightBelow: CGFloat = 540) {
        self.compactWidthBelow = compactWidthBelow
        self.compactHeightBelow = compactHeightBelow
    }

    public static let standard = SizeClassMapping()

    /// The size classes for a window of `size` points.
    public func sizeClasses(for size: CGSize) -> (horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
        (size.width < compactWidthBelow ? .compact : .regular, size.height < compactHeightBelow ? .compact : .regular)
    }
}
