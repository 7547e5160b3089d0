import Foundation

/// UIKit's touch tracking for controls: one touch at a time; `touchDown` when it begins;
/// `touchDragInside`/`touchDragOutside` as it moves, with `touchDragExit`/`touchDragEnter`
/// (instead) on the move that crosses the edge; `touchUpInside` or `touchUpOutside` when it
/// lifts; `touchCancel` when the system takes it. "Inside" is generous, as in UIKit: the
/// bounds grown by `touchSlop` on every side, so a finger that slides a little off a button
/// still presses it. The control is highlighted while the tracked touch is inside.
extension UIControl {
    /// How far outside its bounds a tracked touch still counts as inside, in points, for the
    /// highlight, the drag enter/exit events and touch-up inside versus outside. UIKit does
    /// not document its value; about 70 points is the figure commonly measured on iOS.
    static let touchSlop: CGFloat = 70

    /// Whether `touch` is inside the control for tracking: `point(inside:with:)` or within
    /// `touchSlop` of the bounds.
    func isTrackingInside(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let p = touch.location(in: self)
        if point(inside: p, with: event) { return true }
        return bounds.insetBy(dx: -UIControl.touchSlop, dy: -UIControl.touchSlop).contains(p)
    }

    /// Returns `false` for touches that are not the control's (it is disabled), which then go
    /// up the responder chain for the rest of their sequence.
    func trackTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard isEnabled else {
            for t in touches { forwardedTouches.insert(ObjectIdentifier(t)) }
            return false
        }
        guard trackedTouch == nil, let touch = touches.first else { return true }
        trackedTouch = touch
        _isTouchInside = true
        _isTracking = beginTracking(touch, with: event)
        guard _isTracking else { return true }
        isHighlighted = true
        var events: Event = .touchDown
        if touch.tapCount > 1 { events.insert(.touchDownRepeat) }
        sendActions(for: events, with: event)
        return true
    }

    func trackTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = ownTouch(in: touches) else { return !isForwarded(touches, ending: false) }
        guard _isTracking else { return true }
        let wasInside = _isTouchInside
        _isTouchInside = isTrackingInside(touch, with: event)
        isHighlighted = _isTouchInside
        _isTracking = continueTracking(touch, with: event)
        guard _isTracking else { isHighlighted = false; return true }
        let sent: Event
        switch (wasInside, _isTouchInside) {
        case (true, true): sent = .touchDragInside
        case (false, true): sent = .touchDragEnter
        case (true, false): sent = .touchDragExit
        case (false, false): sent = .touchDragOutside
        }
        sendActions(for: sent, with: event)
        return true
    }

    func trackTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard let touch = ownTouch(in: touches) else { return !isForwarded(touches, ending: true) }
        let wasTracking = _isTracking
        let inside = isTrackingInside(touch, with: event)
        _isTouchInside = inside
        isHighlighted = false
        if wasTracking { endTracking(touch, with: event) }
        resetTracking()
        guard wasTracking else { return true }
        sendActions(for: inside ? .touchUpInside : .touchUpOutside, with: event)
        if inside, sendsPrimaryActionOnTouchUpInside { sendActions(for: .primaryActionTriggered, with: event) }
        return true
    }

    func trackTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) -> Bool {
        guard ownTouch(in: touches) != nil else { return !isForwarded(touches, ending: true) }
        let wasTracking = _isTracking
        isHighlighted = false
        if wasTracking { cancelTracking(with: event) }
        resetTracking()
        guard wasTracking else { return true }
        sendActions(for: .touchCancel, with: event)
        return true
    }

    /// Stops tracking without sending anything (the control was disabled mid-touch); the
    /// touch stays the control's until it ends.
    func abandonTracking(with event: UIEvent?) {
        let wasTracking = _isTracking
        _isTracking = false
        _isTouchInside = false
        isHighlighted = false
        if wasTracking { cancelTracking(with: event) }
    }

    private func resetTracking() {
        trackedTouch = nil
        _isTracking = false
        _isTouchInside = false
        isHighlighted = false
    }

    /// Whether `touches` began while the control was disabled (and so went up the chain);
    /// forgets them when `ending`.
    private func isForwarded(_ touches: Set<UITouch>, ending: Bool) -> Bool {
        let ids = Set(touches.map(ObjectIdentifier.init))
        guard !ids.isDisjoint(with: forwardedTouches) else { return false }
        if ending { forwardedTouches.subtract(ids) }
        return true
    }

    /// The tracked touch, if it is among `touches`.
    private func ownTouch(in touches: Set<UITouch>) -> UITouch? {
        guard let t = trackedTouch else { return nil }
        return touches.contains(t) ? t : nil
    }
}
