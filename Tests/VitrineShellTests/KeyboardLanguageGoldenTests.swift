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
        f.keyboard.keysView.configure(KeyboardRequest(language: "de"))
        f.keyboard.keysView.setShift(.on)
        check(f.h, "keyboard-de-light")
    }

    /// The Arabic keyboard after typing "مرحبا" into a text field: the field shows the word
    /// joined, right to left; the caps show the isolated letters.
    @MainActor func testArabicLight() async throws {
        let (h, keyboard) = HeadlessHarness.withKeyboard()
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
        field.borderStyle = .roundedRect
        h.window.rootViewController?.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        h.advance(by: 0.3)
        keyboard.keysView.configure(KeyboardRequest(language: "ar"))
        for c in "مرحبا" {
            for p in try XCTUnwrap(keyboard.touchPoints(toType: c)) { h.tap(at: p); h.advance(by: 0.4) }
        }
        XCTAssertEqual(field.text, "مرحبا")
        check(h, "keyboard-ar-light")
    }

    /// A finger held on `e` (English, light) and slid to é: the variants popup over the key,
    /// é highlighted in the action blue.
    @MainActor func testAccentPopupLight() async throws {
        let f = KeyboardFixture()
        f.keyboard.keysView.setShift(.off)
        let e = try XCTUnwrap(f.keyboard.touchPoints(toType: "e")?.last)
        f.h.touchDown(at: e)
        f.h.advance(by: KeyboardView.accentDelay + 0.1)
        let popup = f.keyboard.keysView.accents
        let cell = try XCTUnwrap(popup.cells.dropFirst().first, "the popup is not up")
        let inWindow = popup.convert(CGPoint(x: cell.midX, y: cell.midY), to: f.keyboard.window)
        f.h.touchMove(to: CGPoint(x: f.keyboard.window.frame.minX + inWindow.x, y: f.keyboard.window.frame.minY + inWindow.y))
        check(f.h, "keyboard-en-light-accents")
        f.h.touchUp()
    }
}
