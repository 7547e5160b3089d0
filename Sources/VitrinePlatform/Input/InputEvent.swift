import Foundation

/// One event from an input device, in the panel's pixels, as the input backends (libinput,
/// replay, tests) produce them. Coordinates are in the physical panel's pixel space (what the
/// touchscreen is mounted on); the UI maps them with the same transform as the pixels.
public enum InputEvent: Sendable, Equatable {
    /// A finger touched down in `slot` (0...9).
    case touchDown(slot: Int, x: Double, y: Double, time: Double)
    case touchMotion(slot: Int, x: Double, y: Double, time: Double)
    case touchUp(slot: Int, time: Double)
    case touchCancel(slot: Int, time: Double)
    /// The end of a set of simultaneous touch changes (libinput's TOUCH_FRAME).
    case touchFrame(time: Double)
    /// An absolute pointer (a tablet, QEMU's virtio tablet) moved to a panel position.
    case pointerMotionAbsolute(x: Double, y: Double, time: Double)
    /// A relative pointer (a mouse) moved.
    case pointerMotion(dx: Double, dy: Double, time: Double)
    /// A pointer button (`BTN_LEFT` = 272) went down or up.
    case pointerButton(button: Int, pressed: Bool, time: Double)
    /// A key (Linux `KEY_*` code) went down or up.
    case key(code: Int, pressed: Bool, time: Double)

    public var time: Double {
        switch self {
        case .touchDown(_, _, _, let t), .touchMotion(_, _, _, let t), .touchUp(_, let t), .touchCancel(_, let t),
             .touchFrame(let t), .pointerMotionAbsolute(_, _, let t), .pointerMotion(_, _, let t),
             .pointerButton(_, _, let t), .key(_, _, let t):
            return t
        }
    }
}

/// Linux input codes used by the shell.
public enum InputCode {
    public static let buttonLeft = 272
    public static let keyRotateDisplay = 153
}
