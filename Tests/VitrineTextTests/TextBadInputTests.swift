import XCTest
import VitrineGraphics
@testable import VitrineText

/// Bad input gets the best rendering possible, never a trap or a hang.
final class TextBadInputTests: XCTestCase {
    private var attrs: TextAttributes { TextFixtures.attributes(TextFixtures.dejaVu, 17) }

    func testAFiftyThousandCharacterParagraphLaysOut() {
        let words = (0..<10_000).map { "w\($0 % 1000)" }.joined(separator: " ")
        let s = String(words.prefix(50_000))
        let l = TextLayout(AttributedText(s, attributes: attrs), options: .init(width: 400))
        XCTAssertGreaterThan(l.lines.count, 500)
        XCTAssertEqual(l.lines.last?.range.upperBound, s.utf16.count, "every character is on a line")
        let one = TextLayout(AttributedText(s, attributes: attrs), options: .init(width: 400, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail))
        XCTAssertEqual(one.lines.count, 1)
        XCTAssertTrue(one.isTruncated)
    }

    func testLoneSurrogatesAreShapedAsReplacementCharacters() {
        let u: [UInt16] = [0x61, 0xD800, 0x62, 0xDC00, 0xDC00, 0x63]
        let text = AttributedText(utf16: u, runs: [], base: attrs)
        let l = TextLayout(text, options: .init(width: 300))
        XCTAssertEqual(l.lines.count, 1)
        XCTAssertEqual(l.lines[0].runs.flatMap { $0.run.glyphs }.count, 6, "a, three U+FFFD, b, c: nothing dropped")
    }

    func testAHugeFontSizeIsClamped() {
        let f = TextFont(face: TextFixtures.dejaVu, size: 2000)
        XCTAssertEqual(f.size, TextFont.maximumSize)
        XCTAssertEqual(TextFont(face: TextFixtures.dejaVu, size: .nan).size, 12)
        XCTAssertEqual(TextFont(face: TextFixtures.dejaVu, size: -3).size, 1)
        let l = TextLayout(AttributedText("W", attributes: TextAttributes(font: f)), options: .init(width: 100))
        XCTAssertEqual(l.lines.count, 1, "a glyph wider than the box still gets its line")
    }

    func testZeroAndNonFiniteWidths() {
        let z = TextLayout(AttributedText("Hello world", attributes: attrs), options: .init(width: 0))
        XCTAssertEqual(z.lines.map(\.range).reduce(0) { $0 + $1.count }, 11, "one grapheme a line, none lost")
        let n = TextLayout(AttributedText("Hello", attributes: attrs), options: .init(width: .infinity))
        XCTAssertEqual(n.lines.count, 5, "an infinite width is refused as 0")
    }

    func testEmptyAndNewlineOnlyText() {
        XCTAssertTrue(TextLayout(AttributedText("", attributes: attrs)).lines.isEmpty)
        XCTAssertEqual(TextLayout(AttributedText("\n", attributes: attrs)).lines.count, 2)
    }
}
