import VitrineGraphics

/// Turns the evdev frames of a `LibinputRecording` into the `InputEvent`s libinput would have
/// produced, with touch and absolute-pointer positions in the pixels of a panel of `panelSize`
/// (scaled as libinput's `…_transformed` accessors do).
///
/// Each device is decoded as its capabilities say (`isTouchscreen`, `isPointer`,
/// `isAbsolutePointer`, `isKeyboard`; see `EvdevTouchDecoder` and `EvdevPointerKeyDecoder`);
/// events of other devices (touchpads, tablets' pens, switches) are skipped. Events take effect
/// at their frame's `SYN_REPORT` and carry its time, in seconds since the start of the
/// recording. Events after the last `SYN_REPORT` of a device (an incomplete frame) are dropped,
/// as are those between a `SYN_DROPPED` and the next `SYN_REPORT`. The devices' frames are
/// merged in time order (ties in device order); touch slots are numbered seat-wide, as
/// libinput numbers them.
public struct EvdevDecoder: Sendable {
    /// The pixel size touch and absolute-pointer positions are scaled to.
    public var panelSize: PixelSize

    public init(panelSize: PixelSize) {
        self.panelSize = panelSize
    }

    /// All events of `recording`, in time order.
    public func decode(_ recording: LibinputRecording) -> [InputEvent] {
        var states = recording.devices.map(DeviceState.init)
        var next = Array(repeating: 0, count: recording.devices.count)
        var seat = SeatSlots()
        var out: [InputEvent] = []
        while true {
            // The device whose next frame comes first (k-way merge: each device keeps its order).
            var pick: Int?
            for (i, device) in recording.devices.enumerated() where next[i] < device.frames.count {
                if let p = pick, recording.devices[p].frames[next[p]].time <= device.frames[next[i]].time { continue }
                pick = i
            }
            guard let i = pick else { break }
            for e in recording.devices[i].frames[next[i]].events {
                out += states[i].process(e, panel: panelSize, seat: &seat)
            }
            next[i] += 1
        }
        return out
    }

    /// The decoding state of one device.
    private struct DeviceState {
        var touch: EvdevTouchDecoder?
        var pointerKeys: EvdevPointerKeyDecoder
        var dropping = false

        init(device: LibinputRecording.Device) {
            touch = EvdevTouchDecoder(device: device)
            pointerKeys = EvdevPointerKeyDecoder(device: device)
        }

        mutating func process(_ e: LibinputRecording.EvdevEvent, panel: PixelSize, seat: inout SeatSlots) -> [InputEvent] {
            if e.type == EvdevCode.typeSyn {
                switch e.code {
                case EvdevCode.synDropped:
                    dropping = true
                    touch?.discardPending()
                    pointerKeys.discardPending()
                case EvdevCode.synReport where dropping:
                    dropping = false
                case EvdevCode.synReport:
                    let time = e.time
                    return pointerKeys.flush(time: time, panel: panel) + (touch?.flush(time: time, panel: panel, seat: &seat) ?? [])
                default:
                    break
                }
                return []
            }
            guard !dropping else { return [] }
            touch?.process(e)
            pointerKeys.process(e)
            return []
        }
    }
}
