import VitrinePlatform

/// Swallows the input that woke a blanked panel: everything until every touch, button and key
/// that was down is up again (the finger that woke the panel must not tap what appears under
/// it).
struct WakeInputSwallower {
    private var active = false
    private var touches = Set<Int>()
    private var keys = Set<Int>()
    private var buttons = Set<Int>()

    /// Starts swallowing (the panel just woke).
    mutating func begin() {
        active = true
        touches.removeAll()
        keys.removeAll()
        buttons.removeAll()
    }

    /// The events to deliver: none while swallowing; the ones after the moment everything is
    /// up again are passed on.
    mutating func filter(_ events: [InputEvent]) -> [InputEvent] {
        guard active else { return events }
        for (i, e) in events.enumerated() {
            switch e {
            case .touchDown(let slot, _, _, _): touches.insert(slot)
            case .touchUp(let slot, _), .touchCancel(let slot, _): touches.remove(slot)
            case .key(let code, let pressed, _): if pressed { keys.insert(code) } else { keys.remove(code) }
            case .pointerButton(let b, let pressed, _): if pressed { buttons.insert(b) } else { buttons.remove(b) }
            default: break
            }
            // A touch frame closes a set of touch changes: stop only at a frame boundary (or at
            // a key or button event) once nothing is down.
            let boundary: Bool
            switch e {
            case .touchDown, .touchMotion, .touchUp, .touchCancel: boundary = false
            default: boundary = true
            }
            if boundary, touches.isEmpty, keys.isEmpty, buttons.isEmpty {
                active = false
                return Array(events[(i + 1)...])
            }
        }
        return []
    }
}
