import Foundation
import XCTest
import VitrineGraphics
import VitrinePlatform
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// A view whose drawing "takes" `cost` seconds on the scripted frame-time clock.
@MainActor
final class CostlyView: UIView {
    final class Meter { var now = 0.0; var cost = 0.004 }
    let meter: Meter
    init(meter: Meter) {
        self.meter = meter
        super.init(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
    }
    required init?(coder: NSCoder) { return nil }
    override func draw(_ rect: CGRect) { meter.now += meter.cost }
}

/// A screen whose display flips at 60 Hz on a virtual clock, with frame times measured on a
/// scripted clock that only the drawing moves.
@MainActor
final class PacedScreen {
    let loop = ManualMainLoop()
    let clock = VirtualClock()
    let display: HeadlessDisplay
    let screen: UIScreen
    let window: UIWindow
    let meter = CostlyView.Meter()
    let view: CostlyView
    static let period = 1.0 / 60

    init(width: Int = 200, height: Int = 120) {
        UIScreen.resetMain()
        display = HeadlessDisplay(size: PixelSize(width: width, height: height), loop: loop, pacing: .refresh(hz: 60, clock: clock))
        screen = UIScreen(display: display, loop: loop, clock: clock)
        screen.adaptsRenderThreadCount = false
        let meter = self.meter
        screen.frameTimeClock = { meter.now }
        window = UIWindow(screen: screen)
        window.backgroundColor = .white
        view = CostlyView(meter: meter)
        window.addSubview(view)
        window.makeKeyAndVisible()
    }

    /// Asks for a frame now and lets the display flip it; `lateBy` (seconds) stands for a
    /// frame that starts that much after the previous flip (a slow frame), `cost` for its
    /// frame time.
    func frame(cost: Double = 0.004, lateBy: Double = 0) {
        meter.cost = cost
        view.setNeedsDisplay()
        // The previous frame's flip (and any timer due before it: the HUD's).
        while display.isFramePending, let next = clock.nextDeadline {
            clock.advance(to: next)
            if display.isFramePending { loop.runUntilIdle() }
        }
        if lateBy > 0 { clock.advance(by: lateBy) }
        loop.runUntilIdle()                                              // this frame is presented
    }

    /// Runs until the last frame has flipped (timers due before it fire too).
    func settle() {
        while display.isFramePending, let next = clock.nextDeadline {
            clock.advance(to: next)
            loop.runUntilIdle()
        }
    }
}

/// `stats` (issue 18, item 2): frames presented, frame time p50/p99, missed refreshes,
/// input-to-flip latency, RSS, cache sizes, uptime; as text and JSON.
final class StatsCommandTests: XCTestCase {
    /// Ten frames asked for back to back at 60 Hz, one of which starts 1.2 refreshes late:
    /// that frame flips two refreshes after the one before it — one refresh missed; the others
    /// flip one refresh apart — none.
    @MainActor func testTenFramesWithOneLateMissOneRefresh() async {
        let s = PacedScreen()
        for i in 1...10 { s.frame(cost: i == 6 ? 0.020 : 0.004, lateBy: i == 6 ? 1.2 * PacedScreen.period : 0) }
        s.settle()
        let stats = s.screen.frameStatistics
        XCTAssertEqual(stats.framesPresented, 10)
        XCTAssertEqual(stats.missedRefreshes, 1)
        XCTAssertEqual(stats.lateFrames, 1)
        let times = stats.recentFrameTimes
        XCTAssertEqual(times.count, 10)
        XCTAssertEqual(FrameStatistics.percentile(0.5, of: times) ?? 0, 0.004, accuracy: 1e-9)
        XCTAssertEqual(FrameStatistics.percentile(0.99, of: times) ?? 0, 0.020, accuracy: 1e-9)
    }

    /// A frame that starts 2.2 refreshes late misses two.
    @MainActor func testAFrameTwoRefreshesLateMissesTwo() async {
        let s = PacedScreen()
        s.frame()
        s.frame(lateBy: 2.2 * PacedScreen.period)
        s.settle()
        XCTAssertEqual(s.screen.frameStatistics.missedRefreshes, 2)
    }

    /// An idle pause is not a miss: the next frame was not wanted until it was asked for.
    @MainActor func testAnIdlePauseMissesNothing() async {
        let s = PacedScreen()
        s.frame()
        s.settle()
        s.clock.advance(by: 1)
        s.loop.runUntilIdle()
        s.frame()
        s.frame()
        s.settle()
        XCTAssertEqual(s.screen.frameStatistics.framesPresented, 3)
        XCTAssertEqual(s.screen.frameStatistics.missedRefreshes, 0)
    }

    /// The command reports the same numbers (milliseconds in the JSON), and `--reset` starts
    /// the counts afresh.
    @MainActor func testTheCommandReportsAndResets() async throws {
        let s = PacedScreen()
        let control = KioskControl(screen: s.screen)
        for i in 1...10 { s.frame(cost: i == 6 ? 0.020 : 0.004, lateBy: i == 6 ? 1.2 * PacedScreen.period : 0) }
        s.settle()
        let reply = try XCTUnwrap(control.request("stats"))
        XCTAssertTrue(reply.ok)
        XCTAssertTrue(reply.text.hasPrefix("frames=10 frame-ms=p50:4.0,p99:20.0 missed=1 input-ms=p50:-,p99:- rss="), reply.text)
        let line = reply.jsonLine
        for member in [#""frames":10"#, #""frame_ms_p50":4"#, #""frame_ms_p99":20"#, #""missed_refreshes":1"#,
                       #""late_frames":1"#, #""input_latency_ms_p50":null"#, #""vnc_clients":null"#, #""glyph_cache":{"count":"#] {
            XCTAssertTrue(line.contains(member), "\(member) in \(line)")
        }
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        XCTAssertGreaterThan(object["rss_bytes"] as? Int ?? 0, 1 << 20)

        XCTAssertTrue(control.request("stats --reset")?.text.hasSuffix("(frame counts reset)") ?? false)
        XCTAssertEqual(s.screen.frameStatistics.framesPresented, 0)
        XCTAssertTrue(control.request("stats")?.text.hasPrefix("frames=0 frame-ms=p50:-,p99:- missed=0") ?? false)
        XCTAssertEqual(control.request("stats --bogus")?.ok, false)
    }

    /// A VNC server, when one runs, reports its clients (the kiosk's `vncClients` action, as
    /// for `status`); without one the figure is absent.
    @MainActor func testVNCClientsComeFromTheKiosksVNCServer() async {
        let s = PacedScreen()
        let control = KioskControl(screen: s.screen)
        XCTAssertFalse(control.request("stats")?.text.contains("vnc-clients") ?? true)
        control.actions.vncClients = { 2 }
        XCTAssertTrue(control.request("stats")?.text.contains(" vnc-clients=2 ") ?? false)
    }

    func testResidentMemoryIsReadFromVmRSS() {
        XCTAssertEqual(ProcessMemory.residentBytes(status: "Name:\tvitrine\nVmPeak:\t  9 kB\nVmRSS:\t    1234 kB\n"), 1234 * 1024)
        XCTAssertNil(ProcessMemory.residentBytes(status: "Name:\tvitrine\n"))
        XCTAssertNil(ProcessMemory.residentBytes(status: nil))
        XCTAssertGreaterThan(ProcessMemory.residentBytes() ?? 0, 0)
    }
}
