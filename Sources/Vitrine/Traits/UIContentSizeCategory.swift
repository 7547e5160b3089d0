import Foundation

/// How large the user wants text: the Dynamic Type size. Mirrors UIKit's
/// `UIContentSizeCategory`, with its raw values (`UICTContentSizeCategoryL`), its order
/// (`extraSmall` < … < `accessibilityExtraExtraExtraLarge`) and the five accessibility sizes.
/// `large` is iOS's default. On a kiosk, `[fonts] content_size_category` and
/// `vitrinectl content-size-category` set it (see `UIApplication.preferredContentSizeCategory`).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable, Comparable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No category: a trait collection that does not specify one. Mirrors
    /// `UIContentSizeCategory.unspecified`; it orders before `extraSmall`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// Mirrors `UIContentSizeCategory.extraSmall`.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Mirrors `UIContentSizeCategory.small`.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Mirrors `UIContentSizeCategory.medium`.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// iOS's default category.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Mirrors `UIContentSizeCategory.extraLarge`.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Mirrors `UIContentSizeCategory.extraExtraLarge`.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// Mirrors `UIContentSizeCategory.extraExtraExtraLarge`.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// Mirrors `UIContentSizeCategory.accessibilityMedium`.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// Mirrors `UIContentSizeCategory.accessibilityLarge`.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// Mirrors `UIContentSizeCategory.accessibilityExtraLarge`.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// Mirrors `UIContentSizeCategory.accessibilityExtraExtraLarge`.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// Mirrors `UIContentSizeCategory.accessibilityExtraExtraExtraLarge`.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The twelve categories a user can choose, smallest first, with the names of UIKit's
    /// cases (`"extraSmall"` … `"accessibilityExtraExtraExtraLarge"`), which the
    /// configuration and the control socket take.
    public static let allNamed: [(name: String, category: UIContentSizeCategory)] = [
        ("extraSmall", .extraSmall), ("small", .small), ("medium", .medium), ("large", .large),
        ("extraLarge", .extraLarge), ("extraExtraLarge", .extraExtraLarge), ("extraExtraExtraLarge", .extraExtraExtraLarge),
        ("accessibilityMedium", .accessibilityMedium), ("accessibilityLarge", .accessibilityLarge),
        ("accessibilityExtraLarge", .accessibilityExtraLarge), ("accessibilityExtraExtraLarge", .accessibilityExtraExtraLarge),
        ("accessibilityExtraExtraExtraLarge", .accessibilityExtraExtraExtraLarge),
    ]

    /// The category UIKit's case `name` stands for (`"large"`, `"accessibilityMedium"`), or
    /// `nil`.
    public init?(name: String) {
        guard let found = Self.allNamed.first(where: { $0.name == name }) else { return nil }
        self = found.category
    }

    /// The name of UIKit's case (`"large"`); the raw value for a category outside the twelve.
    public var name: String {
        if self == .unspecified { return "unspecified" }
        return Self.allNamed.first { $0.category == self }?.name ?? rawValue
    }

    /// Position in the order of sizes: -1 for `unspecified` (and unknown raw values), then 0
    /// for `extraSmall` up to 11.
    var order: Int { Self.allNamed.firstIndex { $0.category == self } ?? -1 }

    /// Whether this is one of the five larger accessibility sizes. Mirrors
    /// `UIContentSizeCategory.isAccessibilityCategory`.
    public var isAccessibilityCategory: Bool { order >= UIContentSizeCategory.accessibilityMedium.order }

    /// Smaller text first. Mirrors UIKit's comparison of categories
    /// (`UIContentSizeCategoryCompareToCategory`).
    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool { a.order < b.order }

    public var description: String { name }

    /// Posted (on the main actor, object: the application) after the app's category changed.
    /// Mirrors `UIContentSizeCategory.didChangeNotification`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category in `didChangeNotification`'s `userInfo`. Mirrors
    /// `UIContentSizeCategory.newValueUserInfoKey`.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
