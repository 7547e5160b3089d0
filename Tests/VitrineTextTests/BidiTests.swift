import XCTest
import VitrineGraphics
@testable import VitrineText

/// Bidirectional text (UAX #9 through ICU): levels, visual order, natural alignment.
final class BidiTests: XCTestCase {
    private func levels(_ s: String, _ d: WritingDirection = .natural) -> ([UInt8], UInt8) {
        let u = Array(s.utf16)
        return u.withUnsafeBufferPointer { Bidi.levels($0, direction: d) }
    }

    func testHebrewInLatinIsLevelOneInALevelZeroParagraph() {
        let (l, p) = levels("ab אב cd")
        XCTAssertEqual(p, 0, "the first strong character (a) is L (rule P2)")
        XCTAssertEqual(l, [0, 0, 0, 1, 1, 0, 0, 0])
    }

    func testAnArabicFirstParagraphIsRightToLeft() {
        let (l, p) = levels("سلام 12 abc")
        XCTAssertEqual(p, 1)
        XCTAssertEqual(Array(l.prefix(4)), [1, 1, 1, 1])
        XCTAssertEqual(l[5], 2, "European digits in an RTL paragraph get level 2 (rule I2)")
        XCTAssertEqual(l[8], 2, "Latin letters in an RTL paragraph get level 2 (rule I2)")
    }

    func testAnExplicitDirectionOverridesTheFirstStrongCharacter() {
        XCTAssertEqual(levels("abc", .rightToLeft).1, 1)
        XCTAssertEqual(levels("אבג", .leftToRight).1, 0)
    }

    func testL2ReversesRunsFromTheHighestLevel() {
        // Levels 0 1 1 2 2 1 0: the level-2 pair reverses inside the reversed level-1 run.
        XCTAssertEqual(Bidi.visualOrder([0, 1, 1, 2, 2, 1, 0]), [0, 5, 3, 4, 2, 1, 6])
    }

    func testMixedLineRunsAreInVisualOrder() {
        let face = TextFixtures.dejaVu
        let a = TextFixtures.attributes(face, 17)
        let s = "abc אבגד efg"
        let layout = TextLayout(AttributedText(s, attributes: a))
        let runs = layout.lines[0].runs
        XCTAssertEqual(runs.count, 3)
        XCTAssertEqual(runs.map { $0.run.glyphs.count }, [4, 4, 4], "abc+space, the Hebrew word, space+efg (the space between R and L resolves to the paragraph level, N2, and joins the Latin run)")
        XCTAssertTrue(zip(runs, runs.dropFirst()).allSatisfy { $0.origin.x < $1.origin.x })
        // Inside the Hebrew run the first logical letter (alef) is drawn rightmost.
        let hebrew = runs[1].run
        let alef = face.glyphIndex(for: "א")
        XCTAssertEqual(hebrew.glyphs.last, alef)
    }

    func testNaturalAlignmentFollowsTheParagraphDirection() {
        let a = TextFixtures.attributes(TextFixtures.dejaVu, 17)
        let rtl = TextLayout(AttributedText("שלום", attributes: a), options: .init(width: 300))
        XCTAssertEqual(rtl.lines[0].frame.maxX, 300, accuracy: 0.01, "an RTL paragraph aligns right")
        let ltr = TextLayout(AttributedText("hello", attributes: a), options: .init(width: 300))
        XCTAssertEqual(ltr.lines[0].frame.minX, 0, accuracy: 0.01)
        let left = TextLayout(AttributedText("שלום", attributes: a), options: .init(width: 300, alignment: .left))
        XCTAssertEqual(left.lines[0].frame.minX, 0, accuracy: 0.01, ".left is physical, even in RTL text")
    }

    func testTheEllipsisOfATruncatedRTLLineIsAtItsLeftEnd() {
        let a = TextFixtures.attributes(TextFixtures.dejaVu, 17)
        let s = "שלום עולם שלום עולם שלום עולם שלום עולם"
        let layout = TextLayout(AttributedText(s, attributes: a), options: .init(width: 120, maximumNumberOfLines: 1, lineBreakMode: .byTruncatingTail))
        let runs = layout.lines[0].runs
        let ellipsis = TextFixtures.dejaVu.glyphIndex(for: "…")
        XCTAssertEqual(runs.first?.run.glyphs, [ellipsis], "the logical end of RTL text is its left end")
        XCTAssertTrue(layout.isTruncated)
    }
}
