import Foundation
import VitrineGraphics

/// The ARGB test image: a disc with a diagonal two-colour gradient and a soft (anti-aliased,
/// fading) edge, so it has real per-pixel alpha.
enum DiscImage {
    /// A `size`×`size` disc whose gradient starts at hue `hue` (0...1).
    static func make(size: Int, hue: Double) -> Image {
        let (r0, g0, b0) = Palette.hsvToRGB(hue: hue, saturation: 0.7, value: 1.0)
        let (r1, g1, b1) = Palette.hsvToRGB(hue: (hue + 0.15).truncatingRemainder(dividingBy: 1), saturation: 0.9, value: 0.6)
        let c = Double(size) / 2
        return Image(width: size, height: size) { x, y in
            let dx = (Double(x) + 0.5 - c) / c, dy = (Double(y) + 0.5 - c) / c
            let d = (dx * dx + dy * dy).squareRoot()
            // Opaque inside 0.75 of the radius, fading smoothly to nothing at the rim.
            let e = min(1, max(0, (1 - d) / 0.25))
            let alpha = e * e * (3 - 2 * e)
            let t = CGFloat(min(1, max(0, (dx + dy + 2) / 4)))
            return Color(red: r0 + (r1 - r0) * t, green: g0 + (g1 - g0) * t, blue: b0 + (b1 - b0) * t,
                         alpha: CGFloat(alpha))
        }
    }
}
