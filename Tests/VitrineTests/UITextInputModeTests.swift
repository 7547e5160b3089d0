import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A text field that asks for Japanese whenever it becomes the active input.
@MainActor private final class JapaneseField: UITextField {
    override var textInputMode: UITextInputMode? { UITextInputMode(.japanese) }
}

/// UIKit's public view of the input modes: `UITextInputMode` (`primaryLanguage`,
/// `activeInputModes`, `currentInputModeDidChangeNotification`) and
/// `UIResponder.textInputMode`, with the rules Apple documents for each.
final class UITextInputModeTests: XCTestCase {
    @MainActor private func makeField<F: UITextField>(_ field: F = UITextField()) -> (HeadlessHarness, UIWindow, F) {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        field.frame = CGRect(x: 10, y: 10, width: 200, height: 30)
        w.addSubview(field)
        return (h, w, field)
    }

    /// `primaryLanguage`: "a BCP 47 language code such as “es”, “en-US”, or “fr-CA”" — the
    /// mode's code, iOS's own for Japanese and Chinese.
    @MainActor func testPrimaryLanguageIsTheModesBCP47Code() async {
        XCTAssertEqual(UITextInputMode(.english).primaryLanguage, "en")
        XCTAssertEqual(UITextInputMode(.korean).primaryLanguage, "ko")
        XCTAssertEqual(UITextInputMode(.japanese).primaryLanguage, "ja-JP")
        XCTAssertEqual(UITextInputMode(.chinesePinyin).primaryLanguage, "zh-Hans")
        XCTAssertEqual(UITextInputMode(.chineseZhuyin).primaryLanguage, "zh-Hant")
        XCTAssertEqual(UITextInputMode(.greek).primaryLanguage, "el")
        XCTAssertEqual(UITextInputMode(.hebrew).primaryLanguage, "he")
    }

    /// `activeInputModes`: "the active text-input modes" — the configured ones, in the
    /// globe key's order.
    @MainActor func testActiveInputModesAreTheConfiguredModesInOrder() async {
        let system = UIScreen.main.textInput
        let saved = system.inputModes
        defer { system.inputModes = saved }
        system.inputModes = [.english, .arabic, .chinesePinyin]
        XCTAssertEqual(UITextInputMode.activeInputModes.map(\.primaryLanguage), ["en", "ar", "zh-Hans"])
    }

    /// `textInputMode`: the input mode "represents the language and keyboard displayed when
    /// this responder is active" — the current mode for the active input, nil for a
    /// responder that is not taking text.
    @MainActor func testTextInputModeIsTheCurrentModeOfTheActiveInputOnly() async {
        let (h, w, field) = makeField()
        let other = UITextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
        w.addSubview(other)
        XCTAssertNil(field.textInputMode)
        _ = field.becomeFirstResponder()
        XCTAssertEqual(field.textInputMode?.primaryLanguage, "en")
        h.screen.textInput.switchToNextInputMode()
        XCTAssertEqual(field.textInputMode?.primaryLanguage, "ko")
        XCTAssertNil(other.textInputMode)
    }

    /// `currentInputModeDidChangeNotification`: "posts when the current input mode changes;
    /// the posting object is a UITextInputMode instance" — the new mode, once per switch,
    /// and nothing when the mode stays.
    @MainActor func testEverySwitchPostsTheNewModeOnce() async {
        let (h, _, field) = makeField()
        _ = field.becomeFirstResponder()
        let system = h.screen.textInput
        system.inputModes = [.english, .japanese, .german]
        var posted: [String?] = []
        let token = NotificationCenter.default.addObserver(forName: UITextInputMode.currentInputModeDidChangeNotification,
                                                           object: nil, queue: nil) { note in
            let language = (note.object as? UITextInputMode).map { mode in MainActor.assumeIsolated { mode.primaryLanguage } }
            MainActor.assumeIsolated { posted.append(language ?? "not a mode") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        system.switchToNextInputMode()
        system.switchToNextInputMode()
        system.switchToNextInputMode()
        system.inputMode = .english
        XCTAssertEqual(posted, ["ja-JP", "de", "en"])
        XCTAssertEqual(UITextInputMode.currentInputModeDidChangeNotification.rawValue, "UITextInputCurrentInputModeDidChangeNotification")
    }

    /// `textInputMode` overridden: "return a different text input mode if you want a
    /// responder to use a specific keyboard … switching away to another responder and then
    /// back restores the keyboard you specified"; the user can still switch meanwhile.
    @MainActor func testAResponderAskingForAModeGetsItWhenItBecomesActive() async {
        let (h, w, field) = makeField(JapaneseField())
        let plain = UITextField(frame: CGRect(x: 10, y: 50, width: 200, height: 30))
        w.addSubview(plain)
        let system = h.screen.textInput
        system.inputModes = [.english, .japanese]
        _ = field.becomeFirstResponder()
        XCTAssertEqual(system.inputMode, .japanese)
        system.switchToNextInputMode()
        XCTAssertEqual(system.inputMode, .english, "the user can still switch")
        _ = plain.becomeFirstResponder()
        XCTAssertEqual(system.inputMode, .english)
        _ = field.becomeFirstResponder()
        XCTAssertEqual(system.inputMode, .japanese, "coming back restores the mode it asks for")
        // A mode that is not configured is not switched to.
        system.inputModes = [.english, .korean]
        _ = plain.becomeFirstResponder()
        _ = field.becomeFirstResponder()
        XCTAssertEqual(system.inputMode, .english)
    }

    /// Two instances naming the same language are equal (UIKit's are `Equatable` and
    /// `Hashable`).
    @MainActor func testModesNamingTheSameLanguageAreEqual() async {
        XCTAssertEqual(UITextInputMode(.french), UITextInputMode(.french))
        XCTAssertNotEqual(UITextInputMode(.french), UITextInputMode(.spanish))
        XCTAssertEqual(Set([UITextInputMode(.french), UITextInputMode(.french)]).count, 1)
    }
}
