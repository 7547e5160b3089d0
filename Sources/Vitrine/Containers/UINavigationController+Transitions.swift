import Foundation

/// A push or pop on its way: its context (which answers `transitionCoordinator`), the views it
/// moves, and the stack to put back if it is cancelled.
@MainActor
final class NavigationTransition {
    enum Kind { case push, pop }
    let context: ViewControllerTransition
    let views: [UIView]
    let previousStack: [UIViewController]

    init(context: ViewControllerTransition, views: [UIView], previousStack: [UIViewController]) {
        self.context = context
        self.views = views
        self.previousStack = previousStack
    }
}

extension UINavigationController {
    /// Shows `new` instead of `old` (either may be `nil`: no change of view), then completes
    /// the containment of `added` (`didMove(toParent:)`) and `removed` (`removeFromParent()`).
    ///
    /// On screen (the navigation controller has appeared) this is UIKit's transition, run as a
    /// view-controller transition: the delegate is asked for an animation controller (else the
    /// built-in slide, `NavigationSlideAnimator`) and an interaction controller (else
    /// `interaction`, the edge swipe's); the transition is registered, so `transitionCoordinator`
    /// answers on the navigation controller and both children from the appearance callbacks
    /// on; both appearance transitions begin (old `viewWillDisappear`, new `viewWillAppear`),
    /// the delegate's `willShow` follows; the animation (and the bar's change, alongside it)
    /// runs; when the animation controller completes the transition, old `viewDidDisappear`,
    /// new `viewDidAppear`, the containment calls and the delegate's `didShow` — or, cancelled,
    /// the callbacks that undo it and the old stack back (`cancelTransition`). Off screen only
    /// the views, the bar and the containment change (the appearance callbacks come when the
    /// navigation controller appears).
    func performTransition(from old: UIViewController?, to new: UIViewController?, kind: NavigationTransition.Kind,
                           animated: Bool, added: [UIViewController], removed: [UIViewController],
                           previousStack: [UIViewController],
                           interaction: (any UIViewControllerInteractiveTransitioning)? = nil) {
        let completeContainment = {
            for vc in added where vc.parent === self { vc.didMove(toParent: self) }
            for vc in removed where vc.parent === self {
                vc.removeFromParent()
                self.didRemoveFromStack(vc)
            }
        }
        // The bar took its new items in setViewControllers.
        guard let container = viewIfLoaded, old != nil || new != nil else {
            completeContainment()
            return
        }
        guard appearance == .appeared, container.window?.screen != nil else {
            swapViewsOffScreen(from: old, to: new)
            completeContainment()
            return
        }
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        // The new view is loaded (viewDidLoad) before the appearance callbacks, as in UIKit.
        let newView = new?.view
        let animated = animated && oldView != nil && newView != nil
        let operation: Operation = kind == .push ? .push : .pop
        var custom: (any UIViewControllerAnimatedTransitioning)?
        if animated, let old, let new {
            custom = delegate?.navigationController(self, animationControllerFor: operation, from: old, to: new)
        }
        let animator = custom ?? NavigationSlideAnimator(operation: operation, bar: navigationBar)
        let interactor = animated ? (delegate?.navigationController(self, interactionControllerFor: animator) ?? interaction) : nil
        let ctx = ViewControllerTransition(containerView: container, from: old, to: new, fromView: oldView, toView: newView,
                                           animated: animated, presentationStyle: .custom,
                                           animationController: animator, interactionController: interactor)
        // UIKit: `initialFrame(for:)` / `finalFrame(for:)` are the zero rectangle for a view that
        // is not on screen at that end of the transition.
        let frame = contentFrame
        if let old { ctx.setFrames(for: old, initial: frame, final: .zero) }
        if let new { ctx.setFrames(for: new, initial: .zero, final: frame) }
        ctx.register(for: [self] + [old, new].compactMap { $0 })
        let t = NavigationTransition(context: ctx, views: [oldView, newView].compactMap { $0 }, previousStack: previousStack)
        transition = t
        old?.beginAppearanceTransition(false, animated: animated)
        new?.beginAppearanceTransition(true, animated: animated)
        if let new { delegate?.navigationController(self, willShow: new, animated: animated) }
        shownViewController = new
        // The bar's title cross-fade (UINavigationBar+Transition.swift; the bar took its new
        // items in setViewControllers, keeping what it showed): runs as an alongside animation
        // of the transition, so an interactive pop's finger drives it, and ends with it.
        let barChange = barItemTransition(animated: animated && newView != nil, push: kind == .push)
        ctx.coordinator.animate(alongsideTransition: { [weak self] context in
            self?.transitionNavigationBar(alongside: context, barChange)
        }, completion: nil)
        ctx.onComplete = { [weak self, weak t] completed in
            guard let self, let t, self.transition === t else { return }
            self.transition = nil
            barChange?.completion()
            container.isUserInteractionEnabled = true
            guard completed else {
                return self.cancelTransition(t, from: old, to: new, added: added, removed: removed)
            }
            if let oldView, oldView !== newView, oldView.superview === container {
                AppearanceRouter.withoutCallbacks(for: oldView) { oldView.removeFromSuperview() }
            }
            self.layoutNavigationViews()
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
            completeContainment()
            container.window?.screen.updateStatusBarAppearance()
            if let new { self.delegate?.navigationController(self, didShow: new, animated: animated) }
        }
        // Touches wait until the slide is over, as in UIKit.
        if animated { container.isUserInteractionEnabled = false }
        // The animation controller adds the new view: that is the transition's, not a
        // hierarchy change for the appearance router.
        Self.withoutAppearanceCallbacks(for: [newView, oldView].compactMap { $0 }) { ctx.start() }
        // A custom animation controller adds the `to` view on top of the container: the bar
        // stays above the content, as UIKit's does.
        if custom != nil, navigationBar.superview === container, container.subviews.last !== navigationBar {
            container.bringSubviewToFront(navigationBar)
        }
    }

    /// The bar's side of a push or pop: the title cross-fade's animations. It runs inside the
    /// transition's animation (an alongside block of the coordinator), so an interactive pop's
    /// finger drives it; a cancelled pop runs it back (the bar's items are then put back).
    func transitionNavigationBar(alongside context: any UIViewControllerTransitionCoordinatorContext,
                                 _ change: NavigationBarItemTransition?) {
        change?.animations()
    }

    /// A cancelled transition (an interactive pop let go before the middle): `new` disappears
    /// again (`viewWillDisappear`, `viewDidDisappear`), then `old` appears again
    /// (`viewWillAppear`, `viewDidAppear`), the order UIKit's navigation controller uses; the
    /// stack is what it was; no `didMove(toParent:)` or `removeFromParent()`, and no
    /// `didShow` for the delegate. A controller pushed by the cancelled transition leaves again.
    private func cancelTransition(_ t: NavigationTransition, from old: UIViewController?, to new: UIViewController?,
                                  added: [UIViewController], removed: [UIViewController]) {
        guard let container = viewIfLoaded else { return }
        if let newView = new?.viewIfLoaded, newView !== old?.viewIfLoaded, newView.superview === container {
            AppearanceRouter.withoutCallbacks(for: newView) { newView.removeFromSuperview() }
        }
        stack = t.previousStack
        children = stack + children.filter { c in !stack.contains { $0 === c } }
        for vc in removed where vc.parent === self { vc._isMovingFromParent = false }
        new?.beginAppearanceTransition(false, animated: true)
        new?.endAppearanceTransition()
        if let oldView = old?.viewIfLoaded {
            shownViewController = old
            if oldView.superview !== container {
                AppearanceRouter.withoutCallbacks(for: oldView) { container.insertSubview(oldView, belowSubview: navigationBar) }
            }
        } else {
            shownViewController = nil
        }
        updateNavigationBar()
        layoutNavigationViews()
        old?.beginAppearanceTransition(true, animated: true)
        old?.endAppearanceTransition()
        for vc in added where vc.parent === self && !stack.contains(where: { $0 === vc }) {
            vc.willMove(toParent: nil)
            vc.removeFromParent()
        }
        container.window?.screen.updateStatusBarAppearance()
    }

    /// Ends a running push or pop at once (its views jump to their final places; an
    /// interaction under way is finished, or cancelled if it was being cancelled), before the
    /// stack changes again.
    func finishTransitionNow() {
        guard let t = transition else { return }
        let ctx = t.context
        if let tl = ctx.interactionTimeline, tl.endPosition == nil {
            tl.end(at: ctx.transitionWasCancelled ? .start : .end)
        }
        for v in t.views where transition === t { v.removeAllAnimations() }
        if transition === t, !ctx.isComplete { ctx.completeTransition(!ctx.transitionWasCancelled) }
    }

    /// Runs `body` with the appearance router quiet for each of `views`.
    static func withoutAppearanceCallbacks(for views: [UIView], _ body: () -> Void) {
        guard let first = views.first else { return body() }
        AppearanceRouter.withoutCallbacks(for: first) { withoutAppearanceCallbacks(for: Array(views.dropFirst()), body) }
    }

    /// Swaps the shown view while the navigation controller is not on screen (or is still
    /// appearing): no transition callbacks, except that a child replaced during the navigation
    /// controller's own appearance stops appearing and the new one starts.
    private func swapViewsOffScreen(from old: UIViewController?, to new: UIViewController?) {
        guard let container = viewIfLoaded else { return }
        old?.removeViewQuietly(from: container)
        shownViewController = nil
        installTopView(new)
        if let new, appearance == .appearing {
            new.beginAppearanceTransition(true, animated: transitionAnimated)
        }
    }

    /// Puts `vc`'s view (the top controller's by default) in the content area without
    /// transition callbacks.
    func installTopView(_ vc: UIViewController? = nil) {
        guard let container = viewIfLoaded, let top = vc ?? topViewController else { return }
        let v: UIView = top.view
        AppearanceRouter.withoutCallbacks(for: v) {
            v.frame = contentFrame
            container.insertSubview(v, belowSubview: navigationBar)
        }
        shownViewController = top
    }
}
