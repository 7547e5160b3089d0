import Vitrine
import VitrinePlatform

/// The fingers of the gesture under way.
struct ScreenReaderGestureState {
    struct Finger {
        var start: CGPoint
        var startTime: Double
        var last: CGPoint
        /// The horizontal turning points a scrub makes: the x of the last one, the way the
        /// finger goes since (-1, 0, 1), and how many times it turned back.
        var extremeX: CGFloat
        var direction = 0
        var reversals = 0
    }
    var fingers: [Int: Finger] = [:]
    /// The fingers of this gesture already lifted.
    var lifted: [Finger] = []
    /// The most fingers down at once in this gesture.
    var fingerCount = 0
    /// Whether the one finger down explores (moves focus to what is under it).
    var exploring = false
    /// When the last single tap ended (a second one soon after is a double tap).
    var lastTapTime: Double?
    /// When the last two-finger tap ended (a second one soon after is the magic tap).
    var lastTwoFingerTapTime: Double?
    /// The single tap waiting to be told from the first half of a double tap.
    var pendingTap: ClockTimer?
    /// Whether speech was paused when this gesture began, and whether the gesture's start
    /// paused some (ScreenReader+Pause.swift).
    var speechWasPaused = false
    var heldSpeech = false
}

extension ScreenReader {
    /// A quick stroke at least this long (points) is a flick, not a tap.
    static let flickDistance: CGFloat = 30
    /// A finger down longer than this (seconds) before it moves explores.
    static let flickDuration = 0.3
    /// Two taps closer than this (seconds) are a double tap.
    static let doubleTapInterval = 0.35
    /// A scrub turns back at least this far (points) each time, at least twice.
    static let scrubStroke: CGFloat = 20

    /// A touch event while the reader runs, as one of VoiceOver's gestures. One finger: a
    /// tap focuses and says the element under it, a double tap activates the focused element,
    /// a flick right/left moves to the next/previous element, a flick up/down moves by the
    /// rotor, adjusts or goes through custom actions, a finger resting and moving explores
    /// (lifted on a keyboard key, it types it). Two fingers: a tap pauses or continues
    /// speech, a double tap is the magic tap, a scrub escapes, a rotation turns the rotor, a
    /// flick up reads everything, a flick down reads from the focused element. A gesture
    /// silences speech as it begins (paused: a two-finger tap pauses or continues speech); any
    /// other gesture then stops it. Three fingers: a flick
    /// scrolls a page. Every touch is kept from the app.
    func handle(_ event: InputEvent) -> Bool {
        switch event {
        case let .touchDown(slot, x, y, t):
            if gestures.fingers.isEmpty {
                // New input silences speech at once (a two-finger tap keeps it paused).
                gestureBegan()
                gestures.fingerCount = 0
                gestures.exploring = false
                gestures.lifted = []
            }
            let p = screen.input.screenPoint(panelX: x, y: y)
            gestures.fingers[slot] = .init(start: p, startTime: t, last: p, extremeX: p.x)
            gestures.fingerCount = max(gestures.fingerCount, gestures.fingers.count)
        case let .touchMotion(slot, x, y, t):
            guard var f = gestures.fingers[slot] else { break }
            f.last = screen.input.screenPoint(panelX: x, y: y)
            Self.trackScrub(&f)
            gestures.fingers[slot] = f
            if gestures.fingerCount == 1, !gestures.exploring, t - f.startTime > Self.flickDuration {
                gestures.exploring = true
                gestureEnded(keepingSpeech: false)
                gestures.pendingTap?.cancel()
                gestures.pendingTap = nil
            }
            if gestures.exploring { explore(at: f.last) }
        case let .touchUp(slot, t):
            guard let f = gestures.fingers.removeValue(forKey: slot) else { break }
            gestures.lifted.append(f)
            guard gestures.fingers.isEmpty else { break }
            switch gestures.fingerCount {
            case 1:
                if !gestures.exploring { gestureEnded(keepingSpeech: false) }
                oneFingerEnded(f, time: t)
            case 2: twoFingersEnded(time: t)
            case 3:
                gestureEnded(keepingSpeech: false)
                threeFingersEnded()
            default: gestureEnded(keepingSpeech: false)
            }
        case let .touchCancel(slot, _):
            guard gestures.fingers.removeValue(forKey: slot) != nil, gestures.fingers.isEmpty else { break }
            if !gestures.exploring { gestureEnded(keepingSpeech: false) }
        default:
            break
        }
        return true
    }

    private static func trackScrub(_ f: inout ScreenReaderGestureState.Finger) {
        let d = f.last.x - f.extremeX
        let way = d > 0 ? 1 : -1
        if f.direction == 0 || way == f.direction {
            if abs(d) >= (f.direction == 0 ? scrubStroke : 0) {
                f.direction = way
                f.extremeX = f.last.x
            }
        } else if abs(d) >= scrubStroke {
            f.reversals += 1
            f.direction = way
            f.extremeX = f.last.x
        }
    }

    /// Focuses and says the element under a finger exploring, when it is another one.
    private func explore(at p: CGPoint) {
        guard let e = element(at: p), e !== focusedElement else { return }
        focus(e)
    }

    /// The mean movement of the gesture's fingers.
    private var meanMovement: CGPoint {
        let n = CGFloat(max(1, gestures.lifted.count))
        let sum = gestures.lifted.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.last.x - $1.start.x, y: $0.y + $1.last.y - $1.start.y) }
        return CGPoint(x: sum.x / n, y: sum.y / n)
    }

    private func oneFingerEnded(_ f: ScreenReaderGestureState.Finger, time: Double) {
        if gestures.exploring { return liftedWhileExploring(at: f.last) }
        gestures.pendingTap?.cancel()
        let dx = f.last.x - f.start.x, dy = f.last.y - f.start.y
        if max(abs(dx), abs(dy)) >= Self.flickDistance {
            gestures.lastTapTime = nil
            if abs(dx) >= abs(dy) {
                if dx > 0 { focusNext() } else { focusPrevious() }
            } else {
                verticalFlick(down: dy > 0)
            }
            return
        }
        if let last = gestures.lastTapTime, time - last <= Self.doubleTapInterval {
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

    private func twoFingersEnded(time: Double) {
        if gestures.lifted.contains(where: { $0.reversals >= 2 }) {
            gestureEnded(keepingSpeech: false)
            escape()
            return
        }
        if let turn = rotation, abs(turn) >= Self.rotorStepAngle / 2 {
            for _ in 0..<max(1, Int(abs(turn) / Self.rotorStepAngle)) { selectRotor(forward: turn > 0) }
            return
        }
        let m = meanMovement
        if max(abs(m.x), abs(m.y)) < Self.flickDistance {
            if let last = gestures.lastTwoFingerTapTime, time - last <= Self.doubleTapInterval {
                gestures.lastTwoFingerTapTime = nil
                gestureEnded(keepingSpeech: false)
                magicTap()
            } else {
                // VoiceOver's two-finger tap: pause speech, or continue it.
                gestures.lastTwoFingerTapTime = time
                gestureEnded(keepingSpeech: true)
            }
            return
        }
        gestureEnded(keepingSpeech: false)
        guard abs(m.y) > abs(m.x) else { return }
        if m.y < 0 { readAll() } else { readFromFocus() }
    }

    /// How far two fingers turned about each other (radians; positive clockwise on screen),
    /// VoiceOver's rotor gesture.
    private var rotation: CGFloat? {
        guard gestures.lifted.count == 2 else { return nil }
        let (a, b) = (gestures.lifted[0], gestures.lifted[1])
        let before = atan2(b.start.y - a.start.y, b.start.x - a.start.x)
        let after = atan2(b.last.y - a.last.y, b.last.x - a.last.x)
        var turn = after - before
        if turn > .pi { turn -= 2 * .pi } else if turn < -.pi { turn += 2 * .pi }
        return turn
    }

    private func threeFingersEnded() {
        let m = meanMovement
        guard max(abs(m.x), abs(m.y)) >= Self.flickDistance else { return }
        if abs(m.x) >= abs(m.y) { scroll(m.x > 0 ? .right : .left) } else { scroll(m.y < 0 ? .up : .down) }
    }
}
