import Foundation
import VitrineGraphics

/// Core Graphics' colour type; here the plain colour value behind `UIColor`.
public typealias CGColor = Color

/// A colour. Mirrors UIKit's `UIColor` (sRGB components, straight alpha): a fixed value, or
/// a dynamic colour that resolves per trait collection (`UIColor+Dynamic.swift`; the semantic
/// colours such as `label` and `systemBackground` are dynamic, as in UIKit).
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The fixed value (for a dynamic colour, unused).
    private let base: Color
    /// The dynamic provider, `nil` for a fixed colour.
    let provider: (@Sendable (UITraitCollection) -> UIColor)?

    /// The colour value; a dynamic colour resolves against `UITraitCollection.current`.
    public var color: Color {
        guard provider != nil else { return base }
        return resolvedColor(with: UITraitCollection.current).base
    }

    /// Mirrors `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        base = Color(red: red, green: green, blue: blue, alpha: alpha)
        provider = nil
    }

    /// A grey. Mirrors `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat) {
        base = Color(red: white, green: white, blue: white, alpha: alpha)
        provider = nil
    }

    /// Wraps a colour value. Mirrors `UIColor(cgColor:)`.
    public init(cgColor: CGColor) { base = cgColor; provider = nil }

    /// A dynamic colour (`init(dynamicProvider:)`).
    init(provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        base = .black
        self.provider = provider
    }

    /// A colour from `0xRRGGBB` (a convenience UIKit lacks).
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(cgColor: Color(rgb: rgb, alpha: alpha))
    }

    /// The colour as a `CGColor`. Mirrors `UIColor.cgColor`.
    public var cgColor: CGColor { color }

    /// The same colour with another alpha (a dynamic colour stays dynamic). Mirrors
    /// `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        guard provider != nil else { return UIColor(red: base.red, green: base.green, blue: base.blue, alpha: alpha) }
        return UIColor(provider: { [self] traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) })
    }

    /// Reads the components. Mirrors `UIColor.getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = color.red; green = color.green; blue = color.blue; alpha = color.alpha
        return true
    }

    /// Fixed colours are equal when their components are; a dynamic colour only to itself.
    public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
        if lhs.provider != nil || rhs.provider != nil { return lhs === rhs }
        return lhs.base == rhs.base
    }
    public func hash(into hasher: inout Hasher) {
        if provider != nil { hasher.combine(ObjectIdentifier(self)) } else { hasher.combine(base) }
    }
    public var description: String { provider == nil ? "UIColor(\(base))" : "UIColor(dynamic, now \(color))" }

    /// Sets the fill colour of the current graphics context. Mirrors `UIColor.setFill()`.
    @MainActor public func setFill() { UIGraphicsGetCurrentContext()?.setFillColor(color) }
    /// Sets the stroke colour of the current graphics context. Mirrors `UIColor.setStroke()`.
    @MainActor public func setStroke() { UIGraphicsGetCurrentContext()?.setStrokeColor(color) }

    // MARK: Named colours (UIKit's fixed colours)

    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
