import Foundation

/// Scales fonts and values the way a text style scales with the content size category, so
/// custom fonts and spacing follow Dynamic Type. Mirrors UIKit's `UIFontMetrics`: the scale
/// factor is the style's size at the category over its size at `large` (body: 17 pt at
/// `large`, 23 at `extraExtraExtraLarge`, so 10 pt scales to 10 × 23 / 17).
public struct UIFontMetrics: Sendable, Hashable {
    /// The style whose scaling this follows.
    let textStyle: UIFont.TextStyle

    /// Metrics that scale as `textStyle` does. Mirrors `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: UIFont.TextStyle) {
        self.textStyle = textStyle
    }

    /// The body style's metrics. Mirrors `UIFontMetrics.default`.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    /// `font` scaled for the app's content size category; a label with
    /// `adjustsFontForContentSizeCategory` rescales it when the category changes. Mirrors
    /// `scaledFont(for:)`.
    public func scaledFont(for font: UIFont) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, category: FontRegistry.shared.contentSizeCategory)
    }

    /// `font` scaled, at most `maximumPointSize` points (0: no maximum). Mirrors
    /// `scaledFont(for:maximumPointSize:)`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: FontRegistry.shared.contentSizeCategory)
    }

    /// `font` scaled for `traitCollection`'s category (the app's when it specifies none).
    /// Mirrors `scaledFont(for:compatibleWith:)`.
    public func scaledFont(for font: UIFont, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: 0, category: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// `font` scaled for `traitCollection`'s category, at most `maximumPointSize` points.
    /// Mirrors `scaledFont(for:maximumPointSize:compatibleWith:)`.
    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        scaledFont(for: font, maximumPointSize: maximumPointSize, category: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// `value` (a spacing, a height) scaled for the app's category. Mirrors
    /// `scaledValue(for:)`.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        value * scaleFactor(for: FontRegistry.shared.contentSizeCategory)
    }

    /// `value` scaled for `traitCollection`'s category. Mirrors
    /// `scaledValue(for:compatibleWith:)`.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: UITraitCollection?) -> CGFloat {
        value * scaleFactor(for: UIFont.contentSizeCategory(of: traitCollection))
    }

    /// The style's size at `category` over its size at `large`.
    func scaleFactor(for category: UIContentSizeCategory) -> CGFloat {
        textStyle.pointSize(for: category) / textStyle.pointSize(for: .large)
    }

    func scaledFont(for font: UIFont, maximumPointSize: CGFloat, category: UIContentSizeCategory) -> UIFont {
        // A font Dynamic Type already scaled is scaled from its own base, not twice.
        let base: UIFont
        if case .scaled(let b, _, _) = font.dynamicType { base = b } else { base = font.with(keepsDynamicType: false) }
        var size = base.pointSize * scaleFactor(for: category)
        if maximumPointSize > 0, maximumPointSize.isFinite { size = min(size, maximumPointSize) }
        return base.with(size: size, keepsDynamicType: false)
            .with(dynamicType: .scaled(base: base, style: textStyle, maximumPointSize: maximumPointSize))
    }
}
