import CPixman
import Foundation

/// The pixel layout of a scanout buffer the compositor's XRGB8888 frames are copied into.
public enum ScanoutFormat: Sendable, CustomStringConvertible {
    /// 32 bits, `0x00RRGGBB` (DRM's XRGB8888, most framebuffers).
    case xrgb8888
    /// 16 bits, 5-6-5 (common on small SPI and parallel panels).
    case rgb565

    var pixman: pixman_format_code_t { self == .xrgb8888 ? PIXMAN_x8r8g8b8 : PIXMAN_r5g6b5 }
    public var bytesPerPixel: Int { self == .xrgb8888 ? 4 : 2 }
    public var description: String { self == .xrgb8888 ? "XRGB8888" : "RGB565" }
}

extension PixelBuffer {
    /// Copies `region` (in this buffer's pixels) into scanout memory of `format`, turned
    /// `quarterTurns` clockwise; pixman converts the format. The memory is only written.
    public func copy(_ region: Region, toScanout memory: UnsafeMutableRawPointer, size: PixelSize, stride: Int,
                     format: ScanoutFormat, quarterTurns: Int) {
        if format == .xrgb8888 {
            PixelBuffer(wrapping: memory, width: size.width, height: size.height, stride: stride, format: .xrgb8888)
                .copyRotated(region, from: self, quarterTurns: quarterTurns)
            return
        }
        // Other formats: through a pixman image over the memory, with the same turn.
        guard let dst = pixman_image_create_bits_no_clear(format.pixman, Int32(size.width), Int32(size.height),
                                                          memory.assumingMemoryBound(to: UInt32.self), Int32(stride)) else { return }
        defer { pixman_image_unref(dst) }
        let turns = ((quarterTurns % 4) + 4) % 4
        if turns == 0 {
            for r in region.rects {
                pixman_image_composite32(PIXMAN_OP_SRC, image, nil, dst, Int32(r.x), Int32(r.y), 0, 0,
                                         Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
            }
            return
        }
        // Turn into a 32-bit staging buffer of the scanout size, then convert.
        let staging = PixelBuffer(width: size.width, height: size.height, format: .xrgb8888)
        staging.copyRotated(region, from: self, quarterTurns: turns)
        for r in region.rects {
            let d = PixelBuffer.rotatedRect(r, sourceSize: PixelSize(width: width, height: height), quarterTurns: turns)
            pixman_image_composite32(PIXMAN_OP_SRC, staging.image, nil, dst, Int32(d.x), Int32(d.y), 0, 0,
                                     Int32(d.x), Int32(d.y), Int32(d.width), Int32(d.height))
        }
    }
}
