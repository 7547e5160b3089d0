import Foundation
import VitrineGraphics

extension UIView {
    /// The default spacing between the view's edges and its content (8 points on each side;
    /// for a view controller's root view, the controller's `systemMinimumLayoutMargins`, and
    /// never less than them while `viewRespectsSystemMinimumLayoutMargins`). The same values
    /// as `directionalLayoutMargins`, with leading and trailing placed on the left and right
    /// by `effectiveUserInterfaceLayoutDirection`. These are the view's own margins: the
    /// layout margins guide adds the safe area (`insetsLayoutMarginsFromSafeArea`) and the
    /// superview's margins (`preservesSuperviewLayoutMargins`). Mirrors
    /// `UIView.layoutMargins`.
    public var layoutMargins: UIEdgeInsets {
        get { ownLayoutMargins }
        set {
            guard newValue.top.isFinite, newValue.left.isFinite, newValue.bottom.isFinite, newValue.right.isFinite else { return }
            layoutAttributes.margins = newValue
            layoutAttributes.marginsAreDirectional = false
            layoutAttributes.marginsAreSet = true
            ownLayoutMarginsDidChange()
        }
    }

    /// The layout margins with leading and trailing edges: they keep their meaning when the
    /// layout direction changes (the leading margin is the right one in right-to-left
    /// layouts). Mirrors `UIView.directionalLayoutMargins`.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let a = layoutAttributes
            // Without a view controller's minimum the stored values are the answer as they are.
            if a.marginsAreDirectional, _viewController == nil {
                return NSDirectionalEdgeInsets(top: a.margins.top, leading: a.margins.left, bottom: a.margins.bottom, trailing: a.margins.right)
            }
            return ownLayoutMargins.directional(for: effectiveUserInterfaceLayoutDirection)
        }
        set {
            guard newValue.top.isFinite, newValue.leading.isFinite, newValue.bottom.isFinite, newValue.trailing.isFinite else { return }
            layoutAttributes.margins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing)
            layoutAttributes.marginsAreDirectional = true
            layoutAttributes.marginsAreSet = true
            ownLayoutMarginsDidChange()
        }
    }

    /// Whether the superview's margins also count: where the view comes closer to an edge of
    /// its superview than the superview's margin, the view's margin grows by the least amount
    /// that keeps content inside the superview's margins (`false` by default). Mirrors
    /// `UIView.preservesSuperviewLayoutMargins`.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutAttributes.preservesSuperviewLayoutMargins }
        set {
            guard newValue != layoutAttributes.preservesSuperviewLayoutMargins else { return }
            layoutAttributes.preservesSuperviewLayoutMargins = newValue
            ownLayoutMarginsDidChange()
        }
    }

    /// Whether the margins are measured from the safe area rather than the bounds, so that no
    /// margin lies outside the safe area (`true` by default). Mirrors
    /// `UIView.insetsLayoutMarginsFromSafeArea`.
    public var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutAttributes.insetsLayoutMarginsFromSafeArea }
        set {
            guard newValue != layoutAttributes.insetsLayoutMarginsFromSafeArea else { return }
            layoutAttributes.insetsLayoutMarginsFromSafeArea = newValue
            ownLayoutMarginsDidChange()
        }
    }

    // MARK: Internals

    /// The insets from `bounds` of the view's layout margins guide: the view's own margins,
    /// measured from the safe area when `insetsLayoutMarginsFromSafeArea` (each edge's margin
    /// added to that edge's safe-area inset), then, when `preservesSuperviewLayoutMargins`,
    /// each edge grown to reach the superview's layout margins guide where that lies inside
    /// the view. Computed lazily like the safe area: only for views an input of which
    /// changed.
    var effectiveLayoutMargins: UIEdgeInsets {
        resolveLayoutMargins()
        return layoutAttributes.effectiveMargins
    }

    /// Something the layout margins guide depends on changed (the margins, the safe area, the
    /// superview's margins, the geometry, the direction): recomputed in the layout pass or
    /// at the next read.
    func setNeedsLayoutMarginsUpdate() {
        layoutAttributes.marginsNeedUpdate = true
        markLayoutPassNeeded()
    }

    /// Brings the margins this view's depend on (the safe area, the superview's margins when
    /// preserved), then its own, up to date.
    func resolveLayoutMargins() {
        if layoutAttributes.preservesSuperviewLayoutMargins { superview?.resolveLayoutMargins() }
        if _safeAreaNeedsUpdate { resolveSafeArea() }
        updateLayoutMarginsIfNeeded()
    }

    /// Recomputes the margins if an input changed. When they change: the subviews that
    /// preserve them are marked, then `layoutMarginsDidChange()`, the controller's
    /// `viewLayoutMarginsDidChange()` and `layoutMarginGuidesNeedUpdate()` run. When only the
    /// bounds' size changed, the guides still change size: `layoutMarginGuidesNeedUpdate()`
    /// (a change of `bounds.origin`, scrolling, moves the guides with the content and asks for
    /// no layout, as UIKit lays out on size changes only).
    func updateLayoutMarginsIfNeeded() {
        guard layoutAttributes.marginsNeedUpdate else { return }
        layoutAttributes.marginsNeedUpdate = false
        let new = computedEffectiveLayoutMargins()
        let boundsChanged = layoutAttributes.marginsBounds != _bounds
        let sizeChanged = layoutAttributes.marginsBounds.size != _bounds.size
        layoutAttributes.marginsBounds = _bounds
        if boundsChanged || new != layoutAttributes.effectiveMargins {
            // The subviews' share of these margins depends on both.
            for s in subviews where s.layoutAttributes.preservesSuperviewLayoutMargins { s.setNeedsLayoutMarginsUpdate() }
        }
        if new != layoutAttributes.effectiveMargins {
            layoutAttributes.effectiveMargins = new
            layoutMarginsDidChange()
            _viewController?.viewLayoutMarginsDidChange()
            layoutMarginGuidesNeedUpdate()
        } else if sizeChanged {
            layoutMarginGuidesNeedUpdate()
        }
    }

    /// The inputs of `layoutMarginsGuide` or `readableContentGuide` changed (margins, safe
    /// area, superview margins, bounds, direction, content size category).
    ///
    /// Layout engine hook: the body only asks for layout; the Auto Layout engine adds its
    /// work here (updating the guides' constraints from `effectiveLayoutMargins` and
    /// `readableContentFrame`).
    func layoutMarginGuidesNeedUpdate() {
        setNeedsLayout()
        refreshSystemLayoutGuides()
    }

    /// The view's own margins (no safe area, no superview), left and right placed for the
    /// effective direction; a view controller's root view takes the system minimum where it
    /// is larger (and as its default).
    var ownLayoutMargins: UIEdgeInsets {
        let a = layoutAttributes
        let minimum = _viewController.flatMap { $0.viewRespectsSystemMinimumLayoutMargins ? $0.systemMinimumLayoutMargins : nil }
        // The direction costs a walk to the traits: only look it up when it matters.
        guard a.marginsAreDirectional || minimum != nil else { return a.margins }
        let direction = effectiveUserInterfaceLayoutDirection
        var m = a.marginsAreSet || minimum == nil ? a.margins : .zero
        if a.marginsAreDirectional {
            m = NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right).absolute(for: direction)
        }
        if let minimum { m = .edgewiseMax(m, minimum.absolute(for: direction)) }
        return m
    }

    /// The view's own margins changed (a setter): recomputed now, as UIKit calls
    /// `layoutMarginsDidChange()` from the setter; the subviews follow lazily.
    func ownLayoutMarginsDidChange() {
        setNeedsLayoutMarginsUpdate()
        resolveLayoutMargins()
    }

    /// The margins from the current state, assuming the safe area and the superview's
    /// margins are current.
    private func computedEffectiveLayoutMargins() -> UIEdgeInsets {
        var m = ownLayoutMargins
        if layoutAttributes.insetsLayoutMarginsFromSafeArea, _window != nil, _safeAreaInsets != .zero { m = m + _safeAreaInsets }
        if layoutAttributes.preservesSuperviewLayoutMargins, let sup = superview {
            let supMargins = sup.layoutAttributes.effectiveMargins
            if supMargins != .zero {
                let b = sup._bounds
                let inSuper = CGRect(x: b.minX + supMargins.left, y: b.minY + supMargins.top,
                                     width: b.width - supMargins.left - supMargins.right,
                                     height: b.height - supMargins.top - supMargins.bottom)
                let t = transformToSuperview
                if t.determinant != 0 {
                    let r = t.isTranslationOnly ? inSuper.offsetBy(dx: -t.tx, dy: -t.ty) : inSuper.applying(t.inverted())
                    m = .edgewiseMax(m, UIEdgeInsets(top: r.minY - _bounds.minY, left: r.minX - _bounds.minX,
                                                     bottom: _bounds.maxY - r.maxY, right: _bounds.maxX - r.maxX))
                }
            }
        }
        return m
    }
}
