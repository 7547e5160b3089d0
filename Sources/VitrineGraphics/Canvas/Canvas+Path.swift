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
        guard let mask = PathRasterizer.coverage(of: path, transform: state.transform, paint: paint, limit: deviceClipBounds) else { return }
        composite(color: color, through: mask)
    }
}
