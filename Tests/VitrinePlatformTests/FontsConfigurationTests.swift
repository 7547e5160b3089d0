import Foundation
import XCTest
@testable import VitrinePlatform

/// `[fonts]`: the system family, the files that replace its faces, and the content size
/// category (whose bad values warn instead of refusing the file).
final class FontsConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> VitrineConfiguration {
        try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
    }

    /// Rule (Config/vitrine.toml): by default the built-in family, no replacement files,
    /// `large`, and no warnings.
    func testDefaults() throws {
        let f = VitrineConfiguration.default.fonts
        XCTAssertEqual(f.family, "")
        XCTAssertNil(f.regular)
        XCTAssertNil(f.bold)
        XCTAssertEqual(f.contentSizeCategory, "large")
        XCTAssertEqual(try parse("[fonts]\nfamily = \"\"\ndefault = \"\"\nbold = \"\"\n"), .default)
        XCTAssertEqual(VitrineConfiguration.default.warnings, [])
    }

    /// Rule: every key is read: a family name, files, and each of UIKit's twelve category
    /// names.
    func testEveryKeyIsRead() throws {
        let c = try parse("""
            [fonts]
            family = "Inter"
            default = "/opt/fonts/Brand.otf"
            bold = ""
            content_size_category = "accessibilityMedium"
            """)
        XCTAssertEqual(c.fonts, .init(family: "Inter", regular: "/opt/fonts/Brand.otf", bold: nil, contentSizeCategory: "accessibilityMedium"))
        XCTAssertEqual(c.warnings, [])
        let names = ["extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
                     "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge", "accessibilityExtraExtraLarge",
                     "accessibilityExtraExtraExtraLarge"]
        XCTAssertEqual(VitrineConfiguration.Fonts.contentSizeCategoryNames, names)
        for name in names {
            XCTAssertEqual(try parse("[fonts]\ncontent_size_category = \"\(name)\"\n").fonts.contentSizeCategory, name)
        }
    }

    /// Requirement (issue 11, brief): a content size category nobody knows is logged with
    /// file, line and key, and `large` is used; the file is not refused.
    func testAnUnknownCategoryWarnsWithFileLineAndKeyAndStaysLarge() throws {
        let c = try parse("""
            [log]
            level = "info"

            [fonts]
            content_size_category = "huge"
            """)
        XCTAssertEqual(c.fonts.contentSizeCategory, "large")
        XCTAssertEqual(c.warnings.map(\.description), [
            "/etc/vitrine/vitrine.toml:5: fonts.content_size_category: must be \"extraSmall\", \"small\", \"medium\", \"large\", "
                + "\"extraLarge\", \"extraExtraLarge\", \"extraExtraExtraLarge\", \"accessibilityMedium\", \"accessibilityLarge\", "
                + "\"accessibilityExtraLarge\", \"accessibilityExtraExtraLarge\" or \"accessibilityExtraExtraExtraLarge\", not \"huge\"; using \"large\"",
        ])
        // A wrong type is still a type error that refuses the file, as for every key.
        XCTAssertEqual(configurationError("[fonts]\ncontent_size_category = 3\n")?.description,
                       "/etc/vitrine/vitrine.toml:2: fonts.content_size_category: expected a string, found an integer")
    }

    /// Rule (strict config): a relative font path and an unknown key are refused with file,
    /// line and key.
    func testBadPathsAndKeysAreRefused() {
        XCTAssertEqual(configurationError("[fonts]\ndefault = \"fonts/Brand.otf\"\n")?.description,
                       "/etc/vitrine/vitrine.toml:2: fonts.default: must be an absolute path or \"\" (the family's face), not \"fonts/Brand.otf\"")
        XCTAssertEqual(configurationError("[fonts]\nfamilly = \"Inter\"\n")?.issues.first?.key, "fonts.familly")
    }
}
