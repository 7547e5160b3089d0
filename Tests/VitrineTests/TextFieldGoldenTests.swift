import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// Text fields rendered headless and compared with reviewed golden PNGs (tolerance:
/// `GoldenTolerance.standard`, ±2 per channel and no differing pixel). The caret is drawn
/// by the field's UITextInteraction (blue), in an editing field only, and follows the
/// app's `insertText`/`setMarkedText` at once.
final class TextFieldGoldenTests: XCTestCase {
    @MainActor private func check(_ h: HeadlessHarness, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: name, directory: goldenDirectory) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// Top to bottom: no border ("Plain"); `.line`; `.bezel`; `.roundedRect` with a
    /// placeholder; a secure field (six dots); a rounded field with the clear button and a
    /// blue square as its left view; a field composing Korean: "한" committed, "글" marked
    /// (underlined, the field is editing; the blue caret after 글, drawn by the text
    /// interaction, in the key window).
    @MainActor func testBorderStylesPlaceholderSecureClearAndMarked() async {
        let h = HeadlessHarness(width: 240, height: 300, scale: 2)
        h.window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        h.window.makeKeyAndVisible()
        var y: CGFloat = 8
        func field(_ style: UITextField.BorderStyle) -> UITextField {
            let f = UITextField(frame: CGRect(x: 10, y: y, width: 220, height: 34))
            f.font = UIFont(name: "DejaVu Sans", size: 15)
            f.borderStyle = style
            y += 42
            h.window.addSubview(f)
            return f
        }
        field(.none).text = "Plain"
        field(.line).text = "Line border"
        field(.bezel).text = "Bezel border"
        field(.roundedRect).placeholder = "Placeholder"
        let secure = field(.roundedRect)
        secure.isSecureTextEntry = true
        secure.text = "secret"
        let clear = field(.roundedRect)
        clear.text = "Clear me"
        clear.clearButtonMode = .always
        let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        square.backgroundColor = .systemBlue
        clear.leftView = square
        clear.leftViewMode = .always
        let marked = field(.roundedRect)
        marked.font = UIFont(name: "Noto Sans CJK KR", size: 15) ?? marked.font
        XCTAssertTrue(marked.becomeFirstResponder())
        marked.insertText("한")
        marked.setMarkedText("글", selectedRange: NSRange(location: 1, length: 0))
        XCTAssertNotNil(marked.markedTextRange)
        check(h, "textfield-styles")
    }

    /// An editing rounded field whose line is longer than it: scrolled so the end (and the
    /// blue caret right after "dog") shows: "…lazy dog" at the right edge, the start cut at the left.
    /// Below it the same text in a field that is not editing: the start shows.
    @MainActor func testALongLineScrolledWhileEditing() async {
        let h = HeadlessHarness(width: 240, height: 92, scale: 2)
        h.window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        h.window.makeKeyAndVisible()
        let fields = [8, 50].map { y -> UITextField in
            let f = UITextField(frame: CGRect(x: 10, y: CGFloat(y), width: 220, height: 34))
            f.font = UIFont(name: "DejaVu Sans", size: 15)
            f.borderStyle = .roundedRect
            h.window.addSubview(f)
            return f
        }
        fields[1].text = "The quick brown fox jumps over the lazy dog"
        XCTAssertTrue(fields[0].becomeFirstResponder())
        fields[0].insertText("The quick brown fox jumps over the lazy dog")
        XCTAssertGreaterThan(fields[0].scrollOffset, 0)
        check(h, "textfield-scrolled")
    }
}
