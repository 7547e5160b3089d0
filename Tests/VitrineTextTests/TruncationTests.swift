import XCTest
import VitrineGraphics
@testable import VitrineText

/// NSLineBreakMode's truncation and clipping, and numberOfLines, as UIKit documents them.
final class TruncationTests: XCTestCase {
    private let sentence = "The quick brown fox jumps over the lazy dog and keeps running"
    private var attrs: TextAttributes { TextFixtures.attributes(TextFixtures.dejaVu, 17) }
    private var ellipsis: UInt32 { TextFixtures.dejaVu.glyphIndex(for: "…") }

    private func layout(_ mode: LineBreakMode, lines: Int = 1, width: CGFloat = 200, text: String? = nil) -> TextLayout {
        TextLayout(AttributedText(text ?? sentence, attributes: attrs),
                   options: .init(width: width, maximumNumberOfLines: lines, lineBreakMode: mode))
    }

    private func glyphs(_ line: TextLayout.Line) -> [UInt32] { line.runs.flatMap { $0.run.glyphs } }

    func testTailTruncationEndsTheLineWithAnEllipsis() {
        let l = layout(.byTruncatingTail)
        XCTAssertEqual(l.lines.count, 1)
        XCTAssertTrue(l.isTruncated)
        XCTAssertEqual(glyphs(l.lines[0]).last, ellipsis)
        XCTAssertEqual(glyphs(l.lines[0]).first, TextFixtures.dejaVu.glyphIndex(for: "T"))
        XCTAssertLessThanOrEqual(l.size.width, 200.01)
    }

    func testHeadTruncationStartsTheLineWithAnEllipsisAndKeepsTheEnd() {
        let l = layout(.byTruncatingHead)
        XCTAssertEqual(glyphs(l.lines[0]).first, ellipsis)
        XCTAssertEqual(glyphs(l.lines[0]).last, TextFixtures.dejaVu.glyphIndex(for: "g"), "…running")
        XCTAssertLessThanOrEqual(l.size.width, 200.01)
    }

    func testMiddleTruncationKeepsBothEnds() {
        let g = glyphs(layout(.byTruncatingMiddle).lines[0])
        XCTAssertEqual(g.first, TextFixtures.dejaVu.glyphIndex(for: "T"))
        XCTAssertEqual(g.last, TextFixtures.dejaVu.glyphIndex(for: "g"))
        guard let i = g.firstIndex(of: ellipsis) else { return XCTFail("no ellipsis") }
        XCTAssertGreaterThan(i, g.count / 4)
        XCTAssertLessThan(i, g.count * 3 / 4)
    }

    func testClippingDrawsNoEllipsisAndNothingPastTheEdge() {
        let l = layout(.byClipping)
        XCTAssertFalse(glyphs(l.lines[0]).contains(ellipsis))
        XCTAssertTrue(l.isTruncated)
        for (run, origin) in l.lines[0].runs {
            for p in run.positions { XCTAssertLessThan(origin.x + p.x, 200) }
        }
        XCTAssertGreaterThan(glyphs(l.lines[0]).count, 20, "clipping keeps what fits, up to the edge, mid-word")
    }

    func testWordWrappingWithOneLineShowsTheWordsThatFit() {
        let l = layout(.byWordWrapping)
        XCTAssertEqual(l.lines.count, 1)
        XCTAssertFalse(glyphs(l.lines[0]).contains(ellipsis))
        XCTAssertTrue(l.isTruncated)
    }

    func testNumberOfLinesZeroShowsEveryLine() {
        let l = layout(.byTruncatingTail, lines: 0)
        XCTAssertEqual(l.lines.count, 3)
        XCTAssertFalse(l.isTruncated)
        XCTAssertFalse(glyphs(l.lines[2]).contains(ellipsis))
    }

    func testNumberOfLinesTwoTruncatesTheSecondLine() {
        let l = layout(.byTruncatingTail, lines: 2)
        XCTAssertEqual(l.lines.count, 2)
        XCTAssertTrue(l.isTruncated)
        XCTAssertFalse(glyphs(l.lines[0]).contains(ellipsis), "only the last visible line is truncated")
        XCTAssertEqual(glyphs(l.lines[1]).last, ellipsis)
    }

    func testDroppedParagraphsAlsoTruncate() {
        let l = layout(.byTruncatingTail, lines: 1, width: 300, text: "First\nSecond")
        XCTAssertEqual(l.lines.count, 1)
        XCTAssertTrue(l.isTruncated)
        XCTAssertEqual(glyphs(l.lines[0]).last, ellipsis)
    }

    func testTextThatFitsIsNotTruncated() {
        let l = layout(.byTruncatingTail, lines: 1, width: 300, text: "Short")
        XCTAssertFalse(l.isTruncated)
        XCTAssertFalse(glyphs(l.lines[0]).contains(ellipsis))
    }
}
