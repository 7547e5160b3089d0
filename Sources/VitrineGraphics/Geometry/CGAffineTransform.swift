import Foundation

/// An affine transformation matrix for 2-D graphics, with the shape of CoreGraphics'
/// `CGAffineTransform` (which Foundation on Linux does not provide).
///
/// The matrix is
/// ```
/// | a  b  0 |
/// | c  d  0 |
/// | tx ty 1 |
/// ```
/// and a point maps as `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, exactly as in CoreGraphics.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var a: CGFloat
    public var b: CGFloat
    public var c: CGFloat
    public var d: CGFloat
    public var tx: CGFloat
    public var ty: CGFloat

    /// Creates a transform from its six matrix entries. Mirrors `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a; self.b = b; self.c = c; self.d = d; self.tx = tx; self.ty = ty
    }

    /// The identity transform. Mirrors `CGAffineTransform.identity`.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// Creates the identity transform. Mirrors `CGAffineTransform()`.
    public init() { self = .identity }

    /// A translation. Mirrors `CGAffineTransform(translationX:y:)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale. Mirrors `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians. With UIKit's y-down coordinates a positive angle turns
    /// clockwise on screen. Mirrors `CGAffineTransform(rotationAngle:)`.
    public init(rotationAngle angle: CGFloat) {
        let (s, c) = CGAffineTransform.sinCos(angle)
        self.init(a: c, b: s, c: -s, d: c, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform. Mirrors `CGAffineTransform.isIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `t2`: points go through `self` first. Mirrors `concatenating(_:)`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty
        )
    }

    /// A translation applied before `self`. Mirrors `translatedBy(x:y:)`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before `self`. Mirrors `scaledBy(x:y:)`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before `self`. Mirrors `rotated(by:)`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant of the linear part.
    public var determinant: CGFloat { a * d - b * c }

    /// The inverse transform, or `self` unchanged when it cannot be inverted, as CoreGraphics'
    /// `inverted()` does.
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id)
        )
    }

    /// Whether the transform only translates and scales (no rotation or skew), so that
    /// axis-aligned rectangles stay axis-aligned.
    public var isRectilinear: Bool { b == 0 && c == 0 }

    /// Whether axis-aligned rectangles stay axis-aligned: no rotation or skew, or exact quarter
    /// turns (with any scale).
    public var keepsRectanglesAxisAligned: Bool { (b == 0 && c == 0) || (a == 0 && d == 0) }

    /// Whether the transform scales both axes by the same amount (whatever the quarter turn or
    /// mirror).
    public var hasUniformScale: Bool {
        if b == 0 && c == 0 { return abs(abs(a) - abs(d)) < 1e-9 }
        if a == 0 && d == 0 { return abs(abs(b) - abs(c)) < 1e-9 }
        return false
    }

    /// Whether the transform is a pure translation.
    public var isTranslationOnly: Bool { a == 1 && b == 0 && c == 0 && d == 1 }

    public var description: String { "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))" }

    /// Sine and cosine that are exact at multiples of a quarter turn, so that rotating by
    /// `.pi / 2` gives a clean 90° matrix (no 6e-17 residue that would defeat pixel-exact paths).
    static func sinCos(_ angle: CGFloat) -> (CGFloat, CGFloat) {
        let quarter = angle / (.pi / 2)
        let rounded = quarter.rounded()
        // Snap only where a quarter-turn count is meaningful (and fits an Int).
        if abs(quarter) < 1e12, abs(quarter - rounded) < 1e-12 {
            switch ((Int(rounded) % 4) + 4) % 4 {
            case 0: return (0, 1)
            case 1: return (1, 0)
            case 2: return (0, -1)
            default: return (-1, 0)
            }
        }
        return (sin(angle), cos(angle))
    }
}

extension CGPoint {
    /// The point transformed by `t`. Mirrors `CGPoint.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size transformed by the linear part of `t` (no translation); the result can be
    /// negative, as in CoreGraphics. Mirrors `CGSize.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle that contains the transformed corners of `self`.
    /// Mirrors `CGRect.applying(_:)`.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        let r = standardized
        let pts = [
            CGPoint(x: r.minX, y: r.minY).applying(t), CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t), CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = pts[0].x, maxX = pts[0].x, minY = pts[0].y, maxY = pts[0].y
        for p in pts.dropFirst() {
            minX = Swift.min(minX, p.x); maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y); maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
