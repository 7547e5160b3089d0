import Foundation

/// How a path is stroked: width, caps, joins and dashes, in user space. Mirrors the stroke
/// parameters of `CGContext`/`UIBezierPath`.
public struct StrokeStyle: Equatable, Hashable, Sendable {
    /// The end of an open subpath or dash. Mirrors `CGLineCap`.
    public enum Cap: Equatable, Hashable, Sendable { case butt, round, square }
    /// The corner between two segments. Mirrors `CGLineJoin`.
    public enum Join: Equatable, Hashable, Sendable { case miter, round, bevel }

    /// The line's width (not finite or negative becomes 0, which draws nothing).
    public var width: CGFloat { didSet { width = Self.sanitized(width) } }
    public var cap: Cap
    public var join: Join
    /// The longest miter, in line widths, before a miter join becomes a bevel (at least 1).
    public var miterLimit: CGFloat { didSet { miterLimit = Self.sanitizedMiter(miterLimit) } }
    /// Where in the dash pattern the stroke starts.
    public var dashPhase: CGFloat
    /// Alternating on/off lengths; empty for a solid line.
    public var dashLengths: [CGFloat]

    public init(width: CGFloat = 1, cap: Cap = .butt, join: Join = .miter, miterLimit: CGFloat = 10,
                dashPhase: CGFloat = 0, dashLengths: [CGFloat] = []) {
        self.width = Self.sanitized(width)
        self.cap = cap
        self.join = join
        self.miterLimit = Self.sanitizedMiter(miterLimit)
        self.dashPhase = dashPhase.isFinite ? dashPhase : 0
        self.dashLengths = dashLengths
    }

    /// Whether the dash pattern is usable (finite, none negative, not all zero); a pattern
    /// that is not draws a solid line.
    public var hasValidDash: Bool {
        !dashLengths.isEmpty && dashLengths.allSatisfy { $0.isFinite && $0 >= 0 } && dashLengths.contains { $0 > 0 }
    }

    /// Whether the values given were out of range and were clamped (for the caller's log).
    public static func isValidWidth(_ w: CGFloat) -> Bool { w.isFinite && w >= 0 }

    static func sanitized(_ w: CGFloat) -> CGFloat { w.isFinite && w > 0 ? w : 0 }
    static func sanitizedMiter(_ m: CGFloat) -> CGFloat { m.isFinite ? max(1, m) : 10 }
}
