import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// iOS's letter layouts per language (QWERTZ, AZERTY, ñ, ЙЦУКЕН, Greek, Hebrew, Arabic) and
/// the long-press variants popup, typed through the real touch path.
final class KeyboardLanguageTests: XCTestCase {
    /// The captions of `language`'s letter rows (shift off), row by row.
    private func rows(_ language: String) -> [[String]] {
        KeyboardLayout.letters(language: language, request: KeyboardRequest(mode: TextInputMode(languageCode: language) ?? .english)).rows.map { row in
            row.keys.map { $0.label(shifted: false) }
        }
    }

    private func chars(_ s: String) -> [String] { s.map { String($0) } }

    /// iOS's German keyboard: QWERTZ with ü at the end of the top row, ö ä at the end of the
    /// home row, y at the start of the third row.
    func testGermanQwertz() {
        let r = rows("de")
        XCTAssertEqual(r[0], chars("qwertzuiopü"))
        XCTAssertEqual(r[1], chars("asdfghjklöä"))
        XCTAssertEqual(r[2], ["shift"] + chars("yxcvbnm") + ["⌫"])
        XCTAssertEqual(r[3].last(where: { $0.count > 2 && $0 != "return" }), "Leerzeichen")
        // A Swiss German code picks the same layout.
        XCTAssertEqual(rows("de-CH")[0], r[0])
    }

    /// iOS's French AZERTY, Spanish ñ and Russian ЙЦУКЕН keyboards.
    func testFrenchSpanishRussianRows() {
        XCTAssertEqual(rows("fr")[0], chars("azertyuiop"))
        XCTAssertEqual(rows("fr")[1], chars("qsdfghjklm"))
        XCTAssertEqual(rows("fr")[2], ["shift"] + chars("wxcvbn'") + ["⌫"])
        XCTAssertEqual(rows("es")[1], chars("asdfghjklñ"))
        XCTAssertEqual(rows("es")[2], ["shift"] + chars("zxcvbnm") + ["⌫"])
        XCTAssertEqual(rows("ru")[0], chars("йцукенгшщзх"))
        XCTAssertEqual(rows("ru")[1], chars("фывапролджэ"))
        XCTAssertEqual(rows("ru")[2], ["shift"] + chars("ячсмитьбю") + ["⌫"])
        let ru = KeyboardLayout.letters(language: "ru", request: KeyboardRequest(mode: .russian))
        XCTAssertEqual(ru.keys.first?.label(shifted: true), "Й")
        // Every letter row of ЙЦУКЕН is 11 units: the keys line up.
        XCTAssertEqual(Set(ru.rows.prefix(3).map(\.units)), [11])
    }

    /// iOS's Greek keyboard: `;` and `ς` start the top row; shifted, capitals.
    func testGreekRows() {
        let el = KeyboardLayout.letters(language: "el", request: KeyboardRequest(mode: .greek))
        XCTAssertEqual(rows("el")[0], chars(";ςερτυθιοπ"))
        XCTAssertEqual(rows("el")[1], chars("ασδφγηξκλ"))
        XCTAssertEqual(rows("el")[2], ["shift"] + chars("ζχψωβνμ") + ["⌫"])
        XCTAssertEqual(el.rows[0].keys.map { $0.label(shifted: true) }, chars(":΅ΕΡΤΥΘΙΟΠ"))
    }

    /// iOS's Hebrew and Arabic keyboards keep their physical order (ק and ض at the left),
    /// have no shift key (no case), and keep the bottom row unmirrored (123 at the left,
    /// return at the right); Hebrew's backspace ends the top row.
    func testHebrewAndArabicRows() {
        let he = rows("he")
        XCTAssertEqual(he[0], chars("קראטוןםפ") + ["⌫"])
        XCTAssertEqual(he[1], chars("שדגכעיחלךף"))
        XCTAssertEqual(he[2], chars("זסבהנמצתץ"))
        let ar = rows("ar")
        XCTAssertEqual(ar[0], chars("ضصثقفغعهخحج"))
        XCTAssertEqual(ar[1], chars("شسيبلاتنمكة"))
        XCTAssertEqual(ar[2], chars("ءظطذدزروى") + ["⌫"])
        for r in [he, ar] {
            XCTAssertFalse(r.joined().contains("shift"))
            XCTAssertEqual(r[3].first, "123")
            XCTAssertEqual(r[3].suffix(2).first, "return")
        }
        XCTAssertFalse(KeyboardRequest(mode: .arabic).autocapitalizes)
        XCTAssertTrue(KeyboardRequest(mode: .german).autocapitalizes)
    }

    /// A language without a layout gets English QWERTY (and a log line), not a crash.
    func testUnknownLanguageFallsBackToQwerty() {
        XCTAssertEqual(rows("xx-YY"), rows("en"))
        XCTAssertEqual(rows("ja-JP")[0], chars("qwertyuiop"))
    }
}

/// Typing on the language layouts and the long-press variants, through the real touch path.
final class KeyboardAccentTests: XCTestCase {
    /// A fixture with `language`'s letters up.
    @MainActor private func fixture(_ mode: TextInputMode, dark: Bool = false) -> KeyboardFixture {
        let f = KeyboardFixture(dark: dark)
        f.keyboard.keysView.configure(KeyboardRequest(mode: mode))
        f.h.renderFrames()
        return f
    }

    /// iOS: holding `e` on the US English keyboard opens è é ê ë ē ė ę after the long-press
    /// delay (the preview gives way); sliding to é and lifting types é.
    @MainActor func testLongPressEThenSlideTypesEAcute() async throws {
        let f = KeyboardFixture()
        f.keyboard.keysView.setShift(.off)
        let e = try XCTUnwrap(f.keyboard.touchPoints(toType: "e")?.last)
        f.h.touchDown(at: e)
        f.h.advance(by: KeyboardView.accentDelay * 0.9)
        let popup = f.keyboard.keysView.accents
        XCTAssertFalse(popup.isShowing)
        f.h.advance(by: KeyboardView.accentDelay * 0.2)
        XCTAssertTrue(popup.isShowing)
        XCTAssertTrue(f.keyboard.keysView.preview.isHidden)
        XCTAssertEqual(popup.variants, ["è", "é", "ê", "ë", "ē", "ė", "ę"])
        XCTAssertEqual(popup.selectedVariant, "è")
        f.h.touchMove(to: try f.variantPoint(1))
        XCTAssertEqual(popup.selectedVariant, "é")
        f.h.touchUp()
        XCTAssertEqual(f.input.text, "é")
        XCTAssertFalse(popup.isShowing)
    }

    /// Lifting without sliding types the highlighted default; a quick tap types the letter.
    @MainActor func testLiftWithoutSlidingTypesTheDefault() async throws {
        let f = KeyboardFixture()
        f.keyboard.keysView.setShift(.off)
        try f.hold("a")
        XCTAssertEqual(f.keyboard.keysView.accents.variants, ["à", "á", "â", "ä", "æ", "ã", "å", "ā"])
        f.h.touchUp()
        f.tap(f.keyboard.touchPoints(toType: "a")?.last)
        XCTAssertEqual(f.input.text, "àa")
    }

    /// Shifted, the variants are capitals (ß, which has no one-letter capital, is left out).
    @MainActor func testShiftedVariantsAreCapitals() async throws {
        let f = KeyboardFixture()
        f.keyboard.keysView.setShift(.on)
        try f.hold("S")
        XCTAssertEqual(f.keyboard.keysView.accents.variants, ["Ś", "Š"])
        f.h.touchUp()
        XCTAssertEqual(f.input.text, "Ś")
        // A one-letter shift ends with the variant, as with a letter.
        XCTAssertFalse(f.keyboard.keysView.isShifted)
    }

    /// "Grüße" on iOS's German keyboard: shift G, r, the ü key, ß from holding s, e.
    @MainActor func testGermanGruesseWithUmlautKeyAndSharpS() async throws {
        let f = fixture(.german)
        f.type("Grü")
        try f.hold("s")
        XCTAssertEqual(f.keyboard.keysView.accents.variants.first, "ß")
        f.h.touchUp()
        f.h.advance(by: 0.4)
        f.type("e")
        XCTAssertEqual(f.input.text, "Grüße")
    }

    /// iOS's Arabic keyboard types "مرحبا" key by key into a text field, which shows it
    /// joined (the golden `keyboard-ar-light` shows the field).
    @MainActor func testArabicTypesMarhabaIntoATextField() async throws {
        let (_, field) = try HeadlessHarness.arabicFieldTyped()
        XCTAssertEqual(field.text, "مرحبا")
    }

    /// The popup follows the keyboard's palette, and each variant is a keyboard key to a
    /// screen reader (the highlighted one selected).
    @MainActor func testPopupPaletteAndAccessibility() async throws {
        let f = fixture(.french, dark: true)
        f.input.keyboardAppearance = .dark
        f.keyboard.keysView.palette = .dark
        f.keyboard.keysView.setShift(.off)
        try f.hold("e")
        let popup = f.keyboard.keysView.accents
        XCTAssertEqual(popup.palette, .dark)
        // iOS's French keyboard puts é first.
        XCTAssertEqual(popup.variants.prefix(2), ["é", "è"])
        let elements = try XCTUnwrap(popup.accessibilityElements as? [UIAccessibilityElement])
        XCTAssertEqual(elements.map { $0.accessibilityLabel }, popup.variants)
        XCTAssertTrue(elements[0].accessibilityTraits.contains(.selected))
        XCTAssertTrue(elements.allSatisfy { $0.accessibilityTraits.contains(.keyboardKey) })
        f.h.touchUp()
        XCTAssertNil(popup.accessibilityElements)
    }

    /// The variants run from the held key toward the keyboard's centre; at the centre, in the
    /// layout's reading direction (leftward right to left).
    @MainActor func testPopupDirection() {
        let popup = KeyAccentsView(frame: .zero)
        let variants = ["1", "2", "3"]
        popup.show(variants, over: CGRect(x: 10, y: 100, width: 40, height: 40), width: 800, rightToLeft: false)
        XCTAssertLessThan(popup.cells[0].midX, popup.cells[1].midX)
        popup.show(variants, over: CGRect(x: 700, y: 100, width: 40, height: 40), width: 800, rightToLeft: false)
        XCTAssertGreaterThan(popup.cells[0].midX, popup.cells[1].midX)
        popup.show(variants, over: CGRect(x: 380, y: 100, width: 40, height: 40), width: 800, rightToLeft: true)
        XCTAssertGreaterThan(popup.cells[0].midX, popup.cells[1].midX)
        popup.show(variants, over: CGRect(x: 380, y: 100, width: 40, height: 40), width: 800, rightToLeft: false)
        XCTAssertLessThan(popup.cells[0].midX, popup.cells[1].midX)
    }
}
