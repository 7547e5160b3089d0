import Foundation

/// A change of the visible columns on its way: what to do when it ends.
@MainActor
final class SplitColumnTransition {
    var finish: (() -> Void)?
    /// Under Reduce Motion, the snapshot of the old columns fading out over the new ones.
    weak var snapshot: UIView?
}

extension UISplitViewController {
    /// The controllers on screen now: each visible column's navigation controller, then the
    /// controller it shows.
    var visibleControllers: [UIViewController] {
        var out: [UIViewController] = []
        for nav in visibleNavigations {
            out.append(nav)
            if let top = nav.shownViewController ?? nav.topViewController { out.append(top) }
        }
        return out
    }

    /// Runs `change` (which changes the display mode, collapses, expands or moves controllers
    /// between stacks, all quietly) and then brings the views and the appearance callbacks in
    /// line with it, as a container does in UIKit: the controllers that leave the screen get
    /// `viewWillDisappear`, then those that come on it `viewWillAppear`; the views move
    /// (animated: the side columns slide over `columnAnimationDuration` — with Reduce Motion
    /// the old columns cross-fade into the new ones in place over the same time instead —
    /// else at once, shown on the next frame); then the leaving ones get `viewDidDisappear`
    /// and the arriving ones `viewDidAppear`. Off screen only the views change.
    func reconfigureColumns(animated: Bool, change: () -> Void) {
        finishColumnTransitionNow()
        let container = viewIfLoaded as? SplitContainerView
        let startFrames: [ObjectIdentifier: CGRect] = Dictionary(uniqueKeysWithValues: (container?.subviews ?? []).map { (ObjectIdentifier($0), $0.frame) })
        let before = visibleControllers
        change()
        guard let container else { return }
        let size = container.bounds.size
        let after = visibleControllers
        let leaving = before.filter { b in !after.contains { $0 === b } }
        let arriving = after.filter { a in !before.contains { $0 === a } }
        let onScreen = appearance == .appeared && container.window != nil
        let animated = animated && onScreen && !_isCollapsed

        // Views of newly visible columns start where they were hidden (off the leading edge).
        let hiddenFrames = columnFrames(in: size, mode: .secondaryOnly)
        installVisibleViews()
        if animated {
            UIView.performWithoutAnimation {
                for (column, nav) in columnNavigations {
                    guard let nv = nav.viewIfLoaded, nv.superview === container else { continue }
                    if startFrames[ObjectIdentifier(nv)] == nil, let hidden = hiddenFrames[column] { nv.frame = hidden }
                }
                // The dividers start at the columns' starting edges and move with them; the
                // dimming fades from where it is.
                let dimAlpha = container.dimming.alpha
                container.layoutDividers()
                container.dimming.alpha = dimAlpha
            }
        }

        if onScreen {
            for vc in leaving { vc.beginAppearanceTransition(false, animated: animated) }
            for vc in arriving { vc.beginAppearanceTransition(true, animated: animated) }
        } else if appearance == .appearing {
            // Still appearing: a controller replaced now stops appearing, a new one starts.
            for vc in leaving where vc.isVisibleInHierarchy {
                vc.beginAppearanceTransition(false, animated: false)
                vc.endAppearanceTransition()
            }
            for vc in arriving { vc.beginAppearanceTransition(true, animated: transitionAnimated) }
        }

        let t = SplitColumnTransition()
        columnTransition = t
        t.finish = { [weak self, weak t] in
            guard let self, let t, self.columnTransition === t else { return }
            self.columnTransition = nil
            t.finish = nil
            self.removeHiddenViews()
            self.layoutColumnViews()
            if !self.dimsSecondary { container.dimming.isHidden = true }
            if onScreen {
                for vc in leaving { vc.endAppearanceTransition() }
                for vc in arriving { vc.endAppearanceTransition() }
                container.window?.screen.updateStatusBarAppearance()
            }
        }
        guard onScreen, let screen = container.window?.screen else {
            t.finish?()
            return
        }
        guard animated else {
            columnTransition = nil
            layoutColumnViews()
            columnTransition = t
            screen.compositor.afterNextFrame { [weak t] in t?.finish?() }
            return
        }
        let target = columnFrames(in: size, mode: _displayMode)
        t.snapshot = UIView.animateMovingContent(in: container, duration: Self.columnAnimationDuration, options: [.curveEaseInOut], changes: {
            for (column, nav) in self.columnNavigations {
                guard let nv = nav.viewIfLoaded, nv.superview === container, let f = target[column] else { continue }
                nv.frame = f
            }
            container.layoutDividers()
        }, completion: { [weak t] _ in t?.finish?() })
    }

    /// Ends a column change still running at once (views at their final places), before the
    /// columns change again, so every controller's callbacks pair up.
    func finishColumnTransitionNow() {
        guard let t = columnTransition else { return }
        for nav in columnNavigations.values { nav.viewIfLoaded?.removeAllAnimations() }
        t.snapshot?.removeFromSuperview()
        t.finish?()
    }
}
