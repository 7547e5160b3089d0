import Foundation
import VitrineGraphics

/// A drawing destination with Core Graphics' shape (the subset views need), over Vitrine's
/// pixman canvas. Obtained with `UIGraphicsGetCurrentContext()` inside `draw(_:)`.
///
/// Paths are built with `move(to:)`, `addLine(to:)`, `addArc…` and the like, then filled or
/// stroked (cairo rasterises them; CGContext+Path.swift). As in Core Graphics, points are
/// mapped by the transform in force when they are added, the line width by the one in force
/// when the path is stroked, and the current path is not part of the saved graphics state.
@MainActor
public final class CGContext {
    /// The canvas underneath, for drawing Vitrine's richer primitives (rounded rects, text).
    public let canvas: Canvas

    /// The part of the graphics state kept here (the canvas keeps transform, alpha and clip).
    struct Style {
        var fillColor = Color.black
        var strokeColor = Color.black
        var stroke = StrokeStyle()
    }
    var style = Style()
    private var styleStack: [Style] = []
    /// The current path, in device space of the canvas's target.
    var devicePath = Path()

    init(canvas: Canvas) { self.canvas = canvas }

    /// Mirrors `CGContext.saveGState()` (fill and stroke colours and the line style are saved
    /// with the transform, alpha and clip; the current path is not).
    public func saveGState() { canvas.save(); styleStack.append(style) }
    /// Mirrors `CGContext.restoreGState()`.
    public func restoreGState() {
        canvas.restore()
        if let s = styleStack.popLast() { style = s }
    }
    /// Mirrors `CGContext.translateBy(x:y:)`.
    public func translateBy(x: CGFloat, y: CGFloat) { canvas.translateBy(x: x, y: y) }
    /// Mirrors `CGContext.scaleBy(x:y:)`.
    public func scaleBy(x: CGFloat, y: CGFloat) { canvas.scaleBy(x: x, y: y) }
    /// Mirrors `CGContext.rotate(by:)`.
    public func rotate(by angle: CGFloat) { canvas.rotate(by: angle) }
    /// Mirrors `CGContext.concatenate(_:)`.
    public func concatenate(_ t: CGAffineTransform) { canvas.concatenate(t) }
    /// Mirrors `CGContext.ctm`.
    public var ctm: CGAffineTransform { canvas.transform }
    /// Mirrors `CGContext.setAlpha(_:)`.
    public func setAlpha(_ alpha: CGFloat) { canvas.alpha = alpha }
    /// Mirrors `CGContext.clip(to:)` for a rectangle.
    public func clip(to rect: CGRect) { canvas.clip(to: rect) }
    /// Mirrors `CGContext.setFillColor(_:)`.
    public func setFillColor(_ color: CGColor) { style.fillColor = color }
    /// Mirrors `CGContext.setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) { style.strokeColor = color }
    /// Mirrors `CGContext.setLineWidth(_:)` (a negative or non-finite width is logged and
    /// becomes 0, which strokes nothing).
    public func setLineWidth(_ width: CGFloat) {
        if !StrokeStyle.isValidWidth(width) { BadInputLog.report("CGContext.setLineWidth(_:): invalid width \(width), using 0") }
        style.stroke.width = width
    }
    /// Mirrors `CGContext.setLineCap(_:)`.
    public func setLineCap(_ cap: CGLineCap) { style.stroke.cap = cap.style }
    /// Mirrors `CGContext.setLineJoin(_:)`.
    public func setLineJoin(_ join: CGLineJoin) { style.stroke.join = join.style }
    /// Mirrors `CGContext.setMiterLimit(_:)`.
    public func setMiterLimit(_ limit: CGFloat) { style.stroke.miterLimit = limit }
    /// Mirrors `CGContext.setLineDash(phase:lengths:)`: an empty array draws solid lines. A
    /// pattern with negative or non-finite lengths, or all zero, is logged and ignored.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        var s = style.stroke
        s.dashPhase = phase.isFinite ? phase : 0
        s.dashLengths = lengths
        if !lengths.isEmpty, !s.hasValidDash {
            BadInputLog.report("CGContext.setLineDash(phase:lengths:): invalid lengths \(lengths), drawing solid lines")
            s.dashLengths = []
        }
        style.stroke = s
    }
    /// Fills a rectangle with the fill colour. Mirrors `CGContext.fill(_:)`.
    public func fill(_ rect: CGRect) { canvas.fill(rect, color: style.fillColor) }
    /// Fills rectangles with the fill colour. Mirrors `CGContext.fill(_:)` for an array.
    public func fill(_ rects: [CGRect]) { for r in rects { canvas.fill(r, color: style.fillColor) } }
    /// Strokes a rectangle centred on its edges with the line width and stroke colour.
    /// Mirrors `CGContext.stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        if style.stroke.hasValidDash {
            var p = Path()
            p.addRect(rect)
            canvas.stroke(p, style: style.stroke, color: style.strokeColor)
            return
        }
        let w = style.stroke.width, h = w / 2
        canvas.strokeInside(rect.insetBy(dx: -h, dy: -h), width: w, color: style.strokeColor)
    }
    /// Mirrors `CGContext.stroke(_:width:)`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let old = style.stroke.width
        setLineWidth(width)
        stroke(rect)
        style.stroke.width = old
    }
    /// Fills a rounded rectangle (Vitrine's addition, as `UIBezierPath(roundedRect:cornerRadius:).fill()`).
    public func fill(_ rect: CGRect, cornerRadius: CGFloat) {
        canvas.fill(RoundedRect(rect: rect, cornerRadius: cornerRadius), color: style.fillColor)
    }
    /// Draws an image into `rect`. Mirrors `CGContext.draw(_:in:)` (y stays down, as in
    /// `UIImage.draw(in:)`).
    public func draw(_ image: UIImage, in rect: CGRect) { canvas.draw(image, in: rect) }
}

@MainActor var graphicsContextStack: [CGContext] = []

/// The context `draw(_:)` draws into, `nil` outside drawing. Mirrors
/// `UIGraphicsGetCurrentContext()`.
@MainActor public func UIGraphicsGetCurrentContext() -> CGContext? { graphicsContextStack.last }

/// Makes `context` current. Mirrors `UIGraphicsPushContext(_:)`.
@MainActor public func UIGraphicsPushContext(_ context: CGContext) { graphicsContextStack.append(context) }

/// Restores the previous context. Mirrors `UIGraphicsPopContext()`.
@MainActor public func UIGraphicsPopContext() { _ = graphicsContextStack.popLast() }

/// Fills `rect` with the current fill colour. Mirrors `UIRectFill(_:)`.
@MainActor public func UIRectFill(_ rect: CGRect) { UIGraphicsGetCurrentContext()?.fill(rect) }
