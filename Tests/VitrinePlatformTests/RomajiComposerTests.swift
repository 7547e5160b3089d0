import XCTest
import VitrinePlatform

/// RomajiComposer: romaji to hiragana as Japanese IMEs (iOS's Romaji keyboard, MS-IME, Google
/// Japanese Input) type it. Expected kana are written from the Hepburn/Kunrei spellings, not
/// from the table.
final class RomajiComposerTests: XCTestCase {
    private func reading(_ keys: String) -> String {
        var c = RomajiComposer()
        for k in keys { XCTAssertTrue(c.type(k), "key \(k)") }
        return c.reading
    }

    /// Plain syllables, Hepburn and Kunrei spellings of the same kana.
    func testHepburnAndKunreiSpellings() {
        XCTAssertEqual(reading("toukyou"), "とうきょう")
        XCTAssertEqual(reading("shinbunsha"), "しんぶんしゃ")
        XCTAssertEqual(reading("sinbunsya"), "しんぶんしゃ")
        XCTAssertEqual(reading("tsuchi"), "つち")
        XCTAssertEqual(reading("tuti"), "つち")
        XCTAssertEqual(reading("fuji"), "ふじ")
        XCTAssertEqual(reading("huzi"), "ふじ")
        XCTAssertEqual(reading("wo"), "を")
    }

    /// Small ゃゅょ after an i-column kana (拗音), and x-/l- small kana.
    func testYouonAndSmallKana() {
        XCTAssertEqual(reading("kyouto"), "きょうと")
        XCTAssertEqual(reading("ryokou"), "りょこう")
        XCTAssertEqual(reading("jyuu"), "じゅう")
        XCTAssertEqual(reading("chotto"), "ちょっと")
        XCTAssertEqual(reading("xa"), "ぁ")
        XCTAssertEqual(reading("lyo"), "ょ")
        XCTAssertEqual(reading("xtu"), "っ")
        XCTAssertEqual(reading("fa"), "ふぁ")
        XCTAssertEqual(reading("thi"), "てぃ")
    }

    /// A doubled consonant types っ and keeps the second (促音); `tch` too.
    func testDoubledConsonantIsSokuon() {
        XCTAssertEqual(reading("kitte"), "きって")
        XCTAssertEqual(reading("gakkou"), "がっこう")
        XCTAssertEqual(reading("zasshi"), "ざっし")
        XCTAssertEqual(reading("matcha"), "まっちゃ")
        XCTAssertEqual(reading("kk"), "っk", "the second k waits for its vowel")
    }

    /// ん: `nn`, `n'`, and `n` before a consonant; `n` before a vowel or y is the n-row.
    func testSyllabicN() {
        XCTAssertEqual(reading("kanji"), "かんじ")
        XCTAssertEqual(reading("nn"), "ん")
        XCTAssertEqual(reading("kan'i"), "かんい")
        XCTAssertEqual(reading("kani"), "かに")
        XCTAssertEqual(reading("konnnichiha"), "こんにちは")
        XCTAssertEqual(reading("konya"), "こにゃ", "ny is the nya row, as on every romaji IME")
        XCTAssertEqual(reading("sanpo"), "さんぽ")
        XCTAssertEqual(reading("hon"), "ほn", "a lone n waits")
        var c = RomajiComposer()
        "hon".forEach { c.type($0) }
        XCTAssertEqual(c.finishedReading, "ほん", "a trailing n is ん when the reading is converted or committed")
    }

    /// IME punctuation in kana mode; upper case reads as lower case; letters that start no
    /// spelling stay letters.
    func testPunctuationCaseAndStrayLetters() {
        XCTAssertEqual(reading("ra-men"), "らーめn")
        XCTAssertEqual(reading("a,i."), "あ、い。")
        XCTAssertEqual(reading("ToUkyou"), "とうきょう")
        XCTAssertEqual(reading("q"), "q")
        XCTAssertEqual(reading("qx"), "qx")
        XCTAssertEqual(reading("vu"), "ゔ")
        var c = RomajiComposer()
        XCTAssertFalse(c.type("1"), "digits are not the composer's")
        XCTAssertFalse(c.type("あ"))
        XCTAssertTrue(c.isEmpty)
    }

    /// Backspace takes off the last pending letter, then the last kana (iOS deletes a kana at a
    /// time from the reading).
    func testBackspace() {
        var c = RomajiComposer()
        "toukyo".forEach { c.type($0) }
        XCTAssertEqual(c.reading, "とうきょ")
        c.type("k")
        XCTAssertEqual(c.reading, "とうきょk")
        XCTAssertTrue(c.backspace())
        XCTAssertEqual(c.reading, "とうきょ")
        XCTAssertTrue(c.backspace())
        XCTAssertEqual(c.reading, "とうき", "きょ is two kana; one goes")
        for _ in 0..<3 { XCTAssertTrue(c.backspace()) }
        XCTAssertTrue(c.isEmpty)
        XCTAssertFalse(c.backspace())
    }

    /// Every spelling in the table types its kana whole (none is shadowed by a shorter one).
    func testEverySpellingIsReachable() {
        XCTAssertEqual(reading("kwa"), "くぁ")
        XCTAssertEqual(reading("ltsu"), "っ")
        XCTAssertEqual(reading("xtsu"), "っ")
        XCTAssertEqual(reading("tsa"), "つぁ")
        XCTAssertEqual(reading("whe"), "うぇ")
    }
}
