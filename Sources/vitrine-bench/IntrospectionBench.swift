import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell

/// What the remote console's introspection costs (issue 18), on the reference UI frame
/// (`UIFrameScene`) at 1280×800 on a headless display:
///
/// - `screenshot-copy`: `vitrinectl screenshot`'s work on the main actor — copying the
///   presented frame (the UI waits for this part only);
/// - `screenshot-total`: the copy and the PNG encode (off the main actor in the kiosk);
///   `png_bytes` the PNG's size; `screenshot-interface-total` the same with the frame turned
///   upright for a portrait interface (`--interface`);
/// - `hud-frame`: a small animation (one 40×40 view moving, 60 frames a virtual second)
///   with the frame-time HUD on: the figure is the frames in which the HUD redrew (at most
///   4 a second: every 15th frame), `hud_on_plain_median_ms` the others, `hud_off_median_ms`
///   the same frames with the HUD off, `hud_cost_per_frame_ms` the redraws' extra time spread
///   over all frames;
/// - `frame-stats-bookkeeping`: what the compositor's frame statistics add to a frame (the
///   clock reads, the ring store, the missed-refresh arithmetic), in nanoseconds.
@MainActor
enum IntrospectionBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        let size = PixelSize(width: 1280, height: 800)
        let loop = ManualMainLoop(), clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        UIFrameScene.build(in: window, layout: UIFrameLayout(width: size.width, height: size.height))
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        var figures: [ScrollBench.Figure] = []

        // Screenshots.
        guard ScreenCapture(screen: screen, interfaceOrientation: false) != nil else { fail("screenshot: no frame"); return [] }
        let copy = FrameTimer.measure(warmup: 3, iterations: iterations, budget: budget) {
            _ = ScreenCapture(screen: screen, interfaceOrientation: false)
        }
        var pngBytes = 0
        let total = FrameTimer.measure(warmup: 1, iterations: min(iterations, 40), minimumIterations: 5, budget: budget) {
            pngBytes = (try? ScreenCapture(screen: screen, interfaceOrientation: false)?.pngBytes())??.count ?? 0
        }
        figures.append(ScrollBench.Figure(name: "screenshot-copy", size: size, stats: copy, fields: []))
        figures.append(ScrollBench.Figure(name: "screenshot-total", size: size, stats: total, fields: [("png_bytes", "\(pngBytes)")]))

        // The HUD: the same small animation with it off and on, alternately.
        let mover = UIView(frame: CGRect(x: 100, y: 300, width: 40, height: 40))
        mover.backgroundColor = .red
        window.addSubview(mover)
        loop.runUntilIdle()
        var step = 0
        let animate = {
            step += 1
            clock.advance(by: 1.0 / 60)
            mover.frame.origin.x = CGFloat(100 + step % 600)
            loop.runUntilIdle()
        }
        let hud = FrameTimeHUD(screen: screen)
        let frames = max(120, min(iterations * 3, 1200))
        for _ in 0..<10 { animate() }
        var off: [Double] = [], plain: [Double] = [], redraws: [Double] = []
        for round in 0..<2 {
            for _ in 0..<frames {
                let t0 = SystemClock.monotonicNow()
                animate()
                off.append(SystemClock.monotonicNow() - t0)
            }
            hud.show()
            if round == 0 { for _ in 0..<10 { animate() } }
            for _ in 0..<frames {
                let before = hud.updateCount
                let t0 = SystemClock.monotonicNow()
                animate()
                let dt = SystemClock.monotonicNow() - t0
                if hud.updateCount != before { redraws.append(dt) } else { plain.append(dt) }
            }
            hud.hide()
            loop.runUntilIdle()
        }
        let offStats = FrameStats(samples: off), plainStats = FrameStats(samples: plain)
        if redraws.isEmpty { fail("hud-frame: the HUD never redrew"); redraws = [0] }
        let redrawStats = FrameStats(samples: redraws)
        // The HUD's cost spread over every frame: its redraws' extra time over the frames with it on.
        let hudPerFrame = (redrawStats.medianMs - plainStats.medianMs) * Double(redraws.count) / Double(redraws.count + plain.count)
        figures.append(ScrollBench.Figure(name: "hud-frame", size: size, stats: redrawStats, fields: [
            ("hud_off_median_ms", String(format: "%.4f", offStats.medianMs)), ("hud_on_plain_median_ms", String(format: "%.4f", plainStats.medianMs)),
            ("hud_redraws", "\(redraws.count)"), ("frames", "\(redraws.count + plain.count)"),
            ("hud_cost_per_frame_ms", String(format: "%.4f", hudPerFrame)),
        ]))

        // The interface turned (a portrait interface on the landscape panel): --interface turns it back.
        if window.setOrientation(.portrait, animated: false) {
            loop.runUntilIdle()
            let turned = FrameTimer.measure(warmup: 1, iterations: min(iterations, 40), minimumIterations: 5, budget: budget) {
                pngBytes = (try? ScreenCapture(screen: screen, interfaceOrientation: true)?.pngBytes())??.count ?? 0
            }
            figures.append(ScrollBench.Figure(name: "screenshot-interface-total", size: size, stats: turned, fields: [("png_bytes", "\(pngBytes)")]))
        } else {
            fail("screenshot-interface-total: the interface did not turn")
        }

        // The frame statistics' bookkeeping, per frame: four clock reads (frame start and end,
        // the request, the flip), the ring store and the missed-refresh arithmetic.
        var stats = FrameStatistics()
        let n = 1_000_000
        let t0 = SystemClock.monotonicNow()
        for i in 0..<n {
            let start = SystemClock.monotonicNow()
            let requested = SystemClock.monotonicNow()
            stats.recordFrameTime(SystemClock.monotonicNow() - start)
            stats.recordFlip(at: SystemClock.monotonicNow() + Double(i) / 60, requested: requested, period: 1.0 / 60)
        }
        let perFrame = (SystemClock.monotonicNow() - t0) / Double(n)
        let bookkeeping = FrameStats(samples: [perFrame])
        figures.append(ScrollBench.Figure(name: "frame-stats-bookkeeping", size: size, stats: bookkeeping, fields: [
            ("ns_per_frame", String(format: "%.1f", perFrame * 1e9)), ("frames_counted", "\(stats.framesPresented)"),
        ]))
        return figures
    }
}
