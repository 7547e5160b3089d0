import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A custom animation controller as apps write them: the `to` view slides in from the right
/// over `duration`, linearly, and reports the end with `completeTransition(!cancelled)`.
@MainActor
final class SlideAnimator: UIViewControllerAnimatedTransitioning {
    var log: [String] = []
    let duration: TimeInterval
    init(duration: TimeInterval = 1) { self.duration = duration }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { duration }

    func animateTransition(using ctx: any UIViewControllerContextTransitioning) {
        guard let to = ctx.view(forKey: .to) else { return }
        let w = ctx.containerView.bounds.width
        to.frame = ctx.containerView.bounds.offsetBy(dx: w, dy: 0)
        ctx.containerView.addSubview(to)
        UIView.animate(withDuration: duration, delay: 0, options: .curveLinear, animations: {
            to.frame = ctx.containerView.bounds
        }, completion: { _ in
            self.log.append("animation completion cancelled=\(ctx.transitionWasCancelled)")
            ctx.completeTransition(!ctx.transitionWasCancelled)
        })
    }

    func animationEnded(_ transitionCompleted: Bool) { log.append("animationEnded(\(transitionCompleted))") }
}

extension SlideAnimator {
    /// A percent-driven interactive transition in a plain container filling `h`'s window:
    /// `from`'s view shown, `to`'s sliding in (`duration` seconds); not started.
    static func interactiveTransition(in h: HeadlessHarness, duration: TimeInterval = 1)
        -> (ViewControllerTransition, SlideAnimator, UIPercentDrivenInteractiveTransition, from: UIViewController, to: UIViewController) {
        let container = UIView(frame: h.window.bounds)
        h.window.addSubview(container)
        let from = UIViewController(), to = UIViewController()
        from.view.frame = container.bounds
        container.addSubview(from.view)
        h.renderFrames()
        let animator = SlideAnimator(duration: duration)
        let interaction = UIPercentDrivenInteractiveTransition()
        let t = ViewControllerTransition(containerView: container, from: from, to: to, fromView: from.view, toView: to.view,
                                         animated: true, presentationStyle: .custom,
                                         animationController: animator, interactionController: interaction)
        return (t, animator, interaction, from, to)
    }
}
