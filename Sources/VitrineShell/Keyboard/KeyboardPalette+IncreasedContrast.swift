import Foundation
import Vitrine

// The keyboard with Increase Contrast (`accessibilityContrast == .high`). iOS's keyboard then
// outlines its keys and darkens its function keys; these palettes do the same, with values
// chosen so that every caption reads at WCAG 1.4.3's 4.5:1 on its cap and every cap's edge
// stands out from the backdrop at 1.4.11's 3:1 (the keyboard's contrast audit checks both on
// the rendered pixels). The standard palettes stay iOS's own colours.
extension KeyboardPalette {
    /// Light with Increase Contrast: iOS's backdrop and white character keys, each cap
    /// outlined in dark grey (#545760: 4.9:1 on the backdrop), function keys a step darker
    /// (#8E939E: black captions 6.8:1), and the return key in Apple's increased-contrast
    /// blue (#0040DD: white 7.6:1; the standard #007AFF gives white only 4.0:1).
    package static let lightIncreasedContrast = KeyboardPalette(
        background: UIColor(rgb: 0xD1D4D9), characterKey: .white, functionKey: UIColor(rgb: 0x8E939E),
        shadow: UIColor(rgb: 0x545760), label: .black, disabledLabel: UIColor(rgb: 0x55585F),
        prominentKey: UIColor(rgb: 0x0040DD), prominentLabel: .white, border: UIColor(rgb: 0x545760))

    /// Dark with Increase Contrast: iOS's backdrop (#2B2B2D, apart from a dark app's
    /// #1C1C1E background), character keys a step
    /// darker than iOS's #6B6B6E (#5A5A5E: white captions 6.9:1, where #6B6B6E's 5.3:1
    /// leaves thin antialiased strokes — a hyphen, an apostrophe — below 4.5:1), darker
    /// function keys (#3A3A3C: 11:1), each cap outlined in light grey (#AEAEB2: 6.4:1 on the
    /// backdrop), and a deeper return-key blue (#0058D0: white 6.3:1; Apple's
    /// increased-contrast dark blue #409CFF gives white only 2.8:1).
    package static let darkIncreasedContrast = KeyboardPalette(
        background: UIColor(rgb: 0x2B2B2D), characterKey: UIColor(rgb: 0x5A5A5E), functionKey: UIColor(rgb: 0x3A3A3C),
        shadow: .black, label: .white, disabledLabel: UIColor(rgb: 0x8E8E93),
        prominentKey: UIColor(rgb: 0x0058D0), prominentLabel: .white, border: UIColor(rgb: 0xAEAEB2))

    /// The palette for a dark or light keyboard under `contrast` (`.high`: Increase Contrast).
    package static func palette(dark: Bool, contrast: UIAccessibilityContrast) -> KeyboardPalette {
        switch (dark, contrast == .high) {
        case (false, false): return .light
        case (true, false): return .dark
        case (false, true): return .lightIncreasedContrast
        case (true, true): return .darkIncreasedContrast
        }
    }
}
