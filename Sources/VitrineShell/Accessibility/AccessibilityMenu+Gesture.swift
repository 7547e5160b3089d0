import Vitrine
import VitrinePlatform

/// The finger held in the top-leading corner, and the fingers whose touches the menu took.
struct AccessibilityMenuCornerPress {
    /// The one finger down in the corner, where it went down, and the timer that opens the
    /// menu when it has stayed there long enough.
    var slot: Int?
    var start = CGPoint.zero
    var timer: ClockTimer?
    /// Every finger down now (a second finger is not a corner press).
    var down: Set<Int> = []
    /// Fingers whose press opened the menu: the rest of their touches are the menu's.
    var taken: Set<Int> = []
}

extension AccessibilityMenu {
    /// How long a finger rests in the corner before the menu opens, in seconds: long enough
    /// that no tap or ordinary press of the app does it.
    static let cornerPressDuration = 2.0
    /// The corner's side, in points.
    static let cornerSize: CGFloat = 60
    /// How far the finger may wander, in points (a tremor's).
    static let cornerSlop: CGFloat = 24

    /// The menu's look at every input event before the reader and the app: its keys
    /// (AccessibilityMenu+Keypad.swift) and the corner press. Returns whether the event is
    /// taken.
    func handle(_ event: InputEvent) -> Bool {
        if case let .key(code, pressed, _) = event { return handleKey(code, pressed: pressed) }
        return handleTouch(event)
    }

    /// The corner press: one finger down within `cornerSize` of the top-leading corner (top
    /// left; top right in a right-to-left layout) that stays there `cornerPressDuration`
    /// seconds opens the menu, with the reader on or off. The touch passes to the reader and
    /// the app meanwhile (a button there is pressed as usual); when the menu opens, they get
    /// its cancellation, and the rest of that finger's touch is the menu's.
    private func handleTouch(_ event: InputEvent) -> Bool {
        switch event {
        case let .touchDown(slot, x, y, _):
            cornerPress.down.insert(slot)
            guard gestureEnabled, cornerPress.down.count == 1, !isOpen else {
                cancelCornerPress()
                return false
            }
            let p = screen.input.screenPoint(panelX: x, y: y)
            guard isInCorner(p) else { return false }
            cornerPress.slot = slot
            cornerPress.start = p
            cornerPress.timer = screen.clock.schedule(after: Self.cornerPressDuration) { [weak self] in self?.cornerPressHeld() }
            return false
        case let .touchMotion(slot, x, y, _):
            if cornerPress.taken.contains(slot) { return true }
            if slot == cornerPress.slot {
                let p = screen.input.screenPoint(panelX: x, y: y)
                if hypot(p.x - cornerPress.start.x, p.y - cornerPress.start.y) > Self.cornerSlop { cancelCornerPress() }
            }
            return false
        case let .touchUp(slot, _), let .touchCancel(slot, _):
            cornerPress.down.remove(slot)
            if slot == cornerPress.slot { cancelCornerPress() }
            return cornerPress.taken.remove(slot) != nil
        default:
            return false
        }
    }

    private func isInCorner(_ p: CGPoint) -> Bool {
        let size = Self.cornerSize
        guard p.y < size else { return false }
        let rtl = UIApplication.shared.userInterfaceLayoutDirection == .rightToLeft
        return rtl ? p.x > screen.bounds.width - size : p.x < size
    }

    private func cancelCornerPress() {
        cornerPress.timer?.cancel()
        cornerPress.timer = nil
        cornerPress.slot = nil
    }

    /// The finger stayed: the reader and the app see its touch cancelled, and the menu opens.
    private func cornerPressHeld() {
        guard let slot = cornerPress.slot else { return }
        cornerPress.timer = nil
        cornerPress.slot = nil
        let now = screen.clock.now
        screen.input.handle([.touchCancel(slot: slot, time: now), .touchFrame(time: now)])
        // The cancel removed the finger from `down`; it is still on the glass.
        cornerPress.down.insert(slot)
        cornerPress.taken.insert(slot)
        open()
    }
}
