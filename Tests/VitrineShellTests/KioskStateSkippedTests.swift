import Foundation
import XCTest
import Vitrine
import VitrinePlatform
import VitrineTesting
@testable import VitrineShell

/// The state a start skips after repeated crashes at launch is kept aside as
/// `state.json.skipped` (the fresh run's saves never reach it) until the operator puts it back
/// or clears it. Launches are "crashed" by recording them in the launch guard without a clean
/// end; wall-clock times are injected, saving runs on the virtual clock.
final class KioskStateSkippedTests: XCTestCase {
    @MainActor final class Counter: UIViewController {
        var count = 0
        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            coder.encode(count, forKey: "count")
        }
        override func decodeRestorableState(with coder: NSCoder) {
            super.decodeRestorableState(with: coder)
            count = coder.containsValue(forKey: "count") ? coder.decodeInteger(forKey: "count") : 0
        }
    }

    private var dir = ""
    override func setUpWithError() throws {
        dir = FileManager.default.temporaryDirectory.appendingPathComponent("skipped-\(UUID())").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    }
    override func tearDown() { try? FileManager.default.removeItem(atPath: dir) }

    private var current: String { dir + "/state.json" }
    private var skipped: String { dir + "/state.json.skipped" }

    /// A counter with identifier "counter" at `count`.
    @MainActor private func counter(_ count: Int = 0) -> Counter {
        let c = Counter()
        c.restorationIdentifier = "counter"
        c.count = count
        return c
    }

    /// The archive of a counter at `count`, as a good earlier run saved it.
    @MainActor private func saveGoodState(_ count: Int) throws -> Data {
        let data = try UIStateRestoration.archive(root: counter(count))
        try StateFileStore(directory: dir).write(data)
        return data
    }

    /// The count the state file at `path` holds.
    @MainActor private func savedCount(_ path: String) throws -> Int {
        let c = counter(-1)
        try UIStateRestoration.restore(root: c, from: try Data(contentsOf: URL(fileURLWithPath: path)))
        return c.count
    }

    /// Two launches at `t` and `t + 5` that never ended cleanly (killed within 10 s).
    private func crashTwice(at t: Double) {
        let g = LaunchGuard(directory: dir)
        _ = g.beginLaunch(now: t)
        _ = g.beginLaunch(now: t + 5)
    }

    /// A start at wall time `t` on `clock`, collecting its log lines.
    @MainActor private func start(_ root: Counter, clock: VirtualClock, at t: Double, frames: KioskStateLog,
                                  log: KioskStateLog) throws -> KioskStateRestoration {
        try XCTUnwrap(KioskStateRestoration(directory: dir, root: root, clock: clock, activity: { frames.frames }, programName: "test",
                                            wallTime: { t }, log: { log.lines.append(($0, $1)) }))
    }

    @MainActor func testAfterTwoQuickCrashesTheSkippedStateIsKeptAsideThroughTheFreshRunsSaves() async throws {
        let good = try saveGoodState(7)
        crashTwice(at: 1000)
        let clock = VirtualClock()
        let log = KioskStateLog()
        let root = counter()
        let state = try start(root, clock: clock, at: 1010, frames: log, log: log)
        XCTAssertEqual(root.count, 0, "the third quick start does not restore")
        // The fresh run changes and saves its state three times, then stops cleanly.
        for n in 1...3 {
            root.count = 100 + n
            log.frames += 1
            clock.advance(by: 1)
        }
        state.stop()
        XCTAssertEqual(FileManager.default.contents(atPath: skipped), good, "the skipped state is kept, byte for byte")
        XCTAssertEqual(try savedCount(current), 103, "the fresh run saves its own state")
        XCTAssertTrue(log.text.contains("starting without the saved state"), log.text)
        XCTAssertTrue(log.text.contains(skipped), "the log names where the skipped state is: \(log.text)")
    }

    @MainActor func testCrashLoopsInARowNeverDestroyASavedState() async throws {
        // Each crash loop skips the state the run before it saved; every one stays kept.
        var kept = [try saveGoodState(7)]
        let slots = [skipped, skipped + ".2", skipped + ".3"]
        for episode in 1...4 {
            let t = Double(episode * 1000)
            crashTwice(at: t)
            let clock = VirtualClock()
            let log = KioskStateLog()
            let root = counter()
            let state = try start(root, clock: clock, at: t + 10, frames: log, log: log)
            XCTAssertEqual(root.count, 0, "episode \(episode): the third quick start does not restore")
            // The fresh run saves its own state a few times, outlives the launch window and stops cleanly.
            for n in 1...3 {
                root.count = episode * 100 + n
                log.frames += 1
                clock.advance(by: 1)
            }
            clock.advance(by: 10)
            state.stop()
            for (slot, data) in zip(slots, kept) {
                XCTAssertEqual(FileManager.default.contents(atPath: slot), data, "episode \(episode): \(slot) is kept, byte for byte\n\(log.text)")
            }
            if episode < 4 {
                let saved = try XCTUnwrap(FileManager.default.contents(atPath: current))
                XCTAssertEqual(try savedCount(current), episode * 100 + 3, "episode \(episode): the fresh run saves")
                kept.append(saved)
            } else {
                // Every slot taken: the last state stays where it is and this run saves nothing.
                XCTAssertEqual(FileManager.default.contents(atPath: current), kept[3], log.text)
                XCTAssertTrue(log.text.contains("this run saves nothing"), log.text)
            }
        }
    }

    @MainActor func testRestoreSkippedPutsItBackForTheNextStartWhichRestoresItAndThenRemovesIt() async throws {
        let good = try saveGoodState(7)
        crashTwice(at: 1000)
        let clock = VirtualClock()
        let log = KioskStateLog()
        let fresh = counter()
        let state = try start(fresh, clock: clock, at: 1010, frames: log, log: log)
        fresh.count = 1
        log.frames += 1
        clock.advance(by: 11)
        let h = HeadlessHarness(width: 320, height: 240)
        var actions = KioskControl.Actions()
        actions.use(state)
        let control = KioskControl(screen: h.screen, actions: actions)
        XCTAssertTrue(control.reply(to: "status").contains(" skipped-state=yes "), control.reply(to: "status"))
        XCTAssertEqual(control.reply(to: "restore-skipped"),
                       "ok put \(skipped) back as \(current); restart the kiosk to restore it (saving is paused until then)")
        XCTAssertEqual(FileManager.default.contents(atPath: current), good)
        // This run no longer saves over it, neither on its timer nor on its clean stop.
        fresh.count = 2
        log.frames += 1
        clock.advance(by: 5)
        XCTAssertTrue(control.reply(to: "save-state").hasPrefix("error saving is paused: "), control.reply(to: "save-state"))
        state.stop()
        XCTAssertEqual(FileManager.default.contents(atPath: current), good)

        // The next start (clean launch record) restores it; after 10 s the skipped copy goes.
        let clock2 = VirtualClock()
        let log2 = KioskStateLog()
        let next = counter()
        let state2 = try start(next, clock: clock2, at: 2000, frames: log2, log: log2)
        XCTAssertEqual(next.count, 7)
        XCTAssertTrue(FileManager.default.fileExists(atPath: skipped), "kept until the restoring start ran cleanly")
        clock2.advance(by: 10)
        XCTAssertFalse(FileManager.default.fileExists(atPath: skipped))
        XCTAssertTrue(log2.text.contains("removed \(skipped)"), log2.text)
        state2.stop()
    }

    @MainActor func testAStartThatIsNotSkippedKeepsTheSkippedStateAndClearSkippedRemovesIt() async throws {
        let good = try saveGoodState(7)
        crashTwice(at: 1000)
        let log = KioskStateLog()
        let first = counter()
        let state = try start(first, clock: VirtualClock(), at: 1010, frames: log, log: log)
        first.count = 3
        state.stop()
        // A later clean start restores the fresh run's state and leaves the skipped one alone.
        let clock = VirtualClock()
        let log2 = KioskStateLog()
        let later = counter()
        let state2 = try start(later, clock: clock, at: 5000, frames: log2, log: log2)
        XCTAssertEqual(later.count, 3)
        clock.advance(by: 20)
        XCTAssertEqual(FileManager.default.contents(atPath: skipped), good)
        XCTAssertTrue(log2.text.contains("a state skipped after repeated crashes is kept at \(skipped)"), log2.text)
        let h = HeadlessHarness(width: 320, height: 240)
        var actions = KioskControl.Actions()
        actions.use(state2)
        let control = KioskControl(screen: h.screen, actions: actions)
        XCTAssertEqual(control.reply(to: "clear-skipped"), "ok removed \(skipped)")
        XCTAssertFalse(FileManager.default.fileExists(atPath: skipped))
        XCTAssertTrue(control.reply(to: "status").contains(" skipped-state=no "))
        XCTAssertEqual(control.reply(to: "clear-skipped"), "error no skipped state at \(skipped)")
        XCTAssertEqual(control.reply(to: "restore-skipped"), "error no skipped state at \(skipped)")
        state2.stop()
    }

    @MainActor func testBothCopiesCorruptStartsFreshWithALogLineNamingBoth() async throws {
        try Data("{\"version\":2,".utf8).write(to: URL(fileURLWithPath: current))
        try Data([0xFF, 0x00, 0x13]).write(to: URL(fileURLWithPath: dir + "/state.json.prev"))
        let log = KioskStateLog()
        let root = counter(4)
        let state = try start(root, clock: VirtualClock(), at: 1000, frames: log, log: log)
        XCTAssertEqual(root.count, 4, "nothing restored")
        let warnings = log.lines.filter { $0.0 <= 4 }.map(\.1)
        XCTAssertTrue(warnings.contains("state: \(current): 13 bytes, not a usable state: a damaged JSON state file, the format of an older Vitrine; this version reads keyed archives (version 3) only, so it is not restored"), log.text)
        XCTAssertTrue(warnings.contains("state: \(dir)/state.json.prev: 3 bytes, not a usable state: not a state archive: not a binary property list"), log.text)
        XCTAssertTrue(warnings.contains("no usable saved state in \(current) or \(dir)/state.json.prev; starting fresh"), log.text)
        state.stop()
    }
}

extension KioskStateSkippedTests {
    /// A state file an older Vitrine wrote (JSON, version 2) is not restored: the log says
    /// what it is, the previous copy (a current archive) is restored instead, and nothing crashes.
    @MainActor func testAnOldJSONStateFileIsSkippedWithALogLineAndThePreviousCopyUsed() async throws {
        let old = #"{"controllers":{"counter":{"count":{"int":{"_0":9}}}},"version":2}"#
        try Data(old.utf8).write(to: URL(fileURLWithPath: current))
        let good = counter(6)
        try Data(UIStateRestoration.archive(root: good)).write(to: URL(fileURLWithPath: dir + "/state.json.prev"))
        let log = KioskStateLog()
        let root = counter(0)
        let state = try start(root, clock: VirtualClock(), at: 1000, frames: log, log: log)
        XCTAssertEqual(root.count, 6, "the previous copy is restored")
        XCTAssertTrue(log.lines.contains { $0.0 == 4 && $0.1 == "state: \(current): \(old.utf8.count) bytes, not a usable state: a JSON state file of version 2, the format of an older Vitrine; this version reads keyed archives (version 3) only, so it is not restored" }, log.text)
        XCTAssertTrue(log.lines.contains { $0.1 == "restored the state of 1 view controller from \(dir)/state.json.prev" }, log.text)
        state.stop()
    }
}

/// Log lines a test collects (priority, text), and the frame count it shows the saver.
@MainActor final class KioskStateLog {
    var frames = 0
    var lines: [(Int, String)] = []
    var text: String { lines.map { "<\($0.0)>\($0.1)" }.joined(separator: "\n") }
}
