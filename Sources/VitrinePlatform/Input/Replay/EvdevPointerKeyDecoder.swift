import VitrineGraphics

/// The pointer and key state of one device. Changes collect until `flush` (the frame's
/// `SYN_REPORT`), which gives, in this order:
/// - `.pointerMotion` with the frame's summed `REL_X`/`REL_Y` (a mouse), unaccelerated: the
///   raw deltas libinput reports as `libinput_event_pointer_get_dx_unaccelerated`;
/// - `.pointerMotionAbsolute` when `ABS_X`/`ABS_Y` changed (an absolute pointer such as QEMU's
///   tablet), scaled to the panel as `libinput_event_pointer_get_absolute_x_transformed` does;
/// - `.pointerButton` for mouse buttons (`BTN_LEFT` … `BTN_TASK`) and `.key` for keys, in the
///   order they came.
/// As libinput does, kernel key repeats (value 2) are dropped, and so are presses of a key that
/// is already down and releases of a key that is not.
struct EvdevPointerKeyDecoder {
    private let relative: Bool
    private let absoluteAxes: (x: LibinputRecording.AbsInfo, y: LibinputRecording.AbsInfo)?
    private var dx = 0, dy = 0
    private var x: Int, y: Int
    private var absoluteMoved = false
    /// Buttons and keys of this frame, in order: (code, pressed, isButton).
    private var pending: [(code: Int, pressed: Bool, isButton: Bool)] = []
    private var down: Set<Int> = []

    init(device: LibinputRecording.Device) {
        relative = device.isPointer
        if device.isAbsolutePointer, let x = device.absinfo[EvdevCode.absX], let y = device.absinfo[EvdevCode.absY] {
            absoluteAxes = (x, y)
        } else {
            absoluteAxes = nil
        }
        x = absoluteAxes?.x.minimum ?? 0
        y = absoluteAxes?.y.minimum ?? 0
    }

    private var hasButtons: Bool { relative || absoluteAxes != nil }

    /// Takes in one non-`EV_SYN` event; events that are not about pointers or keys are ignored.
    mutating func process(_ e: LibinputRecording.EvdevEvent) {
        switch e.type {
        case EvdevCode.typeRel where relative:
            // Saturating: parsed values are `Int32`s, but a hand-built event may hold any `Int`.
            if e.code == EvdevCode.relX { dx = Self.saturatingSum(dx, e.value) }
            else if e.code == EvdevCode.relY { dy = Self.saturatingSum(dy, e.value) }
        case EvdevCode.typeAbs where absoluteAxes != nil:
            if e.code == EvdevCode.absX { x = e.value; absoluteMoved = true }
            else if e.code == EvdevCode.absY { y = e.value; absoluteMoved = true }
        case EvdevCode.typeKey:
            let isButton = EvdevCode.isMouseButton(e.code)
            guard (isButton && hasButtons) || EvdevCode.isKey(e.code), e.value == 0 || e.value == 1 else { return }
            let pressed = e.value == 1
            guard pressed != down.contains(e.code) else { return }
            if pressed { down.insert(e.code) } else { down.remove(e.code) }
            pending.append((e.code, pressed, isButton))
        default:
            break
        }
    }

    private static func saturatingSum(_ a: Int, _ b: Int) -> Int {
        let (sum, overflow) = a.addingReportingOverflow(b)
        return overflow ? (b > 0 ? .max : .min) : sum
    }

    /// Forgets the changes since the last `SYN_REPORT` (after `SYN_DROPPED`).
    mutating func discardPending() {
        dx = 0; dy = 0
        absoluteMoved = false
        for p in pending { if p.pressed { down.remove(p.code) } else { down.insert(p.code) } }
        pending = []
    }

    /// Ends the frame at `time`: the pointer and key events of the collected changes.
    mutating func flush(time: Double, panel: PixelSize) -> [InputEvent] {
        var out: [InputEvent] = []
        if dx != 0 || dy != 0 { out.append(.pointerMotion(dx: Double(dx), dy: Double(dy), time: time)) }
        if absoluteMoved, let axes = absoluteAxes {
            out.append(.pointerMotionAbsolute(x: axes.x.scale(x, to: panel.width), y: axes.y.scale(y, to: panel.height), time: time))
        }
        for p in pending {
            out.append(p.isButton ? .pointerButton(button: p.code, pressed: p.pressed, time: time)
                                  : .key(code: p.code, pressed: p.pressed, time: time))
        }
        dx = 0; dy = 0
        absoluteMoved = false
        pending = []
        return out
    }
}
