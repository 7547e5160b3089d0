/// The Linux evdev event types, codes and device properties that recordings and the replay
/// decoder use (from `<linux/input-event-codes.h>`).
public enum EvdevCode {
    // MARK: Event types

    /// `EV_SYN`: frame markers.
    public static let typeSyn = 0
    /// `EV_KEY`: keys and buttons.
    public static let typeKey = 1
    /// `EV_REL`: relative axes (mice).
    public static let typeRel = 2
    /// `EV_ABS`: absolute axes (touchscreens, tablets).
    public static let typeAbs = 3
    /// `EV_MSC`: miscellaneous (scan codes, timestamps).
    public static let typeMsc = 4

    // MARK: EV_SYN codes

    /// `SYN_REPORT`: the end of a frame of simultaneous changes.
    public static let synReport = 0
    /// `SYN_DROPPED`: the kernel's buffer overran; events up to the next `SYN_REPORT` are lost.
    public static let synDropped = 3

    // MARK: EV_ABS codes

    /// `ABS_X`.
    public static let absX = 0
    /// `ABS_Y`.
    public static let absY = 1
    /// `ABS_MT_SLOT`: selects the slot later `ABS_MT_*` events apply to (protocol B).
    public static let absMTSlot = 47
    /// `ABS_MT_POSITION_X`.
    public static let absMTPositionX = 53
    /// `ABS_MT_POSITION_Y`.
    public static let absMTPositionY = 54
    /// `ABS_MT_TRACKING_ID`: a new touch (≥ 0) or the end of the slot's touch (-1).
    public static let absMTTrackingID = 57

    // MARK: EV_REL codes

    /// `REL_X`.
    public static let relX = 0
    /// `REL_Y`.
    public static let relY = 1

    // MARK: EV_KEY codes

    /// `BTN_LEFT`.
    public static let buttonLeft = 272
    /// `BTN_TOOL_FINGER`: a touchpad's finger tool.
    public static let buttonToolFinger = 325
    /// `BTN_TOUCH`: a touch surface is touched (single-touch protocol).
    public static let buttonTouch = 330

    /// Whether `code` is one of the mouse buttons, `BTN_MOUSE` (`BTN_LEFT`) … `BTN_TASK`.
    public static func isMouseButton(_ code: Int) -> Bool { (0x110..<0x118).contains(code) }

    /// Whether `code` is a key (as opposed to a button, tool or touch code): below `BTN_MISC`
    /// (0x100), or in `KEY_OK` (0x160) … `KEY_MAX` outside `BTN_DPAD_*` and `BTN_TRIGGER_HAPPY*`.
    public static func isKey(_ code: Int) -> Bool {
        if (1..<0x100).contains(code) { return true }
        return (0x160...0x2ff).contains(code) && !(0x220..<0x224).contains(code) && !(0x2c0..<0x300).contains(code)
    }

    // MARK: Input properties

    /// `INPUT_PROP_POINTER`: needs a pointer (a touchpad).
    public static let propertyPointer = 0
    /// `INPUT_PROP_DIRECT`: positions map to the screen (a touchscreen).
    public static let propertyDirect = 1
}
