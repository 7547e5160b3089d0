import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// `--virtual-soak FRAMES`: the dashboard on the headless display, on the virtual clock, drawn
/// as fast as the machine can (each frame 1/60 s of scene time: the chart scrolls, and the clock,
/// the gauges and the legend turn every 60 frames, as on a panel). No kiosk around it — no
/// input, idle timer or control socket — only the app's own per-frame work, so the heap in use
/// (malloc's count, not the resident set) measures what a frame leaves behind: it is printed
/// after a warm-up (caches full, a minute of the scene drawn) and at the end.
@MainActor
enum VirtualSoak {
    /// One minute of scene time: every axis label and clock digit drawn once, the glyph and
    /// path caches at their working size.
    static let warmUpFrames = 3_600

    /// Runs `frames` frames (the warm-up included) at `size`, prints the figures and exits.
    static func run(frames: Int, size: PixelSize, scale: Double) -> Never {
        let loop = ManualMainLoop()
        let clock = VirtualClock()
        MainClock.install(clock)
        let display = HeadlessDisplay(size: size, scale: scale, loop: loop)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        // The wall clock the dashboard shows moves with the virtual clock.
        let start = Date()
        let dashboard = DashboardViewController(now: { start.addingTimeInterval(clock.now) })
        window.rootViewController = dashboard
        window.makeKeyAndVisible()
        loop.settle()
        let warmUp = min(warmUpFrames, frames / 10)
        let began = ProcessInfo.processInfo.systemUptime
        for _ in 0..<warmUp { loop.advance(clock, by: 1.0 / 60) }
        let before = ProcessHeap.bytesInUse
        say(String(format: "virtual soak: warm-up %d frames, heap in use %d bytes", warmUp, before))
        for _ in warmUp..<frames { loop.advance(clock, by: 1.0 / 60) }
        let after = ProcessHeap.bytesInUse
        let elapsed = ProcessInfo.processInfo.systemUptime - began
        let measured = frames - warmUp
        say(String(format: "virtual soak: %d frames presented, chart at %.1f s, in %.1f s (%.2f ms a frame) at %dx%d",
                   display.presentedFrameCount, dashboard.chart.time, elapsed, elapsed * 1000 / Double(max(1, frames)),
                   size.width, size.height))
        say(String(format: "virtual soak: end, heap in use %d bytes: growth %d bytes over %d frames (%.1f a frame)",
                   after, after - before, measured, Double(after - before) / Double(max(1, measured))))
        withExtendedLifetime(window) {}
        exit(0)
    }

    private static func say(_ line: String) {
        print("vitrine-demo: \(line)")
        fflush(nil)
    }
}
