import Foundation

/// Hidden arranged views collapse: no length along the axis, no spacing around them (the
/// distribution chains them to the view before with no space). Hiding or showing one inside
/// an animation block lays the stack out at once, inside the block, so the neighbours slide.
extension UIStackView {
    /// `UISV-hiding`: a hidden arranged view is zero long along the axis (required, as in
    /// UIKit: a required length of the app's own on a hidden view conflicts with it).
    func appendHidingConstraints(_ views: [UIView], _ a: StackAxisAttributes, into specs: inout [StackConstraintSpec]) {
        for v in views where v.isHidden {
            specs.append(StackConstraintSpec("UISV-hiding", v, a.size, .equal, nil, .notAnAttribute))
        }
    }

    /// An arranged view's `isHidden` changed (called by `UIView.isHidden`).
    func arrangedSubviewHiddenDidChange(_ view: UIView) {
        guard arrangedSubviews.contains(where: { $0 === view }) else { return }
        arrangementDidChange()
        // Inside an animation block the new frames are applied now, so that they animate.
        if let t = AnimationTransaction.current, !t.disabled, t.duration > 0 || t.delay > 0 {
            LayoutEngine.topMost(self).layoutIfNeeded()
        }
    }
}

extension UIView {
    /// A hidden arranged view whose collapse is still animating: drawn (squashed) until its
    /// size animation ends, as UIKit hides the view only when the collapse is over.
    var isCollapsingInStackView: Bool {
        presentation[.bounds] != nil && (superview as? UIStackView)?.arrangedSubviews.contains { $0 === self } == true
    }
}
