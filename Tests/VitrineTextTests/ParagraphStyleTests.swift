import XCTest
import VitrineGraphics
@testable import VitrineText

/// NSParagraphStyle's properties as the engine applies them, and the line box.
final class ParagraphStyleTests: XCTestCase {
    private let face = TextFixtures.dejaVu
    private var attrs: TextAttributes { TextFixtures.attributes(face, 17) }
    private let two = "The quick brown fox jumps over the lazy dog"

    private func layout(_ s: String, _ style: ParagraphStyle, width: CGFloat = 200) -> TextLayout {
        TextLayout(AttributedText(s, attributes: attrs, paragraphStyle: style), options: .init(width: width))
    }

    func testALineIsAscentPlusDescentPlusLeadingOfItsFont() {
        let e = TextFont(face: face, size: 17).extents
        // DejaVu Sans: hhea ascender 1901, descender -483, line gap 0, 2048 units per em.
        XCTAssertEqual(e.ascent, 17 * 1901 / 2048, accuracy: 0.02)
        XCTAssertEqual(e.descent, 17 * 483 / 2048, accuracy: 0.02)
        let l = layout("Hello", .default)
        XCTAssertEqual(l.size.height, e.lineHeight, accuracy: 0.001)
        XCTAssertEqual(l.firstBaseline, e.ascent, accuracy: 0.001)
    }

    func testLineSpacingGoesBetweenLinesOnly() {
        let plain = layout(two, .default)
        var s = ParagraphStyle(); s.lineSpacing = 10
        let spaced = layout(two, s)
        XCTAssertGreaterThan(plain.lines.count, 1)
        XCTAssertEqual(spaced.lines.count, plain.lines.count)
        XCTAssertEqual(spaced.size.height, plain.size.height + 10 * CGFloat(plain.lines.count - 1), accuracy: 0.001)
    }

    func testParagraphSpacingGoesAfterAParagraphButNotTheLast() {
        var s = ParagraphStyle(); s.paragraphSpacing = 12; s.paragraphSpacingBefore = 5
        let l = layout("One\nTwo", s)
        let h = TextFont(face: face, size: 17).extents.lineHeight
        XCTAssertEqual(l.size.height, 2 * h + 12 + 5, accuracy: 0.001)
    }

    func testLineHeightMultipleAndLimits() {
        let h = TextFont(face: face, size: 17).extents.lineHeight
        var s = ParagraphStyle(); s.lineHeightMultiple = 2
        XCTAssertEqual(layout("Hello", s).size.height, 2 * h, accuracy: 0.001)
        s = ParagraphStyle(); s.minimumLineHeight = 40
        XCTAssertEqual(layout("Hello", s).size.height, 40, accuracy: 0.001)
        s = ParagraphStyle(); s.maximumLineHeight = 10
        XCTAssertEqual(layout("Hello", s).size.height, 10, accuracy: 0.001)
    }

    func testIndentsAreFromTheLeadingEdge() {
        var s = ParagraphStyle(); s.firstLineHeadIndent = 30; s.headIndent = 10
        let l = layout(two, s)
        XCTAssertEqual(l.lines[0].frame.minX, 30, accuracy: 0.001)
        XCTAssertEqual(l.lines[1].frame.minX, 10, accuracy: 0.001)
        var t = ParagraphStyle(); t.tailIndent = -50
        for line in layout(two, t).lines { XCTAssertLessThanOrEqual(line.frame.maxX, 150.01) }
    }

    func testJustifiedStretchesEveryLineButTheLast() {
        var s = ParagraphStyle(); s.alignment = .justified
        let l = layout(two + " " + two, s)
        XCTAssertGreaterThan(l.lines.count, 2)
        for line in l.lines.dropLast() { XCTAssertEqual(line.frame.width, 200, accuracy: 0.01) }
        XCTAssertLessThan(l.lines.last?.frame.width ?? 200, 199)
    }

    func testCenterAndRightAlignment() {
        var s = ParagraphStyle(); s.alignment = .center
        let c = layout("Hi", s)
        XCTAssertEqual(c.lines[0].frame.midX, 100, accuracy: 0.01)
        s.alignment = .right
        XCTAssertEqual(layout("Hi", s).lines[0].frame.maxX, 200, accuracy: 0.01)
    }

    func testAParagraphTakesTheStyleAtItsFirstCharacter() {
        var centered = ParagraphStyle(); centered.alignment = .center
        let u = Array("Left\nMiddle".utf16)
        let text = AttributedText(utf16: u, runs: [.init(range: 0..<5, attributes: attrs),
                                                    .init(range: 5..<u.count, attributes: attrs, paragraphStyle: centered)],
                                  base: attrs)
        let l = TextLayout(text, options: .init(width: 200))
        XCTAssertEqual(l.lines[0].frame.minX, 0, accuracy: 0.01)
        XCTAssertEqual(l.lines[1].frame.midX, 100, accuracy: 0.01)
    }
}
