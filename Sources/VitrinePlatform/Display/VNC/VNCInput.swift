/// Input a VNC client sent, as the server queues it for the main actor: pointer positions are
/// in the VNC image's pixels (the compositor's buffer).
public enum VNCInput: Sendable, Equatable {
    /// A PointerEvent: the button mask (bit 0 is button 1) and the position.
    case pointer(buttons: Int, x: Int, y: Int)
    /// A KeyEvent: an X keysym went down or up.
    case key(keysym: UInt32, down: Bool)
}

/// What a client's input does to the kiosk.
public enum VNCAction: Sendable, Equatable {
    /// Device events for `Kiosk.deliverInput` (panel pixels, like libinput's).
    case events([InputEvent])
    /// Text the keymap has no key for, for the text-input path.
    case text(String)
}
