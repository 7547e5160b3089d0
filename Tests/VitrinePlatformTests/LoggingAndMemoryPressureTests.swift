import Foundation
import Logging
import XCTest
@testable import VitrinePlatform

final class JournalLogHandlerTests: XCTestCase {
    func testLinesCarryTheSyslogPriorityJournaldReads() {
        XCTAssertEqual(JournalLogHandler.format(level: .error, label: "vitrine.platform", message: "no display", metadata: [:]),
                       "<3>vitrine.platform: no display")
        XCTAssertEqual(JournalLogHandler.format(level: .notice, label: "x", message: "two\nlines", metadata: ["card": "card0"]),
                       "<5>x: two\\nlines card=card0")
        XCTAssertEqual([Logger.Level.trace, .debug, .info, .notice, .warning, .error, .critical].map(JournalLogHandler.priority),
                       [7, 7, 6, 5, 4, 3, 2])
    }
}

final class MemoryPressureTests: XCTestCase {
    private func psi(_ some: Double) -> String {
        "some avg10=\(some) avg60=1.00 avg300=0.50 total=12345\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n"
    }

    func testPSIParsing() {
        XCTAssertEqual(MemoryPressureReading(psi: psi(12.5))?.someAvg10, 12.5)
        XCTAssertNil(MemoryPressureReading(psi: "garbage"))
    }

    @MainActor func testPressureAboveTheThresholdWarnsRateLimitedOnTheClock() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("psi-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("memory").path
        try psi(2).write(toFile: file, atomically: true, encoding: .utf8)
        let clock = VirtualClock()
        var warnings: [String] = []
        let m = MemoryPressureMonitor(psiPath: file, cgroupEventsPath: nil, threshold: 10, minimumInterval: 30, clock: clock) { warnings.append($0) }
        m.start(interval: 2)
        clock.advance(by: 5)
        XCTAssertEqual(warnings, [], "2 % is no pressure")
        try psi(25).write(toFile: file, atomically: true, encoding: .utf8)
        clock.advance(by: 2)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("25.0 %"))
        clock.advance(by: 20)
        XCTAssertEqual(warnings.count, 1, "rate-limited to one per 30 s")
        clock.advance(by: 12)
        XCTAssertEqual(warnings.count, 2)
    }

    @MainActor func testCgroupLimitEventsCountAsPressure() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cg-\(UUID())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let events = dir.appendingPathComponent("memory.events").path
        try "low 0\nhigh 0\nmax 0\noom 0\noom_kill 0\n".write(toFile: events, atomically: true, encoding: .utf8)
        var warnings: [String] = []
        let m = MemoryPressureMonitor(psiPath: "/nonexistent", cgroupEventsPath: events, minimumInterval: 0, clock: VirtualClock()) { warnings.append($0) }
        m.check()
        XCTAssertEqual(warnings, [])
        try "low 0\nhigh 3\nmax 0\noom 0\noom_kill 0\n".write(toFile: events, atomically: true, encoding: .utf8)
        m.check()
        XCTAssertEqual(warnings.count, 1)
    }
}
