import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What a frame of a page swipe costs (issue 17's carousel): a full-screen scrolling
/// `UIPageViewController` (pages of a colour, a large title and a line of text, the page
/// indicator along the bottom) under a finger that moves 33.3 points a frame (2,000 points
/// per second at 60 Hz) back and forth across the screen without lifting, so every timed frame
/// is a frame of a turn in progress: the touch through the input router and the pan, the
/// paging scroll view's offset, the page view controller's turn bookkeeping, layout, the
/// compositor's scroll move, render and present on a double-buffered headless display at
/// scale 1.
///
/// - `page-swipe-frame`: the median (and p99) frame time; `drawn_pixels` is what the last
///   frame drew; `opaque_backdrop`: the page view controller's view has an opaque background
///   (the paging scroll view takes it, and the compositor moves the drawn pixels and draws
///   only the strip coming into view) or none (the page area is redrawn every frame). After
///   timing, the screen is compared with a from-scratch render.
@MainActor
enum PagesBench {
    /// Points per frame at 2,000 pt/s and 60 Hz.
    static let step: CGFloat = 2000.0 / 60

    final class Source: UIPageViewControllerDataSource {
        let colours: [UInt32] = [0x1E5AA8, 0x2E8B57, 0xC0562F, 0x6A4C9C]
        func page(_ i: Int) -> UIViewController {
            let vc = UIViewController()
            vc.title = "\(i)"
            let root = UIView()
            root.backgroundColor = UIColor(rgb: colours[(i % colours.count + colours.count) % colours.count])
            let title = UILabel(frame: CGRect(x: 40, y: 400, width: 1840, height: 68))
            title.text = "Page \(i + 1)"
            title.font = .boldSystemFont(ofSize: 56)
            title.textColor = .white
            title.textAlignment = .center
            let text = UILabel(frame: CGRect(x: 40, y: 490, width: 1840, height: 34))
            text.text = "Swipe to see what is on today; the carousel also turns by itself."
            text.font = .systemFont(ofSize: 26)
            text.textColor = UIColor(white: 1, alpha: 0.85)
            text.textAlignment = .center
            root.addSubview(title)
            root.addSubview(text)
            vc.view = root
            return vc
        }
        func pageViewController(_ pvc: UIPageViewController, viewControllerBefore vc: UIViewController) -> UIViewController? {
            page((Int(vc.title ?? "0") ?? 0) - 1)
        }
        func pageViewController(_ pvc: UIPageViewController, viewControllerAfter vc: UIViewController) -> UIViewController? {
            page((Int(vc.title ?? "0") ?? 0) + 1)
        }
        func presentationCount(for pvc: UIPageViewController) -> Int { 4 }
        func presentationIndex(for pvc: UIPageViewController) -> Int { 0 }
    }

    static func run(size: PixelSize, iterations: Int, budget: Double, threads: Int?, fail: (String) -> Void) -> [ScrollBench.Figure] {
        [true, false].flatMap { run(size: size, opaqueBackdrop: $0, iterations: iterations, budget: budget, threads: threads, fail: fail) }
    }

    static func run(size: PixelSize, opaqueBackdrop: Bool, iterations: Int, budget: Double, threads: Int?, fail: (String) -> Void) -> [ScrollBench.Figure] {
        let source = Source()
        let pvc = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        pvc.dataSource = source
        if opaqueBackdrop { pvc.view.backgroundColor = UIColor(rgb: 0x111418) }
        let first = source.page(0)
        pvc.setViewControllers([first], direction: .forward, animated: false)
        let driver = FrameDriver(size: size, threads: threads, threshold: nil) { window in
            window.rootViewController = pvc
        }
        driver.loop.runUntilIdle()
        let input = driver.screen.input
        let y = Double(size.height) / 2
        let right = Double(size.width) - 100, left = 100.0
        var x = right, direction = -1.0, time = 0.0
        input.handle([.touchDown(slot: 0, x: x, y: y, time: time), .touchFrame(time: time)])
        driver.loop.runUntilIdle()
        var calls = 0
        let framesBefore = driver.display.presentedFrameCount
        let stats = FrameTimer.measure(warmup: 10, iterations: iterations, budget: budget) {
            calls += 1
            x += direction * Double(step)
            if x <= left || x >= right { direction = -direction }
            time += 1.0 / 60
            input.handle([.touchMotion(slot: 0, x: x, y: y, time: time), .touchFrame(time: time)])
            driver.loop.runUntilIdle()
        }
        let presented = driver.display.presentedFrameCount - framesBefore
        // The first move only starts the pan (its hysteresis does not move the content).
        if presented < calls - 1 { fail("page-swipe-frame: \(presented) frames presented for \(calls) finger moves") }
        let drawing = driver.screen.lastFrameDrawing
        let turning = first.view.convert(CGPoint.zero, to: nil).x != 0
        if !turning { fail("page-swipe-frame: the pages were not moving at the end of the timing") }
        let differing = driver.pixelsDifferingFromFullRedraw()
        if differing > 0 { fail("page-swipe-frame: \(differing) px on screen differ from a full redraw") }
        input.handle([.touchUp(slot: 0, time: time), .touchFrame(time: time)])
        driver.loop.runUntilIdle()
        return [ScrollBench.Figure(name: "page-swipe-frame", size: size, stats: stats,
                                   fields: [("opaque_backdrop", "\(opaqueBackdrop)"), ("drawn_pixels", "\(drawing.drawnPixels)"),
                                            ("points_per_frame", String(format: "%.1f", step))])]
    }
}
