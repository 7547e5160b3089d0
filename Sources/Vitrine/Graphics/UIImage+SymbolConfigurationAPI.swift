import Foundation

extension UIImage.SymbolConfiguration {
    /// A configuration with every field unspecified: a symbol drawn with it takes the
    /// defaults (the body text style's size, regular weight, medium scale). Mirrors
    /// `UIImage.SymbolConfiguration.unspecified`.
    public static let unspecified = UIImage.SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)

    /// Mirrors `UIImage.SymbolConfiguration(pointSize:)`.
    public convenience init(pointSize: CGFloat) {
        self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// Mirrors `UIImage.SymbolConfiguration(pointSize:weight:)`.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
        self.init(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// Mirrors `UIImage.SymbolConfiguration(pointSize:weight:scale:)`.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale) {
        self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// Mirrors `UIImage.SymbolConfiguration(weight:)`.
    public convenience init(weight: UIImage.SymbolWeight) {
        self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// Mirrors `UIImage.SymbolConfiguration(scale:)`.
    public convenience init(scale: UIImage.SymbolScale) {
        self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// The size (and, unless a weight is given, the weight) of `textStyle`'s font at the
    /// app's content size category. Mirrors `UIImage.SymbolConfiguration(textStyle:)`.
    public convenience init(textStyle: UIFont.TextStyle) {
        self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// Mirrors `UIImage.SymbolConfiguration(textStyle:scale:)`.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
        self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// The font's point size and weight (a font that is not a system font counts as
    /// regular). Mirrors `UIImage.SymbolConfiguration(font:)`.
    public convenience init(font: UIFont) {
        self.init(font: font, scale: .unspecified)
    }

    /// Mirrors `UIImage.SymbolConfiguration(font:scale:)`.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
        self.init(pointSize: font.pointSize, weight: UIImage.SymbolWeight(fontWeight: font.systemRequest?.weight ?? .regular),
                  scale: scale, textStyle: nil)
    }

    /// This configuration with `other`'s specified values on top: UIKit's rule, "giving
    /// precedence to explicitly set values" in `other`. The size is one value: a point size
    /// or a text style in `other` replaces both of this one's. Mirrors `applying(_:)`.
    public func applying(_ other: UIImage.SymbolConfiguration?) -> UIImage.SymbolConfiguration {
        guard let other else { return self }
        let otherSizes = other.pointSize > 0 || other.textStyle != nil
        return UIImage.SymbolConfiguration(pointSize: otherSizes ? other.pointSize : pointSize,
                                           weight: other.weight != .unspecified ? other.weight : weight,
                                           scale: other.scale != .unspecified ? other.scale : scale,
                                           textStyle: otherSizes ? other.textStyle : textStyle)
    }

    /// This configuration without its point size and weight. Mirrors
    /// `configurationWithoutPointSizeAndWeight()`.
    public func configurationWithoutPointSizeAndWeight() -> UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// This configuration without its text style. Mirrors `configurationWithoutTextStyle()`.
    public func configurationWithoutTextStyle() -> UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// This configuration without its scale. Mirrors `configurationWithoutScale()`.
    public func configurationWithoutScale() -> UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: pointSize, weight: weight, scale: .unspecified, textStyle: textStyle)
    }

    /// This configuration without its weight. Mirrors `configurationWithoutWeight()`.
    public func configurationWithoutWeight() -> UIImage.SymbolConfiguration {
        UIImage.SymbolConfiguration(pointSize: pointSize, weight: .unspecified, scale: scale, textStyle: textStyle)
    }
}
