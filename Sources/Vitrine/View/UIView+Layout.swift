import Foundation

extension UIView {
    /// Marks the view as needing `layoutSubviews()` before the next frame. Mirrors
    /// `UIView.setNeedsLayout()`.
    public func setNeedsLayout() {
        markLayoutPassNeeded()
        guard !_needsLayout else { return }
        _needsLayout = true
        requestFrame()
    }

    /// Records that the layout pass must reach this view (layout, safe area or appearance
    /// work is pending here): the view and its ancestors are marked, so the pass walks only
    /// the paths to such views, never the whole tree.
    func markLayoutPassNeeded() {
        guard !_layoutPassPending else { return }
        _layoutPassPending = true
        superview?.subviewNeedsLayoutPass(self)
    }

    /// `child` (a subview) has layout-pass work: this view lists it and is marked too.
    func subviewNeedsLayoutPass(_ child: UIView) {
        _subviewsNeedingLayoutPass.append(child)
        markLayoutPassNeeded()
    }

    /// Whether a layout pass is pending for this view.
    public var needsLayout: Bool { _needsLayout }

    /// Lays out this view now if needed, then its subviews that need it. Mirrors
    /// `UIView.layoutIfNeeded()`.
    public func layoutIfNeeded() {
        // Constraint updates and the engine's new solution come first (they mark the views
        // whose frames change).
        if LayoutEngine.hasPendingWork { LayoutEngine.runPendingWork() }
        guard _layoutPassPending else { return }
        // This view's traits current around the whole pass: the views below that inherit
        // them unchanged (most) then find them current already.
        traitCollection.performAsCurrent { layoutPass(superviewTraits: nil) }
    }

    /// `layoutIfNeeded()` for a view whose superview's traits the pass already knows
    /// (`nil`: found by walking up), so that each view's traits cost one step, not a walk to
    /// the window.
    private func layoutPass(superviewTraits: UITraitCollection?) {
        if LayoutEngine.hasPendingWork { LayoutEngine.runPendingWork() }
        guard _layoutPassPending else { return }
        // The margins (and the safe area they include) first, while the view is still marked:
        // the layout their callbacks ask for is this pass's.
        if layoutAttributes.marginsNeedUpdate { resolveLayoutMargins() }
        _layoutPassPending = false
        FrameWorkCounter.current.layoutVisits += 1
        let vc = _viewController
        // The safe area is current by `viewIsAppearing(_:)` (as UIKit promises) and its
        // callbacks come before the layout they ask for.
        if _safeAreaNeedsUpdate { resolveSafeArea() }
        vc?.runPendingIsAppearing()
        if _safeAreaNeedsUpdate { resolveSafeArea() }
        if _needsLayout {
            _needsLayout = false
            // The presentation controller's container hooks, in the guide's order ("Managing
            // View Layout"): around the presented controller's layout.
            let pc = vc?.presentationControllerForLayout
            // Dynamic colours resolved in these callbacks (a layer's `cgColor`) follow the
            // view's traits: UIKit makes them `UITraitCollection.current` there.
            traits(superviewTraits: superviewTraits).performAsCurrentInPass {
                vc?.notifyLifecycleObserver(.viewWillLayoutSubviews)
                vc?.viewWillLayoutSubviews()
                pc?.containerViewWillLayoutSubviews()
                vc?.notifyLifecycleObserver(.layoutSubviews)
                layoutSubviews()
                vc?.notifyLifecycleObserver(.viewDidLayoutSubviews)
                vc?.viewDidLayoutSubviews()
                pc?.containerViewDidLayoutSubviews()
            }
        }
        // The subviews marked (layout code can add, remove or mark some: take the list now).
        // One is visited directly; several in `subviews` order, as UIKit lays them out.
        let marked = _subviewsNeedingLayoutPass
        _subviewsNeedingLayoutPass = []
        guard !marked.isEmpty else { return }
        // Taken after the callbacks, which may have changed them.
        let mine = traits(superviewTraits: superviewTraits)
        if marked.count == 1, let s = marked.first {
            if s.superview === self { s.layoutPass(superviewTraits: mine) }
        } else {
            for s in subviews {
                if s._layoutPassPending { s.layoutPass(superviewTraits: mine) } else { FrameWorkCounter.current.layoutVisits += 1 }
            }
        }
    }

    /// The view's `traitCollection`, given its superview's when known.
    private func traits(superviewTraits: UITraitCollection?) -> UITraitCollection {
        guard _viewController == nil, let superviewTraits, superview != nil else { return traitCollection }
        return ownTraits(inheriting: superviewTraits)
    }

    /// Mirrors `UIView.noIntrinsicMetric`.
    public static let noIntrinsicMetric: CGFloat = -1
}
