import Foundation
import VitrinePlatform

/// A continuous recognizer for fingers held still. Mirrors UIKit's
/// `UILongPressGestureRecognizer`: after `numberOfTapsRequired` quick taps, the
/// `numberOfTouchesRequired` fingers must stay down for `minimumPressDuration` (a timer on the
/// screen's clock) without moving more than `allowableMovement`; then it begins, reports
/// `.changed` as the fingers move (any distance), and ends when they lift. Lifting or moving
/// too far before the duration elapses fails it, as does a finger too many.
@MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// Seconds the fingers must be held (0.5 by default). Mirrors `minimumPressDuration`.
    public var minimumPressDuration: Double = 0.5
    /// Fingers that must be held (1 by default). Mirrors `numberOfTouchesRequired`.
    public var numberOfTouchesRequired = 1
    /// Taps before the press (0 by default). Mirrors `numberOfTapsRequired`.
    public var numberOfTapsRequired = 0
    /// How far (points) a finger may move before the gesture begins (10 by default). Mirrors
    /// `allowableMovement`.
    public var allowableMovement: CGFloat = 10
    /// Seconds within which each tap, and the press after the taps, must begin (as for
    /// `UITapGestureRecognizer`).
    public var maximumIntervalBetweenTaps: Double = 0.35

    private var tapsCompleted = 0
    private var current: [UITouch] = []
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var pressTimer: ClockTimer?
    private var intervalTimer: ClockTimer?

    private var activeTouches: [UITouch] { current.filter(GestureGeometry.isActive) }
    private var isPressing: Bool { tapsCompleted >= numberOfTapsRequired }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        intervalTimer?.cancel()
        intervalTimer = nil
        for t in touches {
            current.append(t)
            startPoints[ObjectIdentifier(t)] = t.locationInWindow
        }
        guard state == .possible else { return }
        let down = activeTouches.count
        if down > numberOfTouchesRequired { state = .failed; return }
        if isPressing, down == numberOfTouchesRequired, pressTimer == nil, let clock {
            pressTimer = clock.schedule(after: minimumPressDuration) { [weak self] in
                guard let self, self.state == .possible else { return }
                if self.activeTouches.count == self.numberOfTouchesRequired { self.state = .began } else { self.state = .failed }
            }
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            for t in touches {
                guard let start = startPoints[ObjectIdentifier(t)] else { continue }
                if GestureGeometry.distance(start, t.locationInWindow) > allowableMovement { state = .failed; return }
            }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            touchesMoved(touches, with: event)
            guard state == .possible else { return }
            if isPressing { state = .failed; return }   // lifted before the duration elapsed
            guard activeTouches.isEmpty else { return }
            // One of the taps before the press.
            tapsCompleted += 1
            current = []
            if let clock {
                intervalTimer = clock.schedule(after: maximumIntervalBetweenTaps) { [weak self] in
                    guard let self, self.state == .possible, self.activeTouches.isEmpty else { return }
                    self.state = .failed
                }
            }
        case .began, .changed:
            if activeTouches.count < numberOfTouchesRequired { state = .ended }
        default:
            break
        }
    }

    /// The centroid of the fingers down (the last ones once lifted). Mirrors `location(in:)`.
    open override func location(in view: UIView?) -> CGPoint {
        let touches = activeTouches.isEmpty ? current : activeTouches
        guard !touches.isEmpty else { return super.location(in: view) }
        let p = GestureGeometry.centroid(touches)
        guard let view, let w = view.window, view !== w else { return p }
        return view.convert(p, from: w)
    }

    /// Stops the timers and forgets the taps. Mirrors `reset()`.
    open override func reset() {
        super.reset()
        pressTimer?.cancel(); pressTimer = nil
        intervalTimer?.cancel(); intervalTimer = nil
        tapsCompleted = 0
        current = []
        startPoints = [:]
    }
}
