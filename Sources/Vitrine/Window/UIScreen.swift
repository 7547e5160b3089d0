import Foundation
import VitrineGraphics
import VitrinePlatform

/// A display the app draws on. Mirrors UIKit's `UIScreen`: its `bounds` are in points, its
/// `scale` is device pixels per point.
///
/// A screen owns the compositor for its display: windows shown on it are redrawn (only where
/// something changed) whenever the display is ready for a frame.
@MainActor
public final class UIScreen: NSObject {
    private static var _main: UIScreen?

    /// The screen of the app. Mirrors `UIScreen.main`: the first screen created.
    public static var main: UIScreen {
        if let m = _main { return m }
        let s = UIScreen(display: HeadlessDisplay(size: PixelSize(width: 800, height: 480), loop: DispatchMainLoop()))
        return s
    }

    /// The main screen if one was made (`main` makes a headless one otherwise).
    static var mainIfMade: UIScreen? { _main }

    /// The display backend.
    public let display: any Display
    let compositor: Compositor
    /// Windows on this screen, back to front (visible ones only).
    public internal(set) var windows: [UIWindow] = []
    var _interfaceOrientation: UIInterfaceOrientation?
    /// The system's part of the safe area (UIScreen+SafeArea.swift).
    var _systemSafeAreaInsets = UIEdgeInsets.zero
    var nextPresentObserverID = 0
    /// How window sizes become size classes (configurable per panel).
    public var sizeClassMapping = SizeClassMapping.standard {
        didSet { for w in windows { w.setNeedsLayout() } }
    }

    /// Light or dark appearance for everything on this screen.
    public var userInterfaceStyle: UIUserInterfaceStyle = .light {
        didSet { for w in windows { w.updateTraits() } }
    }

    /// Every window made for this screen, shown or hidden (weakly held).
    private var madeWindows: [WeakWindow] = []
    private struct WeakWindow { weak var window: UIWindow? }

    func register(_ window: UIWindow) {
        madeWindows.removeAll { $0.window == nil }
        madeWindows.append(WeakWindow(window: window))
    }

    /// Every live window of this screen, visible or not.
    var allWindows: [UIWindow] { madeWindows.compactMap(\.window) }

    /// The window that receives keyboard and other non-touch events.
    public internal(set) weak var keyWindow: UIWindow? {
        didSet { if keyWindow !== oldValue { textInput.firstResponderDidChange() } }
    }

    /// A screen on `display`; frames run on `loop` (the main dispatch queue by default) and
    /// animations on `clock` (the monotonic clock by default; a `VirtualClock` in tests).
    public init(display: any Display, loop: (any MainLoop)? = nil, clock: (any Clock)? = nil) {
        self.display = display
        compositor = Compositor(display: display, loop: loop ?? DispatchMainLoop(), clock: clock ?? SystemClock())
        super.init()
        compositor.screen = self
        if UIScreen._main == nil { UIScreen._main = self }
        UIScreen.registry.append(WeakScreen(screen: self))
    }

    /// The main screen if one was made, without making one (test harnesses).
    package static var existingMain: UIScreen? { _main }

    /// Makes `screen` the main screen (a test harness handing the main screen on when the
    /// harness that owned it goes away).
    package static func makeMain(_ screen: UIScreen) { _main = screen }

    /// Forgets the main screen (tests create a fresh one per case).
    package static func resetMain() {
        _main = nil
        registry.removeAll()
    }

    private struct WeakScreen { weak var screen: UIScreen? }
    private static var registry: [WeakScreen] = []

    /// Every screen the app has. Mirrors `UIScreen.screens`.
    public static var screens: [UIScreen] { allScreens }
    static var allScreens: [UIScreen] { registry.compactMap(\.screen) }

    /// A point of the key window (points) in the physical panel's pixels: the inverse of
    /// how input is mapped (for tests and calibration tools).
    public func windowToDevicePoint(_ p: CGPoint) -> CGPoint {
        let w = keyWindow ?? windows.last
        return p.applying(compositor.windowToDevice(w)).applying(display.panelToInterface.inverted())
    }

    /// Input-to-present latency of recent frames, in seconds: the median and the 99th
    /// percentile (nil before any input was shown).
    public var inputLatency: (median: Double, p99: Double, count: Int)? {
        let l = compositor.inputLatencies.sorted()
        guard !l.isEmpty else { return nil }
        return (l[l.count / 2], l[min(l.count - 1, Int(Double(l.count) * 0.99))], l.count)
    }

    /// Where device input comes in (libinput, replay, tests). Keys go on to `keyboard`.
    public private(set) lazy var input: InputRouter = {
        let r = InputRouter(screen: self)
        r.onKey = { [unowned self] code, pressed, time in self.keyboard.handle(code: code, pressed: pressed, time: time) }
        return r
    }()

    /// The hardware keyboard: xkb keymap, key repeat, presses and key commands to the key
    /// window's first responder.
    public private(set) lazy var keyboard = KeyboardRouter(screen: self)

    /// The text system: the active text input, the input mode, the on-screen keyboard.
    package private(set) lazy var textInput = TextInputSystem(screen: self)

    /// The screen's clock (monotonic time; virtual in tests).
    public var clock: any Clock { compositor.clock }

    /// Device pixels per point. Mirrors `UIScreen.scale`.
    public var scale: CGFloat { CGFloat(display.scale) }
    /// Mirrors `UIScreen.nativeScale`.
    public var nativeScale: CGFloat { scale }

    /// The screen's rectangle in points, in the current interface orientation (as iOS 8+).
    /// Mirrors `UIScreen.bounds`.
    public var bounds: CGRect {
        CGRect(origin: .zero, size: logicalSize(for: interfaceOrientation))
    }

    /// The screen's rectangle in pixels. Mirrors `UIScreen.nativeBounds`.
    public var nativeBounds: CGRect {
        let s = display.pixelSize
        return CGRect(x: 0, y: 0, width: s.width, height: s.height)
    }

    /// The most threads that draw a frame's damage (in horizontal bands). Defaults to the
    /// number of cores, at most 4; 1 draws on the main thread only. Small damage always draws
    /// on one, and large damage too while recent frames drew faster on one (a busy machine).
    public var renderThreadCount: Int {
        get { compositor.renderBands }
        set { compositor.renderBands = min(16, max(1, newValue)) }
    }

    /// Whether large damage may be drawn on fewer than `renderThreadCount` threads when that
    /// measured faster (default `true`; `false` always uses `renderThreadCount`).
    package var adaptsRenderThreadCount: Bool {
        get { compositor.bandPolicy.adapts }
        set { compositor.bandPolicy.adapts = newValue }
    }

    /// What the render-thread policy measured (seconds per million pixels of playback, on one
    /// thread and in bands) and the threads the last frame used, for benchmarks.
    package var renderThreadMeasurements: (single: Double?, banded: Double?, lastThreads: Int) {
        (compositor.bandPolicy.singleCost, compositor.bandPolicy.bandedCost, compositor.lastFrameBands)
    }

    /// Whether a scroll moves the pixels already drawn and draws only what came into view
    /// (default `true`; `false` redraws the scroll view, for measuring what moving saves).
    package var movesScrolledPixels: Bool {
        get { compositor.movesScrolledPixels }
        set { compositor.movesScrolledPixels = newValue }
    }

    /// The area (pixels) drawn into the last presented buffer, and the scrolls it made by
    /// moving pixels, for benchmarks.
    package var lastFrameDrawing: (drawnPixels: Int, scrollMoves: Int) {
        (compositor.lastBufferDamage.area, compositor.lastFrameWork.scrollMoves)
    }

    /// Damage smaller than this many pixels is drawn on one thread.
    public var parallelRenderThreshold: Int {
        get { compositor.parallelThreshold }
        set { compositor.parallelThreshold = max(0, newValue) }
    }

    /// Frames presented on this screen so far.
    public var frameCount: Int { compositor.framesPresented }

    /// Whether a frame is wanted, being drawn or waiting to reach the screen: `false` when the
    /// screen is at rest (nothing changed since the last frame on screen).
    public var hasFrameWork: Bool { compositor.hasFrameWork }

    /// Called on the main actor after each presented frame (for tools and tests).
    public var onFramePresented: (@MainActor (Int) -> Void)? {
        get { compositor.onFramePresented }
        set { compositor.onFramePresented = newValue }
    }

    /// Renders a frame right now if anything needs it (layout, damage), without waiting for the
    /// run loop. Returns whether a frame was presented.
    @discardableResult
    public func renderFrameNow() -> Bool { compositor.renderFrame() }

    /// Draws every window from scratch into a new buffer, leaving the display and the damage
    /// state alone (the reference a partial redraw must equal; also for screenshots).
    package func renderFullFrame() -> PixelBuffer { compositor.renderFull() }

    func windowVisibilityChanged(_ window: UIWindow) {
        windows.removeAll { $0 === window }
        if !window.isHidden {
            let i = windows.lastIndex { $0.windowLevel <= window.windowLevel }.map { $0 + 1 } ?? 0
            windows.insert(window, at: i)
        }
        compositor.addDamage(window.render.subtreeBox)
        window.invalidateSubtree()
        compositor.setNeedsFrame()
    }
}
