import Foundation

/// A continuous recognizer for two fingers moving apart or together. Mirrors UIKit's
/// `UIPinchGestureRecognizer`: with two fingers down it begins once their distance has
/// changed by `hysteresis` points, then reports `.changed` as they move, and ends when one
/// lifts. `scale` is the distance now over the distance when the fingers came down (so
/// spreading from 100 to 200 points apart gives 2); `velocity` is scale per second from the
/// event timestamps. Fingers beyond the first two are ignored.
@MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// Distance change (points) before the pinch begins.
    public var hysteresis: CGFloat = 10

    /// The distance between the fingers relative to the start. Setting it rebases the scale
    /// on the current distance. Mirrors `scale`.
    public var scale: CGFloat {
        get { baseDistance > 0 ? scaleOffset * distance / baseDistance : scaleOffset }
        set { scaleOffset = newValue; baseDistance = distance; history.removeAll() }
    }

    /// Scale per second. Mirrors `velocity`.
    public var velocity: CGFloat { history.velocity.x }

    private var pair: [UITouch] = []
    private var initialDistance: CGFloat = 0
    private var baseDistance: CGFloat = 0
    private var scaleOffset: CGFloat = 1
    private var distance: CGFloat = 0
    private var history = GestureMotionHistory()

    open override func touchesBegan(_ new: Set<UITouch>, with event: UIEvent) {
        guard pair.count < 2 else { return }
        for t in new.sorted(by: { $0.slot < $1.slot }) where pair.count < 2 { pair.append(t) }
        if pair.count == 2 {
            distance = GestureGeometry.distance(pair[0].locationInWindow, pair[1].locationInWindow)
            initialDistance = distance
            baseDistance = distance
            scaleOffset = 1
            history.add(CGPoint(x: scale, y: 0), at: event.timestamp)
        }
    }

    open override func touchesMoved(_ moved: Set<UITouch>, with event: UIEvent) {
        guard pair.count == 2, pair.contains(where: moved.contains) else { return }
        distance = GestureGeometry.distance(pair[0].locationInWindow, pair[1].locationInWindow)
        history.add(CGPoint(x: scale, y: 0), at: event.timestamp)
        advanceContinuous(started: abs(distance - initialDistance) >= hysteresis)
    }

    open override func touchesEnded(_ ended: Set<UITouch>, with event: UIEvent) {
        endTwoFinger(pair: pair, ended: ended)
    }

    /// The midpoint of the two fingers. Mirrors `location(in:)`.
    open override func location(in view: UIView?) -> CGPoint {
        guard !pair.isEmpty else { return super.location(in: view) }
        return midpoint(of: pair, in: view)
    }

    /// Back to scale 1. Mirrors `reset()`.
    open override func reset() {
        super.reset()
        pair = []
        initialDistance = 0; baseDistance = 0; distance = 0
        scaleOffset = 1
        history.removeAll()
    }
}
