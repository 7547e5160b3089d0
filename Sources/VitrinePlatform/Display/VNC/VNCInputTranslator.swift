import Foundation
import VitrineGraphics

/// Turns one control client's pointer and keys into the kiosk's input: button 1 is a touch in
/// the client's own slot (down, motion while pressed, up, each followed by a frame), at the
/// panel position the VNC pixel shows (the VNC image is the compositor's buffer; the inverse of
/// `display.panelToInterface` takes it to the panel, so the touch is rotation-correct like
/// libinput's); keys become Linux key codes through `keyLookup` (Shift added when the
/// character needs it and the client does not hold it), and characters no key types become
/// text.
public struct VNCInputTranslator {
    /// The touch slot (the InputRouter keys touches by slot; 0…9 are the touchscreen's, 100
    /// the local pointer's).
    public let slot: Int
    /// The key that types a keysym, and whether it needs Shift.
    public var keyLookup: (UInt32) -> (code: Int, shifted: Bool)?

    /// Whether button 1 is down.
    public private(set) var touching = false
    private var lastPosition: (x: Int, y: Int)?
    private var shiftsHeld = 0
    private var held: [UInt32: (code: Int, addedShift: Bool)] = [:]

    public init(slot: Int, keyLookup: @escaping (UInt32) -> (code: Int, shifted: Bool)? = VNCKeysyms.key(for:)) {
        self.slot = slot
        self.keyLookup = keyLookup
    }

    /// The actions for `input`; `toPanel` maps VNC pixels to panel pixels, `size` is the VNC
    /// image's size (positions are clamped to it).
    public mutating func translate(_ input: VNCInput, toPanel: CGAffineTransform, size: PixelSize, time: Double) -> [VNCAction] {
        switch input {
        case let .pointer(buttons, x, y):
            let x = min(max(x, 0), max(size.width - 1, 0)), y = min(max(y, 0), max(size.height - 1, 0))
            let p = CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5).applying(toPanel)
            let down = buttons & 1 != 0
            defer { lastPosition = (x, y) }
            switch (touching, down) {
            case (false, true):
                touching = true
                return [.events([.touchDown(slot: slot, x: p.x, y: p.y, time: time), .touchFrame(time: time)])]
            case (true, true):
                if let l = lastPosition, l.x == x, l.y == y { return [] }
                return [.events([.touchMotion(slot: slot, x: p.x, y: p.y, time: time), .touchFrame(time: time)])]
            case (true, false):
                touching = false
                var events: [InputEvent] = []
                if let l = lastPosition, l.x != x || l.y != y {
                    events += [.touchMotion(slot: slot, x: p.x, y: p.y, time: time), .touchFrame(time: time)]
                }
                return [.events(events + [.touchUp(slot: slot, time: time), .touchFrame(time: time)])]
            case (false, false):
                return []
            }
        case let .key(keysym, down):
            return key(keysym, down: down, time: time)
        }
    }

    private mutating func key(_ keysym: UInt32, down: Bool, time: Double) -> [VNCAction] {
        if VNCKeysyms.isShift(keysym) { shiftsHeld = max(0, shiftsHeld + (down ? 1 : -1)) }
        if down {
            // A client's auto-repeat (a second press without a release): the kiosk repeats
            // held keys itself, as for a local keyboard.
            if held[keysym] != nil { return [] }
            guard let (code, shifted) = keyLookup(keysym) else {
                if let text = VNCKeysyms.text(for: keysym) { return [.text(text)] }
                return []
            }
            let addShift = shifted && shiftsHeld == 0
            held[keysym] = (code, addShift)
            var events: [InputEvent] = []
            if addShift { events.append(.key(code: 42, pressed: true, time: time)) }
            events.append(.key(code: code, pressed: true, time: time))
            return [.events(events)]
        }
        // A release names the keysym of the press, or (Shift released first) the other case's.
        guard let (sym, h) = held.first(where: { $0.key == keysym })
                ?? keyLookup(keysym).flatMap({ k in held.first { $0.value.code == k.code } }) else { return [] }
        held[sym] = nil
        var events: [InputEvent] = [.key(code: h.code, pressed: false, time: time)]
        if h.addedShift { events.append(.key(code: 42, pressed: false, time: time)) }
        return [.events(events)]
    }

    /// The client is gone: its touch is cancelled and its held keys released.
    public mutating func cancel(time: Double) -> [VNCAction] {
        var events: [InputEvent] = []
        if touching { events += [.touchCancel(slot: slot, time: time), .touchFrame(time: time)] }
        touching = false
        for (_, h) in held {
            events.append(.key(code: h.code, pressed: false, time: time))
            if h.addedShift { events.append(.key(code: 42, pressed: false, time: time)) }
        }
        held = [:]
        return events.isEmpty ? [] : [.events(events)]
    }
}
