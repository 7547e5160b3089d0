import Foundation
import XCTest
@testable import VitrinePlatform

/// `[display] appearance`: light or dark appearance for every window (Config/vitrine.toml).
final class AppearanceConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> VitrineConfiguration {
        try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
    }

    /// Rule (Config/vitrine.toml): "light" by default; both values are read.
    func testDefaultAndValues() throws {
        XCTAssertEqual(VitrineConfiguration.default.display.appearance, .light)
        XCTAssertEqual(try parse("[display]\nappearance = \"light\"\n"), .default)
        XCTAssertEqual(try parse("[display]\nappearance = \"dark\"\n").display.appearance, .dark)
    }

    /// Rule (brief): a bad value or type stops the kiosk with a message naming file, line and key.
    func testABadValueNamesFileLineAndKey() throws {
        XCTAssertThrowsError(try parse("[display]\nscale = 1\n\nappearance = \"Dark\"\n")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(ConfigurationTests.file), text)
            XCTAssertTrue(text.contains(":4"), text)
            XCTAssertTrue(text.contains("display.appearance"), text)
            XCTAssertTrue(text.contains("must be \"light\" or \"dark\", not \"Dark\""), text)
        }
        XCTAssertThrowsError(try parse("[display]\nappearance = true\n")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(":2"), text)
            XCTAssertTrue(text.contains("display.appearance"), text)
        }
    }
}
