import Foundation

/// The edge swipe back: the navigation controller's `interactivePopGestureRecognizer` (a
/// `UIScreenEdgePanGestureRecognizer` on its view, from the leading edge: the left one, the
/// right one when the view lays out right to left) starts an animated pop driven by a
/// `UIPercentDrivenInteractiveTransition`, so the finger moves the pop (and the alongside
/// animations: the bar). UIKit documents the recognizer ("The navigation controller installs
/// this gesture recognizer on its view and uses it to pop the topmost view controller off the
/// navigation stack when a person swipes horizontally from the leading edge of the screen") but
/// not the rule for the end; Vitrine's follows the usual one: let go past half the width (and
/// not flicking back), or with a flick away from the edge from anywhere, the pop completes;
/// otherwise it is cancelled and runs back.
extension UINavigationController {
    /// A flick faster than this (points per second) decides the end whatever the distance.
    static let interactivePopFlickVelocity: CGFloat = 500

    /// Whether the edge swipe may start a pop now: a controller to go back to, the back button
    /// shown (not hidden by the top item, not replaced by its left bar button items unless they
    /// supplement it — with a custom left item iOS's swipe back stops working, a well-known
    /// behaviour UIKit does not document), the navigation controller on screen and no
    /// transition running.
    var canBeginInteractivePop: Bool {
        guard stack.count > 1, transition == nil, appearance == .appeared, viewIfLoaded?.window != nil else { return false }
        guard let item = topViewController?._navigationItem else { return true }
        let replacesBack = !(item.leftBarButtonItems?.isEmpty ?? true) && !item.leftItemsSupplementBackButton
        return !item.hidesBackButton && !replacesBack
    }

    /// Puts the recognizer on the navigation controller's view.
    func installInteractivePopGesture(on container: UIView) {
        let r = edgePopRecognizer
        r.edges = leadingEdge
        r.measuresFromView = true
        r.maximumNumberOfTouches = 1
        r.canBegin = { [weak self] in self?.canBeginInteractivePop ?? false }
        r.addAction { [weak self] g in
            guard let self, let pan = g as? UIScreenEdgePanGestureRecognizer else { return }
            self.interactivePopChanged(pan)
        }
        container.addGestureRecognizer(r)
    }

    /// The edge the swipe back starts from: the leading one of the navigation controller's view
    /// (UIKit: "swipes horizontally from the leading edge of the screen").
    private var leadingEdge: UIRectEdge {
        viewIfLoaded?.effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : .left
    }

    /// 1 when the swipe back moves rightwards (left to right), -1 when it moves leftwards.
    private var popDirection: CGFloat { leadingEdge == .right ? -1 : 1 }

    /// Follows a change of the view's layout direction (called when it lays out).
    func updateInteractivePopEdge() {
        let edge = leadingEdge
        if edgePopRecognizer.edges != edge { edgePopRecognizer.edges = edge }
    }

    /// How far the finger has taken the pop (0…1 of the navigation controller's width).
    private func popProgress(_ pan: UIScreenEdgePanGestureRecognizer) -> CGFloat {
        guard let v = viewIfLoaded, v.bounds.width > 0 else { return 0 }
        return min(1, max(0, pan.translation(in: v).x * popDirection / v.bounds.width))
    }

    private func interactivePopChanged(_ pan: UIScreenEdgePanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard popInteraction == nil, canBeginInteractivePop else { return }
            let interaction = UIPercentDrivenInteractiveTransition()
            popInteraction = interaction
            popForEdgeSwipe(interaction)
            // The pop may not have become interactive (the delegate's own interaction controller).
            if transition?.context.interactionController !== interaction { popInteraction = nil }
            popInteraction?.update(popProgress(pan))
        case .changed:
            popInteraction?.update(popProgress(pan))
        case .ended:
            guard let interaction = popInteraction else { return }
            popInteraction = nil
            let p = popProgress(pan)
            let v = pan.velocity(in: viewIfLoaded).x * popDirection
            let flick = Self.interactivePopFlickVelocity
            if v >= flick || (p > 0.5 && v > -flick) { interaction.finish() } else { interaction.cancel() }
        case .cancelled, .failed:
            popInteraction?.cancel()
            popInteraction = nil
        default:
            break
        }
    }

    /// `popViewController(animated: true)`, with `interaction` driving it.
    private func popForEdgeSwipe(_ interaction: UIPercentDrivenInteractiveTransition) {
        guard stack.count > 1 else { return }
        pendingInteraction = interaction
        defer { pendingInteraction = nil }
        popViewController(animated: true)
    }
}
