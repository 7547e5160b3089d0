import Foundation
import VitrineGraphics

/// A function from a colour to a colour, applied by a configuration to a colour it resolves
/// (text, image tint, background). Mirrors UIKit's `UIConfigurationColorTransformer`.
public struct UIConfigurationColorTransformer: Sendable {
    /// The function.
    public let transform: @Sendable (UIColor) -> UIColor

    /// Mirrors `init(_:)`.
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }

    /// Applies the function. Mirrors `callAsFunction(_:)`.
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }

    /// The colour's grey of the same luminance. Mirrors `grayscale`.
    public static let grayscale = UIConfigurationColorTransformer { c in
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        guard c.getRed(&r, green: &g, blue: &b, alpha: &a) else { return c }
        return UIColor(white: 0.299 * r + 0.587 * g + 0.114 * b, alpha: a)
    }
}
