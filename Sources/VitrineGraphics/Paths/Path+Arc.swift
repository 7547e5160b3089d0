import Foundation

extension Path {
    /// Adds a circular arc around `center`, from `startAngle` to `endAngle` (radians, measured
    /// from the x axis towards the y axis), with a line from the current point to the arc's
    /// start (a move when there is none). Mirrors `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:)`:
    /// `clockwise` is Core Graphics' sense in a y-up space, so `true` means decreasing angles,
    /// which in UIKit's y-down coordinates turns anticlockwise on screen (`UIBezierPath`
    /// inverts it). A sweep of a full turn or more draws the whole circle.
    public mutating func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        guard Self.finiteArc(center, radius, startAngle, endAngle) else { droppedNonFinitePoints = true; return }
        let full = 2 * CGFloat.pi
        var sweep = endAngle - startAngle
        if clockwise {
            if sweep <= -full { sweep = -full } else {
                sweep = -(startAngle - endAngle).truncatingRemainder(dividingBy: full)
                if sweep > 0 { sweep -= full }
            }
        } else {
            if sweep >= full { sweep = full } else {
                sweep = sweep.truncatingRemainder(dividingBy: full)
                if sweep < 0 { sweep += full }
            }
        }
        appendArc(center: center, radius: abs(radius), start: startAngle, sweep: sweep)
    }

    /// Adds an arc of `delta` radians (positive: increasing angles, clockwise on a y-down
    /// screen) starting at `startAngle`, with a line from the current point to its start.
    /// Mirrors `CGMutablePath.addRelativeArc(center:radius:startAngle:delta:)`.
    public mutating func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat) {
        guard Self.finiteArc(center, radius, startAngle, delta) else { droppedNonFinitePoints = true; return }
        appendArc(center: center, radius: abs(radius), start: startAngle, sweep: delta)
    }

    /// Adds a line from the current point towards `tangent1End` and an arc of `radius`
    /// tangent to the lines current point → `tangent1End` and `tangent1End` → `tangent2End`
    /// (the rounded corner at `tangent1End`). Collinear points or a zero radius give a line to
    /// `tangent1End`. Mirrors `CGMutablePath.addArc(tangent1End:tangent2End:radius:)`.
    public mutating func addArc(tangent1End t1: CGPoint, tangent2End t2: CGPoint, radius: CGFloat) {
        guard Self.finiteArc(t1, radius, t2.x, t2.y) else { droppedNonFinitePoints = true; return }
        guard let p0 = currentPoint else { move(to: t1); return }
        let u = CGPoint(x: p0.x - t1.x, y: p0.y - t1.y), v = CGPoint(x: t2.x - t1.x, y: t2.y - t1.y)
        let lu = hypot(u.x, u.y), lv = hypot(v.x, v.y)
        let r = abs(radius)
        guard lu > 0, lv > 0, r > 0 else { addLine(to: t1); return }
        let cross = u.x * v.y - u.y * v.x
        let cosTheta = max(-1, min(1, (u.x * v.x + u.y * v.y) / (lu * lv)))
        let theta = acos(cosTheta)   // the angle between the two tangent lines at t1
        guard abs(cross) > 1e-12 * lu * lv, theta > 1e-9 else { addLine(to: t1); return }
        let d = r / tan(theta / 2)   // distance from t1 to either tangent point
        let a = CGPoint(x: t1.x + u.x / lu * d, y: t1.y + u.y / lu * d)
        let b = CGPoint(x: t1.x + v.x / lv * d, y: t1.y + v.y / lv * d)
        // The centre lies on the bisector, r / sin(θ/2) from t1.
        let bx = u.x / lu + v.x / lv, by = u.y / lu + v.y / lv
        let bl = hypot(bx, by)
        let h = r / sin(theta / 2)
        let c = CGPoint(x: t1.x + bx / bl * h, y: t1.y + by / bl * h)
        let start = atan2(a.y - c.y, a.x - c.x)
        var sweep = atan2(b.y - c.y, b.x - c.x) - start
        while sweep > .pi { sweep -= 2 * .pi }
        while sweep < -.pi { sweep += 2 * .pi }
        _ = a   // appendArc draws the line to the arc's start, `a`
        appendArc(center: c, radius: r, start: start, sweep: sweep)
    }

    private static func finiteArc(_ c: CGPoint, _ r: CGFloat, _ a: CGFloat, _ b: CGFloat) -> Bool {
        c.x.isFinite && c.y.isFinite && r.isFinite && a.isFinite && b.isFinite
    }

    /// A line (or move) to the arc's start and cubic Béziers of at most a quarter turn each.
    private mutating func appendArc(center c: CGPoint, radius r: CGFloat, start: CGFloat, sweep: CGFloat) {
        func point(_ a: CGFloat) -> CGPoint { CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)) }
        let p0 = point(start)
        if currentPoint == nil { move(to: p0) } else { addLine(to: p0) }
        guard sweep != 0, r > 0 else { return }
        let segments = max(1, Int((abs(sweep) / (CGFloat.pi / 2) - 1e-9).rounded(.up)))
        let step = sweep / CGFloat(segments)
        // Control-point distance for a circular arc of `step` radians.
        let k = 4 / 3 * tan(step / 4) * r
        var a = start
        for _ in 0..<segments {
            let b = a + step
            let pa = point(a), pb = point(b)
            addCurve(to: pb,
                     control1: CGPoint(x: pa.x - k * sin(a), y: pa.y + k * cos(a)),
                     control2: CGPoint(x: pb.x + k * sin(b), y: pb.y - k * cos(b)))
            a = b
        }
    }
}

extension Path {
    /// The same subpaths with their elements in the opposite order (each subpath starting at
    /// its old end; a closed subpath stays closed). Mirrors `UIBezierPath.reversing()`.
    public func reversed() -> Path {
        var out = Path()
        var start: CGPoint?
        var segments: [(from: CGPoint, element: Element)] = []
        var closed = false
        var current: CGPoint?
        func flush() {
            guard let s = start else { return }
            let end = current ?? s
            out.move(to: end)
            for seg in segments.reversed() {
                switch seg.element {
                case .line: out.addLine(to: seg.from)
                case .quadCurve(_, let c): out.addQuadCurve(to: seg.from, control: c)
                case .curve(_, let c1, let c2): out.addCurve(to: seg.from, control1: c2, control2: c1)
                default: break
                }
            }
            if closed { out.closeSubpath() }
            start = nil; segments = []; closed = false
        }
        for e in elements {
            switch e {
            case .move(let p): flush(); start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _):
                if start == nil { start = current }
                if let from = current { segments.append((from, e)) }
                current = p
            case .closeSubpath:
                let s = start
                closed = true
                flush()
                current = s
            }
        }
        flush()
        return out
    }
}
