import Foundation
import VitrineGraphics

/// An immutable vector path. Mirrors Core Graphics' `CGPath` (y down, as everywhere in
/// Vitrine). Points that are not finite are dropped when added (and reported when the path
/// is drawn).
public class CGPath: @unchecked Sendable, Equatable, Hashable {
    // @unchecked: a CGPath is never mutated after it is made; CGMutablePath is (like Core
    // Graphics' mutable paths) not for sharing between threads while it changes.
    var storage: Path

    init(path: Path) { storage = path }

    /// The path value underneath.
    public var path: Path { storage }

    /// A closed rectangle. Mirrors `CGPath(rect:transform:)`.
    public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
        var p = Path()
        p.addRect(rect)
        self.init(path: p.applying(transform ?? .identity))
    }

    /// An ellipse inscribed in `rect`. Mirrors `CGPath(ellipseIn:transform:)`.
    public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
        var p = Path()
        p.addEllipse(in: rect)
        self.init(path: p.applying(transform ?? .identity))
    }

    /// A rectangle with elliptical corners of `cornerWidth` × `cornerHeight` (each clamped to
    /// half the rectangle's side). Mirrors `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform? = nil) {
        self.init(path: CGPath.roundedRect(rect, cornerWidth, cornerHeight).applying(transform ?? .identity))
    }

    /// Whether the path has no elements. Mirrors `CGPath.isEmpty`.
    public var isEmpty: Bool { storage.isEmpty }
    /// Mirrors `CGPath.currentPoint` (`.zero` when empty).
    public var currentPoint: CGPoint { storage.currentPoint ?? .zero }
    /// The box of every point, control points included. Mirrors `CGPath.boundingBox`.
    public var boundingBox: CGRect { storage.controlPointBounds }
    /// Mirrors `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity) -> Bool {
        storage.applying(transform).contains(point, using: rule.rule)
    }
    /// Mirrors `CGPath.copy()`.
    public func copy() -> CGPath? { CGPath(path: storage) }
    /// Mirrors `CGPath.copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: storage.applying(transform?.pointee ?? .identity))
    }
    /// Mirrors `CGPath.mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? { CGMutablePath(path: storage) }

    public static func == (a: CGPath, b: CGPath) -> Bool { a.storage.elements == b.storage.elements }
    public func hash(into h: inout Hasher) { h.combine(storage.elements) }

    /// A rounded rectangle whose corners are `w` × `h` ellipse quarters.
    static func roundedRect(_ rect: CGRect, _ w: CGFloat, _ h: CGFloat) -> Path {
        var p = Path()
        let s = rect.standardized
        let rw = min(max(0, w.isFinite ? w : 0), s.width / 2), rh = min(max(0, h.isFinite ? h : 0), s.height / 2)
        if rw == rh { p.addRoundedRect(in: rect, radii: .init(uniform: rw)); return p }
        // Elliptical corners: a circle's rounded rect scaled to the corner's aspect.
        guard rw > 0, rh > 0 else { p.addRect(rect); return p }
        let sx = rw / rh
        var unit = Path()
        unit.addRoundedRect(in: CGRect(x: 0, y: 0, width: s.width / sx, height: s.height), radii: .init(uniform: rh))
        p.addPath(unit, transform: CGAffineTransform(scaleX: sx, y: 1).concatenating(CGAffineTransform(translationX: s.minX, y: s.minY)))
        return p
    }
}

/// A path built step by step. Mirrors Core Graphics' `CGMutablePath`.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path. Mirrors `CGMutablePath()`.
    public init() { super.init(path: Path()) }
    override init(path: Path) { super.init(path: path) }

    private func map(_ p: CGPoint, _ t: CGAffineTransform) -> CGPoint { p.applying(t) }

    /// Mirrors `CGMutablePath.move(to:transform:)`.
    public func move(to p: CGPoint, transform t: CGAffineTransform = .identity) { storage.move(to: p.applying(t)) }
    /// Mirrors `CGMutablePath.addLine(to:transform:)`.
    public func addLine(to p: CGPoint, transform t: CGAffineTransform = .identity) { storage.addLine(to: p.applying(t)) }
    /// Mirrors `CGMutablePath.addLines(between:transform:)`: a move to the first point, lines to the rest.
    public func addLines(between points: [CGPoint], transform t: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        storage.move(to: first.applying(t))
        for p in points.dropFirst() { storage.addLine(to: p.applying(t)) }
    }
    /// Mirrors `CGMutablePath.addQuadCurve(to:control:transform:)`.
    public func addQuadCurve(to p: CGPoint, control c: CGPoint, transform t: CGAffineTransform = .identity) {
        storage.addQuadCurve(to: p.applying(t), control: c.applying(t))
    }
    /// Mirrors `CGMutablePath.addCurve(to:control1:control2:transform:)`.
    public func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint, transform t: CGAffineTransform = .identity) {
        storage.addCurve(to: p.applying(t), control1: control1.applying(t), control2: control2.applying(t))
    }
    /// Mirrors `CGMutablePath.addRect(_:transform:)`.
    public func addRect(_ r: CGRect, transform t: CGAffineTransform = .identity) { add(t) { $0.addRect(r) } }
    /// Mirrors `CGMutablePath.addRects(_:transform:)`.
    public func addRects(_ rs: [CGRect], transform t: CGAffineTransform = .identity) { for r in rs { addRect(r, transform: t) } }
    /// Mirrors `CGMutablePath.addEllipse(in:transform:)`.
    public func addEllipse(in r: CGRect, transform t: CGAffineTransform = .identity) { add(t) { $0.addEllipse(in: r) } }
    /// Mirrors `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public func addRoundedRect(in r: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform t: CGAffineTransform = .identity) {
        storage.addPath(CGPath.roundedRect(r, cornerWidth, cornerHeight), transform: t)
    }
    /// Mirrors `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`
    /// (`clockwise` in Core Graphics' y-up sense: anticlockwise on a y-down screen).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
                       transform t: CGAffineTransform = .identity) {
        add(t) { $0.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise) }
    }
    /// Mirrors `CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat, transform t: CGAffineTransform = .identity) {
        add(t) { $0.addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta) }
    }
    /// Mirrors `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform t: CGAffineTransform = .identity) {
        add(t) { $0.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius) }
    }
    /// Mirrors `CGMutablePath.addPath(_:transform:)`.
    public func addPath(_ path: CGPath, transform t: CGAffineTransform = .identity) { storage.addPath(path.storage, transform: t) }
    /// Mirrors `CGMutablePath.closeSubpath()`.
    public func closeSubpath() { storage.closeSubpath() }

    /// Builds in untransformed space, then appends through `t` (the current point carried over
    /// for arcs).
    private func add(_ t: CGAffineTransform, _ body: (inout Path) -> Void) {
        if t == .identity { body(&storage); return }
        guard let inverse = t.invertedIfPossible else { return }
        var local = Path()
        if let cp = storage.currentPoint { local.move(to: cp.applying(inverse)) }
        let skip = local.isEmpty ? 0 : 1
        body(&local)
        for e in local.elements.dropFirst(skip) { storage.append(e.applying(t)) }
    }
}

extension Path.Element {
    /// The element with its points mapped by `t`.
    func applying(_ t: CGAffineTransform) -> Path.Element {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2): .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}

extension Path {
    /// Appends one element.
    mutating func append(_ e: Element) {
        switch e {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}

extension CGAffineTransform {
    /// The inverse, `nil` when the transform is singular.
    var invertedIfPossible: CGAffineTransform? {
        let det = a * d - b * c
        guard det != 0, det.isFinite else { return nil }
        return inverted()
    }
}
