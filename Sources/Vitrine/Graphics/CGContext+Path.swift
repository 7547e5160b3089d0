import Foundation
import VitrineGraphics

extension CGContext {
    // MARK: Building the current path

    /// Runs `body` on the current path in user space (the current transform), reporting
    /// non-finite input once for the call.
    private func edit(_ call: String, _ values: [CGFloat], _ body: (inout Path) -> Void) {
        if values.contains(where: { !$0.isFinite }) {
            BadInputLog.report("CGContext.\(call): non-finite value in \(values), dropped")
        }
        let t = canvas.transform
        guard let inverse = t.invertedIfPossible else { return }
        var local = Path()
        if let cp = devicePath.currentPoint { local.move(to: cp.applying(inverse)) }
        let skip = local.isEmpty ? 0 : 1
        body(&local)
        for e in local.elements.dropFirst(skip) { devicePath.append(e.applying(t)) }
    }

    /// Starts a new, empty path. Mirrors `CGContext.beginPath()`.
    public func beginPath() { devicePath = Path() }
    /// Mirrors `CGContext.move(to:)`.
    public func move(to p: CGPoint) { edit("move(to:)", [p.x, p.y]) { $0.move(to: p) } }
    /// Mirrors `CGContext.addLine(to:)`.
    public func addLine(to p: CGPoint) { edit("addLine(to:)", [p.x, p.y]) { $0.addLine(to: p) } }
    /// A move to the first point and lines to the others. Mirrors `CGContext.addLines(between:)`.
    public func addLines(between points: [CGPoint]) {
        edit("addLines(between:)", points.flatMap { [$0.x, $0.y] }) { path in
            guard let first = points.first else { return }
            path.move(to: first)
            for p in points.dropFirst() { path.addLine(to: p) }
        }
    }
    /// Mirrors `CGContext.addCurve(to:control1:control2:)`.
    public func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        edit("addCurve(to:control1:control2:)", [p.x, p.y, c1.x, c1.y, c2.x, c2.y]) { $0.addCurve(to: p, control1: c1, control2: c2) }
    }
    /// Mirrors `CGContext.addQuadCurve(to:control:)`.
    public func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        edit("addQuadCurve(to:control:)", [p.x, p.y, c.x, c.y]) { $0.addQuadCurve(to: p, control: c) }
    }
    /// Mirrors `CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)`. In UIKit's
    /// flipped coordinates `clockwise: true` turns anticlockwise on screen, as Core Graphics
    /// documents.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        edit("addArc(center:radius:startAngle:endAngle:clockwise:)", [center.x, center.y, radius, startAngle, endAngle]) {
            $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
        }
    }
    /// Mirrors `CGContext.addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat) {
        edit("addArc(tangent1End:tangent2End:radius:)", [t1.x, t1.y, t2.x, t2.y, radius]) {
            $0.addArc(tangent1End: t1, tangent2End: t2, radius: radius)
        }
    }
    /// Mirrors `CGContext.addRect(_:)`.
    public func addRect(_ r: CGRect) { edit("addRect(_:)", [r.minX, r.minY, r.width, r.height]) { $0.addRect(r) } }
    /// Mirrors `CGContext.addRects(_:)`.
    public func addRects(_ rs: [CGRect]) { for r in rs { addRect(r) } }
    /// Mirrors `CGContext.addEllipse(in:)`.
    public func addEllipse(in r: CGRect) { edit("addEllipse(in:)", [r.minX, r.minY, r.width, r.height]) { $0.addEllipse(in: r) } }
    /// Mirrors `CGContext.addPath(_:)`.
    public func addPath(_ path: CGPath) {
        if path.storage.droppedNonFinitePoints { BadInputLog.report("CGContext.addPath(_:): the path had non-finite points (dropped)") }
        devicePath.addPath(path.storage, transform: canvas.transform)
    }
    /// Mirrors `CGContext.closePath()`.
    public func closePath() { devicePath.closeSubpath() }
    /// Whether the current path is empty. Mirrors `CGContext.isPathEmpty`.
    public var isPathEmpty: Bool { devicePath.isEmpty }
    /// The current point in user space. Mirrors `CGContext.currentPointOfPath`.
    public var currentPointOfPath: CGPoint {
        guard let p = devicePath.currentPoint, let inv = canvas.transform.invertedIfPossible else { return .zero }
        return p.applying(inv)
    }
    /// The current path in user space. Mirrors `CGContext.path`.
    public var path: CGPath? {
        guard !devicePath.isEmpty, let inv = canvas.transform.invertedIfPossible else { return nil }
        return CGPath(path: devicePath.applying(inv))
    }

    // MARK: Painting

    /// Fills the current path with the fill colour and clears it. Mirrors `CGContext.fillPath(using:)`.
    public func fillPath(using rule: CGPathFillRule = .winding) {
        paint(fill: rule, stroke: false)
        devicePath = Path()
    }
    /// Mirrors `CGContext.eoFillPath()`.
    public func eoFillPath() { fillPath(using: .evenOdd) }
    /// Strokes the current path with the line style and stroke colour and clears it. Mirrors
    /// `CGContext.strokePath()`.
    public func strokePath() {
        paint(fill: nil, stroke: true)
        devicePath = Path()
    }
    /// Fills and/or strokes the current path and clears it. Mirrors `CGContext.drawPath(using:)`.
    public func drawPath(using mode: CGPathDrawingMode) {
        switch mode {
        case .fill: paint(fill: .winding, stroke: false)
        case .eoFill: paint(fill: .evenOdd, stroke: false)
        case .stroke: paint(fill: nil, stroke: true)
        case .fillStroke: paint(fill: .winding, stroke: true)
        case .eoFillStroke: paint(fill: .evenOdd, stroke: true)
        }
        devicePath = Path()
    }
    /// Fills an ellipse inscribed in `rect` with the fill colour. Mirrors `CGContext.fillEllipse(in:)`.
    /// A circle goes through the canvas's rounded-rectangle fill (exact, with cached
    /// antialiased corner masks); other ellipses through the path rasteriser.
    public func fillEllipse(in rect: CGRect) {
        if rect.width == rect.height {
            canvas.fill(RoundedRect(rect: rect, cornerRadius: rect.width / 2), color: style.fillColor)
            return
        }
        var p = Path()
        p.addEllipse(in: rect)
        canvas.fill(p, color: style.fillColor)
    }
    /// Strokes an ellipse inscribed in `rect`. Mirrors `CGContext.strokeEllipse(in:)`.
    public func strokeEllipse(in rect: CGRect) {
        var p = Path()
        p.addEllipse(in: rect)
        canvas.stroke(p, style: style.stroke, color: style.strokeColor)
    }
    /// Strokes a line between each pair of points (an odd last point is ignored). Mirrors
    /// `CGContext.strokeLineSegments(between:)`.
    public func strokeLineSegments(between points: [CGPoint]) {
        var p = Path()
        var i = 0
        while i + 1 < points.count {
            p.move(to: points[i]); p.addLine(to: points[i + 1]); i += 2
        }
        if p.droppedNonFinitePoints { BadInputLog.report("CGContext.strokeLineSegments(between:): non-finite points dropped") }
        canvas.stroke(p, style: style.stroke, color: style.strokeColor)
    }

    /// Paints the device-space current path: the fill in device space, the stroke in the
    /// user space of the current transform (so the pen follows it).
    private func paint(fill rule: CGPathFillRule?, stroke: Bool) {
        guard !devicePath.isEmpty else { return }
        if let rule {
            canvas.save()
            canvas.transform = .identity
            canvas.fill(devicePath, color: style.fillColor, rule: rule.rule)
            canvas.restore()
        }
        if stroke, let inv = canvas.transform.invertedIfPossible {
            canvas.stroke(devicePath.applying(inv), style: style.stroke, color: style.strokeColor)
        }
    }
}
