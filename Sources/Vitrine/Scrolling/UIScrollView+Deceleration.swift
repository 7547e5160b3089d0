import Foundation

/// The lift: where the content will rest, the delegate's chance to change it, and the motion
/// there (ScrollPhysics.swift has the formulas).
///
/// UIKit's order: `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (velocity
/// in points per millisecond; the target is within the content's offsets; a changed target
/// is where the content comes to rest) → `scrollViewDidEndDragging(_:willDecelerate:)` →
/// with a motion, `scrollViewWillBeginDecelerating` → `scrollViewDidScroll` per frame →
/// `scrollViewDidEndDecelerating`.
///
/// The motion, per axis: released past an edge → the bounce spring back to it; otherwise a
/// decay of the fling's distance `v·r/(1 − r)` (v in points per millisecond, r the
/// `decelerationRate`) that bounces off an edge it runs into (`bounces`) or stops there; a
/// target the delegate changed → a decay of exactly the distance to it; paging → a decay to
/// the page at the `.fast` rate.
extension UIScrollView {
    /// The finger lifted with the content moving at `velocity` (points per second, in the
    /// direction the offset changes).
    func endDrag(velocity raw: CGPoint) {
        var velocity = CGPoint(x: raw.x.isFinite ? raw.x : 0, y: raw.y.isFinite ? raw.y : 0)
        if !scrollsHorizontally || scrolling.lockedAxis == .vertical { velocity.x = 0 }
        if !scrollsVertically || scrolling.lockedAxis == .horizontal { velocity.y = 0 }
        let o = contentOffset
        let lo = minimumContentOffset, hi = maximumContentOffset
        let rate = decelerationRate.rawValue.isFinite && decelerationRate.rawValue > 0 && decelerationRate.rawValue < 1 ? decelerationRate.rawValue : DecelerationRate.normal.rawValue
        // Where the content would rest on its own.
        var natural = CGPoint(x: o.x + ScrollPhysics.projectedDistance(velocity: velocity.x, rate: rate),
                              y: o.y + ScrollPhysics.projectedDistance(velocity: velocity.y, rate: rate))
        if isPagingEnabled { natural = pagingTarget(projected: natural) }
        let proposed = clampedContentOffset(natural)
        var target = proposed
        delegate?.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000), targetContentOffset: &target)
        if !(target.x.isFinite && target.y.isFinite) {
            UIScrollView.log("UIScrollView: targetContentOffset \(target) from scrollViewWillEndDragging is not finite; using \(proposed)")
            target = proposed
        }
        let changed = target != proposed
        let now = motionClockNow
        func axis(_ x0: CGFloat, _ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, natural: CGFloat, target: CGFloat) -> ScrollViewState.AxisMotion {
            if changed || isPagingEnabled {
                let rate = isPagingEnabled && !changed ? DecelerationRate.fast.rawValue : rate
                return target == x0 ? .none : .decay(x0: x0, distance: target - x0, rate: rate, start: now)
            }
            if x0 < lo { return .spring(edge: lo, x0: Double(x0 - lo), v0: Double(v), start: now) }
            if x0 > hi { return .spring(edge: hi, x0: Double(x0 - hi), v0: Double(v), start: now) }
            let d = natural - x0
            return abs(d) < restEpsilon ? .none : .decay(x0: x0, distance: d, rate: rate, start: now)
        }
        let mx = axis(o.x, velocity.x, lo.x, hi.x, natural: natural.x, target: target.x)
        let my = axis(o.y, velocity.y, lo.y, hi.y, natural: natural.y, target: target.y)
        let decelerate = !(mx.isNone && my.isNone)
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: decelerate)
        refreshControlDidEndDragging()
        guard decelerate else { scrollingDidStop(); return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        startMotion(.deceleration, x: mx, y: my)
    }
}
