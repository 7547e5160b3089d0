import CPixman
import Foundation

extension Canvas {
    /// Draws a laid-out line with its baseline starting at `origin` (user space).
    ///
    /// When the device scale matches the scale the line was laid out at and nothing rotates,
    /// glyphs are placed on whole pixels (crisp, hinted text); otherwise each glyph's coverage
    /// is resampled through the transform. Colour glyphs (emoji) keep their colours and take
    /// only `color`'s alpha.
    public func draw(_ line: TextLine, at origin: CGPoint, color: Color) {
        guard !color.isInvisible, state.alpha > 0, !line.glyphs.isEmpty, !isClippedOut else { return }
        if record(.text(line, origin, color)) { return }
        let clip = deviceClipBounds
        guard !clip.isEmpty, let paint = glyphPaint(color) else { return }
        defer { paint.release() }
        applyClip()

        let t = state.transform
        let deviceOrigin = origin.applying(t)
        let uniform = t.isRectilinear && t.a > 0 && abs(t.a - t.d) < 1e-9
        if uniform && abs(t.a - line.scale) < 1e-6 {
            let oy = Int(deviceOrigin.y.rounded())
            for pg in line.glyphs where pg.glyph.width > 0 {
                let gx = Int((deviceOrigin.x + pg.x).rounded()) + pg.glyph.left
                let gy = oy - pg.glyph.top
                guard PixelRect(x: gx, y: gy, width: pg.glyph.width, height: pg.glyph.height).intersects(clip) else { continue }
                composite(pg.glyph, x: gx, y: gy, paint: paint)
            }
            return
        }
        // General path: glyph bitmap space -> device space, resampled bilinearly.
        for pg in line.glyphs where pg.glyph.width > 0 {
            let toUser = CGAffineTransform(scaleX: 1 / line.scale, y: 1 / line.scale)
                .concatenating(CGAffineTransform(translationX: origin.x + (pg.x + CGFloat(pg.glyph.left)) / line.scale,
                                                 y: origin.y - CGFloat(pg.glyph.top) / line.scale))
            composite(pg.glyph, through: toUser.concatenating(t), clip: clip, paint: paint)
        }
    }

    /// Lays out and draws `text` in `font` with its baseline starting at `origin`.
    public func drawText(_ text: String, font: Font, at origin: CGPoint, color: Color) {
        let s = sqrt(abs(state.transform.determinant))
        draw(font.layoutLine(text, scale: s > 0 ? s : 1), at: origin, color: color)
    }
}
