import Foundation
import XCTest
import VitrineGraphics
import VitrinePlatform
import VitrineTesting
@testable import VitrineShell

/// Idle dimming and blanking on the headless backend with the virtual clock.
final class IdleControllerTests: XCTestCase {
    /// A white window with a button-sized control in the middle that counts taps.
    @MainActor private final class Scene {
        let h = HeadlessHarness(width: 200, height: 100)
        let target = TapCounter(frame: CGRect(x: 50, y: 25, width: 100, height: 50))
        init() {
            h.window.backgroundColor = .white
            h.window.addSubview(target)
            h.renderFrames()
        }
        /// A tap through `idle`, as the kiosk routes libinput events.
        func tap(_ idle: IdleController, at p: CGPoint = CGPoint(x: 100, y: 50)) {
            let (x, y) = h.panelPoint(p)
            idle.handle([.touchDown(slot: 0, x: x, y: y, time: h.clock.now), .touchFrame(time: h.clock.now)]) { h.screen.input.handle($0) }
            h.advance(by: 0.05)
            idle.handle([.touchUp(slot: 0, time: h.clock.now), .touchFrame(time: h.clock.now)]) { h.screen.input.handle($0) }
            h.runUntilIdle()
        }
        /// The red channel of the pixel at (10, 10) on screen now.
        var cornerRed: Int { Int((h.screenshot[10, 10] >> 16) & 0xFF) }
    }

    @MainActor final class TapCounter: UIView {
        var taps = 0
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { taps += 1 }
    }

    @MainActor func testDimsAfterTheTimeoutWithAnOverlayAndATouchBrightensAndPassesThrough() async {
        let s = Scene()
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 60, blankAfter: 0))
        s.h.advance(by: 59.9)
        XCTAssertEqual(idle.state, .active)
        XCTAssertEqual(s.cornerRed, 255)
        s.h.advance(by: 0.2)
        XCTAssertEqual(idle.state, .dimmed)
        s.h.advance(by: 1)   // the 0.5 s fade
        // Black at 70 % over white leaves 30 % of 255.
        XCTAssertEqual(Double(s.cornerRed), 255 * 0.3, accuracy: 2)
        s.tap(idle)
        XCTAssertEqual(idle.state, .active)
        XCTAssertEqual(s.target.taps, 1, "waking a dimmed panel does not eat the touch")
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.cornerRed, 255, "back to full brightness")
    }

    @MainActor func testInputPostponesDimming() async {
        let s = Scene()
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 60, blankAfter: 0))
        s.h.advance(by: 50)
        s.tap(idle)
        s.h.advance(by: 59)
        XCTAssertEqual(idle.state, .active, "60 s count from the last input")
        s.h.advance(by: 1.1)
        XCTAssertEqual(idle.state, .dimmed)
    }

    @MainActor func testBlanksAfterDimmingAndTheWakingTouchIsSwallowed() async {
        let s = Scene()
        var changes: [IdleController.State] = []
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 30, blankAfter: 90))
        idle.onStateChange = { changes.append($0) }
        s.h.advance(by: 90.1)
        XCTAssertEqual(changes, [.dimmed, .active, .blanked], "the warning 30 s before blanking brightens the panel")
        XCTAssertTrue(s.h.display.isBlanked)
        // Frames asked for while the panel is off wait.
        let presented = s.h.display.presentedFrameCount
        s.h.window.backgroundColor = .green
        s.h.advance(by: 1)
        XCTAssertEqual(s.h.display.presentedFrameCount, presented)
        s.tap(idle)
        XCTAssertEqual(idle.state, .active)
        XCTAssertFalse(s.h.display.isBlanked)
        XCTAssertEqual(s.target.taps, 0, "the touch that woke the panel taps nothing")
        s.h.advance(by: 0.5)
        XCTAssertEqual(s.cornerRed, 0, "the change made while off is drawn (green)")
        XCTAssertEqual(Int((s.h.screenshot[10, 10] >> 8) & 0xFF), 255)
        s.tap(idle)
        XCTAssertEqual(s.target.taps, 1, "the next touch is delivered")
    }

    @MainActor func testBlankWithoutDimmingAndAManualBlankAndWake() async {
        // Blanking's own mechanics, without the warning before it (IdleTimeLimitTests).
        UITimeLimit.warningDuration = 0
        defer { UITimeLimit.warningDuration = 30 }
        let s = Scene()
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 0, blankAfter: 10))
        s.h.advance(by: 10.1)
        XCTAssertEqual(idle.state, .blanked)
        idle.wake()
        XCTAssertEqual(idle.state, .active)
        XCTAssertFalse(s.h.display.isBlanked)
        idle.blank()
        XCTAssertTrue(s.h.display.isBlanked)
        idle.wake()
        s.h.advance(by: 9.9)
        XCTAssertEqual(idle.state, .active, "a wake counts as activity")
        s.h.advance(by: 0.2)
        XCTAssertEqual(idle.state, .blanked)
    }

    @MainActor func testNeverWithZeroTimeoutsAndAReloadReschedules() async {
        UITimeLimit.warningDuration = 0
        defer { UITimeLimit.warningDuration = 30 }
        let s = Scene()
        let idle = IdleController(screen: s.h.screen, timeouts: .init())
        s.h.advance(by: 3600)
        XCTAssertEqual(idle.state, .active)
        XCTAssertNil(s.h.clock.nextDeadline, "no timer runs when idling is off")
        idle.timeouts = .init(dimAfter: 0, blankAfter: 5)   // a reload: counts from the last input
        s.h.advance(by: 0.1)
        XCTAssertEqual(idle.state, .blanked, "an hour without input is past 5 s")
    }

    @MainActor func testASecondFingerAndKeysKeepSwallowingUntilAllAreUp() async {
        var swallow = WakeInputSwallower()
        swallow.begin()
        XCTAssertEqual(swallow.filter([.touchDown(slot: 0, x: 1, y: 1, time: 0), .touchFrame(time: 0)]), [])
        XCTAssertEqual(swallow.filter([.touchDown(slot: 1, x: 2, y: 2, time: 0), .touchFrame(time: 0)]), [])
        XCTAssertEqual(swallow.filter([.touchUp(slot: 0, time: 0), .touchFrame(time: 0)]), [])
        let after: [InputEvent] = [.key(code: 30, pressed: true, time: 1)]
        XCTAssertEqual(swallow.filter([.touchUp(slot: 1, time: 0), .touchFrame(time: 0)] + after), after,
                       "what follows the frame that lifted the last finger is delivered")
        XCTAssertEqual(swallow.filter(after), after, "no longer swallowing")
        swallow.begin()
        XCTAssertEqual(swallow.filter([.key(code: 30, pressed: true, time: 0)]), [])
        XCTAssertEqual(swallow.filter([.key(code: 30, pressed: false, time: 0)]), [])
        XCTAssertEqual(swallow.filter(after), after)
    }

    // MARK: Backlight and displays that cannot blank

    final class FakeBacklight: Backlight {
        let name = "fake"
        let maxBrightness = 1000
        var value = 800
        var failWrites = false
        func brightness() throws -> Int { value }
        func setBrightness(_ v: Int) throws {
            if failWrites { throw BacklightError(path: "/sys/class/backlight/fake/brightness", detail: "Read-only file system") }
            value = v
        }
    }

    @MainActor func testDimmingUsesTheBacklightAndRestoresIt() async {
        let s = Scene()
        let light = FakeBacklight()
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 5, blankAfter: 0), backlight: light)
        s.h.advance(by: 6)
        XCTAssertEqual(idle.state, .dimmed)
        XCTAssertEqual(light.value, 240, "30 % of 800")
        XCTAssertEqual(s.cornerRed, 255, "no overlay with a backlight")
        s.tap(idle)
        XCTAssertEqual(light.value, 800)
    }

    @MainActor func testAnUnwritableBacklightFallsBackToTheOverlay() async {
        let s = Scene()
        let light = FakeBacklight()
        light.failWrites = true
        let idle = IdleController(screen: s.h.screen, timeouts: .init(dimAfter: 5, blankAfter: 0), backlight: light)
        s.h.advance(by: 7)
        XCTAssertEqual(idle.state, .dimmed)
        XCTAssertEqual(Double(s.cornerRed), 255 * 0.3, accuracy: 2)
    }

    @MainActor func testSysfsBacklightPrefersFirmwareAndReadsAndWrites() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("backlight-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: root) }
        func make(_ name: String, type: String, max: String, value: String) throws {
            let d = root + "/" + name
            try FileManager.default.createDirectory(atPath: d, withIntermediateDirectories: true)
            try "\(type)\n".write(toFile: d + "/type", atomically: true, encoding: .utf8)
            try "\(max)\n".write(toFile: d + "/max_brightness", atomically: true, encoding: .utf8)
            try "\(value)\n".write(toFile: d + "/brightness", atomically: true, encoding: .utf8)
        }
        try make("acpi_video0", type: "firmware", max: "15", value: "15")
        try make("intel_backlight", type: "raw", max: "96000", value: "48000")
        try make("broken", type: "firmware", max: "banana", value: "1")
        let b = try XCTUnwrap(SysfsBacklight.preferred(in: root))
        XCTAssertEqual(b.name, "acpi_video0", "firmware first; the broken one is skipped")
        XCTAssertEqual(try b.brightness(), 15)
        try b.setBrightness(99)
        XCTAssertEqual(try b.brightness(), 15, "clamped to max_brightness")
        try b.setBrightness(4)
        XCTAssertEqual(try b.brightness(), 4)
        XCTAssertThrowsError(try SysfsBacklight(directory: root + "/broken")) { e in
            XCTAssertTrue("\(e)".contains("max_brightness: holds 'banana"), "\(e)")
        }
        XCTAssertNil(SysfsBacklight.preferred(in: root + "/none"))
    }
}
