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
        let glyphs = run.face.glyphs(indices: indices, phases: phases, pixelSize: pixelSize)
        for (glyph, place) in zip(glyphs, places) {
            guard let glyph, glyph.width > 0 else { continue }
            let gx = (glyph.isColor ? place.colorX : place.x) + glyph.left
            let gy = place.baseline - glyph.top
            guard PixelRect(x: gx, y: gy, width: glyph.width, height: glyph.height).intersects(clip) else { continue }
            composite(glyph, x: gx, y: gy, paint: paint)
        }
    }
}
