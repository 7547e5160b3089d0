import Foundation

/// A two-dimensional vector (Foundation on Linux lacks Core Graphics' `CGVector`): spring
/// timing parameters' initial velocity. Mirrors `CGVector`.
public struct CGVector: Equatable, Hashable, Sendable {
    public var dx: CGFloat
    public var dy: CGFloat

    /// Mirrors `CGVector(dx:dy:)`.
    public init(dx: CGFloat, dy: CGFloat) { self.dx = dx; self.dy = dy }
    /// Mirrors `CGVector(dx:dy:)` with `Double`s.
    public init(dx: Double, dy: Double) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// Mirrors `CGVector(dx:dy:)` with `Int`s.
    public init(dx: Int, dy: Int) { self.dx = CGFloat(dx); self.dy = CGFloat(dy) }
    /// Mirrors `CGVector()`.
    public init() { self.init(dx: CGFloat(0), dy: CGFloat(0)) }
    /// Mirrors `CGVector.zero`.
    public static let zero = CGVector()
}
