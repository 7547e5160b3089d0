import Foundation

/// Zooming, as UIKit: the delegate's `viewForZooming(in:)` is scaled by its `transform`
/// (`zoomScale` × identity), kept with its frame's origin at the content's origin, and
/// `contentSize` follows its frame's size. A pinch scales about the fingers' centroid (the
/// content point under them stays under them), past the limits with resistance when
/// `bouncesZoom` and back into range after (`isZoomBouncing`), the offset back within the
/// content too. Programmatic zooms (`setZoomScale(_:animated:)`, `zoom(to:animated:)`) are
/// clamped to the limits. Animated zooms and the zoom bounce run
/// `ScrollPhysics.scrollAnimationDuration` (0.3 s) on an ease-in-out curve on the screen's
/// clock. Delegate: `scrollViewWillBeginZooming(_:with:)` → `scrollViewDidZoom` per change →
/// `scrollViewDidEndZooming(_:with:atScale:)` (after the bounce).
extension UIScrollView {
    /// Whether zooming is possible: a view for zooming and a range of scales.
    var canZoom: Bool {
        maximumZoomScale > minimumZoomScale && delegate?.viewForZooming(in: self) != nil
    }

    /// The scale of the zooming view. Setting it (within the limits) scales the view at once.
    /// Mirrors `zoomScale`; non-finite or non-positive scales are logged and ignored.
    public var zoomScale: CGFloat {
        get { scrolling.zoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Mirrors `setZoomScale(_:animated:)`: clamps to the limits, keeps the point at the
    /// middle of the view in the middle.
    public func setZoomScale(_ scale: CGFloat, animated: Bool) {
        guard scale.isFinite, scale > 0 else {
            UIScrollView.log("UIScrollView: zoom scale \(scale) is not a finite, positive number; ignored")
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let s = clampedZoomScale(scale)
        let old = scrolling.zoomScale
        let mid = CGPoint(x: contentOffset.x + bounds.width / 2, y: contentOffset.y + bounds.height / 2)
        let k = s / old
        let offset = CGPoint(x: mid.x * k - bounds.width / 2, y: mid.y * k - bounds.height / 2)
        runZoom(to: s, offset: offset, view: view, animated: animated, bounce: false)
    }

    /// Zooms so that `rect` (in the zooming view's coordinates) fills the view as far as the
    /// limits allow, centred. Mirrors `zoom(to:animated:)`.
    public func zoom(to rect: CGRect, animated: Bool) {
        guard rect.origin.x.isFinite, rect.origin.y.isFinite, rect.width.isFinite, rect.height.isFinite, rect.width > 0 || rect.height > 0 else {
            UIScrollView.log("UIScrollView: zoom(to: \(rect)) needs a finite, non-empty rect; ignored")
            return
        }
        guard let view = delegate?.viewForZooming(in: self) else { return }
        let sx = rect.width > 0 ? bounds.width / rect.width : .infinity
        let sy = rect.height > 0 ? bounds.height / rect.height : .infinity
        let s = clampedZoomScale(min(sx, sy))
        let offset = CGPoint(x: rect.midX * s - bounds.width / 2, y: rect.midY * s - bounds.height / 2)
        runZoom(to: s, offset: offset, view: view, animated: animated, bounce: false)
    }

    func clampedZoomScale(_ s: CGFloat) -> CGFloat {
        let lo = minimumZoomScale.isFinite && minimumZoomScale > 0 ? minimumZoomScale : 1
        let hi = maximumZoomScale.isFinite && maximumZoomScale >= lo ? maximumZoomScale : lo
        return min(hi, max(lo, s))
    }

    /// Scales the zooming view to `s` and sets the content size from its frame.
    func applyZoomScale(_ s: CGFloat, to view: UIView) {
        scrolling.zoomScale = s
        view.transform = CGAffineTransform(scaleX: s, y: s)
        let size = CGSize(width: view.bounds.width * s, height: view.bounds.height * s)
        view.center = CGPoint(x: size.width / 2, y: size.height / 2)
        contentSize = size
        delegate?.scrollViewDidZoom(self)
    }

    /// Goes to scale `s` and offset (clamped to the content at that scale), at once or animated.
    private func runZoom(to s: CGFloat, offset: CGPoint, view: UIView, animated: Bool, bounce: Bool) {
        stopZoomAnimation()
        stopMotion()
        let target: (CGFloat) -> CGPoint = { [unowned self] s in
            let i = adjustedContentInset
            let size = CGSize(width: view.bounds.width * s, height: view.bounds.height * s)
            let lo = CGPoint(x: -i.left, y: -i.top)
            let hi = CGPoint(x: max(lo.x, size.width + i.right - bounds.width), y: max(lo.y, size.height + i.bottom - bounds.height))
            return CGPoint(x: min(hi.x, max(lo.x, offset.x)), y: min(hi.y, max(lo.y, offset.y)))
        }
        let to = target(s)
        let link = DisplayLink { [weak self] now in self?.stepZoom(now: now) }
        guard animated || bounce, link.add(for: self) else {
            applyZoomScale(s, to: view)
            contentOffset = to
            if bounce { finishZoom(view) }
            return
        }
        scrolling.zoomLink = link
        if bounce { isZoomBouncing = true }
        scrolling.zoomAnimation = (scrolling.zoomScale, s, contentOffset, to, motionClockNow, ScrollPhysics.scrollAnimationDuration, bounce)
    }

    func stepZoom(now: Double) {
        guard let a = scrolling.zoomAnimation, let view = delegate?.viewForZooming(in: self) else { stopZoomAnimation(); return }
        let t = a.duration > 0 ? min(1, max(0, (now - a.start) / a.duration)) : 1
        let p = CGFloat(TimingCurve.easeInOut.progress(t))
        applyZoomScale(a.from + (a.to - a.from) * p, to: view)
        contentOffset = CGPoint(x: a.fromOffset.x + (a.toOffset.x - a.fromOffset.x) * p, y: a.fromOffset.y + (a.toOffset.y - a.fromOffset.y) * p)
        guard t >= 1 else { return }
        stopZoomAnimation()
        if a.bounce { finishZoom(view) } else { delegate?.scrollViewDidEndZooming(self, with: view, atScale: a.to) }
    }

    func stopZoomAnimation() {
        scrolling.zoomLink?.invalidate()
        scrolling.zoomLink = nil
        scrolling.zoomAnimation = nil
        isZoomBouncing = false
    }

    private func finishZoom(_ view: UIView) {
        isZoomBouncing = false
        isZooming = false
        delegate?.scrollViewDidEndZooming(self, with: view, atScale: scrolling.zoomScale)
    }

    // MARK: Pinch

    func handlePinch(_ r: UIGestureRecognizer) {
        guard let pinch = r as? UIPinchGestureRecognizer else { return }
        guard canZoom, let view = delegate?.viewForZooming(in: self) else { return }
        switch pinch.state {
        case .began:
            stopMotion()
            stopZoomAnimation()
            isZooming = true
            scrolling.pinchStartScale = scrolling.zoomScale
            let p = pinch.location(in: self)
            scrolling.pinchAnchorInZoomView = CGPoint(x: p.x / scrolling.zoomScale, y: p.y / scrolling.zoomScale)
            delegate?.scrollViewWillBeginZooming(self, with: view)
            followPinch(pinch, view: view)
        case .changed:
            followPinch(pinch, view: view)
        case .ended, .cancelled:
            let s = clampedZoomScale(scrolling.zoomScale)
            let needsBounce = s != scrolling.zoomScale || clampedContentOffset(contentOffset) != contentOffset
            if needsBounce {
                // Keep the point under the fingers where it is, at the scale in range.
                let p = CGPoint(x: pinch.location(in: self).x - contentOffset.x, y: pinch.location(in: self).y - contentOffset.y)
                let a = scrolling.pinchAnchorInZoomView
                runZoom(to: s, offset: CGPoint(x: a.x * s - p.x, y: a.y * s - p.y), view: view, animated: true, bounce: true)
            } else {
                finishZoom(view)
            }
        default:
            break
        }
    }

    /// The scale the fingers ask for, with resistance past the limits (`bouncesZoom`), and the
    /// offset that keeps the content point under them.
    private func followPinch(_ pinch: UIPinchGestureRecognizer, view: UIView) {
        let raw = scrolling.pinchStartScale * (pinch.scale.isFinite && pinch.scale > 0 ? pinch.scale : 1)
        let lo = clampedZoomScale(0), hi = clampedZoomScale(.greatestFiniteMagnitude)
        var s = raw
        if raw > hi { s = bouncesZoom ? hi * pow(raw / hi, 0.5) : hi }
        if raw < lo { s = bouncesZoom ? lo * pow(raw / lo, 0.5) : lo }
        let before = CGPoint(x: pinch.location(in: self).x - contentOffset.x, y: pinch.location(in: self).y - contentOffset.y)
        applyZoomScale(s, to: view)
        let a = scrolling.pinchAnchorInZoomView
        contentOffset = CGPoint(x: a.x * s - before.x, y: a.y * s - before.y)
    }
}

/// The scroll view's pinch: fails at once when the scroll view cannot zoom, and runs
/// alongside the scroll view's pan (UIKit pans and zooms with the same two fingers).
@MainActor
final class ScrollViewPinchGestureRecognizer: UIPinchGestureRecognizer {
    weak var scrollView: UIScrollView?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard scrollView?.canZoom == true else { state = .failed; return }
        super.touchesBegan(touches, with: event)
    }

    override func canPrevent(_ preventedRecognizer: UIGestureRecognizer) -> Bool {
        preventedRecognizer !== scrollView?.panGestureRecognizer && super.canPrevent(preventedRecognizer)
    }

    override func canBePrevented(by preventingRecognizer: UIGestureRecognizer) -> Bool {
        preventingRecognizer !== scrollView?.panGestureRecognizer && super.canBePrevented(by: preventingRecognizer)
    }
}
