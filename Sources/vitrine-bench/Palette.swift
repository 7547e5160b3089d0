import Foundation
import Vitrine

/// Deterministic colours for the bench scene.
enum Palette {
    /// The screen background, (0x20, 0x30, 0x48).
    static let background = UIColor(rgb: 0x203048)

    /// `count` distinct, softly saturated colours spread around the hue circle (by the golden
    /// angle, so neighbours in the grid differ), with alternating lightness.
    static func panelColors(count: Int) -> [UIColor] {
        (0..<count).map { i in
            let hue = (Double(i) * 0.381_966_011).truncatingRemainder(dividingBy: 1)
            let value = i % 2 == 0 ? 0.86 : 0.72
            let (r, g, b) = hsvToRGB(hue: hue, saturation: 0.55, value: value)
            return UIColor(red: r, green: g, blue: b, alpha: 1)
        }
    }

    /// HSV (all in 0...1) to RGB.
    static func hsvToRGB(hue: Double, saturation s: Double, value v: Double) -> (CGFloat, CGFloat, CGFloat) {
        let h = hue * 6
        let sector = Int(h) % 6
        let f = h - h.rounded(.down)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        let rgb: (Double, Double, Double)
        switch sector {
        case 0: rgb = (v, t, p)
        case 1: rgb = (q, v, p)
        case 2: rgb = (p, v, t)
        case 3: rgb = (p, q, v)
        case 4: rgb = (t, p, v)
        default: rgb = (v, p, q)
        }
        return (CGFloat(rgb.0), CGFloat(rgb.1), CGFloat(rgb.2))
    }
}
