import CFreeType
import CPixman
import Foundation

/// A rendered glyph: its bitmap, the bitmap's offset from the pen position, and the advance to
/// the next pen position. The bitmap is either coverage (an outline glyph, drawn in the text's
/// colour) or colour (an emoji from a colour bitmap font, drawn in its own colours).
public final class Glyph: @unchecked Sendable {
    // Immutable after init.
    /// The coverage bitmap (pixman `a8`), `nil` for blank glyphs such as a space and for
    /// colour glyphs.
    let mask: OpaquePointer?
    let maskPixels: UnsafeMutablePointer<UInt8>?
    /// The colour bitmap (premultiplied `a8r8g8b8`), `nil` unless `isColor`.
    let colorBitmap: PixelBuffer?
    /// The bytes of the bitmap as allocated (coverage rows padded to 4 bytes; 4 bytes a pixel
    /// for colour), what the glyph cache charges besides its per-glyph overhead.
    let byteCount: Int
    public let width: Int
    public let height: Int
    /// Pixels from the pen position to the bitmap's left edge.
    public let left: Int
    /// Pixels from the baseline up to the bitmap's top edge.
    public let top: Int
    /// Horizontal advance in pixels.
    public let advance: CGFloat

    /// Whether the glyph has colours of its own (an emoji), drawn with only the text
    /// colour's alpha.
    public var isColor: Bool { colorBitmap != nil }

    /// The glyph in FreeType's slot: its 8-bit grey bitmap (anything else is a blank glyph).
    init(slot: FT_GlyphSlot) {
        let bm = slot.pointee.bitmap
        left = Int(slot.pointee.bitmap_left)
        top = Int(slot.pointee.bitmap_top)
        advance = CGFloat(slot.pointee.advance.x) / 64
        colorBitmap = nil
        let w = Int(bm.width), h = Int(bm.rows)
        if w > 0, h > 0, let src = bm.buffer, bm.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue) {
            // pixman wants rows 4-byte aligned.
            let stride = (w + 3) & ~3
            let px = UnsafeMutablePointer<UInt8>.allocate(capacity: stride * h)
            px.initialize(repeating: 0, count: stride * h)
            let pitch = Int(bm.pitch)
            for y in 0..<h {
                let srcRow = pitch >= 0 ? src + y * pitch : src + (h - 1 - y) * (-pitch)
                (px + y * stride).update(from: srcRow, count: w)
            }
            maskPixels = px
            byteCount = stride * h
            mask = pixman_image_create_bits_no_clear(PIXMAN_a8, Int32(w), Int32(h), UnsafeMutableRawPointer(px).assumingMemoryBound(to: UInt32.self), Int32(stride))
            // pixman works out an image's properties on its first composite and stores them in
            // the image; an empty composite does it now, so that band threads sharing the
            // glyph later only read it.
            if let mask { pixman_image_composite32(PIXMAN_OP_SRC, mask, nil, mask, 0, 0, 0, 0, 0, 0, 0, 0) }
            width = w; height = h
        } else {
            maskPixels = nil; mask = nil; width = 0; height = 0; byteCount = 0
        }
    }

    /// The colour glyph in FreeType's slot (a premultiplied BGRA bitmap, as `FT_LOAD_COLOR`
    /// loads from a `CBDT` strike) scaled by `scale`: its bitmap resampled (an area average
    /// when shrinking, bilinear when enlarging) and placed so that its edges stay where the
    /// scaled bitmap's fractional edges fall. `nil` when the slot holds no BGRA bitmap.
    init?(colorSlot slot: FT_GlyphSlot, scale: CGFloat) {
        let bm = slot.pointee.bitmap
        guard bm.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), scale > 0, scale.isFinite else { return nil }
        advance = CGFloat(slot.pointee.advance.x) / 64 * scale
        mask = nil; maskPixels = nil
        let w = Int(bm.width), h = Int(bm.rows)
        guard w > 0, h > 0, let src = bm.buffer, Int(bm.pitch) >= w * 4 else {
            // A blank colour glyph (none in Noto Color Emoji, but a font may have one).
            left = 0; top = 0; width = 0; height = 0; byteCount = 0
            colorBitmap = nil
            return
        }
        let scaledLeft = CGFloat(slot.pointee.bitmap_left) * scale
        let scaledTop = CGFloat(slot.pointee.bitmap_top) * scale
        let x0 = scaledLeft.rounded(.down), y0 = scaledTop.rounded(.up)
        // The scaled bitmap starts `fx` right of the output's left edge and `fy` below its top.
        let fx = scaledLeft - x0, fy = y0 - scaledTop
        let outW = max(1, Int((fx + CGFloat(w) * scale).rounded(.up)))
        let outH = max(1, Int((fy + CGFloat(h) * scale).rounded(.up)))
        left = Int(x0); top = Int(y0); width = outW; height = outH
        let out = PixelBuffer(width: outW, height: outH)
        byteCount = out.stride * outH
        colorBitmap = out
        // FreeType's BGRA is premultiplied, byte for byte pixman's little-endian a8r8g8b8.
        guard let source = pixman_image_create_bits_no_clear(PIXMAN_a8r8g8b8, Int32(w), Int32(h),
                                                            UnsafeMutableRawPointer(src).assumingMemoryBound(to: UInt32.self),
                                                            Int32(bm.pitch)) else { return }
        defer { pixman_image_unref(source) }
        // pixman maps output pixels back into the source.
        var m = pixman_transform_t()
        m.matrix.0 = (fixed(1 / scale), 0, fixed(-fx / scale))
        m.matrix.1 = (0, fixed(1 / scale), fixed(-fy / scale))
        m.matrix.2 = (0, 0, pixman_fixed_t(1 << 16))
        pixman_image_set_transform(source, &m)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_NONE)
        if scale < 1 {
            // Shrinking (the usual case: a 109-px strike to text sizes): every output pixel
            // averages the source pixels it covers (a box filter over a box reconstruction, as
            // cairo's "good" downscaling), rather than bilinear's four taps, which alias.
            var count: Int32 = 0
            if let params = pixman_filter_create_separable_convolution(
                &count, fixed(1 / scale), fixed(1 / scale), PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX,
                PIXMAN_KERNEL_BOX, PIXMAN_KERNEL_BOX, 4, 4) {
                pixman_image_set_filter(source, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, params, count)
                free(params)
            } else {
                pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
            }
        } else {
            pixman_image_set_filter(source, PIXMAN_FILTER_BILINEAR, nil, 0)
        }
        pixman_image_composite32(PIXMAN_OP_SRC, source, nil, out.image, 0, 0, 0, 0, 0, 0, Int32(outW), Int32(outH))
    }

    deinit {
        if let mask { pixman_image_unref(mask) }
        maskPixels?.deallocate()
    }
}
