import Foundation

extension TimingCurve {
    /// The curve of a raw `UIView.AnimationCurve` value as UIKit's keyboard notifications
    /// report it: 0 ease-in-out, 1 ease-in, 2 ease-out, 3 linear, 7 the on-screen keyboard's.
    package init(uiKitCurve raw: Int) {
        switch raw {
        case 1: self = .easeIn
        case 2: self = .easeOut
        case 3: self = .linear
        case 7: self = .keyboard
        default: self = .easeInOut
        }
    }
}

extension UIView {
    /// Animates `animations` over `duration` with an explicit timing curve (the keyboard's,
    /// for views that move with the on-screen keyboard).
    package class func animate(withDuration duration: TimeInterval, curve: TimingCurve, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let group = AnimationGroup(completion: completion)
        let txn = AnimationTransaction(duration: max(0, duration.isFinite ? duration : 0), delay: 0,
                                       curve: curve, options: .allowUserInteraction, group: group)
        AnimationTransaction.stack.append(txn)
        animations()
        AnimationTransaction.stack.removeLast()
        group.close()
    }
}
