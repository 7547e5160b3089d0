import Foundation
import VitrinePlatform

/// Turns a screen's key events (Linux `KEY_*` codes from libinput) into UIKit presses: an xkb
/// keymap gives each key its text and modifiers, key commands get the first look, and the rest
/// is delivered as `pressesBegan`/`pressesEnded` to the key window's first responder.
///
/// - Target: the key window's first responder; without one, the frontmost view controller of
///   the key window (the root view controller, or the controller it presents, and so on);
///   without a root view controller, the key window itself. The default `presses…`
///   implementations pass a press up the responder chain from there, as in UIKit. A press's
///   `pressesEnded` goes to the responder that got its `pressesBegan`, even if the first
///   responder changed in between.
/// - Key commands: on key down, before any `pressesBegan` (UIKit's order), the `keyCommands` of
///   the target and each `next` responder are searched; the first match runs and consumes the
///   press (neither began nor ended is delivered).
/// - Key repeat: only the last key pressed repeats, and only keys the keymap marks as
///   repeating (not modifiers or locks). Repeats fire on the screen's clock at
///   `down + repeatDelay + k / repeatRate` for k = 0, 1, 2, … while the key is held (a repeat
///   due exactly when the key is released still fires), so holding 1 s with 0.6 s and 25 Hz
///   gives 11 repeats. Each repeat is a new `UIPress` (`isRepeat` true) delivered as a
///   `pressesBegan` immediately followed by its `pressesEnded`, with the modifiers held at that
///   moment, and goes through key commands first like any key down. (UIKit on a hardware
///   keyboard repeats key commands and text; we choose balanced began/ended pairs so that a
///   responder never sees two `began` for one press object.) The original press ends when the
///   key is released.
/// - Text: keys that type (text, BackSpace, Return, arrows, the Hangul key) also go to the text
///   system, after `pressesBegan`, through the same `TextInputSystem.perform(_:)` as the
///   on-screen keyboard; repeats type again. See KeyboardRouter+Text.swift.
@MainActor
public final class KeyboardRouter {
    unowned let screen: UIScreen
    /// The keymap and repeat timing; setting it cancels held presses, and the keymaps are
    /// compiled again when a key (or `prepareKeymap()`) next needs them.
    public var configuration: KeyboardConfiguration {
        didSet { if configuration != oldValue { reloadKeymap() } }
    }
    /// The keyboard state over the keymap of the current input mode (nil only if neither
    /// that keymap, the configured one nor `us` compiles). Compiling a keymap reads and parses
    /// the layout's files (tens of milliseconds, most of a second under emulation), so it
    /// happens on first use, not at start-up, and once per layout (KeyboardRouter+InputModes.swift).
    public var state: XKBState? {
        let wanted = keymapConfiguration(for: hardwareInputMode)
        if wanted != stateConfiguration { switchState(to: wanted) }
        return compiledState
    }
    var compiledState: XKBState?
    /// What `compiledState` was made for (nil: nothing yet, or the configuration changed).
    var stateConfiguration: KeyboardConfiguration?
    /// The keymaps compiled so far, by configuration (nil: it did not compile).
    var keymaps: [KeyboardConfiguration: XKBKeymap?] = [:]

    struct Held {
        let press: UIPress
        weak var target: UIResponder?
        let consumed: Bool
    }
    private(set) var held: [Int: Held] = [:]
    private var repeatTimer: ClockTimer?
    private var repeatCode: Int?
    /// Text input from this keyboard (KeyboardRouter+Text.swift).
    let typing = HardwareKeyTyping()

    /// A router for `screen` with the given keymap and repeat timing.
    public init(screen: UIScreen, configuration: KeyboardConfiguration = .standard) {
        self.screen = screen
        self.configuration = configuration
    }

    /// Handles a key going down or up (a Linux `KEY_*` code; `time` in seconds on the
    /// monotonic clock).
    public func handle(code: Int, pressed: Bool, time: Double) {
        if pressed { keyDown(code, time: time) } else { keyUp(code, time: time) }
    }

    private var clock: any Clock { screen.compositor.clock }

    /// Compiles the keymap now if it is not compiled yet, so the first key does not wait for
    /// it (nor the first typed key for the Compose table). The kiosk calls this once its first
    /// frame is on screen.
    public func prepareKeymap() {
        _ = state
        typing.prepareCompose()
    }

    /// How many times a keymap was compiled (tests: start-up must not pay for it, and each
    /// layout is compiled once).
    package internal(set) var keymapCompilations = 0

    /// The configuration changed: held presses end, the keymaps are compiled on next use.
    private func reloadKeymap() {
        cancelAll()
        keymaps.removeAll()
        stateConfiguration = nil
        compiledState = nil
    }

    private func makeKey(_ code: Int) -> UIKey {
        guard let state else { return UIKey(characters: "", charactersIgnoringModifiers: "", keyCode: UIKeyboardHIDUsage(rawValue: code)) }
        return UIKey(code: code, state: state)
    }

    /// The responder presses go to first (see the type's documentation).
    func target() -> UIResponder? {
        guard let window = screen.keyWindow ?? screen.windows.last else { return nil }
        if let first = window.firstResponder { return first }
        guard var vc = window.rootViewController else { return window }
        while let presented = vc.presentedViewController { vc = presented }
        return vc
    }

    /// Runs the first key command along the chain from `start` matching `key`.
    private func performKeyCommand(for key: UIKey, from start: UIResponder?) -> Bool {
        var r = start
        while let cur = r {
            if let command = cur.keyCommands?.first(where: { $0.matches(key) }) {
                command.action(command)
                return true
            }
            r = cur.next
        }
        return false
    }

    func event(_ press: UIPress, time: Double) -> UIPressesEvent {
        var all: Set<UIPress> = [press]
        for h in held.values where !h.consumed && h.press !== press { h.press.phase = .stationary; all.insert(h.press) }
        return UIPressesEvent(timestamp: time, allPresses: all)
    }

    private func keyDown(_ code: Int, time: Double) {
        guard held[code] == nil else { return }
        let key = makeKey(code)
        let typed = typedKey(code)
        state?.update(code: code, pressed: true)
        let press = UIPress(key: key, timestamp: time)
        let to = target()
        let consumed = performKeyCommand(for: key, from: to)
        held[code] = Held(press: press, target: to, consumed: consumed)
        if !consumed { deliverBegan(press, to: to, typed: typed, time: time) }
        startRepeat(code)
    }

    private func keyUp(_ code: Int, time: Double) {
        state?.update(code: code, pressed: false)
        if repeatCode == code { stopRepeat() }
        guard let h = held.removeValue(forKey: code), !h.consumed else { return }
        h.press.phase = .ended
        h.press.timestamp = time
        (h.target ?? target())?.pressesEnded([h.press], with: event(h.press, time: time))
    }

    private func startRepeat(_ code: Int) {
        stopRepeat()
        let c = configuration
        guard c.repeatRate > 0, state?.keymap.keyRepeats(code: code) ?? false else { return }
        repeatCode = code
        scheduleRepeat(code, start: clock.now + max(0, c.repeatDelay), index: 0, interval: 1 / c.repeatRate)
    }

    private func scheduleRepeat(_ code: Int, start: Double, index: Int, interval: Double) {
        repeatTimer = clock.schedule(at: start + Double(index) * interval) { [weak self] in
            guard let self, self.repeatCode == code, self.held[code] != nil else { return }
            self.fireRepeat(code)
            self.scheduleRepeat(code, start: start, index: index + 1, interval: interval)
        }
    }

    private func fireRepeat(_ code: Int) {
        let time = clock.now
        let key = makeKey(code)
        let to = target()
        guard !performKeyCommand(for: key, from: to), let to else { return }
        let press = UIPress(key: key, timestamp: time, isRepeat: true)
        deliverBegan(press, to: to, typed: typedKey(code), time: time)
        press.phase = .ended
        to.pressesEnded([press], with: event(press, time: time))
    }

    private func stopRepeat() {
        repeatTimer?.cancel()
        repeatTimer = nil
        repeatCode = nil
    }

    /// Cancels every held press (the keymap is about to change).
    private func cancelAll() {
        stopRepeat()
        typing.resetCompose()
        let now = clock.now
        let pending = held
        held.removeAll()
        for h in pending.values where !h.consumed {
            h.press.phase = .cancelled
            h.press.timestamp = now
            (h.target ?? target())?.pressesCancelled([h.press], with: UIPressesEvent(timestamp: now, allPresses: [h.press]))
        }
    }
}
