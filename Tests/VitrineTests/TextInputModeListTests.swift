import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// The configured list of input modes: the order the globe and layout-switch keys go
/// through, what a list without the current mode does, the direct-typing modes and the one
/// place a mode picks its keyboard's language.
final class TextInputModeListTests: XCTestCase {
    @MainActor private func makeInput() -> (HeadlessHarness, UITextField) {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 200, height: 30))
        w.addSubview(field)
        _ = field.becomeFirstResponder()
        return (h, field)
    }

    /// The default is today's behaviour: English, then Korean.
    @MainActor func testDefaultIsEnglishThenKorean() async {
        let (h, _) = makeInput()
        XCTAssertEqual(h.screen.textInput.inputModes, [.english, .korean])
        XCTAssertEqual(h.screen.textInput.inputMode, .english)
    }

    /// Switching goes through the list in order and wraps round.
    @MainActor func testSwitchingGoesThroughTheListInOrder() async {
        let (h, _) = makeInput()
        let system = h.screen.textInput
        system.inputModes = [.english, .korean, .japanese, .chinesePinyin, .german]
        var seen: [TextInputMode] = []
        for _ in 0..<5 {
            system.switchToNextInputMode()
            seen.append(system.inputMode)
        }
        XCTAssertEqual(seen, [.korean, .japanese, .chinesePinyin, .german, .english])
    }

    /// A list without the current mode switches to its first; an empty list is English;
    /// a mode named twice counts once.
    @MainActor func testAListWithoutTheCurrentModeSwitchesToItsFirst() async {
        let (h, _) = makeInput()
        let system = h.screen.textInput
        system.inputModes = [.korean, .english]
        XCTAssertEqual(system.inputMode, .english, "still configured: it stays")
        system.inputModes = [.french, .russian]
        XCTAssertEqual(system.inputMode, .french)
        system.inputModes = []
        XCTAssertEqual(system.inputModes, [.english])
        XCTAssertEqual(system.inputMode, .english)
        system.inputModes = [.english, .russian, .english]
        XCTAssertEqual(system.inputModes, [.english, .russian])
        XCTAssertTrue(system.hasOtherInputModes)
        system.inputModes = [.russian]
        XCTAssertFalse(system.hasOtherInputModes)
    }

    /// German, French, Spanish, Russian, Greek, Hebrew and Arabic type each key's text as it
    /// is: no marked text, no candidates.
    @MainActor func testDirectModesTypeKeysAsTheyAre() async {
        let (h, field) = makeInput()
        let system = h.screen.textInput
        for (mode, text) in [(TextInputMode.german, "ß"), (.french, "é"), (.spanish, "ñ"), (.russian, "ж"),
                             (.greek, "λ"), (.hebrew, "ש"), (.arabic, "ع")] {
            system.inputModes = [mode]
            field.text = ""
            system.perform(.text(text))
            system.perform(.text("a"))
            XCTAssertEqual(field.text, text + "a", mode.rawValue)
            XCTAssertNil(field.markedTextRange, mode.rawValue)
            XCTAssertTrue(system.candidates.isEmpty, mode.rawValue)
            XCTAssertTrue(mode.typesDirectly)
        }
    }

    /// `keyboardLanguage` is where a mode picks its letters: its own language, QWERTY
    /// ("en") for Japanese romaji and Chinese.
    @MainActor func testKeyboardLanguageOfEachMode() async {
        let expected: [TextInputMode: String] = [
            .english: "en", .korean: "ko", .japanese: "en", .chinesePinyin: "en", .chineseZhuyin: "en",
            .german: "de", .french: "fr", .spanish: "es", .russian: "ru", .greek: "el", .hebrew: "he", .arabic: "ar",
        ]
        XCTAssertEqual(Set(expected.keys), Set(TextInputMode.allCases))
        for (mode, language) in expected { XCTAssertEqual(mode.keyboardLanguage, language, mode.rawValue) }
    }

    /// A configuration names a mode by its code, or Japanese by "ja"; anything else names none.
    @MainActor func testLanguageCodesNameModes() async {
        for mode in TextInputMode.allCases { XCTAssertEqual(TextInputMode(languageCode: mode.rawValue), mode) }
        XCTAssertEqual(TextInputMode(languageCode: "ja"), .japanese)
        XCTAssertNil(TextInputMode(languageCode: "zh"))
        XCTAssertNil(TextInputMode(languageCode: "EN"))
        XCTAssertNil(TextInputMode(languageCode: ""))
    }
}
