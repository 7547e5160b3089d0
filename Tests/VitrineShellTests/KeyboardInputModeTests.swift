import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrinePlatform
import VitrineTesting

/// The on-screen keyboard and the configured input modes: the globe key goes through them,
/// the keys ask for each mode's language, one mode means no globe key, and the kiosk's
/// `[input.keyboard] languages` becomes the list.
final class KeyboardInputModeTests: XCTestCase {
    /// The globe key goes through the configured modes in order and wraps round; each mode
    /// asks for the letters of its `keyboardLanguage`.
    @MainActor func testGlobeGoesThroughTheConfiguredModes() async {
        let f = KeyboardFixture()
        let system = f.h.screen.textInput
        system.inputModes = [.english, .german, .japanese, .korean, .hebrew]
        var seen: [(TextInputMode, String?)] = []
        for _ in 0..<5 {
            f.tap(.globe)
            seen.append((system.inputMode, f.keyboard.presentation?.request.language))
        }
        XCTAssertEqual(seen.map(\.0), [.german, .japanese, .korean, .hebrew, .english])
        XCTAssertEqual(seen.map(\.1), ["de", "en", "ko", "he", "en"])
    }

    /// With one configured mode there is nothing to switch to: no globe key.
    @MainActor func testOneModeHasNoGlobeKey() async {
        let f = KeyboardFixture()
        XCTAssertNotNil(f.keyboard.screenPoint(of: .globe))
        f.h.screen.textInput.inputModes = [.french]
        XCTAssertNil(f.keyboard.screenPoint(of: .globe))
        XCTAssertEqual(f.keyboard.presentation?.request.language, "fr")
    }

    /// `autocapitalizationType` turns shift on only in modes that type capitals: not in
    /// Japanese romaji, Chinese pinyin, Korean, Hebrew or Arabic.
    @MainActor func testShiftComesOnOnlyInCasedModes() async {
        let input = KeyboardTestInput()
        input.autocapitalizationType = .sentences
        let f = KeyboardFixture(input: input)
        let system = f.h.screen.textInput
        var shifted: [TextInputMode: Bool] = [:]
        for mode in TextInputMode.allCases {
            system.inputModes = [mode]
            shifted[mode] = f.keyboard.keysView.isShifted
        }
        XCTAssertEqual(shifted, [.english: true, .german: true, .french: true, .spanish: true, .russian: true, .greek: true,
                                 .korean: false, .japanese: false, .chinesePinyin: false, .chineseZhuyin: false,
                                 .hebrew: false, .arabic: false])
    }

    /// An ASCII-only input gets QWERTY in any mode.
    @MainActor func testASCIIOnlyInputGetsEnglishLetters() async {
        let input = KeyboardTestInput()
        input.keyboardType = .asciiCapable
        let f = KeyboardFixture(input: input)
        f.h.screen.textInput.inputModes = [.russian, .english]
        XCTAssertEqual(f.keyboard.presentation?.request.language, "en")
    }

    /// The request carries its mode, the one source of its letters and autocapitalization: a
    /// request for any mode (the keyboard's own `configure` path too) says what the mode says;
    /// an ASCII-only input's request is English's (QWERTY, capitals) in any mode.
    @MainActor func testTheRequestTakesLettersAndCapitalizationFromItsMode() async {
        for mode in TextInputMode.allCases {
            let r = KeyboardRequest(mode: mode)
            XCTAssertEqual(r.autocapitalizes, mode.autocapitalizes, "\(mode)")
            XCTAssertEqual(r.language, mode.keyboardLanguage, "\(mode)")
        }
        let input = KeyboardTestInput()
        input.keyboardType = .asciiCapable
        let ascii = KeyboardRequest(traits: input, mode: .japanese)
        XCTAssertEqual(ascii.mode, .english)
        XCTAssertTrue(ascii.autocapitalizes)
    }

    /// Every code the configuration accepts names a mode, and every mode has a code there.
    @MainActor func testConfigurationCodesAndModesAgree() async {
        let codes = VitrineConfiguration.Input.keyboardLanguageCodes
        for code in codes { XCTAssertNotNil(TextInputMode(languageCode: code), code) }
        for mode in TextInputMode.allCases { XCTAssertTrue(codes.contains(mode.rawValue), mode.rawValue) }
        XCTAssertEqual(Kiosk.inputModes(["ja", "zh-Hant", "ar"]), [.japanese, .chineseZhuyin, .arabic])
        XCTAssertEqual(Kiosk.inputModes(["xx"]), [.english], "nothing known: English")
    }
}
