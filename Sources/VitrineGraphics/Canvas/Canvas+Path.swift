import Foundation

extension Canvas {
    /// Fills the inside of `path` (user space) under `rule` with `color`, antialiased, under
    /// the current transform, alpha and clip. Mirrors `CGContext.fillPath(using:)` with a solid
    /// fill colour.
    public func fill(_ path: Path, color: Color, rule: FillRule = .winding) {
        draw(path, paint: .fill(rule), color: color)
    }

    /// Strokes `path` (user space) with `style` (its width in user space, so it scales with
    /// the transform) in `color`. Mirrors `CGContext.strokePath()`.
    public func stroke(_ path: Path, style: StrokeStyle, color: Color) {
        draw(path, paint: .stroke(style), color: color)
    }

    /// Draws `path` as `paint`: recorded as one operation when recording (its mask is made at
    /// playback, per band, within the band's clip), otherwise rasterised by cairo into a
    /// coverage mask over the clipped device bounds and composited like any other shape.
    func draw(_ path: Path, paint: PathPaint, color: Color) {
        guard !color.isInvisible, state.alpha > 0, !path.isEmpty, !isClippedOut else { return }
        if case .stroke(let s) = paint, s.width <= 0 { return }
        if record(.path(path, paint, color)) { return }
        // Cairo's coverage of a pixel near an edge can differ by a few levels with the mask's
        // extent, so the mask covers the path within the whole target (not just the clip or the
        // band): a partial redraw then gives the pixels of a full one. Only when that is much
        // larger than the clip (a huge path, a small damage) is the mask cut to the clip.
        let clipBox = deviceClipBounds
        var limit = target.bounds
        if let full = PathRasterizer.deviceBounds(of: path, transform: state.transform, paint: paint)?.intersection(limit),
           full.width * full.height > max(1 << 20, 16 * clipBox.width * clipBox.height) {
            limit = clipBox
        }
        guard let mask = PathRasterizer.coverage(of: path, transform: state.transform, paint: paint, limit: limit) else { return }
        composite(color: color, through: mask)
    }
}
