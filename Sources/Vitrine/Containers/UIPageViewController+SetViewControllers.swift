import Foundation

/// Programmatic page changes: `setViewControllers(_:direction:animated:completion:)`.
extension UIPageViewController {
    /// `setViewControllers(_:direction:animated:completion:)`'s work.
    func performSetViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool, completion: ((Bool) -> Void)?) {
        let pages = viewControllers ?? []
        guard pages.count == 1, let page = pages.first, page !== self, page.parent == nil || page.parent === self else {
            let what = pages.isEmpty ? "no view controller" : pages.count > 1 ? "\(pages.count) view controllers" : "a view controller that is the page view controller itself or in another container"
            BadInputLog.report("UIPageViewController.setViewControllers: \(what) given; the scroll style shows exactly one page; kept the current page")
            completion?(false)
            return
        }
        settleNow()
        if page === current {
            forgetNeighbours()
            refreshPageIndicator()
            completion?(true)
            return
        }
        forgetNeighbours()
        // A controller that was a neighbour is a child already; others become one now.
        if page.parent !== self { addChild(page) }
        let onScreen = appearance == .appeared && viewIfLoaded?.window != nil && current != nil
        if animated, onScreen {
            slide(to: page, side: direction == .forward ? .after : .before, completion: completion)
        } else {
            swap(to: page, onScreen: onScreen, completion: completion)
        }
        refreshPageIndicator()
    }

    /// The animated change: the page goes in the slot on `side` and the content scrolls there
    /// (UIScrollView's `setContentOffset(_:animated:)`, 0.3 s ease-in-out on the screen's
    /// clock); the drag is off meanwhile. With Reduce Motion nothing scrolls: the new page is
    /// in place at once under a snapshot of the old one that fades out over the same time,
    /// and the turn ends when the fade does, as at the end of the scroll.
    private func slide(to page: UIViewController, side: PageSide, completion: ((Bool) -> Void)?) {
        neighbours[side] = .page(page)
        installNeighbourView(page, side: side)
        beginTurn(to: page, side: side, isProgrammatic: true, completion: completion)
        updateClosedSides()
        pagingView.isScrollEnabled = false
        let target = offset(showingSlot: visualSlot(of: side))
        guard UIAccessibility.prefersCrossFadeTransitions, let container = viewIfLoaded, let t = turn else {
            pagingView.setContentOffset(target, animated: true)
            return
        }
        t.snapshot = UIView.transitionReturningSnapshot(with: container, duration: ScrollPhysics.scrollAnimationDuration,
                                                        options: [.transitionCrossDissolve, .curveEaseInOut], animations: {
            self.pagingView.setContentOffset(target, animated: false)
        }, completion: { [weak self, weak t] _ in
            // Ended already when the turn was settled early.
            guard let self, let t, self.turn === t else { return }
            self.pagingViewDidRest()
        })
    }

    /// The unanimated change. On screen: new `viewWillAppear(false)`, old
    /// `viewWillDisappear(false)`, the views swap, and after the next frame new
    /// `viewDidAppear(false)`, old `viewDidDisappear(false)`. Off screen (or while the page
    /// view controller itself is appearing) only the views change, as in the other containers.
    private func swap(to page: UIViewController, onScreen: Bool, completion: ((Bool) -> Void)?) {
        let old = current
        guard let container = viewIfLoaded else {
            current = page
            page.didMove(toParent: self)
            if let old { release(old) }
            completion?(true)
            return
        }
        if onScreen, let screen = container.window?.screen {
            _ = page.view // loaded before the callbacks, as in UIKit
            page.beginAppearanceTransition(true, animated: false)
            old?.beginAppearanceTransition(false, animated: false)
            if let v = old?.viewIfLoaded, v.superview === pagingView {
                AppearanceRouter.withoutCallbacks(for: v) { v.removeFromSuperview() }
            }
            current = page
            installCurrentView()
            recentre()
            page.didMove(toParent: self)
            var done = false
            let finish: () -> Void = { [weak self] in
                guard !done else { return }
                done = true
                self?.pendingSwap = nil
                page.endAppearanceTransition()
                old?.endAppearanceTransition()
                if let self, let old, old !== self.current, old.parent === self {
                    old.willMove(toParent: nil)
                    old.removeFromParent()
                }
                screen.updateStatusBarAppearance()
                completion?(true)
            }
            pendingSwap = finish
            screen.compositor.afterNextFrame { finish() }
            return
        }
        old?.removeViewQuietly(from: pagingView)
        current = page
        installCurrentView()
        recentre()
        if appearance == .appearing { page.beginAppearanceTransition(true, animated: transitionAnimated) }
        page.didMove(toParent: self)
        if let old, old !== page { release(old) }
        completion?(true)
    }
}
