import CPixman
import Foundation

extension Canvas {
    /// Draws shaped glyphs with the run's origin (on the baseline) at `origin` (user space).
    ///
    /// Under a uniform, unrotated transform each glyph is rasterized at the device size and
    /// placed at its position rounded to a quarter pixel horizontally (four cached phases)
    /// and to a whole pixel vertically (hinted baselines stay crisp); otherwise each glyph's
    /// coverage is resampled through the transform.
    public func draw(_ run: GlyphRun, at origin: CGPoint) {
        guard !run.color.isInvisible, state.alpha > 0, !run.glyphs.isEmpty, !isClippedOut else { return }
        if record(.glyphs(run, origin)) { return }
        var c = pixmanColor(run.color)
        guard c.alpha > 0, let solid = pixman_image_create_solid_fill(&c) else { return }
        defer { pixman_image_unref(solid) }
        let clip = deviceClipBounds
        guard !clip.isEmpty else { return }
        applyClip()

        let t = state.transform
        let uniform = t.isRectilinear && t.a > 0 && abs(t.a - t.d) < 1e-9
        if uniform {
            drawBatched(run, at: origin.applying(t), scale: t.a, solid: solid)
            return
        }
        // General path: the glyph rasterized at the transform's scale, then resampled.
        let s = sqrt(abs(t.determinant))
        let pixelSize = run.pointSize * (s > 0 ? s : 1)
        let rasterScale = pixelSize / max(run.pointSize, 1e-6)
        for (g, p) in zip(run.glyphs, run.positions) {
            guard let glyph = run.face.glyph(index: g, pixelSize: pixelSize), glyph.mask != nil,
                  let pixels = glyph.maskPixels else { continue }
            let toUser = CGAffineTransform(scaleX: 1 / rasterScale, y: 1 / rasterScale)
                .concatenating(CGAffineTransform(translationX: origin.x + p.x + CGFloat(glyph.left) / rasterScale,
                                                 y: origin.y + p.y - CGFloat(glyph.top) / rasterScale))
            let toDevice = toUser.concatenating(t)
            guard toDevice.determinant != 0 else { continue }
            let box = PixelRect(covering: CGRect(x: 0, y: 0, width: glyph.width, height: glyph.height).applying(toDevice))
                .insetBy(-1).intersection(clip)
            guard !box.isEmpty else { continue }
            let inv = toDevice.inverted()
            var m = pixman_transform_t()
            m.matrix.0 = (fixed(inv.a), fixed(inv.c), fixed(inv.tx))
            m.matrix.1 = (fixed(inv.b), fixed(inv.d), fixed(inv.ty))
            m.matrix.2 = (0, 0, pixman_fixed_t(1 << 16))
            guard let img = pixman_image_create_bits_no_clear(PIXMAN_a8, Int32(glyph.width), Int32(glyph.height),
                                                              UnsafeMutableRawPointer(pixels).assumingMemoryBound(to: UInt32.self),
                                                              Int32((glyph.width + 3) & ~3)) else { continue }
            pixman_image_set_transform(img, &m)
            pixman_image_set_filter(img, PIXMAN_FILTER_BILINEAR, nil, 0)
            pixman_image_composite32(PIXMAN_OP_OVER, solid, img, target.image, 0, 0,
                                     Int32(box.x), Int32(box.y), Int32(box.x), Int32(box.y), Int32(box.width), Int32(box.height))
            pixman_image_unref(img)
        }
    }

    /// The fast path: every glyph rasterized at the device size, placed at a quarter-pixel
    /// phase horizontally and a whole pixel vertically, composited in one pixman call.
    private func drawBatched(_ run: GlyphRun, at base: CGPoint, scale k: CGFloat, solid: OpaquePointer) {
        let pixelSize = run.pointSize * k
        let size26_6 = FontFace.size26_6(pixelSize)
        let strike = GlyphStrikes.shared.id(face: run.face, size26_6: size26_6)
        let clip = deviceClipBounds
        let count = run.glyphs.count
        _ = cache.glyphs.withFrozenCache { pcache in
            withUnsafeTemporaryAllocation(of: pixman_glyph_t.self, capacity: count) { placed in
                var n = 0
                for i in 0..<count {
                    let g = run.glyphs[i], p = run.positions[i]
                    let dx = base.x + p.x * k
                    let quarter = (dx * 4).rounded(.down)
                    let ix = Int((quarter / 4).rounded(.down))
                    let phase = Int(quarter) - ix * 4
                    let iy = Int((base.y + p.y * k).rounded())
                    // Cull glyphs far outside the clip (a generous box: the glyph's size is unknown here).
                    let reach = Int(pixelSize * 2) + 4
                    if ix + reach < clip.minX || ix - reach > clip.maxX || iy + reach < clip.minY || iy - reach > clip.maxY { continue }
                    let key = UInt(g) << 2 | UInt(phase)
                    guard let cached = cache.glyphs.glyph(pcache, strike: strike, key: key + 1, make: {
                        run.face.glyph(index: g, pixelSize: pixelSize, phase: phase)
                    }) else { continue }
                    placed[n] = pixman_glyph_t(x: Int32(ix), y: Int32(iy), glyph: cached)
                    n += 1
                }
                guard n > 0 else { return }
                pixman_composite_glyphs_no_mask(PIXMAN_OP_OVER, solid, target.image, 0, 0, 0, 0, pcache, Int32(n), placed.baseAddress)
            }
        }
    }
}
