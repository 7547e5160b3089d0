import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// A hardware keyboard and the on-screen keyboard on one screen (issue 15: "Hardware
/// keyboards type into the same path … a Hangul toggle key switches the Korean input mode
/// for physical keyboards too"; `[shell] keyboard = auto` shows the keys only without one).
final class TextInputHardwareEndToEndTests: XCTestCase {
    /// Linux key codes (linux/input-event-codes.h).
    enum Key {
        static let h = 35, i = 23, g = 34, k = 37, s = 31, one = 2, space = 57, backspace = 14
        static let leftShift = 42, hangeul = 122
    }

    @MainActor private func press(_ scene: FormScene, _ codes: Int...) {
        for c in codes {
            scene.h.screen.keyboard.handle(code: c, pressed: true, time: scene.h.clock.now)
            scene.h.screen.keyboard.handle(code: c, pressed: false, time: scene.h.clock.now)
            scene.h.advance(by: 0.05)
        }
    }

    @MainActor func testHardwareKeysTypeWithTheKeysHiddenAndHangulSwitchesToKorean() async {
        let s = FormScene(policy: .auto)
        s.h.screen.textInput.hardwareKeyboardAttached = true
        let rec = KeyboardNotificationRecorder(clock: s.h.clock)
        defer { rec.stop() }
        let f = s.fields[0]
        s.tap(s.centre(of: f))
        XCTAssertTrue(f.isFirstResponder)
        XCTAssertFalse(s.keyboard.isVisible, "auto with a hardware keyboard: no keys")
        XCTAssertTrue(s.keyboard.window.isHidden)
        XCTAssertEqual(rec.names, [], "no keyboard, no keyboard notifications")
        s.h.screen.keyboard.handle(code: Key.leftShift, pressed: true, time: s.h.clock.now)
        press(s, Key.h)
        s.h.screen.keyboard.handle(code: Key.leftShift, pressed: false, time: s.h.clock.now)
        press(s, Key.i, Key.space, Key.one, Key.space)
        XCTAssertEqual(f.text, "Hi 1 ")
        press(s, Key.hangeul)
        XCTAssertEqual(s.h.screen.textInput.inputMode, .korean)
        press(s, Key.g, Key.k, Key.s)
        XCTAssertEqual(f.text, "Hi 1 한")
        XCTAssertEqual(f.markedTextRange.flatMap { f.text(in: $0) }, "한")
        press(s, Key.backspace)
        XCTAssertEqual(f.text, "Hi 1 하", "backspace takes the last jamo off")
        // Unplugged: the on-screen keys come up in the mode the Hangul key chose and type on.
        s.h.screen.textInput.hardwareKeyboardAttached = false
        s.h.advance(by: 0.5)
        XCTAssertTrue(s.keyboard.isVisible)
        XCTAssertEqual(s.keyboard.keysView.keyViews.first?.key.label(shifted: false), "ㅂ")
        s.type("s")
        XCTAssertEqual(f.text, "Hi 1 한")
        press(s, Key.hangeul)
        XCTAssertEqual(s.h.screen.textInput.inputMode, .english)
        XCTAssertEqual(f.text, "Hi 1 한", "switching modes commits the composition")
        XCTAssertNil(f.markedTextRange)
        XCTAssertEqual(s.keyboard.keysView.keyViews.first?.key.label(shifted: false), "q", "the keys follow the mode")
    }
}
