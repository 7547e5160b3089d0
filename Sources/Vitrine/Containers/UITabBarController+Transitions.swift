import Foundation

/// A switch of tabs on screen, waiting for the frame that shows it.
@MainActor
final class TabSwitch {
    var finish: (() -> Void)?
}

extension UITabBarController {
    /// Shows the selected controller's view instead of the shown one, then runs `completion`
    /// (the containment calls that wait for it).
    ///
    /// On screen (the tab bar controller has appeared) this is UIKit's switch of tabs: the new
    /// view loads if it never did (`viewDidLoad` first), old `viewWillDisappear(false)`, new
    /// `viewWillAppear(false)`, the views swap at once, and after the next frame old
    /// `viewDidDisappear(false)`, new `viewDidAppear(false)`. Off screen only the views
    /// change (the appearance callbacks come when the tab bar controller appears).
    func showSelected(completion: (() -> Void)? = nil) {
        let old = shownViewController
        let new = displayedController
        guard let container = viewIfLoaded, old !== new else {
            completion?()
            return
        }
        guard appearance == .appeared, let screen = container.window?.screen else {
            swapViewsOffScreen(from: old, to: new)
            completion?()
            return
        }
        let oldView = old?.viewIfLoaded.flatMap { $0.superview === container ? $0 : nil }
        // The new view is loaded (viewDidLoad) before the appearance callbacks, as in UIKit.
        let newView = new?.view
        old?.beginAppearanceTransition(false, animated: false)
        new?.beginAppearanceTransition(true, animated: false)
        if let oldView {
            AppearanceRouter.withoutCallbacks(for: oldView) { oldView.removeFromSuperview() }
        }
        if let newView {
            AppearanceRouter.withoutCallbacks(for: newView) {
                UIView.performWithoutAnimation {
                    newView.frame = contentFrame
                    container.insertSubview(newView, belowSubview: tabBar)
                }
            }
        }
        shownViewController = new

        let s = TabSwitch()
        pendingSwitch = s
        s.finish = { [weak self, weak s] in
            guard let self, let s, self.pendingSwitch === s else { return }
            self.pendingSwitch = nil
            s.finish = nil
            old?.endAppearanceTransition()
            new?.endAppearanceTransition()
            completion?()
            screen.updateStatusBarAppearance()
        }
        screen.compositor.afterNextFrame { [weak s] in s?.finish?() }
    }

    /// Ends a switch still waiting for its frame at once, before the tabs change again, so
    /// every controller's callbacks pair up.
    func finishSwitchNow() {
        pendingSwitch?.finish?()
    }

    /// Swaps the shown view while the tab bar controller is not on screen (or is still
    /// appearing): no transition callbacks, except that a child replaced during the tab bar
    /// controller's own appearance stops appearing and the new one starts.
    private func swapViewsOffScreen(from old: UIViewController?, to new: UIViewController?) {
        guard let container = viewIfLoaded else { return }
        old?.removeViewQuietly(from: container)
        shownViewController = nil
        installSelectedView()
        if let new, appearance == .appearing {
            new.beginAppearanceTransition(true, animated: transitionAnimated)
        }
    }

    /// Puts the selected controller's view (loading it) in the content area without
    /// transition callbacks.
    func installSelectedView() {
        guard let container = viewIfLoaded, let selected = displayedController else { return }
        let v: UIView = selected.view
        AppearanceRouter.withoutCallbacks(for: v) {
            v.frame = contentFrame
            container.insertSubview(v, belowSubview: tabBar)
        }
        shownViewController = selected
    }
}
