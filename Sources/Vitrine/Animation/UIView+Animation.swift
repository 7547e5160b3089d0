import Foundation
import VitrineGraphics
import VitrinePlatform

/// The animation block being run (`UIView.animate`'s closure), if any.
@MainActor
final class AnimationTransaction {
    let duration: Double
    let delay: Double
    let curve: TimingCurve
    let options: UIView.AnimationOptions
    let group: AnimationGroup
    /// `performWithoutAnimation`.
    let disabled: Bool
    /// The timeline capturing this block's animations (AnimationTimeline.swift), if any.
    let timeline: AnimationTimeline?
    /// Inside `UIView.addKeyframe`: the keyframe's span, as shares of the block's duration.
    let keyframe: KeyframeSpan?
    /// The views whose properties the block animated, in order (for `.layoutSubviews`).
    private(set) var animatedViews: [UIView] = []

    func noteAnimated(_ view: UIView) {
        if !animatedViews.contains(where: { $0 === view }) { animatedViews.append(view) }
    }

    /// `.layoutSubviews`: the animated views are laid out now, inside the block, so their
    /// subviews' new frames animate with them (UIKit lays them out at commit time).
    func layOutAnimatedViewsIfAsked() {
        guard options.contains(.layoutSubviews) else { return }
        var i = 0
        // Laying out may animate more views (subviews resized); they are laid out in turn.
        while i < animatedViews.count {
            animatedViews[i].layoutIfNeeded()
            i += 1
        }
    }

    init(duration: Double, delay: Double, curve: TimingCurve, options: UIView.AnimationOptions, group: AnimationGroup, disabled: Bool = false,
         timeline: AnimationTimeline? = nil, keyframe: KeyframeSpan? = nil) {
        self.duration = duration; self.delay = delay; self.curve = curve; self.options = options; self.group = group; self.disabled = disabled
        self.timeline = timeline
        self.keyframe = keyframe
    }

    /// A keyframe's place in its block (UIView+Keyframes.swift).
    struct KeyframeSpan {
        let start: Double
        let duration: Double
        let mode: KeyframeCalculationMode
    }

    static var stack: [AnimationTransaction] = []
    static var current: AnimationTransaction? { stack.last }
}

extension UIView {
    /// Options for `UIView.animate`. Mirrors `UIView.AnimationOptions` (same raw values).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Lay out the animated views at the end of the block, so their subviews move with them.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// The animated views take touches while they move (by default they take none).
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen now rather than from the previous target.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        var curve: TimingCurve {
            switch (rawValue >> 16) & 0xF {
            case 1: return .easeIn
            case 2: return .easeOut
            case 3: return .linear
            // The keyboard's curve 7: apps animate alongside the keyboard with
            // `AnimationOptions(rawValue: curve << 16)` from its notification.
            case 7: return .keyboard
            default: return .easeInOut
            }
        }
    }

    /// Animates the changes made in `animations` to `frame`, `bounds`, `center`, `transform`,
    /// `alpha` and `backgroundColor` over `duration` seconds. The views take their final values
    /// at once (what code reads back); the screen shows them moving. `completion` runs when
    /// all of them have ended, with `false` if one was interrupted. Mirrors
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval = 0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay, curve: options.curve, options: options, animations: animations, completion: completion)
    }

    /// Mirrors `UIView.animate(withDuration:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void, completion: ((Bool) -> Void)?) {
        run(duration: duration, delay: 0, curve: .easeInOut, options: [], animations: animations, completion: completion)
    }

    /// Mirrors `UIView.animate(withDuration:animations:)`.
    public class func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        run(duration: duration, delay: 0, curve: .easeInOut, options: [], animations: animations, completion: nil)
    }

    /// A spring animation: `dampingRatio` 1 settles without overshoot, smaller values bounce;
    /// `velocity` is the initial speed in whole distances per second. Mirrors
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    public class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        run(duration: duration, delay: delay,
            curve: .spring(dampingRatio: Double(dampingRatio), initialVelocity: Double(velocity) * duration),
            options: options, animations: animations, completion: completion)
    }

    /// Runs `actions` with animations off, even inside an animation block. Mirrors
    /// `UIView.performWithoutAnimation(_:)`.
    public class func performWithoutAnimation(_ actions: () -> Void) {
        let group = AnimationGroup(completion: nil)
        AnimationTransaction.stack.append(AnimationTransaction(duration: 0, delay: 0, curve: .linear, options: [], group: group, disabled: true))
        actions()
        AnimationTransaction.stack.removeLast()
    }

    /// Whether changes made now are animated. Mirrors `UIView.areAnimationsEnabled` (per block).
    public class var inheritedAnimationDuration: TimeInterval {
        guard let t = AnimationTransaction.current, !t.disabled else { return 0 }
        return t.duration
    }

    private class func run(duration: TimeInterval, delay: TimeInterval, curve: TimingCurve, options: AnimationOptions,
                           animations: () -> Void, completion: ((Bool) -> Void)?) {
        let group = AnimationGroup(completion: completion)
        let txn = AnimationTransaction(duration: max(0, duration.isFinite ? duration : 0), delay: max(0, delay.isFinite ? delay : 0),
                                       curve: curve, options: options, group: group, timeline: AnimationTimeline.capturing)
        AnimationTransaction.stack.append(txn)
        animations()
        txn.layOutAnimatedViewsIfAsked()
        AnimationTransaction.stack.removeLast()
        group.close()
    }

    /// Where the completion of a block that changed no view on a screen runs: the main
    /// screen's loop (a block that did runs its completion on that screen's, AnimationGroup).
    static var animationLoop: any MainLoop { UIScreen.main.compositor.loop }

    /// Records an animation of `property` if an animation block is running and the value
    /// changes. `from` is the value before the change as the screen shows it
    /// (`beginFromCurrentState`) or as the model had it.
    func animateChange(_ property: AnimatableProperty, model old: AnimatableValue, to new: AnimatableValue,
                       restore: (@MainActor (UIView) -> Void)? = nil) {
        guard let txn = AnimationTransaction.current else { return }
        // The block's completion runs on this view's screen, whose clock its animations follow.
        if let loop = compositor?.loop { txn.group.follow(loop) }
        guard !txn.disabled, txn.duration > 0 || txn.delay > 0, old != new, let animator = compositor?.animator else { return }
        let shown = presentation[property] ?? old
        let from = txn.options.contains(.beginFromCurrentState) ? shown : old
        animator.add(self, property, from: from, to: new, transaction: txn, restore: txn.timeline == nil ? nil : restore)
        txn.noteAnimated(self)
    }

    /// Stops this view's animations, leaving the final values on screen. Mirrors
    /// `layer.removeAllAnimations()`.
    public func removeAllAnimations() {
        compositor?.animator.removeAll(for: self)
        invalidateSubtree()
    }

    // MARK: What the compositor draws (the presentation values while animating)

    var renderCenter: CGPoint {
        if case .point(let p)? = presentation[.center] { return p }
        return _center
    }
    var renderBounds: CGRect {
        if case .rect(let r)? = presentation[.bounds] { return r }
        return _bounds
    }
    var renderTransform: CGAffineTransform {
        if case .transform(let t)? = presentation[.transform] { return t }
        return _transform
    }
    var renderAlpha: CGFloat {
        if case .scalar(let a)? = presentation[.alpha] { return min(1, max(0, a)) }
        return alpha
    }
    var renderBackgroundColor: Color? {
        if case .color(let c)? = presentation[.backgroundColor] { return c }
        return backgroundColor?.color
    }

    /// `transformToSuperview` with the presentation values.
    var renderTransformToSuperview: CGAffineTransform {
        let b = renderBounds, c = renderCenter
        return CGAffineTransform(translationX: -b.midX, y: -b.midY)
            .concatenating(renderTransform)
            .concatenating(CGAffineTransform(translationX: c.x, y: c.y))
    }

    /// The current on-screen value of the view's frame (`layer.presentation().frame`).
    public var presentationFrame: CGRect {
        let b = renderBounds
        return CGRect(x: -b.width / 2, y: -b.height / 2, width: b.width, height: b.height)
            .applying(renderTransform).offsetBy(dx: renderCenter.x, dy: renderCenter.y)
    }

    /// The current on-screen alpha (`layer.presentation().opacity`).
    public var presentationAlpha: CGFloat { renderAlpha }
}
