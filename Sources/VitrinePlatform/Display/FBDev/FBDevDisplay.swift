import Dispatch
import Foundation
import VitrineGraphics

/// A display on a Linux framebuffer device (`/dev/fb0`), for panels without DRM.
///
/// Frames are drawn into one cached shadow buffer (each frame draws only its own damage) and
/// only the damage is copied (and converted, and turned for a sideways panel) into the mapped
/// framebuffer. With room for two screens (`yres_virtual ≥ 2 × yres`) it double-buffers by
/// panning, copying into the hidden page the damage plus what that page missed
/// (`ScanoutDamage`, which also says why one shadow); otherwise it copies into the one
/// visible screen. Frames complete at the next vertical blank (`FBIO_WAITFORVSYNC`, waited for
/// off the main thread) or, when the driver cannot say, at the refresh rate by a timer.
@MainActor
public final class FBDevDisplay: Display {
    public let device: any FBDevIO
    public let info: FBDevInfo
    public let pixelSize: PixelSize
    public let scale: Double
    public let mountingTurns: Int
    public var canPresent: Bool { isActive && !isBlanked }
    /// Whether the panel is powered down by `setBlanked(true)`.
    public private(set) var isBlanked = false
    private var framePending = false
    public var onFrameDone: (@MainActor () -> Void)?
    public var onSizeChange: (@MainActor () -> Void)?
    public var panelToInterface: CGAffineTransform { panelToInterfaceTransform(turns: mountingTurns, interfaceSize: pixelSize) }
    /// 2 when double-buffering by panning, else 1.
    public let pages: Int

    private let memory: UnsafeMutableRawPointer
    /// The one buffer the compositor draws into.
    private let shadow: PixelBuffer
    /// Whether `shadow` holds a presented frame (its age is 1 then, else 0).
    private var shadowPresented = false
    /// What each page missed (copied along with the next frame it gets).
    private var pageDamage: ScanoutDamage
    /// Which page got which frame.
    private var ages = SwapChainAges(count: 0)
    private var onScreen = 0
    private let clock: any Clock
    private var lastFrameDone = -Double.infinity
    /// Whether `FBIO_WAITFORVSYNC` works (tried once at start).
    public private(set) var vsyncWorks: Bool
    private var isActive = true
    private let vsyncQueue = DispatchQueue(label: "vitrine.fbdev.vsync")

    public var name: String { "fbdev:\((device.path as NSString).lastPathComponent) \(info.id) \(info.width)x\(info.height) \(info.format)" }
    public var refreshPeriod: Double { 1 / (info.refreshHz ?? 60) }
    /// The refresh period (60 Hz when the driver does not say).
    public var refreshInterval: Double? { refreshPeriod }
    /// The shadow buffer once a frame was presented (it holds that frame between frames).
    public var presentedPixels: PixelBuffer? { shadowPresented ? shadow : nil }

    public init(device: any FBDevIO, rotation: Int = 0, scale: Double = 1, clock: any Clock) throws {
        self.device = device
        self.clock = clock
        info = try device.info()
        memory = try device.map(length: info.length)
        mountingTurns = ((rotation % 4) + 4) % 4
        pixelSize = mountingTurns % 2 == 0 ? PixelSize(width: info.width, height: info.height) : PixelSize(width: info.height, height: info.width)
        self.scale = scale
        pages = info.virtualHeight >= 2 * info.height && info.length >= 2 * info.height * info.stride ? 2 : 1
        // Cleared like the framebuffer below, so no page misses anything yet.
        shadow = PixelBuffer(width: pixelSize.width, height: pixelSize.height, format: .xrgb8888)
        pageDamage = ScanoutDamage(count: pages)
        ages.reset(count: pages)
        memset(memory, 0, min(info.length, pages * info.height * info.stride))
        if pages == 2 { try? device.pan(toLine: 0) }
        vsyncWorks = device.waitForVSync()
    }

    public func acquireBackBuffer() -> BackBuffer {
        BackBuffer(buffer: shadow, age: shadowPresented ? 1 : 0)
    }

    public func present(_ buffer: PixelBuffer, damage: Region) {
        guard buffer === shadow else {
            preconditionFailure("present() of a buffer this display did not hand out")
        }
        // With two pages, the hidden one; with one, the visible page.
        let page = pages == 2 ? (ages.next(excluding: [onScreen])?.index ?? 1 - onScreen) : 0
        let copy = pageDamage.regionToCopy(into: page, damage: damage)
        let target = memory + page * info.height * info.stride
        buffer.copy(copy, toScanout: target, size: PixelSize(width: info.width, height: info.height), stride: info.stride,
                    format: info.format, quarterTurns: mountingTurns)
        pageDamage.copied(into: page, damage: damage)
        shadowPresented = true
        let i = page
        device.flush()
        if pages == 2 {
            do { try device.pan(toLine: page * info.height) } catch { Log.platform.error("\(error)") }
        }
        ages.presented(i)
        onScreen = i
        framePending = true
        waitForFrame()
    }

    private func waitForFrame() {
        guard vsyncWorks else { paceByTimer(); return }
        // The wait blocks, so it runs off the main thread and reports back on the main queue.
        let dev = device
        vsyncQueue.async {
            let ok = dev.waitForVSync()
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    if ok { self.frameDone() } else { self.vsyncWorks = false; self.paceByTimer() }
                }
            }
        }
    }

    private func paceByTimer() {
        let due = lastFrameDone + refreshPeriod * 0.98
        if clock.now >= due { frameDone(); return }
        clock.schedule(at: due) { [weak self] in self?.frameDone() }
    }

    private func frameDone() {
        framePending = false
        lastFrameDone = clock.now
        onFrameDone?()
    }

    /// Powers the panel down (`FBIOBLANK`) or up again; up again, what changed meanwhile is
    /// drawn. Returns `false` when the driver cannot blank.
    @discardableResult
    public func setBlanked(_ blanked: Bool) -> Bool {
        guard isActive else { return false }
        guard blanked != isBlanked else { return true }
        do {
            try device.blank(blanked)
        } catch {
            Log.platform.error("\(error)")
            return false
        }
        isBlanked = blanked
        if !blanked, !framePending { onFrameDone?() }
        return true
    }

    /// Stops presenting (at exit).
    public func stop() { isActive = false }
}
