import XCTest
@testable import VitrinePlatform

/// Outside text in log lines is bounded: short text whole, long text cut with the count of
/// bytes left out (on a character boundary).
final class LogTextTests: XCTestCase {
    func testShortTextIsWhole() {
        XCTAssertEqual(LogText.bounded("tap-button"), "tap-button")
        XCTAssertEqual(LogText.bounded(String(repeating: "a", count: LogText.maxCharacters)), String(repeating: "a", count: LogText.maxCharacters))
    }

    func testLongTextIsCutAndCounted() {
        XCTAssertEqual(LogText.bounded("abcdef", maxCharacters: 2), "ab… (4 more bytes)")
        XCTAssertEqual(LogText.bounded("한국어", maxCharacters: 1), "한… (6 more bytes)")
        let huge = String(repeating: "x", count: 1 << 20)
        XCTAssertEqual(LogText.bounded(huge), String(repeating: "x", count: LogText.maxCharacters) + "… (\((1 << 20) - LogText.maxCharacters) more bytes)")
    }
}
