import VitrinePlatform
import XCTest

/// The error a configuration `text` (read as `/etc/vitrine/vitrine.toml`) is refused with;
/// a test failure, and `nil`, when it is accepted.
func configurationError(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> ConfigurationError? {
    do {
        let config = try ConfigurationLoader.parse(text, file: ConfigurationTests.file)
        XCTFail("accepted a bad file: \(config)", file: file, line: line)
        return nil
    } catch {
        return error
    }
}
