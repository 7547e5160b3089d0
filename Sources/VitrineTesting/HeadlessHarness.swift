import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// A screen, window and frame loop in memory, for tests of views: build a view tree in
/// `window`, call `renderFrames()` and look at `screenshot`. Time only moves when the test
/// advances `clock`; nothing sleeps.
///
/// `UIScreen.main` is the screen of the oldest harness still alive: the first harness made
/// when none is alive starts afresh (a new main screen, the screens of harnesses gone
/// forgotten); a harness made while another is alive adds a second screen (both screens'
/// windows are the application's) and leaves `UIScreen.main` alone; when the harness that
/// owns the main screen is released, the next oldest live one's screen becomes main. Only
/// harnesses of the running test count (XCTest method or Swift Testing `@Test`): one a
/// finished test leaked does not keep the main screen.
///
/// Tests may be synchronous: `@MainActor func testX()` in an `XCTestCase` (see
/// `testCase(_:)` for the one line a test target needs on Linux) or `@Test @MainActor func`.
/// Swift Testing runs tests in parallel: synchronous `@MainActor` tests cannot interleave, but
/// `async` ones that suspend while holding a harness can; give such a suite the
/// `.serialized` trait, as each test's first harness takes `UIScreen.main`.
@MainActor
public final class HeadlessHarness {
    public let loop = ManualMainLoop()
    public let clock = VirtualClock()
    public let display: HeadlessDisplay
    public let screen: UIScreen
    public let window: UIWindow

    /// A visible window of `width`×`height` points at `scale` pixels per point.
    public init(width: Int, height: Int, scale: Double = 1, bufferCount: Int = 2) {
        let test = CurrentTest.token
        // Harnesses of a test that is over (kept alive by a cycle) do not count.
        Self.live.removeAll { $0.harness == nil || $0.test != test }
        if Self.live.isEmpty { UIScreen.resetMain() }
        display = HeadlessDisplay(size: PixelSize(width: Int((Double(width) * scale).rounded()), height: Int((Double(height) * scale).rounded())),
                                  scale: scale, bufferCount: bufferCount, loop: loop)
        screen = UIScreen(display: display, loop: loop, clock: clock)
        // A fixed number of render threads: what a test sees never depends on how fast the
        // machine ran the previous frames.
        screen.adaptsRenderThreadCount = false
        window = UIWindow(screen: screen)
        window.makeKeyAndVisible()
        Self.live.append(WeakHarness(harness: self, test: test))
        MainClock.install(clock)
    }

    /// Hands the main screen to the oldest harness still alive, if this one owned it; the
    /// main clock is real again once the last harness is gone (HeadlessHarness+MainRunLoop.swift).
    isolated deinit {
        MainClock.uninstall(clock)
        Self.live.removeAll { $0.harness == nil || $0.harness === self }
        if UIScreen.existingMain === screen, let next = Self.live.first?.harness {
            UIScreen.makeMain(next.screen)
        }
        // The newest harness still alive keeps time virtual.
        if MainClock.virtual == nil, let newest = Self.live.last?.harness { MainClock.install(newest.clock) }
    }

    /// The harnesses alive, oldest first (the first owns `UIScreen.main`).
    private static var live: [WeakHarness] = []
    private struct WeakHarness { weak var harness: HeadlessHarness?; var test: AnyHashable? }

    /// Runs the loop until no frame is pending; returns the number of frames presented.
    @discardableResult
    public func renderFrames() -> Int {
        let before = display.presentedFrameCount
        settle()
        return display.presentedFrameCount - before
    }

    /// Moves the virtual clock forward by `seconds`, drawing every frame that falls due on the
    /// way (animation ticks fire at their times, each followed by the frame it asks for), so
    /// animations progress and complete exactly as they would in real time.
    public func advance(by seconds: Double) { loop.advance(clock, by: seconds) }

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

    // MARK: Touch (through the same input path as a real touchscreen)

    /// A window point in the panel's pixels (what a touchscreen would report).
    public func panelPoint(_ p: CGPoint) -> (Double, Double) {
        let toDevice = screen.windowToDevicePoint(p)
        return (Double(toDevice.x), Double(toDevice.y))
    }

    /// Finger `slot` touches down at `p` (window points); the frame is delivered.
    public func touchDown(_ slot: Int = 0, at p: CGPoint) {
        let (x, y) = panelPoint(p)
        screen.input.handle([.touchDown(slot: slot, x: x, y: y, time: clock.now), .touchFrame(time: clock.now)])
        loop.runUntilIdle()
    }

    /// Finger `slot` moves to `p`.
    public func touchMove(_ slot: Int = 0, to p: CGPoint) {
        let (x, y) = panelPoint(p)
        screen.input.handle([.touchMotion(slot: slot, x: x, y: y, time: clock.now), .touchFrame(time: clock.now)])
        loop.runUntilIdle()
    }

    /// Finger `slot` lifts.
    public func touchUp(_ slot: Int = 0) {
        screen.input.handle([.touchUp(slot: slot, time: clock.now), .touchFrame(time: clock.now)])
        loop.runUntilIdle()
    }

    /// The touch in `slot` is cancelled by the system.
    public func touchCancel(_ slot: Int = 0) {
        screen.input.handle([.touchCancel(slot: slot, time: clock.now), .touchFrame(time: clock.now)])
        loop.runUntilIdle()
    }

    /// Several fingers change in one frame: `moves` maps slots to new points (`nil` lifts).
    public func touchFrame(down: [Int: CGPoint] = [:], move: [Int: CGPoint] = [:], up: [Int] = []) {
        var events: [InputEvent] = []
        for (slot, p) in down.sorted(by: { $0.key < $1.key }) { let (x, y) = panelPoint(p); events.append(.touchDown(slot: slot, x: x, y: y, time: clock.now)) }
        for (slot, p) in move.sorted(by: { $0.key < $1.key }) { let (x, y) = panelPoint(p); events.append(.touchMotion(slot: slot, x: x, y: y, time: clock.now)) }
        for slot in up.sorted() { events.append(.touchUp(slot: slot, time: clock.now)) }
        events.append(.touchFrame(time: clock.now))
        screen.input.handle(events)
        loop.runUntilIdle()
    }

    /// A quick tap at `p` (down, 50 ms, up).
    public func tap(at p: CGPoint, slot: Int = 0) {
        touchDown(slot, at: p)
        advance(by: 0.05)
        touchUp(slot)
    }

    /// Drags finger `slot` from `a` to `b` in `steps` moves over `duration` seconds (the clock
    /// advances between moves), optionally lifting at the end.
    public func drag(_ slot: Int = 0, from a: CGPoint, to b: CGPoint, steps: Int = 10, duration: Double = 0.2, lift: Bool = true) {
        touchDown(slot, at: a)
        for i in 1...max(1, steps) {
            advance(by: duration / Double(max(1, steps)))
            let f = CGFloat(i) / CGFloat(max(1, steps))
            touchMove(slot, to: CGPoint(x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f))
        }
        if lift { touchUp(slot) }
    }

    /// The pixels on screen now, in the panel's orientation: the display's own buffer (not a
    /// copy: the next frame may draw into it), as `screenshot(orientation: .panel)`.
    public var screenshot: PixelBuffer {
        guard let front = display.frontBuffer else {
            return PixelBuffer(width: display.pixelSize.width, height: display.pixelSize.height, format: .xrgb8888)
        }
        return front
    }

    /// Which way up a screenshot is.
    public enum ScreenshotOrientation: Sendable {
        /// The panel's pixels as the display took them: a portrait interface on a landscape
        /// panel comes out lying on its side (what the panel scans out).
        case panel
        /// Turned so the interface's up is up: a portrait interface comes out portrait (what
        /// `vitrinectl screenshot --interface` writes).
        case interface
    }

    /// A copy of the pixels on screen now. The default, `.panel`, is the panel's pixels as
    /// they are (the same pixels as `screenshot`); `.interface` turns them upright as the
    /// interface is. Black before the first frame.
    public func screenshot(orientation: ScreenshotOrientation = .panel) -> PixelBuffer {
        guard let capture = ScreenCapture(screen: screen, interfaceOrientation: orientation == .interface) else {
            return PixelBuffer(width: display.pixelSize.width, height: display.pixelSize.height, format: .xrgb8888)
        }
        return capture.image()
    }

    /// Draws the current tree from scratch into a new buffer (no damage tracking): what a
    /// correct partial redraw must equal.
    public func fullRedraw() -> PixelBuffer {
        screen.renderFullFrame()
    }

    /// The damage drawn into the last presented buffer.
    public var lastDamage: Region { display.lastDamage }
}
