import Foundation
import XCTest
@testable import Vitrine
@testable import VitrineShell
import VitrineTesting

extension KeyboardFixture {
    /// Puts a finger on the key that types `character` and holds it past the long-press
    /// delay (the variants popup opens when the key has variants).
    func hold(_ character: Character) throws {
        let p = try XCTUnwrap(keyboard.touchPoints(toType: character)?.last, "no key for \(character)")
        h.touchDown(at: p)
        h.advance(by: KeyboardView.accentDelay + 0.1)
    }

    /// The screen point of variant `index`'s cell in the open popup.
    func variantPoint(_ index: Int) throws -> CGPoint {
        let popup = keyboard.keysView.accents
        let cell = try XCTUnwrap(popup.cells.indices.contains(index) ? popup.cells[index] : nil, "the popup is not up")
        let inWindow = popup.convert(CGPoint(x: cell.midX, y: cell.midY), to: keyboard.window)
        return CGPoint(x: keyboard.window.frame.minX + inWindow.x, y: keyboard.window.frame.minY + inWindow.y)
    }
}

extension HeadlessHarness {
    /// A harness with the keyboard and a text field, first responder, the Arabic letters up,
    /// and "مرحبا" typed into it key by key (each letter one tap on the letters page).
    @MainActor static func arabicFieldTyped() throws -> (HeadlessHarness, UITextField) {
        let (h, keyboard) = HeadlessHarness.withKeyboard()
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
        field.borderStyle = .roundedRect
        h.window.rootViewController?.view.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        h.advance(by: 0.3)
        keyboard.keysView.configure(KeyboardRequest(mode: .arabic))
        for c in "مرحبا" {
            let points = try XCTUnwrap(keyboard.touchPoints(toType: c), "no key for \(c)")
            XCTAssertEqual(points.count, 1, "\(c) is one key on the Arabic letters page")
            for p in points { h.tap(at: p); h.advance(by: 0.4) }
        }
        return (h, field)
    }
}
