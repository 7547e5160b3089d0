import XCTest
import VitrinePlatform

/// HangulComposer over libhangul's 두벌식 (2-set): the sequences issue 15 names (한글, 닭, 뷁,
/// backspace through 값), syllable splitting and keys that commit.
///
/// Expected values are written from Unicode, not from the composer: a precomposed syllable is
/// U+AC00 + (initial × 21 + medial) × 28 + final (The Unicode Standard, §3.12 "Conjoining Jamo
/// Behavior"); `syllable(_:_:_:)` computes that, and `testExpectedLiteralsAreTheUnicodeSyllables`
/// ties every literal below to it. A lone jamo is the compatibility jamo (U+3131…), which is what
/// iOS's Korean keyboard shows as marked text for a single consonant or vowel.
final class HangulComposerTests: XCTestCase {
    /// Types `keys` one by one (`<` is backspace) and returns the committed text and the preedit.
    private func type(_ keys: String, into c: HangulComposer) -> (text: String, preedit: String) {
        var text = ""
        for k in keys {
            if k == "<" {
                if !c.backspace(), !text.isEmpty { text.removeLast() }
                continue
            }
            let r = c.process(k)
            text += r.committed
            if !r.handled { text.append(k) }
        }
        return (text, c.preedit)
    }

    private func composer() throws -> HangulComposer {
        try XCTUnwrap(HangulComposer(), "libhangul knows 두벌식 (\"2\")")
    }

    // Initial index (ㄱ0 ㄲ1 ㄴ2 ㄷ3 ㄸ4 ㄹ5 ㅁ6 ㅂ7 ㅃ8 ㅅ9 ㅆ10 ㅇ11 ㅈ12 ㅉ13 ㅊ14 ㅋ15 ㅌ16 ㅍ17 ㅎ18),
    // medial (ㅏ0 … ㅓ4 … ㅗ8 … ㅜ13 ㅝ14 ㅞ15 … ㅡ18 ㅢ19 ㅣ20), final (none0 ㄱ1 … ㄴ4 … ㄹ8 ㄺ9 … ㅂ17 ㅄ18).
    private func syllable(_ l: Int, _ v: Int, _ t: Int) -> String {
        String(Character(Unicode.Scalar(UInt32(0xAC00 + (l * 21 + v) * 28 + t))!))
    }

    func testExpectedLiteralsAreTheUnicodeSyllables() {
        XCTAssertEqual("한", syllable(18, 0, 4))   // ㅎ ㅏ ㄴ
        XCTAssertEqual("글", syllable(0, 18, 8))   // ㄱ ㅡ ㄹ
        XCTAssertEqual("닭", syllable(3, 0, 9))    // ㄷ ㅏ ㄺ
        XCTAssertEqual("달", syllable(3, 0, 8))    // ㄷ ㅏ ㄹ
        XCTAssertEqual("다", syllable(3, 0, 0))
        XCTAssertEqual("뷁", syllable(7, 15, 9))   // ㅂ ㅞ ㄺ
        XCTAssertEqual("뷀", syllable(7, 15, 8))   // ㅂ ㅞ ㄹ
        XCTAssertEqual("붸", syllable(7, 15, 0))   // ㅂ ㅞ
        XCTAssertEqual("부", syllable(7, 13, 0))   // ㅂ ㅜ
        XCTAssertEqual("값", syllable(0, 0, 18))   // ㄱ ㅏ ㅄ
        XCTAssertEqual("갑", syllable(0, 0, 17))   // ㄱ ㅏ ㅂ
        XCTAssertEqual("가", syllable(0, 0, 0))
        XCTAssertEqual("국", syllable(0, 13, 1))   // ㄱ ㅜ ㄱ
        XCTAssertEqual("까", syllable(1, 0, 0))    // ㄲ ㅏ
        XCTAssertEqual("ㄱ", "\u{3131}")
        XCTAssertEqual("ㅂ", "\u{3142}")
    }

    /// Issue 15: "gksrmf" in Korean mode types 한글. 한 is committed when ㄱ cannot join its final
    /// ㄴ, 글 stays marked until flushed.
    func testHangeul() throws {
        let c = try composer()
        XCTAssertEqual(c.process("g"), .init(committed: "", preedit: "ㅎ", handled: true))
        XCTAssertEqual(c.process("k"), .init(committed: "", preedit: "하", handled: true))
        XCTAssertEqual(c.process("s"), .init(committed: "", preedit: "한", handled: true))
        XCTAssertEqual(c.process("r"), .init(committed: "한", preedit: "ㄱ", handled: true))
        XCTAssertEqual(c.process("m"), .init(committed: "", preedit: "그", handled: true))
        XCTAssertEqual(c.process("f"), .init(committed: "", preedit: "글", handled: true))
        XCTAssertTrue(c.isComposing)
        XCTAssertEqual(c.flush(), "글")
        XCTAssertFalse(c.isComposing)
        XCTAssertEqual(c.preedit, "")
    }

    /// Issue 15: 닭 (ekfr) — a double final consonant ㄺ built from ㄹ + ㄱ.
    func testDak() throws {
        let c = try composer()
        XCTAssertEqual(type("ekf", into: c).preedit, "달")
        XCTAssertEqual(type("r", into: c).preedit, "닭")
        // A vowel after the double final takes its second half into the next syllable.
        let r = type("k", into: c)
        XCTAssertEqual(r.text, "달")
        XCTAssertEqual(r.preedit, "가")
    }

    /// Issue 15: 뷁 (qnpfr) — a compound vowel ㅞ (ㅜ + ㅔ) and a double final ㄺ; backspace takes
    /// it apart jamo by jamo in the reverse order: 뷀, 붸, 부 (ㅞ back to ㅜ), ㅂ, nothing.
    func testBwelkAndItsBackspaces() throws {
        let c = try composer()
        XCTAssertEqual(type("qnpfr", into: c).preedit, "뷁")
        for expected in ["뷀", "붸", "부", "ㅂ", ""] {
            XCTAssertTrue(c.backspace())
            XCTAssertEqual(c.preedit, expected)
        }
        XCTAssertFalse(c.backspace(), "nothing left to decompose: the caller deletes text")
    }

    /// Issue 15: backspace through 값 (rkqt) decomposes jamo by jamo as iOS's Korean keyboard
    /// does: 값 → 갑 → 가 → ㄱ → (nothing); the fifth backspace is the text's, not the composer's.
    func testBackspaceThroughGap() throws {
        let c = try composer()
        XCTAssertEqual(type("rkqt", into: c).preedit, "값")
        for expected in ["갑", "가", "ㄱ", ""] {
            XCTAssertTrue(c.backspace())
            XCTAssertEqual(c.preedit, expected)
        }
        XCTAssertFalse(c.isComposing)
        XCTAssertFalse(c.backspace())
        // Backspace inside typing: committed text is deleted by the caller one character at a time.
        let r = type("gksrmf<<<<", into: c)
        XCTAssertEqual(r.text, "", "글 → 그 → ㄱ → (nothing), then 한 is deleted as text")
        XCTAssertEqual(r.preedit, "")
    }

    /// Syllable split: 한국 (gksrnr), 안녕 (dkssud), and a vowel taking a final consonant: 하나 (gksk).
    func testSyllableSplit() throws {
        let c = try composer()
        XCTAssertEqual(type("gksrnr", into: c).text + c.flush(), "한국")
        XCTAssertEqual(type("dkssud", into: c).text + c.flush(), "안녕")
        let r = type("gksk", into: c)
        XCTAssertEqual(r.text, "하")
        XCTAssertEqual(r.preedit, "나")
    }

    /// Shift gives the tense consonants and ㅒ ㅖ; other shifted letters type their plain jamo.
    func testShiftedLetters() throws {
        let c = try composer()
        XCTAssertEqual(type("Rk", into: c).preedit, "까")
        c.reset()
        let tense = ["R": "ㄲ", "E": "ㄸ", "Q": "ㅃ", "T": "ㅆ", "W": "ㅉ", "O": "ㅒ", "P": "ㅖ", "G": "ㅎ", "A": "ㅁ"]
        for (key, jamo) in tense {
            XCTAssertEqual(c.process(Character(key)).preedit, jamo, "Shift-\(key)")
            c.reset()
        }
    }

    /// Keys that are not letters of the layout commit the syllable and are typed as themselves.
    func testNonLetterKeysCommit() throws {
        let c = try composer()
        for key: Character in ["1", ".", " ", "\n", "é", "?"] {
            _ = type("gks", into: c)
            let r = c.process(key)
            XCTAssertEqual(r, .init(committed: "한", preedit: "", handled: false), "key \(key.debugDescription)")
            XCTAssertFalse(c.isComposing)
        }
        // With nothing composed they commit nothing.
        XCTAssertEqual(c.process("1"), .init(committed: "", preedit: "", handled: false))
        XCTAssertEqual(type("gk1gks", into: c).text, "하1")
    }

    func testResetDropsTheComposition() throws {
        let c = try composer()
        _ = type("gks", into: c)
        c.reset()
        XCTAssertEqual(c.preedit, "")
        XCTAssertEqual(c.flush(), "")
    }

    func testUnknownKeyboardIsNil() {
        XCTAssertNil(HangulComposer(keyboard: "no-such-keyboard"))
        XCTAssertNotNil(HangulComposer(keyboard: "3f"), "세벌식 final is built into libhangul")
    }
}
