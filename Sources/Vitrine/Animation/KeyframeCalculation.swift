import Foundation
import VitrineGraphics

/// How a keyframe animation moves through its values. Mirrors Core Animation's
/// `CAKeyframeAnimation.calculationMode`, which `UIView.KeyframeAnimationOptions`'
/// `calculationMode…` options choose.
enum KeyframeCalculationMode: Sendable {
    /// Straight from each value to the next over its keyframe.
    case linear
    /// Each value held until its keyframe ends, then the next at once.
    case discrete
    /// One speed along the straight path through all the values over the whole animation;
    /// the keyframes' own times are ignored ("keyTimes and timingFunctions … are ignored").
    case paced
    /// A Catmull-Rom spline through the values (Core Animation's cubic with its tension,
    /// continuity and bias all 0), each value reached when its keyframe ends.
    case cubic
    /// One speed along the cubic path over the whole animation.
    case cubicPaced
}

/// One property's keyframes (`from`, then each segment's `to`) evaluated at a share of the
/// animation's duration.
///
/// The cubic curve's tangent at each value is half the difference of its neighbours
/// (`(p[i+1] − p[i−1]) / 2`, Catmull-Rom); the first and last values count as their own outer
/// neighbours. Between keyframes and outside them the value reached is held, as in linear mode.
/// Values are points, rects, scalars, transforms (as translation, angle, scale and skew, the
/// angle taking the short way round) and colours (RGBA); the paced modes measure distance in
/// those components. A missing colour cannot be placed on a path: such a property moves
/// linearly.
struct KeyframeCalculation {
    let from: AnimatableValue
    let segments: [KeyframeSegment]

    /// Samples per keyframe of the cubic path for `cubicPaced`'s arc length (a multiple of 3:
    /// a turn-back between two equal values peaks at a third of the way).
    private static let samplesPerSegment = 96

    func value(at t: Double) -> AnimatableValue {
        let mode = segments.first?.mode ?? .linear
        switch mode {
        case .linear, .discrete: return stepped(t, discrete: mode == .discrete)
        case .paced, .cubic, .cubicPaced:
            guard let points = vectors() else { return stepped(t, discrete: false) }
            if mode == .cubic { return cubic(t, points) }
            let path = mode == .paced ? points : Self.sampledSpline(points)
            return from.withComponents(Self.point(alongPolyline: path, share: t))
        }
    }

    /// Linear or discrete: before the first keyframe its start value; inside one, from the
    /// previous keyframe's value (held, when discrete); between and after them, the last reached.
    private func stepped(_ t: Double, discrete: Bool) -> AnimatableValue {
        var current = from
        for s in segments {
            if t < s.start { return current }
            if t < s.start + s.duration {
                if discrete { return current }
                return current.interpolated(to: s.to, CGFloat((t - s.start) / s.duration))
            }
            current = s.to
        }
        return current
    }

    /// Cubic: on the spline between the previous keyframe's value and this one's, at the share
    /// of the keyframe's time.
    private func cubic(_ t: Double, _ p: [[Double]]) -> AnimatableValue {
        var reached = 0
        for (i, s) in segments.enumerated() {
            if t < s.start { break }
            if t < s.start + s.duration {
                let u = s.duration > 0 ? (t - s.start) / s.duration : 1
                return from.withComponents(Self.hermite(p, segment: i + 1, u))
            }
            reached = i + 1
        }
        return from.withComponents(p[reached])
    }

    /// The values as component vectors (transform angles unwrapped so that each step turns
    /// the short way), or `nil` when one cannot be.
    private func vectors() -> [[Double]]? {
        var out: [[Double]] = []
        for v in [from] + segments.map(\.to) {
            guard var c = v.components else { return nil }
            if case .transform = v, let last = out.last {
                var da = c[2] - last[2]
                da = da.truncatingRemainder(dividingBy: 2 * .pi)
                if da > .pi { da -= 2 * .pi } else if da < -.pi { da += 2 * .pi }
                c[2] = last[2] + da
            }
            out.append(c)
        }
        return out
    }

    /// The Catmull-Rom point `u` (0…1) of the way from `p[segment − 1]` to `p[segment]`: the
    /// cubic Hermite curve with tangents m[k] = (p[k+1] − p[k−1]) / 2.
    static func hermite(_ p: [[Double]], segment i: Int, _ u: Double) -> [Double] {
        let a = p[i - 1], b = p[i]
        let before = p[max(0, i - 2)], after = p[min(p.count - 1, i + 1)]
        let u2 = u * u, u3 = u2 * u
        let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
        return a.indices.map { k in
            let ma = (b[k] - before[k]) / 2, mb = (after[k] - a[k]) / 2
            return h00 * a[k] + h10 * ma + h01 * b[k] + h11 * mb
        }
    }

    /// The spline through `p` as a fine polyline (for its length).
    private static func sampledSpline(_ p: [[Double]]) -> [[Double]] {
        guard p.count > 1 else { return p }
        var out = [p[0]]
        for i in 1..<p.count {
            for j in 1...samplesPerSegment { out.append(hermite(p, segment: i, Double(j) / Double(samplesPerSegment))) }
        }
        return out
    }

    /// The point `share` (0…1) of the polyline's length along it.
    static func point(alongPolyline p: [[Double]], share: Double) -> [Double] {
        guard let first = p.first, let last = p.last else { return [] }
        let lengths = zip(p, p.dropFirst()).map { a, b in zip(a, b).reduce(0) { $0 + ($1.1 - $1.0) * ($1.1 - $1.0) }.squareRoot() }
        let total = lengths.reduce(0, +)
        guard total > 0, share < 1 else { return share <= 0 ? first : last }
        if share <= 0 { return first }
        var remaining = share * total
        for (i, l) in lengths.enumerated() {
            if remaining <= l, l > 0 {
                let f = remaining / l
                return zip(p[i], p[i + 1]).map { $0 + ($1 - $0) * f }
            }
            remaining -= l
        }
        return last
    }
}

extension AnimatableValue {
    /// The value as numbers (see `KeyframeCalculation`), `nil` for a missing colour.
    var components: [Double]? {
        switch self {
        case .point(let p): return [p.x, p.y].map(Double.init)
        case .rect(let r): return [r.minX, r.minY, r.width, r.height].map(Double.init)
        case .scalar(let s): return [Double(s)]
        case .transform(let t):
            let d = DecomposedTransform(t)
            return [d.tx, d.ty, d.angle, d.sx, d.sy, d.skew].map(Double.init)
        case .color(let c):
            guard let c else { return nil }
            return [c.red, c.green, c.blue, c.alpha].map(Double.init)
        }
    }

    /// A value of the same kind from `components` (sizes kept at or above 0, colours in range).
    func withComponents(_ c: [Double]) -> AnimatableValue {
        let v = c.map { CGFloat($0) }
        func clamp(_ x: CGFloat) -> CGFloat { min(1, max(0, x)) }
        switch self {
        case .point: guard v.count == 2 else { return self }
            return .point(CGPoint(x: v[0], y: v[1]))
        case .rect: guard v.count == 4 else { return self }
            return .rect(CGRect(x: v[0], y: v[1], width: max(0, v[2]), height: max(0, v[3])))
        case .scalar: guard v.count == 1 else { return self }
            return .scalar(v[0])
        case .transform(let t): guard v.count == 6 else { return self }
            var d = DecomposedTransform(t)
            d.tx = v[0]; d.ty = v[1]; d.angle = v[2]; d.sx = v[3]; d.sy = v[4]; d.skew = v[5]
            return .transform(d.transform)
        case .color: guard v.count == 4 else { return self }
            return .color(Color(red: clamp(v[0]), green: clamp(v[1]), blue: clamp(v[2]), alpha: clamp(v[3])))
        }
    }
}
