import CVitrineShims
import Foundation
import VitrineGraphics

/// `/dev/fbN` through the kernel's fbdev ioctls.
public final class LinuxFBDev: FBDevIO, @unchecked Sendable {
    // @unchecked: the fd is only used for ioctls, which the kernel serialises; the vsync wait
    // runs on a helper queue while the main actor does everything else.
    public let path: String
    private let fd: Int32

    /// Opens a framebuffer device; a missing node or permission (root or the `video` group) is
    /// a `DRMError`-style error naming the path.
    public init(path: String) throws {
        let fd = open(path, O_RDWR | O_CLOEXEC)
        guard fd >= 0 else {
            let e = errno
            throw DRMError(call: "open \(path)", errno: e, detail: e == EACCES ? "run as root or add the user to the 'video' group" : "")
        }
        self.path = path
        self.fd = fd
    }

    deinit { close(fd) }

    public func info() throws -> FBDevInfo {
        var v = fb_var_screeninfo()
        var f = fb_fix_screeninfo()
        guard CVitrineShims_fb_get_vscreeninfo(fd, &v) == 0 else { throw DRMError(call: "FBIOGET_VSCREENINFO \(path)", errno: errno) }
        guard CVitrineShims_fb_get_fscreeninfo(fd, &f) == 0 else { throw DRMError(call: "FBIOGET_FSCREENINFO \(path)", errno: errno) }
        let format: ScanoutFormat
        switch (v.bits_per_pixel, v.red.offset, v.green.offset, v.blue.offset) {
        case (32, 16, 8, 0): format = .xrgb8888
        case (16, 11, 5, 0): format = .rgb565
        default:
            throw DRMError(call: "fbdev format", detail: "\(path) uses \(v.bits_per_pixel) bits per pixel (red at \(v.red.offset), green at \(v.green.offset), blue at \(v.blue.offset)); Vitrine draws XRGB8888 and RGB565")
        }
        // pixclock is picoseconds per pixel; a refresh needs the whole frame with margins.
        var hz: Double? = nil
        let htotal = Double(v.xres + v.left_margin + v.right_margin + v.hsync_len)
        let vtotal = Double(v.yres + v.upper_margin + v.lower_margin + v.vsync_len)
        if v.pixclock > 0, htotal > 0, vtotal > 0 { hz = 1e12 / Double(v.pixclock) / (htotal * vtotal) }
        var idTuple = f.id
        let id = withUnsafeBytes(of: &idTuple) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return FBDevInfo(width: Int(v.xres), height: Int(v.yres), virtualHeight: Int(v.yres_virtual), stride: Int(f.line_length),
                         format: format, length: Int(f.smem_len), refreshHz: hz, id: id)
    }

    public func map(length: Int) throws -> UnsafeMutableRawPointer {
        let p = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_SHARED, fd, 0)
        guard let p, p != MAP_FAILED else { throw DRMError(call: "mmap \(path)", errno: errno) }
        return p
    }

    public func pan(toLine y: Int) throws {
        var v = fb_var_screeninfo()
        guard CVitrineShims_fb_get_vscreeninfo(fd, &v) == 0 else { throw DRMError(call: "FBIOGET_VSCREENINFO", errno: errno) }
        v.yoffset = UInt32(y)
        guard CVitrineShims_fb_pan_display(fd, &v) == 0 else { throw DRMError(call: "FBIOPAN_DISPLAY", errno: errno) }
    }

    public func flush() { _ = fsync(fd) }

    public func blank(_ off: Bool) throws {
        guard CVitrineShims_fb_blank(fd, off ? 1 : 0) == 0 else { throw DRMError(call: "FBIOBLANK \(path)", errno: errno) }
    }

    public func waitForVSync() -> Bool { CVitrineShims_fb_wait_for_vsync(fd) == 0 }
}
