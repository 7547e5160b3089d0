import Foundation
import XCTest
@testable import VitrinePlatform

/// `[display] layout_direction`: the app's layout direction (Config/vitrine.toml).
final class LayoutDirectionConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> VitrineConfiguration {
        try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
    }

    /// Rule (Config/vitrine.toml): "left-to-right" by default; both values are read.
    func testDefaultAndValues() throws {
        XCTAssertEqual(VitrineConfiguration.default.display.layoutDirection, .leftToRight)
        XCTAssertEqual(try parse("[display]\nlayout_direction = \"left-to-right\"\n"), .default)
        XCTAssertEqual(try parse("[display]\nlayout_direction = \"right-to-left\"\n").display.layoutDirection, .rightToLeft)
    }

    /// Rule (brief): a bad value stops the kiosk with a message naming file, line and key.
    func testABadValueNamesFileLineAndKey() throws {
        XCTAssertThrowsError(try parse("[display]\n\nlayout_direction = \"rtl\"\n")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(ConfigurationTests.file), text)
            XCTAssertTrue(text.contains(":3"), text)
            XCTAssertTrue(text.contains("display.layout_direction"), text)
            XCTAssertTrue(text.contains("\"right-to-left\""), text)
        }
    }
}

/// `[display] language`: the interface's language, whose reading direction is the layout
/// direction unless `layout_direction` says otherwise (Config/vitrine.toml).
final class LanguageConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> VitrineConfiguration {
        try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
    }

    /// Rule (Config/vitrine.toml): no language by default (English, left to right); Arabic,
    /// Hebrew, Persian and Urdu read right to left, so their interface is laid out so.
    func testTheLanguageSetsTheLayoutDirection() throws {
        XCTAssertNil(VitrineConfiguration.default.display.language)
        XCTAssertEqual(try parse("[display]\nlanguage = \"\"\n"), .default)
        for tag in ["ar", "he", "fa", "ur", "ar-EG"] {
            let d = try parse("[display]\nlanguage = \"\(tag)\"\n").display
            XCTAssertEqual(d.language, tag)
            XCTAssertEqual(d.layoutDirection, .rightToLeft, tag)
        }
        for tag in ["en", "ko", "en-GB"] {
            XCTAssertEqual(try parse("[display]\nlanguage = \"\(tag)\"\n").display.layoutDirection, .leftToRight, tag)
        }
    }

    /// Rule (Config/vitrine.toml): a `layout_direction` the file gives wins over the
    /// language's, wherever it stands in the table.
    func testAnExplicitLayoutDirectionWins() throws {
        let d = try parse("[display]\nlayout_direction = \"left-to-right\"\nlanguage = \"ar\"\n").display
        XCTAssertEqual(d.language, "ar")
        XCTAssertEqual(d.layoutDirection, .leftToRight)
    }

    /// Rule (vitrine-demo --help): `--language` wins over the file, its direction included.
    func testTheFlagWinsOverTheFile() throws {
        var flags = VitrineConfiguration.Overrides()
        flags.language = "ar"
        let file = try parse("[display]\nlanguage = \"en\"\n")
        XCTAssertEqual(file.merging(flags).display.language, "ar")
        XCTAssertEqual(file.merging(flags).display.layoutDirection, .rightToLeft)
        flags.language = ""
        XCTAssertNil(try parse("[display]\nlanguage = \"he\"\n").merging(flags).display.language)
        XCTAssertEqual(try parse("[display]\nlanguage = \"he\"\n").merging(flags).display.layoutDirection, .leftToRight)
    }

    /// Rule (brief): a bad value stops the kiosk with a message naming file, line and key.
    func testABadValueNamesFileLineAndKey() throws {
        XCTAssertThrowsError(try parse("[display]\nbuffers = 2\nlanguage = \"arabic language\"\n")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(ConfigurationTests.file), text)
            XCTAssertTrue(text.contains(":3"), text)
            XCTAssertTrue(text.contains("display.language"), text)
            XCTAssertTrue(text.contains("BCP 47"), text)
        }
        XCTAssertThrowsError(try parse("[display]\nlanguage = 7\n")) { error in
            XCTAssertTrue("\(error)".contains("display.language"), "\(error)")
        }
    }
}
