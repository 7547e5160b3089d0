import Foundation

/// Paging (`isPagingEnabled`): the content rests on multiples of the view's size, at most one
/// page away from the page the drag began on, as UIKit. Which page: the one nearest to where
/// the fling would have carried the content at the view's `decelerationRate` (so a short
/// flick turns the page, a slow drag past half the page does too, and a drag back less than
/// half does not); the move there runs at the `.fast` rate.
extension UIScrollView {
    /// The resting offset for a fling that would have rested at `projected`.
    func pagingTarget(projected: CGPoint) -> CGPoint {
        let start = scrolling.dragStartOffset
        func axis(_ p: CGFloat, _ start: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0, p.isFinite else { return p }
            let startPage = (start / page).rounded()
            let nearest = (p / page).rounded()
            return min(startPage + 1, max(startPage - 1, nearest)) * page
        }
        return CGPoint(x: axis(projected.x, start.x, bounds.width), y: axis(projected.y, start.y, bounds.height))
    }
}
