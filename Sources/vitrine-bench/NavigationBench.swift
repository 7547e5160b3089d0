import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What a navigation controller's push and pop cost: a 1280×800 screen (scale 1) with a
/// `UINavigationController` whose pages are settings-like lists (16 rows with a label each),
/// on a virtual clock stepped by 1/60 s.
///
/// - `nav-push-frame`: every frame of animated pushes (the 0.35 s slide) and the animated pops
///   back, timed one by one (layout, animation step, damage, render, present);
///   `begin_ms` is the `pushViewController(_:animated: true)` call itself.
/// - `nav-push-pop`: one push and one pop without animation, each followed by its frame (the
///   path a long run of ordinary use takes, as the memory soak test does).
/// After timing, the screen is compared with a from-scratch render.
@MainActor
enum NavigationBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        let size = PixelSize(width: 1280, height: 800)
        let loop = ManualMainLoop(), clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        let nav = UINavigationController(rootViewController: page("Settings"))
        window.rootViewController = nav
        window.makeKeyAndVisible()
        loop.runUntilIdle()

        /// Steps the clock a frame at a time until the transition is over, timing each frame.
        func runTransition(into samples: inout [Double]) {
            let end = clock.now + 0.35 + 2.0 / 60
            while clock.now <= end {
                clock.advance(to: clock.now + 1.0 / 60)
                let before = display.presentedFrameCount
                let t = SystemClock.monotonicNow()
                loop.runUntilIdle()
                let dt = SystemClock.monotonicNow() - t
                if display.presentedFrameCount > before { samples.append(dt) }
            }
        }

        var frames: [Double] = [], begins: [Double] = []
        var spent = 0.0
        let rounds = max(4, iterations / 20)
        for i in 0..<rounds {
            let next = page("Page \(i)")
            let t0 = SystemClock.monotonicNow()
            nav.pushViewController(next, animated: true)
            if i > 0 { begins.append(SystemClock.monotonicNow() - t0) }
            var these: [Double] = []
            runTransition(into: &these)
            nav.popViewController(animated: true)
            runTransition(into: &these)
            if i > 0 { frames += these }
            spent += these.reduce(0, +)
            if spent > budget && i >= 4 { break }
        }
        var figures: [ScrollBench.Figure] = []
        if frames.isEmpty || begins.isEmpty {
            fail("nav-push-frame: no frames presented")
        } else {
            let b = FrameStats(samples: begins)
            figures.append(ScrollBench.Figure(name: "nav-push-frame", size: size, stats: FrameStats(samples: frames), fields: [
                ("begin_ms", String(format: "%.3f", b.medianMs)), ("transitions", "\(begins.count * 2)"),
            ]))
        }
        let differing = pixelsDifferingFromFullRedraw(screen, display, size)
        if differing > 0 { fail("nav-push-frame: \(differing) px on screen differ from a full redraw") }

        let pushPop = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
            nav.pushViewController(page("Detail"), animated: false)
            loop.runUntilIdle()
            nav.popViewController(animated: false)
            loop.runUntilIdle()
        }
        figures.append(ScrollBench.Figure(name: "nav-push-pop", size: size, stats: pushPop, fields: []))
        withExtendedLifetime(screen) {}
        return figures
    }

    /// A settings-like page: 16 rows of 44 pt, each with a label.
    private static func page(_ title: String) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = UIColor(rgb: 0xF2F2F7)
        for r in 0..<16 {
            let row = UIView(frame: CGRect(x: 0, y: 20 + CGFloat(r) * 44, width: 1280, height: 43))
            row.backgroundColor = .white
            let label = UILabel(frame: CGRect(x: 16, y: 0, width: 400, height: 43))
            label.text = "\(title) row \(r + 1)"
            row.addSubview(label)
            vc.view.addSubview(row)
        }
        return vc
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
