import CPixman
import Foundation

extension Canvas {
    /// Draws `image` scaled to fill `rect` (user space), blended OVER, with the canvas alpha.
    /// Mirrors `UIImage.draw(in:)` / `CGContext.draw(_:in:)` (without CG's flipped y).
    public func draw(_ image: Image, in rect: CGRect, filter: ImageFilter = .bilinear) {
        guard state.alpha > 0, rect.width > 0, rect.height > 0, !isClippedOut else { return }
        if record(.image(image, rect, filter)) { return }
        let rect = state.snapsImages ? snappedToPixels(rect) : rect
        let src = image.buffer
        // image pixel space -> user space -> device space
        let toUser = CGAffineTransform(scaleX: rect.width / CGFloat(src.width), y: rect.height / CGFloat(src.height))
            .concatenating(CGAffineTransform(translationX: rect.minX, y: rect.minY))
        let toDevice = toUser.concatenating(state.transform)
        guard toDevice.determinant != 0 else { return }

        let aligned = pixelAlignedDeviceRect(rect)
        let area = (aligned ?? PixelRect(covering: rect.applying(state.transform))).intersection(deviceClipBounds)
        guard !area.isEmpty else { return }

        // Scaled into a whole-pixel rectangle without flipping: blend a cached pre-scaled copy.
        if let d = aligned, toDevice.a > 0, toDevice.d > 0, toDevice.isRectilinear,
           d.width != src.width || d.height != src.height {
            let scaled = cache.scaledImages.scaled(image, width: d.width, height: d.height, filter: filter) {
                Canvas.resample(src, width: d.width, height: d.height, filter: filter)
            }
            composite(scaled, at: d, area: area)
            return
        }

        if toDevice.isTranslationOnly && aligned != nil {
            let dx = Int(toDevice.tx.rounded()), dy = Int(toDevice.ty.rounded())
            composite(src, at: PixelRect(x: dx, y: dy, width: src.width, height: src.height), area: area)
            return
        }

        // A private pixman image over the same pixels, so the transform and filter set here
        // never leak to other users of the image.
        guard let pimg = pixman_image_create_bits_no_clear(PIXMAN_a8r8g8b8, Int32(src.width), Int32(src.height),
                                                           src.pixels, Int32(src.stride)) else { return }
        defer { pixman_image_unref(pimg) }

        do {
            // pixman maps destination pixel centres back into the source, so it wants the
            // inverse transform.
            let inv = toDevice.inverted()
            var m = pixman_transform_t()
            m.matrix.0 = (fixed(inv.a), fixed(inv.c), fixed(inv.tx))
            m.matrix.1 = (fixed(inv.b), fixed(inv.d), fixed(inv.ty))
            m.matrix.2 = (0, 0, pixman_fixed_t(1 << 16))
            pixman_image_set_transform(pimg, &m)
            pixman_image_set_filter(pimg, filter == .nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
            // Inside an axis-aligned destination, edge pixels repeat (no fade at the border);
            // under rotation the outside is transparent, which softens the edges.
            pixman_image_set_repeat(pimg, aligned != nil ? PIXMAN_REPEAT_PAD : PIXMAN_REPEAT_NONE)
        }

        var mask: OpaquePointer? = nil
        if state.alpha < 1 {
            var c = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((state.alpha * 65535).rounded()))
            mask = pixman_image_create_solid_fill(&c)
        }
        defer { if let mask { pixman_image_unref(mask) } }

        applyClip()
        pixman_image_composite32(PIXMAN_OP_OVER, pimg, mask, target.image,
                                 Int32(area.x), Int32(area.y), 0, 0,
                                 Int32(area.x), Int32(area.y), Int32(area.width), Int32(area.height))
    }

    /// `rect` moved so its device edges fall on the nearest whole pixels, under an
    /// axis-aligned, unflipped transform (unchanged otherwise, or if it would vanish).
    func snappedToPixels(_ rect: CGRect) -> CGRect {
        let t = state.transform
        guard t.b == 0, t.c == 0, t.a > 0, t.d > 0 else { return rect }
        let d = rect.applying(t)
        guard d.minX.isFinite, d.maxX.isFinite, d.minY.isFinite, d.maxY.isFinite,
              abs(d.minX) < 1e9, abs(d.maxX) < 1e9, abs(d.minY) < 1e9, abs(d.maxY) < 1e9 else { return rect }
        let x0 = d.minX.rounded(), x1 = d.maxX.rounded(), y0 = d.minY.rounded(), y1 = d.maxY.rounded()
        guard x1 > x0, y1 > y0 else { return rect }
        return CGRect(x: (x0 - t.tx) / t.a, y: (y0 - t.ty) / t.d, width: (x1 - x0) / t.a, height: (y1 - y0) / t.d)
    }

    /// Blends an unscaled buffer whose top-left lands at `place.origin`, within `area`.
    private func composite(_ buffer: PixelBuffer, at place: PixelRect, area: PixelRect) {
        var mask: OpaquePointer? = nil
        if state.alpha < 1 {
            var c = pixman_color_t(red: 0, green: 0, blue: 0, alpha: UInt16((state.alpha * 65535).rounded()))
            mask = pixman_image_create_solid_fill(&c)
        }
        defer { if let mask { pixman_image_unref(mask) } }
        let a = area.intersection(place)
        guard !a.isEmpty else { return }
        applyClip()
        pixman_image_composite32(PIXMAN_OP_OVER, buffer.image, mask, target.image,
                                 Int32(a.x - place.x), Int32(a.y - place.y), 0, 0,
                                 Int32(a.x), Int32(a.y), Int32(a.width), Int32(a.height))
    }

    /// `source` resampled to `width`×`height` (the same sampling the direct path does).
    static func resample(_ source: PixelBuffer, width: Int, height: Int, filter: ImageFilter) -> PixelBuffer {
        let out = PixelBuffer(width: width, height: height)
        guard let pimg = pixman_image_create_bits_no_clear(PIXMAN_a8r8g8b8, Int32(source.width), Int32(source.height),
                                                           source.pixels, Int32(source.stride)) else { return out }
        defer { pixman_image_unref(pimg) }
        var m = pixman_transform_t()
        m.matrix.0 = (fixed(CGFloat(source.width) / CGFloat(width)), 0, 0)
        m.matrix.1 = (0, fixed(CGFloat(source.height) / CGFloat(height)), 0)
        m.matrix.2 = (0, 0, pixman_fixed_t(1 << 16))
        pixman_image_set_transform(pimg, &m)
        pixman_image_set_filter(pimg, filter == .nearest ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(pimg, PIXMAN_REPEAT_PAD)
        pixman_image_composite32(PIXMAN_OP_SRC, pimg, nil, out.image, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
        return out
    }
}
