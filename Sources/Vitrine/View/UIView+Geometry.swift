import Foundation
import VitrineGraphics

extension UIView {
    /// The view's position in its superview: the centre of `bounds`. Mirrors `UIView.center`.
    public var center: CGPoint {
        get { _center }
        set {
            guard newValue != _center, newValue.x.isFinite, newValue.y.isFinite else { return }
            invalidateSubtree()
            let old = _center
            _center = newValue
            setNeedsSafeAreaUpdate()
            animateChange(.center, model: .point(old), to: .point(newValue))
            if let v = _layoutVariables, !LayoutEngine.isApplyingFrames { v.engine?.frameDidChange(self, v) }
        }
    }

    /// The view's own coordinate system: `origin` is the point shown at the top-left (what
    /// scrolling changes), `size` the view's size. Mirrors `UIView.bounds`.
    public var bounds: CGRect {
        get { _bounds }
        set {
            let b = newValue.standardized
            guard b != _bounds, b.minX.isFinite, b.minY.isFinite, b.width.isFinite, b.height.isFinite else { return }
            let sizeChanged = b.size != _bounds.size
            // A scroll view's origin alone is a scroll: its pixels move (Compositor+Scrolling).
            if !sizeChanged && render.movesPixelsOnScroll { invalidateScrollOffset() } else { invalidateSubtree() }
            let old = _bounds
            _bounds = b
            setNeedsSafeAreaUpdate()
            // The subviews' insets depend on these bounds only where this view has insets.
            if _safeAreaInsets != .zero { for s in subviews { s.setNeedsSafeAreaUpdate() } }
            animateChange(.bounds, model: .rect(old), to: .rect(b))
            if sizeChanged {
                setNeedsLayout()
                if let v = _layoutVariables, !LayoutEngine.isApplyingFrames { v.engine?.frameDidChange(self, v) }
                refreshSystemLayoutGuides()
                resizeSubviews(oldSize: old.size)
                // UIKit: `.redraw` is "The option to redisplay the view when the bounds change
                // by invoking the setNeedsDisplay() method."
                if contentMode == .redraw { setNeedsDisplay() }
            }
        }
    }

    /// The view's rectangle in its superview: derived from `center`, `bounds.size` and
    /// `transform` (the bounding box when transformed). Setting it keeps `transform` and sets
    /// `center` and `bounds.size`. Mirrors `UIView.frame`.
    public var frame: CGRect {
        get {
            let local = CGRect(x: -_bounds.width / 2, y: -_bounds.height / 2, width: _bounds.width, height: _bounds.height)
            return local.applying(_transform).offsetBy(dx: _center.x, dy: _center.y)
        }
        set {
            let f = newValue.standardized
            guard f.minX.isFinite, f.minY.isFinite, f.width.isFinite, f.height.isFinite else { return }
            if _transform.isIdentity {
                center = CGPoint(x: f.midX, y: f.midY)
                bounds = CGRect(origin: _bounds.origin, size: f.size)
            } else {
                // As UIKit: with a transform, frame changes move the centre and resize the
                // bounds by the inverse of the transform's scale.
                center = CGPoint(x: f.midX, y: f.midY)
                let inv = _transform.inverted()
                let s = CGRect(origin: .zero, size: f.size).applying(inv).size
                bounds = CGRect(origin: _bounds.origin, size: CGSize(width: abs(s.width), height: abs(s.height)))
            }
        }
    }

    /// The transform applied about the view's centre (rotation, scale, translation). Mirrors
    /// `UIView.transform`.
    public var transform: CGAffineTransform {
        get { _transform }
        set {
            guard newValue != _transform else { return }
            invalidateSubtree()
            let old = _transform
            _transform = newValue
            setNeedsSafeAreaUpdate()
            animateChange(.transform, model: .transform(old), to: .transform(newValue))
        }
    }

    /// Maps points in this view's bounds coordinates to its superview's coordinates.
    var transformToSuperview: CGAffineTransform {
        CGAffineTransform(translationX: -_bounds.midX, y: -_bounds.midY)
            .concatenating(_transform)
            .concatenating(CGAffineTransform(translationX: _center.x, y: _center.y))
    }

    /// Maps this view's coordinates to its root ancestor's (its window's) bounds coordinates.
    var transformToRoot: CGAffineTransform {
        var t = CGAffineTransform.identity
        var v: UIView? = self
        while let cur = v, let sup = cur.superview {
            t = t.concatenating(cur.transformToSuperview)
            v = sup
        }
        return t
    }

    /// Converts a point from this view's coordinates to `view`'s (to the window's when `view`
    /// is `nil`). Mirrors `UIView.convert(_:to:)`.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        point.applying(conversion(to: view))
    }

    /// Converts a point from `view`'s coordinates (the window's when `nil`) to this view's.
    /// Mirrors `UIView.convert(_:from:)`.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        point.applying(conversion(from: view))
    }

    /// Converts a rectangle from this view's coordinates to `view`'s (the bounding box when
    /// the views are rotated relative to each other). Mirrors `UIView.convert(_:to:)`.
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        rect.applying(conversion(to: view))
    }

    /// Converts a rectangle from `view`'s coordinates to this view's. Mirrors
    /// `UIView.convert(_:from:)`.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        rect.applying(conversion(from: view))
    }

    private func conversion(to view: UIView?) -> CGAffineTransform {
        let target: UIView? = view ?? window
        let toRoot = transformToRoot
        guard let target else { return toRoot }
        return toRoot.concatenating(target.transformToRoot.inverted())
    }

    private func conversion(from view: UIView?) -> CGAffineTransform {
        let source: UIView? = view ?? window
        let fromRoot = transformToRoot.inverted()
        guard let source else { return fromRoot }
        return source.transformToRoot.concatenating(fromRoot)
    }
}
