import Foundation

/// Inset distances for the four edges of a rectangle (positive values shrink it). Mirrors
/// UIKit's `UIEdgeInsets`.
public struct UIEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Mirrors `UIEdgeInsets.top`.
    public var top: CGFloat
    /// Mirrors `UIEdgeInsets.left`.
    public var left: CGFloat
    /// Mirrors `UIEdgeInsets.bottom`.
    public var bottom: CGFloat
    /// Mirrors `UIEdgeInsets.right`.
    public var right: CGFloat

    /// Mirrors `UIEdgeInsets.init(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge. Mirrors `UIEdgeInsets.zero`.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// The four values, for logs and test failures.
    public var description: String { "UIEdgeInsets(top: \(top), left: \(left), bottom: \(bottom), right: \(right))" }

    /// Edge by edge sum (how a view controller's `additionalSafeAreaInsets` add to its
    /// view's insets).
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    /// The rectangle shrunk by `insets` (grown by negative ones). Mirrors UIKit's
    /// `CGRect.inset(by:)` (`UIEdgeInsetsInsetRect`); like it, an inset larger than the
    /// rectangle leaves a rectangle of negative size, which `CGRect` standardizes.
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        let r = standardized
        return CGRect(x: r.minX + insets.left, y: r.minY + insets.top,
                      width: r.width - insets.left - insets.right, height: r.height - insets.top - insets.bottom)
    }
}
