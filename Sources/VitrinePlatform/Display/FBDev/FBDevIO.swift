import Foundation
import VitrineGraphics

/// What a framebuffer device reports.
public struct FBDevInfo: Equatable, Sendable {
    public var width: Int
    public var height: Int
    /// Height of the whole mapped area in lines (two screens' worth allows double buffering
    /// by panning).
    public var virtualHeight: Int
    public var stride: Int
    public var format: ScanoutFormat
    /// The mapped size in bytes.
    public var length: Int
    /// The refresh rate if the driver reports timings, else nil.
    public var refreshHz: Double?
    public var id: String

    public init(width: Int, height: Int, virtualHeight: Int, stride: Int, format: ScanoutFormat, length: Int, refreshHz: Double?, id: String) {
        self.width = width; self.height = height; self.virtualHeight = virtualHeight; self.stride = stride
        self.format = format; self.length = length; self.refreshHz = refreshHz; self.id = id
    }
}

/// Everything the fbdev backend asks of `/dev/fbN`: the seam unit tests replace.
public protocol FBDevIO: AnyObject, Sendable {
    var path: String { get }
    /// Geometry and pixel format. The corresponding C calls are `ioctl(FBIOGET_VSCREENINFO)`
    /// and `ioctl(FBIOGET_FSCREENINFO)`.
    func info() throws -> FBDevInfo
    /// The whole framebuffer memory, mapped. The corresponding C function is `mmap`.
    func map(length: Int) throws -> UnsafeMutableRawPointer
    /// Shows the screen starting at line `y` of the virtual area. The corresponding C call is
    /// `ioctl(FBIOPAN_DISPLAY)`.
    func pan(toLine y: Int) throws
    /// Pushes written pixels to the panel now on drivers that batch them (deferred I/O, such as
    /// DRM's fbdev emulation); a no-op elsewhere. The corresponding C function is `fsync`.
    func flush()
    /// Powers the panel down (`off`) or up again. The corresponding C call is
    /// `ioctl(FBIOBLANK, FB_BLANK_POWERDOWN / FB_BLANK_UNBLANK)`.
    func blank(_ off: Bool) throws
    /// Blocks until the next vertical blank; `false` if the driver cannot tell. The
    /// corresponding C call is `ioctl(FBIO_WAITFORVSYNC)`.
    func waitForVSync() -> Bool
}
