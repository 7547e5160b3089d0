import VitrineGraphics

/// A display in memory: the embedded twin of the DRM backend that tests and screenshots use.
///
/// It keeps two (or more) buffers and rotates them like a real swap chain, so buffer-age
/// damage tracking runs exactly as on hardware. Frames complete either on the next run-loop
/// turn or paced to a refresh rate on a `Clock` (virtual in tests).
@MainActor
public final class HeadlessDisplay: Display {
    /// When a presented frame counts as shown.
    public enum Pacing {
        /// On the next turn of the run loop.
        case immediate
        /// At the next refresh of a display running at `hz` on `clock`.
        case refresh(hz: Double, clock: any Clock)
    }

    /// `"headless"`, or the name given (the VNC backend is this display under the name `"vnc"`).
    public let name: String
    public private(set) var pixelSize: PixelSize
    public let scale: Double
    /// Whether frames can be presented (tests turn it off to stand for an unplugged panel);
    /// always false while blanked.
    public var canPresent: Bool {
        get { presentable && !isBlanked }
        set { presentable = newValue }
    }
    private var presentable = true
    /// Whether the (imaginary) panel is off. The buffers keep their contents.
    public private(set) var isBlanked = false
    public var onFrameDone: (@MainActor () -> Void)?
    public var onSizeChange: (@MainActor () -> Void)?

    private var buffers: [PixelBuffer]
    private var ages: SwapChainAges
    private var frontIndex: Int?
    private let loop: any MainLoop
    private let pacing: Pacing

    /// Frames presented so far.
    public private(set) var presentedFrameCount = 0
    /// The damage passed with the last present.
    public private(set) var lastDamage = Region()
    /// Whether a presented frame is still waiting for its frame-done callback.
    public private(set) var isFramePending = false

    public init(size: PixelSize, scale: Double = 1, bufferCount: Int = 2, loop: any MainLoop, pacing: Pacing = .immediate,
                name: String = "headless") {
        self.name = name
        pixelSize = size
        self.scale = scale
        let n = max(2, bufferCount)
        buffers = (0..<n).map { _ in PixelBuffer(width: size.width, height: size.height, format: .xrgb8888) }
        ages = SwapChainAges(count: n)
        self.loop = loop
        self.pacing = pacing
    }

    /// Changes the display's size, as a mode change or a hotplug of another panel would: new
    /// buffers (contents unknown), then `onSizeChange`.
    public func resize(to size: PixelSize) {
        guard size != pixelSize else { return }
        pixelSize = size
        buffers = buffers.map { _ in PixelBuffer(width: size.width, height: size.height, format: .xrgb8888) }
        ages.reset(count: buffers.count)
        frontIndex = nil
        onSizeChange?()
    }

    /// The buffer on screen now (what a screenshot shows), `nil` before the first frame.
    public var frontBuffer: PixelBuffer? { frontIndex.map { buffers[$0] } }

    public func acquireBackBuffer() -> BackBuffer {
        // The least recently presented buffer that is not on screen (there are at least two).
        let (i, age) = ages.next(excluding: [frontIndex]) ?? (0, 0)
        return BackBuffer(buffer: buffers[i], age: age)
    }

    public func present(_ buffer: PixelBuffer, damage: Region) {
        guard let i = buffers.firstIndex(where: { $0 === buffer }) else {
            preconditionFailure("present() of a buffer this display did not hand out")
        }
        ages.presented(i)
        frontIndex = i
        presentedFrameCount += 1
        lastDamage = damage
        isFramePending = true
        switch pacing {
        case .immediate:
            loop.perform { [weak self] in self?.frameDone() }
        case .refresh(let hz, let clock):
            let period = 1 / max(1, hz)
            let next = (clock.now / period).rounded(.down) * period + period
            clock.schedule(at: next) { [weak self] in self?.frameDone() }
        }
    }

    private func frameDone() {
        isFramePending = false
        onFrameDone?()
    }

    /// Writes what is on screen as a PNG file.
    public func writeScreenshot(to path: String) throws {
        guard let front = frontBuffer else {
            throw ImageCodecError(operation: "write screenshot \(path)", message: "no frame has been presented")
        }
        try PNGCodec.write(front, to: path)
    }

    /// Turns the imaginary panel off or on; on again, a frame that waited is drawn.
    @discardableResult
    public func setBlanked(_ blanked: Bool) -> Bool {
        guard blanked != isBlanked else { return true }
        isBlanked = blanked
        if !blanked, !isFramePending { onFrameDone?() }
        return true
    }
}
