import VitrinePlatform

/// The touches, pointer buttons and keys held down, followed event by event: a replay lets go
/// of them when it stops early, the wake swallower waits for them to be up, and the idle
/// warning stays up while a finger is on it.
@MainActor
final class HeldInput {
    private var slots: Set<Int> = []
    private var buttons: Set<Int> = []
    private var keys: Set<Int> = []

    /// Whether nothing is held.
    var isEmpty: Bool { slots.isEmpty && buttons.isEmpty && keys.isEmpty }

    /// Forgets everything (nothing counts as held).
    func removeAll() {
        slots.removeAll()
        buttons.removeAll()
        keys.removeAll()
    }

    func note(_ batch: [InputEvent]) {
        for e in batch { note(e) }
    }

    func note(_ e: InputEvent) {
        switch e {
        case .touchDown(let slot, _, _, _): slots.insert(slot)
        case .touchUp(let slot, _), .touchCancel(let slot, _): slots.remove(slot)
        case .pointerButton(let b, let pressed, _): if pressed { buttons.insert(b) } else { buttons.remove(b) }
        case .key(let code, let pressed, _): if pressed { keys.insert(code) } else { keys.remove(code) }
        default: break
        }
    }

    /// The events that let go of everything held.
    func releases(at t: Double) -> [InputEvent] {
        var out: [InputEvent] = slots.sorted().map { .touchCancel(slot: $0, time: t) }
        if !out.isEmpty { out.append(.touchFrame(time: t)) }
        out += buttons.sorted().map { .pointerButton(button: $0, pressed: false, time: t) }
        out += keys.sorted().map { .key(code: $0, pressed: false, time: t) }
        return out
    }
}
