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
/// - `hud-frame`: a small animation frame (one 40×40 view moving, 60 frames a virtual
///   second) with the frame-time HUD on, against the same frames with it off
///   (`hud_off_mean_ms`); means, since the HUD redraws on every 15th frame at most (4 Hz);
///   `hud_redraws` counts them;
/// - `frame-stats-bookkeeping`: what the compositor's frame statistics add to a frame (the
///   clock reads, the ring store, the missed-refresh arithmetic), in nanoseconds.
@MainActor
enum IntrospectionBench {
    static func run(iterations: Int, budget: Double, warn: (String) -> Void) -> [ScrollBench.Figure] {
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
        guard ScreenCapture(screen: screen, interfaceOrientation: false) != nil else { warn("screenshot: no frame"); return [] }
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
        let frames = max(60, min(iterations, 600))
        var off: [FrameStats] = [], on: [FrameStats] = []
        for _ in 0..<2 {
            off.append(FrameTimer.measure(warmup: 10, iterations: frames, minimumIterations: frames, budget: budget, animate))
            hud.show()
            on.append(FrameTimer.measure(warmup: 10, iterations: frames, minimumIterations: frames, budget: budget, animate))
            hud.hide()
            loop.runUntilIdle()
        }
        let offMean = off.map(\.meanMs).sorted()[0], onStats = on.min { $0.meanMs < $1.meanMs } ?? on[0]
        figures.append(ScrollBench.Figure(name: "hud-frame", size: size, stats: onStats, fields: [
            ("mean_ms", String(format: "%.4f", onStats.meanMs)), ("hud_off_mean_ms", String(format: "%.4f", offMean)),
            ("hud_mean_cost_ms", String(format: "%.4f", onStats.meanMs - offMean)), ("hud_redraws", "\(hud.updateCount)"),
        ]))

        // The interface turned (a portrait interface on the landscape panel): --interface turns it back.
        if window.setOrientation(.portrait, animated: false) {
            loop.runUntilIdle()
            let turned = FrameTimer.measure(warmup: 1, iterations: min(iterations, 40), minimumIterations: 5, budget: budget) {
                pngBytes = (try? ScreenCapture(screen: screen, interfaceOrientation: true)?.pngBytes())??.count ?? 0
            }
            figures.append(ScrollBench.Figure(name: "screenshot-interface-total", size: size, stats: turned, fields: [("png_bytes", "\(pngBytes)")]))
        } else {
            warn("screenshot-interface-total: the interface did not turn")
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
