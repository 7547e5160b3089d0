import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What a spinning activity indicator costs (issue 16): a 1280×800 screen (scale 1) with a
/// plain background and one `.large` indicator spinning in the middle, on a virtual clock.
/// Each timed iteration runs the screen clock to the indicator's next step (its display link
/// ticks every 1/60 s; one tick in 7–8 moves the head and redraws): layout, damage, render,
/// present on a double-buffered headless display.
///
/// - `activity-indicator-frame`: one step (the idle link ticks before it included);
///   `full_frame_median_ms` is the same screen redrawn whole, `fraction` the first over the
///   second, `ticks_per_step` the clock callbacks per step.
/// - `activity-indicator-damage-px`: pixels damaged by the step's frame (the indicator's
///   37×37 box is 1369).
/// After timing, the screen is compared with a from-scratch render.
@MainActor
enum ActivityIndicatorBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [String] {
        let size = PixelSize(width: 1280, height: 800)
        let loop = ManualMainLoop(), clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        window.backgroundColor = .systemBackground
        let indicator = UIActivityIndicatorView(style: .large)
        indicator.center = CGPoint(x: 640, y: 400)
        window.addSubview(indicator)
        window.makeKeyAndVisible()
        indicator.startAnimating()
        loop.runUntilIdle()

        var damage = 0, ticks = 0, steps = 0
        let stats = FrameTimer.measure(warmup: 4, iterations: iterations, budget: budget) {
            let before = display.presentedFrameCount
            var n = 0
            while display.presentedFrameCount == before, let next = clock.nextDeadline, n < 120 {
                clock.advance(to: next)
                loop.runUntilIdle()
                n += 1
            }
            ticks += n
            steps += 1
            damage = display.lastDamage.area
        }
        let differing = pixelsDifferingFromFullRedraw(screen, display, size)
        if differing > 0 { fail("activity-indicator-frame: \(differing) px on screen differ from a full redraw") }
        let full = FrameTimer.measure(warmup: 2, iterations: max(20, iterations / 5), budget: budget) {
            window.setNeedsDisplay(window.bounds)
            loop.runUntilIdle()
        }
        indicator.stopAnimating()
        let frame = ScrollBench.Figure(name: "activity-indicator-frame", size: size, stats: stats, fields: [
            ("damage_pixels", "\(damage)"), ("full_frame_median_ms", String(format: "%.3f", full.medianMs)),
            ("fraction", String(format: "%.4f", stats.medianMs / full.medianMs)),
            ("ticks_per_step", String(format: "%.2f", Double(ticks) / Double(max(1, steps)))),
        ])
        let damageLine = "{\"name\":\"activity-indicator-damage-px\",\"width\":\(size.width),\"height\":\(size.height),\"damage_pixels\":\(damage),\"indicator_box_pixels\":\(37 * 37)}"
        return [frame.json, damageLine, frame.text]
    }

    private static func pixelsDifferingFromFullRedraw(_ screen: UIScreen, _ display: HeadlessDisplay, _ size: PixelSize) -> Int {
        guard let front = display.frontBuffer else { return size.width * size.height }
        let reference = screen.renderFullFrame()
        var differing = 0
        for y in 0..<size.height {
            let a = front.row(y), b = reference.row(y)
            for x in 0..<size.width where a[x] & 0x00FF_FFFF != b[x] & 0x00FF_FFFF { differing += 1 }
        }
        return differing
    }
}
