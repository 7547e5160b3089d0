import Testing
import XCTest

/// Where an assertion was written; reports a failure to Swift Testing when a `@Test` is
/// running, else to XCTest.
struct TestSourceLocation {
    var fileID: String, filePath: StaticString, line: UInt, column: Int

    func fail(_ message: String) {
        if Test.current != nil {
            Issue.record(Comment(rawValue: message),
                         sourceLocation: SourceLocation(fileID: fileID, filePath: "\(filePath)", line: Int(line), column: column))
        } else {
            XCTFail(message, file: filePath, line: line)
        }
    }
}
