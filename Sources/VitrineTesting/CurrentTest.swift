import Foundation
import Testing
import XCTest

/// Which test is running: a Swift Testing test's id, else the XCTest case that started last
/// (an XCTest observer, registered on first use, follows them); `nil` before either is known.
/// `HeadlessHarness` uses it so a harness a finished test leaked (kept alive by a reference
/// cycle) cannot keep `UIScreen.main` in the next test.
enum CurrentTest {
    @MainActor static var token: AnyHashable? {
        if let test = Test.current { return AnyHashable(test.id) }
        XCTestCaseTracker.register()
        return XCTestCaseTracker.current.map(AnyHashable.init)
    }
}

/// Follows XCTest's test cases (XCTest calls observers on the main thread).
private final class XCTestCaseTracker: NSObject, XCTestObservation, @unchecked Sendable {
    nonisolated(unsafe) static var current: ObjectIdentifier?
    nonisolated(unsafe) private static var registered = false

    @MainActor static func register() {
        guard !registered else { return }
        registered = true
        XCTestObservationCenter.shared.addTestObserver(XCTestCaseTracker())
    }

    func testCaseWillStart(_ testCase: XCTestCase) { Self.current = ObjectIdentifier(testCase) }
    func testCaseDidFinish(_ testCase: XCTestCase) { Self.current = nil }
}
