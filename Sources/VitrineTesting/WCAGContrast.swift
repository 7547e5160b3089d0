import Foundation

/// WCAG 2.x contrast arithmetic on 8-bit sRGB colours (`0xRRGGBB`; an alpha byte above is
/// ignored): relative luminance, the contrast ratio between two colours, and the minimum
/// ratios of success criteria 1.4.3 (text) and 1.4.11 (non-text: focus rings, control edges).
public enum WCAGContrast {
    /// 1.4.3 Contrast (Minimum): normal text.
    public static let text: Double = 4.5
    /// 1.4.3 Contrast (Minimum): large text (at least 18 pt, or 14 pt bold).
    public static let largeText: Double = 3
    /// 1.4.11 Non-text Contrast: focus indicators and the parts of controls needed to see them.
    public static let nonText: Double = 3

    /// The relative luminance of an sRGB colour: 0 (black) to 1 (white).
    public static func luminance(_ rgb: UInt32) -> Double {
        func channel(_ shift: UInt32) -> Double {
            let c = Double((rgb >> shift) & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(16) + 0.7152 * channel(8) + 0.0722 * channel(0)
    }

    /// The contrast ratio of two colours, (L1 + 0.05) / (L2 + 0.05) with L1 the lighter:
    /// 1 (the same) to 21 (black on white). Order does not matter.
    public static func ratio(_ a: UInt32, _ b: UInt32) -> Double {
        ratio(luminance: luminance(a), luminance(b))
    }

    /// The contrast ratio of two relative luminances.
    public static func ratio(luminance a: Double, _ b: Double) -> Double {
        (max(a, b) + 0.05) / (min(a, b) + 0.05)
    }

    /// Whether text of `pointSize` points counts as large in 1.4.3: 18 pt, or 14 pt bold.
    public static func isLargeText(pointSize: Double, bold: Bool) -> Bool {
        pointSize >= 18 || (bold && pointSize >= 14)
    }

    /// The ratio text of this size must reach: 3:1 when large, 4.5:1 otherwise.
    public static func required(pointSize: Double, bold: Bool) -> Double {
        isLargeText(pointSize: pointSize, bold: bold) ? largeText : text
    }

    /// `0xRRGGBB` of `foreground` at `alpha` over an opaque `background` (source-over).
    public static func composite(_ foreground: UInt32, alpha: Double, over background: UInt32) -> UInt32 {
        let a = min(max(alpha, 0), 1)
        var out: UInt32 = 0
        for shift: UInt32 in [16, 8, 0] {
            let f = Double((foreground >> shift) & 0xFF), b = Double((background >> shift) & 0xFF)
            out |= UInt32((f * a + b * (1 - a)).rounded()) << shift
        }
        return out
    }

    /// `#RRGGBB`.
    public static func hex(_ rgb: UInt32) -> String { String(format: "#%06X", rgb & 0xFFFFFF) }
}
