import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// UITextField's UITextInput geometry (in the field's coordinates: `textInputView` is the
/// field) and its rectangles. Expected values come from DejaVu Sans Mono's advance at 20 pt:
/// 1233/2048 × 20 pt, in HarfBuzz's 1/64 pt: 771/64.
final class TextFieldGeometryTests: XCTestCase {
    private let A: CGFloat = 771.0 / 64.0

    @MainActor private func makeField(_ text: String, width: CGFloat = 300, border: UITextField.BorderStyle = .none)
        -> (HeadlessHarness, UITextField) {
        let h = HeadlessHarness(width: 400, height: 120)
        let f = UITextField(frame: CGRect(x: 10, y: 10, width: width, height: 40))
        f.font = UIFont(name: "DejaVu Sans Mono", size: 20)
        f.borderStyle = border
        f.text = text
        h.window.addSubview(f)
        h.window.makeKeyAndVisible()
        _ = h.renderFrames()
        return (h, f)
    }

    @MainActor func testTheCaretIsBeforeTheCharacterAtItsOffset() async {
        let (_, f) = makeField("abcdef")
        XCTAssertTrue(f.becomeFirstResponder())
        for k in 1...5 {
            let r = f.caretRect(for: IndexedTextPosition(k))
            XCTAssertEqual(r.midX, CGFloat(k) * A, accuracy: 0.01, "offset \(k)")
            XCTAssertEqual(r.width, 2, "UIKit's caret is 2 points wide")
        }
        let r = f.caretRect(for: IndexedTextPosition(0))
        XCTAssertEqual(r.minX, 0, accuracy: 0.01, "kept inside the text rectangle")
        let lineHeight = f.font?.lineHeight ?? 0
        XCTAssertEqual(r.height, lineHeight, accuracy: 0.01)
        XCTAssertEqual(r.midY, 20, accuracy: 0.01, "the line is centred vertically in the 40-point field")
    }

    @MainActor func testTheRoundedBorderInsetsTheText() async {
        let (_, f) = makeField("abc", border: .roundedRect)
        f.becomeFirstResponder()
        XCTAssertEqual(f.editingRect(forBounds: f.bounds).minX, 7)
        XCTAssertEqual(f.caretRect(for: IndexedTextPosition(2)).midX, 7 + 2 * A, accuracy: 0.01)
    }

    @MainActor func testClosestPositionAndSelectionRects() async {
        let (_, f) = makeField("abcdef")
        f.becomeFirstResponder()
        let p = f.closestPosition(to: CGPoint(x: 2.4 * A, y: 20)) as? IndexedTextPosition
        XCTAssertEqual(p?.offset, 2)
        let within = f.closestPosition(to: CGPoint(x: 5.9 * A, y: 20), within: IndexedTextRange(NSRange(location: 1, length: 2)))
        XCTAssertEqual((within as? IndexedTextPosition)?.offset, 3, "clamped into the range")
        let rects = f.selectionRects(for: IndexedTextRange(NSRange(location: 1, length: 3)))
        XCTAssertEqual(rects.count, 1)
        XCTAssertEqual(rects[0].rect.minX, A, accuracy: 0.01)
        XCTAssertEqual(rects[0].rect.width, 3 * A, accuracy: 0.01)
        XCTAssertTrue(rects[0].containsStart && rects[0].containsEnd)
        XCTAssertEqual(f.firstRect(for: IndexedTextRange(NSRange(location: 1, length: 3))), rects[0].rect)
        let ch = f.characterRange(at: CGPoint(x: 2.2 * A, y: 20)) as? IndexedTextRange
        XCTAssertEqual(ch?.range, NSRange(location: 2, length: 1))
    }

    @MainActor func testCenteredAndRightAlignedText() async {
        let (_, f) = makeField("abcd", width: 200)
        f.textAlignment = .center
        f.becomeFirstResponder()
        XCTAssertEqual(f.caretRect(for: IndexedTextPosition(0)).midX, 100 - 2 * A, accuracy: 0.01)
        f.textAlignment = .right
        XCTAssertEqual(f.caretRect(for: IndexedTextPosition(0)).midX, 200 - 4 * A, accuracy: 0.01)
        f.text = ""
        XCTAssertEqual(f.caretRect(for: IndexedTextPosition(0)).maxX, 200, accuracy: 0.01, "an empty right-aligned field: the caret at the right")
    }

    @MainActor func testSecureTextHasOneDotPerCharacter() async {
        let (_, f) = makeField("")
        f.isSecureTextEntry = true
        f.becomeFirstResponder()
        f.insertText("pa👍s")
        let dot = f.shownLayout()?.size.width ?? 0
        XCTAssertEqual(f.text, "pa👍s")
        // Four characters (the emoji is one), four dots: the caret after the emoji sits after three dots.
        XCTAssertEqual(f.caretRect(for: IndexedTextPosition(4)).midX, 3 * dot / 4, accuracy: 0.01)
    }

    @MainActor func testUpAndDownOnOneLineGoToTheEnds() async {
        let (_, f) = makeField("abc")
        f.becomeFirstResponder()
        XCTAssertEqual((f.position(from: IndexedTextPosition(1), in: .up, offset: 1) as? IndexedTextPosition)?.offset, 0)
        XCTAssertEqual((f.position(from: IndexedTextPosition(1), in: .down, offset: 1) as? IndexedTextPosition)?.offset, 3)
        XCTAssertEqual((f.position(from: IndexedTextPosition(1), in: .right, offset: 2) as? IndexedTextPosition)?.offset, 3)
    }

    @MainActor func testALongLineScrollsToKeepTheCaretVisible() async {
        let (h, f) = makeField("", width: 100)
        f.becomeFirstResponder()
        f.insertText(String(repeating: "x", count: 20))
        _ = h.renderFrames()
        // 20 advances = 240.9 pt in a 100-point field: scrolled so the caret's right edge is at 100.
        let end = f.caretRect(for: IndexedTextPosition(20))
        XCTAssertEqual(end.maxX, 100, accuracy: 0.01)
        XCTAssertEqual(f.scrollOffset, 20 * A + 1 - 100, accuracy: 0.01)
        f.selectedTextRange = IndexedTextRange(NSRange(location: 0, length: 0))
        XCTAssertEqual(f.scrollOffset, 0, accuracy: 0.01, "back to the start when the caret goes there")
        f.resignFirstResponder()
        XCTAssertEqual(f.scrollOffset, 0)
    }

    /// iOS: a rounded field in the 17-point system font is 34 points tall… here the font's
    /// line height plus 7 points above and below, rounded down.
    @MainActor func testIntrinsicContentSize() async {
        let (_, f) = makeField("abcd", border: .roundedRect)
        let line = f.font?.lineHeight ?? 0
        XCTAssertEqual(f.intrinsicContentSize.height, (line + 14).rounded(.down))
        XCTAssertEqual(f.intrinsicContentSize.width, (4 * A + 14).rounded(.up))
        f.placeholder = "a much longer placeholder"
        XCTAssertGreaterThan(f.intrinsicContentSize.width, (20 * A))
    }

    /// A 24-point left view shown always, a 30×20 right view unless editing, and the clear
    /// button while editing.
    @MainActor static func addOverlays(to f: UITextField) -> (left: UIView, right: UIView) {
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        let right = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        f.leftView = left
        f.leftViewMode = .always
        f.rightView = right
        f.rightViewMode = .unlessEditing
        f.clearButtonMode = .whileEditing
        return (left, right)
    }

    @MainActor func testOverlayRectsAndModes() async {
        let (h, f) = makeField("abc", width: 200)
        let (_, right) = Self.addOverlays(to: f)
        _ = h.renderFrames()
        XCTAssertEqual(f.leftViewRect(forBounds: f.bounds), CGRect(x: 0, y: 8, width: 24, height: 24))
        XCTAssertEqual(f.rightViewRect(forBounds: f.bounds), CGRect(x: 170, y: 10, width: 30, height: 20))
        XCTAssertFalse(right.isHidden)
        XCTAssertTrue(f.clearButton.isHidden)
        XCTAssertEqual(f.textRect(forBounds: f.bounds).maxX, 168, "left of the right view")
        f.becomeFirstResponder()
        _ = h.renderFrames()
        XCTAssertTrue(right.isHidden, "unlessEditing: hidden while editing")
        XCTAssertFalse(f.clearButton.isHidden, "whileEditing, and there is text")
        XCTAssertEqual(f.clearButtonRect(forBounds: f.bounds), CGRect(x: 200 - 5 - 19, y: 11, width: 19, height: 19))
        XCTAssertEqual(f.editingRect(forBounds: f.bounds).maxX, 200 - 5 - 19 - 2)
        XCTAssertEqual(f.editingRect(forBounds: f.bounds).minX, 24)
    }
}

/// Secure entry: dots, and the character just typed shown for a moment (as on iOS).
final class TextFieldSecureRevealTests: XCTestCase {
    @MainActor private func shown(_ f: UITextField) -> String {
        let map = TextEditingGeometry.DisplayMap(onePerCharacterOf: f.text ?? "")
        return f.secureDisplayString(dots: map.toText.count - 1, map: map)
    }

    @MainActor func testTheLastTypedCharacterShowsUntilTheClockHidesIt() async {
        let h = HeadlessHarness(width: 300, height: 100)
        h.window.makeKeyAndVisible()
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.isSecureTextEntry = true
        h.window.addSubview(f)
        f.becomeFirstResponder()
        f.insertText("p")
        f.insertText("w")
        XCTAssertEqual(shown(f), "•w", "only the last character shows")
        h.advance(by: 1.0)
        XCTAssertEqual(shown(f), "•w")
        h.advance(by: 0.6)
        XCTAssertEqual(shown(f), "••", "hidden after 1.5 s on the screen clock")
        f.insertText("x")
        f.deleteBackward()
        XCTAssertEqual(shown(f), "••", "a deletion hides it at once")
        f.insertText("y")
        f.resignFirstResponder()
        XCTAssertEqual(shown(f), "•••", "ending editing hides it")
        XCTAssertEqual(f.text, "pwy")
    }
}
