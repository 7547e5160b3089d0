import Foundation
import XCTest
@testable import Vitrine

/// The units `UITextInputStringTokenizer` finds (checked by hand against the strings).
final class TextInputTokenizerUnitTests: XCTestCase {
    private func slices(_ text: String, _ units: [Range<Int>]) -> [String] {
        let u = Array(text.utf16)
        return units.map { String(decoding: u[$0], as: UTF16.self) }
    }

    /// Words: letters and digits of any script; an apostrophe between letters stays inside;
    /// each ideograph is its own word; spaces and punctuation belong to none.
    @MainActor func testWordsAcrossScripts() async {
        let t = "Don't stop, 한국어 입력! 漢字 x_1 3.14"
        XCTAssertEqual(slices(t, TokenizerUnits.words(t)), ["Don't", "stop", "한국어", "입력", "漢", "字", "x_1", "3.14"])
    }

    /// Characters are grapheme clusters (an emoji with a skin tone, a decomposed é: one each).
    @MainActor func testCharactersAreGraphemeClusters() async {
        let t = "e\u{301}👍🏽가"
        XCTAssertEqual(TokenizerUnits.characters(t), [0..<2, 2..<6, 6..<7])
    }

    /// Sentences end after terminal punctuation followed by a space (the spaces belong to
    /// the sentence) or at a line end; paragraphs end at newlines (the newline is between).
    @MainActor func testSentencesAndParagraphs() async {
        let t = "Hi there. 3.5 kg? Yes\nNext"
        XCTAssertEqual(slices(t, TokenizerUnits.sentences(t)), ["Hi there. ", "3.5 kg? ", "Yes\n", "Next"])
        XCTAssertEqual(slices(t, TokenizerUnits.paragraphs(t)), ["Hi there. 3.5 kg? Yes", "Next"])
    }
}
