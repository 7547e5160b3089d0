import CCairo
import CPixman
import Foundation

extension Canvas {
    /// Draws the shadow cast by `shape` (user space) the way Core Animation draws a layer's
    /// shadow: the shape's coverage blurred by a Gaussian of standard deviation `sigma`
    /// (user-space points), moved by `offset`, in `color` (its alpha times the shadow's
    /// opacity), blended OVER what is there.
    ///
    /// The blurred mask is made once (pixman's separable convolution filter, a horizontal then
    /// a vertical pass) and kept in the canvas cache, keyed by the shape, the device
    /// transform's linear part, the shape's sub-pixel place on the device grid and the
    /// device sigma: drawing the same shadow again is one composite of the colour through it.
    ///
    /// `occluder` is an opaque shape the caller fills next with an opaque colour under the
    /// same state (a card's background): the shadow's pixels inside its whole-pixel interior
    /// would be covered, so they are not composited (when it lands on whole device pixels).
    public func drawShadow(of shape: ShadowShape, offset: CGSize, sigma: CGFloat, color: Color, occluder: RoundedRect? = nil) {
        guard !color.isInvisible, state.alpha > 0, !isClippedOut, sigma.isFinite, sigma >= 0 else { return }
        if record(.shadow(shape, offset, sigma, color, occluder)) { return }
        // The shape moved to the origin; its origin carried by the transform instead.
        let origin: CGPoint
        let local: ShadowShape
        switch shape {
        case .rounded(let r):
            guard !r.rect.isEmpty else { return }
            origin = r.rect.origin
            local = .rounded(RoundedRect(rect: CGRect(origin: .zero, size: r.rect.size), radii: r.radii))
        case .path(let p):
            let b = p.controlPointBounds
            guard !b.isNull, !p.isEmpty else { return }
            origin = b.origin
            local = .path(p.applying(CGAffineTransform(translationX: -b.minX, y: -b.minY)))
        }
        let t = CGAffineTransform(translationX: origin.x + offset.width, y: origin.y + offset.height)
            .concatenating(state.transform)
        guard t.tx.isFinite, t.ty.isFinite, abs(t.tx) < 16_777_216, abs(t.ty) < 16_777_216 else { return }
        let ix = Int(t.tx.rounded(.down)), iy = Int(t.ty.rounded(.down))
        let fx = Int(((t.tx - CGFloat(ix)) * 4).rounded()), fy = Int(((t.ty - CGFloat(iy)) * 4).rounded())
        let deviceSigma = sigma * sqrt(abs(t.determinant))
        func q(_ v: CGFloat) -> Int { Int((v * 1024).rounded()) }
        let key = ShadowMaskCache.Key(shape: local, a: q(t.a), b: q(t.b), c: q(t.c), d: q(t.d), fracX: fx, fracY: fy,
                                      sigma: Int((deviceSigma * 64).rounded()))
        let mask: ShadowMaskCache.Mask
        if let hit = cache.shadows.value(for: key) {
            mask = hit
        } else {
            let linear = CGAffineTransform(a: t.a, b: t.b, c: t.c, d: t.d, tx: CGFloat(fx) / 4, ty: CGFloat(fy) / 4)
            guard let made = Canvas.makeShadowMask(local, transform: linear, sigma: deviceSigma) else { return }
            cache.shadows.insert(made, for: key)
            mask = made
        }
        var c = pixmanColor(color)
        guard c.alpha > 0, let solid = pixman_image_create_solid_fill(&c) else { return }
        defer { pixman_image_unref(solid) }
        let dest = PixelRect(x: ix + mask.offset.x, y: iy + mask.offset.y, width: mask.width, height: mask.height)
        let clip = deviceClipBounds
        guard dest.intersects(clip) else { return }
        applyClip()
        var rects = [dest.intersection(clip)]
        if let occluder, state.alpha >= 1, ShadowMaskStatistics.skipsOccludedPixels.load(ordering: .relaxed), let d = pixelAlignedDeviceRect(occluder.rect), state.transform.hasUniformScale {
            // The covered interior: the rectangle less the corner squares (a cross).
            let r = Int((occluder.radii.maximum * sqrt(abs(state.transform.determinant))).rounded(.up))
            var visible = Region(rects[0])
            if d.width > 2 * r { visible.subtract(Region(PixelRect(x: d.x + r, y: d.y, width: d.width - 2 * r, height: d.height))) }
            if d.height > 2 * r { visible.subtract(Region(PixelRect(x: d.x, y: d.y + r, width: d.width, height: d.height - 2 * r))) }
            rects = visible.rects
        }
        for b in rects where !b.isEmpty {
            pixman_image_composite32(PIXMAN_OP_OVER, solid, mask.image, target.image, 0, 0,
                                     Int32(b.x - dest.x), Int32(b.y - dest.y),
                                     Int32(b.x), Int32(b.y), Int32(b.width), Int32(b.height))
        }
    }

    /// The largest blurred mask made, in pixels (a bigger shadow is not drawn).
    static let maximumShadowMaskPixels = 4096 * 4096

    /// Rasterises `shape` under `transform` (device pixels) and blurs it by `sigma` pixels.
    static func makeShadowMask(_ shape: ShadowShape, transform: CGAffineTransform, sigma: CGFloat) -> ShadowMaskCache.Mask? {
        let bounds: CGRect
        switch shape {
        case .rounded(let r): bounds = r.rect.applying(transform)
        case .path(let p): bounds = p.controlPointBounds.applying(transform)
        }
        guard !bounds.isNull, !bounds.isEmpty || bounds.width > 0 || bounds.height > 0 else { return nil }
        let pad = Int((3 * sigma).rounded(.up)) + 1
        let rect = PixelRect(covering: bounds).insetBy(-pad)
        guard rect.width > 0, rect.height > 0, rect.width * rect.height <= maximumShadowMaskPixels,
              let sharp = pixman_image_create_bits(PIXMAN_a8, Int32(rect.width), Int32(rect.height), nil, 0) else { return nil }
        defer { pixman_image_unref(sharp) }
        switch shape {
        case .rounded(let r):
            let poly = r.polygon(transform: transform.concatenating(CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))))
            guard poly.count >= 3 else { return nil }
            let p0 = pixman_point_fixed_t(x: fixed(poly[0].x), y: fixed(poly[0].y))
            var tris: [pixman_triangle_t] = []
            for i in 1..<(poly.count - 1) {
                tris.append(pixman_triangle_t(p1: p0, p2: pixman_point_fixed_t(x: fixed(poly[i].x), y: fixed(poly[i].y)),
                                              p3: pixman_point_fixed_t(x: fixed(poly[i + 1].x), y: fixed(poly[i + 1].y))))
            }
            pixman_add_triangles(sharp, 0, 0, Int32(tris.count), tris)
        case .path(let p):
            fillPath(p, into: sharp, transform: transform.concatenating(CGAffineTransform(translationX: CGFloat(-rect.x), y: CGFloat(-rect.y))))
        }
        guard let blurred = blur(sharp, width: rect.width, height: rect.height, sigma: sigma) else { return nil }
        return ShadowMaskCache.Mask(image: blurred, offset: PixelPoint(x: rect.x, y: rect.y), width: rect.width, height: rect.height)
    }

    /// Fills `path` (non-zero winding, antialiased) into an `a8` pixman image through cairo.
    static func fillPath(_ path: Path, into image: OpaquePointer, transform t: CGAffineTransform) {
        guard CairoLibrary.isAvailable, let data = pixman_image_get_data(image) else { return }
        let w = pixman_image_get_width(image), h = pixman_image_get_height(image), stride = pixman_image_get_stride(image)
        guard stride == vitrine_cairo_format_stride_for_width(CAIRO_FORMAT_A8, w) else { return }
        let bytes = UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt8.self)
        guard let surface = vitrine_cairo_image_surface_create_for_data(bytes, CAIRO_FORMAT_A8, w, h, stride) else { return }
        defer { vitrine_cairo_surface_destroy(surface) }
        guard let cr = vitrine_cairo_create(surface) else { return }
        defer { vitrine_cairo_destroy(cr) }
        var m = cairo_matrix_t(xx: t.a, yx: t.b, xy: t.c, yy: t.d, x0: t.tx, y0: t.ty)
        vitrine_cairo_set_matrix(cr, &m)
        var current = CGPoint.zero
        for e in path.elements {
            switch e {
            case .move(let p): vitrine_cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p): vitrine_cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                vitrine_cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .curve(let p, let c1, let c2): vitrine_cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath:
                vitrine_cairo_close_path(cr)
                var x = 0.0, y = 0.0
                vitrine_cairo_get_current_point(cr, &x, &y)
                current = CGPoint(x: x, y: y)
            }
        }
        vitrine_cairo_set_fill_rule(cr, CAIRO_FILL_RULE_WINDING)
        vitrine_cairo_set_source_rgba(cr, 0, 0, 0, 1)
        vitrine_cairo_fill(cr)
        vitrine_cairo_surface_flush(surface)
    }

    /// A Gaussian blur of an `a8` image by `sigma` pixels: two passes of pixman's separable
    /// convolution filter (taps out to 3σ, an odd number so the blur stays centred), the
    /// first horizontal, the second vertical. Returns a new image (one reference).
    static func blur(_ source: OpaquePointer, width: Int, height: Int, sigma: CGFloat) -> OpaquePointer? {
        guard let mid = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height), nil, 0) else { return nil }
        guard sigma >= 0.05 else {
            pixman_image_composite32(PIXMAN_OP_SRC, source, nil, mid, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
            return mid
        }
        guard let out = pixman_image_create_bits(PIXMAN_a8, Int32(width), Int32(height), nil, 0) else {
            pixman_image_unref(mid); return nil
        }
        defer { pixman_image_unref(mid) }
        let taps = gaussianTaps(sigma: sigma)
        // Parameters: width and height of the kernel, subsample bits (none: the transform is
        // the identity), then the x taps and the y taps (fixed point).
        let one = [pixman_fixed_t(1 << 16)]
        let horizontal = [pixman_fixed_t(taps.count) << 16, 1 << 16, 0, 0] + taps + one
        let vertical = [1 << 16, pixman_fixed_t(taps.count) << 16, 0, 0] + one + taps
        for (src, dst, params) in [(source, mid, horizontal), (mid, out, vertical)] {
            params.withUnsafeBufferPointer {
                _ = pixman_image_set_filter(src, PIXMAN_FILTER_SEPARABLE_CONVOLUTION, $0.baseAddress, Int32($0.count))
            }
            pixman_image_set_repeat(src, PIXMAN_REPEAT_NONE)
            pixman_image_composite32(PIXMAN_OP_SRC, src, nil, dst, 0, 0, 0, 0, 0, 0, Int32(width), Int32(height))
            _ = pixman_image_set_filter(src, PIXMAN_FILTER_NEAREST, nil, 0)
        }
        return out
    }

    /// The normalised taps of a Gaussian of `sigma` pixels sampled at whole pixels out to 3σ,
    /// in pixman fixed point (their sum is exactly 1).
    static func gaussianTaps(sigma: CGFloat) -> [pixman_fixed_t] {
        let half = max(1, Int((3 * sigma).rounded(.up)))
        let weights = (-half...half).map { exp(-CGFloat($0 * $0) / (2 * sigma * sigma)) }
        let total = weights.reduce(0, +)
        var taps = weights.map { pixman_fixed_t(($0 / total * 65536).rounded()) }
        // Rounding leaves the sum a few units off 1.0: the centre tap takes the difference.
        taps[half] += 65536 - taps.reduce(0, +)
        return taps
    }
}
