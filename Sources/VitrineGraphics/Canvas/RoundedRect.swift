import Foundation

/// Corner radii of a rounded rectangle, one per corner (CALayer's `cornerRadius` plus
/// `maskedCorners`, in one value).
public struct CornerRadii: Equatable, Hashable, Sendable {
    public var topLeft: CGFloat
    public var topRight: CGFloat
    public var bottomRight: CGFloat
    public var bottomLeft: CGFloat

    public init(topLeft: CGFloat, topRight: CGFloat, bottomRight: CGFloat, bottomLeft: CGFloat) {
        self.topLeft = topLeft; self.topRight = topRight; self.bottomRight = bottomRight; self.bottomLeft = bottomLeft
    }

    /// The same radius on every corner.
    public init(all r: CGFloat) { self.init(topLeft: r, topRight: r, bottomRight: r, bottomLeft: r) }

    public static let zero = CornerRadii(all: 0)

    public var isZero: Bool { topLeft <= 0 && topRight <= 0 && bottomRight <= 0 && bottomLeft <= 0 }
    public var maximum: CGFloat { max(max(topLeft, topRight), max(bottomRight, bottomLeft)) }

    /// The radii shrunk by `d` (not below zero): the inner edge of a border of width `d`.
    public func inset(by d: CGFloat) -> CornerRadii {
        CornerRadii(topLeft: max(0, topLeft - d), topRight: max(0, topRight - d),
                    bottomRight: max(0, bottomRight - d), bottomLeft: max(0, bottomLeft - d))
    }
}

/// A rectangle with rounded corners. Radii larger than fit are scaled down together, the way
/// CSS and Core Animation do, so that adjacent corners never overlap.
public struct RoundedRect: Equatable, Hashable, Sendable {
    public var rect: CGRect
    public var radii: CornerRadii

    public init(rect: CGRect, radii: CornerRadii) {
        self.rect = rect.standardized
        self.radii = RoundedRect.fitted(radii, in: self.rect)
    }

    public init(rect: CGRect, cornerRadius: CGFloat) {
        self.init(rect: rect, radii: CornerRadii(all: cornerRadius))
    }

    /// The rounded rectangle `d` inside this one (a border's inner edge).
    public func inset(by d: CGFloat) -> RoundedRect {
        RoundedRect(rect: rect.insetBy(dx: d, dy: d), radii: radii.inset(by: d))
    }

    static func fitted(_ r: CornerRadii, in rect: CGRect) -> CornerRadii {
        var r = CornerRadii(topLeft: max(0, r.topLeft), topRight: max(0, r.topRight),
                            bottomRight: max(0, r.bottomRight), bottomLeft: max(0, r.bottomLeft))
        let w = max(0, rect.width), h = max(0, rect.height)
        var f: CGFloat = 1
        if r.topLeft + r.topRight > w { f = min(f, w / (r.topLeft + r.topRight)) }
        if r.bottomLeft + r.bottomRight > w { f = min(f, w / (r.bottomLeft + r.bottomRight)) }
        if r.topLeft + r.bottomLeft > h { f = min(f, h / (r.topLeft + r.bottomLeft)) }
        if r.topRight + r.bottomRight > h { f = min(f, h / (r.topRight + r.bottomRight)) }
        if f < 1 {
            r = CornerRadii(topLeft: r.topLeft * f, topRight: r.topRight * f,
                            bottomRight: r.bottomRight * f, bottomLeft: r.bottomLeft * f)
        }
        return r
    }

    /// The outline as a convex polygon (clockwise on screen), arcs flattened to within
    /// `tolerance` of the true curve, each point mapped through `transform`.
    public func polygon(transform: CGAffineTransform = .identity, tolerance: CGFloat = 0.05) -> [CGPoint] {
        let scale = sqrt(abs(transform.determinant))
        var pts: [CGPoint] = []
        pts.reserveCapacity(32)
        func arc(cx: CGFloat, cy: CGFloat, r: CGFloat, from a0: CGFloat) {
            if r <= 0 {
                pts.append(CGPoint(x: cx, y: cy).applying(transform))
                return
            }
            let rd = r * max(scale, 1e-6)
            let step = rd <= tolerance ? CGFloat.pi / 2 : 2 * acos(max(-1, 1 - tolerance / rd))
            let n = max(2, min(64, Int((CGFloat.pi / 2 / step).rounded(.up))))
            for i in 0...n {
                let a = a0 + CGFloat.pi / 2 * CGFloat(i) / CGFloat(n)
                pts.append(CGPoint(x: cx + r * cos(a), y: cy + r * sin(a)).applying(transform))
            }
        }
        let x0 = rect.minX, y0 = rect.minY, x1 = rect.maxX, y1 = rect.maxY
        arc(cx: x0 + radii.topLeft, cy: y0 + radii.topLeft, r: radii.topLeft, from: .pi)
        arc(cx: x1 - radii.topRight, cy: y0 + radii.topRight, r: radii.topRight, from: 1.5 * .pi)
        arc(cx: x1 - radii.bottomRight, cy: y1 - radii.bottomRight, r: radii.bottomRight, from: 0)
        arc(cx: x0 + radii.bottomLeft, cy: y1 - radii.bottomLeft, r: radii.bottomLeft, from: 0.5 * .pi)
        return pts
    }
}
