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
