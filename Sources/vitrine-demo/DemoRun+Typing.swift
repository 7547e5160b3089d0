import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell

/// `--scene text-input --type KEYS`: the demo types through the on-screen keyboard as a
/// person would — every tap goes through the real touch path (the input router, hit testing,
/// the keyboard window's keys): first a tap on the name field, which brings the keyboard up,
/// then, with `--input-mode`, taps on the globe key until the keyboard is in that
/// language, then for each character the taps the keyboard says type it (page and shift
/// keys first where needed; in Korean mode the QWERTY letter's key: `gksrmf` types 한글),
/// then, with `--choose-candidate N`, a tap on entry N of the keyboard's candidate strip.
/// The run finishes 0.3 s after the last tap (the caret is still solid: it blinks only 0.5 s
/// after the last change).
extension DemoRun {
    /// Seconds between two taps (longer than a key's pop-up, shorter than a double tap of
    /// shift, which would lock caps).
    static let typingInterval = 0.12

    /// Types `keys` as the type's documentation says, then calls `done` with nil, or with what
    /// went wrong.
    static func startTyping(_ keys: String, mode: TextInputMode?, choosing candidate: Int? = nil, screen: UIScreen, form: GuestFormViewController,
                            keyboard: SoftwareKeyboard, clock: any Clock, done: @escaping @MainActor (String?) -> Void) {
        func tap(_ p: CGPoint) {
            let d = screen.windowToDevicePoint(p)
            let t = clock.now
            screen.input.handle([.touchDown(slot: 0, x: d.x, y: d.y, time: t), .touchFrame(time: t),
                                 .touchUp(slot: 0, time: t), .touchFrame(time: t)])
        }
        func fail(_ why: String) { done(why) }
        var remaining = Array(keys)
        func typeNext() {
            guard let c = remaining.first else {
                guard let candidate else { clock.schedule(after: 0.3) { done(nil) }; return }
                guard let p = keyboard.screenPoint(ofCandidateAt: candidate) else {
                    return fail("the candidate strip has no entry \(candidate) (it lists \(screen.textInput.candidates))")
                }
                tap(p)
                clock.schedule(after: 0.3) { done(nil) }
                return
            }
            remaining.removeFirst()
            guard let points = keyboard.touchPoints(toType: c), !points.isEmpty else {
                return fail("the keyboard has no key for \(String(reflecting: c))")
            }
            for (i, p) in points.enumerated() {
                clock.schedule(after: typingInterval * Double(i)) { tap(p) }
            }
            clock.schedule(after: typingInterval * Double(points.count)) { typeNext() }
        }
        // The globe key goes through the configured modes: add the wanted one if it is not
        // among them, and tap at most once per mode.
        if let mode, !screen.textInput.inputModes.contains(mode) { screen.textInput.inputModes.append(mode) }
        var globeTaps = screen.textInput.inputModes.count
        func chooseMode() {
            guard keyboard.isVisible else { return fail("the keyboard went away before typing") }
            if let mode, screen.textInput.inputMode != mode {
                guard globeTaps > 0 else { return fail("the globe key never reached \(mode.rawValue)") }
                globeTaps -= 1
                guard let globe = keyboard.screenPoint(of: .globe) else { return fail("the keyboard has no globe key") }
                tap(globe)
                clock.schedule(after: typingInterval) { chooseMode() }
            } else {
                typeNext()
            }
        }
        func go() {
            guard screen.frameCount > 0 else { clock.schedule(after: 0.02) { go() }; return }
            // Type once the keyboard is up: UIKit's keyboardDidShowNotification (on a slow
            // panel the slide takes longer than its 0.25 s in frames; a key tapped mid-slide
            // would land on the row above).
            let once = KeyboardShownOnce()
            once.action = { clock.schedule(after: 0.1) { chooseMode() } }
            once.token = NotificationCenter.default.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { _ in
                MainActor.assumeIsolated { once.fire() }
            }
            clock.schedule(after: 10) {
                guard !once.fired else { return }
                once.action = nil
                once.fire()
                fail("the keyboard did not come up for the name field")
            }
            let f = form.nameField
            tap(f.convert(CGPoint(x: f.bounds.midX, y: f.bounds.midY), to: nil))
        }
        go()
    }

    /// The text-input scene's guest hooks: `--ready-file` gets the name field's centre in
    /// panel pixels once the first frame is up (the guest taps it through uinput), and
    /// `--exit-after-keys N` finishes 0.3 s after the N-th hardware key is released (keys go
    /// on to the keyboard router as always: the test types through the real xkb path).
    static func watchTextInput(_ o: DemoOptions, screen: UIScreen, form: GuestFormViewController, display: any Display, clock: any Clock) {
        if let file = o.readyFile {
            func announce() {
                guard screen.frameCount > 0 else { clock.schedule(after: 0.02) { announce() }; return }
                let f = form.nameField
                let p = screen.windowToDevicePoint(f.convert(CGPoint(x: f.bounds.midX, y: f.bounds.midY), to: nil))
                try? "\(Int(p.x.rounded())) \(Int(p.y.rounded()))\n".write(toFile: file, atomically: true, encoding: .utf8)
            }
            announce()
        }
        if let n = o.exitAfterKeys {
            let keyboard = screen.keyboard
            var released = 0
            screen.input.onKey = { code, pressed, time in
                keyboard.handle(code: code, pressed: pressed, time: time)
                guard !pressed else { return }
                released += 1
                if released == n { clock.schedule(after: 0.3) { finish(n: screen.frameCount, display: display, options: o, elapsed: 0) } }
            }
        }
    }
}

/// Runs its action once, on the first keyboardDidShow (the observer's closure is `@Sendable`;
/// it is only ever called on the main queue).
private final class KeyboardShownOnce: @unchecked Sendable {
    var token: NSObjectProtocol?
    var fired = false
    var action: (@MainActor () -> Void)?

    @MainActor func fire() {
        guard !fired else { return }
        fired = true
        if let token { NotificationCenter.default.removeObserver(token) }
        action?()
    }
}
