import Foundation
import VitrineGraphics

/// How the compositor draws a layer's decoration: for a view's layer the render pass draws
/// the shadow, background and border around the view's content and subviews; a decoration
/// sublayer draws all of itself here, in Core Animation's order (shadow, background, fill,
/// sublayers, border).
extension CALayer {
    /// Draws the contents image, stretched over the bounds.
    func drawContents(in canvas: Canvas, bounds: CGRect) {
        guard let image = contents as? UIImage else { return }
        // Clipped to the rounded corners only when the layer masks (Core Animation): the
        // render pass's shaped clip does that for a view's layer.
        canvas.draw(image.image, in: bounds)
    }

    /// Whether the layer has sublayers that may draw.
    var hasVisibleSublayers: Bool { _sublayers.contains { !$0._isHidden && $0._opacity > 0 } }

    /// Draws the decoration sublayers (in the layer's coordinates).
    func drawSublayers(in canvas: Canvas) {
        for l in _sublayers where !l._isHidden && l._opacity > 0 { l.drawAsSublayer(in: canvas) }
    }

    /// Draws a decoration layer and its sublayers (the canvas is in its superlayer's
    /// coordinates). Its opacity multiplies what it draws (not composited as a group).
    func drawAsSublayer(in canvas: Canvas) {
        canvas.save()
        defer { canvas.restore() }
        let f = frame
        canvas.translateBy(x: f.minX - _bounds.minX, y: f.minY - _bounds.minY)
        canvas.alpha *= _opacity
        let bounds = _bounds
        let shape = shape(in: bounds)
        let background = _backgroundColor?.color
        let hasBackground = background.map { !$0.isInvisible } ?? false
        let border = _borderColor?.color
        let hasBorder = _borderWidth > 0 && (border.map { !$0.isInvisible } ?? false)
        drawShadow(in: canvas, bounds: bounds, drawsShape: hasBackground || hasBorder || drawsFill,
                   opaqueBackground: hasBackground && (background?.alpha ?? 0) >= 1)
        if let background, hasBackground { canvas.fill(shape, color: background) }
        if drawsFill { drawFill(in: canvas, bounds: bounds) }
        if hasVisibleSublayers {
            canvas.save()
            // A masking layer clips its sublayers to its bounds (to the rectangle: rounded
            // corners of a decoration layer do not clip its sublayers in Vitrine).
            if _masksToBounds { canvas.clip(to: bounds) }
            drawSublayers(in: canvas)
            canvas.restore()
        }
        if let border, hasBorder { canvas.strokeInside(shape, width: _borderWidth, color: border) }
    }

    /// The part of the layer's coordinates that its shadow and sublayers can touch beyond
    /// `bounds` (`bounds` itself when nothing reaches out).
    func drawnExtent(bounds: CGRect, drawsShape: Bool) -> CGRect {
        var r = bounds
        if let s = shadowExtent(bounds: bounds, drawsShape: drawsShape) { r = r.union(s) }
        if !_masksToBounds {
            for l in _sublayers where !l._isHidden && l._opacity > 0 {
                let f = l.frame
                let inner = l.drawnExtent(bounds: l._bounds, drawsShape: l.castsShapeShadow)
                r = r.union(inner.offsetBy(dx: f.minX - l._bounds.minX, dy: f.minY - l._bounds.minY))
            }
        }
        return r
    }

    /// Whether a decoration layer draws over its bounds (its shadow is cast by them).
    var castsShapeShadow: Bool {
        let hasBackground = _backgroundColor.map { !$0.color.isInvisible } ?? false
        let hasBorder = _borderWidth > 0 && (_borderColor.map { !$0.color.isInvisible } ?? false)
        return hasBackground || hasBorder || drawsFill
    }
}
