import Foundation

/// A continuous recognizer for dragging fingers. Mirrors UIKit's `UIPanGestureRecognizer`:
/// it begins once the centroid of between `minimumNumberOfTouches` and
/// `maximumNumberOfTouches` fingers has moved `hysteresis` points (UIKit: about 10), reports
/// `.changed` on every move after that, ends when fewer than `minimumNumberOfTouches` fingers
/// remain, and is cancelled when the system cancels its touches.
///
/// `translation(in:)` is measured from where the fingers first came down, so it includes the
/// hysteresis (a 100-point drag reports 100 points, as UIKit reports relative to the initial
/// touch point); fingers added or lifted during the pan shift the reference so that the
/// translation does not jump. `velocity(in:)` comes from the event timestamps of the last
/// tenth of a second of movement.
@MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// Fewest fingers that pan (1 by default). Mirrors `minimumNumberOfTouches`.
    public var minimumNumberOfTouches = 1
    /// Most fingers that pan (`Int.max` by default); more fail it before it begins. Mirrors
    /// `maximumNumberOfTouches`.
    public var maximumNumberOfTouches = Int.max
    /// How far (points) the fingers move before the pan begins (UIKit: about 10).
    public var hysteresis: CGFloat = 10

    private var touches: [UITouch] = []
    /// Where translation is measured from, in window coordinates.
    private var origin: CGPoint = .zero
    /// The centroid of the fingers down (their last position once all are up), in window
    /// coordinates.
    private var centroid: CGPoint = .zero
    private var history = GestureMotionHistory()

    private var activeTouches: [UITouch] { touches.filter(GestureGeometry.isActive) }
    private var windowTranslation: CGPoint { CGPoint(x: centroid.x - origin.x, y: centroid.y - origin.y) }

    /// The movement since the fingers came down, in `view`'s coordinates (the window's for
    /// `nil`). Mirrors `translation(in:)`.
    public func translation(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(windowTranslation, fromWindowTo: view)
    }

    /// Makes the translation in `view`'s coordinates `translation` from here on, and restarts
    /// the velocity. Mirrors `setTranslation(_:in:)`.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let t = GestureGeometry.vector(translation, toWindowFrom: view)
        origin = CGPoint(x: centroid.x - t.x, y: centroid.y - t.y)
        history.removeAll()
    }

    /// Points per second in `view`'s coordinates. Mirrors `velocity(in:)`.
    public func velocity(in view: UIView?) -> CGPoint {
        GestureGeometry.vector(history.velocity, fromWindowTo: view)
    }

    /// The centroid of the fingers down (the last one once lifted). Mirrors `location(in:)`.
    open override func location(in view: UIView?) -> CGPoint {
        guard !touches.isEmpty else { return super.location(in: view) }
        guard let view, let w = view.window, view !== w else { return centroid }
        return view.convert(centroid, from: w)
    }

    open override func touchesBegan(_ new: Set<UITouch>, with event: UIEvent) {
        let before = activeTouches.filter { !new.contains($0) }
        touches.append(contentsOf: new.filter { t in !touches.contains { $0 === t } })
        recentre(from: before)
        if state == .possible, activeTouches.count > maximumNumberOfTouches { state = .failed }
    }

    open override func touchesMoved(_ moved: Set<UITouch>, with event: UIEvent) {
        guard !activeTouches.isEmpty else { return }
        centroid = GestureGeometry.centroid(activeTouches)
        history.add(windowTranslation, at: event.timestamp)
        switch state {
        case .possible:
            let n = activeTouches.count
            let d = windowTranslation
            // (`pendingState`: already asked, held back by `require(toFail:)`.)
            if pendingState == nil, n >= minimumNumberOfTouches, n <= maximumNumberOfTouches, hypot(d.x, d.y) >= hysteresis {
                state = .began
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ ended: Set<UITouch>, with event: UIEvent) {
        let before = touches.filter { GestureGeometry.isActive($0) || ended.contains($0) }
        recentre(from: before)
        history.add(windowTranslation, at: event.timestamp)
        if state == .possible, activeTouches.isEmpty {
            state = .failed
        } else if state == .began || state == .changed, activeTouches.count < minimumNumberOfTouches {
            state = .ended
        }
    }

    /// The fingers changed from `before` to the ones down now: move the reference with the
    /// centroid so the translation does not jump.
    private func recentre(from before: [UITouch]) {
        let now = activeTouches
        guard !now.isEmpty else { return }
        let newCentroid = GestureGeometry.centroid(now)
        if before.isEmpty {
            if touches.count == now.count { origin = newCentroid }   // the first fingers
            else { origin = CGPoint(x: origin.x + newCentroid.x - centroid.x, y: origin.y + newCentroid.y - centroid.y) }
        } else {
            let oldCentroid = GestureGeometry.centroid(before)
            origin = CGPoint(x: origin.x + newCentroid.x - oldCentroid.x, y: origin.y + newCentroid.y - oldCentroid.y)
        }
        centroid = newCentroid
    }

    /// Back to no translation and no velocity. Mirrors `reset()`.
    open override func reset() {
        super.reset()
        touches = []
        origin = .zero
        centroid = .zero
        history.removeAll()
    }
}
