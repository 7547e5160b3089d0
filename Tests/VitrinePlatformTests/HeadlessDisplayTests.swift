import XCTest
import VitrineGraphics
import VitrinePlatform

final class HeadlessDisplayTests: XCTestCase {
    @MainActor func testBufferAgesFollowASwapChain() async {
        let loop = ManualMainLoop()
        let d = HeadlessDisplay(size: PixelSize(width: 8, height: 8), loop: loop)
        var seen: [ObjectIdentifier] = []
        var ages: [Int] = []
        for _ in 0..<5 {
            let b = d.acquireBackBuffer()
            XCTAssertFalse(b.buffer === d.frontBuffer, "never the buffer on screen")
            seen.append(ObjectIdentifier(b.buffer))
            ages.append(b.age)
            d.present(b.buffer, damage: Region())
            loop.runUntilIdle()
        }
        // Two buffers: both unknown at first, then each holds the frame before last.
        XCTAssertEqual(ages, [0, 0, 2, 2, 2])
        XCTAssertEqual(Set(seen).count, 2)
        XCTAssertNotEqual(seen[0], seen[1])
        XCTAssertEqual(seen[0], seen[2])
    }

    @MainActor func testTripleBufferingAgeIsThree() async {
        let loop = ManualMainLoop()
        let d = HeadlessDisplay(size: PixelSize(width: 8, height: 8), bufferCount: 3, loop: loop)
        var ages: [Int] = []
        for _ in 0..<6 {
            let b = d.acquireBackBuffer()
            ages.append(b.age)
            d.present(b.buffer, damage: Region())
        }
        XCTAssertEqual(ages, [0, 0, 0, 3, 3, 3])
    }

    @MainActor func testImmediatePacingReportsFrameDoneOnTheNextLoopTurn() async {
        let loop = ManualMainLoop()
        let d = HeadlessDisplay(size: PixelSize(width: 8, height: 8), loop: loop)
        var done = 0
        d.onFrameDone = { done += 1 }
        d.present(d.acquireBackBuffer().buffer, damage: Region())
        XCTAssertEqual(done, 0)
        XCTAssertTrue(d.isFramePending)
        loop.runUntilIdle()
        XCTAssertEqual(done, 1)
        XCTAssertFalse(d.isFramePending)
    }

    @MainActor func testRefreshPacingWaitsForTheNextVblankOnTheClock() async {
        let loop = ManualMainLoop()
        let clock = VirtualClock()
        let d = HeadlessDisplay(size: PixelSize(width: 8, height: 8), loop: loop, pacing: .refresh(hz: 50, clock: clock))
        var doneAt: [Double] = []
        d.onFrameDone = { doneAt.append(clock.now) }
        clock.advance(by: 0.005)
        d.present(d.acquireBackBuffer().buffer, damage: Region())
        clock.advance(by: 0.014)
        XCTAssertEqual(doneAt, [], "19 ms: the 20 ms refresh has not come yet")
        clock.advance(by: 0.002)
        XCTAssertEqual(doneAt.count, 1)
        XCTAssertEqual(doneAt[0], 0.02, accuracy: 1e-12)
    }

    @MainActor func testScreenshotBeforeAnyFrameIsAnError() async {
        let d = HeadlessDisplay(size: PixelSize(width: 8, height: 8), loop: ManualMainLoop())
        XCTAssertThrowsError(try d.writeScreenshot(to: "/nonexistent/x.png"))
    }
}
