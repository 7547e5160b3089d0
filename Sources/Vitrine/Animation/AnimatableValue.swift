import Foundation
import VitrineGraphics

/// The view properties `UIView.animate` can animate, with their values.
enum AnimatableProperty: Hashable {
    case center, bounds, transform, alpha, backgroundColor
}

enum AnimatableValue: Equatable {
    case point(CGPoint)
    case rect(CGRect)
    case transform(CGAffineTransform)
    case scalar(CGFloat)
    case color(Color?)

    /// The value `p` of the way from `self` to `to` (p may leave 0...1 for springs).
    func interpolated(to: AnimatableValue, _ p: CGFloat) -> AnimatableValue {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        switch (self, to) {
        case let (.point(a), .point(b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
        case let (.rect(a), .rect(b)):
            return .rect(CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: max(0, mix(a.width, b.width)), height: max(0, mix(a.height, b.height))))
        case let (.scalar(a), .scalar(b)): return .scalar(mix(a, b))
        case let (.transform(a), .transform(b)):
            return .transform(DecomposedTransform(a).interpolated(to: DecomposedTransform(b), p).transform)
        case let (.color(a), .color(b)):
            // A missing colour fades as a transparent version of the other.
            let ca = a ?? (b ?? .clear).multiplyingAlpha(0), cb = b ?? (a ?? .clear).multiplyingAlpha(0)
            let c = Color(red: mix(ca.red, cb.red), green: mix(ca.green, cb.green), blue: mix(ca.blue, cb.blue),
                          alpha: min(1, max(0, mix(ca.alpha, cb.alpha))))
            if p >= 1 { return .color(b) }
            return .color(c)
        default:
            return p < 1 ? self : to
        }
    }
}

/// An affine transform as translation, rotation, scale and skew, so that animating between two
/// rotations turns instead of shrinking through the middle (as Core Animation does).
struct DecomposedTransform {
    var tx: CGFloat, ty: CGFloat, angle: CGFloat, sx: CGFloat, sy: CGFloat, skew: CGFloat

    init(_ t: CGAffineTransform) {
        tx = t.tx; ty = t.ty
        // M = S · R with S = [sx 0; skew·sy sy] and R the rotation (row vectors, as
        // CGAffineTransform): a = sx·cos, b = sx·sin, so sx and the angle come from (a, b);
        // then sy = d·cos − c·sin and skew·sy = c·cos + d·sin. A mirror shows as sy < 0.
        let sx = (t.a * t.a + t.b * t.b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(t.b, t.a)
        let cosA = cos(angle), sinA = sin(angle)
        let skewSy = t.c * cosA + t.d * sinA
        let sy = -t.c * sinA + t.d * cosA
        skew = sy == 0 ? 0 : skewSy / sy
        self.angle = angle; self.sx = sx; self.sy = sy
    }

    func interpolated(to o: DecomposedTransform, _ p: CGFloat) -> DecomposedTransform {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * p }
        var r = self
        r.tx = mix(tx, o.tx); r.ty = mix(ty, o.ty)
        var da = o.angle - angle
        if da > .pi { da -= 2 * .pi } else if da < -.pi { da += 2 * .pi }
        r.angle = angle + da * p
        r.sx = mix(sx, o.sx); r.sy = mix(sy, o.sy); r.skew = mix(skew, o.skew)
        return r
    }

    var transform: CGAffineTransform {
        // scale/skew first, then rotation, then translation (row-vector convention).
        let s = CGAffineTransform(a: sx, b: 0, c: skew * sy, d: sy, tx: 0, ty: 0)
        var t = s.concatenating(CGAffineTransform(rotationAngle: angle))
        t.tx = tx; t.ty = ty
        return t
    }
}
