import Foundation

/// Dragging: the content follows the finger one to one (`contentOffset` = the offset when the
/// pan began minus the finger's movement since), on the axes the view scrolls along (or the
/// one `isDirectionalLockEnabled` locks to), rubber-banding past the edges
/// (`ScrollPhysics.rubberBand`) when `bounces`, stopping at them otherwise. The drag's
/// delegate calls: `scrollViewWillBeginDragging`, `scrollViewDidScroll` per move, then at the
/// lift those of UIScrollView+Deceleration.swift.
extension UIScrollView {
    func handlePan(_ r: UIGestureRecognizer) {
        guard let pan = r as? UIPanGestureRecognizer else { return }
        switch pan.state {
        case .began:
            beginDrag(pan)
        case .changed:
            guard isDragging else { return }
            followFinger(pan)
        case .ended:
            guard isDragging else { return }
            followFinger(pan)
            let v = pan.velocity(in: self)
            endDrag(velocity: CGPoint(x: -v.x, y: -v.y))
        case .cancelled, .failed:
            guard isDragging else { return }
            endDrag(velocity: .zero)
        default:
            break
        }
    }

    private func beginDrag(_ pan: UIPanGestureRecognizer) {
        stopMotion()
        stopZoomAnimation()
        isDragging = true
        scrolling.dragStartOffset = contentOffset
        let t = pan.translation(in: self)
        scrolling.dragBaseTranslation = t
        scrolling.lockedAxis = nil
        if isDirectionalLockEnabled {
            // UIKit: a drag begun in one general direction scrolls only that way; a diagonal
            // one is not locked. "General": within about 26.6° of the axis (one part in two).
            if abs(t.x) >= 2 * abs(t.y) { scrolling.lockedAxis = .horizontal }
            else if abs(t.y) >= 2 * abs(t.x) { scrolling.lockedAxis = .vertical }
        }
        if keyboardDismissMode != .none { dismissKeyboardForDrag() }
        delegate?.scrollViewWillBeginDragging(self)
    }

    private func followFinger(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: self)
        let base = scrolling.dragBaseTranslation
        var raw = CGPoint(x: scrolling.dragStartOffset.x - (t.x - base.x), y: scrolling.dragStartOffset.y - (t.y - base.y))
        let o = contentOffset
        if !scrollsHorizontally || scrolling.lockedAxis == .vertical { raw.x = o.x }
        if !scrollsVertically || scrolling.lockedAxis == .horizontal { raw.y = o.y }
        let lo = minimumContentOffset, hi = maximumContentOffset
        let x = scrollsHorizontally && scrolling.lockedAxis != .vertical ? banded(raw.x, lo: lo.x, hi: hi.x, dimension: bounds.width) : o.x
        let y = scrollsVertically && scrolling.lockedAxis != .horizontal ? banded(raw.y, lo: lo.y, hi: hi.y, dimension: bounds.height) : o.y
        contentOffset = CGPoint(x: x, y: y)
        showScrollIndicators()
        refreshControlDidScroll()
    }

    /// An offset the finger asks for, within the edges or rubber-banded past them.
    func banded(_ raw: CGFloat, lo: CGFloat, hi: CGFloat, dimension: CGFloat) -> CGFloat {
        if raw < lo { return bounces ? lo - ScrollPhysics.rubberBand(lo - raw, dimension: dimension) : lo }
        if raw > hi { return bounces ? hi + ScrollPhysics.rubberBand(raw - hi, dimension: dimension) : hi }
        return raw
    }

    /// `keyboardDismissMode`: "the keyboard is dismissed when a drag begins" — the active
    /// text input resigns (as `endEditing(true)` on the window). `.interactive` (the keyboard
    /// following the finger down) is not built: it dismisses on the drag's start as
    /// `.onDrag` does.
    private func dismissKeyboardForDrag() {
        guard let w = window, w.screen.textInput.activeResponder != nil else { return }
        w.endEditing(true)
    }
}
