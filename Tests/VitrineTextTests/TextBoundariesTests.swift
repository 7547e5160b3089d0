import XCTest
@testable import VitrineText

/// Grapheme and word boundaries for editing (UAX #29 through ICU): a caret or a backspace
/// never lands inside a user-perceived character; a double tap selects a word.
final class TextBoundariesTests: XCTestCase {
    private func u(_ s: String) -> [UInt16] { Array(s.utf16) }

    func testACombiningMarkStaysWithItsBase() {
        let t = u("e\u{301}x")
        XCTAssertEqual(TextBoundaries.graphemeAligned(1, in: t), 0)
        XCTAssertEqual(TextBoundaries.graphemeBoundary(after: 0, in: t), 2)
        XCTAssertEqual(TextBoundaries.graphemeBoundary(before: 2, in: t), 0)
    }

    func testAnEmojiWithASkinToneIsOneCharacter() {
        let t = u("a👍🏽b")   // a, U+1F44D (2 units), U+1F3FD (2 units), b
        XCTAssertEqual(t.count, 6)
        XCTAssertEqual(TextBoundaries.graphemeBoundary(after: 1, in: t), 5)
        XCTAssertEqual(TextBoundaries.graphemeBoundary(before: 5, in: t), 1)
        for inside in 2...4 { XCTAssertEqual(TextBoundaries.graphemeAligned(inside, in: t), 1, "offset \(inside)") }
    }

    func testConjoiningJamoAreOneSyllable() {
        let t = u("\u{1100}\u{1161}\u{11A8}a")  // ᄀ ᅡ ᆨ = 각 in conjoining jamo
        XCTAssertEqual(TextBoundaries.graphemeBoundary(after: 0, in: t), 3)
    }

    func testCRLFIsOneBoundaryStep() {
        let t = u("a\r\nb")
        XCTAssertEqual(TextBoundaries.graphemeBoundary(after: 1, in: t), 3)
        XCTAssertEqual(TextBoundaries.graphemeBoundary(before: 3, in: t), 1)
        XCTAssertEqual(TextBoundaries.graphemeAligned(2, in: t), 1)
    }

    func testOutOfRangeOffsetsAreClamped() {
        let t = u("ab")
        XCTAssertEqual(TextBoundaries.graphemeAligned(-3, in: t), 0)
        XCTAssertEqual(TextBoundaries.graphemeBoundary(after: 99, in: t), 2)
        XCTAssertEqual(TextBoundaries.graphemeBoundary(before: 0, in: t), 0)
        XCTAssertEqual(TextBoundaries.wordRange(at: 5, in: []), 0..<0)
    }

    func testADoubleTapSelectsTheWord() {
        let t = u("hello, world")
        XCTAssertEqual(TextBoundaries.wordRange(at: 2, in: t), 0..<5)
        XCTAssertEqual(TextBoundaries.wordRange(at: 5, in: t), 0..<5, "just after a word: that word")
        XCTAssertEqual(TextBoundaries.wordRange(at: 6, in: t), 6..<7, "on a space: the space")
        XCTAssertEqual(TextBoundaries.wordRange(at: 7, in: t), 7..<12)
        XCTAssertEqual(TextBoundaries.wordRange(at: 12, in: t), 7..<12)
    }

    func testKoreanWordsAreSplitAtSpaces() {
        let t = u("안녕 세상")
        XCTAssertEqual(TextBoundaries.wordRange(at: 1, in: t), 0..<2)
        XCTAssertEqual(TextBoundaries.wordRange(at: 4, in: t), 3..<5)
    }

    func testWordMovementSkipsPunctuation() {
        let t = u("one, two")
        XCTAssertEqual(TextBoundaries.wordStart(before: 8, in: t), 5)
        XCTAssertEqual(TextBoundaries.wordStart(before: 5, in: t), 0)
        XCTAssertEqual(TextBoundaries.wordEnd(after: 3, in: t), 8)
    }

    func testParagraphRangeStopsAtTerminators() {
        XCTAssertEqual(TextBoundaries.paragraphRange(containing: 4, in: u("ab\ncde\nf")), 3..<6)
    }
}
