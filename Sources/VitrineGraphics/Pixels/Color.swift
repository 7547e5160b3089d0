import Foundation

/// A colour in sRGB with straight (non-premultiplied) alpha, components in 0...1.
///
/// This is the value behind `UIColor` and `CGColor`; pixels store it premultiplied.
public struct Color: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from 8-bit channels.
    public init(red8 r: UInt8, green8 g: UInt8, blue8 b: UInt8, alpha: CGFloat = 1) {
        self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: alpha)
    }

    /// A colour from `0xRRGGBB`.
    public init(rgb: UInt32, alpha: CGFloat = 1) {
        self.init(red8: UInt8((rgb >> 16) & 0xFF), green8: UInt8((rgb >> 8) & 0xFF), blue8: UInt8(rgb & 0xFF), alpha: alpha)
    }

    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    public static let black = Color(red: 0, green: 0, blue: 0)
    public static let white = Color(red: 1, green: 1, blue: 1)

    /// The same colour with alpha multiplied by `factor`.
    public func multiplyingAlpha(_ factor: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha * factor)
    }

    /// Whether drawing this colour changes nothing.
    public var isInvisible: Bool { alpha <= 0 }

    /// The premultiplied 32-bit pixel `0xAARRGGBB` (channels rounded to nearest).
    public var premultipliedARGB: UInt32 {
        let a = clamp01(alpha)
        func ch(_ v: CGFloat) -> UInt32 { UInt32((clamp01(v) * a * 255).rounded()) }
        let a8 = UInt32((a * 255).rounded())
        return (a8 << 24) | (ch(red) << 16) | (ch(green) << 8) | ch(blue)
    }

    public var description: String {
        String(format: "Color(r: %.3f, g: %.3f, b: %.3f, a: %.3f)", Double(red), Double(green), Double(blue), Double(alpha))
    }
}

@inline(__always) func clamp01(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(1, max(0, v)) }
