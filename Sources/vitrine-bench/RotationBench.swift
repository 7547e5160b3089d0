import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// The interface rotation through the public pipeline: the reference UI frame on a headless
/// screen with a virtual clock, turned landscape → portrait (animated, 0.3 s); the clock steps
/// 1/60 s and every frame of the turn is timed. Also a portrait interface on a landscape panel
/// after the turn versus the same interface on a portrait panel (full-frame redraws).
@MainActor
enum RotationBench {
    struct TurnFigures {
        let medianMs: Double
        let p99Ms: Double
        let firstMs: Double
        /// The rotation request itself (the old frame's snapshot and the new layout drawn ahead).
        let beginMs: Double
        let frames: Int
    }

    private static func screen(size: PixelSize, threads: Int, clock: VirtualClock) -> (ManualMainLoop, HeadlessDisplay, UIScreen, UIWindow) {
        let loop = ManualMainLoop()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        screen.renderThreadCount = threads
        let window = UIWindow(screen: screen)
        return (loop, display, screen, window)
    }

    /// Times every frame of `turns` rotations of a `size` screen; figures over all of them.
    static func turn(size: PixelSize, threads: Int, turns: Int = 5) -> TurnFigures {
        var frames: [Double] = [], firsts: [Double] = [], begins: [Double] = []
        for i in 0..<turns {
            let clock = VirtualClock()
            let (loop, display, screen, window) = self.screen(size: size, threads: threads, clock: clock)
            UIFrameScene.build(in: window, layout: UIFrameLayout(width: size.width, height: size.height))
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            loop.runUntilIdle()
            let t0 = SystemClock.monotonicNow()
            _ = window.setOrientation(i % 2 == 0 ? .portrait : .portraitUpsideDown, animated: true)
            begins.append(SystemClock.monotonicNow() - t0)
            var first = true
            let end = clock.now + 0.3 + 1.0 / 60
            while clock.now <= end {
                let before = display.presentedFrameCount
                let t = SystemClock.monotonicNow()
                loop.runUntilIdle()
                let dt = SystemClock.monotonicNow() - t
                if display.presentedFrameCount > before {
                    if first { firsts.append(dt); first = false } else { frames.append(dt) }
                }
                guard let next = clock.nextDeadline else { break }
                clock.advance(to: max(next, clock.now + 1.0 / 60))
            }
            withExtendedLifetime(screen) {}
        }
        let ms = frames.map { $0 * 1000 }.sorted()
        let median = ms.isEmpty ? 0 : ms[ms.count / 2]
        let p99 = ms.isEmpty ? 0 : ms[min(ms.count - 1, Int((Double(ms.count) * 0.99).rounded(.up)) - 1)]
        let firstMs = firsts.map { $0 * 1000 }.sorted()
        let beginMs = begins.map { $0 * 1000 }.sorted()
        return TurnFigures(medianMs: median, p99Ms: p99, firstMs: firstMs.isEmpty ? 0 : firstMs[firstMs.count / 2],
                           beginMs: beginMs[beginMs.count / 2], frames: ms.count + firsts.count)
    }

    /// Median full-frame time of a portrait interface (`portrait` size, width < height) on a
    /// portrait panel and on the landscape panel it is turned onto.
    static func quarterTurned(portrait: PixelSize, threads: Int, iterations: Int, budget: Double) -> (native: Double, turned: Double) {
        func run(panel: PixelSize, rotate: Bool) -> Double {
            let clock = VirtualClock()
            let (loop, _, screen, window) = self.screen(size: panel, threads: threads, clock: clock)
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            if rotate {
                _ = window.setOrientation(.portrait, animated: false)
                loop.runUntilIdle()
            }
            UIFrameScene.build(in: window, layout: UIFrameLayout(width: portrait.width, height: portrait.height))
            loop.runUntilIdle()
            let all = CGRect(x: 0, y: 0, width: portrait.width, height: portrait.height)
            let stats = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
                window.setNeedsDisplay(all)
                loop.runUntilIdle()
            }
            withExtendedLifetime(screen) {}
            return stats.medianMs
        }
        let native = run(panel: portrait, rotate: false)
        let turned = run(panel: PixelSize(width: portrait.height, height: portrait.width), rotate: true)
        return (native, turned)
    }

    /// The JSON lines (or table lines) of both figures.
    static func lines(json: Bool, threadCounts: [Int], iterations: Int, budget: Double) -> [String] {
        var out: [String] = []
        let size = PixelSize(width: 1920, height: 1080)
        for threads in threadCounts {
            let f = turn(size: size, threads: threads)
            out.append(json
                ? String(format: "{\"name\":\"rotation-frame\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,\"first_ms\":%.3f,\"begin_ms\":%.3f,\"frames\":%d,\"threads\":%d}",
                         size.width, size.height, f.medianMs, f.p99Ms, f.firstMs, f.beginMs, f.frames, threads)
                : String(format: "rotation-frame %@, %d thread(s): median %.2f ms, p99 %.2f ms, first %.2f ms, begin %.2f ms over %d frames",
                         size.description, threads, f.medianMs, f.p99Ms, f.firstMs, f.beginMs, f.frames))
        }
        let portrait = PixelSize(width: 1080, height: 1920)
        for threads in threadCounts {
            let q = quarterTurned(portrait: portrait, threads: threads, iterations: iterations, budget: budget)
            out.append(json
                ? String(format: "{\"name\":\"uiframe-quarter-turned\",\"width\":%d,\"height\":%d,\"damage\":1,\"median_ms\":%.3f,\"native_median_ms\":%.3f,\"ratio_to_native\":%.3f,\"threads\":%d}",
                         portrait.width, portrait.height, q.turned, q.native, q.turned / q.native, threads)
                : String(format: "uiframe-quarter-turned %@ on a landscape panel, %d thread(s): %.2f ms vs %.2f ms native (%.2f×)",
                         portrait.description, threads, q.turned, q.native, q.turned / q.native))
        }
        return out
    }
}
