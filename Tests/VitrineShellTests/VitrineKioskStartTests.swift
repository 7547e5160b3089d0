import Foundation
import Vitrine
import VitrinePlatform
@testable import VitrineShell
import XCTest

/// The kiosk's start reports what stops it instead of ending the process: the library returns
/// the error, and the executable (`VitrineKiosk.main`, `vitrine-demo`) decides to exit with its
/// status, as `UIApplicationMain` is the one that ends an app that cannot launch.
final class VitrineKioskStartTests: XCTestCase {
    @MainActor final class Delegate: UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool { true }
    }

    private func startError(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) -> KioskStartError? {
        do {
            _ = try VitrineKiosk.start(arguments: arguments) { _ in Delegate() }
            XCTFail("started with \(arguments)", file: file, line: line)
            return nil
        } catch {
            return error
        }
    }

    /// A wrong argument is a usage error (status 64, EX_USAGE) naming the argument, with the
    /// usage line; the process goes on.
    func testAWrongArgumentIsAUsageErrorForTheExecutable() {
        let e = startError(["--colour", "red"])
        XCTAssertEqual(e?.reason, .usage)
        XCTAssertEqual(e?.exitStatus, 64)
        XCTAssertTrue(e?.description.contains("unknown argument '--colour'") == true, e?.description ?? "")
        XCTAssertTrue(e?.description.contains("usage: ") == true)
        XCTAssertEqual(startError(["--size", "huge"])?.reason, .usage)
    }

    /// A bad configuration file is a configuration error (status 78, EX_CONFIG) that names
    /// the file, the line and the key, before any display is touched.
    func testABadConfigurationFileIsAConfigurationError() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-start-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let path = dir.appendingPathComponent("kiosk.toml").path
        try Data("[display]\nbackend = \"headless\"\nrotation = \"sideways\"\n".utf8).write(to: URL(fileURLWithPath: path))
        for arguments in [["--config", path], ["--check-config", path]] {
            let e = startError(arguments)
            XCTAssertEqual(e?.reason, .configuration, "\(arguments)")
            XCTAssertEqual(e?.exitStatus, 78)
            XCTAssertTrue(e?.description.contains("kiosk.toml:3") == true, e?.description ?? "")
            XCTAssertTrue(e?.description.contains("rotation") == true, e?.description ?? "")
        }
    }

    /// `--help` and a good `--check-config` are answered and nothing starts: `start` says so
    /// (`false`), and `main` exits 0.
    func testHelpAndAGoodCheckConfigAreAnsweredWithoutAKiosk() throws {
        XCTAssertEqual(try VitrineKiosk.start(arguments: ["--help"]) { _ in Delegate() }, false)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-good-\(getpid()).toml").path
        try Data("[display]\nbackend = \"headless\"\n".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        XCTAssertEqual(try VitrineKiosk.start(arguments: ["--check-config", path]) { _ in Delegate() }, false)
    }

    /// The exit statuses an executable maps the reasons to (sysexits).
    func testEveryReasonHasItsExitStatus() {
        XCTAssertEqual(KioskStartError(.usage, "").exitStatus, 64)
        XCTAssertEqual(KioskStartError(.configuration, "").exitStatus, 78)
        XCTAssertEqual(KioskStartError(.display, "").exitStatus, 1)
        XCTAssertEqual(KioskStartError(.remoteConsole, "").exitStatus, 1)
    }
}
