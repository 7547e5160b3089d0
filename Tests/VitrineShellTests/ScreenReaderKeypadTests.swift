import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
@testable import VitrineShell
import VitrineTesting

/// The tactile keypad (EN 301 549 5.1.6.1, operation without vision; 5.1.2, activation
/// without the supported ability): the keys of `[accessibility.keys]` reach the screen reader
/// before the app and do what VoiceOver's gestures do, on the check-in form of
/// ScreenReaderSupport.swift.
final class ScreenReaderKeypadTests: XCTestCase {
    /// The form with a keypad of `keys` installed, and a log of the key events the app saw.
    @MainActor private final class Pad {
        let s = ScreenReaderScene()
        let keypad: ScreenReaderKeypad
        /// (key name, pressed) of each key event that reached the app.
        var appSaw: [String] = []

        init(keys: AccessibilityKeyMap = .standard) {
            keypad = s.reader.installKeypad(keys: keys)
            let toApp = s.h.screen.input.onKey
            s.h.screen.input.onKey = { [unowned self] code, pressed, time in
                self.appSaw.append((LinuxKeyName.name(of: code) ?? "\(code)") + (pressed ? " down" : " up"))
                toApp?(code, pressed, time)
            }
        }

        /// A press of the key `name`, without its release.
        func down(_ name: String) { key(name, pressed: true) }
        /// The release of `name`.
        func up(_ name: String) { key(name, pressed: false) }
        /// A press and release.
        func press(_ name: String) { down(name); up(name) }

        private func key(_ name: String, pressed: Bool) {
            guard let code = LinuxKeyName.code(of: name) else { return XCTFail("no key \(name)") }
            s.h.screen.input.handle(.key(code: code, pressed: pressed, time: s.h.clock.now))
            s.h.runUntilIdle()
        }
    }

    /// A view that counts VoiceOver's escape and magic tap (it handles both).
    @MainActor private final class ActionCounter: UILabel {
        var escapes = 0
        var magicTaps = 0
        override func accessibilityPerformEscape() -> Bool { escapes += 1; return true }
        override func accessibilityPerformMagicTap() -> Bool { magicTaps += 1; return true }
    }

    /// EN 301 549 5.1.6.1 and Apple's "Use the VoiceOver rotor": the keypad's 9 turns the
    /// rotor to Headings, then 2 (as a flick down) moves to the next heading instead of
    /// adjusting; 0 pauses speech and continues it (a two-finger tap), without stopping it.
    @MainActor func testRotorAndPauseFromTheKeypad() async {
        let p = Pad()
        let s = p.s
        let footer = UILabel(frame: CGRect(x: 10, y: 226, width: 100, height: 12))
        footer.text = "Payment"
        footer.accessibilityTraits = .header
        s.h.window.addSubview(footer)
        s.h.renderFrames()
        s.reader.start()
        XCTAssertEqual(s.speech.spoken.last, "Check-in, heading")
        p.press("kp9")
        XCTAssertEqual(s.speech.spoken.last, "Headings")
        p.press("kp2")
        XCTAssertTrue(s.reader.focusedElement === footer, "the next heading, not an adjustment")
        XCTAssertEqual(s.speech.spoken.last, "Payment, heading")
        p.press("kp8")
        XCTAssertEqual(s.speech.spoken.last, "Check-in, heading")
        let before = s.speech.entries.count
        p.press("kp0")
        XCTAssertEqual(Array(s.speech.entries[before...]), [.pause], "paused, not stopped")
        p.press("kp0")
        XCTAssertEqual(Array(s.speech.entries[before...]), [.pause, .resume])
        XCTAssertEqual(p.appSaw, [], "the app sees none of these keys")
        s.reader.stop()
    }

    /// EN 301 549 5.1.6.1: every reader action is one key away. The 6 and 4 move like swipes
    /// and say the element, 5 activates the focused button (5.1.2: no touch needed), 8 and 2
    /// adjust the slider, the keypad dot repeats, Cancel escapes, play/pause is the magic tap,
    /// the keypad slash reads everything; the app sees none of these keys.
    @MainActor func testEachActionFromItsKey() async {
        let p = Pad()
        let s = p.s
        let counter = ActionCounter(frame: CGRect(x: 10, y: 226, width: 100, height: 12))
        counter.text = "Footer"
        s.h.window.addSubview(counter)
        s.h.renderFrames()
        s.reader.start()
        s.speech.clear()
        p.press("kp6")
        p.press("right")
        XCTAssertEqual(s.speech.spoken, ["Name", "Name, text field"])
        p.press("kp4")
        XCTAssertEqual(s.speech.spoken.last, "Name")
        p.press("left")
        XCTAssertEqual(s.speech.spoken.last, "Check-in, heading")

        s.reader.focus(s.volume)
        p.press("kp8")
        XCTAssertEqual(s.volume.value, 0.6, accuracy: 0.001)
        XCTAssertEqual(s.speech.spoken.last, "60%")
        p.press("down")
        p.press("kp2")
        XCTAssertEqual(s.volume.value, 0.4, accuracy: 0.001)
        s.speech.clear()
        p.press("kpdot")
        XCTAssertEqual(s.speech.spoken, ["40%"], "repeat says the last utterance again")

        s.reader.focus(s.button)
        p.press("kp5")
        XCTAssertEqual(s.buttonTaps, 1)
        p.press("kpenter")
        XCTAssertEqual(s.buttonTaps, 2)

        s.reader.focus(counter)
        p.press("cancel")
        p.press("esc")
        XCTAssertEqual(counter.escapes, 2)
        p.press("playpause")
        XCTAssertEqual(counter.magicTaps, 1)
        p.press("backspace")
        XCTAssertEqual(counter.escapes, 3, "clear outside a text input is escape")

        s.speech.clear()
        p.press("kpslash")
        // Read-all says one element after another, each as the one before ends.
        while s.speech.startNext() != nil { s.speech.finishCurrent() }
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading", "Name", "Name, text field", "Alerts", "Alerts, off, switch button",
                                         "Volume, 40%, adjustable", "Continue, button", "Footer"])
        XCTAssertEqual(p.appSaw, [], "the app saw none of the reader's keys")
    }

    /// EN 301 549 5.1.6.1 / 5.1.2: with the reader off only the start keys are taken: one turns
    /// it on from any screen (the first element is said), the app keeps every other key. Once
    /// on, the same key is help: the focused element's hint, else how to use the keys, named
    /// from the key map (so a changed map is described as it is).
    @MainActor func testStartKeyFromReaderOffThenHelp() async {
        let p = Pad()
        let s = p.s
        p.press("kp6")
        XCTAssertEqual(p.appSaw, ["kp6 down", "kp6 up"], "the reader is off: keys are the app's")
        XCTAssertFalse(s.reader.isRunning)
        p.press("kpasterisk")
        XCTAssertTrue(s.reader.isRunning)
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading"])
        XCTAssertEqual(p.appSaw.count, 2, "the start key never reached the app")

        s.speech.clear()
        p.press("help")
        XCTAssertTrue(s.reader.isRunning, "start while on does not stop the reader")
        let help = s.speech.spoken.first ?? ""
        XCTAssertTrue(help.hasPrefix("Help or keypad star: help. Right arrow or keypad 6: next item. Left arrow or keypad 4: previous item. Enter or keypad Enter or keypad 5: activate."), help)
        XCTAssertTrue(help.contains("Cancel"), help)

        s.button.accessibilityHint = "Checks you in."
        s.reader.focus(s.button)
        s.speech.clear()
        p.press("kpasterisk")
        XCTAssertEqual(s.speech.spoken, ["Checks you in."], "help is the focused element's hint first")

        let custom = Pad(keys: AccessibilityKeyMap(names: [.start: ["f1"], .next: ["tab"], .help: ["f2"]]))
        custom.s.reader.appLanguage = "ko"
        custom.press("f1")
        custom.s.speech.clear()
        custom.press("f2")
        XCTAssertEqual(custom.s.speech.entries, [.stop, .speak("F1 또는 F2: 도움말. 탭: 다음 항목.", language: "ko", interrupting: true)],
                       "instructions name the configured keys, in Korean for a Korean app")
    }

    /// Operation without vision while typing: with a text field being typed into, digits,
    /// letters and backspace go to the app (a PIN, a name) while the arrows and Enter still
    /// act; a clear key other than backspace deletes a character through the reader.
    @MainActor func testTextFieldBeingTypedIntoGetsDigitsLettersAndBackspace() async {
        var keys = AccessibilityKeyMap.standard.codes
        keys[.clear] = [LinuxKeyName.code(of: "delete") ?? -1, LinuxKeyName.code(of: "backspace") ?? -1]
        let p = Pad(keys: AccessibilityKeyMap(keys))
        let s = p.s
        s.reader.start()
        s.reader.focus(s.nameField)
        XCTAssertTrue(s.nameField.becomeFirstResponder())
        s.h.runUntilIdle()
        p.appSaw = []
        for k in ["1", "2", "a", "backspace"] { p.press(k) }
        XCTAssertEqual(s.nameField.text, "12")
        XCTAssertEqual(p.appSaw, ["1 down", "1 up", "2 down", "2 up", "a down", "a up", "backspace down", "backspace up"])
        // A name field: the keypad's digits keep moving the reader (onto the on-screen
        // keyboard's keys, in a kiosk whose keypad is the only input).
        p.press("kp6")
        XCTAssertEqual(s.nameField.text, "12", "keypad 6 did not type into a name field")
        XCTAssertEqual(s.speech.spoken.last, "Alerts", "it moved")
        XCTAssertEqual(p.appSaw.count, 8)

        // A field that takes digits (a PIN): the keypad's digits type.
        s.nameField.keyboardType = .numberPad
        s.reader.focus(s.nameField)
        p.appSaw = []
        for k in ["kp6", "kp5"] { p.press(k) }
        XCTAssertEqual(s.nameField.text, "1265", "the keypad's digits typed (Num Lock starts on)")
        XCTAssertEqual(p.appSaw, ["kp6 down", "kp6 up", "kp5 down", "kp5 up"], "the keys went to the app")
        XCTAssertTrue(s.reader.focusedElement === s.nameField, "keypad 6 typed, it did not move")
        p.press("delete")
        XCTAssertEqual(s.nameField.text, "126", "clear deletes a character in the field")
        s.speech.clear()
        p.press("right")
        XCTAssertEqual(s.speech.spoken, ["Alerts"], "arrows still move")
        XCTAssertEqual(p.appSaw.count, 4, "delete and the arrow were the reader's")
        p.press("kp6")
        XCTAssertEqual(s.speech.spoken.last, "Alerts, off, switch button", "out of the field the digits are the reader's again")
    }

    /// A key acts once, on its press: a repeated press without a release does nothing more,
    /// and the release of a taken press is taken too; a press the app had keeps its release.
    @MainActor func testKeysActOnPressOnly() async {
        let p = Pad()
        let s = p.s
        p.down("kp6")
        p.down("kpasterisk")
        p.down("kpasterisk")
        p.up("kpasterisk")
        XCTAssertEqual(s.speech.spoken, ["Check-in, heading"], "the second press of start did not ask for help")
        p.up("kp6")
        XCTAssertEqual(p.appSaw, ["kp6 down", "kp6 up"], "the app's press kept its release though the reader came on between")
        XCTAssertTrue(s.reader.focusedElement === s.title)
        s.speech.clear()
        p.down("kp6")
        p.down("kp6")
        p.down("kp6")
        p.up("kp6")
        XCTAssertEqual(s.speech.spoken, ["Name"], "held down, the key moved once")
        XCTAssertEqual(p.appSaw, ["kp6 down", "kp6 up"])
    }

    /// EN 301 549 5.1.6.1 with 8.2.1's volume range: the volume keys step the speech volume one
    /// level at a time, say where it is, and stop at the ends.
    @MainActor func testVolumeKeysStepAndClamp() async {
        let p = Pad()
        let s = p.s
        let volume = AudioVolume()
        s.speech.volume = volume
        s.reader.start()
        XCTAssertEqual(s.reader.volumeLevel?.step, 5)
        p.press("kpplus")
        XCTAssertEqual(volume.decibels, -9)
        XCTAssertEqual(s.speech.spoken.last, "volume 6 of 9")
        for _ in 0..<5 { p.press("volumeup") }
        XCTAssertEqual(volume.decibels, 0)
        XCTAssertEqual(Array(s.speech.spoken.suffix(2)), ["volume 9 of 9", "volume 9 of 9"], "at the top it stays")
        for _ in 0..<10 { p.press("kpminus") }
        XCTAssertEqual(volume.decibels, -24)
        XCTAssertEqual(s.speech.spoken.last, "volume 1 of 9")
        s.reader.appLanguage = "ko"
        p.press("volumedown")
        XCTAssertEqual(s.speech.entries.last, .speak("음량 9단계 중 1", language: "ko", interrupting: true))
    }

    /// The kiosk's reader takes `[accessibility]` (language, hint pause, keys), and `vitrinectl
    /// speech status` reports it: on or off, the focused element's label, the last thing said
    /// and the volume level.
    @MainActor func testConfigurationAndSpeechStatus() async throws {
        let s = ScreenReaderScene()
        let c = try ConfigurationLoader.parse("[accessibility]\nlanguage = \"ko\"\nhint_pause = 2\n[accessibility.keys]\nnext = [\"tab\"]\n",
                                              file: "/etc/vitrine/vitrine.toml")
        let keypad = s.reader.configure(c.accessibility)
        XCTAssertEqual(s.reader.appLanguage, "ko")
        XCTAssertEqual(s.reader.hintPause, 2)
        XCTAssertEqual(keypad.keys.action(for: LinuxKeyName.code(of: "tab") ?? -1), .next)
        let control = KioskControl(screen: s.h.screen)
        control.screenReader = s.reader
        func status() -> [String: JSONValue] { Dictionary(control.request("speech status")?.fields ?? [], uniquingKeysWith: { a, _ in a }) }
        XCTAssertEqual(status()["speech"], .bool(false))
        XCTAssertEqual(status()["focused"], .null)
        XCTAssertEqual(status()["last"], .null)
        XCTAssertEqual(status()["volume"], .null, "the recorder has no volume")
        s.speech.volume = AudioVolume()
        s.reader.start()
        s.h.screen.input.handle([.key(code: LinuxKeyName.code(of: "tab") ?? -1, pressed: true, time: 0),
                                 .key(code: LinuxKeyName.code(of: "tab") ?? -1, pressed: false, time: 0)])
        XCTAssertEqual(status()["speech"], .bool(true))
        XCTAssertEqual(status()["focused"], .string("Name"))
        XCTAssertEqual(status()["last"], .string("Name"))
        XCTAssertEqual(status()["volume"], .object([("step", .int(5)), ("steps", .int(9)), ("db", .double(-12))]))
        XCTAssertEqual(control.request("speech status")?.text, "speech on; focused: \"Name\"; last: \"Name\"; volume 5 of 9 (-12 dB)")
    }
}
