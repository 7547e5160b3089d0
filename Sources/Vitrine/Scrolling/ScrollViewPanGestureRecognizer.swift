import Foundation

/// The scroll view's `panGestureRecognizer`: a pan that does not begin for a drag the scroll
/// view cannot follow, so that of nested scroll views in crossed axes (a horizontal pager of
/// vertical lists) the one that scrolls along the drag's direction wins, as in UIKit. A drag
/// goes along the axis it moved most on when it passed the pan's hysteresis; a scroll view
/// that does not scroll along that axis lets the drag go (its pan fails) — unless no scroll
/// view around it scrolls that way, in which case it takes the drag along the axis it can
/// scroll. It also does not begin when the content kept a touch it may not take
/// (`canCancelContentTouches`, `touchesShouldCancel(in:)`).
@MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
    weak var scrollView: UIScrollView?
    /// Where the fingers' centroid was when the first came down (window coordinates).
    private var start: CGPoint?

    override func touchesBegan(_ new: Set<UITouch>, with event: UIEvent) {
        if start == nil { start = GestureGeometry.centroid(Array(new)) }
        super.touchesBegan(new, with: event)
    }

    override func touchesMoved(_ moved: Set<UITouch>, with event: UIEvent) {
        if state == .possible, let sv = scrollView, let start {
            let active = trackedTouches.filter(GestureGeometry.isActive)
            let c = active.isEmpty ? start : GestureGeometry.centroid(active)
            let t = CGPoint(x: c.x - start.x, y: c.y - start.y)
            if hypot(t.x, t.y) >= hysteresis, !sv.shouldBeginDrag(translation: t, touches: trackedTouches) {
                state = .failed
                return
            }
        }
        super.touchesMoved(moved, with: event)
    }

    override func reset() {
        super.reset()
        start = nil
    }
}

extension UIScrollView {
    /// Whether a drag that moved `t` (window coordinates) scrolls this view.
    func shouldBeginDrag(translation t: CGPoint, touches: [UITouch]) -> Bool {
        guard isScrollEnabled else { return false }
        let h = scrollsHorizontally, v = scrollsVertically
        guard h || v else { return false }
        // The content kept the touch (it began there after the delay): the drag may take it
        // only if the content may be cancelled.
        for touch in touches where touch.beganDeliveredToView && !touch.cancelledForView {
            guard let view = touch.view, view !== self else { continue }
            if !canCancelContentTouches || !touchesShouldCancel(in: view) { return false }
        }
        let horizontal = abs(t.x) > abs(t.y)
        if horizontal ? h : v { return true }
        // Across this view's axis: leave it to an enclosing scroll view that scrolls that way.
        var s = superview
        while let cur = s {
            if let outer = cur as? UIScrollView, outer.isScrollEnabled,
               horizontal ? outer.scrollsHorizontally : outer.scrollsVertically { return false }
            s = cur.superview
        }
        return true
    }
}
