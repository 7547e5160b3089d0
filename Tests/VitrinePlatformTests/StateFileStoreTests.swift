import Foundation
import XCTest
@testable import VitrinePlatform

final class StateFileStoreTests: XCTestCase {
    private func tempDir() throws -> String {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("state-\(UUID())").path
        try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
        return d
    }

    func testWritesAtomicallyAndKeepsThePreviousCopy() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = StateFileStore(directory: dir)
        try store.write(Data("one".utf8))
        try store.write(Data("two".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: store.currentPath), Data("two".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: store.previousPath), Data("one".utf8))
        XCTAssertFalse(FileManager.default.fileExists(atPath: "\(dir)/.state.json.tmp"), "no temporary left behind")
        XCTAssertEqual(store.read { _ in }.found?.data, Data("two".utf8))
    }

    func testACorruptCurrentFileFallsBackToThePreviousCopyThenToNothing() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = StateFileStore(directory: dir)
        try store.write(Data("good".utf8))
        try store.write(Data("good2".utf8))
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.currentPath))
        let valid: (Data) throws -> Void = { d in
            guard String(decoding: d, as: UTF8.self).hasPrefix("good") else { throw Bad() }
        }
        let r = store.read(validate: valid)
        XCTAssertEqual(r.found?.data, Data("good".utf8))
        XCTAssertEqual(r.found?.source, .previous)
        XCTAssertEqual(r.problems, ["\(store.currentPath): 7 bytes, not a usable state: bad"])
        try Data("bad".utf8).write(to: URL(fileURLWithPath: store.previousPath))
        let none = store.read(validate: valid)
        XCTAssertNil(none.found, "nothing usable: a fresh start")
        // Both files named, each with what was wrong (for the log line a fresh start writes).
        XCTAssertEqual(none.problems, ["\(store.currentPath): 7 bytes, not a usable state: bad",
                                       "\(store.previousPath): 3 bytes, not a usable state: bad"])
    }

    private struct Bad: Error, CustomStringConvertible { var description: String { "bad" } }

    func testEmptyOversizedAndNonRegularFilesAreProblemsNotCrashes() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = StateFileStore(directory: dir, maxSize: 8)
        XCTAssertTrue(FileManager.default.createFile(atPath: store.currentPath, contents: Data()))
        try FileManager.default.createDirectory(atPath: store.previousPath, withIntermediateDirectories: false)
        XCTAssertEqual(store.read { _ in }.problems, ["\(store.currentPath): empty", "\(store.previousPath): not a regular file"])
        try Data("123456789".utf8).write(to: URL(fileURLWithPath: store.currentPath))
        XCTAssertEqual(store.read { _ in }.problems.first, "\(store.currentPath): 9 bytes, more than the 8 a state file may have")
    }

    func testSetAsideMovesTheBestCopyAndNeverReplacesAKeptOne() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = StateFileStore(directory: dir)
        let valid: (Data) throws -> Void = { d in
            guard String(decoding: d, as: UTF8.self).hasPrefix("good") else { throw Bad() }
        }
        try store.write(Data("good1".utf8))
        try store.write(Data("junk".utf8))
        // The current copy is corrupt: the previous one is kept aside.
        let first = try store.setAside(validate: valid)
        XCTAssertEqual(first.outcome, .keptAside(from: store.previousPath, to: store.skippedPath))
        XCTAssertEqual(first.problems, ["\(store.currentPath): 4 bytes, not a usable state: bad"])
        XCTAssertEqual(FileManager.default.contents(atPath: store.skippedPath), Data("good1".utf8))
        XCTAssertTrue(store.hasSkipped)
        // Later saves do not touch it, and a second skip keeps the first one.
        try store.write(Data("good2".utf8))
        try store.write(Data("good3".utf8))
        let second = try store.setAside(validate: valid)
        XCTAssertEqual(second.outcome, .keptAside(from: store.currentPath, to: store.skippedPath(slot: 2)))
        XCTAssertEqual(FileManager.default.contents(atPath: store.skippedPath(slot: 1)), Data("good1".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: store.skippedPath(slot: 2)), Data("good3".utf8))
        XCTAssertEqual(store.skippedPath, store.skippedPath(slot: 2), "the one saved last")
        // A usable copy kept already is not kept twice.
        try store.write(Data("good1".utf8))
        XCTAssertEqual(try store.setAside(validate: valid).outcome, .alreadyKept(at: store.skippedPath(slot: 1)))
        XCTAssertTrue(store.removeSkipped(ifItHolds: Data("good3".utf8)))
        XCTAssertEqual(store.skippedPaths, [store.skippedPath(slot: 1)])
        try store.write(Data("good3".utf8))
        // Put back: it becomes the current state, the current one the previous copy; the
        // skipped file stays until a start restored it.
        XCTAssertEqual(try store.putBackSkipped(validate: valid), Data("good1".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: store.currentPath), Data("good1".utf8))
        XCTAssertEqual(FileManager.default.contents(atPath: store.previousPath), Data("good3".utf8))
        XCTAssertFalse(store.removeSkipped(ifItHolds: Data("good3".utf8)))
        XCTAssertTrue(store.removeSkipped(ifItHolds: Data("good1".utf8)))
        XCTAssertFalse(store.hasSkipped)
        XCTAssertThrowsError(try store.clearSkipped())
        XCTAssertThrowsError(try store.putBackSkipped(validate: valid))
        // Nothing usable: nothing kept.
        try Data("x".utf8).write(to: URL(fileURLWithPath: store.currentPath))
        try Data("y".utf8).write(to: URL(fileURLWithPath: store.previousPath))
        XCTAssertEqual(try store.setAside(validate: valid).outcome, .nothingUsable)
        XCTAssertFalse(store.hasSkipped)
    }

    func testTwoUncleanLaunchesWithinTheWindowSkipRestoration() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let guardFile = LaunchGuard(directory: dir, window: 60, limit: 2)
        XCTAssertTrue(guardFile.beginLaunch(now: 1000))
        XCTAssertTrue(guardFile.beginLaunch(now: 1010), "one crash so far: still restore")
        XCTAssertFalse(guardFile.beginLaunch(now: 1020), "crashed twice right after restoring: start fresh")
        XCTAssertTrue(guardFile.beginLaunch(now: 2000), "long after: the old launches no longer count")
        guardFile.endCleanly()
        XCTAssertTrue(guardFile.beginLaunch(now: 2001))
    }
}
