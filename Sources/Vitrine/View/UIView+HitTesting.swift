import Foundation

extension UIView {
    func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard !isHidden, alpha >= 0.01, isUserInteractionEnabled else { return nil }
        // Views being animated take no touches unless the animation allows them.
        if let animator = compositor?.animator, animator.blocksInteraction(self) { return nil }
        // As in UIKit, a point outside this view is not looked for in its subviews (even
        // parts of them that stick out).
        guard self.point(inside: point, with: event) else { return nil }
        for s in subviews.reversed() {
            let p = point.applying(s.transformToSuperview.inverted())
            if let hit = s.hitTest(p, with: event) { return hit }
        }
        return self
    }

    /// Attaches a gesture recognizer. Mirrors `UIView.addGestureRecognizer(_:)`.
    public func addGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        recognizer.view?.removeGestureRecognizer(recognizer)
        if gestureRecognizers == nil { gestureRecognizers = [] }
        gestureRecognizers?.append(recognizer)
        recognizer.view = self
    }

    /// Detaches a gesture recognizer. Mirrors `UIView.removeGestureRecognizer(_:)`.
    public func removeGestureRecognizer(_ recognizer: UIGestureRecognizer) {
        gestureRecognizers?.removeAll { $0 === recognizer }
        if recognizer.view === self { recognizer.view = nil }
    }
}
