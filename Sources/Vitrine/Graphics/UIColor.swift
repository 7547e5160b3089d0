import Foundation
import VitrineGraphics

/// Core Graphics' colour type; here the plain colour value behind `UIColor`.
public typealias CGColor = Color

/// A colour. Mirrors UIKit's `UIColor` (sRGB components, straight alpha).
public final class UIColor: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The colour value.
    public let color: Color

    /// Mirrors `UIColor(red:green:blue:alpha:)`.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        color = Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// A grey. Mirrors `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat) {
        color = Color(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Wraps a colour value. Mirrors `UIColor(cgColor:)`.
    public init(cgColor: CGColor) { color = cgColor }

    /// A colour from `0xRRGGBB` (a convenience UIKit lacks).
    public convenience init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(cgColor: Color(rgb: rgb, alpha: alpha))
    }

    /// The colour as a `CGColor`. Mirrors `UIColor.cgColor`.
    public var cgColor: CGColor { color }

    /// The same colour with another alpha. Mirrors `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        UIColor(red: color.red, green: color.green, blue: color.blue, alpha: alpha)
    }

    /// Reads the components. Mirrors `UIColor.getRed(_:green:blue:alpha:)`.
    @discardableResult
    public func getRed(_ red: inout CGFloat, green: inout CGFloat, blue: inout CGFloat, alpha: inout CGFloat) -> Bool {
        red = color.red; green = color.green; blue = color.blue; alpha = color.alpha
        return true
    }

    public static func == (lhs: UIColor, rhs: UIColor) -> Bool { lhs.color == rhs.color }
    public func hash(into hasher: inout Hasher) { hasher.combine(color) }
    public var description: String { "UIColor(\(color))" }

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

    // MARK: System colours (iOS light-appearance values)

    public static let systemBlue = UIColor(rgb: 0x007AFF)
    public static let systemGreen = UIColor(rgb: 0x34C759)
    public static let systemRed = UIColor(rgb: 0xFF3B30)
    public static let systemOrange = UIColor(rgb: 0xFF9500)
    public static let systemYellow = UIColor(rgb: 0xFFCC00)
    public static let systemPink = UIColor(rgb: 0xFF2D55)
    public static let systemPurple = UIColor(rgb: 0xAF52DE)
    public static let systemTeal = UIColor(rgb: 0x5AC8FA)
    public static let systemIndigo = UIColor(rgb: 0x5856D6)
    public static let systemGray = UIColor(rgb: 0x8E8E93)
    public static let label = UIColor.black
    public static let secondaryLabel = UIColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, alpha: 0.6)
    public static let systemBackground = UIColor.white
}
