import XCTest
import VitrineGraphics
@testable import VitrineText

/// Line breaking: UAX #14 opportunities from ICU, greedy filling, Korean keep-all, long words.
final class LineBreakingTests: XCTestCase {
    private func attrs(_ size: CGFloat = 17) -> TextAttributes { TextFixtures.attributes(TextFixtures.dejaVu, size) }

    private func width(_ s: String, _ a: TextAttributes? = nil) -> CGFloat {
        TextLayout(AttributedText(s, attributes: a ?? attrs())).size.width
    }

    private func lines(_ s: String, width: CGFloat, _ a: TextAttributes? = nil, mode: LineBreakMode = .byWordWrapping) -> [String] {
        let text = AttributedText(s, attributes: a ?? attrs())
        let layout = TextLayout(text, options: .init(width: width, lineBreakMode: mode))
        return layout.lines.map { String(decoding: text.utf16[$0.range], as: UTF16.self) }
    }

    func testUAX14BreaksAtSpacesAndTheSpaceHangsAtTheLineEnd() {
        let w = width("Hello world") + 1
        XCTAssertEqual(lines("Hello world again", width: w), ["Hello world ", "again"])
    }

    func testUAX14KeepsPunctuationWithItsWord() {
        // No break before "!" or after "(" (LB13, LB14).
        let w = width("Hello (world)") - 1
        XCTAssertEqual(lines("Hello (world)!", width: w), ["Hello ", "(world)!"])
    }

    func testKoreanKeepsWordsTogetherAsIOSDoes() {
        let ko = TextFixtures.attributes(TextFixtures.dejaVu, 17)
        let s = "김민준 님 안녕하세요 반갑습니다"
        let w = width("김민준 님 안녕하", ko)
        let got = lines(s, width: w, ko)
        XCTAssertEqual(got, ["김민준 님 ", "안녕하세요 ", "반갑습니다"], "Hangul wraps only at spaces (keep-all)")
    }

    func testJapaneseBreaksBetweenIdeographsAndKana() {
        let s = "日本語のテキストを表示します"
        let w = width("日本語のテ") + 0.5
        let got = lines(s, width: w)
        XCTAssertGreaterThan(got.count, 2)
        XCTAssertEqual(got.first, "日本語のテ", "UAX #14 allows a break between any two ideographs or kana")
        XCTAssertEqual(got.joined(), s)
    }

    func testAWordLongerThanTheLineBreaksBetweenCharacters() {
        let s = "Supercalifragilisticexpialidocious"
        let w = width("Supercal") + 0.5
        let got = lines(s, width: w)
        XCTAssertEqual(got.joined(), s)
        XCTAssertEqual(got.first, "Supercal")
        for l in got { XCTAssertLessThanOrEqual(width(l), w + 0.01, l) }
    }

    func testCharWrappingBreaksInsideWords() {
        let w = width("Hello wo") + 0.5
        XCTAssertEqual(lines("Hello world", width: w, mode: .byCharWrapping), ["Hello wo", "rld"])
        XCTAssertEqual(lines("Hello world", width: w, mode: .byWordWrapping), ["Hello ", "world"])
    }

    func testGraphemeClustersAreNeverSplit() {
        // "e" + combining acute, and a flag (two regional indicators), are one character each.
        let s = "e\u{301}e\u{301}e\u{301}e\u{301}"
        let one = width("e\u{301}")
        let got = lines(s, width: one * 1.5)
        XCTAssertEqual(got, ["e\u{301}", "e\u{301}", "e\u{301}", "e\u{301}"])
    }

    func testHardLineBreaksStartParagraphs() {
        let text = AttributedText("one\ntwo\r\nthree\u{2029}four\n", attributes: attrs())
        let layout = TextLayout(text, options: .init(width: 500))
        let shown = layout.lines.map { String(decoding: text.utf16[$0.range], as: UTF16.self) }
        XCTAssertEqual(shown, ["one", "two", "three", "four", ""], "a text ending in a line break has an empty last line")
    }

    func testOpportunitiesComeFromICU() {
        let s = Array("can't stop, won't stop".utf16)
        let got = s.withUnsafeBufferPointer { Breaks.lineOpportunities($0) }
        // After "can't ", "stop, ", "won't " and at the end.
        XCTAssertEqual(got, [6, 12, 18, 22])
    }
}
