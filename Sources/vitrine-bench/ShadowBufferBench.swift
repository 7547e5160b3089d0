import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// Issue 12, item 6: one shadow buffer with the damage copied into the scanout buffer, against
/// one shadow per scanout buffer (what the DRM and page-flipping fbdev backends do), on the
/// reference UI frame at 1920x1080 with two scanout buffers.
///
/// - `two`: the compositor draws into shadow i (buffer age 2: this frame's damage plus the
///   previous frame's, re-rendered) and that union is copied into scanout buffer i.
/// - `one`: the compositor draws only this frame's damage into the one shadow (age 1), and the
///   union with the previous frame's damage (what scanout buffer i missed) is copied.
/// The scanout buffers here are ordinary memory (on hardware they are write-combined and only
/// written, which makes the copy no cheaper). Damage: a box of `fraction` of the screen that
/// moves every frame (a dragged card), or stays (a ticking counter).
@MainActor
enum ShadowBufferBench {
    final class ModelDisplay: Display {
        let pixelSize: PixelSize
        let scale = 1.0
        let name: String
        var canPresent: Bool { true }
        var onFrameDone: (@MainActor () -> Void)?
        var onSizeChange: (@MainActor () -> Void)?
        let oneShadow: Bool
        let turns: Int
        private let loop: ManualMainLoop
        private let shadows: [PixelBuffer]
        let scanout: [PixelBuffer]
        private var ages = SwapChainAges(count: 2)
        private var onScreen: Int?
        private var previousDamage = Region()
        private var presented = 0
        private(set) var copiedPixels = 0

        init(size: PixelSize, oneShadow: Bool, turns: Int, loop: ManualMainLoop) {
            pixelSize = size
            self.oneShadow = oneShadow
            self.turns = turns
            self.loop = loop
            name = oneShadow ? "one shadow" : "two shadows"
            shadows = (0..<(oneShadow ? 1 : 2)).map { _ in PixelBuffer(width: size.width, height: size.height, format: .xrgb8888) }
            let panel = turns % 2 == 0 ? size : PixelSize(width: size.height, height: size.width)
            scanout = (0..<2).map { _ in PixelBuffer(width: panel.width, height: panel.height, format: .xrgb8888) }
        }

        /// The scanout buffer on screen.
        var front: PixelBuffer? { onScreen.map { scanout[$0] } }

        func acquireBackBuffer() -> BackBuffer {
            if oneShadow { return BackBuffer(buffer: shadows[0], age: presented == 0 ? 0 : 1) }
            let (i, age) = ages.next(excluding: [onScreen]) ?? (0, 0)
            return BackBuffer(buffer: shadows[i], age: age)
        }

        func present(_ buffer: PixelBuffer, damage: Region) {
            let i: Int
            var copy = damage
            if oneShadow {
                i = presented % 2
                // Scanout buffer i last got the frame before the previous one.
                if presented == 0 { copy = Region(buffer.bounds) } else if presented == 1 { copy = Region(buffer.bounds) } else { copy.formUnion(previousDamage) }
            } else {
                i = shadows.firstIndex { $0 === buffer } ?? 0
                ages.presented(i)
            }
            scanout[i].copyRotated(copy, from: buffer, quarterTurns: turns)
            copiedPixels = copy.area
            previousDamage = damage
            presented += 1
            onScreen = i
            loop.perform { [weak self] in self?.onFrameDone?() }
        }
    }

    struct Figure {
        let motion: String
        let fraction: Double
        let turns: Int
        let two: FrameStats
        let one: FrameStats

        var json: String {
            String(format: "{\"name\":\"shadow-buffers\",\"width\":1920,\"height\":1080,\"damage\":%.2f,\"motion\":\"%@\",\"turns\":%d,"
                + "\"two_median_ms\":%.3f,\"one_median_ms\":%.3f,\"two_p99_ms\":%.3f,\"one_p99_ms\":%.3f,\"ratio_one_to_two\":%.2f,\"iterations\":%d}",
                   fraction, motion, turns, two.medianMs, one.medianMs, two.p99Ms, one.p99Ms, one.medianMs / two.medianMs, two.iterations)
        }
        var text: String {
            "shadow-buffers \(motion) \(Report.percent(fraction)) box, \(turns * 90)°: two shadows \(Report.fixed(two.medianMs)) ms, "
                + "one shadow \(Report.fixed(one.medianMs)) ms (one/two \(String(format: "%.2f", one.medianMs / two.medianMs)))"
        }
    }

    static func run(iterations: Int, budget: Double, threads: Int?, fail: (String) -> Void) -> [Figure] {
        let size = PixelSize(width: 1920, height: 1080)
        var figures: [Figure] = []
        for turns in [0, 1] {
            for (motion, fraction) in [("moving", 0.1), ("steady", 0.1), ("moving", 0.01)] {
                var setups: [(ModelDisplay, UIScreen, UIWindow, ManualMainLoop)] = []
                for oneShadow in [false, true] {
                    let loop = ManualMainLoop()
                    let display = ModelDisplay(size: size, oneShadow: oneShadow, turns: turns, loop: loop)
                    let screen = UIScreen(display: display, loop: loop)
                    if let threads { screen.renderThreadCount = threads }
                    let window = UIWindow(screen: screen)
                    UIFrameScene.build(in: window, layout: UIFrameLayout(width: size.width, height: size.height))
                    window.makeKeyAndVisible()
                    loop.runUntilIdle()
                    setups.append((display, screen, window, loop))
                }
                let side = fraction.squareRoot()
                let bw = (Double(size.width) * side).rounded(), bh = (Double(size.height) * side).rounded()
                var steps = [0, 0]
                let bodies: [() -> Void] = (0..<2).map { k in
                    {
                        let (_, _, window, loop) = setups[k]
                        let x = motion == "moving" ? Double((steps[k] * 37) % (size.width - Int(bw))) : (Double(size.width) - bw) / 2
                        steps[k] += 1
                        window.setNeedsDisplay(CGRect(x: x, y: (Double(size.height) - bh) / 2, width: bw, height: bh))
                        loop.runUntilIdle()
                    }
                }
                let count = iterations * 2
                let stats = FrameTimer.alternate(warmup: 10, iterations: count, budget: budget, bodies)
                for (display, screen, _, _) in setups {
                    guard let front = display.front else { continue }
                    let reference = screen.renderFullFrame()
                    let expected = PixelBuffer(width: front.width, height: front.height, format: .xrgb8888)
                    expected.copyRotated(Region(reference.bounds), from: reference, quarterTurns: turns)
                    var differing = 0
                    for y in 0..<front.height {
                        let a = front.row(y), b = expected.row(y)
                        for x in 0..<front.width where a[x] & 0xFF_FFFF != b[x] & 0xFF_FFFF { differing += 1 }
                    }
                    if differing > 0 { fail("shadow-buffers \(display.name) \(motion): \(differing) px differ from a full redraw") }
                }
                figures.append(Figure(motion: motion, fraction: fraction, turns: turns, two: stats[0], one: stats[1]))
            }
        }
        return figures
    }
}
