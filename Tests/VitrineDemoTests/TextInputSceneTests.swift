import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell
import VitrineTesting
@testable import vitrine_demo

private let testDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
private let goldenDirectory = testDirectory.appendingPathComponent("Golden").path

/// `vitrine-demo --scene text-input --type KEYS` end to end on the headless harness (issue 15:
/// "`--type KEYS` (taps each key of the on-screen keyboard, by its QWERTY letter, through the
/// real touch path, e.g. `--type gksrmf` in Korean mode types 한글)"): the demo's own typing
/// driver taps the name field and the keyboard's keys through the screen's input router, the
/// real on-screen keyboard composes, the field shows the text.
final class TextInputSceneTests: XCTestCase {
    @MainActor private func type(_ keys: String, mode: TextInputMode?, choosing candidate: Int? = nil) -> (HeadlessHarness, GuestFormViewController, String?) {
        let h = HeadlessHarness(width: 1280, height: 800)
        let vc = GuestFormViewController()
        h.window.rootViewController = vc
        let keyboard = SoftwareKeyboard(screen: h.screen, policy: .on)
        h.renderFrames()
        var result: String?? = .none
        DemoRun.startTyping(keys, mode: mode, choosing: candidate, screen: h.screen, form: vc, keyboard: keyboard, clock: h.clock) { result = .some($0) }
        var waited = 0.0
        while result == nil, waited < 30 {
            h.advance(by: 0.05)
            waited += 0.05
        }
        XCTAssertTrue(result != nil, "typing finished")
        withExtendedLifetime(keyboard) {}
        return (h, vc, result ?? "did not finish")
    }

    /// English with shift and a space: "Ada Lovelace" through taps on the keyboard's keys
    /// (shift before each capital, one capital per shift tap, as iOS's shift key).
    @MainActor func testTypesEnglishThroughTheOnScreenKeyboard() async {
        let (h, vc, failure) = type("Ada Lovelace", mode: .english)
        XCTAssertNil(failure)
        XCTAssertEqual(vc.nameField.text, "Ada Lovelace")
        XCTAssertTrue(vc.nameField.isFirstResponder)
        XCTAssertNil(vc.nameField.markedTextRange)
        if let failure = GoldenImage.verify(h.screenshot, name: "text-input-scene-en", directory: goldenDirectory) { XCTFail(failure) }
    }

    /// Korean: the globe key switches the keyboard to 두벌식, `gksrmf` types 한글; the last
    /// syllable is still being composed (marked, underlined) until another key commits it.
    @MainActor func testTypesHangulThroughTheOnScreenKeyboard() async {
        let (h, vc, failure) = type("gksrmf", mode: .korean)
        XCTAssertNil(failure)
        XCTAssertEqual(h.screen.textInput.inputMode, .korean)
        XCTAssertEqual(vc.nameField.text, "한글")
        guard let marked = vc.nameField.markedTextRange else { return XCTFail("글 is marked") }
        XCTAssertEqual(vc.nameField.text(in: marked), "글")
        if let failure = GoldenImage.verify(h.screenshot, name: "text-input-scene-ko", directory: goldenDirectory) { XCTFail(failure) }
        // Return (the keyboard's "next" key) commits 글 and moves to the phone field.
        h.screen.textInput.perform(.return)
        XCTAssertEqual(vc.nameField.text, "한글")
        XCTAssertNil(vc.nameField.markedTextRange)
        XCTAssertTrue(vc.phoneField.isFirstResponder, "textFieldShouldReturn moves to the next field")
    }

    /// Japanese (the guest suite's ja step): romaji `toukyou`, space converts, then a tap on
    /// the candidate strip's first entry (`--choose-candidate 0`) commits anthy's 東京.
    @MainActor func testTypesJapaneseAndChoosesTheFirstCandidate() async {
        let (h, vc, failure) = type("toukyou ", mode: .japanese, choosing: 0)
        XCTAssertNil(failure)
        XCTAssertEqual(h.screen.textInput.inputMode, .japanese)
        XCTAssertEqual(vc.nameField.text, "東京")
        XCTAssertNil(vc.nameField.markedTextRange, "the candidate's tap commits it")
    }

    /// A character the keyboard has no key for (an emoji: there is no emoji keyboard) is
    /// reported, not typed or crashed on; what came before it stays. The lowercase "a" is typed
    /// although the field auto-capitalizes its first letter: the driver taps shift off first.
    @MainActor func testACharacterWithoutAKeyIsReported() async {
        let (_, vc, failure) = type("a€😀", mode: .english)
        XCTAssertEqual(vc.nameField.text, "a€", "€ is on the symbols page")
        XCTAssertEqual(failure, "the keyboard has no key for \"😀\"")
    }
}
