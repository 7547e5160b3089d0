import Foundation
import XCTest
@testable import Vitrine
import VitrineTesting

/// A kiosk's form typed into all day, on the virtual clock: 10,000 characters typed into a
/// field through `UIKeyInput` (as both keyboards type), every tenth composed as marked text
/// first (as the Korean input method does), a backspace now and then, a tenth of a second
/// between keystrokes (the caret's blink, the secure field's reveal of the last character and
/// the frames they ask for run as they would), the field emptied every hundred characters (a form sent and cleared), so
/// the text itself stays short. After a warm-up the heap may not grow beyond a bound far
/// below what one leaked `NSAttributedString` a keystroke (about 500 bytes each on Linux)
/// would add.
final class TextInputSoakTests: XCTestCase {
    static let warmUp = 1_000
    static let characters = 10_000
    /// 26 bytes a character; one attributed string a keystroke would be 5 MB.
    static let bound = 256 * 1024

    @MainActor func testTypingKeepsNoMemoryPerCharacter() async {
        let h = HeadlessHarness(width: 480, height: 120)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 460, height: 40))
        h.window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        h.renderFrames()
        let letters = Array("the quick brown fox jumps over the lazy dog ")
        let growth = HeapGrowth.measure(warmUp: Self.warmUp, count: Self.characters) { i in
            if i % 100 == 0 { field.text = "" }
            if i % 10 == 5 {
                field.setMarkedText("ㅎ", selectedRange: NSRange(location: 1, length: 0))
                field.setMarkedText("하", selectedRange: NSRange(location: 1, length: 0))
                field.unmarkText()
            } else {
                field.insertText(String(letters[i % letters.count]))
            }
            if i % 25 == 24 { field.deleteBackward() }
            h.advance(by: 0.1)
        }
        XCTAssertEqual(field.text?.isEmpty, false, "the field holds what was typed since it was last emptied")
        XCTAssertLessThan(growth.bytes, Self.bound, "typing kept \(growth)")
    }

    /// The same for a secure field (its dots are laid out from the text on every keystroke).
    @MainActor func testSecureTypingKeepsNoMemoryPerCharacter() async {
        let h = HeadlessHarness(width: 480, height: 120)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 460, height: 40))
        field.isSecureTextEntry = true
        h.window.addSubview(field)
        XCTAssertTrue(field.becomeFirstResponder())
        h.renderFrames()
        let growth = HeapGrowth.measure(warmUp: Self.warmUp, count: Self.characters) { i in
            if i % 100 == 0 { field.text = "" }
            field.insertText("k")
            h.advance(by: 0.1)
        }
        XCTAssertLessThan(growth.bytes, Self.bound, "secure typing kept \(growth)")
    }

    /// `String.draw(at:withAttributes:)` and `size(withAttributes:)` in `draw(_:)` code, as
    /// a clock or a chart calls them every frame: 10,000 calls keep nothing.
    @MainActor func testStringDrawingKeepsNoMemoryPerCall() async {
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.red, .kern: 0.5]
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 40))
        _ = renderer.image { _ in
            let growth = HeapGrowth.measure(warmUp: 500, count: 10_000) { i in
                let text = "12:3\(i % 10)"
                let size = text.size(withAttributes: attributes)
                text.draw(at: CGPoint(x: 60 - size.width / 2, y: 10), withAttributes: attributes)
                (text as NSString).draw(in: CGRect(x: 0, y: 20, width: 120, height: 20), withAttributes: attributes)
            }
            XCTAssertLessThan(growth.bytes, Self.bound, "string drawing kept \(growth)")
        }
    }
}
