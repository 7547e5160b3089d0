import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// iOS's German and Arabic keyboards and the long-press variants popup on an 800×480 panel,
/// light, compared with reviewed golden PNGs (`GoldenTolerance.standard`).
final class KeyboardLanguageGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: shellGoldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// QWERTZ with the ü ö ä keys, shift on at the start of the text.
    @MainActor func testGermanLight() async {
        let f = KeyboardFixture()
        f.keyboard.keysView.configure(KeyboardRequest(mode: .german))
        f.keyboard.keysView.setShift(.on)
        check(f.h, "keyboard-de-light")
    }

    /// The Arabic keyboard after typing "مرحبا" into a text field: the field shows the word
    /// joined, right to left; the caps show the isolated letters.
    @MainActor func testArabicLight() async throws {
        let (h, field) = try HeadlessHarness.arabicFieldTyped()
        XCTAssertEqual(field.text, "مرحبا")
        check(h, "keyboard-ar-light")
    }

    /// A finger held on `e` (English, light) and slid to é: the variants popup over the key,
    /// é highlighted in the action blue.
    @MainActor func testAccentPopupLight() async throws {
        let f = KeyboardFixture()
        f.keyboard.keysView.setShift(.off)
        try f.hold("e")
        f.h.touchMove(to: try f.variantPoint(1))
        check(f.h, "keyboard-en-light-accents")
        f.h.touchUp()
    }
}
