import Foundation
import VitrinePlatform

/// A discrete recognizer for one or more taps of one or more fingers. Mirrors UIKit's
/// `UITapGestureRecognizer`: it stays possible while the taps come, and recognizes
/// (`.ended`, UIKit's `.recognized`) on the last touch-up of the last tap. It fails when a
/// finger moves more than `allowableMovement` from where it came down, when a tap has more or
/// fewer fingers than `numberOfTouchesRequired`, or when the next tap of a multiple tap does not
/// begin within `maximumIntervalBetweenTaps` of the previous lift (timed on the screen's clock).
@MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// Taps needed (1 by default). Mirrors `numberOfTapsRequired`.
    public var numberOfTapsRequired = 1
    /// Fingers each tap needs (1 by default). Mirrors `numberOfTouchesRequired`.
    public var numberOfTouchesRequired = 1
    /// How far (points) a finger may move and still tap; UIKit allows about 10.
    public var allowableMovement: CGFloat = 10
    /// Seconds within which the next tap of a multiple tap must begin (UIKit: about 0.35).
    public var maximumIntervalBetweenTaps: Double = 0.35

    private var tapsCompleted = 0
    private var currentTap: [UITouch] = []
    private var lastTap: [UITouch] = []
    private var startPoints: [ObjectIdentifier: CGPoint] = [:]
    private var mostTouches = 0
    private var nextTapTimer: ClockTimer?
    /// All taps are in: the recognizer has asked to recognize (it may be held back by a
    /// failure requirement) and ignores further touches until reset.
    private var finished = false

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        nextTapTimer?.cancel()
        nextTapTimer = nil
        for t in touches {
            currentTap.append(t)
            startPoints[ObjectIdentifier(t)] = t.locationInWindow
        }
        let down = currentTap.filter(GestureGeometry.isActive).count
        mostTouches = max(mostTouches, down)
        if mostTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        for t in touches {
            guard let start = startPoints[ObjectIdentifier(t)] else { continue }
            let moved = GestureGeometry.distance(start, t.locationInWindow)
            if moved > allowableMovement { state = .failed; return }
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        guard !finished, state == .possible else { return }
        touchesMoved(touches, with: event)
        guard state == .possible, !currentTap.isEmpty, !currentTap.contains(where: GestureGeometry.isActive) else { return }
        // Every finger of this tap is up.
        guard mostTouches == numberOfTouchesRequired else { state = .failed; return }
        tapsCompleted += 1
        lastTap = currentTap
        currentTap = []
        mostTouches = 0
        if tapsCompleted >= numberOfTapsRequired {
            finished = true
            state = .ended
        } else if let clock {
            nextTapTimer = clock.schedule(after: maximumIntervalBetweenTaps) { [weak self] in
                guard let self, self.state == .possible, !self.finished, self.currentTap.isEmpty else { return }
                self.state = .failed
            }
        }
    }

    /// The centroid of the fingers of the current (or, once lifted, the last) tap. Mirrors
    /// `location(in:)`.
    open override func location(in view: UIView?) -> CGPoint {
        let touches = currentTap.isEmpty ? lastTap : currentTap
        guard !touches.isEmpty else { return super.location(in: view) }
        let p = GestureGeometry.centroid(touches)
        guard let view, let w = view.window, view !== w else { return p }
        return view.convert(p, from: w)
    }

    /// Forgets the taps so far and stops the next-tap timer. Mirrors `reset()`.
    open override func reset() {
        super.reset()
        nextTapTimer?.cancel()
        nextTapTimer = nil
        tapsCompleted = 0
        currentTap = []
        lastTap = []
        startPoints = [:]
        mostTouches = 0
        finished = false
    }
}
