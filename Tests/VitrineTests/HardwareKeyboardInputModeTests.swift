import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
import VitrineTesting

/// Linux key codes used below (linux/input-event-codes.h).
private enum K {
    static let q = 16, w = 17, e = 18, t = 20, y = 21, a = 30, d = 32, f = 33, g = 34, h = 35, j = 36, k = 37
    static let semicolon = 39, grave = 41, c = 46, b = 48, n = 49, i = 23, o = 24
    static let leftShift = 42, leftAlt = 56, capsLock = 58, space = 57
}

@MainActor private final class ASCIIKeyInputView: RecordingKeyInputView {
    override var keyboardType: UIKeyboardType { .asciiCapable }
}

/// A hardware keyboard types in the screen's input mode through real libxkbcommon keymaps:
/// the direct modes through their language's xkb layout on a US keyboard, the composing modes
/// feeding Latin letters to their input methods, and the Hangul, 半角/全角 and `grp:` switch
/// keys cycling the modes.
final class HardwareKeyboardInputModeTests: XCTestCase {
    @MainActor private func setUp<V: UIView>(_ v: V, modes: [TextInputMode],
                                             _ c: KeyboardConfiguration = .standard) -> (HeadlessHarness, KeyboardRouter, V) {
        let scene = hardwareKeyboardScene(v, c)
        scene.0.screen.textInput.chineseEngineStarter = .immediate
        scene.0.screen.textInput.inputModes = modes
        return scene
    }


    /// On a US keyboard each direct mode types its language's letters, as its xkb layout puts
    /// them: ЙЦУ on QWE in Russian, αβγ in Greek, אבג in Hebrew, ابت in Arabic, z and ö where
    /// US has y and ; in German; English stays QWERTY.
    @MainActor func testDirectModesTypeTheirLayoutOnAUSKeyboard() async {
        let (h, r, v) = setUp(RecordingKeyInputView(), modes: [.english, .russian, .greek, .hebrew, .arabic, .german])
        let system = h.screen.textInput
        func typed(_ mode: TextInputMode, _ codes: Int...) -> String {
            system.inputMode = mode
            v.text = ""
            for c in codes { r.tapKeys(h, c) }
            return v.text
        }
        XCTAssertEqual(typed(.russian, K.q, K.w, K.e), "йцу")
        XCTAssertEqual(typed(.greek, K.a, K.b, K.g), "αβγ")
        XCTAssertEqual(typed(.hebrew, K.t, K.c, K.d), "אבג")
        XCTAssertEqual(typed(.arabic, K.h, K.f, K.j), "ابت")
        XCTAssertEqual(typed(.german, K.y, K.semicolon), "zö")
        XCTAssertEqual(typed(.english, K.y, K.semicolon), "y;")
    }

    /// Each layout is compiled once, on the first key typed in its mode: switching back and
    /// forth compiles nothing more.
    @MainActor func testEachModeKeymapIsCompiledOnce() async {
        let (h, r, v) = setUp(RecordingKeyInputView(), modes: [.english, .russian])
        XCTAssertEqual(r.keymapCompilations, 0, "nothing compiled before a key")
        for _ in 0..<3 {
            h.screen.textInput.inputMode = .russian
            r.tapKeys(h, K.q)
            h.screen.textInput.inputMode = .english
            r.tapKeys(h, K.q)
        }
        XCTAssertEqual(v.text, "йqйqйq")
        XCTAssertEqual(r.keymapCompilations, 2, "us and ru, once each")
    }

    /// The `grp:alt_shift_toggle` switch (Alt+Shift, ISO_Next_Group) goes to the next mode and
    /// back, the keys held through the switch still released properly (no Shift stuck on);
    /// Caps Lock carries over into the next mode's layout.
    @MainActor func testGroupSwitchKeyCyclesModesAndCapsLockCarriesOver() async {
        let c = KeyboardConfiguration(options: "grp:alt_shift_toggle")
        let (h, r, v) = setUp(RecordingKeyInputView(), modes: [.english, .russian], c)
        let system = h.screen.textInput
        r.tapKeys(h, K.q)
        r.press(h, K.leftAlt); r.tapKeys(h, K.leftShift); r.release(h, K.leftAlt)
        XCTAssertEqual(system.inputMode, .russian)
        r.tapKeys(h, K.q)
        XCTAssertEqual(v.text, "qй", "Shift and Alt released across the switch: lowercase й")
        r.tapKeys(h, K.capsLock)
        r.tapKeys(h, K.w)
        r.press(h, K.leftAlt); r.tapKeys(h, K.leftShift); r.release(h, K.leftAlt)
        XCTAssertEqual(system.inputMode, .english)
        r.tapKeys(h, K.e)
        XCTAssertEqual(v.text, "qйЦE", "Caps Lock stays on across the switch")
    }

    /// With one mode the configured layouts are xkb's own: the `grp:` switch changes the
    /// layout group (us → ru), not the mode.
    @MainActor func testWithOneModeTheGroupSwitchIsXKBs() async {
        let c = KeyboardConfiguration(layout: "us,ru", options: "grp:alt_shift_toggle")
        let (h, r, v) = setUp(RecordingKeyInputView(), modes: [.english], c)
        r.tapKeys(h, K.q)
        r.press(h, K.leftAlt); r.tapKeys(h, K.leftShift); r.release(h, K.leftAlt)
        r.tapKeys(h, K.q)
        XCTAssertEqual(h.screen.textInput.inputMode, .english)
        XCTAssertEqual(v.text, "qй")
    }

    /// A Japanese keyboard's 半角/全角 key (`jp`: the key left of 1) switches modes, as the
    /// Hangul key does.
    @MainActor func testZenkakuHankakuKeySwitchesModes() async {
        let (h, r, _) = setUp(RecordingKeyInputView(), modes: [.english, .japanese], KeyboardConfiguration(layout: "jp"))
        r.tapKeys(h, K.grave)
        XCTAssertEqual(h.screen.textInput.inputMode, .japanese)
        r.tapKeys(h, K.grave)
        XCTAssertEqual(h.screen.textInput.inputMode, .english)
    }

    /// Japanese and Chinese compose hardware letters: romaji k-a is か; on a Russian keyboard
    /// (letters not Latin) the key positions' QWERTY letters are read; pinyin n-i offers 你.
    @MainActor func testComposingModesTakeLatinLettersFromAnyLayout() async {
        let (h, r, v) = setUp(RecordingTextInputView(), modes: [.russian, .japanese, .chinesePinyin],
                              KeyboardConfiguration(layout: "ru"))
        let system = h.screen.textInput
        r.tapKeys(h, K.k)
        XCTAssertEqual(v.text, "л", "Russian types the configured layout")
        system.inputMode = .japanese
        r.tapKeys(h, K.k, K.a)
        XCTAssertEqual(v.text, "лか")
        XCTAssertEqual(v.markedText, "か")
        system.inputMode = .chinesePinyin
        r.tapKeys(h, K.n, K.i)
        XCTAssertTrue(system.candidates.contains("你"), "pinyin ni offers 你, got \(system.candidates)")
    }

    /// An ASCII-only input (`.asciiCapable`, as secure fields) types English in a direct mode:
    /// in Russian mode a hardware key types its US letter.
    @MainActor func testASCIIOnlyInputTypesEnglishInADirectMode() async {
        let (h, r, v) = setUp(ASCIIKeyInputView(), modes: [.english, .russian])
        h.screen.textInput.inputMode = .russian
        r.tapKeys(h, K.q)
        XCTAssertEqual(v.text, "q")
    }

    /// The keymap a mode types with: the language's layout (a configured variant of that same
    /// layout kept), the first configured layout for English when modes switch, the configured
    /// one as it is with one mode.
    func testKeymapConfigurationPerMode() {
        let c = KeyboardConfiguration(layout: "us,de", variant: ",nodeadkeys", options: "grp:alt_shift_toggle")
        let ru = KeyboardRouter.keymapConfiguration(c, mode: .russian, switchesModes: true)
        XCTAssertEqual([ru.layout, ru.variant, ru.options], ["ru", "", "grp:alt_shift_toggle"])
        let de = KeyboardRouter.keymapConfiguration(c, mode: .german, switchesModes: true)
        XCTAssertEqual([de.layout, de.variant], ["de", "nodeadkeys"])
        let en = KeyboardRouter.keymapConfiguration(c, mode: .english, switchesModes: true)
        XCTAssertEqual([en.layout, en.variant], ["us", ""])
        XCTAssertEqual(KeyboardRouter.keymapConfiguration(c, mode: .english, switchesModes: false), c)
        XCTAssertEqual(KeyboardRouter.keymapConfiguration(c, mode: .hebrew, switchesModes: false).layout, "il")
    }
}
