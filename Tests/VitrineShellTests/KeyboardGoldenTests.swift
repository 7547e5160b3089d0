import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// The keyboard over an app on an 800×480 panel (a 7" panel at scale 1), English and
/// Korean, landscape and portrait, light and dark, compared with reviewed golden PNGs
/// (`GoldenTolerance.standard`).
final class KeyboardGoldenTests: XCTestCase {
    @MainActor private func check(_ f: KeyboardFixture, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        f.h.renderFrames()
        if let failure = GoldenImage.verify(f.h.screenshot, name: name, directory: shellGoldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// A text input with `appearance`, the keyboard up in `mode`, turned to `orientation`.
    @MainActor private func fixture(korean: Bool, appearance: UIKeyboardAppearance, portrait: Bool,
                                    returnKey: UIReturnKeyType = .default) -> KeyboardFixture {
        let input = KeyboardTestInput()
        input.keyboardAppearance = appearance
        input.returnKeyType = returnKey
        let f = KeyboardFixture(input: input, dark: appearance == .dark, focus: false)
        if portrait {
            XCTAssertTrue(f.h.rotate(to: .portrait))
            f.h.advance(by: 0.6)
        }
        if korean { f.h.screen.textInput.inputMode = .korean }
        XCTAssertTrue(input.becomeFirstResponder())
        f.h.advance(by: 0.3)
        return f
    }

    @MainActor func testEnglishLightLandscape() async {
        check(fixture(korean: false, appearance: .light, portrait: false, returnKey: .go), "keyboard-en-light-landscape")
    }

    @MainActor func testEnglishDarkLandscape() async {
        check(fixture(korean: false, appearance: .dark, portrait: false), "keyboard-en-dark-landscape")
    }

    @MainActor func testEnglishLightPortrait() async {
        check(fixture(korean: false, appearance: .light, portrait: true), "keyboard-en-light-portrait")
    }

    @MainActor func testEnglishDarkPortrait() async {
        check(fixture(korean: false, appearance: .dark, portrait: true, returnKey: .search), "keyboard-en-dark-portrait")
    }

    @MainActor func testKoreanLightLandscape() async {
        check(fixture(korean: true, appearance: .light, portrait: false), "keyboard-ko-light-landscape")
    }

    @MainActor func testKoreanDarkLandscape() async {
        check(fixture(korean: true, appearance: .dark, portrait: false, returnKey: .done), "keyboard-ko-dark-landscape")
    }

    @MainActor func testKoreanLightPortrait() async {
        check(fixture(korean: true, appearance: .light, portrait: true, returnKey: .send), "keyboard-ko-light-portrait")
    }

    @MainActor func testKoreanDarkPortrait() async {
        check(fixture(korean: true, appearance: .dark, portrait: true), "keyboard-ko-dark-portrait")
    }

    /// With Increase Contrast: outlined caps, darker function keys, the deeper blue action
    /// key (English light, Korean dark).
    @MainActor func testEnglishLightIncreasedContrast() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        increaseContrast()
        check(fixture(korean: false, appearance: .light, portrait: false, returnKey: .go), "keyboard-en-light-increased-contrast")
    }

    @MainActor func testKoreanDarkIncreasedContrast() async {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        increaseContrast()
        check(fixture(korean: true, appearance: .dark, portrait: false, returnKey: .done), "keyboard-ko-dark-increased-contrast")
    }

    /// A finger on `w` with Increase Contrast (light): the preview outlined as the caps are.
    @MainActor func testPreviewIncreasedContrast() async throws {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        increaseContrast()
        let f = fixture(korean: false, appearance: .light, portrait: false)
        let p = try XCTUnwrap(f.keyboard.screenPoint(ofKeyAt: 1))
        f.h.touchDown(at: p)
        check(f, "keyboard-en-light-increased-contrast-preview")
        f.h.touchUp()
    }

    @MainActor private func increaseContrast() {
        var s = AccessibilitySettings()
        s.darkerSystemColors = true
        UIAccessibility.apply(s)
    }

    /// A finger on ㄲ with shift on (Korean, light): the pop-up preview above the key, into
    /// the window's overhang; shift drawn on.
    @MainActor func testKoreanShiftedPreview() async throws {
        let f = fixture(korean: true, appearance: .light, portrait: false)
        f.tap(.shift)
        let p = try XCTUnwrap(f.keyboard.screenPoint(ofKeyAt: 3))
        f.h.touchDown(at: p)
        check(f, "keyboard-ko-light-preview")
        f.h.touchUp()
    }

    /// The numbers page and the number pad (dark), and the symbols page with caps lock's
    /// state irrelevant (light portrait).
    @MainActor func testNumbersPageAndNumberPad() async {
        let f = fixture(korean: false, appearance: .light, portrait: false)
        f.tap(.page(.numbers))
        check(f, "keyboard-en-light-numbers")
        f.input.keyboardType = .numberPad
        f.input.reloadInputViews()
        check(f, "keyboard-numberpad-light")
    }
}
