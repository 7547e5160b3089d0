/// The bars' default background: iOS's light bar grey, or a dark grey in the dark appearance
/// (a bar's title and items use `label` and the tint, so they stay readable in both).
extension UIColor {
    static let defaultBarBackground = UIColor(light: UIColor(rgb: 0xF8F8F8), dark: UIColor(rgb: 0x1C1C1E))
    /// The hairline between a bar and the content (UIKit's bar shadow): a 30 % black line on
    /// the light bar, a 15 % white one on the dark bar, where black would not show.
    static let barHairline = UIColor(light: UIColor(white: 0, alpha: 0.3), dark: UIColor(white: 1, alpha: 0.15))

    /// A bar's background for its tint: as given, or at full alpha with Reduce Transparency
    /// on (iOS's translucent bars turn opaque).
    @MainActor static func barBackground(_ tint: UIColor) -> UIColor {
        UIAccessibility.isReduceTransparencyEnabled ? tint.withAlphaComponent(1) : tint
    }
}
