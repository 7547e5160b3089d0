import Foundation

/// Where an animator is in its life. Mirrors `UIViewAnimatingState` (same raw values).
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started (the initial state), or finished. Mirrors `.inactive`.
    case inactive = 0
    /// Started or paused: running or held. Mirrors `.active`.
    case active = 1
    /// Stopped by `stopAnimation(false)`, waiting for `finishAnimation(at:)`. Mirrors `.stopped`.
    case stopped = 2
}

/// Where animations ended. Mirrors `UIViewAnimatingPosition` (same raw values).
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values set in the animation blocks. Mirrors `.end`.
    case end = 0
    /// At the values from before the animation blocks. Mirrors `.start`.
    case start = 1
    /// Wherever they were when stopped. Mirrors `.current`.
    case current = 2
}

/// An object that runs, pauses, scrubs, reverses and stops view animations. Mirrors UIKit's
/// `UIViewAnimating` protocol.
@MainActor
public protocol UIViewAnimating: AnyObject {
    /// Mirrors `state`.
    var state: UIViewAnimatingState { get }
    /// Mirrors `isRunning`.
    var isRunning: Bool { get }
    /// Mirrors `isReversed`.
    var isReversed: Bool { get set }
    /// Mirrors `fractionComplete`.
    var fractionComplete: CGFloat { get set }
    /// Mirrors `startAnimation()`.
    func startAnimation()
    /// Mirrors `startAnimation(afterDelay:)`.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Mirrors `pauseAnimation()`.
    func pauseAnimation()
    /// Mirrors `stopAnimation(_:)`.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Mirrors `finishAnimation(at:)`.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes further animation and completion blocks while it runs. Mirrors
/// UIKit's `UIViewImplicitlyAnimating` (whose methods are optional there: here they have
/// default implementations that do nothing).
@MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Mirrors `addAnimations(_:)`.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Mirrors `addAnimations(_:delayFactor:)`.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Mirrors `addCompletion(_:)`.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Mirrors `continueAnimation(withTimingParameters:durationFactor:)`.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
