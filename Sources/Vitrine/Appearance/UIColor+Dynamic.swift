import Foundation
import VitrineGraphics

extension UIColor {
    /// A colour that chooses its value from the traits it is resolved against (light or dark
    /// appearance, most often). Vitrine resolves it when drawing, against the traits of the
    /// view drawn, and draws again when the view's `userInterfaceStyle` or
    /// `accessibilityContrast` changes. Mirrors
    /// `UIColor(dynamicProvider:)`.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(provider: dynamicProvider)
    }

    /// A colour with a light and a dark value (Vitrine's shorthand for the usual dynamic
    /// provider; the same as `UIColor { $0.userInterfaceStyle == .dark ? dark : light }`).
    public convenience init(light: UIColor, dark: UIColor) {
        self.init(provider: { $0.userInterfaceStyle == .dark ? dark : light })
    }

    /// Whether the colour is dynamic (made with a provider).
    public var isDynamic: Bool { provider != nil }

    /// The colour's value for `traitCollection` (itself when it is not dynamic). Mirrors
    /// `UIColor.resolvedColor(with:)`.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        guard let provider else { return self }
        // A provider may return another dynamic colour; resolve until fixed (bounded).
        var c = provider(traitCollection)
        var depth = 0
        while let p = c.provider, depth < 8 { c = p(traitCollection); depth += 1 }
        return c.provider == nil ? c : .black
    }
}
