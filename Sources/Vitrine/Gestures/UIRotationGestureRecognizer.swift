import Foundation

/// A continuous recognizer for two fingers turning. Mirrors UIKit's
/// `UIRotationGestureRecognizer`: with two fingers down it begins once the line between them
/// has turned `hysteresis` radians, then reports `.changed` as they move, and ends when one
/// lifts. `rotation` is the turn of that line since the fingers came down, in radians,
/// positive clockwise on screen (so `view.transform.rotated(by: rotation)` follows the
/// fingers), and keeps counting past a half turn; `velocity` is radians per second from the
/// event timestamps. Fingers beyond the first two are ignored.
@MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// Turn (radians) before the rotation begins (about 4°).
    public var hysteresis: CGFloat = 0.07

    /// Radians turned since the fingers came down (or since it was last set). Mirrors
    /// `rotation`.
    public var rotation: CGFloat {
        get { total }
        set { total = newValue; history.removeAll() }
    }

    /// Radians per second. Mirrors `velocity`.
    public var velocity: CGFloat { history.velocity.x }

    private var pair: [UITouch] = []
    private var lastAngle: CGFloat = 0
    private var total: CGFloat = 0
    /// The turn since the fingers came down (not affected by setting `rotation`), for the
    /// hysteresis.
    private var turned: CGFloat = 0
    private var history = GestureMotionHistory()

    private var angle: CGFloat {
        let a = pair[0].locationInWindow, b = pair[1].locationInWindow
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ new: Set<UITouch>, with event: UIEvent) {
        guard pair.count < 2 else { return }
        for t in new.sorted(by: { $0.slot < $1.slot }) where pair.count < 2 { pair.append(t) }
        if pair.count == 2 {
            lastAngle = angle
            total = 0
            turned = 0
            history.add(.zero, at: event.timestamp)
        }
    }

    open override func touchesMoved(_ moved: Set<UITouch>, with event: UIEvent) {
        guard pair.count == 2, pair.contains(where: moved.contains) else { return }
        let a = angle
        let delta = GestureGeometry.normalized(a - lastAngle)
        lastAngle = a
        total += delta
        turned += delta
        history.add(CGPoint(x: total, y: 0), at: event.timestamp)
        advanceContinuous(started: abs(turned) >= hysteresis)
    }

    open override func touchesEnded(_ ended: Set<UITouch>, with event: UIEvent) {
        endTwoFinger(pair: pair, ended: ended)
    }

    /// The midpoint of the two fingers. Mirrors `location(in:)`.
    open override func location(in view: UIView?) -> CGPoint {
        guard !pair.isEmpty else { return super.location(in: view) }
        return midpoint(of: pair, in: view)
    }

    /// Back to no rotation. Mirrors `reset()`.
    open override func reset() {
        super.reset()
        pair = []
        lastAngle = 0; total = 0; turned = 0
        history.removeAll()
    }
}
