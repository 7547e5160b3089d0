import Foundation

// UIKit's system and semantic colours, with the light and dark values Apple's Human Interface
// Guidelines give (iOS 15 and later; the default contrast). Every one is dynamic: it resolves
// per `userInterfaceStyle` where it is drawn.

/// A dynamic colour from `0xRRGGBB` light and dark values.
private func adaptive(_ light: UInt32, _ dark: UInt32, alpha: CGFloat = 1, darkAlpha: CGFloat? = nil) -> UIColor {
    UIColor(light: UIColor(rgb: light, alpha: alpha), dark: UIColor(rgb: dark, alpha: darkAlpha ?? alpha))
}

extension UIColor {
    // MARK: System colours (adaptable tints)

    /// Mirrors `UIColor.systemBlue` (#007AFF light, #0A84FF dark).
    public static let systemBlue = adaptive(0x007AFF, 0x0A84FF)
    /// Mirrors `UIColor.systemGreen` (#34C759 / #30D158).
    public static let systemGreen = adaptive(0x34C759, 0x30D158)
    /// Mirrors `UIColor.systemRed` (#FF3B30 / #FF453A).
    public static let systemRed = adaptive(0xFF3B30, 0xFF453A)
    /// Mirrors `UIColor.systemOrange` (#FF9500 / #FF9F0A).
    public static let systemOrange = adaptive(0xFF9500, 0xFF9F0A)
    /// Mirrors `UIColor.systemYellow` (#FFCC00 / #FFD60A).
    public static let systemYellow = adaptive(0xFFCC00, 0xFFD60A)
    /// Mirrors `UIColor.systemPink` (#FF2D55 / #FF375F).
    public static let systemPink = adaptive(0xFF2D55, 0xFF375F)
    /// Mirrors `UIColor.systemPurple` (#AF52DE / #BF5AF2).
    public static let systemPurple = adaptive(0xAF52DE, 0xBF5AF2)
    /// Mirrors `UIColor.systemTeal` (#30B0C7 / #40C8E0).
    public static let systemTeal = adaptive(0x30B0C7, 0x40C8E0)
    /// Mirrors `UIColor.systemIndigo` (#5856D6 / #5E5CE6).
    public static let systemIndigo = adaptive(0x5856D6, 0x5E5CE6)
    /// Mirrors `UIColor.systemMint` (#00C7BE / #63E6E2).
    public static let systemMint = adaptive(0x00C7BE, 0x63E6E2)
    /// Mirrors `UIColor.systemCyan` (#32ADE6 / #64D2FF).
    public static let systemCyan = adaptive(0x32ADE6, 0x64D2FF)
    /// Mirrors `UIColor.systemBrown` (#A2845E / #AC8E68).
    public static let systemBrown = adaptive(0xA2845E, 0xAC8E68)

    // MARK: Greys

    /// Mirrors `UIColor.systemGray` (#8E8E93 in both).
    public static let systemGray = adaptive(0x8E8E93, 0x8E8E93)
    /// Mirrors `UIColor.systemGray2` (#AEAEB2 / #636366).
    public static let systemGray2 = adaptive(0xAEAEB2, 0x636366)
    /// Mirrors `UIColor.systemGray3` (#C7C7CC / #48484A).
    public static let systemGray3 = adaptive(0xC7C7CC, 0x48484A)
    /// Mirrors `UIColor.systemGray4` (#D1D1D6 / #3A3A3C).
    public static let systemGray4 = adaptive(0xD1D1D6, 0x3A3A3C)
    /// Mirrors `UIColor.systemGray5` (#E5E5EA / #2C2C2E).
    public static let systemGray5 = adaptive(0xE5E5EA, 0x2C2C2E)
    /// Mirrors `UIColor.systemGray6` (#F2F2F7 / #1C1C1E).
    public static let systemGray6 = adaptive(0xF2F2F7, 0x1C1C1E)

    // MARK: Label colours

    /// Text. Mirrors `UIColor.label` (black / white).
    public static let label = adaptive(0x000000, 0xFFFFFF)
    /// Secondary text. Mirrors `UIColor.secondaryLabel` (#3C3C43 at 60 % / #EBEBF5 at 60 %).
    public static let secondaryLabel = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.6)
    /// Tertiary text. Mirrors `UIColor.tertiaryLabel` (#3C3C43 at 30 % / #EBEBF5 at 30 %).
    public static let tertiaryLabel = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// Quaternary text. Mirrors `UIColor.quaternaryLabel` (#3C3C43 at 18 % / #EBEBF5 at 16 %).
    public static let quaternaryLabel = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.18, darkAlpha: 0.16)
    /// Placeholder text. Mirrors `UIColor.placeholderText` (#3C3C43 at 30 % / #EBEBF5 at 30 %).
    public static let placeholderText = adaptive(0x3C3C43, 0xEBEBF5, alpha: 0.3)
    /// Links. Mirrors `UIColor.link` (#007AFF / #0984FF).
    public static let link = adaptive(0x007AFF, 0x0984FF)

    // MARK: Backgrounds

    /// Mirrors `UIColor.systemBackground` (white / black).
    public static let systemBackground = adaptive(0xFFFFFF, 0x000000)
    /// Mirrors `UIColor.secondarySystemBackground` (#F2F2F7 / #1C1C1E).
    public static let secondarySystemBackground = adaptive(0xF2F2F7, 0x1C1C1E)
    /// Mirrors `UIColor.tertiarySystemBackground` (white / #2C2C2E).
    public static let tertiarySystemBackground = adaptive(0xFFFFFF, 0x2C2C2E)
    /// Mirrors `UIColor.systemGroupedBackground` (#F2F2F7 / black).
    public static let systemGroupedBackground = adaptive(0xF2F2F7, 0x000000)
    /// Mirrors `UIColor.secondarySystemGroupedBackground` (white / #1C1C1E).
    public static let secondarySystemGroupedBackground = adaptive(0xFFFFFF, 0x1C1C1E)
    /// Mirrors `UIColor.tertiarySystemGroupedBackground` (#F2F2F7 / #2C2C2E).
    public static let tertiarySystemGroupedBackground = adaptive(0xF2F2F7, 0x2C2C2E)

    // MARK: Fills and separators

    /// Mirrors `UIColor.systemFill` (#787880 at 20 % / at 36 %).
    public static let systemFill = adaptive(0x787880, 0x787880, alpha: 0.2, darkAlpha: 0.36)
    /// Mirrors `UIColor.secondarySystemFill` (#787880 at 16 % / at 32 %).
    public static let secondarySystemFill = adaptive(0x787880, 0x787880, alpha: 0.16, darkAlpha: 0.32)
    /// Mirrors `UIColor.tertiarySystemFill` (#767680 at 12 % / at 24 %).
    public static let tertiarySystemFill = adaptive(0x767680, 0x767680, alpha: 0.12, darkAlpha: 0.24)
    /// Mirrors `UIColor.quaternarySystemFill` (#747480 at 8 % / #767680 at 18 %).
    public static let quaternarySystemFill = adaptive(0x747480, 0x767680, alpha: 0.08, darkAlpha: 0.18)
    /// A thin line that lets content show through. Mirrors `UIColor.separator` (#3C3C43 at
    /// 29 % / #545458 at 60 %).
    public static let separator = adaptive(0x3C3C43, 0x545458, alpha: 0.29, darkAlpha: 0.6)
    /// An opaque line. Mirrors `UIColor.opaqueSeparator` (#C6C6C8 / #38383A).
    public static let opaqueSeparator = adaptive(0xC6C6C8, 0x38383A)

    // MARK: Fixed text colours

    /// Mirrors `UIColor.lightText` (white at 60 %, in both appearances).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Mirrors `UIColor.darkText` (black, in both appearances).
    public static let darkText = UIColor(white: 0, alpha: 1)

    /// The app's default tint: the resolved `tintColor` of the view it is used in is what
    /// UIKit's `UIColor.tintColor` stands for; outside a view it is `systemBlue`. Mirrors
    /// `UIColor.tintColor` (a plain `systemBlue` here: use the view's `tintColor`).
    public static var tintColor: UIColor { systemBlue }
}
