import Foundation
import XCTest
@testable import VitrinePlatform

/// The process age behind the restart-to-first-frame figure.
final class ProcessAgeTests: XCTestCase {
    func testStartTimeIsField22EvenWithParenthesesInTheName() {
        // A real line's shape (kernel 6.1), the name "a) b" chosen to trip a naive split.
        let line = "4242 (a) b) S 1 4242 4242 0 -1 4194560 1200 0 0 0 12 3 0 0 20 0 1 0 987654 123456789 2000 18446744073709551615 1 1 0 0 0 0 0 4096 0 0 0 0 17 1 0 0 0 0 0"
        XCTAssertEqual(ProcessAge.startTicks(stat: line), 987654)
        XCTAssertNil(ProcessAge.startTicks(stat: "4242 (x) S 1 2"))
        XCTAssertNil(ProcessAge.seconds(stat: "garbage"))
    }

    func testThisProcessIsYoungerThanTheMachineAndOlderThanZero() throws {
        let age = try XCTUnwrap(ProcessAge.seconds())
        XCTAssertGreaterThanOrEqual(age, 0)
        XCTAssertLessThan(age, ProcessInfo.processInfo.systemUptime + 1)
    }
}
