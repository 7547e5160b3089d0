import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// What the input method tests share: a key window holding one input as first responder in a
/// given mode, and typing keys through the text system.
extension XCTestCase {
    /// `v` in a key window, first responder, the text system in `mode`.
    @MainActor func focusForTyping<V: UIView>(_ v: V, mode: TextInputMode) -> (HeadlessHarness, UIWindow, V) {
        let h = HeadlessHarness(width: 400, height: 300)
        let w = UIWindow(screen: h.screen)
        w.makeKeyAndVisible()
        w.addSubview(v)
        XCTAssertTrue(v.becomeFirstResponder())
        // rime starts in the call (ChineseEngineTests drive the background start)
        h.screen.textInput.chineseEngineStarter = .immediate
        h.screen.textInput.inputMode = mode
        return (h, w, v)
    }

    /// Types QWERTY keys (`<` backspace, `\n` return) through the text system.
    @MainActor func typeKeys(_ keys: String, _ h: HeadlessHarness) {
        for k in keys {
            switch k {
            case "<": h.screen.textInput.perform(.deleteBackward)
            case "\n": h.screen.textInput.perform(.return)
            default: h.screen.textInput.perform(.text(String(k)))
            }
        }
    }
}
