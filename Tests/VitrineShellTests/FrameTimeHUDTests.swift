import Foundation
import XCTest
import VitrineGraphics
import VitrinePlatform
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// `hud on|off` (issue 18, item 2): an on-screen frame-time graph drawn by the shell, which
/// must not keep the kiosk drawing.
final class FrameTimeHUDTests: XCTestCase {
    @MainActor private func hudWindows(_ screen: UIScreen) -> [UIWindow] { screen.windows.filter { $0 is HUDWindow } }

    /// Frames presented while the virtual clock moves `seconds` with nothing else asking.
    @MainActor private func idleFrames(_ s: PacedScreen, seconds: Double) -> Int {
        let before = s.screen.frameCount
        let end = s.clock.now + seconds
        while let next = s.clock.nextDeadline, next <= end {
            s.clock.advance(to: next)
            s.loop.runUntilIdle()
        }
        s.clock.advance(to: end)
        s.loop.runUntilIdle()
        return s.screen.frameCount - before
    }

    /// The HUD shows the last frame times as bars (green within 16.7 ms, red past it), the
    /// 16.7 ms line, fps and p99, in the bottom-right corner above everything; `hud off`
    /// removes it and the screen is the app's again.
    @MainActor func testTheHUDAppearsAndDisappears() async throws {
        let s = PacedScreen(width: 320, height: 240)
        let control = KioskControl(screen: s.screen)
        s.settle()
        let without = s.screen.renderFullFrame()
        XCTAssertEqual(control.request("hud on")?.text, "hud on")
        XCTAssertEqual(control.request("hud on")?.text, "hud on (unchanged)")
        // 40 frames: mostly 4 ms, every tenth 25 ms (past a refresh: red), one of 40 ms (off the scale).
        for i in 1...40 { s.frame(cost: i == 35 ? 0.040 : (i % 10 == 0 ? 0.025 : 0.004 + Double(i % 5) * 0.002)) }
        _ = idleFrames(s, seconds: 1)
        XCTAssertEqual(hudWindows(s.screen).count, 1)
        let hud = try XCTUnwrap(hudWindows(s.screen).first)
        XCTAssertEqual(hud.frame, CGRect(x: 320 - 132 - 8, y: 240 - 66 - 8, width: 132, height: 66))
        XCTAssertTrue(s.screen.windows.last === hud, "above every other window")
        let shot = try XCTUnwrap(s.display.frontBuffer)
        XCTAssertEqual(differing(shot, s.screen.renderFullFrame()), 0)
        if let failure = GoldenImage.verify(shot, name: "frame-time-hud", directory: shellGoldenDirectory) { XCTFail(failure) }

        XCTAssertEqual(control.request("hud off")?.text, "hud off")
        _ = idleFrames(s, seconds: 1)
        XCTAssertTrue(hudWindows(s.screen).isEmpty)
        XCTAssertEqual(differing(try XCTUnwrap(s.display.frontBuffer), without), 0, "the app's pixels are back")
        XCTAssertEqual(control.request("hud off")?.text, "hud off (unchanged)")
        XCTAssertEqual(control.request("hud")?.ok, false)
    }

    /// The feedback loop: the HUD's own redraw is a frame, which must not make it redraw
    /// again. With the HUD on, an idle kiosk presents at most one more frame (the HUD catching
    /// up with the last app frame) and none after a second; no timer is left.
    @MainActor func testAnIdleKioskWithTheHUDGoesIdle() async {
        let s = PacedScreen(width: 320, height: 240)
        let control = KioskControl(screen: s.screen)
        s.settle()
        _ = control.request("hud on")
        for _ in 1...10 { s.frame() }
        let first = idleFrames(s, seconds: 1)
        XCTAssertLessThanOrEqual(first, 2, "the last app frame's flip, then at most one HUD redraw")
        XCTAssertEqual(idleFrames(s, seconds: 10), 0, "idle: no frames")
        XCTAssertNil(s.clock.nextDeadline, "idle: no timers")
    }

    /// While the app animates at 60 Hz the HUD redraws at most 4 times a second.
    @MainActor func testTheHUDRedrawsAtMostFourTimesASecond() async {
        let s = PacedScreen(width: 320, height: 240)
        s.settle()
        let hud = FrameTimeHUD(screen: s.screen)
        hud.show()
        let start = s.clock.now
        for _ in 1...120 { s.frame() }   // up to two seconds of frames
        s.settle()
        let elapsed = s.clock.now - start
        // (The headless display flips some frames at once: 120 frames take more than a second.)
        XCTAssertGreaterThan(elapsed, 1)
        XCTAssertGreaterThan(hud.updateCount, 4)
        XCTAssertLessThanOrEqual(hud.updateCount, 1 + Int((elapsed * FrameTimeHUD.maximumRate).rounded(.up)))
        hud.hide()
    }

    /// Touches on the HUD go through to the app under it (the HUD is not hit-testable).
    @MainActor func testTouchesOnTheHUDReachTheApp() async {
        final class Target: UIView {
            var touches = 0
            override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { self.touches += 1 }
        }
        let h = HeadlessHarness(width: 320, height: 240)
        let target = Target(frame: h.window.bounds)
        h.window.addSubview(target)
        let control = KioskControl(screen: h.screen)
        _ = control.request("hud on")
        h.renderFrames()
        h.tap(at: CGPoint(x: 300, y: 220))
        h.renderFrames()
        XCTAssertEqual(target.touches, 1)
        _ = control.request("hud off")
    }

    /// After `rotate portrait` the HUD is in the bottom-right corner of the portrait interface.
    @MainActor func testTheHUDKeepsToItsCornerWhenTheInterfaceTurns() async {
        let h = HeadlessHarness(width: 320, height: 240)
        let control = KioskControl(screen: h.screen)
        _ = control.request("hud on")
        h.renderFrames()
        XCTAssertTrue(h.rotate(to: .portrait, animated: false))
        h.renderFrames()
        let hud = h.screen.windows.first { $0 is HUDWindow }
        XCTAssertEqual(hud?.frame, CGRect(x: 240 - 132 - 8, y: 320 - 66 - 8, width: 132, height: 66))
        XCTAssertEqual(differing(h.screenshot, h.fullRedraw()), 0)
        _ = control.request("hud off")
    }

    /// Pixels of `a` that differ from `b` (all of them when the sizes differ): the golden
    /// comparison with no tolerance.
    private func differing(_ a: PixelBuffer, _ b: PixelBuffer) -> Int {
        GoldenImage.compare(a, b, channelTolerance: 0).differingPixels
    }
}
