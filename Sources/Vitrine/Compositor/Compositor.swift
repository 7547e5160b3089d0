import Foundation
import VitrineGraphics
import VitrinePlatform

/// Turns a screen's windows into frames on its display, redrawing only what changed.
///
/// Each frame: layout pass → damage pass (views' on-screen boxes, old and new) → the damage
/// for the back buffer (this frame's plus whatever that buffer missed, by buffer age) →
/// render pass clipped to it → present. A frame is produced only when something is dirty,
/// and the next one only after the display reports the previous one on screen.
@MainActor
final class Compositor {
    let display: any Display
    let loop: any MainLoop
    weak var screen: UIScreen?

    /// Damage collected since the last frame, in the pixels the views are drawn in
    /// (`renderRect`: the panel's, or the interface buffer's while it is turned).
    var pendingDamage = Region()
    /// Damage in the panel's pixels not yet presented: the interface buffer's damage turned
    /// onto the panel, a rotation's frames, the cursor.
    var pendingPanelDamage = Region()
    /// The interface drawn in its own orientation, while it is turned on the panel or turning
    /// (`nil`: views are drawn straight into the back buffers).
    var interfaceBuffer: PixelBuffer?
    /// Damage rectangles (render pixels) not yet folded into `pendingDamage`.
    private var pendingRects: [PixelRect] = []
    /// Views invalidated since the last frame, for the damage pass to visit.
    private var damageQueue: [UIView] = []

    /// Queues an invalidated view for the next damage pass (once).
    func enqueueForDamagePass(_ view: UIView) {
        guard !view.render.queued else { return }
        view.render.queued = true
        damageQueue.append(view)
    }
    /// Recent frames (their damage and scroll moves), newest last, for buffer-age repair.
    private var history: [FrameRecord] = []
    /// Scroll views whose offset changed since the last frame (Compositor+Scrolling.swift).
    var scrolledViews: [UIView] = []
    /// Pixels to move before this frame's damage is drawn (scrolls), in order, in the pixels
    /// views are drawn in.
    var pendingMoves: [ScrollMove] = []
    /// Whether a scroll moves the pixels already drawn (off: it redraws the scroll view, as any
    /// change; for measuring what moving saves).
    var movesScrolledPixels = true
    private let historyLimit = 4
    private var frameScheduled = false
    private var waitingForFrameDone = false
    private var needsFrame = false

    private(set) var framesPresented = 0
    /// Frame times, missed refreshes (FrameStatistics.swift).
    var statistics = FrameStatistics()
    /// The clock frame times are measured with (the real monotonic clock; tests script it).
    var frameTimeClock: @MainActor () -> Double = { SystemClock.monotonicNow() }
    /// When the next frame was first asked for (screen clock), and that of the frame in flight.
    private var requestedAt = 0.0
    private var flipRequest: Double?
    /// Work to run once the next frame is on its way (appearance transitions end there).
    private var afterFrame: [@MainActor () -> Void] = []

    /// The software pointer cursor's position in the buffer's pixels (`nil`: hidden).
    private(set) var cursor: CGPoint?

    /// The pixels a cursor at `p` covers.
    private func cursorRect(_ p: CGPoint) -> PixelRect {
        PixelRect(x: Int(p.x.rounded(.down)) - 8, y: Int(p.y.rounded(.down)) - 8, width: 17, height: 17)
    }

    /// Moves (or, with `nil`, hides) the software cursor.
    func moveCursor(to p: CGPoint?) {
        guard p != cursor else { return }
        if let old = cursor { pendingPanelDamage.formUnion(cursorRect(old).intersection(screenRect)) }
        cursor = p
        if let p { pendingPanelDamage.formUnion(cursorRect(p).intersection(screenRect)) }
        setNeedsFrame()
    }

    /// A white dot with a dark ring, drawn over everything.
    func drawCursor(in canvas: Canvas) {
        guard let p = cursor else { return }
        canvas.save()
        canvas.transform = .identity
        canvas.fill(RoundedRect(rect: CGRect(x: p.x - 7, y: p.y - 7, width: 14, height: 14), cornerRadius: 7), color: Color(rgb: 0x202020, alpha: 0.8))
        canvas.fill(RoundedRect(rect: CGRect(x: p.x - 5, y: p.y - 5, width: 10, height: 10), cornerRadius: 5), color: .white)
        canvas.restore()
    }

    /// Empties the layer buffers, corner masks and pre-scaled images, and forgets the views'
    /// retained recordings and subview indexes (memory pressure; they are made again as
    /// views are next drawn).
    func purgeCaches() {
        for c in bandCaches { c.purge() }
        for w in screen?.allWindows ?? [] { w.forgetRetainedRecordings() }
    }

    /// Every byte the render bands' caches keep between frames.
    var cacheByteCount: Int { bandCaches.reduce(0) { $0 + $1.byteCount } }
    /// What the render bands' caches may keep between frames, together.
    var cacheByteBudget: Int { bandCaches.reduce(0) { $0 + $1.budget.total } }
    /// The entries the render bands' caches hold.
    var cacheEntryCount: Int { bandCaches.reduce(0) { $0 + $1.entryCount } }

    /// Arrival times of input events not yet shown by a frame.
    private var inputWaiting: [Double] = []
    /// Input-to-flip latencies (seconds) of recent frames: from the oldest input event a frame
    /// contains to the moment the display reports that frame on screen.
    private(set) var inputLatencies: [Double] = []
    private var inputInFlight: Double?

    func noteInput(times: [Double]) { inputWaiting.append(contentsOf: times) }

    /// Runs `block` after the next frame has been built (on the following loop turn), and asks
    /// for that frame.
    func afterNextFrame(_ block: @escaping @MainActor () -> Void) {
        afterFrame.append(block)
        setNeedsFrame()
    }
    /// The damage drawn into the last presented buffer.
    private(set) var lastBufferDamage = Region()
    /// What the last frame built touched of the view tree (also counted for frames that
    /// found nothing to draw).
    private(set) var lastFrameWork = FrameWork()
    var onFramePresented: (@MainActor (Int) -> Void)?
    /// Told of every presented buffer and its damage (`UIScreen.addPresentObserver`).
    var presentObservers: [(id: Int, observer: UIScreen.PresentObserver)] = []
    /// The colour under all windows.
    var backdrop = Color.black
    /// Layer buffers and corner masks kept from frame to frame, one set per render band.
    private var bandCaches: [CanvasCache] = []
    /// The most horizontal bands a large damage is drawn in, concurrently (one per core,
    /// at most 4); `bandPolicy` uses fewer when they do not pay.
    var renderBands: Int {
        get { bandPolicy.maximum }
        set {
            guard newValue != bandPolicy.maximum else { return }
            bandPolicy.maximum = max(1, newValue)
            bandPolicy.reset()
        }
    }
    /// Picks the bands per frame from measured playback times (RenderBandPolicy.swift).
    package var bandPolicy = RenderBandPolicy(maximum: min(4, max(1, ProcessInfo.processInfo.activeProcessorCount)))
    /// The bands the last frame was played in.
    package private(set) var lastFrameBands = 1
    /// The clock playback is timed with (the real monotonic clock: the policy compares real
    /// costs; tests set the policy's measurements instead).
    package var playbackClock: @MainActor () -> Double = { SystemClock.monotonicNow() }
    /// Damage smaller than this many pixels is drawn on one thread (threads cost more than
    /// they save there).
    var parallelThreshold = 256 * 1024

    let clock: any Clock
    let animator: Animator
    /// Quarter turns clockwise from the interface's orientation to the panel's.
    var outputTurns = 0
    /// The rotation being animated, if any.
    var rotation: RotationTransition?

    init(display: any Display, loop: any MainLoop, clock: any Clock) {
        self.display = display
        self.loop = loop
        self.clock = clock
        animator = Animator(clock: clock)
        display.onFrameDone = { [weak self] in self?.frameDone() }
        display.onSizeChange = { [weak self] in
            guard let self else { return }
            self.history.removeAll()
            self.screen?.displaySizeDidChange()
        }
        animator.requestFrame = { [weak self] in self?.setNeedsFrame() }
    }

    var screenRect: PixelRect { PixelRect(x: 0, y: 0, width: display.pixelSize.width, height: display.pixelSize.height) }

    /// Damages `rect` (in the pixels views are drawn in).
    func addDamage(_ rect: PixelRect) {
        let r = rect.intersection(renderRect)
        if !r.isEmpty { pendingRects.append(r) }
    }

    /// Folds the rectangles collected since the last frame into `pendingDamage` (at once: a
    /// change to 10,000 views is 10,000 rectangles, not 10,000 region unions).
    func foldPendingRects() {
        guard !pendingRects.isEmpty else { return }
        if pendingRects.count > Self.damageRectLimit {
            pendingDamage.formUnion(Region.tiles(covering: pendingRects, tile: 64).intersection(renderRect))
        } else if pendingRects.count <= 8 {
            for r in pendingRects { pendingDamage.formUnion(r) }
        } else {
            pendingDamage.formUnion(Region(rects: pendingRects))
        }
        pendingRects.removeAll(keepingCapacity: true)
        // Every drawing operation is clipped to the damage: keep it to a few rectangles.
        if pendingDamage.rectCount > Self.damageRectLimit {
            pendingDamage = pendingDamage.coarsened(tile: 64).intersection(renderRect)
        }
    }

    /// Past this many rectangles the damage is grown to 64-pixel tiles.
    static let damageRectLimit = 64

    /// Damages the whole screen (after a mode change, a lost buffer, …).
    func damageAll() {
        pendingMoves.removeAll()
        pendingDamage = Region(renderRect)
        pendingRects.removeAll(keepingCapacity: true)
        pendingPanelDamage = Region(screenRect)
    }

    /// Whether a frame is wanted, scheduled, or presented and not yet on screen: `false` when
    /// the screen is at rest.
    var hasFrameWork: Bool { needsFrame || frameScheduled || waitingForFrameDone }

    /// Asks for a frame; it runs on the loop once the display can take one.
    func setNeedsFrame() {
        if !needsFrame { requestedAt = clock.now }
        needsFrame = true
        scheduleIfPossible()
    }

    private func scheduleIfPossible() {
        guard needsFrame, !frameScheduled, !waitingForFrameDone else { return }
        frameScheduled = true
        loop.perform { [weak self] in
            guard let self else { return }
            self.frameScheduled = false
            self.renderFrame()
        }
    }

    private func frameDone() {
        waitingForFrameDone = false
        let now = clock.now
        if let request = flipRequest {
            statistics.recordFlip(at: now, requested: request, period: display.refreshInterval ?? 1.0 / 60)
            flipRequest = nil
        }
        if let oldest = inputInFlight {
            inputLatencies.append(now - oldest)
            if inputLatencies.count > 1000 { inputLatencies.removeFirst(inputLatencies.count - 1000) }
            inputInFlight = nil
        }
        scheduleIfPossible()
    }

    /// The transform from a window's coordinates (points) to device pixels.
    func windowToDevice(_ window: UIWindow?) -> CGAffineTransform {
        let s = CGFloat(display.scale)
        let toScreen = window?.renderTransformToSuperview ?? .identity
        return toScreen.concatenating(CGAffineTransform(scaleX: s, y: s)).concatenating(outputTransform())
    }

    private func flushAfterFrame() {
        guard !afterFrame.isEmpty else { return }
        let work = afterFrame
        afterFrame = []
        loop.perform { for w in work { w() } }
    }

    /// Whether the bottom window paints every pixel of the screen with an opaque background,
    /// so clearing to the backdrop first would only be overwritten.
    private func windowsCoverScreenOpaquely(_ windows: [UIWindow]) -> Bool {
        guard let w = windows.first, let bg = w.backgroundColor, bg.color.alpha >= 1,
              w.alpha >= 1, w.transform.isIdentity else { return false }
        let t = windowToRender(w)
        return PixelRect(covering: w.bounds.applying(t)).contains(renderRect) && w.cornerRadius == 0
    }

    /// Draws every window into a new buffer of the views' pixels (`renderRect`) with no
    /// damage tracking.
    func renderViewsFromScratch() -> PixelBuffer {
        let rect = renderRect
        let buffer = PixelBuffer(width: rect.width, height: rect.height, format: .xrgb8888)
        guard let screen else { return buffer }
        for w in screen.windows { w.layoutForFrame() }
        let all = Region(rect)
        let canvas = Canvas(buffer: buffer)
        canvas.clear(rect.cgRect, to: backdrop)
        for w in screen.windows {
            canvas.save()
            canvas.concatenate(windowToRender(w))
            RenderPass.render(w, in: canvas, damage: all, useRememberedBoxes: false)
            canvas.restore()
        }
        return buffer
    }

    /// Records the drawing of `damage` (views and app code run here, on the main actor) and
    /// plays it into `buffer` in bands on all cores; `overlay` draws last (the cursor).
    func drawViews(_ windows: [UIWindow], into buffer: PixelBuffer, damage: Region, overlay: (Canvas) -> Void = { _ in }) {
        let list = DisplayList()
        // No clip to the damage while recording: retained subtree recordings are played again
        // under other damage; playback clips every operation to its band of the damage.
        if bandCaches.isEmpty { bandCaches.append(CanvasCache()) }
        let canvas = Canvas(recordingInto: list, for: buffer, cache: bandCaches[0])
        if !windowsCoverScreenOpaquely(windows) { canvas.clear(renderRect.cgRect, to: backdrop) }
        for w in windows {
            canvas.save()
            canvas.concatenate(windowToRender(w))
            RenderPass.render(w, in: canvas, damage: damage)
            canvas.restore()
        }
        overlay(canvas)
        let area = damage.area
        let bands = bandPolicy.bands(forDamageArea: area, threshold: parallelThreshold)
        while bandCaches.count < bands { bandCaches.append(CanvasCache()) }
        let playStart = playbackClock()
        list.play(into: buffer, region: damage, caches: Array(bandCaches.prefix(bands)))
        if area >= parallelThreshold { bandPolicy.record(bands: bands, pixels: area, seconds: playbackClock() - playStart) }
        lastFrameBands = bands
    }

    /// Builds and presents a frame if anything needs it. Returns whether one was presented.
    @discardableResult
    func renderFrame() -> Bool {
        let frameStart = frameTimeClock()
        let request = needsFrame ? requestedAt : clock.now
        needsFrame = false
        _ = FrameWorkCounter.take()
        defer { lastFrameWork = FrameWorkCounter.take() }
        var deferred = false
        defer { if !deferred { flushAfterFrame() } }
        guard let screen else { return false }
        let windows = screen.windows

        // 0–2. Animations, layout and damage; an interface drawn in its own buffer (turned or
        //      turning) is brought up to date there now.
        updateViews(windows)
        if interfaceBuffer != nil { drawInterfaceDamage(windows) }
        let frameDamage = interfaceBuffer != nil ? pendingPanelDamage : pendingDamage.union(pendingPanelDamage)
        // (Through the interface buffer, moves were made there and their pixels are damage.)
        let frameMoves = interfaceBuffer != nil ? [] : pendingMoves
        guard !frameDamage.isEmpty || !frameMoves.isEmpty else { return false }
        guard display.canPresent, !waitingForFrameDone else {
            // Keep the damage (and what waits for this frame); draw when the display can.
            needsFrame = true
            deferred = true
            return false
        }

        // 3. What this back buffer needs: this frame's damage plus what it missed, after the
        //    scrolls of those frames and this one move the pixels it already has.
        let back = display.acquireBackBuffer()
        let thisFrame = FrameRecord(damage: frameDamage, moves: frameMoves)
        var bufferDamage: Region
        var movedPixels = Region()
        if back.age == 0 || back.age - 1 > history.count {
            bufferDamage = Region(screenRect)
        } else {
            (bufferDamage, movedPixels) = FrameRecord.replay(history.suffix(back.age - 1) + [thisFrame], on: back.buffer)
        }

        // 4. Draw: the views straight into the buffer, or the interface buffer turned into it.
        if let interface = interfaceBuffer {
            present(interface: interface, into: back.buffer, damage: bufferDamage)
        } else {
            drawViews(windows, into: back.buffer, damage: bufferDamage) { self.drawCursor(in: $0) }
        }

        // 4½. Grayscale, a display filter over what was drawn (moved pixels are grey already).
        if UIAccessibility.isGrayscaleEnabled { back.buffer.convertToGrayscale(bufferDamage) }

        // 5. Present (the moved pixels changed too).
        history.append(thisFrame)
        pendingMoves.removeAll()
        if history.count > historyLimit { history.removeFirst(history.count - historyLimit) }
        pendingDamage = Region()
        pendingPanelDamage = Region()
        lastBufferDamage = bufferDamage
        waitingForFrameDone = true
        framesPresented += 1
        display.present(back.buffer, damage: movedPixels.isEmpty ? bufferDamage : bufferDamage.union(movedPixels))
        statistics.recordFrameTime(frameTimeClock() - frameStart)
        flipRequest = request
        // The input this frame shows: its latency is measured when the flip lands.
        inputInFlight = inputWaiting.min()
        inputWaiting.removeAll()
        for o in presentObservers { o.observer(back.buffer, movedPixels.isEmpty ? bufferDamage : bufferDamage.union(movedPixels)) }
        onFramePresented?(framesPresented)
        return true
    }

    /// Steps 0–2 of a frame: animations (and an interface rotation) move to this frame's time,
    /// layout runs, and the damage pass adds where the views that changed are now versus where
    /// they were to `pendingDamage`.
    func updateViews(_ windows: [UIWindow]) {
        // 0. Animations (and an interface rotation) move to this frame's time.
        animator.step(now: clock.now)
        stepRotation()
        prepareRenderTarget()

        // 1. Layout (may add damage).
        for w in windows { w.layoutForFrame() }

        // 1½. Scrolls: pixels already drawn move, the damage so far moves with them, and
        //     only what came into view is damaged.
        collectScrollMoves(windows)

        // 2. Damage: where the views that changed are now versus where they were.
        var queue: [UIView] = []
        for v in damageQueue {
            if let c = v.compositor, c !== self {
                // Moved to another screen's window since: that screen visits it.
                v.render.queued = false
                c.enqueueForDamagePass(v)
                c.setNeedsFrame()
            } else {
                queue.append(v)
            }
        }
        damageQueue = []
        DamagePass.update(windows: windows, toDevice: { self.windowToRender($0) }, screen: renderRect,
                          queue: queue, damage: &pendingRects)
        foldPendingRects()
    }
}

