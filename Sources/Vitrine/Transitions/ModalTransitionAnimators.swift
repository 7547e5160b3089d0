import Foundation
import VitrinePlatform

/// The built-in animations of a presentation and its dismissal, as animation controllers the
/// presentation machinery hands a `ViewControllerTransition` when the transitioning delegate
/// gives none (UIKit's private animators do the same job). Which one follows the presented
/// controller's `modalTransitionStyle`; the presentation controller can choose its own
/// (`UIPresentationController.builtInAnimationController(presenting:)`, the alert's).
///
/// With Reduce Motion (`UIAccessibility.prefersCrossFadeTransitions`) nothing slides, turns or
/// zooms: cover-vertical fades the presented view in place, and the flip is a cross-dissolve
/// of the flip's length, as iOS replaces the motion of its transitions with a cross-fade.
@MainActor
enum ModalTransitionAnimators {
    /// The animator for `style`: `.partialCurl` (needs 3D) logs a line and covers vertically.
    static func animator(for style: UIModalTransitionStyle, presenting: Bool,
                         presentation: UIPresentationController) -> any UIViewControllerAnimatedTransitioning {
        if style == .flipHorizontal, UIAccessibility.prefersCrossFadeTransitions {
            return CrossDissolveTransitionAnimator(presenting: presenting, presentation: presentation,
                                                   duration: FlipHorizontalTransitionAnimator.duration)
        }
        switch style {
        case .coverVertical:
            return CoverVerticalTransitionAnimator(presenting: presenting, presentation: presentation)
        case .crossDissolve:
            return CrossDissolveTransitionAnimator(presenting: presenting, presentation: presentation)
        case .flipHorizontal:
            return FlipHorizontalTransitionAnimator(presenting: presenting, presentation: presentation)
        case .partialCurl:
            if presenting { Log.ui.notice("modalTransitionStyle .partialCurl is not drawn by Vitrine (no 3D): using .coverVertical") }
            return CoverVerticalTransitionAnimator(presenting: presenting, presentation: presentation)
        }
    }
}

/// Puts the arriving view in the container at its final frame (for a presentation), without
/// animation.
@MainActor
private func installArrivingView(_ ctx: any UIViewControllerContextTransitioning) -> UIView? {
    guard let toVC = ctx.viewController(forKey: .to), let to = ctx.view(forKey: .to) else { return nil }
    let final = ctx.finalFrame(for: toVC)
    UIView.performWithoutAnimation {
        if final != .zero { to.frame = final }
        if to.superview !== ctx.containerView { ctx.containerView.addSubview(to) }
    }
    return to
}

/// `.coverVertical`: the presented view slides up from below the container (and back down),
/// the dimming fading with it, over the presentation controller's duration and curve (0.3 s,
/// ease-in-out). Goes through the presentation controller's animation hooks, which Vitrine's
/// own presentations (the alert's) override. With Reduce Motion the presented view stays at
/// its final frame (and transform; the hooks' `coverFrame(of:)` keeps it in place) and fades in
/// and out instead, the hooks' other changes (the dimming) as they are, over the same time and
/// curve.
@MainActor
final class CoverVerticalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    unowned let presentation: UIPresentationController

    init(presenting: Bool, presentation: UIPresentationController) {
        self.presenting = presenting
        self.presentation = presentation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        presentation.animatedTransitionDuration
    }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let pc = presentation
        let crossFade = UIAccessibility.prefersCrossFadeTransitions
        let done: (Bool) -> Void = { _ in ctx.completeTransition(!ctx.transitionWasCancelled) }
        if presenting {
            guard let view = installArrivingView(ctx), let vc = ctx.viewController(forKey: .to) else { return ctx.completeTransition(true) }
            let final = ctx.finalFrame(for: vc)
            guard crossFade else {
                UIView.performWithoutAnimation { pc.prepareAnimatedPresentation(of: view) }
                return UIView.animate(withDuration: pc.animatedTransitionDuration, delay: 0, options: pc.animatedTransitionOptions,
                                      animations: { pc.animatePresentation(of: view, to: final) }, completion: done)
            }
            let (alpha, transform) = (view.alpha, view.transform)
            UIView.performWithoutAnimation {
                pc.prepareAnimatedPresentation(of: view)
                view.transform = transform
                view.frame = final
                view.alpha = 0
            }
            UIView.animate(withDuration: pc.animatedTransitionDuration, delay: 0, options: pc.animatedTransitionOptions, animations: {
                pc.animatePresentation(of: view, to: final)
                view.transform = transform
                view.alpha = alpha
            }, completion: done)
        } else {
            guard let view = ctx.view(forKey: .from) else { return ctx.completeTransition(true) }
            // Driven by a finger (the sheet's swipe), the slide is linear so the sheet follows it.
            let options: UIView.AnimationOptions = ctx.isInteractive ? [.curveLinear] : pc.animatedTransitionOptions
            guard crossFade else {
                return UIView.animate(withDuration: pc.animatedTransitionDuration, delay: 0, options: options,
                                      animations: { pc.animateDismissal(of: view) }, completion: done)
            }
            let alpha = view.alpha
            UIView.animate(withDuration: pc.animatedTransitionDuration, delay: 0, options: options, animations: {
                pc.animateDismissal(of: view)
                view.alpha = 0
            }, completion: { _ in
                let completed = !ctx.transitionWasCancelled
                // The view may be presented again: it leaves as opaque as it came.
                UIView.performWithoutAnimation { view.alpha = alpha }
                ctx.completeTransition(completed)
            })
        }
    }
}

/// `.crossDissolve`: the presented view (and the dimming) fades in, and out when dismissed
/// (0.3 s, ease-in-out; a flip's length when it stands in for one under Reduce Motion).
@MainActor
final class CrossDissolveTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.3
    let presenting: Bool
    let duration: TimeInterval
    unowned let presentation: UIPresentationController

    init(presenting: Bool, presentation: UIPresentationController, duration: TimeInterval = CrossDissolveTransitionAnimator.duration) {
        self.presenting = presenting
        self.presentation = presentation
        self.duration = duration
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let pc = presentation
        if presenting {
            guard let view = installArrivingView(ctx) else { return ctx.completeTransition(true) }
            UIView.performWithoutAnimation {
                view.alpha = 0
                pc.dimmingView.alpha = 0
            }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.alpha = 1
                pc.dimmingView.alpha = pc.dimmingViewAlpha
            }, completion: { _ in
                if ctx.transitionWasCancelled { view.alpha = 1 }
                ctx.completeTransition(!ctx.transitionWasCancelled)
            })
        } else {
            guard let view = ctx.view(forKey: .from) else { return ctx.completeTransition(true) }
            UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseInOut], animations: {
                view.alpha = 0
                pc.dimmingView.alpha = 0
            }, completion: { _ in
                let completed = !ctx.transitionWasCancelled
                // The view may be presented again: it leaves opaque.
                if completed { UIView.performWithoutAnimation { view.alpha = 1 } }
                ctx.completeTransition(completed)
            })
        }
    }
}

/// `.flipHorizontal`, approximated with 2D transforms (the compositor has no perspective): over
/// the first half the leaving view's width scales to almost nothing about its centre (ease
/// in); half way the views swap (the leaving one hidden, the arriving one shown); over the
/// second half the arriving view's width grows back (ease out). 0.5 s in all. The leaving view
/// is the presenter's only when the presentation takes it away (full screen); otherwise only
/// the presented view turns.
@MainActor
final class FlipHorizontalTransitionAnimator: UIViewControllerAnimatedTransitioning {
    static let duration: TimeInterval = 0.5
    /// The width scale at the edge-on moment (a zero scale would not be invertible).
    static let edgeOn = CGAffineTransform(scaleX: 0.001, y: 1)
    let presenting: Bool
    unowned let presentation: UIPresentationController

    init(presenting: Bool, presentation: UIPresentationController) {
        self.presenting = presenting
        self.presentation = presentation
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { Self.duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        let pc = presentation
        let half = Self.duration / 2
        let leaving: UIView?, arriving: UIView?
        if presenting {
            arriving = installArrivingView(ctx)
            leaving = ctx.view(forKey: .from)
        } else {
            arriving = ctx.view(forKey: .to)
            leaving = ctx.view(forKey: .from)
        }
        UIView.performWithoutAnimation {
            arriving?.transform = Self.edgeOn
            arriving?.alpha = 0
            if presenting { pc.dimmingView.alpha = 0 }
        }
        UIView.animate(withDuration: half, delay: 0, options: [.curveEaseIn], animations: {
            leaving?.transform = Self.edgeOn
            pc.dimmingView.alpha = self.presenting ? pc.dimmingViewAlpha : 0
        })
        // The swap half way (a very short fade: the views are edge-on then).
        UIView.animate(withDuration: 0.001, delay: half, options: [.curveLinear], animations: {
            leaving?.alpha = 0
            arriving?.alpha = 1
        })
        UIView.animate(withDuration: half, delay: half, options: [.curveEaseOut], animations: {
            arriving?.transform = .identity
        }, completion: { _ in
            let completed = !ctx.transitionWasCancelled
            // Both views leave flat and opaque (they may be shown again).
            UIView.performWithoutAnimation {
                for v in [leaving, arriving] {
                    v?.transform = .identity
                    v?.alpha = 1
                }
            }
            ctx.completeTransition(completed)
        })
    }
}

/// A presentation or dismissal without animation: the arriving view is put in place at once;
/// the transition completes after the next frame (the one that shows it), as UIKit's does.
@MainActor
final class ImmediateTransitionAnimator: UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0 }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        if presenting { _ = installArrivingView(ctx) }
        if let screen = ctx.containerView.window?.screen {
            screen.compositor.afterNextFrame { ctx.completeTransition(true) }
        } else {
            ctx.completeTransition(true)
        }
    }
}
