import Foundation
import XCTest
@testable import VitrinePlatform

/// The kernel PSI trigger path of the memory-pressure monitor, and its fallback to reading.
final class PSITriggerTests: XCTestCase {
    final class FakeTrigger: MemoryPressureTrigger, @unchecked Sendable {
        var cancelled = false
        func cancel() { cancelled = true }
    }

    private func psiFile(some: Double) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("psi-\(UUID())").path
        try "some avg10=\(some) avg60=1.00 avg300=0.50 total=1\nfull avg10=0.00 avg60=0.00 avg300=0.00 total=0\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @MainActor func testATriggerReplacesReadingAndItsEventsWarn() async throws {
        let file = try psiFile(some: 50)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let clock = VirtualClock()
        var warnings: [String] = []
        var armed: (stall: Double, window: Double)?
        var fire: (@MainActor () -> Void)?
        let fake = FakeTrigger()
        let m = MemoryPressureMonitor(psiPath: file, cgroupEventsPath: nil, threshold: 10, minimumInterval: 30, clock: clock) { warnings.append($0) }
        m.armTrigger = { stall, window, onEvent in
            armed = (stall, window)
            fire = onEvent
            return fake
        }
        m.start(interval: 2)
        XCTAssertEqual(armed?.window, 2, "a 2 s window: unprivileged triggers need a multiple of 2 s")
        XCTAssertEqual(armed?.stall ?? 0, 0.2, accuracy: 1e-9, "10 % of the window")
        XCTAssertEqual(m.psiWatch, .trigger("some 200000 2000000"))
        clock.advance(by: 10)
        XCTAssertEqual(warnings, [], "with a trigger the file is not read (it says 50 %)")
        fire?()
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("PSI trigger fired"), warnings[0])
        fire?()
        XCTAssertEqual(warnings.count, 1, "rate-limited")
        m.stop()
        XCTAssertTrue(fake.cancelled)
    }

    @MainActor func testAKernelThatRefusesTheTriggerIsReadEveryTwoSeconds() async throws {
        let file = try psiFile(some: 50)
        defer { try? FileManager.default.removeItem(atPath: file) }
        let clock = VirtualClock()
        var warnings: [String] = []
        let m = MemoryPressureMonitor(psiPath: file, cgroupEventsPath: nil, threshold: 10, minimumInterval: 30, clock: clock) { warnings.append($0) }
        m.armTrigger = { _, _, _ in throw PSITriggerError(call: "write 'some 200000 2000000' to /proc/pressure/memory", errno: EPERM) }
        m.start(interval: 2)
        XCTAssertEqual(m.psiWatch, .polling("no PSI trigger: write 'some 200000 2000000' to /proc/pressure/memory: Operation not permitted (errno 1)"))
        XCTAssertTrue(m.watchDescription.hasPrefix("memory pressure: reading \(file) every 2 s"), m.watchDescription)
        clock.advance(by: 2.1)
        XCTAssertEqual(warnings.count, 1)
        XCTAssertTrue(warnings[0].contains("50.0 %"), warnings[0])
    }

    func testOnlyProcPressureFilesGetATrigger() {
        MainActor.assumeIsolated {
            let m = MemoryPressureMonitor(psiPath: "/tmp/psi", cgroupEventsPath: nil, clock: VirtualClock()) { _ in }
            XCTAssertNil(m.armTrigger)
            XCTAssertNotNil(MemoryPressureMonitor(cgroupEventsPath: nil, clock: VirtualClock()) { _ in }.armTrigger)
        }
    }

    /// The real kernel: where this process may arm a trigger (Linux 6.5+, or privileged), it
    /// arms and cancels cleanly; elsewhere the error names the call and errno.
    func testTheKernelTriggerArmsOrSaysWhyNot() throws {
        guard FileManager.default.fileExists(atPath: "/proc/pressure/memory") else {
            throw XCTSkip("this kernel has no PSI (/proc/pressure/memory)")
        }
        do {
            let t = try PSITrigger(stall: 0.2, window: 2) {}
            XCTAssertEqual(t.line, "some 200000 2000000")
            t.cancel()
            t.cancel()   // twice is harmless
        } catch let e as PSITriggerError {
            XCTAssertTrue([EPERM, EACCES, EINVAL].contains(e.errno), "\(e)")
            XCTAssertTrue(e.description.contains("/proc/pressure/memory"), e.description)
        }
        XCTAssertThrowsError(try PSITrigger(path: "/nonexistent/pressure", stall: 0.2, window: 2) {}) { e in
            XCTAssertEqual((e as? PSITriggerError)?.errno, ENOENT)
        }
    }
}
