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
        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(count, forKey: "count")
        }
        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            count = coder.decodeInteger(forKey: "count")
        }
    }

    /// The count the state file at `path` holds.
    @MainActor static func savedCount(_ path: String) throws -> Int {
        let c = Counter()
        c.restorationIdentifier = "counter"
        c.count = -1
        try UIStateRestoration.restore(root: c, from: try Data(contentsOf: URL(fileURLWithPath: path)))
        return c.count
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
        XCTAssertEqual(try Self.savedCount(file), 1)
        root.count = 2
        clock.advance(by: 5)
        XCTAssertEqual(try Self.savedCount(file), 1, "no frame since: still 1")
        state.stop()
        XCTAssertEqual(try Self.savedCount(file), 2, "a clean stop saves regardless")
    }
}

/// `save()` (what `vitrinectl save-state` runs) reports a write that failed instead of
/// swallowing it, so the control command answers `error …`.
final class KioskStateSaveErrorTests: XCTestCase {
    @MainActor func testSaveIntoADirectoryThatCannotTakeTheFileThrowsAndSaveStateAnswersAnError() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("krs-err-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let root = KioskStateRestorationTests.Counter()
        root.restorationIdentifier = "counter"
        let state = try XCTUnwrap(KioskStateRestoration(directory: dir, root: root, clock: VirtualClock(), programName: "test"))
        // A directory where the temporary file goes: open(O_WRONLY) fails with EISDIR, even as root.
        try FileManager.default.createDirectory(atPath: dir + "/.state.json.tmp", withIntermediateDirectories: false)
        root.count = 5
        XCTAssertThrowsError(try state.save()) { e in
            XCTAssertTrue("\(e)".contains("Is a directory"), "\(e)")
        }
        let h = HeadlessHarness(width: 320, height: 240)
        var actions = KioskControl.Actions()
        actions.use(state)
        let reply = KioskControl(screen: h.screen, actions: actions).reply(to: "save-state")
        XCTAssertTrue(reply.hasPrefix("error state not saved: "), reply)
        XCTAssertTrue(reply.contains(".state.json.tmp"), reply)
        XCTAssertFalse(FileManager.default.fileExists(atPath: dir + "/state.json"))
        // Once the file can be written, save-state says so.
        try FileManager.default.removeItem(atPath: dir + "/.state.json.tmp")
        XCTAssertEqual(KioskControl(screen: h.screen, actions: actions).reply(to: "save-state"), "ok state saved")
    }
}
