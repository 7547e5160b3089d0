import CPixman
import Foundation

/// A 32-bit pixel image in ordinary (cached) memory: premultiplied ARGB8888 (`0xAARRGGBB` in a
/// native-endian word, B G R A in memory on little-endian machines), or XRGB8888 for scanout.
///
/// The buffer owns its memory and a pixman image over it; the `Canvas` draws into it.
public final class PixelBuffer: @unchecked Sendable {
    // @unchecked: a buffer is drawn into by one owner at a time (the compositor on the main
    // actor, or a test); it is handed between threads only whole, never shared while drawing.

    /// How the 32-bit pixels are to be read.
    public enum Format: Sendable {
        /// Premultiplied alpha, the compositing format.
        case argb8888
        /// No alpha (the top byte is ignored): what a display scans out.
        case xrgb8888

        var pixman: pixman_format_code_t {
            switch self {
            case .argb8888: return PIXMAN_a8r8g8b8
            case .xrgb8888: return PIXMAN_x8r8g8b8
            }
        }
    }

    public let width: Int
    public let height: Int
    public let format: Format
    /// Bytes per row (a multiple of 4).
    public let stride: Int
    /// The first pixel. Rows are `stride` bytes apart.
    public let pixels: UnsafeMutablePointer<UInt32>
    package let image: OpaquePointer
    private let ownsMemory: Bool

    /// A new buffer, cleared to transparent black (`0x00000000`).
    public init(width: Int, height: Int, format: Format = .argb8888) {
        precondition(width > 0 && height > 0 && width <= 16384 && height <= 16384, "bad buffer size \(width)x\(height)")
        self.width = width
        self.height = height
        self.format = format
        self.stride = width * 4
        let count = width * height
        // calloc, not allocate + initialize: a buffer this size comes from fresh (already zero)
        // pages, which calloc leaves untouched until drawn into, so making a frame buffer
        // costs no writes (and no resident memory) before its first frame.
        guard let memory = calloc(count, MemoryLayout<UInt32>.stride) else {
            fatalError("out of memory for a \(width)x\(height) pixel buffer")
        }
        pixels = memory.bindMemory(to: UInt32.self, capacity: count)
        ownsMemory = true
        guard let img = pixman_image_create_bits_no_clear(format.pixman, Int32(width), Int32(height), pixels, Int32(stride)) else {
            fatalError("pixman_image_create_bits failed for \(width)x\(height)")
        }
        image = img
    }

    /// A buffer over memory someone else owns (a mapped scanout buffer, say). The memory must
    /// outlive the buffer.
    package init(wrapping memory: UnsafeMutableRawPointer, width: Int, height: Int, stride: Int, format: Format) {
        self.width = width
        self.height = height
        self.format = format
        self.stride = stride
        pixels = memory.bindMemory(to: UInt32.self, capacity: stride / 4 * height)
        ownsMemory = false
        guard let img = pixman_image_create_bits_no_clear(format.pixman, Int32(width), Int32(height), pixels, Int32(stride)) else {
            fatalError("pixman_image_create_bits failed for \(width)x\(height)")
        }
        image = img
    }

    deinit {
        pixman_image_unref(image)
        if ownsMemory { free(pixels) }
    }

    public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// The pixel at (x, y) as `0xAARRGGBB`.
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && y >= 0 && x < width && y < height)
            return pixels[y * (stride / 4) + x]
        }
        set {
            precondition(x >= 0 && y >= 0 && x < width && y < height)
            pixels[y * (stride / 4) + x] = newValue
        }
    }

    /// One row of pixels.
    public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        UnsafeMutableBufferPointer(start: pixels + y * (stride / 4), count: width)
    }

    /// Fills a rectangle with one pixel value (SRC, no blending).
    public func fill(_ rect: PixelRect, with pixel: UInt32) {
        let r = rect.intersection(bounds)
        guard !r.isEmpty else { return }
        pixman_fill(pixels, Int32(stride / 4), 32, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height), pixel)
    }

    /// Copies the pixels of `rect` from `source` (same size) into the same place here.
    public func copy(_ rect: PixelRect, from source: PixelBuffer) {
        let r = rect.intersection(bounds).intersection(source.bounds)
        guard !r.isEmpty else { return }
        // A private image over the same pixels: a canvas may have left a clip on `image`.
        guard let dst = pixman_image_create_bits_no_clear(format.pixman, Int32(width), Int32(height), pixels, Int32(stride)) else { return }
        defer { pixman_image_unref(dst) }
        pixman_image_composite32(PIXMAN_OP_SRC, source.image, nil, dst,
                                 Int32(r.x), Int32(r.y), 0, 0, Int32(r.x), Int32(r.y), Int32(r.width), Int32(r.height))
    }

    /// Copies every rectangle of `region` from `source`.
    public func copy(_ region: Region, from source: PixelBuffer) {
        for r in region.rects { copy(r, from: source) }
    }

    /// A premultiplied ARGB buffer with the same pixels as `other` (XRGB counts as opaque
    /// only if its top bytes are 0xFF).
    public convenience init(wrappingCopyOf other: PixelBuffer) {
        self.init(width: other.width, height: other.height, format: .argb8888)
        for y in 0..<height { _ = row(y).update(fromContentsOf: other.row(y)) }
    }

    /// A new buffer with the same pixels.
    public func copy() -> PixelBuffer {
        let c = PixelBuffer(width: width, height: height, format: format)
        c.copy(bounds, from: self)
        return c
    }
}
