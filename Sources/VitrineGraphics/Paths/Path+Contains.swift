import Foundation

/// How the inside of a path is decided. Mirrors `CGPathFillRule`.
public enum FillRule: Equatable, Hashable, Sendable {
    /// Inside where the winding number is not zero.
    case winding
    /// Inside where a ray crosses the path an odd number of times.
    case evenOdd
}

extension Path {
    /// Whether `point` is inside the path under `rule` (each subpath implicitly closed; curves
    /// flattened finely). Mirrors `CGPath.contains(_:using:transform:)`.
    public func contains(_ point: CGPoint, using rule: FillRule = .winding) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        var winding = 0
        for poly in flattened() where poly.count > 1 {
            for i in 0..<poly.count {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if a.y <= point.y {
                    if b.y > point.y, cross(a, b, point) > 0 { winding += 1 }
                } else if b.y <= point.y, cross(a, b, point) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// The subpaths as polylines (curves split into 16 segments each).
    package func flattened(segments n: Int = 16) -> [[CGPoint]] {
        var out: [[CGPoint]] = []
        var current: [CGPoint] = []
        func flush() { if !current.isEmpty { out.append(current) }; current = [] }
        for e in elements {
            switch e {
            case .move(let p): flush(); current = [p]
            case .line(let p): current.append(p)
            case .quadCurve(let p, let c):
                guard let s = current.last else { current = [p]; continue }
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), m = 1 - t
                    current.append(CGPoint(x: m * m * s.x + 2 * m * t * c.x + t * t * p.x,
                                           y: m * m * s.y + 2 * m * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                guard let s = current.last else { current = [p]; continue }
                for i in 1...n {
                    let t = CGFloat(i) / CGFloat(n), m = 1 - t
                    let a = m * m * m, b = 3 * m * m * t, c = 3 * m * t * t, d = t * t * t
                    current.append(CGPoint(x: a * s.x + b * c1.x + c * c2.x + d * p.x,
                                           y: a * s.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .closeSubpath:
                let start = current.first
                flush()
                if let start { current = [start] }
            }
        }
        flush()
        return out.filter { $0.count > 1 }
    }
}
