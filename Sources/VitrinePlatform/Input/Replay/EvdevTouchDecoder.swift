import VitrineGraphics

/// The touch slots of a seat, numbered as libinput numbers them (`libinput_event_touch_get_seat_slot`):
/// each new touch takes the lowest free number, shared by all the seat's touch devices, at most 32.
struct SeatSlots {
    private var used: UInt32 = 0

    /// Takes the lowest free slot; `nil` when all 32 are in use (libinput then drops the touch).
    mutating func allocate() -> Int? {
        guard used != .max else { return nil }
        let slot = (~used).trailingZeroBitCount
        used |= 1 << UInt32(slot)
        return slot
    }

    mutating func release(_ slot: Int) { used &= ~(1 << UInt32(slot)) }
}

/// The touch state of one touchscreen: multitouch protocol B (`ABS_MT_SLOT`,
/// `ABS_MT_TRACKING_ID`, `ABS_MT_POSITION_X/Y`) or, on a device without multitouch axes, the
/// single-touch protocol (`BTN_TOUCH` with `ABS_X`/`ABS_Y`). Changes collect until `flush`
/// (the frame's `SYN_REPORT`), which turns them into touch events in panel pixels, as libinput's
/// fallback dispatch does:
/// - per kernel slot, in slot order: a new tracking ID gives `.touchDown` at the slot's position,
///   tracking ID -1 `.touchUp`, a position change of an active touch `.touchMotion`;
/// - a new tracking ID on a slot that is already down does not start a second touch (libinput
///   logs a kernel bug and goes on with the first);
/// - `.touchFrame` follows the frame's touch events, if there were any;
/// - on a multitouch device the emulated `ABS_X`/`ABS_Y`/`BTN_TOUCH` are ignored.
struct EvdevTouchDecoder {
    private enum Change { case none, begin, end }

    private struct Slot {
        var x = 0, y = 0
        var change = Change.none
        var moved = false
        /// The seat slot while a touch is down.
        var seatSlot: Int?
        var isDown = false
    }

    /// The most slots kept per device, whatever `ABS_MT_SLOT`'s range claims.
    static let maximumSlots = 64

    private let axes: (x: LibinputRecording.AbsInfo, y: LibinputRecording.AbsInfo)
    private let multitouch: Bool
    private var slots: [Slot]
    /// The slot `ABS_MT_*` events apply to; `nil` after an out-of-range `ABS_MT_SLOT`.
    private var current: Int? = 0

    /// A decoder for `device`, or `nil` if it is not a touchscreen or lacks axis ranges.
    init?(device: LibinputRecording.Device) {
        guard device.isTouchscreen, let axes = device.positionAxes else { return nil }
        self.axes = axes
        multitouch = device.hasMultitouch
        var count = 1
        if multitouch, let slotAxis = device.absinfo[EvdevCode.absMTSlot], slotAxis.minimum == 0 {
            // Compared before adding one, so a maximum of `Int.max` cannot overflow.
            count = slotAxis.maximum >= Self.maximumSlots ? Self.maximumSlots : max(1, slotAxis.maximum + 1)
        }
        slots = Array(repeating: Slot(x: axes.x.minimum, y: axes.y.minimum), count: count)
    }

    /// Takes in one non-`EV_SYN` event; events that are not about touch are ignored.
    mutating func process(_ e: LibinputRecording.EvdevEvent) {
        if multitouch {
            guard e.type == EvdevCode.typeAbs else { return }
            if e.code == EvdevCode.absMTSlot {
                current = slots.indices.contains(e.value) ? e.value : nil
                return
            }
            guard let s = current else { return }
            switch e.code {
            case EvdevCode.absMTTrackingID: slots[s].change = e.value >= 0 ? .begin : .end
            case EvdevCode.absMTPositionX: slots[s].x = e.value; slots[s].moved = true
            case EvdevCode.absMTPositionY: slots[s].y = e.value; slots[s].moved = true
            default: break
            }
        } else if e.type == EvdevCode.typeAbs {
            switch e.code {
            case EvdevCode.absX: slots[0].x = e.value; slots[0].moved = true
            case EvdevCode.absY: slots[0].y = e.value; slots[0].moved = true
            default: break
            }
        } else if e.type == EvdevCode.typeKey, e.code == EvdevCode.buttonTouch, e.value != 2 {
            slots[0].change = e.value != 0 ? .begin : .end
        }
    }

    /// Forgets the changes since the last `SYN_REPORT` (after `SYN_DROPPED`), keeping positions.
    mutating func discardPending() {
        for i in slots.indices { slots[i].change = .none; slots[i].moved = false }
    }

    /// Ends the frame at `time`: the touch events of the collected changes, scaled to `panel`,
    /// then `.touchFrame` if there were any.
    mutating func flush(time: Double, panel: PixelSize, seat: inout SeatSlots) -> [InputEvent] {
        var out: [InputEvent] = []
        for i in slots.indices {
            let s = slots[i]
            let x = axes.x.scale(s.x, to: panel.width), y = axes.y.scale(s.y, to: panel.height)
            switch (s.change, s.isDown) {
            case (.begin, false):
                slots[i].isDown = true
                slots[i].seatSlot = seat.allocate()
                if let seatSlot = slots[i].seatSlot { out.append(.touchDown(slot: seatSlot, x: x, y: y, time: time)) }
            case (.end, true):
                if let seatSlot = s.seatSlot {
                    out.append(.touchUp(slot: seatSlot, time: time))
                    seat.release(seatSlot)
                }
                slots[i].isDown = false
                slots[i].seatSlot = nil
            case (.none, true), (.begin, true):
                if s.moved, let seatSlot = s.seatSlot { out.append(.touchMotion(slot: seatSlot, x: x, y: y, time: time)) }
            case (.none, false), (.end, false):
                break
            }
            slots[i].change = .none
            slots[i].moved = false
        }
        if !out.isEmpty { out.append(.touchFrame(time: time)) }
        return out
    }
}
