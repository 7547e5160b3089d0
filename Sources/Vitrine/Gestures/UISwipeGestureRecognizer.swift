import Foundation
import VitrinePlatform

/// A discrete recognizer for a quick stroke in a direction. Mirrors UIKit's
/// `UISwipeGestureRecognizer`: it recognizes once `numberOfTouchesRequired` fingers have moved
/// `minimumDistance` points (UIKit: about 50) in one of the allowed `direction`s within
/// `maximumDuration` seconds of touching down (UIKit: about 0.5), while staying inside a cone
/// around that direction (sideways drift at most half the forward movement). It fails when the
/// stroke leaves the cone, takes too long (a timer on the screen's clock), lifts early, or has
/// the wrong number of fingers.
@MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// Directions a swipe may take. Mirrors `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        /// Mirrors `Direction.rawValue` (right 1, left 2, up 4, down 8).
        public let rawValue: UInt
        /// Mirrors `Direction(rawValue:)`.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Mirrors `Direction.right`.
        public static let right = Direction(rawValue: 1 << 0)
        /// Mirrors `Direction.left`.
        public static let left = Direction(rawValue: 1 << 1)
        /// Mirrors `Direction.up`.
        public static let up = Direction(rawValue: 1 << 2)
        /// Mirrors `Direction.down`.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The allowed directions (`.right` by default). Mirrors `direction`.
    public var direction: Direction = .right
    /// Fingers the swipe needs (1 by default). Mirrors `numberOfTouchesRequired`.
    public var numberOfTouchesRequired = 1
    /// Points of movement in the direction needed (UIKit: about 50).
    public var minimumDistance: CGFloat = 50
    /// Seconds from touch-down within which the swipe must be done (UIKit: about 0.5).
    public var maximumDuration: Double = 0.5
    /// Sideways drift allowed per point of forward movement (0.5: a cone of about 27°).
    public var maximumDriftRatio: CGFloat = 0.5
    /// Movement (points) before the direction is judged.
    static let directionSlop: CGFloat = 10

    private var touches: [UITouch] = []
    private var start: CGPoint = .zero
    private var deadline: ClockTimer?

    private var activeTouches: [UITouch] { touches.filter(GestureGeometry.isActive) }

    open override func touchesBegan(_ new: Set<UITouch>, with event: UIEvent) {
        guard state == .possible else { return }
        let first = touches.isEmpty
        touches.append(contentsOf: new)
        if activeTouches.count > numberOfTouchesRequired { state = .failed; return }
        start = GestureGeometry.centroid(activeTouches)
        if first, let clock {
            deadline = clock.schedule(after: maximumDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.state = .failed
            }
        }
    }

    open override func touchesMoved(_ moved: Set<UITouch>, with event: UIEvent) {
        guard state == .possible, pendingState == nil else { return }
        let p = GestureGeometry.centroid(activeTouches)
        let d = CGPoint(x: p.x - start.x, y: p.y - start.y)
        guard hypot(d.x, d.y) >= Self.directionSlop else { return }
        var inCone = false
        for (dir, unit) in [(Direction.right, CGPoint(x: 1, y: 0)), (.left, CGPoint(x: -1, y: 0)),
                            (.up, CGPoint(x: 0, y: -1)), (.down, CGPoint(x: 0, y: 1))] where direction.contains(dir) {
            let along = d.x * unit.x + d.y * unit.y
            let drift = abs(d.x * unit.y - d.y * unit.x)
            guard along > 0, drift <= along * maximumDriftRatio else { continue }
            inCone = true
            if along >= minimumDistance {
                guard activeTouches.count == numberOfTouchesRequired else { state = .failed; return }
                state = .ended
                return
            }
        }
        if !inCone { state = .failed }
    }

    open override func touchesEnded(_ ended: Set<UITouch>, with event: UIEvent) {
        touchesMoved(ended, with: event)
        if state == .possible { state = .failed }   // lifted before the swipe was long enough
    }

    /// The centroid where the swipe's fingers are (or lifted). Mirrors `location(in:)`.
    open override func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return super.location(in: view) }
        let p = GestureGeometry.centroid(activeTouches.isEmpty ? touches : activeTouches)
        guard let view, let w = view.window, view !== w else { return p }
        return view.convert(p, from: w)
    }

    /// Stops the deadline. Mirrors `reset()`.
    open override func reset() {
        super.reset()
        deadline?.cancel(); deadline = nil
        touches = []
        start = .zero
    }
}
