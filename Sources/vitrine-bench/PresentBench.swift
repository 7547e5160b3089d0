import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// A modal presentation through the public pipeline: the reference UI frame on a headless
/// screen with a virtual clock, a form sheet presented and dismissed (animated, 0.3 s each, the
/// default cover-vertical slide with its dimming); the clock steps 1/60 s until each transition
/// is over, and every frame of both is timed.
@MainActor
enum PresentBench {
    struct Figures {
        let medianMs: Double
        let p99Ms: Double
        let frames: Int
    }

    static func measure(size: PixelSize, threads: Int, rounds: Int = 5) -> Figures {
        var frames: [Double] = []
        for _ in 0..<rounds {
            let clock = VirtualClock()
            let loop = ManualMainLoop()
            let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
            let screen = UIScreen(display: display, loop: loop, clock: clock)
            screen.renderThreadCount = threads
            let window = UIWindow(screen: screen)
            let root = UIViewController()
            window.rootViewController = root
            root.view.backgroundColor = .clear
            UIFrameScene.build(in: window, layout: UIFrameLayout(width: size.width, height: size.height))
            window.makeKeyAndVisible()
            loop.runUntilIdle()
            loop.runUntilIdle()
            for presenting in [true, false] {
                if presenting {
                    let sheet = UIViewController()
                    sheet.modalPresentationStyle = .formSheet
                    sheet.view.backgroundColor = .white
                    root.present(sheet, animated: true)
                } else {
                    root.dismiss(animated: true)
                }
                // Frame by frame (1/60 s of virtual time each) until the transition is over.
                var steps = 0
                while steps < 120 {
                    steps += 1
                    let before = display.presentedFrameCount
                    let t = SystemClock.monotonicNow()
                    loop.runUntilIdle()
                    let dt = SystemClock.monotonicNow() - t
                    if display.presentedFrameCount > before { frames.append(dt) }
                    let settled = presenting ? (root.presentedViewController.map { !$0.isBeingPresented } ?? false)
                                             : root.presentedViewController == nil
                    if settled { break }
                    clock.advance(to: clock.now + 1.0 / 60)
                }
            }
            withExtendedLifetime(screen) {}
        }
        let ms = frames.map { $0 * 1000 }.sorted()
        let median = ms.isEmpty ? 0 : ms[ms.count / 2]
        let p99 = ms.isEmpty ? 0 : ms[min(ms.count - 1, Int((Double(ms.count) * 0.99).rounded(.up)) - 1)]
        return Figures(medianMs: median, p99Ms: p99, frames: ms.count)
    }

    /// The JSON lines (or table lines).
    static func lines(json: Bool, threadCounts: [Int]) -> [String] {
        let size = PixelSize(width: 1920, height: 1080)
        return threadCounts.map { threads in
            let f = measure(size: size, threads: threads)
            return json
                ? String(format: "{\"name\":\"present-frame\",\"width\":%d,\"height\":%d,\"style\":\"formSheet\",\"median_ms\":%.3f,\"p99_ms\":%.3f,\"frames\":%d,\"threads\":%d}",
                         size.width, size.height, f.medianMs, f.p99Ms, f.frames, threads)
                : String(format: "present-frame %@ form sheet present + dismiss, %d thread(s): median %.2f ms, p99 %.2f ms over %d frames",
                         size.description, threads, f.medianMs, f.p99Ms, f.frames)
        }
    }
}
