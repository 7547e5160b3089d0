import Foundation
import XCTest
import VitrineGraphics
@testable import VitrinePlatform

/// Blanking (DPMS off and on) on the DRM and fbdev backends, against fakes.
final class DisplayBlankingTests: XCTestCase {
    @MainActor private func drm() throws -> (FakeDRMDevice, DRMDisplay) {
        let dev = FakeDRMDevice(connectors: [DRMConnector(id: 41, name: "Virtual-1", isConnected: true,
                                                          modes: [FakeDRMDevice.mode(64, 32, preferred: true)], possibleEncoderIDs: [20])])
        return (dev, try DRMDisplay(device: dev, clock: VirtualClock()))
    }

    @MainActor private func present(_ d: DRMDisplay, _ colour: UInt32) {
        let b = d.acquireBackBuffer()
        b.buffer.fill(b.buffer.bounds, with: colour)
        d.present(b.buffer, damage: Region(b.buffer.bounds))
    }

    @MainActor func testBlankingTurnsTheOutputOffAndStopsPresenting() async throws {
        let (dev, d) = try drm()
        present(d, 0xFF11_2233)
        d.readEvents()
        XCTAssertTrue(d.setBlanked(true))
        XCTAssertTrue(d.isBlanked)
        XCTAssertFalse(d.canPresent, "frames wait while the panel is off")
        XCTAssertEqual(dev.calls.last, "power off")
        XCTAssertEqual(d.isPoweredOn, false)
    }

    @MainActor func testBlankingWaitsForTheFlipOnItsWay() async throws {
        let (dev, d) = try drm()
        present(d, 0xFF11_2233)
        XCTAssertFalse(dev.pendingFlips.isEmpty)
        XCTAssertTrue(d.setBlanked(true))
        XCTAssertFalse(dev.calls.contains("power off"), "not while a flip is pending (the kernel says EBUSY)")
        d.readEvents()
        XCTAssertEqual(dev.calls.last, "power off")
        XCTAssertEqual(dev.poweredOn, false)
    }

    @MainActor func testUnblankingShowsTheNewestFrameAndAsksForTheNextOne() async throws {
        let (dev, d) = try drm()
        var framesDone = 0
        d.onFrameDone = { framesDone += 1 }
        present(d, 0xFF11_2233)
        d.readEvents()
        let newest = dev.shownBuffer
        d.setBlanked(true)
        framesDone = 0
        XCTAssertTrue(d.setBlanked(false))
        XCTAssertFalse(d.isBlanked)
        XCTAssertTrue(d.canPresent)
        XCTAssertEqual(dev.calls.last, "power on fb \(newest)")
        XCTAssertEqual(dev.pixel(fb: dev.shownBuffer, x: 3, y: 3) & 0xFFFFFF, 0x112233, "the last frame, not black")
        XCTAssertEqual(framesDone, 1, "the compositor may draw what changed meanwhile")
    }

    @MainActor func testADriverThatRefusesKeepsThePanelOnAndSaysSo() async throws {
        let (dev, d) = try drm()
        dev.powerError = EINVAL
        XCTAssertFalse(d.setBlanked(true), "the caller falls back to blacking the screen out")
        XCTAssertFalse(d.isBlanked)
        XCTAssertTrue(d.canPresent)
    }

    @MainActor func testFBDevBlankingUsesFBIOBLANK() async throws {
        let fb = FakeFBDev(width: 16, height: 8, virtualHeight: 16)
        let d = try FBDevDisplay(device: fb, clock: VirtualClock())
        var framesDone = 0
        d.onFrameDone = { framesDone += 1 }
        XCTAssertTrue(d.setBlanked(true))
        XCTAssertTrue(fb.blanked)
        XCTAssertFalse(d.canPresent)
        XCTAssertTrue(d.setBlanked(false))
        XCTAssertFalse(fb.blanked)
        XCTAssertTrue(d.canPresent)
        XCTAssertEqual(framesDone, 1)
    }

    @MainActor func testHeadlessBlankingHoldsFramesUntilOn() async throws {
        let loop = ManualMainLoop()
        let d = HeadlessDisplay(size: PixelSize(width: 8, height: 8), loop: loop)
        var framesDone = 0
        d.onFrameDone = { framesDone += 1 }
        d.setBlanked(true)
        XCTAssertFalse(d.canPresent)
        d.canPresent = true   // an unplug flag set meanwhile does not turn a blanked panel on
        XCTAssertFalse(d.canPresent)
        d.setBlanked(false)
        XCTAssertTrue(d.canPresent)
        XCTAssertEqual(framesDone, 1)
        XCTAssertTrue(d.setBlanked(false), "already on: nothing to do, and no second frame-done")
        XCTAssertEqual(framesDone, 1)
    }
}

/// A configuration reload that changes the mounting rotation on DRM.
final class DRMMountingRotationTests: XCTestCase {
    @MainActor func testANewMountingRotationResizesTheInterfaceAndRedraws() async throws {
        let dev = FakeDRMDevice(connectors: [DRMConnector(id: 41, name: "DSI-1", isConnected: true,
                                                          modes: [FakeDRMDevice.mode(64, 32, preferred: true)], possibleEncoderIDs: [20],
                                                          properties: ["panel orientation": "Right Side Up"])])
        let d = try DRMDisplay(device: dev, rotation: 0, clock: VirtualClock())
        var sizes: [PixelSize] = []
        var framesDone = 0
        d.onSizeChange = { sizes.append(d.pixelSize) }
        d.onFrameDone = { framesDone += 1 }
        XCTAssertFalse(d.setMountingRotation(0), "unchanged")
        XCTAssertTrue(d.setMountingRotation(1))
        XCTAssertEqual(d.pixelSize, PixelSize(width: 32, height: 64))
        XCTAssertEqual(d.acquireBackBuffer().buffer.width, 32, "new buffers at the turned size")
        XCTAssertEqual(d.acquireBackBuffer().age, 0)
        // Panel (0, 0) is the interface's bottom-left corner on a panel turned 90° clockwise.
        XCTAssertEqual(CGPoint(x: 0, y: 0).applying(d.panelToInterface), CGPoint(x: 0, y: 64))
        XCTAssertFalse(d.setMountingRotation(nil), "the property says Right Side Up: the same turn")
        XCTAssertTrue(d.setMountingRotation(2))
        XCTAssertEqual(sizes, [PixelSize(width: 32, height: 64), PixelSize(width: 64, height: 32)])
        XCTAssertEqual(framesDone, 2)
    }
}
