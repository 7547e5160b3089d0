import Foundation
import XCTest
import VitrinePlatform
import VitrineTesting
@testable import VitrineShell

/// The kiosk's saving cadence: a look at the state only after activity, at most once per
/// interval, and always on a clean stop.
final class KioskStateRestorationTests: XCTestCase {
    @MainActor final class Counter: UIViewController {
        var count = 0
        override func encodeRestorableState(with coder: UIStateRestorationCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(count, forKey: "count")
        }
    }

    @MainActor func testIdleKiosksDoNotEncodeAndAStopSaves() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("krs-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let clock = VirtualClock()
        let root = Counter()
        root.restorationIdentifier = "counter"
        var frames = 0
        let state = try XCTUnwrap(KioskStateRestoration(directory: dir, root: root, clock: clock, activity: { frames }, programName: "test"))
        let file = dir + "/state.json"
        root.count = 1
        clock.advance(by: 5)
        XCTAssertFalse(FileManager.default.fileExists(atPath: file), "no frames: nothing looked at, nothing written")
        frames += 1
        clock.advance(by: 1)
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains(#""count":{"int":{"_0":1}}"#))
        root.count = 2
        clock.advance(by: 5)
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains(#""_0":1}"#), "no frame since: still 1")
        state.stop()
        XCTAssertTrue(try String(contentsOfFile: file, encoding: .utf8).contains(#""_0":2}"#), "a clean stop saves regardless")
    }
}
