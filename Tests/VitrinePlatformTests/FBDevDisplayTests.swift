import Foundation
import XCTest
import VitrineGraphics
@testable import VitrinePlatform

/// A framebuffer in memory.
final class FakeFBDev: FBDevIO, @unchecked Sendable {
    let path = "/dev/fb7"
    var fbInfo: FBDevInfo
    var memory: UnsafeMutableRawPointer
    var pans: [Int] = []
    var vsync = false

    init(width: Int, height: Int, virtualHeight: Int, format: ScanoutFormat = .xrgb8888) {
        let stride = width * format.bytesPerPixel
        fbInfo = FBDevInfo(width: width, height: height, virtualHeight: virtualHeight, stride: stride, format: format,
                           length: stride * virtualHeight, refreshHz: 50, id: "fake")
        memory = .allocate(byteCount: stride * virtualHeight, alignment: 64)
        memset(memory, 0x5A, stride * virtualHeight)
    }
    deinit { memory.deallocate() }

    func info() throws -> FBDevInfo { fbInfo }
    func map(length: Int) throws -> UnsafeMutableRawPointer { memory }
    func pan(toLine y: Int) throws { pans.append(y) }
    func waitForVSync() -> Bool { vsync }
    var flushes = 0
    func flush() { flushes += 1 }
    var blanked = false
    func blank(_ off: Bool) throws { blanked = off }

    func pixel32(x: Int, y: Int) -> UInt32 { memory.load(fromByteOffset: y * fbInfo.stride + x * 4, as: UInt32.self) }
    func pixel16(x: Int, y: Int) -> UInt16 { memory.load(fromByteOffset: y * fbInfo.stride + x * 2, as: UInt16.self) }
}

final class FBDevDisplayTests: XCTestCase {
    @MainActor func testTwoScreensOfMemoryDoubleBufferByPanning() async throws {
        let fb = FakeFBDev(width: 16, height: 8, virtualHeight: 16)
        let d = try FBDevDisplay(device: fb, clock: VirtualClock())
        XCTAssertEqual(d.pages, 2)
        XCTAssertEqual(fb.pixel32(x: 3, y: 3), 0, "cleared at start")
        let b = d.acquireBackBuffer()
        XCTAssertEqual(b.age, 0)
        b.buffer.fill(b.buffer.bounds, with: 0xFF00_FF00)
        d.present(b.buffer, damage: Region(PixelRect(x: 0, y: 0, width: 4, height: 4)))
        // Shadow 1 is page 1: lines 8...15.
        XCTAssertEqual(fb.pans.last, 8)
        XCTAssertEqual(fb.pixel32(x: 1, y: 9) & 0xFFFFFF, 0x00FF00)
        XCTAssertEqual(fb.pixel32(x: 5, y: 9), 0, "outside the damage")
    }

    /// One shadow buffer (issue 12, item 6): each frame draws only its own damage (age 1),
    /// and the page panned to gets that damage plus what it missed, so after every pan the
    /// shown page equals the shadow.
    @MainActor func testThePageShownGetsTheDamageItMissed() async throws {
        let fb = FakeFBDev(width: 16, height: 8, virtualHeight: 16)
        let d = try FBDevDisplay(device: fb, clock: VirtualClock())
        for (k, colour) in [UInt32(0xFF11_2233), 0xFF44_5566, 0xFF77_8899].enumerated() {
            let b = d.acquireBackBuffer()
            XCTAssertEqual(b.age, k == 0 ? 0 : 1)
            let box = PixelRect(x: k * 5, y: k * 2, width: 4, height: 3)
            b.buffer.fill(box, with: colour)
            d.present(b.buffer, damage: Region(box))
            let top = fb.pans.last ?? 0
            var differing = 0
            for y in 0..<8 {
                for x in 0..<16 where fb.pixel32(x: x, y: top + y) & 0xFF_FFFF != b.buffer[x, y] & 0xFF_FFFF { differing += 1 }
            }
            XCTAssertEqual(differing, 0, "frame \(k)")
        }
    }

    @MainActor func testOneScreenOfMemoryCopiesIntoTheVisiblePage() async throws {
        let fb = FakeFBDev(width: 16, height: 8, virtualHeight: 8)
        let d = try FBDevDisplay(device: fb, clock: VirtualClock())
        XCTAssertEqual(d.pages, 1)
        let b = d.acquireBackBuffer()
        b.buffer.fill(b.buffer.bounds, with: 0xFFFF_0000)
        d.present(b.buffer, damage: Region(b.buffer.bounds))
        XCTAssertTrue(fb.pans.isEmpty)
        XCTAssertEqual(fb.flushes, 1, "batched drivers are told to push the pixels")
        XCTAssertEqual(fb.pixel32(x: 15, y: 7) & 0xFFFFFF, 0xFF0000)
    }

    @MainActor func testRGB565PanelsGetConvertedPixels() async throws {
        let fb = FakeFBDev(width: 8, height: 4, virtualHeight: 4, format: .rgb565)
        let d = try FBDevDisplay(device: fb, clock: VirtualClock())
        let b = d.acquireBackBuffer()
        b.buffer.fill(b.buffer.bounds, with: 0xFFFF_0000)   // red
        d.present(b.buffer, damage: Region(b.buffer.bounds))
        XCTAssertEqual(fb.pixel16(x: 2, y: 2), 0xF800, "red is 11111 000000 00000")
    }

    @MainActor func testSidewaysPanelTurnsTheCopy() async throws {
        let fb = FakeFBDev(width: 8, height: 4, virtualHeight: 4)
        let d = try FBDevDisplay(device: fb, rotation: 1, clock: VirtualClock())
        XCTAssertEqual(d.pixelSize, PixelSize(width: 4, height: 8))
        let b = d.acquireBackBuffer().buffer
        b[0, 0] = 0xFF12_3456
        d.present(b, damage: Region(b.bounds))
        XCTAssertEqual(fb.pixel32(x: 7, y: 0), 0xFF12_3456, "one clockwise turn: (0,0) of 4x8 lands at (7,0) of 8x4")
    }

    @MainActor func testWithoutVSyncFramesArePacedByTheTimer() async throws {
        let fb = FakeFBDev(width: 8, height: 4, virtualHeight: 8)
        let clock = VirtualClock()
        let d = try FBDevDisplay(device: fb, clock: clock)
        XCTAssertFalse(d.vsyncWorks)
        var done: [Double] = []
        d.onFrameDone = { done.append(clock.now) }
        for _ in 0..<2 {
            let b = d.acquireBackBuffer().buffer
            d.present(b, damage: Region(b.bounds))
            clock.advance(by: 0.03)
        }
        XCTAssertEqual(done.count, 2)
        XCTAssertGreaterThanOrEqual(done[1] - done[0], 0.98 / 50 - 1e-9, "50 Hz from the reported timings")
    }
}
