import Foundation
import VitrineGraphics

/// A path of lines and curves with the attributes to draw it. Mirrors UIKit's `UIBezierPath`
/// (y down; `clockwise` arcs turn clockwise on screen). Non-finite points are dropped and
/// reported once per call; a negative or non-finite `lineWidth` draws nothing and is reported.
@MainActor
open class UIBezierPath: NSObject {
    /// The path, in the coordinates of whatever context draws it.
    var storage = Path()

    /// An empty path. Mirrors `UIBezierPath()`.
    public override init() { super.init() }

    /// A closed rectangle. Mirrors `UIBezierPath(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        edit("init(rect:)", [rect.minX, rect.minY, rect.width, rect.height]) { $0.addRect(rect) }
    }

    /// An ellipse inscribed in `rect`. Mirrors `UIBezierPath(ovalIn:)`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        edit("init(ovalIn:)", [rect.minX, rect.minY, rect.width, rect.height]) { $0.addEllipse(in: rect) }
    }

    /// A rounded rectangle (circular corners, the radius clamped to half the shorter side).
    /// Mirrors `UIBezierPath(roundedRect:cornerRadius:)`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        edit("init(roundedRect:cornerRadius:)", [rect.minX, rect.minY, rect.width, rect.height, cornerRadius]) {
            $0.addRoundedRect(in: rect, radii: .init(uniform: cornerRadius))
        }
    }

    /// A rectangle with the given corners rounded. As in UIKit, the corners are circular with
    /// the radius `cornerRadii.width` (the height is not used). Mirrors
    /// `UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = cornerRadii.width
        edit("init(roundedRect:byRoundingCorners:cornerRadii:)", [rect.minX, rect.minY, rect.width, rect.height, r]) {
            $0.addRoundedRect(in: rect, radii: .init(topLeft: corners.contains(.topLeft) ? r : 0,
                                                     topRight: corners.contains(.topRight) ? r : 0,
                                                     bottomRight: corners.contains(.bottomRight) ? r : 0,
                                                     bottomLeft: corners.contains(.bottomLeft) ? r : 0))
        }
    }

    /// An open arc. Mirrors `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s elements. Mirrors `UIBezierPath(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        storage = cgPath.storage
    }

    /// Runs `body` on the path, reporting non-finite input once for the call.
    private func edit(_ call: String, _ values: [CGFloat], _ body: (inout Path) -> Void) {
        if values.contains(where: { !$0.isFinite }) {
            BadInputLog.report("UIBezierPath.\(call): non-finite value in \(values), dropped")
        }
        body(&storage)
    }

    // MARK: Building

    /// Mirrors `UIBezierPath.move(to:)`.
    open func move(to p: CGPoint) { edit("move(to:)", [p.x, p.y]) { $0.move(to: p) } }
    /// Mirrors `UIBezierPath.addLine(to:)`.
    open func addLine(to p: CGPoint) { edit("addLine(to:)", [p.x, p.y]) { $0.addLine(to: p) } }
    /// Mirrors `UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`.
    open func addCurve(to p: CGPoint, controlPoint1 c1: CGPoint, controlPoint2 c2: CGPoint) {
        edit("addCurve(to:controlPoint1:controlPoint2:)", [p.x, p.y, c1.x, c1.y, c2.x, c2.y]) {
            $0.addCurve(to: p, control1: c1, control2: c2)
        }
    }
    /// Mirrors `UIBezierPath.addQuadCurve(to:controlPoint:)`.
    open func addQuadCurve(to p: CGPoint, controlPoint c: CGPoint) {
        edit("addQuadCurve(to:controlPoint:)", [p.x, p.y, c.x, c.y]) { $0.addQuadCurve(to: p, control: c) }
    }
    /// Adds an arc with a line from the current point to its start. `clockwise` is on screen
    /// (angles increase clockwise in UIKit's y-down space). Mirrors
    /// `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        edit("addArc(withCenter:radius:startAngle:endAngle:clockwise:)", [center.x, center.y, radius, startAngle, endAngle]) {
            // Core Graphics' `clockwise` is the y-up sense: the opposite on screen.
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
        }
    }
    /// Mirrors `UIBezierPath.close()`.
    open func close() { storage.closeSubpath() }
    /// Mirrors `UIBezierPath.removeAllPoints()`.
    open func removeAllPoints() { storage = Path() }
    /// Appends `other`'s elements. Mirrors `UIBezierPath.append(_:)`.
    open func append(_ other: UIBezierPath) { storage.addPath(other.storage) }
    /// Maps every point by `transform`. Mirrors `UIBezierPath.apply(_:)`.
    open func apply(_ transform: CGAffineTransform) {
        let a = [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty]
        if a.contains(where: { !$0.isFinite }) {
            BadInputLog.report("UIBezierPath.apply(_:): non-finite transform \(transform), ignored")
            return
        }
        storage = storage.applying(transform)
    }
    /// The same shape drawn in the opposite direction. Mirrors `UIBezierPath.reversing()`.
    open func reversing() -> UIBezierPath {
        let p = copyAttributes()
        p.storage = storage.reversed()
        return p
    }

    // MARK: Reading

    /// Mirrors `UIBezierPath.cgPath` (setting it replaces the elements).
    open var cgPath: CGPath {
        get { CGPath(path: storage) }
        set { storage = newValue.storage }
    }
    /// The box of every point, control points included. Mirrors `UIBezierPath.bounds`.
    open var bounds: CGRect { storage.controlPointBounds }
    /// Mirrors `UIBezierPath.currentPoint` (`.zero` when empty).
    open var currentPoint: CGPoint { storage.currentPoint ?? .zero }
    /// Mirrors `UIBezierPath.isEmpty`.
    open var isEmpty: Bool { storage.isEmpty }
    /// Whether `point` is inside under `usesEvenOddFillRule`. Mirrors `UIBezierPath.contains(_:)`.
    open func contains(_ point: CGPoint) -> Bool {
        storage.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    // MARK: Drawing attributes

    /// The stroke width in points (default 1). Mirrors `UIBezierPath.lineWidth`.
    open var lineWidth: CGFloat = 1 {
        didSet {
            if !StrokeStyle.isValidWidth(lineWidth) { BadInputLog.report("UIBezierPath.lineWidth: invalid width \(lineWidth), drawing nothing") }
        }
    }
    /// Mirrors `UIBezierPath.lineCapStyle` (default `.butt`).
    open var lineCapStyle: CGLineCap = .butt
    /// Mirrors `UIBezierPath.lineJoinStyle` (default `.miter`).
    open var lineJoinStyle: CGLineJoin = .miter
    /// Mirrors `UIBezierPath.miterLimit` (default 10).
    open var miterLimit: CGFloat = 10
    /// Mirrors `UIBezierPath.flatness` (kept; cairo's tolerance is fixed at 0.1 device pixel).
    open var flatness: CGFloat = 0.6
    /// Whether `fill()` and `contains(_:)` use the even-odd rule. Mirrors `UIBezierPath.usesEvenOddFillRule`.
    open var usesEvenOddFillRule = false
    private var dashPattern: [CGFloat] = []
    private var dashPhase: CGFloat = 0

    /// Sets the dash pattern (`nil` or empty: solid). Mirrors `UIBezierPath.setLineDash(_:count:phase:)`.
    open func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        dashPattern = pattern.map { Array(UnsafeBufferPointer(start: $0, count: max(0, count))) } ?? []
        dashPhase = phase.isFinite ? phase : 0
        if !dashPattern.isEmpty, !strokeStyle.hasValidDash {
            BadInputLog.report("UIBezierPath.setLineDash(_:count:phase:): invalid lengths \(dashPattern), drawing solid lines")
            dashPattern = []
        }
    }
    /// Sets the dash pattern from an array (empty: solid).
    open func setLineDash(_ pattern: [CGFloat], phase: CGFloat) {
        pattern.withUnsafeBufferPointer { setLineDash($0.baseAddress, count: $0.count, phase: phase) }
    }
    /// Copies the dash pattern out. Mirrors `UIBezierPath.getLineDash(_:count:phase:)`.
    open func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in dashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = dashPattern.count
        phase?.pointee = dashPhase
    }
    /// The dash pattern and phase (Vitrine's Swift-friendly form of `getLineDash`).
    open var lineDash: (pattern: [CGFloat], phase: CGFloat) { (dashPattern, dashPhase) }

    /// The stroke parameters as the rasteriser takes them.
    var strokeStyle: StrokeStyle {
        StrokeStyle(width: lineWidth, cap: lineCapStyle.style, join: lineJoinStyle.style, miterLimit: miterLimit,
                    dashPhase: dashPhase, dashLengths: dashPattern)
    }

    private func copyAttributes() -> UIBezierPath {
        let p = UIBezierPath()
        p.lineWidth = lineWidth; p.lineCapStyle = lineCapStyle; p.lineJoinStyle = lineJoinStyle
        p.miterLimit = miterLimit; p.usesEvenOddFillRule = usesEvenOddFillRule; p.flatness = flatness
        p.dashPattern = dashPattern; p.dashPhase = dashPhase
        return p
    }

    // MARK: Drawing

    /// Fills the inside with the current context's fill colour. Mirrors `UIBezierPath.fill()`.
    open func fill() { fill(with: .normal, alpha: 1) }
    /// Strokes the path with its line attributes in the context's stroke colour. Mirrors `UIBezierPath.stroke()`.
    open func stroke() { stroke(with: .normal, alpha: 1) }

    /// Fills with an extra alpha (only `.normal` blending is drawn). Mirrors `UIBezierPath.fill(with:alpha:)`.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        Self.checkBlend(blendMode)
        ctx.canvas.save()
        ctx.canvas.alpha = ctx.canvas.alpha * (alpha.isFinite ? alpha : 1)
        ctx.canvas.fill(storage, color: ctx.style.fillColor, rule: usesEvenOddFillRule ? .evenOdd : .winding)
        ctx.canvas.restore()
    }
    /// Strokes with an extra alpha (only `.normal` blending is drawn). Mirrors `UIBezierPath.stroke(with:alpha:)`.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        Self.checkBlend(blendMode)
        ctx.canvas.save()
        ctx.canvas.alpha = ctx.canvas.alpha * (alpha.isFinite ? alpha : 1)
        ctx.canvas.stroke(storage, style: strokeStyle, color: ctx.style.strokeColor)
        ctx.canvas.restore()
    }

    private static var reportedBlend = false
    private static func checkBlend(_ mode: CGBlendMode) {
        guard mode != .normal, !reportedBlend else { return }
        reportedBlend = true
        BadInputLog.report("UIBezierPath: blend mode \(mode) is drawn as .normal")
    }
}
