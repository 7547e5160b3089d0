import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// The whole frame pipeline in memory for one screen size: a manual run loop, a double-buffered
/// headless display presenting immediately, a screen, and a visible window holding the scene.
///
/// A frame is driven through public API only: `setNeedsDisplay(_:)` on the window damages a
/// rectangle, and running the loop builds the frame (layout, damage pass, buffer-age repair,
/// render, present) and delivers the display's frame-done callback.
@MainActor
final class FrameDriver {
    let loop = ManualMainLoop()
    let display: HeadlessDisplay
    let screen: UIScreen
    let window: UIWindow
    let size: PixelSize

    /// A screen of `size` pixels (scale 1) showing the reference UI frame (with or without its
    /// labels), its first frame already presented.
    convenience init(size: PixelSize, threads: Int?, threshold: Int?, labels: Bool = true, adaptive: Bool = true) {
        self.init(size: size, threads: threads, threshold: threshold, adaptive: adaptive) { window in
            UIFrameScene.build(in: window, layout: UIFrameLayout(width: size.width, height: size.height), labels: labels)
        }
    }

    /// A screen of `size` pixels (scale 1) showing what `build` puts into its window, its first
    /// frame already presented.
    /// Without `adaptive`, large damage always draws on `threads` threads (else the screen's
    /// policy may use one when that measured faster).
    init(size: PixelSize, threads: Int?, threshold: Int?, adaptive: Bool = true, build: (UIWindow) -> Void) {
        self.size = size
        display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        screen = UIScreen(display: display, loop: loop)
        if let threads { screen.renderThreadCount = threads }
        if let threshold { screen.parallelRenderThreshold = threshold }
        screen.adaptsRenderThreadCount = adaptive
        window = UIWindow(screen: screen)
        build(window)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
    }

    /// The centred box covering `fraction` of the screen with the screen's aspect ratio
    /// (sides `sqrt(fraction)·W` and `sqrt(fraction)·H`, rounded to whole pixels).
    func damageBox(fraction: Double) -> CGRect {
        let k = fraction.squareRoot()
        let w = min(size.width, Int((k * Double(size.width)).rounded()))
        let h = min(size.height, Int((k * Double(size.height)).rounded()))
        return CGRect(x: (size.width - w) / 2, y: (size.height - h) / 2, width: w, height: h)
    }

    /// Damages `rect` (window coordinates) and runs one frame. Returns the frames presented
    /// (1 when all went as planned).
    @discardableResult
    func frame(damaging rect: CGRect) -> Int {
        let before = display.presentedFrameCount
        window.setNeedsDisplay(rect)
        loop.runUntilIdle()
        return display.presentedFrameCount - before
    }

    /// Runs the loop until idle (after the caller changed views through public API). Returns
    /// the frames presented.
    @discardableResult
    func runFrame() -> Int {
        let before = display.presentedFrameCount
        loop.runUntilIdle()
        return display.presentedFrameCount - before
    }

    /// The damage of the last presented frame, in device pixels.
    var lastPresentedDamageArea: Int { display.lastDamage.area }

    /// How many on-screen pixels differ (in colour) from a from-scratch redraw of the scene: a
    /// correct partial redraw gives 0.
    func pixelsDifferingFromFullRedraw() -> Int {
        guard let front = display.frontBuffer else { return size.width * size.height }
        let reference = screen.renderFullFrame()
        var differing = 0
        for y in 0..<size.height {
            let a = front.row(y), b = reference.row(y)
            for x in 0..<size.width where a[x] & 0x00FF_FFFF != b[x] & 0x00FF_FFFF { differing += 1 }
        }
        return differing
    }

    /// Writes what is on screen as a PNG file.
    func writeScreenshot(to path: String) throws { try display.writeScreenshot(to: path) }
}
