import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// The on-screen keyboard with the screen reader on, as VoiceOver's typing works ("Use the
/// onscreen keyboard with VoiceOver on iPhone": standard typing — select a key, then double-tap
/// it; touch typing — touch a key to select it, lift your finger to enter it; each character
/// is spoken as it is entered).
final class ScreenReaderKeyboardTests: XCTestCase {
    @MainActor private func reader(on f: KeyboardFixture) -> (ScreenReader, RecordingSpeech) {
        let speech = RecordingSpeech()
        let reader = ScreenReader(screen: f.h.screen, speech: speech)
        reader.start()
        return (reader, speech)
    }

    /// A hardware key pressed and released (a Linux key code).
    @MainActor private func press(_ f: KeyboardFixture, _ code: Int) {
        f.h.screen.keyboard.handle(code: code, pressed: true, time: f.h.clock.now)
        f.h.screen.keyboard.handle(code: code, pressed: false, time: f.h.clock.now)
        f.h.runUntilIdle()
    }

    @MainActor private func key(_ label: String, in f: KeyboardFixture, file: StaticString = #filePath, line: UInt = #line) throws -> KeyboardKeyView {
        try XCTUnwrap(f.keyboard.keysView.keyViews.first { $0.key.label == label }, "no key \(label)", file: file, line: line)
    }

    /// Keys are elements named as VoiceOver names them; exploring says a key; lifting the
    /// finger on it types it (touch typing); a double tap types the focused key (standard
    /// typing); each typed character is said, and so is text from a hardware keyboard.
    @MainActor func testKeysAreReadTypedByLiftOrDoubleTapAndEachCharacterIsSaid() async throws {
        let f = KeyboardFixture()
        let (reader, speech) = reader(on: f)
        let views = f.keyboard.keysView.keyViews
        func name(_ role: KeyboardKey.Role) -> String? { views.first { $0.key.role == role }?.accessibilityLabel }
        XCTAssertEqual([name(.shift), name(.backspace), name(.globe), name(.space), name(.returnKey)],
                       ["shift", "delete", "next keyboard", "space", "return"])
        let a = try key("a", in: f), s = try key("s", in: f)
        XCTAssertEqual(a.accessibilityTraits, .keyboardKey)
        func centre(_ v: UIView) -> CGPoint { CGPoint(x: v.accessibilityFrame.midX, y: v.accessibilityFrame.midY) }
        speech.clear()
        f.h.touchDown(at: centre(a))
        f.h.advance(by: 0.4)
        f.h.touchMove(to: CGPoint(x: centre(a).x + 1, y: centre(a).y))
        f.h.advance(by: 0.1)
        f.h.touchMove(to: centre(s))
        f.h.touchUp()
        f.h.runUntilIdle()
        XCTAssertEqual(f.input.text, "s", "lifted on s: s typed, a not")
        XCTAssertEqual(speech.spoken, ["a", "s", "s"], "each key explored is said, then the typed character")
        f.h.advance(by: 0.5)
        f.h.tap(at: CGPoint(x: 100, y: 100))
        f.h.advance(by: 0.1)
        f.h.tap(at: CGPoint(x: 100, y: 100))
        f.h.runUntilIdle()
        XCTAssertEqual(f.input.text, "ss", "a double tap types the focused key")
        XCTAssertEqual(speech.spoken.last, "s")
        XCTAssertTrue(reader.focusedElement === s)
        press(f, 48)   // KEY_B
        XCTAssertEqual(f.input.text, "ssb")
        XCTAssertEqual(speech.spoken.last, "b", "hardware keyboard text is said the same way")
    }

    /// A blind user types é: a letter with accents offers them as the key's actions (what the
    /// long-press popup offers, shifted with the keys); with e focused, swipes down say è,
    /// then é; a double tap types é and says it. A key without accents has no actions.
    @MainActor func testAKeysAccentsAreItsActionsSoABlindUserTypesEAcute() async throws {
        let f = KeyboardFixture()
        f.keyboard.keysView.setShift(.off)
        let (reader, speech) = reader(on: f)
        let e = try key("e", in: f)
        XCTAssertEqual(e.accessibilityCustomActions?.map(\.name), ["è", "é", "ê", "ë", "ē", "ė", "ę"])
        XCTAssertNil(try key("q", in: f).accessibilityCustomActions)
        let phrase = ScreenReaderPhrase(for: e, appLanguage: "en")
        XCTAssertEqual([phrase.text, phrase.hint], ["e", "actions available"], "the letter alone, its actions after the pause")
        reader.focus(e)
        speech.clear()
        for _ in 0..<2 {
            f.h.drag(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 160, y: 200), steps: 4, duration: 0.1)
            f.h.runUntilIdle()
        }
        XCTAssertEqual(speech.spoken, ["è", "é"])
        f.h.tap(at: CGPoint(x: 100, y: 100))
        f.h.advance(by: 0.1)
        f.h.tap(at: CGPoint(x: 100, y: 100))
        f.h.runUntilIdle()
        XCTAssertEqual(f.input.text, "é")
        XCTAssertEqual(speech.spoken.last, "é", "the typed accent is said")
        f.keyboard.keysView.setShift(.on)
        XCTAssertEqual(e.accessibilityCustomActions?.first?.name, "È", "shifted, the actions are capitals")
    }

    /// Korean: the syllable is said as it composes (ㄱ, then 기, then 김), in Korean.
    @MainActor func testAKoreanSyllableIsSaidAsItComposes() async throws {
        let f = KeyboardFixture()
        f.tap(.globe)
        let (reader, speech) = reader(on: f)
        var echoes: [RecordingSpeech.Entry] = []
        for jamo in ["ㄱ", "ㅣ", "ㅁ"] {
            reader.focus(try key(jamo, in: f))
            speech.clear()
            reader.activate()
            f.h.runUntilIdle()
            echoes += speech.entries
        }
        XCTAssertEqual(echoes, [.speak("ㄱ", language: "ko", interrupting: true), .speak("기", language: "ko", interrupting: true),
                                .speak("김", language: "ko", interrupting: true)])
    }

    /// Secure text entry: each typed character is said as "dot", never itself.
    @MainActor func testSecureTextEntrySaysDotNeverTheCharacter() async throws {
        let input = KeyboardTestInput()
        input.isSecureTextEntry = true
        let f = KeyboardFixture(input: input)
        let (reader, speech) = reader(on: f)
        reader.focus(try key("a", in: f))
        speech.clear()
        reader.activate()
        f.h.runUntilIdle()
        XCTAssertEqual(f.input.text, "a")
        XCTAssertEqual(speech.spoken, ["dot"])
        press(f, 8)   // KEY_7
        XCTAssertEqual(f.input.text, "a7")
        XCTAssertEqual(speech.spoken, ["dot", "dot"], "a hardware key in secure text: dot too")
    }

    /// Backspace says the character it deleted (VoiceOver speaks deleted text).
    @MainActor func testBackspaceSaysTheDeletedCharacter() async throws {
        let f = KeyboardFixture(input: KeyboardTestTextInput())
        let (reader, speech) = reader(on: f)
        f.input.text = "Kim"
        reader.focus(try XCTUnwrap(f.keyboard.keysView.keyViews.first { $0.key.role == .backspace }))
        XCTAssertEqual(speech.spoken.last, "delete")
        speech.clear()
        reader.activate()
        f.h.runUntilIdle()
        XCTAssertEqual(f.input.text, "Ki")
        XCTAssertEqual(speech.spoken, ["m"])
    }

    /// An alert with a text field is modal, but the keyboard typing into it is not behind it:
    /// its keys stay reachable.
    @MainActor func testTheKeyboardStaysReachableOverAModalAlert() async throws {
        let f = KeyboardFixture(focus: false)
        let (reader, _) = reader(on: f)
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { $0.placeholder = "Surname" }
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        let root = try XCTUnwrap(f.h.window.rootViewController)
        root.present(alert, animated: false)
        f.h.runUntilIdle()
        _ = try XCTUnwrap(alert.textFields?.first).becomeFirstResponder()
        f.h.advance(by: 0.5)
        f.h.renderFrames()
        XCTAssertTrue(f.keyboard.isVisible)
        let keys = reader.elements.filter { $0.accessibilityTraits.contains(.keyboardKey) }
        XCTAssertFalse(keys.isEmpty, "the keys are reachable")
        XCTAssertTrue(reader.elements.contains { $0.accessibilityLabel == "OK" })
        XCTAssertFalse(reader.elements.contains { $0 === f.input }, "what is behind the alert is not")
    }
}
