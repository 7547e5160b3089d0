import Foundation
import VitrinePlatform

/// Turns device input into UIKit events for a screen: touch slots become `UITouch` objects
/// delivered per frame through the key window's `sendEvent(_:)`, with coordinates mapped by
/// the same transforms as the pixels (panel mounting, interface orientation, window, scale), so
/// a turned panel can never have touch pointing elsewhere. A pointer drives one touch while
/// its left button is down.
@MainActor
public final class InputRouter {
    unowned let screen: UIScreen
    var touches: [Int: UITouch] = [:]
    private var changed: Set<Int> = []
    private var lastTap: (time: Double, location: CGPoint, count: Int)?
    var pointer = CGPoint.zero
    private var pointerDown = false
    /// The software cursor shows once a pointer moves and hides for good at the first real
    /// touch (a touch panel with a mouse plugged in for setup).
    public var showsPointerCursor = true
    private var touchSeen = false
    /// The slot the pointer's touch uses (beyond the touchscreen's 0...9).
    static let pointerSlot = 100
    /// Taps closer than this in time (seconds) and space (points) count up `tapCount`.
    public var multipleTapInterval = 0.35
    public var multipleTapDistance: CGFloat = 24
    /// Whether `KEY_ROTATE_DISPLAY` turns the interface (through the key window's
    /// `setOrientation(_:animated:)`, so the root controller's mask applies).
    public var rotatesOnRotateKey = true
    /// The keys that turn the interface (`KEY_ROTATE_DISPLAY` by default; a kiosk can add one).
    public var rotateKeyCodes: Set<Int> = [InputCode.keyRotateDisplay]

    /// Turns the interface a quarter turn clockwise, skipping orientations the root controller
    /// refuses.
    public func rotateToNextOrientation() {
        guard let w = screen.keyWindow else { return }
        let order: [UIInterfaceOrientation] = [.landscapeRight, .portraitUpsideDown, .landscapeLeft, .portrait]
        let i = order.firstIndex(of: screen.interfaceOrientation) ?? 0
        for step in 1..<4 where w.setOrientation(order[(i + step) % 4], animated: true) { return }
    }

    /// Sees every input event first, before the screen reader and the app: the shell's
    /// system-wide gestures and keys (the accessibility menu's), which must work whether the
    /// reader is on or off; returning `true` keeps the event from both.
    package var systemFilter: (@MainActor (InputEvent) -> Bool)?
    /// Sees every touch event before the app (the shell's screen reader, which turns touches
    /// into its gestures); returning `true` keeps the event from the app.
    package var touchFilter: (@MainActor (InputEvent) -> Bool)?
    /// Sees every key event before the app (the screen reader's tactile keypad); returning
    /// `true` keeps the event from the app.
    package var keyFilter: (@MainActor (InputEvent) -> Bool)?

    /// Called for each key event (the keyboard issue delivers them to the first responder).
    public var onKey: ((Int, Bool, Double) -> Void)?
    /// The arrival times of the input events drawn by the next frame (for latency figures).
    private(set) var pendingInputTimes: [Double] = []

    init(screen: UIScreen) { self.screen = screen }

    /// Handles device events in order (a `touchFrame` delivers what changed since the last).
    public func handle(_ events: [InputEvent]) {
        for e in events { handle(e) }
    }

    public func handle(_ e: InputEvent) {
        if let systemFilter, systemFilter(e) { return }
        if let touchFilter, e.isTouch, touchFilter(e) { return }
        if let keyFilter, case .key = e, keyFilter(e) { return }
        handleUnfiltered(e)
    }

    /// Handles `e` without the touch filter (the screen reader's own synthetic tap).
    package func handleUnfiltered(_ e: InputEvent) {
        switch e {
        case let .touchDown(slot, x, y, t):
            if !touchSeen { touchSeen = true; screen.compositor.moveCursor(to: nil) }
            let device = CGPoint(x: x, y: y).applying(screen.display.panelToInterface)
            let w = touchWindow(atDevicePoint: device)
            begin(slot: slot, at: windowPoint(device: device, in: w), window: w, time: t)
        case let .touchMotion(slot, x, y, t):
            let device = CGPoint(x: x, y: y).applying(screen.display.panelToInterface)
            move(slot: slot, to: windowPoint(device: device, in: touches[slot]?.window ?? screen.keyWindow ?? screen.windows.last), time: t)
        case let .touchUp(slot, t):
            end(slot: slot, phase: .ended, time: t)
        case let .touchCancel(slot, t):
            end(slot: slot, phase: .cancelled, time: t)
        case let .touchFrame(t):
            flush(time: t)
        case let .pointerMotionAbsolute(x, y, t):
            pointer = windowPoint(x, y)
            showCursor()
            if pointerDown { move(slot: Self.pointerSlot, to: pointerPointForTouch, time: t); flush(time: t) }
        case let .pointerMotion(dx, dy, t):
            let b = screen.bounds
            let d = CGPoint(x: dx, y: dy).applying(deviceToWindowLinear)
            pointer = CGPoint(x: min(b.maxX, max(b.minX, pointer.x + d.x)), y: min(b.maxY, max(b.minY, pointer.y + d.y)))
            showCursor()
            if pointerDown { move(slot: Self.pointerSlot, to: pointerPointForTouch, time: t); flush(time: t) }
        case let .pointerButton(button, pressed, t):
            guard button == InputCode.buttonLeft, pressed != pointerDown else { return }
            pointerDown = pressed
            if pressed {
                let key = screen.keyWindow ?? screen.windows.last
                let device = pointer.applying(screen.compositor.windowToDevice(key))
                let w = touchWindow(atDevicePoint: device)
                begin(slot: Self.pointerSlot, at: windowPoint(device: device, in: w), window: w, time: t)
            } else {
                end(slot: Self.pointerSlot, phase: .ended, time: t)
            }
            flush(time: t)
        case let .key(code, pressed, t):
            if rotateKeyCodes.contains(code), pressed, rotatesOnRotateKey { rotateToNextOrientation() }
            onKey?(code, pressed, t)
        }
    }

    private func showCursor() {
        guard showsPointerCursor, !touchSeen else { return }
        let w = screen.keyWindow ?? screen.windows.last
        screen.compositor.moveCursor(to: pointer.applying(screen.compositor.windowToDevice(w)))
    }

    /// Panel pixels → interface pixels → window points.
    func windowPoint(_ x: Double, _ y: Double) -> CGPoint {
        let c = screen.compositor
        let toInterface = screen.display.panelToInterface
        let window = screen.keyWindow ?? screen.windows.last
        let toWindow = c.windowToDevice(window).inverted()
        return CGPoint(x: x, y: y).applying(toInterface).applying(toWindow)
    }

    private var deviceToWindowLinear: CGAffineTransform {
        var t = screen.display.panelToInterface.concatenating(screen.compositor.windowToDevice(screen.keyWindow).inverted())
        t.tx = 0; t.ty = 0
        return t
    }

    private func begin(slot: Int, at p: CGPoint, window: UIWindow?, time: Double) {
        if let old = touches[slot], old.phase != .ended, old.phase != .cancelled { return }
        let t = UITouch(slot: slot, location: p, timestamp: time, window: window)
        t.phase = .began
        if let last = lastTap, time - last.time <= multipleTapInterval,
           hypot(p.x - last.location.x, p.y - last.location.y) <= multipleTapDistance {
            t.tapCount = last.count + 1
        }
        touches[slot] = t
        changed.insert(slot)
        pendingInputTimes.append(time)
    }

    private func move(slot: Int, to p: CGPoint, time: Double) {
        guard let t = touches[slot], t.phase != .ended, t.phase != .cancelled else { return }
        if !changed.contains(slot) { t.previousLocationInWindow = t.locationInWindow }
        t.locationInWindow = p
        t.timestamp = time
        if t.phase != .began { t.phase = .moved }
        changed.insert(slot)
        pendingInputTimes.append(time)
    }

    private func end(slot: Int, phase: UITouch.Phase, time: Double) {
        guard let t = touches[slot], t.phase != .ended, t.phase != .cancelled else { return }
        if t.phase == .began && changed.contains(slot) {
            // Down and up in one frame: deliver the began first.
            flush(time: time)
        }
        t.phase = phase
        t.timestamp = time
        changed.insert(slot)
        if phase == .ended { lastTap = (time, t.locationInWindow, t.tapCount) }
        pendingInputTimes.append(time)
    }

    /// Sends one event with every live touch (changed ones in their phase, the others
    /// stationary) to the window.
    private func flush(time: Double) {
        guard !changed.isEmpty else { return }
        let live = touches.values.filter { t in changed.contains(t.slot) || (t.phase != .ended && t.phase != .cancelled) }
        for t in live where !changed.contains(t.slot) { t.phase = .stationary }
        changed.removeAll()
        sendTouches(live, time: time)
        for (slot, t) in touches where t.phase == .ended || t.phase == .cancelled { touches[slot] = nil }
        for t in touches.values where t.phase == .began { t.phase = .stationary }
        screen.compositor.noteInput(times: pendingInputTimes)
        pendingInputTimes.removeAll()
    }
}
