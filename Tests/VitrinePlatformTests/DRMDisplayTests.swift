import Foundation
import XCTest
import VitrineGraphics
@testable import VitrinePlatform

/// The DRM backend's buffer, flip and pacing logic against a fake card.
final class DRMDisplayTests: XCTestCase {
    @MainActor private func open(_ dev: FakeDRMDevice, clock: VirtualClock, mode: DRMModeRequest? = nil) throws -> DRMDisplay {
        try DRMDisplay(device: dev, mode: mode, clock: clock)
    }

    @MainActor private func device() -> FakeDRMDevice {
        FakeDRMDevice(connectors: [DRMConnector(id: 41, name: "Virtual-1", isConnected: true,
                                                modes: [FakeDRMDevice.mode(64, 32, preferred: true), FakeDRMDevice.mode(32, 16)],
                                                possibleEncoderIDs: [20])])
    }

    @MainActor func testOpeningSetsThePreferredModeShowingABlackBuffer() async throws {
        let dev = device()
        let d = try open(dev, clock: VirtualClock())
        XCTAssertEqual(d.pixelSize, PixelSize(width: 64, height: 32))
        XCTAssertEqual(dev.calls.filter { $0.hasPrefix("createDumbBuffer") }.count, 2)
        XCTAssertEqual(dev.calls.last, "setCrtc crtc=32 fb=\(dev.shownBuffer) connector=41 64x32")
        XCTAssertEqual(dev.pixel(fb: dev.shownBuffer, x: 10, y: 10), 0, "cleared, not garbage")
    }

    @MainActor func testAnotherMasterIsReportedClearly() async {
        let dev = device()
        dev.master = false
        dev.canBecomeMaster = false
        XCTAssertThrowsError(try open(dev, clock: VirtualClock())) { e in
            XCTAssertTrue("\(e)".contains("another process holds DRM master"), "\(e)")
        }
    }

    @MainActor func testPresentCopiesOnlyTheDamageIntoTheScanoutBufferThenFlips() async throws {
        let dev = device()
        let d = try open(dev, clock: VirtualClock())
        let back = d.acquireBackBuffer()
        XCTAssertEqual(back.age, 0)
        back.buffer.fill(back.buffer.bounds, with: 0xFF11_2233)
        d.present(back.buffer, damage: Region(PixelRect(x: 2, y: 3, width: 4, height: 5)))
        guard let fb = dev.pendingFlips.first else { return XCTFail("no flip") }
        XCTAssertEqual(dev.pixel(fb: fb, x: 2, y: 3) & 0xFFFFFF, 0x112233)
        XCTAssertEqual(dev.pixel(fb: fb, x: 5, y: 7) & 0xFFFFFF, 0x112233)
        XCTAssertEqual(dev.pixel(fb: fb, x: 6, y: 3), 0, "outside the damage: never written")
        XCTAssertEqual(dev.pixel(fb: fb, x: 1, y: 3), 0)
    }

    @MainActor func testFlipEventsCompleteFramesAndUnpacedFlipsArePacedByATimer() async throws {
        let dev = device()
        let clock = VirtualClock(start: 10)
        let d = try open(dev, clock: clock)
        var done: [Double] = []
        d.onFrameDone = { done.append(clock.now) }
        for _ in 0..<3 {
            let b = d.acquireBackBuffer()
            d.present(b.buffer, damage: Region(b.buffer.bounds))
            d.readEvents()   // the flip comes back at once, as on bochs and virtio-gpu
            clock.advance(by: 1.0 / 60)
        }
        XCTAssertEqual(done.count, 3)
        // The first frame is done at once; the next two wait for their refresh period.
        XCTAssertEqual(done[0], 10, accuracy: 1e-9)
        XCTAssertGreaterThanOrEqual(done[1] - done[0], 0.98 / 60 - 1e-9)
        XCTAssertEqual(d.flipCount, 3)
    }

    @MainActor func testEBUSYQueuesTheFrameUntilThePendingFlipLands() async throws {
        let dev = device()
        let clock = VirtualClock()
        let d = try open(dev, clock: clock)
        let a = d.acquireBackBuffer().buffer
        dev.busyOnNextFlip = true
        d.present(a, damage: Region(a.bounds))
        XCTAssertTrue(dev.pendingFlips.isEmpty, "refused with EBUSY")
        XCTAssertEqual(dev.calls.last, "pageFlip EBUSY")
        clock.advance(by: d.refreshPeriod)
        XCTAssertEqual(dev.pendingFlips.count, 1, "the same frame is flipped after a refresh period, not dropped")
    }

    @MainActor func testBuffersAgeLikeASwapChain() async throws {
        let dev = device()
        let clock = VirtualClock()
        let d = try open(dev, clock: clock)
        var ages: [Int] = []
        for _ in 0..<4 {
            let b = d.acquireBackBuffer()
            ages.append(b.age)
            d.present(b.buffer, damage: Region(b.buffer.bounds))
            d.readEvents()
            clock.advance(by: 0.1)
        }
        XCTAssertEqual(ages, [0, 0, 2, 2])
    }

    @MainActor func testRestoreConsolePutsBackTheSavedCrtcAndFreesTheBuffers() async throws {
        let dev = device()
        let d = try open(dev, clock: VirtualClock())
        d.restoreConsole()
        XCTAssertTrue(dev.calls.contains("restore crtc=31 fb=77"))
        XCTAssertTrue(dev.buffers.isEmpty)
        XCTAssertFalse(d.canPresent)
        d.restoreConsole()
        XCTAssertEqual(dev.calls.filter { $0.hasPrefix("restore") }.count, 1, "once")
    }

    @MainActor func testDirtyFBIsCalledUntilTheDriverSaysItNeedsNone() async throws {
        let dev = device()
        let clock = VirtualClock()
        let d = try open(dev, clock: clock)
        for _ in 0..<2 {
            let b = d.acquireBackBuffer()
            d.present(b.buffer, damage: Region(PixelRect(x: 0, y: 0, width: 4, height: 4)))
            d.readEvents()
            clock.advance(by: 0.1)
        }
        XCTAssertEqual(dev.calls.filter { $0.hasPrefix("dirty") }.count, 1, "ENOSYS the first time: not asked again")
    }
}
