import Foundation

extension UIFont {
    /// A semantic text style for Dynamic Type. Mirrors `UIFont.TextStyle`, with UIKit's raw
    /// values (`UICTFontTextStyleBody`; `largeTitle` is `UICTFontTextStyleTitle0`,
    /// `subheadline` `UICTFontTextStyleSubhead`).
    public struct TextStyle: RawRepresentable, Hashable, Sendable, CaseIterable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Mirrors `UIFont.TextStyle.largeTitle`.
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        /// Mirrors `UIFont.TextStyle.title1`.
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        /// Mirrors `UIFont.TextStyle.title2`.
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        /// Mirrors `UIFont.TextStyle.title3`.
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        /// Mirrors `UIFont.TextStyle.headline`.
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        /// Mirrors `UIFont.TextStyle.subheadline`.
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        /// Mirrors `UIFont.TextStyle.body`.
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        /// Mirrors `UIFont.TextStyle.callout`.
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        /// Mirrors `UIFont.TextStyle.footnote`.
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        /// Mirrors `UIFont.TextStyle.caption1`.
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        /// Mirrors `UIFont.TextStyle.caption2`.
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The eleven styles, largest first.
        public static let allCases: [TextStyle] = [
            .largeTitle, .title1, .title2, .title3, .headline, .subheadline, .body, .callout, .footnote, .caption1, .caption2,
        ]

        /// iOS's point sizes of this style for the twelve categories, `extraSmall` first
        /// (Apple's Human Interface Guidelines, Typography, "iOS, iPadOS Dynamic Type sizes").
        var pointSizes: [CGFloat] {
            switch self {
            case .largeTitle: return [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
            case .title1: return [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
            case .title2: return [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
            case .title3: return [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
            case .headline, .body: return [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
            case .subheadline: return [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
            case .callout: return [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
            case .footnote: return [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
            case .caption1: return [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
            case .caption2: return [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]
            default: return TextStyle.body.pointSizes
            }
        }

        /// iOS's weight of this style: semibold for `headline`, regular for the others.
        var weight: Weight { self == .headline ? .semibold : .regular }

        /// The point size at `category` (`unspecified` and unknown categories count as
        /// `large`).
        func pointSize(for category: UIContentSizeCategory) -> CGFloat {
            let order = category.order
            return pointSizes[order >= 0 ? order : UIContentSizeCategory.large.order]
        }
    }

    /// The system font for `style` at the app's content size category
    /// (`UIApplication.preferredContentSizeCategory`): iOS's size and weight for it (body 17
    /// pt regular, headline 17 pt semibold, largeTitle 34 pt at `large`). Mirrors
    /// `UIFont.preferredFont(forTextStyle:)`; a label with `adjustsFontForContentSizeCategory`
    /// follows later changes of the category.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, category: FontRegistry.shared.contentSizeCategory)
    }

    /// The system font for `style` at `traitCollection`'s content size category (the app's
    /// when it specifies none, or when it is `nil`). Mirrors
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        preferredFont(forTextStyle: style, category: contentSizeCategory(of: traitCollection))
    }

    static func preferredFont(forTextStyle style: TextStyle, category: UIContentSizeCategory) -> UIFont {
        systemFont(ofSize: style.pointSize(for: category), request: SystemFontRequest(weight: style.weight))
            .with(dynamicType: .textStyle(style))
    }

    /// `traits`' category, or the app's when it has none.
    static func contentSizeCategory(of traits: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traits?.preferredContentSizeCategory, category != .unspecified else {
            return FontRegistry.shared.contentSizeCategory
        }
        return category
    }

    /// This font made again for `category`, when Dynamic Type made it (`preferredFont`,
    /// `UIFontMetrics`); `nil` for a fixed font.
    func adjusted(to category: UIContentSizeCategory) -> UIFont? {
        switch dynamicType {
        case nil: return nil
        case .textStyle(let style):
            let font = UIFont.preferredFont(forTextStyle: style, category: category)
            return features.isEmpty ? font : font.with(features: features)
        case .scaled(let base, let style, let maximum):
            return UIFontMetrics(forTextStyle: style).scaledFont(for: base, maximumPointSize: maximum, category: category)
        }
    }
}

/// What Dynamic Type made a font from.
enum DynamicTypeOrigin: Hashable, Sendable {
    /// `UIFont.preferredFont(forTextStyle:)`.
    case textStyle(UIFont.TextStyle)
    /// `UIFontMetrics(forTextStyle: style).scaledFont(for: base, maximumPointSize:)` (0: no
    /// maximum).
    case scaled(base: UIFont, style: UIFont.TextStyle, maximumPointSize: CGFloat)
}
