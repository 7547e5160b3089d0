import Foundation

/// A trait in a trait collection: the system's (`UITraitHorizontalSizeClass`, …) and an
/// app's own. Define one with a type and its `defaultValue`:
///
/// ```swift
/// enum Theme: Int { case standard, monochrome }
/// struct ThemeTrait: UITraitDefinition { static let defaultValue = Theme.standard }
/// vc.traitOverrides[ThemeTrait.self] = .monochrome
/// view.traitCollection[ThemeTrait.self]   // .monochrome, below the controller
/// ```
///
/// A trait's value is inherited down the hierarchy like the system traits (window → view
/// controllers → views) and reads as `defaultValue` where nothing sets it. Values are
/// `Equatable` (a change is what differs) and `Sendable` (trait collections are). Mirrors
/// UIKit's `UITraitDefinition` (iOS 17).
public protocol UITraitDefinition {
    /// The type of the trait's value. Mirrors `UITraitDefinition.Value`.
    associatedtype Value: Equatable & Sendable
    /// The value where nothing specifies one. Mirrors `UITraitDefinition.defaultValue`.
    static var defaultValue: Value { get }
    /// A unique name for the trait (default: the type's qualified name). Mirrors
    /// `UITraitDefinition.identifier`.
    static var identifier: String { get }
    /// A short readable name (default: the type's name). Mirrors `UITraitDefinition.name`.
    static var name: String { get }
    /// Whether dynamic colours resolve with the trait (default `false`). Mirrors
    /// `UITraitDefinition.affectsColorAppearance`.
    static var affectsColorAppearance: Bool { get }
}

extension UITraitDefinition {
    public static var identifier: String { String(reflecting: Self.self) }
    public static var name: String { String(describing: Self.self) }
    public static var affectsColorAppearance: Bool { false }
}

/// A trait whose value is a `CGFloat`. Mirrors `UICGFloatTraitDefinition`.
public protocol UICGFloatTraitDefinition: UITraitDefinition where Value == CGFloat {}
/// A trait whose value is an integer. Mirrors `UINSIntegerTraitDefinition`.
public protocol UINSIntegerTraitDefinition: UITraitDefinition where Value == Int {}
/// A trait whose value is an object (compared with `==`). Mirrors `UIObjectTraitDefinition`.
public protocol UIObjectTraitDefinition: UITraitDefinition where Value: AnyObject {}

/// A trait, as `registerForTraitChanges(_:handler:)` and `changedTraitTypes(from:)` name it:
/// the trait definition's type (`UITraitVerticalSizeClass.self`, `ThemeTrait.self`). Mirrors
/// UIKit's `UITrait`.
public typealias UITrait = any UITraitDefinition.Type

/// The system traits: each maps onto a stored trait of `UITraitCollection`
/// (`UITraitCollection.Trait`).
protocol SystemTraitDefinition: UITraitDefinition {
    static var trait: UITraitCollection.Trait { get }
}

/// The horizontal size class. Mirrors `UITraitHorizontalSizeClass`.
public enum UITraitHorizontalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static let trait = UITraitCollection.Trait.horizontalSizeClass
}

/// The vertical size class. Mirrors `UITraitVerticalSizeClass`.
public enum UITraitVerticalSizeClass: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceSizeClass.unspecified
    static let trait = UITraitCollection.Trait.verticalSizeClass
}

/// Light or dark. Mirrors `UITraitUserInterfaceStyle`.
public enum UITraitUserInterfaceStyle: SystemTraitDefinition {
    public static let defaultValue = UIUserInterfaceStyle.unspecified
    public static var affectsColorAppearance: Bool { true }
    static let trait = UITraitCollection.Trait.userInterfaceStyle
}

/// Device pixels per point (0: unspecified). Mirrors `UITraitDisplayScale`.
public enum UITraitDisplayScale: SystemTraitDefinition, UICGFloatTraitDefinition {
    public static let defaultValue: CGFloat = 0
    public static var affectsColorAppearance: Bool { true }
    static let trait = UITraitCollection.Trait.displayScale
}

/// The reading direction. Mirrors `UITraitLayoutDirection`.
public enum UITraitLayoutDirection: SystemTraitDefinition {
    public static let defaultValue = UITraitEnvironmentLayoutDirection.unspecified
    static let trait = UITraitCollection.Trait.layoutDirection
}

/// The Dynamic Type size. Mirrors `UITraitPreferredContentSizeCategory`.
public enum UITraitPreferredContentSizeCategory: SystemTraitDefinition {
    public static let defaultValue = UIContentSizeCategory.unspecified
    static let trait = UITraitCollection.Trait.preferredContentSizeCategory
}

/// Standard or increased contrast. Mirrors `UITraitAccessibilityContrast`.
public enum UITraitAccessibilityContrast: SystemTraitDefinition {
    public static let defaultValue = UIAccessibilityContrast.unspecified
    public static var affectsColorAppearance: Bool { true }
    static let trait = UITraitCollection.Trait.accessibilityContrast
}

/// Regular or bold text. Mirrors `UITraitLegibilityWeight`.
public enum UITraitLegibilityWeight: SystemTraitDefinition {
    public static let defaultValue = UILegibilityWeight.unspecified
    static let trait = UITraitCollection.Trait.legibilityWeight
}

extension UITraitCollection.Trait {
    /// The trait definition for this trait (`UITraitHorizontalSizeClass.self`, …).
    public var definition: UITrait {
        switch self {
        case .horizontalSizeClass: UITraitHorizontalSizeClass.self
        case .verticalSizeClass: UITraitVerticalSizeClass.self
        case .displayScale: UITraitDisplayScale.self
        case .userInterfaceStyle: UITraitUserInterfaceStyle.self
        case .layoutDirection: UITraitLayoutDirection.self
        case .preferredContentSizeCategory: UITraitPreferredContentSizeCategory.self
        case .accessibilityContrast: UITraitAccessibilityContrast.self
        case .legibilityWeight: UITraitLegibilityWeight.self
        }
    }
}

/// What a registration listens to and a change reports: a system trait or an app's own.
enum TraitKey: Hashable, Sendable {
    case system(UITraitCollection.Trait)
    case custom(ObjectIdentifier)

    init(_ trait: UITrait) {
        if let s = trait as? any SystemTraitDefinition.Type { self = .system(s.trait) } else { self = .custom(ObjectIdentifier(trait)) }
    }
}
