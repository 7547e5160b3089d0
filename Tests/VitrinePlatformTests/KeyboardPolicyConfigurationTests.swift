import Foundation
import XCTest
@testable import VitrinePlatform

/// `[shell] keyboard`: when the on-screen keyboard shows (Config/vitrine.toml).
final class KeyboardPolicyConfigurationTests: XCTestCase {
    private func parse(_ text: String) throws -> VitrineConfiguration {
        try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
    }

    /// Rule (Config/vitrine.toml): "auto" by default; "auto", "on" and "off" are read.
    func testDefaultAndValues() throws {
        XCTAssertEqual(VitrineConfiguration.default.shell.keyboard, .auto)
        XCTAssertEqual(try parse("[shell]\nkeyboard = \"auto\"\n"), .default)
        XCTAssertEqual(try parse("[shell]\nkeyboard = \"on\"\n").shell.keyboard, .on)
        XCTAssertEqual(try parse("[shell]\nkeyboard = \"off\"\n").shell.keyboard, .off)
    }

    /// Rule (brief): a bad value stops the kiosk with a message naming file, line and key,
    /// and the values it may take.
    func testABadValueNamesFileLineAndKey() throws {
        XCTAssertThrowsError(try parse("[shell]\nstatus_bar = true\nkeyboard = \"yes\"\n")) { error in
            let text = "\(error)"
            XCTAssertTrue(text.contains(ConfigurationTests.file), text)
            XCTAssertTrue(text.contains(":3"), text)
            XCTAssertTrue(text.contains("shell.keyboard"), text)
            XCTAssertTrue(text.contains("\"auto\"") && text.contains("\"off\""), text)
        }
        XCTAssertThrowsError(try parse("[shell]\nkeyboard = true\n")) { error in
            XCTAssertTrue("\(error)".contains("shell.keyboard"), "\(error)")
        }
    }
}
