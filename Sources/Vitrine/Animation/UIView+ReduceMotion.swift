import Foundation

extension UIView {
    /// A built-in animation that moves content inside `container` (columns sliding, bars
    /// sliding in and out): `changes` animated over `duration` — or, with Reduce Motion
    /// (`UIAccessibility.prefersCrossFadeTransitions`), made at once under a snapshot of what
    /// `container` showed, which fades out over the same time with the same curve: the old
    /// picture dissolves into the new one and nothing moves. Returns that snapshot (`nil`
    /// without Reduce Motion) so that a caller that ends the change early can take it away.
    @discardableResult
    package class func animateMovingContent(in container: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                            changes: () -> Void, completion: ((Bool) -> Void)? = nil) -> UIView? {
        guard UIAccessibility.prefersCrossFadeTransitions else {
            animate(withDuration: duration, delay: 0, options: options, animations: changes, completion: completion)
            return nil
        }
        // The transition runs `changes` before it returns.
        return withoutActuallyEscaping(changes) { changes in
            transitionReturningSnapshot(with: container, duration: duration, options: options.union(.transitionCrossDissolve),
                                        animations: changes, completion: completion)
        }
    }
}
