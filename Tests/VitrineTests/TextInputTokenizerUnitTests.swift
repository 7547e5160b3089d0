import Foundation
import XCTest
@testable import Vitrine

/// The units `UITextInputStringTokenizer` finds (checked by hand against the strings).
final class TextInputTokenizerUnitTests: XCTestCase {
    private func slices(_ text: String, _ units: [Range<Int>]) -> [String] {
        let u = Array(text.utf16)
        return units.map { String(decoding: u[$0], as: UTF16.self) }
    }

    /// Words are ICU's UAX #29 words (UIKit's tokenizer follows the same rules): an apostrophe
    /// between letters (MidLetter) and "." or "," between digits (MidNum) stay inside a word;
    /// "_" joins (ExtendNumLet); Hangul words are the runs between spaces; spaces and
    /// punctuation belong to no word.
    @MainActor func testWordsAcrossScripts() async {
        let t = "Don't stop, 한국어 입력! x_1 3.14 1,000 kg"
        XCTAssertEqual(slices(t, TokenizerUnits.words(t)), ["Don't", "stop", "한국어", "입력", "x_1", "3.14", "1,000", "kg"])
    }

    /// Scripts written without spaces are split by ICU's dictionaries: Thai "สวัสดีครับ"
    /// (hello + polite particle) is two words, which no rule on characters can find.
    @MainActor func testThaiWordsComeFromTheDictionary() async {
        let t = "สวัสดีครับ"
        XCTAssertEqual(slices(t, TokenizerUnits.words(t)), ["สวัสดี", "ครับ"])
        XCTAssertEqual(slices(t, TokenizerUnits.handWords(t)), ["สวัสดีครับ"], "the hand rule alone cannot split it")
    }

    /// An e-mail address is one word for ICU's word rules (ICU's root rules go beyond UAX #29
    /// here; ICU 72, Debian 12), so a double tap selects the whole address; the hand rule
    /// splits it at "@".
    @MainActor func testAnEmailAddressIsOneWord() async {
        let t = "mail kim@example.com now"
        XCTAssertEqual(slices(t, TokenizerUnits.words(t)), ["mail", "kim@example.com", "now"])
        XCTAssertEqual(slices(t, TokenizerUnits.handWords(t)), ["mail", "kim", "example.com", "now"])
    }

    /// Words across line breaks: each paragraph is segmented on its own.
    @MainActor func testWordsAcrossLines() async {
        let t = "one\ntwo three\n\n넷"
        XCTAssertEqual(slices(t, TokenizerUnits.words(t)), ["one", "two", "three", "넷"])
    }

    /// The fallback without ICU: letters and digits of any script; an apostrophe between
    /// letters stays inside; each ideograph is its own word.
    @MainActor func testTheHandRuleWithoutICU() async {
        let t = "Don't stop, 한국어 입력! 漢字 x_1 3.14"
        XCTAssertEqual(slices(t, TokenizerUnits.handWords(t)), ["Don't", "stop", "한국어", "입력", "漢", "字", "x_1", "3.14"])
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

    /// What a double tap selects (`rangeEnclosingPosition(_:with: .word, …)` on a field's
    /// tokenizer): the ICU word around the position.
    @MainActor func testTheFieldTokenizerEnclosesICUWords() async {
        let f = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        f.text = "สวัสดีครับ 1,000"
        let t = f.tokenizer
        func word(at o: Int) -> NSRange? {
            guard let p = f.position(from: f.beginningOfDocument, offset: o),
                  let r = t.rangeEnclosingPosition(p, with: .word, inDirection: .storage(.forward)) as? IndexedTextRange else { return nil }
            return r.range
        }
        XCTAssertEqual(word(at: 2), NSRange(location: 0, length: 6))
        XCTAssertEqual(word(at: 7), NSRange(location: 6, length: 4))
        XCTAssertEqual(word(at: 12), NSRange(location: 11, length: 5))
    }
}
