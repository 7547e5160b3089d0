import Foundation

// UIKit's system and semantic colours, with the values Apple's Human Interface Guidelines give
// (iOS 15 and later): light and dark appearance, each at standard and increased contrast (the
// Increase Contrast setting, `accessibilityContrast == .high`). Every one is dynamic: it
// resolves per `userInterfaceStyle` and `accessibilityContrast` where it is drawn. The
// guidelines publish the increased-contrast values of the tints and greys; those of the
// label, fill and separator colours are Vitrine's (more opaque, so further from the
// background), and the backgrounds follow the greys they are made of.

/// An opaque colour from `0xRRGGBB`, or a translucent one.
private func rgb(_ value: UInt32, _ alpha: CGFloat = 1) -> UIColor { UIColor(rgb: value, alpha: alpha) }

/// A dynamic colour with a value per appearance and contrast.
private func system(_ light: UIColor, _ dark: UIColor, increased lightHigh: UIColor, _ darkHigh: UIColor) -> UIColor {
    UIColor(provider: { traits in
        let high = traits.accessibilityContrast == .high
        return traits.userInterfaceStyle == .dark ? (high ? darkHigh : dark) : (high ? lightHigh : light)
    })
}

/// A dynamic colour from opaque `0xRRGGBB` values.
private func system(_ light: UInt32, _ dark: UInt32, increased lightHigh: UInt32, _ darkHigh: UInt32) -> UIColor {
    system(rgb(light), rgb(dark), increased: rgb(lightHigh), rgb(darkHigh))
}

extension UIColor {
    // MARK: System colours (adaptable tints)

    /// Mirrors `UIColor.systemBlue` (#007AFF light, #0A84FF dark; increased contrast
    /// #0040DD / #409CFF).
    public static let systemBlue = system(0x007AFF, 0x0A84FF, increased: 0x0040DD, 0x409CFF)
    /// Mirrors `UIColor.systemGreen` (#34C759 / #30D158; #248A3D / #30DB5B).
    public static let systemGreen = system(0x34C759, 0x30D158, increased: 0x248A3D, 0x30DB5B)
    /// Mirrors `UIColor.systemRed` (#FF3B30 / #FF453A; #D70015 / #FF6961).
    public static let systemRed = system(0xFF3B30, 0xFF453A, increased: 0xD70015, 0xFF6961)
    /// Mirrors `UIColor.systemOrange` (#FF9500 / #FF9F0A; #C93400 / #FFB340).
    public static let systemOrange = system(0xFF9500, 0xFF9F0A, increased: 0xC93400, 0xFFB340)
    /// Mirrors `UIColor.systemYellow` (#FFCC00 / #FFD60A; #B25000 / #FFD426).
    public static let systemYellow = system(0xFFCC00, 0xFFD60A, increased: 0xB25000, 0xFFD426)
    /// Mirrors `UIColor.systemPink` (#FF2D55 / #FF375F; #D30F45 / #FF6482).
    public static let systemPink = system(0xFF2D55, 0xFF375F, increased: 0xD30F45, 0xFF6482)
    /// Mirrors `UIColor.systemPurple` (#AF52DE / #BF5AF2; #8944AB / #DA8FFF).
    public static let systemPurple = system(0xAF52DE, 0xBF5AF2, increased: 0x8944AB, 0xDA8FFF)
    /// Mirrors `UIColor.systemTeal` (#30B0C7 / #40C8E0; #008299 / #5DE6FF).
    public static let systemTeal = system(0x30B0C7, 0x40C8E0, increased: 0x008299, 0x5DE6FF)
    /// Mirrors `UIColor.systemIndigo` (#5856D6 / #5E5CE6; #3634A3 / #7D7AFF).
    public static let systemIndigo = system(0x5856D6, 0x5E5CE6, increased: 0x3634A3, 0x7D7AFF)
    /// Mirrors `UIColor.systemMint` (#00C7BE / #63E6E2; #0C817B / #66D4CF).
    public static let systemMint = system(0x00C7BE, 0x63E6E2, increased: 0x0C817B, 0x66D4CF)
    /// Mirrors `UIColor.systemCyan` (#32ADE6 / #64D2FF; #0071A4 / #70D7FF).
    public static let systemCyan = system(0x32ADE6, 0x64D2FF, increased: 0x0071A4, 0x70D7FF)
    /// Mirrors `UIColor.systemBrown` (#A2845E / #AC8E68; #7F6545 / #B59469).
    public static let systemBrown = system(0xA2845E, 0xAC8E68, increased: 0x7F6545, 0xB59469)

    // MARK: Greys

    /// Mirrors `UIColor.systemGray` (#8E8E93 in both; #6C6C70 / #AEAEB2).
    public static let systemGray = system(0x8E8E93, 0x8E8E93, increased: 0x6C6C70, 0xAEAEB2)
    /// Mirrors `UIColor.systemGray2` (#AEAEB2 / #636366; #8E8E93 / #7C7C80).
    public static let systemGray2 = system(0xAEAEB2, 0x636366, increased: 0x8E8E93, 0x7C7C80)
    /// Mirrors `UIColor.systemGray3` (#C7C7CC / #48484A; #AEAEB2 / #545456).
    public static let systemGray3 = system(0xC7C7CC, 0x48484A, increased: 0xAEAEB2, 0x545456)
    /// Mirrors `UIColor.systemGray4` (#D1D1D6 / #3A3A3C; #BCBCC0 / #444446).
    public static let systemGray4 = system(0xD1D1D6, 0x3A3A3C, increased: 0xBCBCC0, 0x444446)
    /// Mirrors `UIColor.systemGray5` (#E5E5EA / #2C2C2E; #D8D8DC / #363638).
    public static let systemGray5 = system(0xE5E5EA, 0x2C2C2E, increased: 0xD8D8DC, 0x363638)
    /// Mirrors `UIColor.systemGray6` (#F2F2F7 / #1C1C1E; #EBEBF0 / #242426).
    public static let systemGray6 = system(0xF2F2F7, 0x1C1C1E, increased: 0xEBEBF0, 0x242426)

    // MARK: Label colours

    /// Text. Mirrors `UIColor.label` (black / white, at either contrast).
    public static let label = system(0x000000, 0xFFFFFF, increased: 0x000000, 0xFFFFFF)
    /// Secondary text. Mirrors `UIColor.secondaryLabel` (#3C3C43 at 60 % / #EBEBF5 at 60 %;
    /// at 80 % with increased contrast).
    public static let secondaryLabel = system(rgb(0x3C3C43, 0.6), rgb(0xEBEBF5, 0.6),
                                              increased: rgb(0x3C3C43, 0.8), rgb(0xEBEBF5, 0.8))
    /// Tertiary text. Mirrors `UIColor.tertiaryLabel` (#3C3C43 at 30 % / #EBEBF5 at 30 %; at
    /// 50 %).
    public static let tertiaryLabel = system(rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3),
                                             increased: rgb(0x3C3C43, 0.5), rgb(0xEBEBF5, 0.5))
    /// Quaternary text. Mirrors `UIColor.quaternaryLabel` (#3C3C43 at 18 % / #EBEBF5 at 16 %;
    /// at 30 % / 28 %).
    public static let quaternaryLabel = system(rgb(0x3C3C43, 0.18), rgb(0xEBEBF5, 0.16),
                                               increased: rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.28))
    /// Placeholder text. Mirrors `UIColor.placeholderText` (#3C3C43 at 30 % / #EBEBF5 at 30 %;
    /// at 50 %).
    public static let placeholderText = system(rgb(0x3C3C43, 0.3), rgb(0xEBEBF5, 0.3),
                                               increased: rgb(0x3C3C43, 0.5), rgb(0xEBEBF5, 0.5))
    /// Links. Mirrors `UIColor.link` (#007AFF / #0984FF; systemBlue's #0040DD / #409CFF).
    public static let link = system(0x007AFF, 0x0984FF, increased: 0x0040DD, 0x409CFF)

    // MARK: Backgrounds

    /// Mirrors `UIColor.systemBackground` (white / black, at either contrast).
    public static let systemBackground = system(0xFFFFFF, 0x000000, increased: 0xFFFFFF, 0x000000)
    /// Mirrors `UIColor.secondarySystemBackground` (#F2F2F7 / #1C1C1E; #EBEBF0 / #242426).
    public static let secondarySystemBackground = system(0xF2F2F7, 0x1C1C1E, increased: 0xEBEBF0, 0x242426)
    /// Mirrors `UIColor.tertiarySystemBackground` (white / #2C2C2E; white / #363638).
    public static let tertiarySystemBackground = system(0xFFFFFF, 0x2C2C2E, increased: 0xFFFFFF, 0x363638)
    /// Mirrors `UIColor.systemGroupedBackground` (#F2F2F7 / black; #EBEBF0 / black).
    public static let systemGroupedBackground = system(0xF2F2F7, 0x000000, increased: 0xEBEBF0, 0x000000)
    /// Mirrors `UIColor.secondarySystemGroupedBackground` (white / #1C1C1E; white / #242426).
    public static let secondarySystemGroupedBackground = system(0xFFFFFF, 0x1C1C1E, increased: 0xFFFFFF, 0x242426)
    /// Mirrors `UIColor.tertiarySystemGroupedBackground` (#F2F2F7 / #2C2C2E; #EBEBF0 /
    /// #363638).
    public static let tertiarySystemGroupedBackground = system(0xF2F2F7, 0x2C2C2E, increased: 0xEBEBF0, 0x363638)

    // MARK: Fills and separators

    /// Mirrors `UIColor.systemFill` (#787880 at 20 % / at 36 %; at 30 % / 46 %).
    public static let systemFill = system(rgb(0x787880, 0.2), rgb(0x787880, 0.36),
                                          increased: rgb(0x787880, 0.3), rgb(0x787880, 0.46))
    /// Mirrors `UIColor.secondarySystemFill` (#787880 at 16 % / at 32 %; at 24 % / 42 %).
    public static let secondarySystemFill = system(rgb(0x787880, 0.16), rgb(0x787880, 0.32),
                                                   increased: rgb(0x787880, 0.24), rgb(0x787880, 0.42))
    /// Mirrors `UIColor.tertiarySystemFill` (#767680 at 12 % / at 24 %; at 20 % / 34 %).
    public static let tertiarySystemFill = system(rgb(0x767680, 0.12), rgb(0x767680, 0.24),
                                                  increased: rgb(0x767680, 0.2), rgb(0x767680, 0.34))
    /// Mirrors `UIColor.quaternarySystemFill` (#747480 at 8 % / #767680 at 18 %; at 14 % /
    /// 26 %).
    public static let quaternarySystemFill = system(rgb(0x747480, 0.08), rgb(0x767680, 0.18),
                                                    increased: rgb(0x747480, 0.14), rgb(0x767680, 0.26))
    /// A thin line that lets content show through. Mirrors `UIColor.separator` (#3C3C43 at
    /// 29 % / #545458 at 60 %; at 45 % / 80 %).
    public static let separator = system(rgb(0x3C3C43, 0.29), rgb(0x545458, 0.6),
                                         increased: rgb(0x3C3C43, 0.45), rgb(0x545458, 0.8))
    /// An opaque line. Mirrors `UIColor.opaqueSeparator` (#C6C6C8 / #38383A; #AEAEB2 /
    /// #545456).
    public static let opaqueSeparator = system(0xC6C6C8, 0x38383A, increased: 0xAEAEB2, 0x545456)

    // MARK: Fixed text colours

    /// Mirrors `UIColor.lightText` (white at 60 %, in both appearances).
    public static let lightText = UIColor(white: 1, alpha: 0.6)
    /// Mirrors `UIColor.darkText` (black, in both appearances).
    public static let darkText = UIColor(white: 0, alpha: 1)

    // MARK: Dimming

    /// The black a search controller lays over the content it obscures while searching.
    /// UIKit publishes no value for its dimming; black at 40 % in the light appearance (the
    /// presentations' dimming), deeper over dark content (60 %) so the content still reads as
    /// set back, and 10 points deeper again with Increase Contrast.
    package static let searchDimming = system(UIColor(white: 0, alpha: 0.4), UIColor(white: 0, alpha: 0.6),
                                              increased: UIColor(white: 0, alpha: 0.5), UIColor(white: 0, alpha: 0.7))

    /// The app's default tint: the resolved `tintColor` of the view it is used in is what
    /// UIKit's `UIColor.tintColor` stands for; outside a view it is `systemBlue`. Mirrors
    /// `UIColor.tintColor` (a plain `systemBlue` here: use the view's `tintColor`).
    public static var tintColor: UIColor { systemBlue }
}
