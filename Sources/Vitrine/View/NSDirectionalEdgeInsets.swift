import Foundation

/// Inset distances for the four edges of a rectangle, with the horizontal ones named by the
/// reading direction: `leading` is the left edge in a left-to-right layout and the right edge
/// in a right-to-left one. Mirrors UIKit's `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Mirrors `NSDirectionalEdgeInsets.top`.
    public var top: CGFloat
    /// Mirrors `NSDirectionalEdgeInsets.leading`.
    public var leading: CGFloat
    /// Mirrors `NSDirectionalEdgeInsets.bottom`.
    public var bottom: CGFloat
    /// Mirrors `NSDirectionalEdgeInsets.trailing`.
    public var trailing: CGFloat

    /// Mirrors `NSDirectionalEdgeInsets.init(top:leading:bottom:trailing:)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All four insets zero. Mirrors `NSDirectionalEdgeInsets.init()`.
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }

    /// No inset on any edge. Mirrors `NSDirectionalEdgeInsets.zero`.
    public static let zero = NSDirectionalEdgeInsets()

    /// The four values, for logs and test failures.
    public var description: String {
        "NSDirectionalEdgeInsets(top: \(top), leading: \(leading), bottom: \(bottom), trailing: \(trailing))"
    }

    /// These insets with leading and trailing placed on the left and right for `direction`.
    func absolute(for direction: UIUserInterfaceLayoutDirection) -> UIEdgeInsets {
        direction == .rightToLeft
            ? UIEdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }
}

extension UIEdgeInsets {
    /// These insets with left and right named leading and trailing for `direction`.
    func directional(for direction: UIUserInterfaceLayoutDirection) -> NSDirectionalEdgeInsets {
        direction == .rightToLeft
            ? NSDirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
            : NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
    }

    /// Edge by edge maximum.
    static func edgewiseMax(_ a: UIEdgeInsets, _ b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: max(a.top, b.top), left: max(a.left, b.left), bottom: max(a.bottom, b.bottom), right: max(a.right, b.right))
    }
}
