import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// A screen, window and frame loop in memory, for tests of views: build a view tree in
/// `window`, call `renderFrames()` and look at `screenshot`. Time only moves when the test
/// advances `clock`; nothing sleeps.
@MainActor
public final class HeadlessHarness {
    public let loop = ManualMainLoop()
    public let clock = VirtualClock()
    public let display: HeadlessDisplay
    public let screen: UIScreen
    public let window: UIWindow

    /// A visible window of `width`×`height` points at `scale` pixels per point.
    public init(width: Int, height: Int, scale: Double = 1, bufferCount: Int = 2) {
        UIScreen.resetMain()
        display = HeadlessDisplay(size: PixelSize(width: Int((Double(width) * scale).rounded()), height: Int((Double(height) * scale).rounded())),
                                  scale: scale, bufferCount: bufferCount, loop: loop)
        screen = UIScreen(display: display, loop: loop, clock: clock)
        window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
    }

    /// Runs the loop until no frame is pending; returns the number of frames presented.
    @discardableResult
    public func renderFrames() -> Int {
        let before = display.presentedFrameCount
        loop.runUntilIdle()
        return display.presentedFrameCount - before
    }

    /// Moves the virtual clock forward by `seconds`, drawing every frame that falls due on the
    /// way (animation ticks fire at their times, each followed by the frame it asks for), so
    /// animations progress and complete exactly as they would in real time.
    public func advance(by seconds: Double) {
        let end = clock.now + max(0, seconds)
        loop.runUntilIdle()
        while let next = clock.nextDeadline, next <= end {
            clock.advance(to: next)
            loop.runUntilIdle()
        }
        clock.advance(to: end)
        loop.runUntilIdle()
    }

    /// Turns the interface to `orientation` through the window's entry point (the same path a
    /// rotation key, the control socket or the kiosk configuration takes); returns whether it
    /// was accepted. Call `advance(by:)` to let the animation run.
    @discardableResult
    public func rotate(to orientation: UIInterfaceOrientation, animated: Bool = true) -> Bool {
        window.setOrientation(orientation, animated: animated)
    }

    /// Changes the display's size in points (as a hotplug or a new mode would), then processes
    /// the resulting transition and frame.
    public func resize(to size: CGSize) {
        let s = display.scale
        display.resize(to: PixelSize(width: Int((Double(size.width) * s).rounded()), height: Int((Double(size.height) * s).rounded())))
        loop.runUntilIdle()
    }

    /// Processes pending layout, display and main-loop work without moving the clock.
    public func runUntilIdle() { loop.runUntilIdle() }

    /// The pixels on screen now.
    public var screenshot: PixelBuffer {
        guard let front = display.frontBuffer else {
            return PixelBuffer(width: display.pixelSize.width, height: display.pixelSize.height, format: .xrgb8888)
        }
        return front
    }

    /// Draws the current tree from scratch into a new buffer (no damage tracking): what a
    /// correct partial redraw must equal.
    public func fullRedraw() -> PixelBuffer {
        screen.renderFullFrame()
    }

    /// The damage drawn into the last presented buffer.
    public var lastDamage: Region { display.lastDamage }
}
