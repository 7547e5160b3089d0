import Foundation
import VitrinePlatform
import XCTest

/// The engines' per-process data directory: under $XDG_CACHE_HOME/vitrine, one per process,
/// and the directories of ended processes removed (rime leaves a few megabytes per process).
final class InputMethodDataDirectoryTests: XCTestCase {
    func testPerProcessDirectoryAndEndedOnesRemoved() throws {
        let base = NSTemporaryDirectory() + "imdd-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: base) }
        let fm = FileManager.default
        for name in ["ime-100", "ime-200", "other"] {
            try fm.createDirectory(atPath: "\(base)/vitrine/\(name)/rime", withIntermediateDirectories: true)
        }
        var lines: [String] = []
        let dir = InputMethodDataDirectory.make(for: "rime", environment: ["XDG_CACHE_HOME": base], pid: 300,
                                                isAlive: { $0 == 200 }) { lines.append($0) }
        XCTAssertEqual(dir, "\(base)/vitrine/ime-300/rime")
        XCTAssertTrue(fm.fileExists(atPath: "\(base)/vitrine/ime-300/rime"))
        XCTAssertFalse(fm.fileExists(atPath: "\(base)/vitrine/ime-100"), "process 100 ended: its directory goes")
        XCTAssertTrue(fm.fileExists(atPath: "\(base)/vitrine/ime-200"), "process 200 runs: kept")
        XCTAssertTrue(fm.fileExists(atPath: "\(base)/vitrine/other"), "not ours: kept")
        XCTAssertEqual(lines, [])
    }

    func testUncreatableDirectoryIsReported() {
        var lines: [String] = []
        let dir = InputMethodDataDirectory.make(for: "rime", environment: ["XDG_CACHE_HOME": "/proc/none"], pid: 1,
                                                isAlive: { _ in true }) { lines.append($0) }
        XCTAssertNil(dir)
        XCTAssertEqual(lines.count, 1)
        XCTAssertTrue(lines.first?.contains("/proc/none/vitrine/ime-1/rime") ?? false, "\(lines)")
    }
}
