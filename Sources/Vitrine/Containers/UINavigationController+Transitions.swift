import Foundation

/// A push or pop on its way: what to do when it ends, and the views it moves.
@MainActor
final class NavigationTransition {
    enum Kind { case push, pop }
    let views: [UIView]
    var finish: (() -> Void)?

    init(views: [UIView]) { self.views = views }
}

extension UINavigationController {
    /// Shows `new` instead of `old` (either may be `nil`: no change of view), then completes
    /// the containment of `added` (`didMove(toParent:)`) and `removed` (`removeFromParent()`).
    ///
    /// On screen (the navigation controller has appeared) this is UIKit's transition: both
    /// appearance transitions begin (old `viewWillDisappear`, new `viewWillAppear`), the new
    /// view slides in from the right over the old one, which moves a third of the way left
    /// (a pop mirrors it), over 0.35 s on the screen's clock — or, not animated, the views
    /// swap at once and the next frame ends it — then old `viewDidDisappear`, new
    /// `viewDidAppear`, and the containment calls. Off screen only the views and the
    /// containment change (the appearance callbacks come when the navigation controller
    /// appears).
    func performTransition(from old: UIViewController?, to new: UIViewController?, kind: NavigationTransition.Kind,
                           animated: Bool, added: [UIViewController], removed: [UIViewController]) {
        let completeContainment = {
            for vc in added where vc.parent === self { vc.didMove(toParent: self) }
            for vc in removed where vc.parent === self {
                vc.removeFromParent()
                self.didRemoveFromStack(vc)
            }
        }
        guard let container = viewIfLoaded, old != nil || new != nil else {
            completeContainment()
            return
        }
        guard appearance == .appeared, let screen = container.window?.screen else {
            swapViewsOffScreen(from: old, to: new)
            completeContainment()
            return
        }
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        // The new view is loaded (viewDidLoad) before the appearance callbacks, as in UIKit.
        let newView = new?.view
        let animated = animated && oldView != nil && newView != nil
        old?.beginAppearanceTransition(false, animated: animated)
        new?.beginAppearanceTransition(true, animated: animated)
        let frame = contentFrame
        if let newView {
            AppearanceRouter.withoutCallbacks(for: newView) {
                UIView.performWithoutAnimation {
                    newView.frame = frame
                    if kind == .pop, let oldView {
                        container.insertSubview(newView, belowSubview: oldView)
                    } else {
                        container.insertSubview(newView, belowSubview: navigationBar)
                    }
                }
            }
        }
        shownViewController = new

        let t = NavigationTransition(views: [oldView, newView].compactMap { $0 })
        transition = t
        // The bar's title cross-fade (UINavigationBar+Transition.swift): runs in the slide's
        // animation block below and ends with the transition.
        let barChange = barItemTransition(animated: animated && newView != nil, push: kind == .push)
        t.finish = { [weak self, weak t] in
            guard let self, let t, self.transition === t else { return }
            self.transition = nil
            t.finish = nil
            barChange?.completion()
            container.isUserInteractionEnabled = true
            if let oldView, oldView.superview === container {
                AppearanceRouter.withoutCallbacks(for: oldView) { oldView.removeFromSuperview() }
            }
            self.layoutNavigationViews()
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
            completeContainment()
            screen.updateStatusBarAppearance()
        }
        guard animated, let newView else {
            screen.compositor.afterNextFrame { [weak t] in t?.finish?() }
            return
        }
        let w = frame.width
        UIView.performWithoutAnimation {
            newView.frame = frame.offsetBy(dx: kind == .push ? w : -w * Self.parallax, dy: 0)
        }
        // Touches wait until the slide is over, as in UIKit.
        container.isUserInteractionEnabled = false
        UIView.animate(withDuration: Self.transitionDuration, delay: 0, options: [.curveEaseInOut], animations: {
            newView.frame = frame
            oldView?.frame = frame.offsetBy(dx: kind == .push ? -w * Self.parallax : w, dy: 0)
            barChange?.animations()
        }, completion: { [weak t] _ in t?.finish?() })
    }

    /// Ends a running push or pop at once (its views jump to their final places), before the
    /// stack changes again.
    func finishTransitionNow() {
        guard let t = transition else { return }
        for v in t.views { v.removeAllAnimations() }
        t.finish?()
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
