import XCTest
@testable import VitrineText

final class TextLayoutSmokeTests: XCTestCase {
    func testEmptyTextHasNoLines() throws {
        let face = try FontFaceFixture.dejaVu()
        let layout = TextLayout(AttributedText("", attributes: TextAttributes(font: TextFont(face: face, size: 17))))
        XCTAssertTrue(layout.lines.isEmpty)
        XCTAssertEqual(layout.size, .zero)
    }
}
