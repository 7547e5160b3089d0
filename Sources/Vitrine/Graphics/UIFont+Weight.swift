import Foundation
import VitrineGraphics

extension UIFont {
    /// How heavy a font's strokes are. Mirrors `UIFont.Weight`, with UIKit's raw values
    /// (`UIFontWeightUltraLight` … `UIFontWeightBlack`: −0.8, −0.6, −0.4, 0, 0.23, 0.3, 0.4,
    /// 0.56, 0.62).
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public var rawValue: CGFloat

        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// Mirrors `UIFont.Weight.init(_:)`.
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }

        public static let ultraLight = Weight(rawValue: -0.8)
        public static let thin = Weight(rawValue: -0.6)
        public static let light = Weight(rawValue: -0.4)
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
        public static let heavy = Weight(rawValue: 0.56)
        public static let black = Weight(rawValue: 0.62)

        /// UIKit's named weights and fontconfig's (`FC_WEIGHT_*`) for the same names:
        /// ultraLight is CSS 100 (`FC_WEIGHT_THIN`), thin CSS 200 (`FC_WEIGHT_EXTRALIGHT`),
        /// light 50, regular 80, medium 100, semibold 180, bold 200, heavy 205 (extra bold),
        /// black 210.
        static let fontconfigTable: [(uikit: CGFloat, fontconfig: CGFloat)] = [
            (-0.8, 0), (-0.6, 40), (-0.4, 50), (0, 80), (0.23, 100), (0.3, 180), (0.4, 200), (0.56, 205), (0.62, 210),
        ]

        /// The fontconfig weight: the named weights map to their fontconfig names, values in
        /// between are interpolated linearly, values outside are clamped.
        var fontconfigWeight: FontDatabase.Weight {
            let table = Self.fontconfigTable
            guard rawValue.isFinite, rawValue > table[0].uikit else { return Int(table[0].fontconfig) }
            for (lower, upper) in zip(table, table.dropFirst()) where rawValue <= upper.uikit {
                let t = (rawValue - lower.uikit) / (upper.uikit - lower.uikit)
                return Int((lower.fontconfig + t * (upper.fontconfig - lower.fontconfig)).rounded())
            }
            return Int(table[table.count - 1].fontconfig)
        }
    }

    /// The system font at a weight. Mirrors `UIFont.systemFont(ofSize:weight:)`: the system
    /// family's installed face nearest to `weight`, as fontconfig picks it (DejaVu Sans has
    /// Book and Bold, and ExtraLight with fonts-dejavu-extra, so semibold draws Bold; Inter
    /// has all nine weights); sizes from 20 pt come from the display family when the system
    /// family has one (Inter Display). `.regular` and `.bold` are the configured
    /// `systemFontFiles` when set. When fontconfig knows no system family, weights from
    /// semibold up use DejaVu Sans Bold's file and lighter ones DejaVu Sans's.
    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, request: SystemFontRequest(weight: weight))
    }

    /// The italic system font. Mirrors `UIFont.italicSystemFont(ofSize:)`: the system
    /// family's italic or oblique face through fontconfig (DejaVu Sans Oblique, Inter
    /// Italic); where the family has none, the upright face (UIKit would slant it; Vitrine
    /// does not synthesize).
    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont {
        systemFont(ofSize: size, request: SystemFontRequest(weight: .regular, italic: true))
    }
}
