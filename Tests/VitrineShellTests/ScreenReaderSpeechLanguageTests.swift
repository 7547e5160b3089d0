import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

/// The language the reader speaks an element in follows the element (EN 301 549 5.1.3.14:
/// speech in the language of the content): its `accessibilityLanguage`, else the
/// `.accessibilitySpeechLanguage` of its attributed label (UIKit's
/// `UIAccessibilitySpeechAttributeLanguage`), else its containers' `accessibilityLanguage`,
/// else the app's; a hint with its own attributed language is said in that.
final class ScreenReaderSpeechLanguageTests: XCTestCase {
    private func korean(_ s: String) -> NSAttributedString {
        NSAttributedString(string: s, attributes: [.accessibilitySpeechLanguage: "ko"])
    }

    /// A label whose attributed string says "ko" is spoken by the Korean voice, also inside a
    /// container with another language.
    @MainActor func testAKoreanAttributedLabelIsSpokenInKorean() async {
        let s = ScreenReaderScene()
        s.reader.appLanguage = "en"
        s.nameLabel.accessibilityAttributedLabel = korean("이름")
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 240))
        s.h.window.addSubview(box)
        s.button.removeFromSuperview()
        box.addSubview(s.button)
        box.accessibilityLanguage = "ja"
        s.button.accessibilityAttributedLabel = korean("계속")
        s.reader.start()
        s.reader.focus(s.nameLabel)
        XCTAssertEqual(s.speech.entries.last, .speak("이름", language: "ko", interrupting: true))
        s.reader.focus(s.button)
        XCTAssertEqual(s.speech.entries.last, .speak("계속, button", language: "ko", interrupting: true),
                       "the label's own language comes before its container's")
    }

    /// The element's `accessibilityLanguage` wins over its label's attribute.
    @MainActor func testAccessibilityLanguageWinsOverTheAttributedLanguage() async {
        let s = ScreenReaderScene()
        s.reader.appLanguage = "en"
        s.nameLabel.accessibilityAttributedLabel = korean("이름")
        s.nameLabel.accessibilityLanguage = "ja"
        s.reader.start()
        s.reader.focus(s.nameLabel)
        XCTAssertEqual(s.speech.entries.last, .speak("이름", language: "ja", interrupting: true))
    }

    /// A hint with its own attributed language is said in it after the pause, while the label
    /// keeps the app's; a hint without one does not take the label's attributed language.
    @MainActor func testAHintIsSaidInItsOwnAttributedLanguage() async {
        let s = ScreenReaderScene()
        s.reader.appLanguage = "en"
        s.button.accessibilityAttributedHint = korean("탑승권을 인쇄합니다")
        s.nameLabel.accessibilityAttributedLabel = korean("이름")
        s.nameLabel.accessibilityHint = "Your family name"
        s.reader.start()
        s.reader.focus(s.button)
        XCTAssertEqual(s.speech.entries.last, .speak("Continue, button", language: "en", interrupting: true))
        s.h.advance(by: 1)
        XCTAssertEqual(s.speech.entries.last, .speak("탑승권을 인쇄합니다", language: "ko", interrupting: false))
        s.reader.focus(s.nameLabel)
        s.h.advance(by: 1)
        XCTAssertEqual(s.speech.entries.last, .speak("Your family name", language: "en", interrupting: false))
    }

    /// The keypad's help key says the focused element's hint in the hint's own language too.
    @MainActor func testHelpSaysTheHintInItsOwnLanguage() async {
        let s = ScreenReaderScene()
        s.reader.appLanguage = "en"
        s.button.accessibilityAttributedHint = korean("탑승권을 인쇄합니다")
        s.reader.start()
        s.reader.focus(s.button)
        s.reader.speakHelp(keys: .standard)
        XCTAssertEqual(s.speech.entries.last, .speak("탑승권을 인쇄합니다", language: "ko", interrupting: true))
    }

    /// A speech-language attribute that is not a string is ignored (logged once): the app's
    /// language is used.
    @MainActor func testANonStringSpeechLanguageIsIgnored() async {
        let s = ScreenReaderScene()
        s.reader.appLanguage = "en"
        s.nameLabel.accessibilityAttributedLabel = NSAttributedString(
            string: "Name", attributes: [.accessibilitySpeechLanguage: 42])
        s.reader.start()
        s.reader.focus(s.nameLabel)
        XCTAssertEqual(s.speech.entries.last, .speak("Name", language: "en", interrupting: true))
    }
}
