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
        XCTAssertEqual(store.read { _ in true }?.data, Data("two".utf8))
    }

    func testACorruptCurrentFileFallsBackToThePreviousCopyThenToNothing() throws {
        let dir = try tempDir()
        defer { try? FileManager.default.removeItem(atPath: dir) }
        let store = StateFileStore(directory: dir)
        try store.write(Data("good".utf8))
        try store.write(Data("good2".utf8))
        try Data("garbage".utf8).write(to: URL(fileURLWithPath: store.currentPath))
        let valid: (Data) -> Bool = { String(decoding: $0, as: UTF8.self).hasPrefix("good") }
        let r = store.read(isValid: valid)
        XCTAssertEqual(r?.data, Data("good".utf8))
        XCTAssertEqual(r?.source, .previous)
        XCTAssertEqual(r?.problems, ["\(store.currentPath): corrupt"])
        try Data("bad".utf8).write(to: URL(fileURLWithPath: store.previousPath))
        XCTAssertNil(store.read(isValid: valid), "nothing usable: a fresh start")
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
