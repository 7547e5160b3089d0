import Foundation

/// Programmatic scrolling: `setContentOffset(_:animated:)` and `scrollRectToVisible(_:animated:)`.
/// Animated, the content moves frame by frame on the screen's clock over
/// `ScrollPhysics.scrollAnimationDuration` (0.3 s, ease-in-out), the delegate hearing
/// `scrollViewDidScroll` every frame and `scrollViewDidEndScrollingAnimation` at the end, as
/// UIKit. A drag, a new animation or an unanimated offset stops it (without the end call).
extension UIScrollView {
    /// Moves the content to `contentOffset`, animated or at once. Mirrors
    /// `setContentOffset(_:animated:)`; a non-finite offset is logged and ignored.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setContentOffset(contentOffset, animated: animated, as: .scrollAnimation)
    }

    /// `setContentOffset(_:animated:)`, with what the motion is for the call at its end.
    func setContentOffset(_ contentOffset: CGPoint, animated: Bool, as kind: ScrollViewState.MotionKind) {
        guard contentOffset.x.isFinite, contentOffset.y.isFinite else {
            UIScrollView.log("UIScrollView: setContentOffset(\(contentOffset), animated:) is not finite; ignored")
            return
        }
        stopMotion()
        guard animated, contentOffset != self.contentOffset else {
            self.contentOffset = contentOffset
            return
        }
        let o = self.contentOffset, now = motionClockNow, d = ScrollPhysics.scrollAnimationDuration
        startMotion(kind,
                    x: o.x == contentOffset.x ? .none : .ease(from: o.x, to: contentOffset.x, start: now, duration: d),
                    y: o.y == contentOffset.y ? .none : .ease(from: o.y, to: contentOffset.y, start: now, duration: d))
    }

    /// Scrolls the least that brings `rect` (content coordinates) into view — nothing if it is
    /// visible already; a rect larger than the view shows its top-left part. Mirrors
    /// `scrollRectToVisible(_:animated:)`; a non-finite rect is logged and ignored.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            UIScrollView.log("UIScrollView: scrollRectToVisible(\(rect)) is not finite; ignored")
            return
        }
        let i = adjustedContentInset
        let visible = CGRect(x: contentOffset.x + i.left, y: contentOffset.y + i.top,
                             width: max(0, bounds.width - i.left - i.right), height: max(0, bounds.height - i.top - i.bottom))
        func axis(_ o: CGFloat, _ vMin: CGFloat, _ vLen: CGFloat, _ rMin: CGFloat, _ rLen: CGFloat) -> CGFloat {
            if rMin < vMin || rLen > vLen { return o + (rMin - vMin) }
            if rMin + rLen > vMin + vLen { return o + (rMin + rLen - vMin - vLen) }
            return o
        }
        let r = rect.standardized
        let target = clampedContentOffset(CGPoint(x: axis(contentOffset.x, visible.minX, visible.width, r.minX, r.width),
                                                  y: axis(contentOffset.y, visible.minY, visible.height, r.minY, r.height)))
        guard target != contentOffset else { return }
        setContentOffset(target, animated: animated)
    }
}
