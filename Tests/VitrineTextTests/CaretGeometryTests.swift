import XCTest
import VitrineGraphics
@testable import VitrineText

/// Caret, hit-testing and selection geometry of a `TextLayout`, the model of UITextInput's
/// `caretRect(for:)`, `closestPosition(to:)` and `selectionRects(for:)`. Expected values come
/// from DejaVu Sans Mono's advance (1233 units of a 2048-unit em for every character; HarfBuzz
/// positions in 1/64 pt, so at 20 pt one advance is round(1233/2048 × 20 × 64)/64 = 771/64 pt),
/// so a position k characters in is k × 771/64. Hebrew (which the mono face lacks and takes
/// from a fallback face) is measured letter by letter on its own.
final class CaretGeometryTests: XCTestCase {
    private let size: CGFloat = 20
    /// One monospaced advance at 20 pt: 1233/2048 × 20 = 12.0410 pt, in 1/64 pt: 771/64.
    private let A: CGFloat = 771.0 / 64.0
    /// The advance of one letter laid out alone.
    private func advance(_ s: String) -> CGFloat { layout(s).size.width }
    /// The space's advance in the Hebrew fallback face.
    private var hebrewSpace: CGFloat { advance("א א") - 2 * advance("א") }

    private var mono: FontFace { TextFixtures.face("DejaVu Sans Mono") }

    private func layout(_ s: String, width: CGFloat? = nil, alignment: TextAlignment? = nil) -> TextLayout {
        TextLayout(AttributedText(s, attributes: TextFixtures.attributes(mono, size)), options: .init(width: width, alignment: alignment))
    }

    private func caretX(_ l: TextLayout, _ o: Int, _ a: CaretAffinity = .downstream) -> CGFloat? {
        l.caretRect(forOffset: o, affinity: a, width: 2).map(\.midX)
    }

    func testTheMonospacedAdvanceIsTheOneTheExpectationsUse() {
        XCTAssertEqual(mono.unitsPerEm, 2048)
        XCTAssertEqual(layout("abcdef").size.width, 6 * A, accuracy: 0.01)
        XCTAssertEqual((1233.0 / 2048.0 * 20 * 64).rounded(), 771)
    }

    func testTheCaretSitsBeforeTheCharacterAtItsOffset() {
        let l = layout("abcdef")
        for k in 0...6 { XCTAssertEqual(caretX(l, k) ?? -1, CGFloat(k) * A, accuracy: 0.01, "offset \(k)") }
        let r = l.caretRect(forOffset: 2, width: 2)
        XCTAssertEqual(r?.width, 2)
        XCTAssertEqual(r?.minY, 0)
        XCTAssertEqual(r?.height ?? 0, l.lines[0].frame.height, accuracy: 0.001, "as tall as the line")
    }

    func testOffsetsOutsideTheTextAreClamped() {
        let l = layout("abc")
        XCTAssertEqual(caretX(l, -5) ?? -1, 0, accuracy: 0.01)
        XCTAssertEqual(caretX(l, 99) ?? -1, 3 * A, accuracy: 0.01)
        XCTAssertNil(layout("").caretRect(forOffset: 0), "no lines: the caller places the caret from the font")
    }

    func testTrailingSpacesHangButTheCaretStillStepsThroughThem() {
        // A text field showing "ab  ": the caret after the spaces is two advances past "ab".
        let l = layout("ab  ")
        XCTAssertEqual(caretX(l, 3) ?? -1, 3 * A, accuracy: 0.01)
        XCTAssertEqual(caretX(l, 4) ?? -1, 4 * A, accuracy: 0.01)
    }

    func testAtASoftWrapTheAffinityPicksTheLine() {
        // "aaa bbb" in five advances: "aaa " / "bbb".
        let l = layout("aaa bbb", width: 5 * A)
        XCTAssertEqual(l.lines.map(\.range), [0..<4, 4..<7])
        XCTAssertEqual(l.lineIndex(forOffset: 4, affinity: .upstream), 0)
        XCTAssertEqual(l.lineIndex(forOffset: 4, affinity: .downstream), 1)
        XCTAssertEqual(caretX(l, 4, .upstream) ?? -1, 4 * A, accuracy: 0.01, "end of the first line, after its space")
        XCTAssertEqual(caretX(l, 4, .downstream) ?? -1, 0, accuracy: 0.01, "start of the second line")
        XCTAssertEqual(l.lineRange(forOffset: 5), 4..<7)
        let second = l.caretRect(forOffset: 4, affinity: .downstream)
        XCTAssertEqual(second?.minY ?? -1, l.lines[1].frame.minY, accuracy: 0.001)
    }

    func testHitTestingPicksTheNearestCaretStop() {
        let l = layout("abcdef")
        let y = l.lines[0].frame.midY
        XCTAssertEqual(l.closestOffset(to: CGPoint(x: 2.4 * A, y: y)).offset, 2)
        XCTAssertEqual(l.closestOffset(to: CGPoint(x: 2.6 * A, y: y)).offset, 3)
        XCTAssertEqual(l.closestOffset(to: CGPoint(x: -50, y: -50)).offset, 0, "above and left of the text: its start")
        XCTAssertEqual(l.closestOffset(to: CGPoint(x: 500, y: 500)).offset, 6, "below and right: its end")
    }

    func testHitTestingPastAWrappedLineStaysOnThatLine() {
        let l = layout("aaa bbb", width: 5 * A)
        let hit = l.closestOffset(to: CGPoint(x: 4.9 * A, y: l.lines[0].frame.midY))
        XCTAssertEqual(hit.offset, 4)
        XCTAssertEqual(hit.affinity, .upstream, "the end of the first line, not the start of the second")
        let below = l.closestOffset(to: CGPoint(x: 1.1 * A, y: l.lines[1].frame.midY))
        XCTAssertEqual(below.offset, 5)
        XCTAssertEqual(below.affinity, .downstream)
    }

    func testMixedDirectionCaretsFollowTheRunOfTheAdjacentCharacter() {
        // "ab אבג cd": visually a b ␠ ג ב א ␠ c d (the Hebrew word is reversed, UAX #9 L2):
        // gimel from 3A, bet after it, alef last, then " cd" from 3A + H. (The space after the
        // Hebrew word is drawn in the Hebrew face, as punctuation keeps the previous face.)
        let l = layout("ab אבג cd")
        let gimel = advance("ג"), bet = advance("ב"), H = advance("א") + bet + gimel
        XCTAssertEqual(l.size.width, 5 * A + H + hebrewSpace, accuracy: 0.01, "the advances add up (no kerning between them)")
        XCTAssertEqual(caretX(l, 3, .upstream) ?? -1, 3 * A, accuracy: 0.01, "after the space, in the Latin run")
        XCTAssertEqual(caretX(l, 3, .downstream) ?? -1, 3 * A + H, accuracy: 0.01, "before alef: alef's right edge")
        XCTAssertEqual(caretX(l, 4) ?? -1, 3 * A + gimel + bet, accuracy: 0.01, "before bet: bet's right edge")
        XCTAssertEqual(caretX(l, 6, .upstream) ?? -1, 3 * A, accuracy: 0.01, "after gimel: its left edge")
        XCTAssertEqual(caretX(l, 6, .downstream) ?? -1, 3 * A + H, accuracy: 0.01, "before the space of \" cd\"")
        let y = l.lines[0].frame.midY
        let hit = l.closestOffset(to: CGPoint(x: 3 * A + H - 0.1, y: y)).offset
        XCTAssertTrue(hit == 3 || hit == 6, "both 3 (alef's right edge) and 6 (the Latin run's start) sit at 3A + H")
        XCTAssertEqual(l.closestOffset(to: CGPoint(x: 3 * A + gimel + 0.1, y: y)).offset, 5, "gimel's right edge: before gimel")
    }

    func testASelectionAcrossADirectionChangeFallsIntoSeveralRects() {
        let l = layout("ab אבג cd")
        let gimel = advance("ג"), H = advance("א") + advance("ב") + gimel
        // "b", " ", alef, bet: visually [A, 3A] in the Latin run and [3A + gimel, 3A + H] in
        // the Hebrew one.
        let rects = l.selectionRects(for: 1..<5)
        XCTAssertEqual(rects.count, 2)
        XCTAssertEqual(rects[0].rect.minX, 1 * A, accuracy: 0.01)
        XCTAssertEqual(rects[0].rect.maxX, 3 * A, accuracy: 0.01)
        XCTAssertEqual(rects[1].rect.minX, 3 * A + gimel, accuracy: 0.01)
        XCTAssertEqual(rects[1].rect.maxX, 3 * A + H, accuracy: 0.01)
        XCTAssertFalse(rects[0].isRightToLeft)
        XCTAssertTrue(rects[1].isRightToLeft)
        XCTAssertTrue(rects[0].containsStart && !rects[0].containsEnd)
        XCTAssertTrue(rects[1].containsEnd && !rects[1].containsStart)
        // The whole line: its rects cover it once, without gaps or overlaps.
        let all = l.selectionRects(for: 0..<9)
        XCTAssertEqual(all.map(\.rect.minX).min() ?? -1, 0, accuracy: 0.01)
        XCTAssertEqual(all.map(\.rect.maxX).max() ?? -1, 5 * A + H + hebrewSpace, accuracy: 0.01)
        XCTAssertEqual(all.reduce(0) { $0 + $1.rect.width }, 5 * A + H + hebrewSpace, accuracy: 0.01)
    }

    func testASelectionOverTwoLinesHasARectOnEach() {
        let l = layout("aaa bbb", width: 5 * A)
        let rects = l.selectionRects(for: 2..<6)
        XCTAssertEqual(rects.count, 2)
        XCTAssertEqual(rects[0].rect.minX, 2 * A, accuracy: 0.01)
        XCTAssertEqual(rects[0].rect.maxX, 4 * A, accuracy: 0.01, "a, and the hanging space")
        XCTAssertEqual(rects[1].rect.minX, 0, accuracy: 0.01)
        XCTAssertEqual(rects[1].rect.maxX, 2 * A, accuracy: 0.01)
        XCTAssertEqual(rects[1].rect.minY, l.lines[1].frame.minY, accuracy: 0.001)
        XCTAssertTrue(l.selectionRects(for: 3..<3).isEmpty)
    }

    func testARightToLeftParagraphStartsAtTheRight() {
        let l = layout("אבג", width: 10 * A)
        let H = advance("א") + advance("ב") + advance("ג")
        XCTAssertEqual(caretX(l, 0) ?? -1, 10 * A, accuracy: 0.01)
        XCTAssertEqual(caretX(l, 3) ?? -1, 10 * A - H, accuracy: 0.01)
        XCTAssertTrue(l.lines[0].isRightToLeft)
    }

    func testAnEmptyLineHasOneCaretStop() {
        let l = layout("ab\n\ncd")
        XCTAssertEqual(l.lines.count, 3)
        XCTAssertEqual(caretX(l, 3) ?? -1, 0, accuracy: 0.01)
        XCTAssertEqual(l.caretRect(forOffset: 3)?.minY ?? -1, l.lines[1].frame.minY, accuracy: 0.001)
        XCTAssertEqual(caretX(l, 2) ?? -1, 2 * A, accuracy: 0.01, "before the newline: the end of the first line")
        let centered = layout("", width: 100, alignment: .center)
        XCTAssertTrue(centered.lines.isEmpty)
    }

    func testHitTestingNeverLandsInsideAGraphemeCluster() {
        // "a👍🏽b": the thumbs up with its skin tone is one grapheme of four UTF-16 units.
        let l = TextLayout(AttributedText("a👍🏽b", attributes: TextFixtures.attributes(TextFixtures.dejaVu, 20)))
        let y = l.lines[0].frame.midY
        var x: CGFloat = 0
        var seen = Set<Int>()
        while x < l.size.width + 5 { seen.insert(l.closestOffset(to: CGPoint(x: x, y: y)).offset); x += 0.5 }
        XCTAssertEqual(seen, [0, 1, 5, 6])
    }
}
