import Foundation
import XCTest
@testable import Vitrine

/// Dynamic Type's numbers: `UIFont.TextStyle` and `UIContentSizeCategory` raw values, iOS's
/// point sizes and weights per text style and category, and `UIFontMetrics`' scaling.
///
/// The expected sizes are Apple's Human Interface Guidelines table ("Typography",
/// "iOS, iPadOS Dynamic Type sizes"), typed in here by category (one row per category) while
/// the code keeps them by style (one row per style), and compared with the sizes iOS 13.3's
/// simulator reports (published in temoki/UIKit_DynamicType's README). They agree everywhere
/// except caption 2 at AX5: the HIG says 40 pt, that simulator printed 41; Vitrine follows the
/// HIG.
final class DynamicTypeTableTests: XCTestCase {
    /// Rows: category; columns: largeTitle, title1, title2, title3, headline, body, callout,
    /// subheadline, footnote, caption1, caption2 (the HIG's column order).
    static let hig: [(UIContentSizeCategory, [CGFloat])] = [
        (.extraSmall, [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11]),
        (.small, [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11]),
        (.medium, [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11]),
        (.large, [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11]),
        (.extraLarge, [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13]),
        (.extraExtraLarge, [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15]),
        (.extraExtraExtraLarge, [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17]),
        (.accessibilityMedium, [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20]),
        (.accessibilityLarge, [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24]),
        (.accessibilityExtraLarge, [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29]),
        (.accessibilityExtraExtraLarge, [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34]),
        (.accessibilityExtraExtraExtraLarge, [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40]),
    ]
    static let columns: [UIFont.TextStyle] = [.largeTitle, .title1, .title2, .title3, .headline, .body, .callout,
                                              .subheadline, .footnote, .caption1, .caption2]

    /// Rule (HIG Dynamic Type sizes): every style at every category has iOS's point size.
    func testEveryStyleAtEveryCategoryHasTheHIGSize() {
        XCTAssertEqual(Self.hig.count, 12)
        for (category, sizes) in Self.hig {
            for (style, size) in zip(Self.columns, sizes) {
                XCTAssertEqual(UIFont.preferredFont(forTextStyle: style, category: category).pointSize, size,
                               "\(style.rawValue) at \(category.name)")
                let traits = UITraitCollection(preferredContentSizeCategory: category)
                XCTAssertEqual(UIFont.preferredFont(forTextStyle: style, compatibleWith: traits).pointSize, size,
                               "\(style.rawValue) compatibleWith \(category.name)")
            }
        }
    }

    /// Rule (HIG): headline is semibold, every other style regular. With Inter, the system
    /// family, headline draws Inter SemiBold and body Inter Regular; styles of 20 pt and up
    /// (title 3 and larger at large) draw Inter Display. With DejaVu Sans (Book and Bold),
    /// fontconfig's nearest face to semibold (180) is Bold (200), so headline draws DejaVu
    /// Sans Bold.
    func testHeadlineIsSemiboldAndTheOthersRegular() {
        for style in UIFont.TextStyle.allCases {
            XCTAssertEqual(style.weight, style == .headline ? .semibold : .regular, style.rawValue)
        }
        let headline = UIFont.preferredFont(forTextStyle: .headline, category: .large)
        XCTAssertEqual(headline.systemRequest?.weight, .semibold)
        XCTAssertEqual(headline.fontName, "Inter-SemiBold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, category: .large).fontName, "Inter-Regular")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .title3, category: .large).fontName, "InterDisplay-Regular")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, category: .accessibilityMedium).fontName, "InterDisplay-SemiBold")
        let saved = UIFont.systemFontFamily
        defer { UIFont.systemFontFamily = saved }
        UIFont.systemFontFamily = .dejaVuSans
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .headline, category: .large).fontName, "DejaVuSans-Bold")
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, category: .large).fontName, "DejaVuSans")
    }

    /// Rule (UIKit): the text styles' and categories' raw values are UIKit's strings.
    func testRawValuesAreUIKits() {
        let styles: [(UIFont.TextStyle, String)] = [
            (.largeTitle, "UICTFontTextStyleTitle0"), (.title1, "UICTFontTextStyleTitle1"), (.title2, "UICTFontTextStyleTitle2"),
            (.title3, "UICTFontTextStyleTitle3"), (.headline, "UICTFontTextStyleHeadline"), (.subheadline, "UICTFontTextStyleSubhead"),
            (.body, "UICTFontTextStyleBody"), (.callout, "UICTFontTextStyleCallout"), (.footnote, "UICTFontTextStyleFootnote"),
            (.caption1, "UICTFontTextStyleCaption1"), (.caption2, "UICTFontTextStyleCaption2"),
        ]
        for (style, raw) in styles { XCTAssertEqual(style.rawValue, raw) }
        XCTAssertEqual(UIFont.TextStyle.allCases.count, 11)
        let categories: [(UIContentSizeCategory, String)] = [
            (.extraSmall, "UICTContentSizeCategoryXS"), (.small, "UICTContentSizeCategoryS"), (.medium, "UICTContentSizeCategoryM"),
            (.large, "UICTContentSizeCategoryL"), (.extraLarge, "UICTContentSizeCategoryXL"),
            (.extraExtraLarge, "UICTContentSizeCategoryXXL"), (.extraExtraExtraLarge, "UICTContentSizeCategoryXXXL"),
            (.accessibilityMedium, "UICTContentSizeCategoryAccessibilityM"), (.accessibilityLarge, "UICTContentSizeCategoryAccessibilityL"),
            (.accessibilityExtraLarge, "UICTContentSizeCategoryAccessibilityXL"),
            (.accessibilityExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXL"),
            (.accessibilityExtraExtraExtraLarge, "UICTContentSizeCategoryAccessibilityXXXL"),
            (.unspecified, "_UICTContentSizeCategoryUnspecified"),
        ]
        for (category, raw) in categories { XCTAssertEqual(category.rawValue, raw) }
        XCTAssertEqual(UIContentSizeCategory.didChangeNotification.rawValue, "UIContentSizeCategoryDidChangeNotification")
        XCTAssertEqual(UIContentSizeCategory.newValueUserInfoKey, "UIContentSizeCategoryNewValueKey")
    }

    /// Rule (UIKit `UIContentSizeCategory` comparison and `isAccessibilityCategory`):
    /// categories order from extraSmall to accessibilityExtraExtraExtraLarge; only the five
    /// accessibility ones are accessibility categories.
    func testCategoriesOrderBySizeAndTheFiveLargestAreAccessibility() {
        let ordered = Self.hig.map(\.0)
        for (a, b) in zip(ordered, ordered.dropFirst()) { XCTAssertLessThan(a, b, "\(a) < \(b)") }
        XCTAssertLessThan(UIContentSizeCategory.unspecified, .extraSmall)
        XCTAssertGreaterThan(UIContentSizeCategory.accessibilityMedium, .extraExtraExtraLarge)
        XCTAssertEqual(ordered.filter(\.isAccessibilityCategory),
                       [.accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
                        .accessibilityExtraExtraExtraLarge])
        XCTAssertFalse(UIContentSizeCategory.unspecified.isAccessibilityCategory)
        XCTAssertEqual(UIContentSizeCategory(name: "accessibilityMedium"), .accessibilityMedium)
        XCTAssertNil(UIContentSizeCategory(name: "huge"))
    }

    /// Rule (UIKit `UIFontMetrics`): a value scales by the style's size at the category over
    /// its size at large: body 17 → 23 at xxxLarge, so 10 → 10 × 23 / 17; at large nothing
    /// changes; `default` is body's metrics; `maximumPointSize` caps the font.
    func testFontMetricsScaleByTheStylesRatio() throws {
        let xxxl = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10, compatibleWith: xxxl), 10 * 23 / 17, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .largeTitle).scaledValue(for: 34, compatibleWith: xxxl), 40, accuracy: 1e-9)
        XCTAssertEqual(UIFontMetrics(forTextStyle: .body).scaledValue(for: 10, compatibleWith: UITraitCollection(preferredContentSizeCategory: .large)), 10)
        let base = try XCTUnwrap(UIFont(name: "DejaVu Sans Mono", size: 17))
        let scaled = UIFontMetrics.default.scaledFont(for: base, compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(scaled.pointSize, 53, accuracy: 1e-9)
        XCTAssertTrue(scaled.face === base.face, "the same face, scaled")
        let capped = UIFontMetrics.default.scaledFont(for: base, maximumPointSize: 30,
                                                      compatibleWith: UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge))
        XCTAssertEqual(capped.pointSize, 30)
        // Scaling a scaled font starts again from its base, not from the scaled size.
        let twice = UIFontMetrics.default.scaledFont(for: scaled, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall))
        XCTAssertEqual(twice.pointSize, 17 * 14 / 17, accuracy: 1e-9)
    }

    /// Rule (UIKit): without a category in the traits, `preferredFont` and `UIFontMetrics`
    /// use the app's (`large` by default).
    @MainActor func testAnUnspecifiedCategoryMeansTheApps() async {
        XCTAssertEqual(UIApplication.shared.preferredContentSizeCategory, .large)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize, 17)
        XCTAssertEqual(UIFont.preferredFont(forTextStyle: .largeTitle, compatibleWith: UITraitCollection()).pointSize, 34)
        XCTAssertEqual(UIFontMetrics.default.scaledValue(for: 10), 10)
    }
}
