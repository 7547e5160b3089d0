import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What the issue-17 animation API costs on a 1280×800 screen (scale 1), on a virtual clock,
/// double-buffered headless display:
///
/// - `transition-cross-dissolve-frame`: one frame of `UIView.transition(with:…,
///   .transitionCrossDissolve)` on a 600×400 card (a background, a 200×100 coloured panel
///   and a label): the snapshot of the old rendering fading out over the new content
///   (layout, damage, render, present); `snapshot_ms` is the one-off cost of the call
///   (snapshot drawn from scratch, block, overlay); `damage_pixels` the frame's damage.
/// - `animator-scrub`: one change of a paused `UIViewPropertyAnimator`'s `fractionComplete`
///   moving 20 views (centre and alpha) and the frame that shows it; `set_only_us` is the
///   assignment alone (timeline scrub and presentation values, no frame). A property
///   animator runs on the main screen, so this figure makes its screen the main one.
/// After timing, the screen is compared with a from-scratch render.
@MainActor
enum AnimatorBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        [crossDissolve(iterations: iterations, budget: budget, fail: fail),
         scrub(iterations: iterations, budget: budget, fail: fail)]
    }

    private static func makeScreen() -> (UIScreen, UIWindow, HeadlessDisplay, ManualMainLoop, VirtualClock, PixelSize) {
        let size = PixelSize(width: 1280, height: 800)
        let loop = ManualMainLoop(), clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        window.backgroundColor = .systemBackground
        window.makeKeyAndVisible()
        return (screen, window, display, loop, clock, size)
    }

    private static func crossDissolve(iterations: Int, budget: Double, fail: (String) -> Void) -> ScrollBench.Figure {
        let (screen, window, display, loop, clock, size) = makeScreen()
        let card = UIView(frame: CGRect(x: 340, y: 200, width: 600, height: 400))
        card.backgroundColor = .secondarySystemBackground
        card.cornerRadius = 12
        let panel = UIView(frame: CGRect(x: 40, y: 40, width: 200, height: 100))
        panel.backgroundColor = .systemBlue
        let label = UILabel(frame: CGRect(x: 40, y: 180, width: 520, height: 40))
        label.text = "Before the transition"
        card.addSubview(panel)
        card.addSubview(label)
        window.addSubview(card)
        loop.runUntilIdle()

        let t0 = DispatchTime.now().uptimeNanoseconds
        UIView.transition(with: card, duration: 3600, options: [.transitionCrossDissolve, .curveLinear], animations: {
            panel.backgroundColor = .systemOrange
            panel.frame.origin.x = 360
            label.text = "After the transition"
        })
        let snapshotMs = Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6
        loop.runUntilIdle()
        var damage = 0
        let stats = FrameTimer.measure(warmup: 4, iterations: iterations, budget: budget) {
            let before = display.presentedFrameCount
            var n = 0
            while display.presentedFrameCount == before, let next = clock.nextDeadline, n < 10 {
                clock.advance(to: next)
                loop.runUntilIdle()
                n += 1
            }
            damage = display.lastDamage.area
        }
        check(screen, display, size, "transition-cross-dissolve-frame", fail)
        return ScrollBench.Figure(name: "transition-cross-dissolve-frame", size: size, stats: stats, fields: [
            ("damage_pixels", "\(damage)"), ("snapshot_ms", String(format: "%.3f", snapshotMs)),
        ])
    }

    private static func scrub(iterations: Int, budget: Double, fail: (String) -> Void) -> ScrollBench.Figure {
        // A property animator's timeline runs on the main screen's clock: make this one main.
        UIScreen.resetMain()
        let (screen, window, display, loop, _, size) = makeScreen()
        var views: [UIView] = []
        for i in 0..<20 {
            let v = UIView(frame: CGRect(x: 20 + CGFloat(i % 10) * 120, y: 100 + CGFloat(i / 10) * 300, width: 80, height: 80))
            v.backgroundColor = i % 2 == 0 ? .systemGreen : .systemPurple
            v.cornerRadius = 8
            window.addSubview(v)
            views.append(v)
        }
        loop.runUntilIdle()
        let animator = UIViewPropertyAnimator(duration: 1, curve: .easeInOut) {
            for v in views {
                v.center.y += 300
                v.alpha = 0.3
            }
        }
        animator.pauseAnimation()
        loop.runUntilIdle()
        var k = 0
        let stats = FrameTimer.measure(warmup: 4, iterations: iterations, budget: budget) {
            k += 1
            animator.fractionComplete = CGFloat(k % 100) / 100
            loop.runUntilIdle()
        }
        let setOnly = FrameTimer.measure(warmup: 4, iterations: iterations, budget: budget) {
            k += 1
            animator.fractionComplete = CGFloat(k % 100) / 100
        }
        loop.runUntilIdle()
        check(screen, display, size, "animator-scrub", fail)
        animator.stopAnimation(true)
        return ScrollBench.Figure(name: "animator-scrub", size: size, stats: stats, fields: [
            ("views", "20"), ("set_only_us", String(format: "%.2f", setOnly.medianMs * 1000)),
        ])
    }

    private static func check(_ screen: UIScreen, _ display: HeadlessDisplay, _ size: PixelSize, _ name: String, _ fail: (String) -> Void) {
        guard let front = display.frontBuffer else { return }
        let reference = screen.renderFullFrame()
        var differing = 0
        for y in 0..<size.height {
            let a = front.row(y), b = reference.row(y)
            for x in 0..<size.width where a[x] & 0x00FF_FFFF != b[x] & 0x00FF_FFFF { differing += 1 }
        }
        if differing > 0 { fail("\(name): \(differing) px on screen differ from a full redraw") }
    }
}
