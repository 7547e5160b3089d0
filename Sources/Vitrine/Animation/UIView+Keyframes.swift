import Foundation

extension UIView {
    /// Options for `animateKeyframes`. Mirrors `UIView.KeyframeAnimationOptions` (same raw values).
    public struct KeyframeAnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight from each keyframe's value to the next over its time (the default).
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// Each value held until its keyframe ends, then the next at once.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// At one speed along the straight path through the values over the whole duration;
        /// the keyframes' own times are not used.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// Along a smooth curve (Catmull-Rom) through the values, each reached when its
        /// keyframe ends.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// At one speed along the smooth curve through the values over the whole duration.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)

        /// The calculation mode the bits name (an unknown one: linear).
        var calculationMode: KeyframeCalculationMode {
            switch (rawValue >> 10) & 0x7 {
            case 1: return .discrete
            case 2: return .paced
            case 3: return .cubic
            case 4: return .cubicPaced
            default: return .linear
            }
        }
        /// The options `UIView.animate` shares.
        var animationOptions: AnimationOptions { AnimationOptions(rawValue: rawValue & 0x1F) }
    }

    /// The keyframe blocks being run, innermost last.
    private static var keyframeBlocks: [(transaction: AnimationTransaction, mode: KeyframeCalculationMode)] = []

    /// Animates the keyframes `animations` adds with `addKeyframe(withRelativeStartTime:…)`:
    /// keyframes of one property of one view follow each other (each from the value the one
    /// before it reached); changes made outside a keyframe animate over the whole duration.
    /// The calculation mode in `options` says how each property moves through its keyframes'
    /// values (KeyframeCalculation.swift). Mirrors
    /// `UIView.animateKeyframes(withDuration:delay:options:animations:completion:)`.
    public class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        let group = AnimationGroup(completion: completion)
        let txn = AnimationTransaction(duration: max(0, duration.isFinite ? duration : 0), delay: max(0, delay.isFinite ? delay : 0),
                                       curve: .linear, options: options.animationOptions, group: group,
                                       timeline: AnimationTimeline.capturing)
        AnimationTransaction.stack.append(txn)
        keyframeBlocks.append((txn, options.calculationMode))
        animations()
        txn.layOutAnimatedViewsIfAsked()
        keyframeBlocks.removeLast()
        AnimationTransaction.stack.removeLast()
        group.close()
    }

    /// Adds a keyframe starting `frameStartTime` and lasting `frameDuration` (shares, 0…1, of
    /// the whole duration) to the `animateKeyframes` block running; outside one the changes
    /// are made at once (logged). Mirrors `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`.
    public class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: () -> Void) {
        guard let (outer, mode) = keyframeBlocks.last, AnimationTransaction.current === outer else {
            BadInputLog.report("UIView.addKeyframe outside an animateKeyframes block: the changes are made without animation")
            performWithoutAnimation(animations)
            return
        }
        func share(_ v: Double) -> Double { v.isFinite ? min(1, max(0, v)) : 0 }
        let start = share(frameStartTime)
        let length = min(share(frameDuration), 1 - start)
        if start != frameStartTime || length != frameDuration {
            BadInputLog.report("UIView.addKeyframe: start \(frameStartTime), duration \(frameDuration) clamped to \(start), \(length)")
        }
        let txn = AnimationTransaction(duration: outer.duration, delay: outer.delay, curve: .linear, options: outer.options,
                                       group: outer.group, timeline: outer.timeline,
                                       keyframe: .init(start: start, duration: length, mode: mode))
        AnimationTransaction.stack.append(txn)
        animations()
        for view in txn.animatedViews { outer.noteAnimated(view) }
        AnimationTransaction.stack.removeLast()
    }
}
