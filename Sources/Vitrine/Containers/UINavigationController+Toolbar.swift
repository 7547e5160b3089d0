import Foundation

extension UINavigationController {
    /// Whether the toolbar is hidden (default `true`). Setting it is
    /// `setToolbarHidden(_:animated:)` without animation. Mirrors
    /// `UINavigationController.isToolbarHidden`.
    public var isToolbarHidden: Bool {
        get { _isToolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; animated (on screen), it slides down or up over
    /// `hideShowBarDuration` while the content grows or shrinks (with Reduce Motion the old
    /// picture cross-fades into the new one in place instead). Mirrors
    /// `setToolbarHidden(_:animated:)`.
    public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        guard hidden != _isToolbarHidden else { return }
        _isToolbarHidden = hidden
        guard let v = viewIfLoaded else { return }
        if animated, v.window != nil {
            // Sliding, the bar shows while it moves; cross-fading, it takes its end state at
            // once (under the snapshot, taken before anything changed).
            let crossFade = UIAccessibility.prefersCrossFadeTransitions
            UIView.animateMovingContent(in: v, duration: Self.hideShowBarDuration, options: [.curveEaseInOut], changes: {
                self.toolbar.isHidden = crossFade && hidden
                self.layoutNavigationViews()
            }, completion: { _ in
                self.toolbar.isHidden = self._isToolbarHidden
            })
        } else {
            layoutNavigationViews()
            toolbar.isHidden = hidden
        }
    }

    /// The toolbar's height: 44 pt plus the bottom safe area it reaches over.
    func toolbarHeight(in v: UIView) -> CGFloat { UIToolbar.defaultHeight + v.safeAreaInsets.bottom }

    /// Places the toolbar along the bottom (below it when hidden).
    func layoutToolbar(in v: UIView) {
        let h = toolbarHeight(in: v)
        toolbar.frame = CGRect(x: 0, y: _isToolbarHidden ? v.bounds.height : v.bounds.height - h, width: v.bounds.width, height: h)
    }

    /// The bar's cross-fade for a push or pop (`animated`), to run in the slide's animation
    /// block; without animation the bar just takes its new contents (and height).
    func barItemTransition(animated: Bool, push: Bool) -> NavigationBarItemTransition? {
        if animated, let t = navigationBar.makeItemTransition(push: push) { return t }
        navigationBar.outgoing = nil
        layoutNavigationViews()
        return nil
    }
}
