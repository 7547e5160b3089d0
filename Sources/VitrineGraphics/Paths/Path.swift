import Foundation

/// A vector path: subpaths of lines and Bézier curves in user space (y down, as UIKit). The
/// value behind `CGPath`/`UIBezierPath`; rasterised by `PathRasterizer` (cairo).
///
/// Arcs, ellipses and rounded rectangles are stored as cubic Béziers, as Core Graphics does.
/// Points that are not finite are dropped when added (the caller logs it): a path never holds
/// NaN or infinity.
public struct Path: Equatable, Hashable, Sendable {
    /// One drawing step. Mirrors `CGPathElement`.
    public enum Element: Equatable, Hashable, Sendable {
        case move(to: CGPoint)
        case line(to: CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case closeSubpath
    }

    /// The steps, in order.
    public private(set) var elements: [Element] = []
    /// Whether a point that was not finite was dropped (for the caller's log line).
    public internal(set) var droppedNonFinitePoints = false

    public init() {}

    /// Whether the path has no elements. Mirrors `CGPath.isEmpty`.
    public var isEmpty: Bool { elements.isEmpty }

    /// The end of the last element (the start of the next), `nil` when there is none.
    public private(set) var currentPoint: CGPoint?
    /// The start of the current subpath.
    private var subpathStart: CGPoint?
    /// The corners of `controlPointBounds`, kept as points are added: a path filled or
    /// stroked many times (a chart's area, clipped band by band) is not walked again each time.
    private var low = CGPoint(x: CGFloat.infinity, y: .infinity), high = CGPoint(x: -CGFloat.infinity, y: -.infinity)

    private mutating func include(_ p: CGPoint) {
        low = CGPoint(x: min(low.x, p.x), y: min(low.y, p.y))
        high = CGPoint(x: max(high.x, p.x), y: max(high.y, p.y))
    }

    private static func finite(_ ps: CGPoint...) -> Bool { ps.allSatisfy { finite($0) } }
    private static func finite(_ p: CGPoint) -> Bool { p.x.isFinite && p.y.isFinite }

    /// Starts a subpath at `p`. Mirrors `CGMutablePath.move(to:)`.
    public mutating func move(to p: CGPoint) {
        guard Self.finite(p) else { droppedNonFinitePoints = true; return }
        elements.append(.move(to: p))
        include(p)
        currentPoint = p
        subpathStart = p
    }

    /// A straight line to `p` (a move when there is no current point). Mirrors
    /// `CGMutablePath.addLine(to:)`.
    public mutating func addLine(to p: CGPoint) {
        guard Self.finite(p) else { droppedNonFinitePoints = true; return }
        guard currentPoint != nil else { move(to: p); return }
        elements.append(.line(to: p))
        include(p)
        currentPoint = p
    }

    /// Mirrors `CGMutablePath.addQuadCurve(to:control:)`.
    public mutating func addQuadCurve(to p: CGPoint, control c: CGPoint) {
        guard Self.finite(p, c) else { droppedNonFinitePoints = true; return }
        guard currentPoint != nil else { move(to: p); return }
        elements.append(.quadCurve(to: p, control: c))
        include(p)
        include(c)
        currentPoint = p
    }

    /// Mirrors `CGMutablePath.addCurve(to:control1:control2:)`.
    public mutating func addCurve(to p: CGPoint, control1 c1: CGPoint, control2 c2: CGPoint) {
        guard Self.finite(p, c1, c2) else { droppedNonFinitePoints = true; return }
        guard currentPoint != nil else { move(to: p); return }
        elements.append(.curve(to: p, control1: c1, control2: c2))
        include(p)
        include(c1)
        include(c2)
        currentPoint = p
    }

    /// Closes the current subpath with a line to its start. Mirrors
    /// `CGMutablePath.closeSubpath()`.
    public mutating func closeSubpath() {
        guard currentPoint != nil else { return }
        elements.append(.closeSubpath)
        currentPoint = subpathStart
    }

    /// Adds a closed rectangle (clockwise on screen from the top-left). Mirrors
    /// `CGMutablePath.addRect(_:)`.
    public mutating func addRect(_ r: CGRect) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            droppedNonFinitePoints = true; return
        }
        let s = r.standardized
        move(to: CGPoint(x: s.minX, y: s.minY))
        addLine(to: CGPoint(x: s.maxX, y: s.minY))
        addLine(to: CGPoint(x: s.maxX, y: s.maxY))
        addLine(to: CGPoint(x: s.minX, y: s.maxY))
        closeSubpath()
    }

    /// The cubic Bézier constant for a quarter circle.
    static let kappa: CGFloat = 0.5522847498307936

    /// Adds a closed ellipse inscribed in `r`. Mirrors `CGMutablePath.addEllipse(in:)`.
    public mutating func addEllipse(in r: CGRect) {
        addRoundedRect(in: r, radii: CornerRadii(uniform: .infinity))
    }

    /// Radii of the four corners of a rounded rectangle (each clamped to half the shorter
    /// side of the rectangle when drawn; `.infinity` asks for the largest possible).
    public struct CornerRadii: Equatable, Hashable, Sendable {
        public var topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat
        public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
            self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
        }
        public init(uniform r: CGFloat) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }
    }

    /// Adds a closed rectangle with rounded corners (circular quarter arcs, each radius
    /// clamped to half the rectangle's shorter side; a zero radius is a sharp corner). With
    /// every radius `.infinity` on a square it is a circle. Mirrors
    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:)` with equal width and height.
    public mutating func addRoundedRect(in r: CGRect, radii: CornerRadii) {
        guard !r.isNull, r.origin.x.isFinite, r.origin.y.isFinite, r.width.isFinite, r.height.isFinite else {
            droppedNonFinitePoints = true; return
        }
        let s = r.standardized
        let maxRX = s.width / 2, maxRY = s.height / 2
        func clampX(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(0, v), maxRX) }
        func clampY(_ v: CGFloat) -> CGFloat { v.isNaN ? 0 : min(max(0, v), maxRY) }
        // Elliptical corners when a radius exceeds a half side on one axis only (an ellipse for
        // `addEllipse`); circular otherwise.
        let tl = (clampX(radii.topLeft), clampY(radii.topLeft)), tr = (clampX(radii.topRight), clampY(radii.topRight))
        let br = (clampX(radii.bottomRight), clampY(radii.bottomRight)), bl = (clampX(radii.bottomLeft), clampY(radii.bottomLeft))
        let k = Self.kappa
        move(to: CGPoint(x: s.minX + tl.0, y: s.minY))
        addLine(to: CGPoint(x: s.maxX - tr.0, y: s.minY))
        if tr.0 > 0 && tr.1 > 0 {
            addCurve(to: CGPoint(x: s.maxX, y: s.minY + tr.1),
                     control1: CGPoint(x: s.maxX - tr.0 + tr.0 * k, y: s.minY),
                     control2: CGPoint(x: s.maxX, y: s.minY + tr.1 - tr.1 * k))
        }
        addLine(to: CGPoint(x: s.maxX, y: s.maxY - br.1))
        if br.0 > 0 && br.1 > 0 {
            addCurve(to: CGPoint(x: s.maxX - br.0, y: s.maxY),
                     control1: CGPoint(x: s.maxX, y: s.maxY - br.1 + br.1 * k),
                     control2: CGPoint(x: s.maxX - br.0 + br.0 * k, y: s.maxY))
        }
        addLine(to: CGPoint(x: s.minX + bl.0, y: s.maxY))
        if bl.0 > 0 && bl.1 > 0 {
            addCurve(to: CGPoint(x: s.minX, y: s.maxY - bl.1),
                     control1: CGPoint(x: s.minX + bl.0 - bl.0 * k, y: s.maxY),
                     control2: CGPoint(x: s.minX, y: s.maxY - bl.1 + bl.1 * k))
        }
        addLine(to: CGPoint(x: s.minX, y: s.minY + tl.1))
        if tl.0 > 0 && tl.1 > 0 {
            addCurve(to: CGPoint(x: s.minX + tl.0, y: s.minY),
                     control1: CGPoint(x: s.minX, y: s.minY + tl.1 - tl.1 * k),
                     control2: CGPoint(x: s.minX + tl.0 - tl.0 * k, y: s.minY))
        }
        closeSubpath()
    }

    /// Adds the elements of `other` (transformed by `t`). Mirrors `CGMutablePath.addPath(_:transform:)`.
    public mutating func addPath(_ other: Path, transform t: CGAffineTransform = .identity) {
        for e in other.applying(t).elements {
            switch e {
            case .move(let p): move(to: p)
            case .line(let p): addLine(to: p)
            case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
            case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
            case .closeSubpath: closeSubpath()
            }
        }
    }

    /// The path with every point mapped by `t`. Mirrors `CGPath.copy(using:)`.
    public func applying(_ t: CGAffineTransform) -> Path {
        var out = Path()
        out.droppedNonFinitePoints = droppedNonFinitePoints
        for e in elements {
            switch e {
            case .move(let p): out.move(to: p.applying(t))
            case .line(let p): out.addLine(to: p.applying(t))
            case .quadCurve(let p, let c): out.addQuadCurve(to: p.applying(t), control: c.applying(t))
            case .curve(let p, let c1, let c2): out.addCurve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
            case .closeSubpath: out.closeSubpath()
            }
        }
        return out
    }

    /// The smallest rectangle holding every point, control points included; `.null` when
    /// empty. Mirrors `CGPath.boundingBox`.
    public var controlPointBounds: CGRect {
        low.x.isFinite ? CGRect(x: low.x, y: low.y, width: high.x - low.x, height: high.y - low.y) : .null
    }
}
