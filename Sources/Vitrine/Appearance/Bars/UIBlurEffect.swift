import Foundation

/// A blur, as a bar appearance's `backgroundEffect` names it. Mirrors UIKit's `UIBlurEffect`
/// as a value only: Vitrine's compositor has no backdrop blur, so a bar with an effect draws
/// the bars' solid chrome grey in its place (translucent as iOS's chrome, opaque with Reduce
/// Transparency) and no other view renders one.
@MainActor
public final class UIBlurEffect {
    /// The blur's material. Mirrors `UIBlurEffect.Style` (the styles bars use).
    public enum Style: Int, Sendable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    /// The material. Mirrors `UIBlurEffect`'s style.
    public let style: Style

    /// Mirrors `UIBlurEffect.init(style:)`.
    public init(style: Style) { self.style = style }
}
