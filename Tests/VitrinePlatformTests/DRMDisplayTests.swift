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

    @MainActor func testFlipsPacedByVBlankAreNotDelayedFurther() async throws {
        let dev = device()
        dev.vblank = true
        let clock = VirtualClock()
        let d = try open(dev, clock: clock)
        XCTAssertTrue(d.flipsWaitForVBlank)
        var done = 0
        d.onFrameDone = { done += 1 }
        for _ in 0..<3 {
            let b = d.acquireBackBuffer()
            d.present(b.buffer, damage: Region(b.buffer.bounds))
            d.readEvents()   // the event came at the vblank: the frame is done now
        }
        XCTAssertEqual(done, 3)
        XCTAssertEqual(d.pacedFrames, 0)
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
        // One shadow buffer (issue 12, item 6): after the first frame it always holds the
        // previous frame, so each frame draws only its own damage.
        XCTAssertEqual(ages, [0, 1, 1, 1])
    }

    /// With one shadow and two scanout buffers, the buffer a frame is copied into also gets
    /// the previous frame's damage (which it missed): after every flip the scanout buffer
    /// flipped to equals the shadow, pixel for pixel, though each frame drew only its own
    /// damage.
    @MainActor func testEachScanoutBufferGetsTheDamageItMissed() async throws {
        let dev = device()
        let clock = VirtualClock()
        let d = try open(dev, clock: clock)
        let colours: [UInt32] = [0xFF11_2233, 0xFF44_5566, 0xFF77_8899, 0xFFAA_BBCC]
        for (k, colour) in colours.enumerated() {
            let b = d.acquireBackBuffer()
            // A box that moves every frame, drawn only where this frame damages.
            let box = PixelRect(x: k * 9, y: k * 3, width: 12, height: 8)
            b.buffer.fill(box, with: colour)
            d.present(b.buffer, damage: Region(box))
            guard let fb = dev.pendingFlips.last else { return XCTFail("no flip") }
            var differing = 0
            for y in 0..<32 {
                for x in 0..<64 where dev.pixel(fb: fb, x: x, y: y) & 0xFF_FFFF != b.buffer[x, y] & 0xFF_FFFF { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "frame \(k)")
            d.readEvents()
            clock.advance(by: 0.1)
        }
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

/// Mounting rotation and hotplug on the fake card.
final class DRMDisplayRotationAndHotplugTests: XCTestCase {
    @MainActor private func device() -> FakeDRMDevice {
        FakeDRMDevice(connectors: [DRMConnector(id: 41, name: "Virtual-1", isConnected: true,
                                                modes: [FakeDRMDevice.mode(64, 32, preferred: true), FakeDRMDevice.mode(32, 16)],
                                                possibleEncoderIDs: [20], properties: ["panel orientation": "Right Side Up"])])
    }

    @MainActor func testPanelOrientationPropertyTurnsTheInterface() async throws {
        let dev = device()
        let d = try DRMDisplay(device: dev, clock: VirtualClock())
        XCTAssertEqual(d.mountingTurns, 1)
        XCTAssertEqual(d.pixelSize, PixelSize(width: 32, height: 64), "the interface is the turned size")
        let b = d.acquireBackBuffer().buffer
        b[0, 0] = 0xFF12_3456
        d.present(b, damage: Region(b.bounds))
        guard let fb = dev.pendingFlips.first else { return XCTFail("no flip") }
        // One clockwise turn of a 32x64 image puts its (0, 0) at (63, 0) of the 64x32 panel.
        XCTAssertEqual(dev.pixel(fb: fb, x: 63, y: 0), 0xFF12_3456)
        XCTAssertEqual(DRMDisplay.turns(forPanelOrientation: "Left Side Up"), 3)
        XCTAssertEqual(DRMDisplay.turns(forPanelOrientation: "Upside Down"), 2)
        XCTAssertEqual(DRMDisplay.turns(forPanelOrientation: "Normal"), 0)
    }

    @MainActor func testExplicitRotationOverridesTheProperty() async throws {
        let d = try DRMDisplay(device: device(), rotation: 0, clock: VirtualClock())
        XCTAssertEqual(d.pixelSize, PixelSize(width: 64, height: 32))
    }

    @MainActor func testHotplugWithANewPreferredModeResizesAndUnplugStopsPresenting() async throws {
        let dev = device()
        let d = try DRMDisplay(device: dev, rotation: 0, clock: VirtualClock())
        var resized = 0
        d.onSizeChange = { resized += 1 }
        d.handleHotplug()
        XCTAssertEqual(resized, 0, "nothing changed")
        dev.res.connectors[0].modes = [FakeDRMDevice.mode(48, 24, preferred: true)]
        d.handleHotplug()
        XCTAssertEqual(resized, 1)
        XCTAssertEqual(d.pixelSize, PixelSize(width: 48, height: 24))
        XCTAssertTrue(dev.calls.last?.hasPrefix("setCrtc") ?? false, "re-modeset")
        XCTAssertEqual(d.acquireBackBuffer().age, 0, "new buffers: draw everything")
        dev.res.connectors[0].isConnected = false
        d.handleHotplug()
        XCTAssertFalse(d.canPresent)
        dev.res.connectors[0].isConnected = true
        d.handleHotplug()
        XCTAssertTrue(d.canPresent)
    }
}

/// Atomic when the driver offers it, legacy otherwise, chosen at run time.
final class DRMAtomicChoiceTests: XCTestCase {
    @MainActor private func device(atomic: Bool) -> FakeDRMDevice {
        let d = FakeDRMDevice(connectors: [DRMConnector(id: 41, name: "Virtual-1", isConnected: true,
                                                        modes: [FakeDRMDevice.mode(64, 32, preferred: true)], possibleEncoderIDs: [20])])
        d.atomic = atomic
        return d
    }

    @MainActor func testAtomicDriverGetsAtomicModesetAndFlips() async throws {
        let dev = device(atomic: true)
        let d = try DRMDisplay(device: dev, clock: VirtualClock())
        XCTAssertTrue(d.usesAtomic)
        XCTAssertTrue(dev.calls.contains("prepareAtomic crtc=32 index=1"))
        XCTAssertTrue(dev.calls.contains { $0.hasPrefix("atomicModeset crtc=32") })
        XCTAssertFalse(dev.calls.contains { $0.hasPrefix("setCrtc") })
        let b = d.acquireBackBuffer().buffer
        d.present(b, damage: Region(b.bounds))
        XCTAssertTrue(dev.calls.last?.hasPrefix("atomicFlip") ?? false)
    }

    @MainActor func testLegacyDriverGetsSetCrtcAndPageFlip() async throws {
        let dev = device(atomic: false)
        let d = try DRMDisplay(device: dev, clock: VirtualClock())
        XCTAssertFalse(d.usesAtomic)
        XCTAssertTrue(dev.calls.contains { $0.hasPrefix("setCrtc") })
        let b = d.acquireBackBuffer().buffer
        d.present(b, damage: Region(b.bounds))
        XCTAssertTrue(dev.calls.last?.hasPrefix("pageFlip") ?? false)
    }
}

/// Losing DRM master (a VT switch, another compositor) and getting it back.
final class DRMSessionTests: XCTestCase {
    @MainActor func testLostMasterStopsDrawingAndItsReturnRedrawsEverything() async throws {
        let dev = FakeDRMDevice(connectors: [DRMConnector(id: 41, name: "Virtual-1", isConnected: true,
                                                          modes: [FakeDRMDevice.mode(64, 32, preferred: true)], possibleEncoderIDs: [20])])
        let clock = VirtualClock()
        let d = try DRMDisplay(device: dev, clock: clock)
        var redraws = 0
        d.onSizeChange = { redraws += 1 }
        dev.masterTaken = true
        let b = d.acquireBackBuffer().buffer
        d.present(b, damage: Region(b.bounds))
        XCTAssertFalse(d.canPresent, "another process holds master: nothing is drawn")
        XCTAssertFalse(d.hasMaster)
        clock.advance(by: 2)
        XCTAssertFalse(d.canPresent, "still taken: still waiting")
        dev.masterTaken = false
        clock.advance(by: 0.5)
        XCTAssertTrue(d.canPresent)
        XCTAssertEqual(redraws, 1, "full redraw asked for")
        XCTAssertEqual(d.acquireBackBuffer().age, 0)
        XCTAssertTrue(dev.calls.last?.hasPrefix("setCrtc") ?? false, "mode set again")
    }
}
