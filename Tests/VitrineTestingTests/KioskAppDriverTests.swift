import Foundation
import VitrineGraphics
import XCTest

/// Issue 19: "a UI-test style driver over the control socket protocol (tap by
/// accessibilityIdentifier, wait for a label)", end to end against the built vitrine-demo's
/// tap scene (a real process on the headless backend).
final class KioskAppDriverTests: XCTestCase {
    /// vitrine-demo beside this test binary in the build directory.
    private func demo() throws -> String {
        let dir = ((Bundle.main.executablePath ?? "") as NSString).deletingLastPathComponent
        let path = dir + "/vitrine-demo"
        try XCTSkipUnless(FileManager.default.isExecutableFile(atPath: path),
                          "vitrine-demo is not built in \(dir) (swift build --build-tests builds it)")
        return path
    }

    /// Launch, wait for the button by identifier and the status label by its text, tap the
    /// button by identifier, wait for the label the tap sets, a screenshot of the launch size,
    /// SIGTERM ends it with status 0.
    func testTapByIdentifierAndWaitForLabel() throws {
        let app = try KioskAppDriver(executable: try demo(), arguments: ["--scene", "tap", "--until-stopped"], width: 640, height: 400)
        let button = try app.waitForView(identifier: "tap-button")
        XCTAssertEqual(button["class"] as? String, "TapTarget")
        try app.waitForLabel("No taps yet")
        try app.tap(identifier: "tap-button")
        try app.waitForLabel("1 tap received")
        try app.tap(identifier: "tap-button")
        let status = try app.waitForView(identifier: "tap-status")
        XCTAssertEqual(status["text"] as? String, "2 taps received")
        let shot = try app.screenshot()
        XCTAssertEqual(shot.width, 640)
        XCTAssertEqual(shot.height, 400)
        XCTAssertEqual(try app.terminate(), 0, app.output)
    }

    /// Waits are bounded: a label that never comes throws after the timeout, naming it; a tap
    /// on an identifier no view has throws the kiosk's error.
    func testWaitsAreBoundedAndErrorsAreThrown() throws {
        let app = try KioskAppDriver(executable: try demo(), arguments: ["--scene", "tap", "--until-stopped"], width: 640, height: 400)
        XCTAssertThrowsError(try app.waitForLabel("never shown", timeout: 0.3)) { error in
            XCTAssertTrue("\(error)".contains("never shown"), "\(error)")
        }
        XCTAssertThrowsError(try app.tap(identifier: "no-such-view")) { error in
            XCTAssertTrue("\(error)".contains("no-such-view"), "\(error)")
        }
        XCTAssertEqual(try app.terminate(), 0)
    }

    /// A tap sent while a navigation push is still sliding is not lost: the driver waits for
    /// the app to settle first, as XCTest waits for an app to idle. (The check-in demo's start
    /// button pushes the bookings list; the next tap, on a booking of the list, comes at once.)
    func testTapDuringAPushLandsAfterIt() throws {
        let app = try KioskAppDriver(executable: try demo(), arguments: ["--scene", "checkin", "--until-stopped"], width: 1280, height: 800)
        try app.waitForView(identifier: "checkin.start")
        try app.tap(identifier: "checkin.start")
        try app.tap(identifier: "booking.AUR-4836")
        try app.waitForView(identifier: "checkin.name")
        try app.waitForIdle()
        XCTAssertThrowsError(try app.request("wait-idle soon")) { error in
            XCTAssertTrue("\(error)".contains("usage: wait-idle"), "\(error)")
        }
        XCTAssertEqual(try app.terminate(), 0, app.output)
    }

    /// A missing executable is a clear error, not a hang.
    func testMissingExecutable() {
        XCTAssertThrowsError(try KioskAppDriver(executable: "/nonexistent/app")) { error in
            XCTAssertTrue("\(error)".contains("/nonexistent/app"), "\(error)")
        }
    }
}
