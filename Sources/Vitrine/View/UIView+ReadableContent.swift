import Foundation

extension UIView {
    /// The frame of the view's readable content guide, in its bounds coordinates, following
    /// UIKit's documented rules (`UIView.readableContentGuide`): it never extends beyond the
    /// layout margins guide (`effectiveLayoutMargins`), it is centred in it (horizontally;
    /// it takes the guide's full height), and its width is at most the readable width for the
    /// view's content size category (`readableWidth(for:)`).
    var readableContentFrame: CGRect {
        let m = effectiveLayoutMargins
        let b = _bounds
        let marginsWidth = max(0, b.width - m.left - m.right)
        let width = min(marginsWidth, UIView.readableWidth(for: traitCollection.preferredContentSizeCategory))
        return CGRect(x: b.minX + m.left + (marginsWidth - width) / 2, y: b.minY + m.top,
                      width: width, height: max(0, b.height - m.top - m.bottom))
    }

    /// The widest a column of text should be at `category`. UIKit does not document the
    /// numbers; 672 points at `large` (body text 17 points) is what UIKit measures on an iPad
    /// in landscape. Other categories scale it with the body text style's point size there
    /// (so about 40 body-size ems), rounded to whole points; `unspecified` counts as `large`.
    static func readableWidth(for category: UIContentSizeCategory) -> CGFloat {
        let body = UIFont.TextStyle.body.pointSize(for: category)
        return (672 * body / 17).rounded()
    }
}
