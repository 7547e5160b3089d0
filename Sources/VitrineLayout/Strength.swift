import Foundation

/// How much the solver wants a constraint satisfied: `required` constraints must hold; the
/// others are satisfied as far as possible, weighted by their strength (the solver minimises
/// the sum of strength × error over the optional constraints).
///
/// Kiwi's strengths: `strong`, `medium` and `weak` are 10⁶, 10³ and 1, `create(_:_:_:_:)`
/// combines three levels, and anything at or above `required` is required.
public struct Strength: Comparable, Hashable, Sendable, CustomStringConvertible {
    public let value: Double

    public init(_ value: Double) {
        self.value = value.isFinite ? min(max(0, value), Strength.required.value) : 0
    }

    private init(raw: Double) { self.value = raw }

    public static let required = Strength(raw: 1_001_001_000)
    public static let strong = Strength(raw: 1_000_000)
    public static let medium = Strength(raw: 1_000)
    public static let weak = Strength(raw: 1)

    /// Kiwi's `strength::create`: three levels of 0...1000 each, times `weight`.
    public static func create(_ a: Double, _ b: Double, _ c: Double, weight: Double = 1) -> Strength {
        func clip(_ x: Double) -> Double { min(max(0, x * weight), 1000) }
        return Strength(clip(a) * 1_000_000 + clip(b) * 1_000 + clip(c))
    }

    /// The strength for a UIKit layout priority (`UILayoutPriority`, 1...1000): 1000 and
    /// above is `required`; below, p maps to 10^(9 · (p − 1) / 999), so 1 weighs 1, 999
    /// about 0.98 × 10⁹ and every priority below 1000 stays below 10⁹ (kiwi's whole range
    /// under required); every step of priority weighs about 2.1 % more than the one below,
    /// and 250 apart is a factor of about 180 (`defaultLow` 250 against `defaultHigh` 750:
    /// 31,600×). Priorities are ordered numbers, not strict levels:
    /// one constraint of priority p wins against any one of lower priority; many lower ones
    /// can together outweigh one of a nearby higher priority. Below 1 is 1 (a priority of 0 or
    /// less is not allowed in UIKit).
    public init(priority: Float) {
        guard priority.isFinite else { self = .weak; return }
        if priority >= 1000 { self = .required; return }
        let p = Double(max(1, priority))
        self.init(raw: pow(10, 9 * (p - 1) / 999))
    }

    public var isRequired: Bool { value >= Strength.required.value }

    public static func < (a: Strength, b: Strength) -> Bool { a.value < b.value }

    public var description: String { isRequired ? "required" : "\(value)" }
}
