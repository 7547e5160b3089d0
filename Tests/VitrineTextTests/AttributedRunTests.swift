import XCTest
import VitrineGraphics
@testable import VitrineText

/// Attribute runs: kern, underline, strikethrough, background, colour, and input repair.
final class AttributedRunTests: XCTestCase {
    private let face = TextFixtures.dejaVu

    func testKernAddsSpaceAfterEveryCharacter() {
        var a = TextFixtures.attributes(face, 17)
        let plain = TextLayout(AttributedText("abcd", attributes: a)).size.width
        a.kern = 2
        XCTAssertEqual(TextLayout(AttributedText("abcd", attributes: a)).size.width, plain + 8, accuracy: 0.01)
    }

    func testUnderlineIsBelowAndStrikethroughAboveTheBaseline() {
        var a = TextFixtures.attributes(face, 17)
        a.underline = .single
        a.strikethrough = .double
        a.strikethroughColor = Color(red: 1, green: 0, blue: 0)
        let l = TextLayout(AttributedText("Hello", attributes: a))
        let line = l.lines[0]
        XCTAssertEqual(line.decorations.count, 3, "one underline, two strikethrough strokes")
        let under = line.decorations[0]
        XCTAssertGreaterThan(under.rect.minY, line.baseline, "underline below the baseline")
        XCTAssertEqual(under.color, .black)
        XCTAssertEqual(under.rect.width, l.size.width, accuracy: 0.01)
        for strike in line.decorations.dropFirst() {
            XCTAssertLessThan(strike.rect.maxY, line.baseline, "strikethrough above it")
            XCTAssertEqual(strike.color, Color(red: 1, green: 0, blue: 0))
        }
    }

    func testBackgroundFillsTheRunsLineBox() {
        var a = TextFixtures.attributes(face, 17)
        let plain = a
        a.backgroundColor = Color(red: 1, green: 1, blue: 0)
        let u = Array("ab cd".utf16)
        let text = AttributedText(utf16: u, runs: [.init(range: 0..<3, attributes: plain), .init(range: 3..<5, attributes: a)], base: plain)
        let l = TextLayout(text)
        XCTAssertEqual(l.lines[0].backgrounds.count, 1)
        let bg = l.lines[0].backgrounds[0]
        XCTAssertEqual(bg.rect.minY, 0)
        XCTAssertEqual(bg.rect.height, l.lines[0].frame.height, accuracy: 0.001)
        XCTAssertEqual(bg.rect.maxX, l.size.width, accuracy: 0.01)
        XCTAssertGreaterThan(bg.rect.minX, 0)
    }

    func testEachRunKeepsItsColour() {
        let red = Color(red: 1, green: 0, blue: 0)
        let u = Array("black red".utf16)
        let text = AttributedText(utf16: u, runs: [.init(range: 0..<6, attributes: TextFixtures.attributes(face, 17)),
                                                    .init(range: 6..<9, attributes: TextFixtures.attributes(face, 17, color: red))],
                                  base: TextFixtures.attributes(face, 17))
        let runs = TextLayout(text).lines[0].runs
        XCTAssertEqual(runs.map { $0.run.color }, [.black, red])
    }

    func testOutOfRangeAndOverlappingRunsAreRepairedNotTrapped() {
        let a = TextFixtures.attributes(face, 17)
        let red = TextFixtures.attributes(face, 17, color: Color(red: 1, green: 0, blue: 0))
        let u = Array("hello".utf16)
        let text = AttributedText(utf16: u, runs: [.init(range: 3..<99, attributes: red), .init(range: -5..<2, attributes: a),
                                                    .init(range: 1..<4, attributes: red)], base: a)
        XCTAssertEqual(text.runs.map(\.range), [0..<1, 1..<5])
        XCTAssertEqual(text.runs[1].attributes.color, Color(red: 1, green: 0, blue: 0))
    }

    func testBaselineOffsetRaisesARunAndGrowsItsLine() {
        let plain = TextFixtures.attributes(face, 17)
        var raised = plain
        raised.baselineOffset = 6
        let u = Array("x2".utf16)
        let text = AttributedText(utf16: u, runs: [.init(range: 0..<1, attributes: plain), .init(range: 1..<2, attributes: raised)], base: plain)
        let l = TextLayout(text)
        let flat = TextLayout(AttributedText("x2", attributes: plain))
        XCTAssertEqual(l.lines[0].runs.count, 2)
        XCTAssertEqual(l.lines[0].runs[1].run.positions[0].y, -6, accuracy: 0.001, "6 points above the baseline (y grows down)")
        XCTAssertEqual(l.lines[0].runs[0].run.positions[0].y, 0, accuracy: 0.001)
        XCTAssertEqual(l.size.height, flat.size.height + 6, accuracy: 0.001, "the line grows by the offset")
        XCTAssertEqual(l.firstBaseline, flat.firstBaseline + 6, accuracy: 0.001)
    }
}
