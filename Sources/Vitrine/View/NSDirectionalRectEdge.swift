import Foundation

/// Edges of a rectangle named by the reading direction (`leading` is the left edge in a
/// left-to-right layout). Mirrors UIKit's `NSDirectionalRectEdge`.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Mirrors `.top`.
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    /// Mirrors `.leading`.
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    /// Mirrors `.bottom`.
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    /// Mirrors `.trailing`.
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    /// Mirrors `.all`.
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
