import Foundation

/// What the layout engine reads from a view besides its frame: the direction leading and
/// trailing follow, the baselines, the keyboard's overlap.
extension UIView {
    /// Whether leading/trailing constraints of this view's subviews read right to left.
    var layoutIsRightToLeft: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The view whose first baseline stands for this view's (UIKit's `forFirstBaselineLayout`).
    var viewForFirstBaselineLayoutInternal: UIView { forFirstBaselineLayout }
    /// The view whose last baseline stands for this view's.
    var viewForLastBaselineLayoutInternal: UIView { forLastBaselineLayout }

    /// The first and last baselines measured from the vertical centre of the bounds, for
    /// views that show text (`nil`: the baseline is the bottom edge).
    var baselineOffsetsFromCenterForLayout: (first: CGFloat, last: CGFloat)? {
        (self as? UILabel)?.baselineOffsetsFromCenter
    }

    /// How far the on-screen keyboard reaches into this view from its bottom edge, above the
    /// bottom safe area (0 while no keyboard is shown).
    var keyboardOverlapForLayout: CGFloat { 0 }
}
