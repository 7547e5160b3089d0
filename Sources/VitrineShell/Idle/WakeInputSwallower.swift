import VitrinePlatform

/// Swallows the input that woke a blanked panel: everything until every touch, button and key
/// that was down is up again (the finger that woke the panel must not tap what appears under
/// it).
@MainActor
struct WakeInputSwallower {
    private var active = false
    private let held = HeldInput()

    /// Starts swallowing (the panel just woke).
    mutating func begin() {
        active = true
        held.removeAll()
    }

    /// The events to deliver: none while swallowing; the ones after the moment everything is
    /// up again are passed on.
    mutating func filter(_ events: [InputEvent]) -> [InputEvent] {
        guard active else { return events }
        for (i, e) in events.enumerated() {
            held.note(e)
            // A touch frame closes a set of touch changes: stop only at a frame boundary (or at
            // a key or button event) once nothing is down.
            let boundary: Bool
            switch e {
            case .touchDown, .touchMotion, .touchUp, .touchCancel: boundary = false
            default: boundary = true
            }
            if boundary, held.isEmpty {
                active = false
                return Array(events[(i + 1)...])
            }
        }
        return []
    }
}
