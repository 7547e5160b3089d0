import Foundation
import XCTest
@testable import Vitrine
import VitrinePlatform
import VitrineTesting

/// A 200×100 screen with `v` as the first responder and a keyboard router over `c` (no
/// Compose table, so tests do not depend on the locale's).
@MainActor func hardwareKeyboardScene<V: UIView>(_ v: V, _ c: KeyboardConfiguration = .standard) -> (HeadlessHarness, KeyboardRouter, V) {
    let h = HeadlessHarness(width: 200, height: 100)
    h.window.addSubview(v)
    XCTAssertTrue(v.becomeFirstResponder())
    let r = KeyboardRouter(screen: h.screen, configuration: c)
    r.typing.useCompose(nil)
    return (h, r, v)
}

/// Keys pressed and released at the harness's clock (Linux `KEY_*` codes).
extension KeyboardRouter {
    func press(_ h: HeadlessHarness, _ code: Int) { handle(code: code, pressed: true, time: h.clock.now) }
    func release(_ h: HeadlessHarness, _ code: Int) { handle(code: code, pressed: false, time: h.clock.now) }
    /// Each of `codes` pressed and released in turn.
    func tapKeys(_ h: HeadlessHarness, _ codes: Int...) {
        for c in codes { press(h, c); release(h, c) }
    }
    /// `body` run with `modifier` held.
    func holding(_ h: HeadlessHarness, _ modifier: Int, _ body: () -> Void) {
        press(h, modifier); body(); release(h, modifier)
    }
}
