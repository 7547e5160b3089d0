import Foundation
import VitrineGraphics

/// A back buffer to draw the next frame into.
public struct BackBuffer {
    public let buffer: PixelBuffer
    /// How many frames ago this buffer was last presented: 1 means it holds the previous frame,
    /// 2 the one before, and 0 means its contents are unknown (draw everything).
    public let age: Int

    public init(buffer: PixelBuffer, age: Int) {
        self.buffer = buffer
        self.age = age
    }
}

/// The display contract: a backend reports its size, hands out back buffers, accepts "present
/// this buffer with this damage", and calls back when the frame is on screen so that the next
/// frame can be scheduled from that callback.
///
/// Backends: headless (tests, screenshots) now; DRM/KMS, fbdev and VNC behind the same
/// protocol.
@MainActor
public protocol Display: AnyObject {
    /// A short name for logs (`"headless"`, `"drm:card0:Virtual-1"`).
    var name: String { get }
    /// The size in device pixels of the buffers the compositor draws, after the output's
    /// mounting rotation.
    var pixelSize: PixelSize { get }
    /// Device pixels per point (UIKit's `UIScreen.scale`).
    var scale: Double { get }
    /// Whether presenting is possible now (a display that is unplugged or whose DRM master is
    /// lost says no; the compositor then keeps its damage for later).
    var canPresent: Bool { get }

    /// The buffer to draw the next frame into. Never a buffer that is on screen.
    func acquireBackBuffer() -> BackBuffer
    /// Puts `buffer` on screen; `damage` (device pixels) is what changed since the buffer it
    /// replaces. `onFrameDone` follows once the frame is shown.
    func present(_ buffer: PixelBuffer, damage: Region)
    /// Called on the main actor once a presented frame is on screen and the next may be drawn.
    var onFrameDone: (@MainActor () -> Void)? { get set }
    /// Maps a point in the physical panel's pixels (where a touchscreen reports) to the
    /// interface's pixels (what the compositor draws): the inverse of the mounting rotation.
    var panelToInterface: CGAffineTransform { get }
    /// Called on the main actor when `pixelSize` changed (a new mode, a hotplug, a resize);
    /// buffers handed out before are invalid and the next ones have age 0.
    var onSizeChange: (@MainActor () -> Void)? { get set }
    /// Whether the panel is blanked by `setBlanked(_:)`. While it is, `canPresent` is false:
    /// the compositor keeps its damage and draws it when the panel is back on.
    var isBlanked: Bool { get }
    /// Turns the panel off (DPMS off: DRM turns the CRTC off, and with it the backlight of
    /// most panels; fbdev powers down) or back on, showing the last frame and then whatever
    /// changed meanwhile. Returns `false` when the backend cannot blank (the caller then
    /// covers the screen in black instead).
    @discardableResult
    func setBlanked(_ blanked: Bool) -> Bool
    /// The frame last presented, whole, in the buffers' pixels (`pixelSize`), or `nil` before
    /// the first frame (or when the backend cannot say). Valid until the next frame is drawn:
    /// copy it on the main actor (screenshots).
    var presentedPixels: PixelBuffer? { get }
    /// Seconds between the panel's refreshes, when known (the statistics' missed refreshes).
    var refreshInterval: Double? { get }
}

extension Display {
    /// No mounting rotation: the panel is the interface.
    public var panelToInterface: CGAffineTransform { .identity }
    /// A display that cannot blank is never blanked.
    public var isBlanked: Bool { false }
    /// A display that cannot blank says so.
    @discardableResult
    public func setBlanked(_ blanked: Bool) -> Bool { false }
    /// A backend that keeps no copy of the last frame cannot give one.
    public var presentedPixels: PixelBuffer? { nil }
    /// The refresh rate is unknown.
    public var refreshInterval: Double? { nil }
}

/// The transform from a panel turned `turns` quarter turns clockwise (relative to the
/// interface) back to the interface's pixels, for an interface of `size` pixels.
public func panelToInterfaceTransform(turns: Int, interfaceSize size: PixelSize) -> CGAffineTransform {
    // The copy turns interface pixels clockwise onto the panel; undo that.
    let w = CGFloat(size.width), h = CGFloat(size.height)
    switch ((turns % 4) + 4) % 4 {
    case 1: return CGAffineTransform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: h)      // panel (X, Y) -> (Y, H - X)
    case 2: return CGAffineTransform(a: -1, b: 0, c: 0, d: -1, tx: w, ty: h)     // -> (W - X, H - Y)
    case 3: return CGAffineTransform(a: 0, b: 1, c: -1, d: 0, tx: w, ty: 0)      // -> (W - Y, X)
    default: return .identity
    }
}
