import CPixman
import Foundation

extension Canvas {
    /// Draws shaped glyphs with the run's origin (on the baseline) at `origin` (user space).
    ///
    /// Under a uniform, unflipped, unrotated transform each glyph is rasterized at the device
    /// size and placed at its device x rounded to the nearest quarter pixel (the glyph
    /// rendered at that quarter-pixel phase: four cached phases) and its baseline rounded to a
    /// whole pixel (hinted baselines stay crisp); colour glyphs (emoji) are placed on the
    /// nearest whole pixel. Otherwise — rotation, skew, unequal scales, or a device size past
    /// the face's `rasterPixelSizeLimit` — each glyph is rasterized at the transform's scale
    /// (at most that limit) and resampled through the transform.
    ///
    /// Outline glyphs take the run's colour; colour glyphs keep their colours and take the
    /// run colour's alpha; the canvas alpha applies to both.
    public func draw(_ run: GlyphRun, at origin: CGPoint) {
        guard !run.color.isInvisible, state.alpha > 0, !run.glyphs.isEmpty, !isClippedOut,
              run.pointSize > 0, run.pointSize.isFinite else { return }
        if record(.glyphs(run, origin)) { return }
        let clip = deviceClipBounds
        guard !clip.isEmpty, let paint = glyphPaint(run.color) else { return }
        defer { paint.release() }
        applyClip()

        let t = state.transform
        let uniform = t.isRectilinear && t.a > 0 && abs(t.a - t.d) < 1e-9
        if uniform && run.pointSize * t.a <= run.face.rasterPixelSizeLimit {
            drawAligned(run, at: origin.applying(t), scale: t.a, clip: clip, paint: paint)
            return
        }
        // General path: the glyph rasterized at the transform's scale, then resampled.
        let s = sqrt(abs(t.determinant))
        let pixelSize = min(run.pointSize * (s > 0 && s.isFinite ? s : 1), run.face.rasterPixelSizeLimit)
        let rasterScale = pixelSize / run.pointSize
        for (g, p) in zip(run.glyphs, run.positions) {
            guard let glyph = run.face.glyph(index: g, pixelSize: pixelSize), glyph.width > 0 else { continue }
            let toUser = CGAffineTransform(scaleX: 1 / rasterScale, y: 1 / rasterScale)
                .concatenating(CGAffineTransform(translationX: origin.x + p.x + CGFloat(glyph.left) / rasterScale,
                                                 y: origin.y + p.y - CGFloat(glyph.top) / rasterScale))
            composite(glyph, through: toUser.concatenating(t), clip: clip, paint: paint)
        }
    }

    /// The fast path: `base` is the run's origin in device pixels, `k` device pixels a point.
    private func drawAligned(_ run: GlyphRun, at base: CGPoint, scale k: CGFloat, clip: PixelRect, paint: GlyphPaint) {
        let pixelSize = run.pointSize * k
        // Glyphs whose baseline is too far from the clip to reach it are skipped unrendered
        // (a band of a banded playback, a long label scrolled away); the reach is the font's
        // bounding box, plus hinting's slack.
        let above = Int((run.face.emAbove * pixelSize).rounded(.up)) + 2
        let below = Int((run.face.emBelow * pixelSize).rounded(.up)) + 2
        let limit: CGFloat = 1_073_741_824
        // First where each glyph goes, then all the glyphs in one trip through the cache.
        var indices: [UInt32] = [], phases: [Int] = [], places: [(x: Int, colorX: Int, baseline: Int)] = []
        indices.reserveCapacity(run.glyphs.count)
        phases.reserveCapacity(run.glyphs.count)
        places.reserveCapacity(run.glyphs.count)
        for (g, p) in zip(run.glyphs, run.positions) {
            let dx = base.x + p.x * k, dy = base.y + p.y * k
            guard abs(dx) < limit, abs(dy) < limit else { continue }
            let baseline = Int(dy.rounded())
            guard baseline + below > clip.minY, baseline - above < clip.maxY else { continue }
            // Round to the nearest quarter pixel: whole pixel `x`, phase 0…3.
            let quarters = Int((dx * 4).rounded())
            indices.append(g)
            phases.append(quarters & 3)
            places.append((quarters >> 2, Int(dx.rounded()), baseline))
        }
        guard !indices.isEmpty else { return }
        // Coverage glyphs go through pixman's glyph cache and are composited in one call;
        // colour glyphs (and glyphs the cache could not take) one by one.
        let strike = GlyphBatchCache.strike(face: run.face, size26_6: FontFace.size26_6(pixelSize, limit: run.face.rasterPixelSizeLimit))
        let count = indices.count
        _ = cache.glyphs.withFrozenCache { pcache in
            withUnsafeTemporaryAllocation(of: pixman_glyph_t.self, capacity: count) { placed in
                var n = 0
                var missing: [Int] = []
                for i in 0..<count {
                    let key = (UInt(indices[i]) << 2 | UInt(phases[i])) + 1
                    if let hit = cache.glyphs.lookup(pcache, strike: strike, key: key) {
                        placed[n] = pixman_glyph_t(x: Int32(places[i].x), y: Int32(places[i].baseline), glyph: hit)
                        n += 1
                    } else {
                        missing.append(i)
                    }
                }
                if !missing.isEmpty {
                    let glyphs = run.face.glyphs(indices: missing.map { indices[$0] }, phases: missing.map { phases[$0] }, pixelSize: pixelSize)
                    for (i, glyph) in zip(missing, glyphs) {
                        guard let glyph, glyph.width > 0 else { continue }
                        let place = places[i]
                        if !glyph.isColor, glyph.mask != nil,
                           let inserted = cache.glyphs.insert(pcache, strike: strike, key: (UInt(indices[i]) << 2 | UInt(phases[i])) + 1, glyph: glyph) {
                            placed[n] = pixman_glyph_t(x: Int32(place.x), y: Int32(place.baseline), glyph: inserted)
                            n += 1
                            continue
                        }
                        let gx = (glyph.isColor ? place.colorX : place.x) + glyph.left
                        let gy = place.baseline - glyph.top
                        guard PixelRect(x: gx, y: gy, width: glyph.width, height: glyph.height).intersects(clip) else { continue }
                        composite(glyph, x: gx, y: gy, paint: paint)
                    }
                }
                guard n > 0 else { return }
                pixman_composite_glyphs_no_mask(PIXMAN_OP_OVER, paint.solid, target.image, 0, 0, 0, 0, pcache, Int32(n), placed.baseAddress)
            }
        }
    }
}
