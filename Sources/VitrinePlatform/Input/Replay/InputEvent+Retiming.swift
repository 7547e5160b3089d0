extension InputEvent {
    /// The same event at `time`.
    package func retimed(_ time: Double) -> InputEvent {
        switch self {
        case let .touchDown(slot, x, y, _): return .touchDown(slot: slot, x: x, y: y, time: time)
        case let .touchMotion(slot, x, y, _): return .touchMotion(slot: slot, x: x, y: y, time: time)
        case let .touchUp(slot, _): return .touchUp(slot: slot, time: time)
        case let .touchCancel(slot, _): return .touchCancel(slot: slot, time: time)
        case .touchFrame: return .touchFrame(time: time)
        case let .pointerMotionAbsolute(x, y, _): return .pointerMotionAbsolute(x: x, y: y, time: time)
        case let .pointerMotion(dx, dy, _): return .pointerMotion(dx: dx, dy: dy, time: time)
        case let .pointerButton(button, pressed, _): return .pointerButton(button: button, pressed: pressed, time: time)
        case let .key(code, pressed, _): return .key(code: code, pressed: pressed, time: time)
        }
    }
}
