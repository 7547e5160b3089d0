import Foundation

extension UIView {
    /// Adds `view` on top of the other subviews, removing it from its old superview first.
    /// Mirrors `UIView.addSubview(_:)`.
    public func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Inserts `view` at `index` in `subviews` (clamped to the valid range). Mirrors
    /// `UIView.insertSubview(_:at:)`.
    public func insertSubview(_ view: UIView, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "adding a view would make a cycle")
        if view.superview === self {
            // Reordering within the same superview.
            guard let from = subviews.firstIndex(where: { $0 === view }) else { return }
            view.invalidateSubtree()
            subviews.remove(at: from)
            subviews.insert(view, at: min(max(0, index > from ? index - 1 : index), subviews.count))
            view.invalidateSubtree()
            return
        }
        let newWindow = window
        let wasVisible = view.window?.isVisibleWindow ?? false
        let willBeVisible = newWindow?.isVisibleWindow ?? false
        AppearanceRouter.willMove(view, wasVisible: wasVisible, willBeVisible: willBeVisible)
        let appearanceBefore = view.inheritedAppearance
        view.willMove(toSuperview: self)
        if view.window !== newWindow { view.propagateWillMove(toWindow: newWindow) }
        if view.superview != nil { LayoutEngine.viewWillLeaveSuperview(view) }
        view.detachFromSuperview()
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        if view._layoutVariables != nil { _hasEngineSubviews = true }
        LayoutEngine.viewDidChangeSuperview(view)
        let windowChanged = view._window !== newWindow
        view.setWindowRecursively(newWindow)
        // Marking the safe area lists the view here unless it already had layout work pending
        // (a new view always has): then it is listed explicitly.
        let arrivesPending = view._layoutPassPending
        view.setNeedsSafeAreaUpdate()
        if arrivesPending { subviewNeedsLayoutPass(view) }
        view.invalidateSubtree()
        setNeedsLayout()
        view.didMoveToSuperview()
        if windowChanged { view.propagateDidMoveToWindow() }
        view.inheritedAppearanceDidChange(from: appearanceBefore)
        didAddSubview(view)
        AppearanceRouter.didMove(view, wasVisible: wasVisible, isVisible: willBeVisible, screen: newWindow?.screen)
    }

    /// Inserts `view` just above `sibling`. Mirrors `UIView.insertSubview(_:aboveSubview:)`.
    public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { addSubview(view); return }
        insertSubview(view, at: i + 1)
    }

    /// Inserts `view` just below `sibling`. Mirrors `UIView.insertSubview(_:belowSubview:)`.
    public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === sibling }) else { insertSubview(view, at: 0); return }
        insertSubview(view, at: i)
    }

    /// Moves a subview to the top of the others. Mirrors `UIView.bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self, subviews.last !== view else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview below the others. Mirrors `UIView.sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: UIView) {
        guard view.superview === self, subviews.first !== view else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps two subviews' places. Mirrors `UIView.exchangeSubview(at:withSubviewAt:)`.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2), index1 != index2 else { return }
        subviews[index1].invalidateSubtree()
        subviews[index2].invalidateSubtree()
        subviews.swapAt(index1, index2)
    }

    /// Takes the view out of its superview and window. Mirrors `UIView.removeFromSuperview()`.
    public func removeFromSuperview() {
        guard superview != nil else { return }
        let wasVisible = window?.isVisibleWindow ?? false
        let screen = window?.screen
        AppearanceRouter.willMove(self, wasVisible: wasVisible, willBeVisible: false)
        let appearanceBefore = inheritedAppearance
        willMove(toSuperview: nil)
        let hadWindow = window != nil
        if hadWindow { propagateWillMove(toWindow: nil) }
        LayoutEngine.viewWillLeaveSuperview(self)
        detachFromSuperview()
        LayoutEngine.viewDidChangeSuperview(self)
        setWindowRecursively(nil)
        didMoveToSuperview()
        if hadWindow { propagateDidMoveToWindow() }
        inheritedAppearanceDidChange(from: appearanceBefore)
        AppearanceRouter.didMove(self, wasVisible: wasVisible, isVisible: false, screen: screen)
    }

    /// Whether this view is `view` or inside it. Mirrors `UIView.isDescendant(of:)`.
    public func isDescendant(of view: UIView) -> Bool {
        var v: UIView? = self
        while let cur = v {
            if cur === view { return true }
            v = cur.superview
        }
        return false
    }

    /// The first view in this subtree (this view included) whose `tag` matches. Mirrors
    /// `UIView.viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for s in subviews { if let v = s.viewWithTag(tag) { return v } }
        return nil
    }

    // MARK: Internals

    private func detachFromSuperview() {
        guard let sup = superview else { return }
        sup.willRemoveSubview(self)
        // The pixels it covered must be repainted.
        invalidateSubtree()
        forgetRenderedBoxes()
        sup.subviews.removeAll { $0 === self }
        superview = nil
        sup.setNeedsLayout()
    }

    func setWindowRecursively(_ window: UIWindow?) {
        _window = window
        for s in subviews { s.setWindowRecursively(window) }
    }

    private func propagateWillMove(toWindow w: UIWindow?) {
        // A first responder leaving its window resigns (UIKit's rule).
        if let old = _window, w !== old, old.firstResponder === self { old.forceResign(self) }
        willMove(toWindow: w)
        for s in subviews { s.propagateWillMove(toWindow: w) }
    }

    private func propagateDidMoveToWindow() {
        if _window != nil, let follower = self as? TextTraitsFollowing {
            follower.followTextTraits(of: traitCollection)
        }
        // The settings may have changed while the view was outside every window (the walk in
        // `UIAccessibility.apply` reaches only views in one).
        if _window != nil, let adapting = self as? AccessibilitySettingsAdapting {
            adapting.adaptToCurrentAccessibilitySettings()
        }
        if _window != nil { applyAppearanceProxies() }
        queueInitialConstraintUpdate()
        didMoveToWindow()
        for s in subviews { s.propagateDidMoveToWindow() }
    }
}
