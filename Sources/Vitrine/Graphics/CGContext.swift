import Foundation
import VitrineGraphics

/// A drawing destination with Core Graphics' shape (the subset views need), over Vitrine's
/// pixman canvas. Obtained with `UIGraphicsGetCurrentContext()` inside `draw(_:)`.
@MainActor
public final class CGContext {
    /// The canvas underneath, for drawing Vitrine's richer primitives (rounded rects, text).
    public let canvas: Canvas
    private var fillColor = Color.black
    private var strokeColor = Color.black
    private var lineWidth: CGFloat = 1
    private var styleStack: [(Color, Color, CGFloat)] = []

    init(canvas: Canvas) { self.canvas = canvas }

    /// Mirrors `CGContext.saveGState()`.
    public func saveGState() { canvas.save(); styleStack.append((fillColor, strokeColor, lineWidth)) }
    /// Mirrors `CGContext.restoreGState()`.
    public func restoreGState() {
        canvas.restore()
        if let s = styleStack.popLast() { (fillColor, strokeColor, lineWidth) = s }
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
    public func setFillColor(_ color: CGColor) { fillColor = color }
    /// Mirrors `CGContext.setStrokeColor(_:)`.
    public func setStrokeColor(_ color: CGColor) { strokeColor = color }
    /// Mirrors `CGContext.setLineWidth(_:)`.
    public func setLineWidth(_ width: CGFloat) { lineWidth = max(0, width) }
    /// Fills a rectangle with the fill colour. Mirrors `CGContext.fill(_:)`.
    public func fill(_ rect: CGRect) { canvas.fill(rect, color: fillColor) }
    /// Fills rectangles with the fill colour. Mirrors `CGContext.fill(_:)` for an array.
    public func fill(_ rects: [CGRect]) { for r in rects { canvas.fill(r, color: fillColor) } }
    /// Strokes a rectangle centred on its edges with the line width and stroke colour.
    /// Mirrors `CGContext.stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        let h = lineWidth / 2
        canvas.strokeInside(rect.insetBy(dx: -h, dy: -h), width: lineWidth, color: strokeColor)
    }
    /// Mirrors `CGContext.stroke(_:width:)`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        let old = lineWidth
        lineWidth = max(0, width)
        stroke(rect)
        lineWidth = old
    }
    /// Fills an ellipse inscribed in `rect` with the fill colour. Mirrors
    /// `CGContext.fillEllipse(in:)` (exact for circles; a rounded rectangle whose radius is
    /// half the shorter side otherwise).
    public func fillEllipse(in rect: CGRect) {
        canvas.fill(RoundedRect(rect: rect, cornerRadius: min(rect.width, rect.height) / 2), color: fillColor)
    }
    /// Fills a rounded rectangle (Vitrine's addition, as `UIBezierPath(roundedRect:cornerRadius:).fill()`).
    public func fill(_ rect: CGRect, cornerRadius: CGFloat) {
        canvas.fill(RoundedRect(rect: rect, cornerRadius: cornerRadius), color: fillColor)
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
