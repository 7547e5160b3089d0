import Foundation
import VitrineGraphics

extension UIView.AnimationOptions {
    /// Mirrors `.overrideInheritedDuration`.
    public static let overrideInheritedDuration = UIView.AnimationOptions(rawValue: 1 << 5)
    /// Mirrors `.overrideInheritedCurve`.
    public static let overrideInheritedCurve = UIView.AnimationOptions(rawValue: 1 << 6)
    /// The transition animates the changes in its block as well (otherwise they are made at
    /// once and the snapshot of the old content transitions to the new). Mirrors `.allowAnimatedContent`.
    public static let allowAnimatedContent = UIView.AnimationOptions(rawValue: 1 << 7)
    /// `transition(from:to:…)` hides the old view and shows the new one instead of removing
    /// and adding them. Mirrors `.showHideTransitionViews`.
    public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
    /// Mirrors `.overrideInheritedOptions`.
    public static let overrideInheritedOptions = UIView.AnimationOptions(rawValue: 1 << 9)
    /// Mirrors `.transitionFlipFromLeft`.
    public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
    /// Mirrors `.transitionFlipFromRight`.
    public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
    /// Vitrine: a cross-dissolve (logged). Mirrors `.transitionCurlUp`.
    public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
    /// Vitrine: a cross-dissolve (logged). Mirrors `.transitionCurlDown`.
    public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
    /// Mirrors `.transitionCrossDissolve`.
    public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
    /// Mirrors `.transitionFlipFromTop`.
    public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
    /// Mirrors `.transitionFlipFromBottom`.
    public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

    /// The transition named in bits 20…23.
    var transitionKind: Int { Int((rawValue >> 20) & 0xF) }
}

extension UIView {
    /// Makes the changes in `animations` to `view` (usually its subviews or content) with a
    /// transition from what it showed before: `.transitionCrossDissolve` fades a snapshot of
    /// the old rendering out over the new one; the flips are drawn in 2D — the view narrows to
    /// nothing across the flip axis (horizontally for left and right, vertically for top and
    /// bottom; the two directions look alike) showing the old rendering, then widens back
    /// showing the new, each half linear; the curls fall back to a cross-dissolve (logged).
    /// The changes are made at once unless `.allowAnimatedContent`. The snapshot is a
    /// subview of `view` (on top, not hit-tested) for the duration. Mirrors
    /// `UIView.transition(with:duration:options:animations:completion:)`.
    public class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        transitionReturningSnapshot(with: view, duration: duration, options: options, animations: animations, completion: completion)
    }

    /// `transition(with:duration:options:animations:completion:)`, returning the snapshot
    /// view it put over `view` (`nil` when there is none), so that a container that ends its
    /// transition early can take the snapshot away with it.
    @discardableResult
    package class func transitionReturningSnapshot(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                                   animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) -> UIView? {
        let d = duration.isFinite && duration > 0 ? duration : 0
        var kind = options.transitionKind
        if kind == 3 || kind == 4 {
            BadInputLog.report("UIView.transition: page curls are drawn as a cross-dissolve")
            kind = 5
        }
        let old = d > 0 && kind != 0 ? view.transitionSnapshot() : nil
        let snapshotView = WeakView()
        let group = AnimationGroup(completion: { finished in
            snapshotView.view?.removeFromSuperview()
            completion?(finished)
        }, loop: view.compositor?.loop)
        let txn = AnimationTransaction(duration: d, delay: 0, curve: options.curve, options: options, group: group,
                                       timeline: AnimationTimeline.capturing)
        if let animations {
            if options.contains(.allowAnimatedContent) {
                AnimationTransaction.stack.append(txn)
                animations()
                AnimationTransaction.stack.removeLast()
            } else {
                performWithoutAnimation(animations)
            }
        }
        if let old, let animator = view.compositor?.animator {
            let overlay = UIImageView(image: old)
            overlay.isUserInteractionEnabled = false
            performWithoutAnimation {
                overlay.frame = view.bounds
                view.addSubview(overlay)
                overlay.alpha = 0
            }
            if kind == 5 {
                animator.add(overlay, .alpha, from: .scalar(1), to: .scalar(0), transaction: txn)
            } else {
                flip(view, overlay: overlay, vertical: kind >= 6, transaction: txn, animator: animator)
            }
            snapshotView.view = overlay
        }
        group.close()
        return snapshotView.view
    }

    /// The 2D flip: `view` narrows across the axis then widens back; the snapshot shows for
    /// the first half.
    private class func flip(_ view: UIView, overlay: UIView, vertical: Bool, transaction t: AnimationTransaction, animator: Animator) {
        func keyframe(_ start: Double, _ mode: KeyframeCalculationMode) -> AnimationTransaction {
            AnimationTransaction(duration: t.duration, delay: t.delay, curve: .linear, options: t.options, group: t.group,
                                 timeline: t.timeline, keyframe: .init(start: start, duration: 0.5, mode: mode))
        }
        let model = view.transform
        let shown = view.renderTransform
        let edgeOn = (vertical ? CGAffineTransform(scaleX: 1, y: 0.01) : CGAffineTransform(scaleX: 0.01, y: 1)).concatenating(shown)
        animator.add(view, .transform, from: .transform(shown), to: .transform(edgeOn), transaction: keyframe(0, .linear))
        animator.add(view, .transform, from: .transform(edgeOn), to: .transform(model), transaction: keyframe(0.5, .linear))
        animator.add(overlay, .alpha, from: .scalar(1), to: .scalar(0), transaction: keyframe(0, .discrete))
    }

    /// Replaces `fromView` with `toView` in `fromView`'s superview (or, with
    /// `.showHideTransitionViews`, hides `fromView` and shows `toView`) with the transition
    /// in `options`, applied to that superview. Mirrors
    /// `UIView.transition(from:to:duration:options:completion:)`.
    public class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        guard let container = fromView.superview, fromView !== toView else {
            BadInputLog.report("UIView.transition(from:to:): the from view \(fromView === toView ? "is the to view" : "has no superview"); nothing done")
            if let completion { (fromView.compositor?.loop ?? UIView.animationLoop).perform { completion(false) } }
            return
        }
        transition(with: container, duration: duration, options: options, animations: {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
                if toView.superview == nil { container.insertSubview(toView, aboveSubview: fromView) }
            } else {
                if toView.superview !== container { container.insertSubview(toView, aboveSubview: fromView) }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }
}

/// The snapshot shown during a transition, removed when it ends.
@MainActor
private final class WeakView {
    weak var view: UIView?
}
