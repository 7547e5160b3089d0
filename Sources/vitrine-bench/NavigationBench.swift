import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What an animated push costs per frame (issue 17): a 1280×800 screen (scale 1) showing a
/// navigation controller whose root holds a card of labels; each run pushes a second controller
/// (a card of labels too) with animation and steps the virtual clock by 1/60 s through the
/// 0.35 s slide, timing every frame presented (the slide of both views and the bar's change of
/// items), then pops without animation to set up the next run.
///
/// - `nav-push-frame`: the frames of the slide (the push call itself not included);
///   `push_call_median_ms` is `pushViewController(_:animated:)` itself, `frames_per_push` how
///   many frames each slide presented.
/// After timing, the screen is compared with a from-scratch render.
@MainActor
enum NavigationBench {
    static func run(iterations: Int, budget: Double, warn: (String) -> Void) -> [ScrollBench.Figure] {
        let size = PixelSize(width: 1280, height: 800)
        let loop = ManualMainLoop(), clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        let root = card(title: "Settings")
        let nav = UINavigationController(rootViewController: root)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        loop.runUntilIdle()

        var frameTimes: [Double] = [], pushCalls: [Double] = []
        var pushes = 0
        let deadline = SystemClock.monotonicNow() + budget
        let runs = max(4, iterations / 20)
        for i in 0..<(runs + 1) {
            let next = card(title: "Detail \(i)")
            let t0 = SystemClock.monotonicNow()
            nav.pushViewController(next, animated: true)
            let call = SystemClock.monotonicNow() - t0
            var times: [Double] = []
            let end = clock.now + 0.35 + 2.0 / 60
            while clock.now <= end {
                let before = display.presentedFrameCount
                let t = SystemClock.monotonicNow()
                loop.runUntilIdle()
                let dt = SystemClock.monotonicNow() - t
                if display.presentedFrameCount > before { times.append(dt) }
                clock.advance(to: max(clock.nextDeadline ?? clock.now, clock.now + 1.0 / 60))
            }
            loop.runUntilIdle()
            if i > 0 { // the first run warms caches up
                frameTimes += times
                pushCalls.append(call)
                pushes += 1
            }
            nav.popViewController(animated: false)
            loop.runUntilIdle()
            loop.runUntilIdle()
            if SystemClock.monotonicNow() > deadline, pushes >= 2 { break }
        }
        nav.pushViewController(card(title: "Last"), animated: false)
        loop.runUntilIdle()
        loop.runUntilIdle()
        if let front = display.frontBuffer {
            let reference = screen.renderFullFrame()
            var differing = 0
            for y in 0..<size.height {
                let a = front.row(y), b = reference.row(y)
                for x in 0..<size.width where a[x] & 0x00FF_FFFF != b[x] & 0x00FF_FFFF { differing += 1 }
            }
            if differing > 0 { warn("nav-push-frame: \(differing) px on screen differ from a full redraw") }
        }
        guard !frameTimes.isEmpty else {
            warn("nav-push-frame: no frame was presented during the pushes")
            return []
        }
        let stats = FrameStats(samples: frameTimes)
        let calls = pushCalls.map { $0 * 1000 }.sorted()
        return [ScrollBench.Figure(name: "nav-push-frame", size: size, stats: stats, fields: [
            ("push_call_median_ms", String(format: "%.3f", calls.isEmpty ? 0 : calls[calls.count / 2])),
            ("frames_per_push", String(format: "%.1f", Double(frameTimes.count) / Double(max(1, pushes)))),
        ])]
    }

    /// A controller with a grouped background and a white card of eight labelled rows.
    private static func card(title: String) -> UIViewController {
        let vc = UIViewController()
        vc.title = title
        vc.view.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let card = UIView(frame: CGRect(x: 20, y: 24, width: 600, height: 8 * 44))
        card.backgroundColor = .white
        card.cornerRadius = 10
        for r in 0..<8 {
            let label = UILabel(frame: CGRect(x: 16, y: CGFloat(r) * 44, width: 560, height: 44))
            label.text = "\(title) row \(r + 1)"
            card.addSubview(label)
        }
        vc.view.addSubview(card)
        return vc
    }
}
