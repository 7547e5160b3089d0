import Foundation

/// The navigation controller's own push and pop animation, as an animation controller like any
/// other: pushing, the new view slides in from the right over the old one, which moves
/// `UINavigationController.parallax` of the width to the left; popping mirrors it. Right to
/// left (the container's `effectiveUserInterfaceLayoutDirection`) the directions swap: the new
/// view comes in from the left and the old one moves to the right, as UIKit's. It takes
/// `UINavigationController.transitionDuration` (0.35 s) with an ease-in-out curve — linear
/// while an interaction drives it (UIKit: "During the interactive portion of a view controller
/// transition, the animation curve is linear", `UIPercentDrivenInteractiveTransition
/// .completionCurve`). Without animation the views swap at once and the transition completes
/// after the next frame.
@MainActor
final class NavigationSlideAnimator: UIViewControllerAnimatedTransitioning {
    let operation: UINavigationController.Operation
    /// The bar the new view goes below.
    private let bar: UIView

    init(operation: UINavigationController.Operation, bar: UIView) {
        self.operation = operation
        self.bar = bar
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        UINavigationController.transitionDuration
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let container = ctx.containerView
        let fromView = ctx.view(forKey: .from), toView = ctx.view(forKey: .to)
        let frame = ctx.viewController(forKey: .to).map { ctx.finalFrame(for: $0) }
            ?? ctx.viewController(forKey: .from).map { ctx.initialFrame(for: $0) } ?? container.bounds
        if let toView {
            UIView.performWithoutAnimation {
                toView.frame = frame
                if operation == .pop, let fromView, fromView.superview === container {
                    container.insertSubview(toView, belowSubview: fromView)
                } else if bar.superview === container {
                    container.insertSubview(toView, belowSubview: bar)
                } else {
                    container.addSubview(toView)
                }
            }
        }
        guard ctx.isAnimated, let toView else {
            // Not animated: the swap shows in the next frame, which ends the transition.
            guard let screen = container.window?.screen else { return ctx.completeTransition(true) }
            screen.compositor.afterNextFrame { [weak ctx] in
                guard let ctx, !((ctx as? ViewControllerTransition)?.isComplete ?? false) else { return }
                ctx.completeTransition(true)
            }
            return
        }
        let w = frame.width, push = operation != .pop
        if UIAccessibility.prefersCrossFadeTransitions {
            return crossFade(using: ctx, push: push, fromView: fromView, toView: toView)
        }
        let parallax = UINavigationController.parallax
        // Offsets for left to right; the mirror image right to left.
        let forward: CGFloat = container.effectiveUserInterfaceLayoutDirection == .rightToLeft ? -1 : 1
        UIView.performWithoutAnimation {
            toView.frame = frame.offsetBy(dx: (push ? w : -w * parallax) * forward, dy: 0)
        }
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0,
                       options: ctx.isInteractive ? UIView.AnimationOptions.curveLinear : .curveEaseInOut, animations: {
            toView.frame = frame
            fromView?.frame = frame.offsetBy(dx: (push ? -w * parallax : w) * forward, dy: 0)
        }, completion: { _ in
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    /// The Reduce Motion transition: the upper view fades over the lower one, both in place;
    /// it leaves with the alpha it had (it may be shown again).
    private func crossFade(using ctx: any UIViewControllerContextTransitioning, push: Bool,
                           fromView: UIView?, toView: UIView) {
        guard let fading = push ? toView : fromView else { return ctx.completeTransition(!ctx.transitionWasCancelled) }
        let alpha = fading.alpha
        UIView.performWithoutAnimation { if push { fading.alpha = 0 } }
        UIView.animate(withDuration: transitionDuration(using: ctx), delay: 0,
                       options: ctx.isInteractive ? UIView.AnimationOptions.curveLinear : .curveEaseInOut, animations: {
            fading.alpha = push ? alpha : 0
        }, completion: { _ in
            UIView.performWithoutAnimation { fading.alpha = alpha }
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }
}
