import Foundation

/// How strongly the layout engine wants a constraint (or a view's content size) satisfied:
/// 1000 (`required`) must hold; 1–999 are satisfied as far as possible, higher before lower.
/// Mirrors `UILayoutPriority`.
///
/// Vitrine's solver weighs optional constraints by numbers ordered like the priorities (see
/// `Strength(priority:)`): one constraint of a higher priority always wins over one of a lower
/// priority, as in UIKit.
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable,
                                ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    public var rawValue: Float

    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public init(floatLiteral value: Float) { self.rawValue = value }
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold. Mirrors `UILayoutPriority.required`.
    public static let required = UILayoutPriority(1000)
    /// 750: the priority of a button's resistance to compression. Mirrors `.defaultHigh`.
    public static let defaultHigh = UILayoutPriority(750)
    /// 510. Mirrors `UILayoutPriority.dragThatCanResizeScene`.
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    /// 500. Mirrors `UILayoutPriority.sceneSizeStayPut`.
    public static let sceneSizeStayPut = UILayoutPriority(500)
    /// 490. Mirrors `UILayoutPriority.dragThatCannotResizeScene`.
    public static let dragThatCannotResizeScene = UILayoutPriority(490)
    /// 250: the priority of a button's content hugging. Mirrors `.defaultLow`.
    public static let defaultLow = UILayoutPriority(250)
    /// 50: what `systemLayoutSizeFitting(_:)` uses to pull toward the target size. Mirrors
    /// `UILayoutPriority.fittingSizeLevel`.
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (a: UILayoutPriority, b: UILayoutPriority) -> Bool { a.rawValue < b.rawValue }
    public static func + (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue + b) }
    public static func - (a: UILayoutPriority, b: Float) -> UILayoutPriority { UILayoutPriority(a.rawValue - b) }

    public var description: String { "\(rawValue.rounded() == rawValue ? String(Int(rawValue)) : String(rawValue))" }

    var isRequired: Bool { rawValue >= 1000 }
}
