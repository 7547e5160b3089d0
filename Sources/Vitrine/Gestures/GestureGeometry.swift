import Foundation

/// Small geometry shared by the concrete recognizers.
enum GestureGeometry {
    /// The centroid of `touches` in window coordinates.
    @MainActor
    static func centroid(_ touches: [UITouch]) -> CGPoint {
        guard !touches.isEmpty else { return .zero }
        let n = CGFloat(touches.count)
        return CGPoint(x: touches.map(\.locationInWindow.x).reduce(0, +) / n,
                       y: touches.map(\.locationInWindow.y).reduce(0, +) / n)
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(b.x - a.x, b.y - a.y) }

    /// `angle` brought into (-π, π].
    static func normalized(_ angle: CGFloat) -> CGFloat {
        var a = angle.truncatingRemainder(dividingBy: 2 * .pi)
        if a > .pi { a -= 2 * .pi } else if a <= -.pi { a += 2 * .pi }
        return a
    }

    /// A vector in window coordinates expressed in `view`'s coordinates (the window's when
    /// `view` is `nil` or not in a window).
    @MainActor
    static func vector(_ v: CGPoint, fromWindowTo view: UIView?) -> CGPoint {
        guard let view, let w = view.window, view !== w else { return v }
        let a = view.convert(CGPoint.zero, from: w), b = view.convert(v, from: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// A vector in `view`'s coordinates expressed in window coordinates.
    @MainActor
    static func vector(_ v: CGPoint, toWindowFrom view: UIView?) -> CGPoint {
        guard let view, let w = view.window, view !== w else { return v }
        let a = view.convert(CGPoint.zero, to: w), b = view.convert(v, to: w)
        return CGPoint(x: b.x - a.x, y: b.y - a.y)
    }

    /// Whether a touch is still on the screen.
    @MainActor
    static func isActive(_ t: UITouch) -> Bool { t.phase != .ended && t.phase != .cancelled }
}

extension UIGestureRecognizer {
    /// A continuous two-finger gesture moved: begins once `started` (and nothing holds it
    /// back), else reports a change while under way.
    func advanceContinuous(started: Bool) {
        switch state {
        case .possible:
            if pendingState == nil, started { state = .began }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    /// One of the two fingers lifted: a gesture under way ends, one not yet begun fails.
    func endTwoFinger(pair: [UITouch], ended: Set<UITouch>) {
        guard pair.contains(where: ended.contains) || pair.count < 2 else { return }
        switch state {
        case .possible: state = .failed
        case .began, .changed: state = .ended
        default: break
        }
    }

    /// The midpoint of `pair` in `view`'s coordinates.
    func midpoint(of pair: [UITouch], in view: UIView?) -> CGPoint {
        let p = GestureGeometry.centroid(pair)
        guard let view, let w = view.window, view !== w else { return p }
        return view.convert(p, from: w)
    }
}
