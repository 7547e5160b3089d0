import CPixman
import Foundation

extension Canvas {
    /// Draws a laid-out line with its baseline starting at `origin` (user space).
    ///
    /// When the device scale matches the scale the line was laid out at and nothing rotates,
    /// glyphs are placed on whole pixels (crisp, hinted text); otherwise each glyph's coverage
    /// is resampled through the transform.
    public func draw(_ line: TextLine, at origin: CGPoint, color: Color) {
        guard !color.isInvisible, state.alpha > 0, !line.glyphs.isEmpty, !isClippedOut else { return }
        if record(.text(line, origin, color)) { return }
        var c = pixmanColor(color)
        guard c.alpha > 0, let solid = pixman_image_create_solid_fill(&c) else { return }
        defer { pixman_image_unref(solid) }
        let clip = deviceClipBounds
        guard !clip.isEmpty else { return }
        applyClip()

        let t = state.transform
        let deviceOrigin = origin.applying(t)
        let uniform = t.isRectilinear && t.a > 0 && abs(t.a - t.d) < 1e-9
        if uniform && abs(t.a - line.scale) < 1e-6 {
            let oy = Int(deviceOrigin.y.rounded())
            for pg in line.glyphs {
                guard let mask = pg.glyph.mask else { continue }
                let gx = Int((deviceOrigin.x + pg.x).rounded()) + pg.glyph.left
                let gy = oy - pg.glyph.top
                let r = PixelRect(x: gx, y: gy, width: pg.glyph.width, height: pg.glyph.height)
                guard r.intersects(clip) else { continue }
                pixman_image_composite32(PIXMAN_OP_OVER, solid, mask, target.image, 0, 0, 0, 0,
                                         Int32(gx), Int32(gy), Int32(pg.glyph.width), Int32(pg.glyph.height))
            }
            return
        }
        // General path: glyph bitmap space -> device space, resampled bilinearly.
        for pg in line.glyphs {
            guard pg.glyph.mask != nil else { continue }
            let toUser = CGAffineTransform(scaleX: 1 / line.scale, y: 1 / line.scale)
                .concatenating(CGAffineTransform(translationX: origin.x + (pg.x + CGFloat(pg.glyph.left)) / line.scale,
                                                 y: origin.y - CGFloat(pg.glyph.top) / line.scale))
            let toDevice = toUser.concatenating(t)
            guard toDevice.determinant != 0 else { continue }
            let box = PixelRect(covering: CGRect(x: 0, y: 0, width: pg.glyph.width, height: pg.glyph.height).applying(toDevice))
                .insetBy(-1).intersection(clip)
            guard !box.isEmpty else { continue }
            let inv = toDevice.inverted()
            var m = pixman_transform_t()
            m.matrix.0 = (fixed(inv.a), fixed(inv.c), fixed(inv.tx))
            m.matrix.1 = (fixed(inv.b), fixed(inv.d), fixed(inv.ty))
            m.matrix.2 = (0, 0, pixman_fixed_t(1 << 16))
            // A private image over the glyph's bits, so the shared glyph stays untransformed.
            guard let pixels = pg.glyph.maskPixels,
                  let img = pixman_image_create_bits_no_clear(PIXMAN_a8, Int32(pg.glyph.width), Int32(pg.glyph.height),
                                                              UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self),
                                                              Int32((pg.glyph.width + 3) & ~3)) else { continue }
            pixman_image_set_transform(img, &m)
            pixman_image_set_filter(img, PIXMAN_FILTER_BILINEAR, nil, 0)
            pixman_image_composite32(PIXMAN_OP_OVER, solid, img, target.image, 0, 0,
                                     Int32(box.x), Int32(box.y), Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            pixman_image_unref(img)
        }
    }

    /// Lays out and draws `text` in `font` with its baseline starting at `origin`.
    public func drawText(_ text: String, font: Font, at origin: CGPoint, color: Color) {
        let s = sqrt(abs(state.transform.determinant))
        draw(font.layoutLine(text, scale: s > 0 ? s : 1), at: origin, color: color)
    }
}
