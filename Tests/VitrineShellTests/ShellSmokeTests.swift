import XCTest
@testable import VitrineShell

final class ShellSmokeTests: XCTestCase {
    func testShellModuleLinks() {
        XCTAssertNotNil(UIColor.black)
    }
}
