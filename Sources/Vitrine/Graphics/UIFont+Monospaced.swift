import Foundation

extension UIFont {
    /// The system's monospaced font at a weight. Mirrors
    /// `UIFont.monospacedSystemFont(ofSize:weight:)` (SF Mono on iOS): the system family's
    /// monospaced family, DejaVu Sans Mono (Debian's fonts-dejavu-core: Book and Bold), at its
    /// installed face nearest to `weight`.
    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, request: SystemFontRequest(weight: weight, monospaced: true))
    }

    /// The system font with digits that all have the same advance, so columns of numbers line
    /// up. Mirrors `UIFont.monospacedDigitSystemFont(ofSize:weight:)`: the system font at
    /// `weight` with the OpenType feature `tnum` (tabular figures) on.
    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, request: SystemFontRequest(weight: weight), features: [tabularFigures])
    }

    /// The OpenType feature of tabular figures, in HarfBuzz's syntax.
    static let tabularFigures = "tnum"
}
