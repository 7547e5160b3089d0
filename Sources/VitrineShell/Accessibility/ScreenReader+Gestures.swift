import Vitrine
import VitrinePlatform

/// The fingers of the gesture under way.
struct ScreenReaderGestureState {
    struct Finger {
        var start: CGPoint
        var startTime: Double
        var last: CGPoint
    }
    var fingers: [Int: Finger] = [:]
    /// The most fingers down at once in this gesture.
    var fingerCount = 0
    /// Whether the one finger down explores (moves focus to what is under it).
    var exploring = false
    /// When the last single tap ended (a second one soon after is a double tap).
    var lastTapTime: Double?
    /// The single tap waiting to be told from the first half of a double tap.
    var pendingTap: ClockTimer?
}

extension ScreenReader {
    /// A quick stroke at least this long (points) is a flick, not a tap.
    static let flickDistance: CGFloat = 30
    /// A finger down longer than this (seconds) before it moves explores.
    static let flickDuration = 0.3
    /// Two taps closer than this (seconds) are a double tap.
    static let doubleTapInterval = 0.35

    /// A touch event while the reader runs, as one of VoiceOver's one-finger gestures: a tap
    /// focuses and says the element under it, a double tap activates the focused element,
    /// a flick right/left moves to the next/previous element, a flick up/down adjusts, and a
    /// finger resting and moving explores. Every touch is kept from the app.
    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .touchDown(slot, x, y, t):
            if gestures.fingers.isEmpty {
                // New input stops speech at once.
                interrupt()
                gestures.fingerCount = 0
                gestures.exploring = false
            }
            let p = screen.input.screenPoint(panelX: x, y: y)
            gestures.fingers[slot] = .init(start: p, startTime: t, last: p)
            gestures.fingerCount = max(gestures.fingerCount, gestures.fingers.count)
        case let .touchMotion(slot, x, y, t):
            guard var f = gestures.fingers[slot] else { break }
            f.last = screen.input.screenPoint(panelX: x, y: y)
            gestures.fingers[slot] = f
            if gestures.fingerCount == 1, !gestures.exploring, t - f.startTime > Self.flickDuration {
                gestures.exploring = true
                gestures.pendingTap?.cancel()
                gestures.pendingTap = nil
            }
            if gestures.exploring { explore(at: f.last) }
        case let .touchUp(slot, t):
            guard let f = gestures.fingers.removeValue(forKey: slot) else { break }
            if gestures.fingerCount == 1 { oneFingerEnded(f, time: t) }
        case let .touchCancel(slot, _):
            gestures.fingers[slot] = nil
        default:
            break
        }
        return true
    }

    /// Focuses and says the element under a finger exploring, when it is another one.
    private func explore(at p: CGPoint) {
        guard let e = element(at: p), e !== focusedElement else { return }
        focus(e)
    }

    private func oneFingerEnded(_ f: ScreenReaderGestureState.Finger, time: Double) {
        if gestures.exploring { return }
        gestures.pendingTap?.cancel()
        let dx = f.last.x - f.start.x, dy = f.last.y - f.start.y
        if max(abs(dx), abs(dy)) >= Self.flickDistance {
            gestures.lastTapTime = nil
            if abs(dx) >= abs(dy) {
                if dx > 0 { focusNext() } else { focusPrevious() }
            } else {
                adjust(up: dy < 0)
            }
            return
        }
        if let last = gestures.lastTapTime, time - last <= Self.doubleTapInterval {
            gestures.pendingTap?.cancel()
            gestures.pendingTap = nil
            gestures.lastTapTime = nil
            activate()
            return
        }
        gestures.lastTapTime = time
        let point = f.last
        gestures.pendingTap = screen.clock.schedule(after: Self.doubleTapInterval) { [weak self] in
            guard let self else { return }
            self.gestures.pendingTap = nil
            if let e = self.element(at: point) { self.focus(e) }
        }
    }
}
