import CPixman
import Foundation

/// Blending one rendered glyph, shared by glyph runs and laid-out lines: a coverage glyph
/// paints the text's colour through its coverage; a colour glyph paints its own pixels,
/// faded by the text colour's alpha and the canvas alpha.
extension Canvas {
    /// The paints for glyphs in `color` under the current alpha: the solid colour (through
    /// coverage) and the fade of colour glyphs (`nil` when they are drawn unfaded). Release
    /// them with `release()`.
    struct GlyphPaint {
        let solid: OpaquePointer
        let fade: OpaquePointer?

        func release() {
            pixman_image_unref(solid)
            if let fade { pixman_image_unref(fade) }
        }
    }

    /// The paints for `color`; `nil` when nothing would show.
    func glyphPaint(_ color: Color) -> GlyphPaint? {
        var c = pixmanColor(color)
        guard c.alpha > 0, let solid = pixman_image_create_solid_fill(&c) else { return nil }
        var fade: OpaquePointer? = nil
        if c.alpha < 0xFFFF {
            var a = pixman_color_t(red: 0, green: 0, blue: 0, alpha: c.alpha)
            fade = pixman_image_create_solid_fill(&a)
        }
        return GlyphPaint(solid: solid, fade: fade)
    }

    /// Blends `glyph` with its bitmap's top-left on device pixel (`x`, `y`); the clip is
    /// already applied to the target.
    func composite(_ glyph: Glyph, x: Int, y: Int, paint: GlyphPaint) {
        if let mask = glyph.mask {
            pixman_image_composite32(PIXMAN_OP_OVER, paint.solid, mask, target.image, 0, 0, 0, 0,
                                     Int32(x), Int32(y), Int32(glyph.width), Int32(glyph.height))
        } else if let color = glyph.colorBitmap {
            pixman_image_composite32(PIXMAN_OP_OVER, color.image, paint.fade, target.image, 0, 0, 0, 0,
                                     Int32(x), Int32(y), Int32(glyph.width), Int32(glyph.height))
        }
    }

    /// Blends `glyph` resampled (bilinear) through `toDevice`, which maps its bitmap's pixel
    /// space to device pixels, within `clip`; the clip is already applied to the target.
    func composite(_ glyph: Glyph, through toDevice: CGAffineTransform, clip: PixelRect, paint: GlyphPaint) {
        guard glyph.width > 0, glyph.height > 0, toDevice.determinant != 0 else { return }
        let box = PixelRect(covering: CGRect(x: 0, y: 0, width: glyph.width, height: glyph.height).applying(toDevice))
            .insetBy(-1).intersection(clip)
        guard !box.isEmpty else { return }
        let inv = toDevice.inverted()
        var m = pixman_transform_t()
        m.matrix.0 = (fixed(inv.a), fixed(inv.c), fixed(inv.tx))
        m.matrix.1 = (fixed(inv.b), fixed(inv.d), fixed(inv.ty))
        m.matrix.2 = (0, 0, pixman_fixed_t(1 << 16))
        // A private image over the glyph's bits, so the shared glyph stays untransformed (and
        // band threads never write to it).
        if let pixels = glyph.maskPixels {
            guard let img = pixman_image_create_bits_no_clear(PIXMAN_a8, Int32(glyph.width), Int32(glyph.height),
                                                              UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self),
                                                              Int32((glyph.width + 3) & ~3)) else { return }
            pixman_image_set_transform(img, &m)
            pixman_image_set_filter(img, PIXMAN_FILTER_BILINEAR, nil, 0)
            pixman_image_composite32(PIXMAN_OP_OVER, paint.solid, img, target.image, 0, 0,
                                     Int32(box.x), Int32(box.y), Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            pixman_image_unref(img)
        } else if let color = glyph.colorBitmap {
            guard let img = pixman_image_create_bits_no_clear(PIXMAN_a8r8g8b8, Int32(color.width), Int32(color.height),
                                                              color.pixels, Int32(color.stride)) else { return }
            pixman_image_set_transform(img, &m)
            pixman_image_set_filter(img, PIXMAN_FILTER_BILINEAR, nil, 0)
            pixman_image_composite32(PIXMAN_OP_OVER, img, paint.fade, target.image,
                                     Int32(box.x), Int32(box.y), 0, 0, Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            pixman_image_unref(img)
        }
    }
}
