import Foundation

/// One finger (or the pointer's button) on the screen through its touch sequence. Mirrors
/// UIKit's `UITouch`: the same object is updated from began to ended or cancelled.
@MainActor
public final class UITouch: NSObject {
    /// Where a touch is in its sequence. Mirrors `UITouch.Phase`.
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled
    }

    /// Mirrors `UITouch.phase`.
    public internal(set) var phase: Phase = .began
    /// Seconds on the monotonic clock of the latest change. Mirrors `UITouch.timestamp`.
    public internal(set) var timestamp: TimeInterval
    /// Taps in quick succession at about the same place (1 for a single tap). Mirrors
    /// `UITouch.tapCount`.
    public internal(set) var tapCount: Int = 1
    /// Pressure where the device reports it (1.0 is an average touch), else 0. Mirrors
    /// `UITouch.force`.
    public internal(set) var force: CGFloat = 0
    /// Mirrors `UITouch.maximumPossibleForce`.
    public internal(set) var maximumPossibleForce: CGFloat = 0
    /// The view the touch began in (its hit-test view). Mirrors `UITouch.view`.
    public internal(set) weak var view: UIView?
    /// Mirrors `UITouch.window`.
    public internal(set) weak var window: UIWindow?
    /// The recognizers receiving this touch. Mirrors `UITouch.gestureRecognizers`.
    public internal(set) var gestureRecognizers: [UIGestureRecognizer] = []

    /// The device slot (finger) this touch follows.
    let slot: Int
    var locationInWindow: CGPoint
    var previousLocationInWindow: CGPoint
    /// Set once the view got a touchesCancelled for it (recognizers took it over).
    var cancelledForView = false
    /// The view got touchesBegan (not held back by `delaysTouchesBegan`).
    var beganDeliveredToView = false
    /// The view got touchesEnded or touchesCancelled.
    var endDeliveredToView = false

    init(slot: Int, location: CGPoint, timestamp: TimeInterval, window: UIWindow?) {
        self.slot = slot
        locationInWindow = location
        previousLocationInWindow = location
        self.timestamp = timestamp
        self.window = window
    }

    /// The touch's location in `view`'s coordinates (the window's when `nil`). Mirrors
    /// `UITouch.location(in:)`.
    public func location(in view: UIView?) -> CGPoint {
        guard let view, let w = window, view !== w else { return locationInWindow }
        return view.convert(locationInWindow, from: w)
    }

    /// The previous location in `view`'s coordinates. Mirrors `UITouch.previousLocation(in:)`.
    public func previousLocation(in view: UIView?) -> CGPoint {
        guard let view, let w = window, view !== w else { return previousLocationInWindow }
        return view.convert(previousLocationInWindow, from: w)
    }

}
