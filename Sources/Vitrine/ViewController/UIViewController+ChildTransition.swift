import Foundation

extension UIViewController {
    /// Transitions between two children of this controller in a custom container: adds
    /// `toViewController`'s view to the superview of `fromViewController`'s view, runs
    /// `animations` (with the transition in `options`, applied to that superview), then
    /// removes `fromViewController`'s view. On screen the appearance callbacks are forwarded
    /// around it — `from.viewWillDisappear`, `to.viewWillAppear` at the start,
    /// `from.viewDidDisappear`, `to.viewDidAppear` when the animation ends (the order the
    /// navigation controller uses) — then `completion` runs. The containment calls
    /// (`willMove(toParent:)`, `removeFromParent()`, `didMove(toParent:)`) stay the caller's,
    /// as in UIKit. Both must be children of the receiver and `from`'s view must be in the
    /// view hierarchy (UIKit raises): otherwise logged and nothing is done. Mirrors
    /// `transition(from:to:duration:options:animations:completion:)`.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController,
                           duration: TimeInterval, options: UIView.AnimationOptions = [], animations: (() -> Void)?,
                           completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self, fromViewController !== toViewController else {
            BadInputLog.report("UIViewController.transition(from:to:): both must be different children of \(type(of: self)); nothing done")
            return
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            BadInputLog.report("UIViewController.transition(from:to:): the from controller's view is not in the view hierarchy; nothing done")
            return
        }
        let toView = toViewController.view!
        let animated = duration.isFinite && duration > 0
        let onScreen = fromViewController.isVisibleInHierarchy && container.window != nil
        if onScreen {
            fromViewController.beginAppearanceTransition(false, animated: animated)
            toViewController.beginAppearanceTransition(true, animated: animated)
        }
        let swapIn = {
            AppearanceRouter.withoutCallbacks(for: toView) {
                UIView.performWithoutAnimation { container.insertSubview(toView, aboveSubview: fromView) }
            }
        }
        let removeOld = {
            if fromView.superview === container {
                AppearanceRouter.withoutCallbacks(for: fromView) { fromView.removeFromSuperview() }
            }
        }
        let finish: (Bool) -> Void = { finished in
            removeOld()
            if onScreen {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        if options.transitionKind != 0 {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                swapIn()
                removeOld()
                animations?()
            }, completion: finish)
        } else {
            swapIn()
            UIView.animate(withDuration: animated ? duration : 0, delay: 0, options: options,
                           animations: animations ?? {}, completion: finish)
        }
    }
}
