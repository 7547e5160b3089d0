import Foundation

/// The per-frame driver of a scroll view's motions (ScrollPhysics.swift has the formulas):
/// each frame of the screen's clock computes both axes' offsets for the frame's time, sets
/// `contentOffset` once (the delegate hears `scrollViewDidScroll` every frame), and ends the
/// motion with the delegate call its kind owes.
extension UIScrollView {
    /// The smallest offset: the content's top-left corner with the adjusted insets above and
    /// to the left of it.
    var minimumContentOffset: CGPoint {
        let i = adjustedContentInset
        return CGPoint(x: -i.left, y: -i.top)
    }

    /// The largest offset that still shows content (never below the smallest).
    var maximumContentOffset: CGPoint {
        let i = adjustedContentInset, lo = minimumContentOffset
        return CGPoint(x: max(lo.x, contentSize.width + i.right - bounds.width),
                       y: max(lo.y, contentSize.height + i.bottom - bounds.height))
    }

    /// `p` within the offsets that show content.
    func clampedContentOffset(_ p: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        return CGPoint(x: min(hi.x, max(lo.x, p.x)), y: min(hi.y, max(lo.y, p.y)))
    }

    /// Whether a drag moves the content horizontally: it is wider than the view (with its
    /// insets), or `alwaysBounceHorizontal`.
    var scrollsHorizontally: Bool {
        let i = adjustedContentInset
        return alwaysBounceHorizontal || contentSize.width + i.left + i.right > bounds.width
    }

    /// Whether a drag moves the content vertically.
    var scrollsVertically: Bool {
        let i = adjustedContentInset
        return alwaysBounceVertical || contentSize.height + i.top + i.bottom > bounds.height
    }

    /// Half a device pixel, in points: motions end closer than this to their resting point.
    var restEpsilon: CGFloat { 0.5 / max(1, window?.screen.scale ?? 1) }

    /// Starts `x`/`y` as a motion of `kind` (replacing any running one, which ends silently).
    /// Off screen there are no frames: the motion jumps to its end at once.
    func startMotion(_ kind: ScrollViewState.MotionKind, x: ScrollViewState.AxisMotion, y: ScrollViewState.AxisMotion) {
        scrolling.motionX = x
        scrolling.motionY = y
        scrolling.motionKind = kind
        if kind == .deceleration { isDecelerating = true }
        let link = scrolling.link ?? DisplayLink { [weak self] now in self?.stepMotion(now: now) }
        scrolling.link = link
        if !link.add(for: self) { stepMotion(now: .infinity) }
    }

    /// The clock's time now (0 off screen).
    var motionClockNow: Double { window?.screen.compositor.clock.now ?? 0 }

    /// Stops the running motion where it is, without the delegate calls of its end.
    func stopMotion() {
        scrolling.link?.invalidate()
        scrolling.motionX = .none
        scrolling.motionY = .none
        scrolling.motionKind = nil
        isDecelerating = false
    }

    /// Whether a motion is running.
    var isMoving: Bool { scrolling.motionKind != nil }

    /// One frame of the running motion.
    func stepMotion(now: Double) {
        guard let kind = scrolling.motionKind else { scrolling.link?.invalidate(); return }
        let lo = minimumContentOffset, hi = maximumContentOffset
        let o = contentOffset
        let (x, doneX) = step(&scrolling.motionX, current: o.x, lo: lo.x, hi: hi.x, now: now)
        let (y, doneY) = step(&scrolling.motionY, current: o.y, lo: lo.y, hi: hi.y, now: now)
        contentOffset = CGPoint(x: x, y: y)
        showScrollIndicators()
        guard doneX && doneY, scrolling.motionKind == kind else { return }
        stopMotion()
        switch kind {
        case .deceleration:
            delegate?.scrollViewDidEndDecelerating(self)
        case .scrollAnimation:
            delegate?.scrollViewDidEndScrollingAnimation(self)
        case .scrollToTop:
            delegate?.scrollViewDidScrollToTop(self)
        }
        scrollingDidStop()
    }

    /// One axis at `now`: the new offset and whether the axis came to rest.
    private func step(_ m: inout ScrollViewState.AxisMotion, current: CGFloat, lo: CGFloat, hi: CGFloat, now: Double) -> (CGFloat, Bool) {
        let eps = restEpsilon
        switch m {
        case .none:
            return (current, true)
        case let .decay(x0, distance, rate, start):
            let ms = max(0, (now - start) * 1000)
            let left = abs(distance) * CGFloat(pow(Double(rate), ms))
            var x = left < eps || !ms.isFinite ? x0 + distance : ScrollPhysics.decay(from: x0, distance: distance, rate: rate, ms: ms)
            // A fling that runs past an edge bounces (or stops there without `bounces`).
            let edge: CGFloat? = x < lo && distance < 0 ? lo : (x > hi && distance > 0 ? hi : nil)
            if let edge, !(x0 < lo && x0 + distance <= lo) && !(x0 > hi && x0 + distance >= hi) {
                guard bounces, ms.isFinite else { m = .none; return (edge, true) }
                let v = ScrollPhysics.decayVelocity(distance: distance, rate: rate, ms: ms)
                m = .spring(edge: edge, x0: Double(x - edge), v0: Double(v), start: now)
                return (x, false)
            }
            if left < eps || !ms.isFinite { m = .none; x = x0 + distance; return (x, true) }
            return (x, false)
        case let .spring(edge, x0, v0, start):
            let t = now - start
            guard t.isFinite else { m = .none; return (edge, true) }
            let d = ScrollPhysics.spring(x0: x0, v0: v0, t: t)
            let v = ScrollPhysics.springVelocity(x0: x0, v0: v0, t: t)
            if abs(d) < Double(eps) && abs(v) / ScrollPhysics.bounceOmega < Double(eps) { m = .none; return (edge, true) }
            return (edge + CGFloat(d), false)
        case let .ease(from, to, start, duration):
            let t = duration > 0 ? (now - start) / duration : 1
            if t >= 1 || !t.isFinite { m = .none; return (to, true) }
            let p = CGFloat(TimingCurve.easeInOut.progress(max(0, t)))
            return (from + (to - from) * p, false)
        }
    }

    /// The content stopped (after a drag without fling, a deceleration or an animation).
    func scrollingDidStop() {
        fadeScrollIndicators()
    }
}
