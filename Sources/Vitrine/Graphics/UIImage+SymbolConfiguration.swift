import Foundation

extension UIImage {
    /// The weight of a symbol's strokes. Mirrors `UIImage.SymbolWeight`.
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// The size of a symbol relative to the text beside it. Mirrors `UIImage.SymbolScale`.
    public enum SymbolScale: Int, Sendable, CaseIterable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3
    }

    /// How a symbol image is drawn: point size (or the text style it follows), weight and
    /// scale; `nil`/`.unspecified` fields take the defaults or the values of the configuration
    /// it is combined with. Mirrors `UIImage.SymbolConfiguration`.
    public final class SymbolConfiguration: Sendable, Equatable, Hashable, CustomStringConvertible {
        /// The point size of the symbol's font (0: unspecified).
        public let pointSize: CGFloat
        public let weight: SymbolWeight
        public let scale: SymbolScale
        /// The text style whose font size the symbol follows, if any.
        public let textStyle: UIFont.TextStyle?

        init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale, textStyle: UIFont.TextStyle?) {
            self.pointSize = pointSize.isFinite && pointSize > 0 ? pointSize : 0
            self.weight = weight
            self.scale = scale
            self.textStyle = textStyle
        }

        public static func == (a: SymbolConfiguration, b: SymbolConfiguration) -> Bool {
            a.pointSize == b.pointSize && a.weight == b.weight && a.scale == b.scale && a.textStyle == b.textStyle
        }
        public func hash(into h: inout Hasher) {
            h.combine(pointSize); h.combine(weight); h.combine(scale); h.combine(textStyle)
        }
        public var description: String {
            "SymbolConfiguration(pointSize: \(pointSize), weight: \(weight), scale: \(scale), textStyle: \(textStyle.map { "\($0)" } ?? "nil"))"
        }
    }
}
