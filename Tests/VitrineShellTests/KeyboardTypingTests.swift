import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineGraphics
import VitrineTesting

/// Taps on the on-screen keyboard through the real touch path: what they type, shift and
/// caps lock, the pages, the globe, the return key and the pads.
final class KeyboardTypingTests: XCTestCase {
    /// Issue 15: "taps each key of the on-screen keyboard … through the real touch path".
    /// The point is worked out by hand from the metrics rule for 800×480: the keyboard is
    /// 202 points high (42 % of 480), so it starts at y = 278; rows are (202 − 10) / 4 = 48
    /// apart with 10-point gaps, so the top row's keys span y 289…327; the 10 units of the
    /// top row share 800 − 6 points (79.4 each, 6-point gaps), so `q` spans x 6…79 and `p`
    /// 720…794.
    @MainActor func testATapOnAKeyTypesItsLetter() async {
        let f = KeyboardFixture()
        XCTAssertEqual(f.keyboard.frame, CGRect(x: 0, y: 278, width: 800, height: 202))
        f.tap(CGPoint(x: 43, y: 308))
        f.tap(CGPoint(x: 757, y: 308))
        // In the 6-point gap between q (ends at 79.4) and w (starts at 85.4): the nearer
        // key's touch area takes it.
        f.tap(CGPoint(x: 83, y: 320))
        XCTAssertEqual(f.input.text, "qpw")
        XCTAssertEqual(f.actions.list, [.text("q"), .text("p"), .text("w")])
    }

    /// UIKit's keyboard types on touch up, and a finger sliding to another key types that
    /// key (the preview follows it).
    @MainActor func testTheKeyUnderTheLiftedFingerTypes() async throws {
        let f = KeyboardFixture()
        let q = try XCTUnwrap(f.keyboard.touchPoints(toType: "q")?.last)
        let w = try XCTUnwrap(f.keyboard.touchPoints(toType: "w")?.last)
        f.h.touchDown(at: q)
        XCTAssertEqual(f.input.text, "")
        XCTAssertFalse(f.keyboard.keysView.preview.isHidden)
        XCTAssertEqual(f.keyboard.keysView.preview.label, "q")
        f.h.touchMove(to: w)
        XCTAssertEqual(f.keyboard.keysView.preview.label, "w")
        f.h.touchUp()
        XCTAssertEqual(f.input.text, "w")
        XCTAssertTrue(f.keyboard.keysView.preview.isHidden)
    }

    /// Shift: one tap capitalizes one letter; a double tap is caps lock until shift is
    /// tapped again (as on iOS).
    @MainActor func testShiftAndCapsLock() async {
        let f = KeyboardFixture()
        f.tap(.shift)
        XCTAssertTrue(f.labels.contains("Q"))
        f.tap(f.keyboard.screenPoint(of: .character(text: "a", shiftedText: "A")))
        f.tap(f.keyboard.screenPoint(of: .character(text: "b", shiftedText: "B")))
        XCTAssertEqual(f.input.text, "Ab")
        // Double tap.
        let shift = f.keyboard.screenPoint(of: .shift)!
        f.h.tap(at: shift)
        f.h.advance(by: 0.1)
        f.h.tap(at: shift)
        f.h.advance(by: 0.4)
        XCTAssertEqual(f.keyboard.keysView.shiftState, .locked)
        f.tap(f.keyboard.screenPoint(of: .character(text: "c", shiftedText: "C")))
        f.tap(f.keyboard.screenPoint(of: .character(text: "d", shiftedText: "D")))
        f.tap(.shift)
        f.tap(f.keyboard.screenPoint(of: .character(text: "e", shiftedText: "E")))
        XCTAssertEqual(f.input.text, "AbCDe")
    }

    /// The numbers (123) and symbols (#+=) pages, back with ABC; a space typed on the
    /// numbers page goes back to the letters (iOS).
    @MainActor func testPages() async {
        let f = KeyboardFixture()
        f.tap(.page(.numbers))
        XCTAssertEqual(Array(f.labels.prefix(10)), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "0"])
        f.tap(f.keyboard.screenPoint(of: .character(text: "7", shiftedText: "7")))
        f.tap(.page(.symbols))
        XCTAssertEqual(Array(f.labels.prefix(4)), ["[", "]", "{", "}"])
        f.tap(f.keyboard.screenPoint(of: .character(text: "#", shiftedText: "#")))
        f.tap(.page(.letters))
        XCTAssertEqual(f.labels.first, "q")
        f.tap(.page(.numbers))
        f.tap(.space)
        XCTAssertEqual(f.keyboard.keysView.page, .letters)
        XCTAssertEqual(f.input.text, "7# ")
    }

    /// `touchPoints(toType:)` switches pages and shift as needed (the demo's `--type`).
    @MainActor func testTouchPointsTypeAnyCharacterOfTheLayout() async {
        let f = KeyboardFixture()
        f.type("Hi, 2 [ok]!")
        XCTAssertEqual(f.input.text, "Hi, 2 [ok]!")
        XCTAssertNil(f.keyboard.touchPoints(toType: "ß"))
    }

    /// The globe switches the input mode (English ↔ Korean); the Korean keys show jamo and
    /// send the QWERTY letter they sit on, shift giving the tense consonants (ㄲ sends "R").
    @MainActor func testGlobeAndKoreanKeysSendQwertyLetters() async {
        let f = KeyboardFixture()
        XCTAssertEqual(f.h.screen.textInput.inputMode, .english)
        f.tap(.globe)
        XCTAssertEqual(f.h.screen.textInput.inputMode, .korean)
        XCTAssertEqual(Array(f.labels.prefix(10)), ["ㅂ", "ㅈ", "ㄷ", "ㄱ", "ㅅ", "ㅛ", "ㅕ", "ㅑ", "ㅐ", "ㅔ"])
        XCTAssertEqual(Array(f.labels[10..<19]), ["ㅁ", "ㄴ", "ㅇ", "ㄹ", "ㅎ", "ㅗ", "ㅓ", "ㅏ", "ㅣ"])
        f.actions.list = []
        f.type("gksRmf")
        XCTAssertEqual(f.actions.list, [.text("g"), .text("k"), .text("s"), .text("R"), .text("m"), .text("f")])
        f.tap(.shift)
        XCTAssertEqual(Array(f.labels.prefix(10)), ["ㅃ", "ㅉ", "ㄸ", "ㄲ", "ㅆ", "ㅛ", "ㅕ", "ㅑ", "ㅒ", "ㅖ"])
        f.tap(.shift)
        f.tap(.globe)
        XCTAssertEqual(f.h.screen.textInput.inputMode, .english)
        XCTAssertEqual(f.labels.first, "q")
    }

    /// The return key: labelled by `returnKeyType`, blue for action types; with
    /// `enablesReturnKeyAutomatically` it does nothing while the text is empty.
    @MainActor func testReturnKey() async throws {
        let input = KeyboardTestInput()
        input.returnKeyType = .go
        input.enablesReturnKeyAutomatically = true
        let f = KeyboardFixture(input: input)
        let key = try XCTUnwrap(f.keyboard.keysView.keyViews.first { $0.key.role == .returnKey })
        XCTAssertEqual(key.key.label, "go")
        XCTAssertTrue(key.isProminent)
        XCTAssertFalse(key.isEnabled)
        f.tap(.returnKey)
        XCTAssertEqual(f.actions.list, [])
        f.type("a")
        XCTAssertTrue(key.isEnabled)
        f.tap(.returnKey)
        XCTAssertEqual(f.input.text, "a\n")
        XCTAssertEqual(KeyboardRequest.returnLabel(.default), "return")
        XCTAssertEqual(KeyboardRequest(traits: nil, mode: .english).returnIsProminent, false)
    }

    /// Backspace deletes on touch down, then repeats while held: after 0.5 s, ten a second
    /// (on the screen's clock), and stops when the finger lifts.
    @MainActor func testBackspaceRepeatsOnTheScreenClock() async throws {
        let f = KeyboardFixture()
        f.input.text = "abcdefghij"
        let p = try XCTUnwrap(f.keyboard.screenPoint(of: .backspace))
        f.h.touchDown(at: p)
        XCTAssertEqual(f.input.text, "abcdefghi")
        f.h.advance(by: 0.45)
        XCTAssertEqual(f.input.text, "abcdefghi")
        f.h.advance(by: 0.1)    // 0.55 s: the first repeat
        XCTAssertEqual(f.input.text, "abcdefgh")
        f.h.advance(by: 0.3)    // 0.85 s: repeats at 0.6, 0.7, 0.8
        XCTAssertEqual(f.input.text, "abcde")
        f.h.touchUp()
        f.h.advance(by: 1)
        XCTAssertEqual(f.input.text, "abcde")
    }

    /// The dismiss key ends editing: the input resigns and the keyboard slides away.
    @MainActor func testDismissKey() async {
        let f = KeyboardFixture()
        f.tap(.dismiss)
        XCTAssertFalse(f.input.isFirstResponder)
        XCTAssertFalse(f.keyboard.isVisible)
    }

    /// Layouts per `keyboardType`: pads of digits, `@ .` for e-mail, `/ . .com` for URLs;
    /// ASCII-only inputs (`.asciiCapable`, secure text entry, as iOS) get QWERTY and no
    /// globe even in Korean mode.
    @MainActor func testLayoutsPerKeyboardType() async {
        let f = KeyboardFixture()
        f.h.screen.textInput.inputMode = .korean
        func labels(_ type: UIKeyboardType, secure: Bool = false) -> [String] {
            f.input.keyboardType = type
            f.input.isSecureTextEntry = secure
            f.input.reloadInputViews()
            return f.labels
        }
        XCTAssertEqual(labels(.numberPad), ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌨", "0", "⌫"])
        XCTAssertEqual(labels(.decimalPad).suffix(4), ["⌨", ".", "0", "⌫"])
        XCTAssertEqual(labels(.phonePad).suffix(4), ["⌨", "+*#", "0", "⌫"])
        XCTAssertTrue(labels(.emailAddress).contains("@"))
        let url = labels(.URL)
        XCTAssertTrue(url.contains("/") && url.contains(".com") && !url.contains("스페이스"))
        let ascii = labels(.asciiCapable)
        XCTAssertEqual(ascii.first, "q")
        XCTAssertFalse(ascii.contains("🌐"))
        let secure = labels(.default, secure: true)
        XCTAssertEqual(secure.first, "q")
        XCTAssertFalse(secure.contains("🌐"))
        XCTAssertEqual(labels(.default).first, "ㅂ")
        XCTAssertEqual(labels(.numbersAndPunctuation).first, "1")
    }

    /// UITextAutocapitalizationType, from the text before the caret through UITextInput:
    /// `.sentences` capitalizes the first letter and the one after ". ", not the rest.
    @MainActor func testAutocapitalizationFromTheTextBeforeTheCaret() async {
        let input = KeyboardTestTextInput()
        input.autocapitalizationType = .sentences
        let f = KeyboardFixture(input: input)
        XCTAssertEqual(f.keyboard.keysView.shiftState, .on)
        f.tap(f.keyboard.screenPoint(of: .character(text: "h", shiftedText: "H")))
        XCTAssertEqual(f.keyboard.keysView.shiftState, .off)
        f.type("i. ")
        XCTAssertEqual(f.keyboard.keysView.shiftState, .on)
        f.tap(f.keyboard.screenPoint(of: .character(text: "y", shiftedText: "Y")))
        XCTAssertEqual(input.text, "Hi. Y")
    }

    /// The rule itself, case by case (UIKit's documented meanings of the four types).
    func testAutocapitalizationRules() {
        XCTAssertTrue(KeyboardAutocapitalization.sentences.capitalizes(after: ""))
        XCTAssertFalse(KeyboardAutocapitalization.sentences.capitalizes(after: "Hi"))
        XCTAssertFalse(KeyboardAutocapitalization.sentences.capitalizes(after: "Hi "))
        XCTAssertTrue(KeyboardAutocapitalization.sentences.capitalizes(after: "Hi.  "))
        XCTAssertTrue(KeyboardAutocapitalization.sentences.capitalizes(after: "Why? "))
        XCTAssertTrue(KeyboardAutocapitalization.sentences.capitalizes(after: "Line\n"))
        XCTAssertFalse(KeyboardAutocapitalization.sentences.capitalizes(after: "3.5"))
        XCTAssertTrue(KeyboardAutocapitalization.words.capitalizes(after: "New "))
        XCTAssertFalse(KeyboardAutocapitalization.words.capitalizes(after: "New"))
        XCTAssertTrue(KeyboardAutocapitalization.allCharacters.capitalizes(after: "ABC"))
        XCTAssertFalse(KeyboardAutocapitalization.none.capitalizes(after: ""))
    }

    /// Korean has no capitals: auto-capitalization never turns shift on (it would type ㄲ).
    @MainActor func testNoAutoShiftInKorean() async {
        let input = KeyboardTestTextInput()
        input.autocapitalizationType = .sentences
        let f = KeyboardFixture(input: input)
        XCTAssertEqual(f.keyboard.keysView.shiftState, .on)
        f.tap(.globe)
        XCTAssertEqual(f.keyboard.keysView.shiftState, .off)
    }

    /// Issue 15 (bad input): typing while the field is being removed — backspace held while
    /// the input leaves its window: no crash, the repeat stops, the keyboard goes away, keys
    /// typed meanwhile go nowhere.
    @MainActor func testTheFieldRemovedWhileBackspaceRepeats() async throws {
        let f = KeyboardFixture()
        f.input.text = "abcdefghij"
        let p = try XCTUnwrap(f.keyboard.screenPoint(of: .backspace))
        f.h.touchDown(at: p)
        f.h.advance(by: 0.65)
        XCTAssertEqual(f.input.text, "abcdefg")
        f.input.removeFromSuperview()
        f.h.advance(by: 1)
        XCTAssertEqual(f.input.text, "abcdefg")
        XCTAssertFalse(f.keyboard.isVisible)
        f.h.touchUp()
        f.h.screen.textInput.perform(.text("x"))
        XCTAssertEqual(f.input.text, "abcdefg")
    }

    /// UITextInputTraits.keyboardAppearance: `.dark` and `.light` pick the keyboard's look;
    /// `.default` follows the interface style (light, or dark under a dark interface).
    @MainActor func testAppearanceFollowsTheTraitsThenTheInterfaceStyle() async {
        let f = KeyboardFixture()
        XCTAssertEqual(f.keyboard.keysView.palette, .light)
        // The interface turning dark turns a `.default` keyboard dark, as it is (UIKit's
        // keyboard follows the trait change).
        f.h.screen.userInterfaceStyle = .dark
        f.h.renderFrames()
        XCTAssertEqual(f.keyboard.keysView.palette, .dark)
        f.input.keyboardAppearance = .light
        f.input.reloadInputViews()
        XCTAssertEqual(f.keyboard.keysView.palette, .light)
        f.h.screen.userInterfaceStyle = .light
        f.h.renderFrames()
        f.input.keyboardAppearance = .dark
        f.input.reloadInputViews()
        XCTAssertEqual(f.keyboard.keysView.palette, .dark)
    }

    /// A double tap on shift locks capitals even when auto-capitalization had turned shift
    /// on (the first tap turns it off, the second locks), as on iOS.
    @MainActor func testDoubleTapLocksFromAnAutomaticShift() async throws {
        let input = KeyboardTestTextInput()
        input.autocapitalizationType = .sentences
        let f = KeyboardFixture(input: input)
        XCTAssertEqual(f.keyboard.keysView.shiftState, .on)
        let shift = try XCTUnwrap(f.keyboard.screenPoint(of: .shift))
        f.h.tap(at: shift)
        f.h.advance(by: 0.1)
        f.h.tap(at: shift)
        f.h.advance(by: 0.4)
        XCTAssertEqual(f.keyboard.keysView.shiftState, .locked)
        f.tap(f.keyboard.screenPoint(of: .character(text: "o", shiftedText: "O")))
        f.tap(f.keyboard.screenPoint(of: .character(text: "k", shiftedText: "K")))
        XCTAssertEqual(input.text, "OK")
    }
}
