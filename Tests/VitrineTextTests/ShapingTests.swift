import XCTest
import VitrineGraphics
@testable import VitrineText

/// HarfBuzz shaping and font fallback: what fonts and glyphs text ends up with.
final class ShapingTests: XCTestCase {
    private func runs(_ s: String, face: FontFace = TextFixtures.dejaVu, language: String? = nil) -> [GlyphRun] {
        var a = TextFixtures.attributes(face, 17)
        a.language = language
        return TextLayout(AttributedText(s, attributes: a)).lines.flatMap { $0.runs.map(\.run) }
    }

    func testLigaturesAndKerningComeFromTheFont() {
        // DejaVu Sans has an "fi" ligature and kerns "AV" (its GSUB/GPOS).
        XCTAssertEqual(runs("fi")[0].glyphs.count, 1)
        let face = TextFixtures.dejaVu
        let av = runs("AV")[0]
        let a = TextFont(face: face, size: 17)
        let sum = TextLayout(AttributedText("A", attributes: TextAttributes(font: a))).size.width
            + TextLayout(AttributedText("V", attributes: TextAttributes(font: a))).size.width
        let kerned = TextLayout(AttributedText("AV", attributes: TextAttributes(font: a))).size.width
        XCTAssertLessThan(kerned, sum - 0.5, "AV is kerned closer")
        XCTAssertEqual(av.glyphs.count, 2)
    }

    func testArabicLettersJoin() {
        // U+0628 BEH alone is the isolated form; in "ببب" the three take initial, medial and
        // final forms: three different glyphs, none of them the isolated one.
        let isolated = runs("ب")[0].glyphs
        let joined = runs("ببب")[0].glyphs
        XCTAssertEqual(joined.count, 3)
        XCTAssertEqual(Set(joined).count, 3)
        XCTAssertFalse(joined.contains(isolated[0]))
    }

    func testDevanagariConjunctsAndHangulFallBackToNotoFaces() {
        let deva = runs("क्ष")
        XCTAssertEqual(deva.count, 1)
        XCTAssertTrue(deva[0].face.familyName.hasPrefix("Noto Sans Devanagari"), deva[0].face.familyName)
        XCTAssertLessThan(deva[0].glyphs.count, 3, "KA + VIRAMA + SSA form a conjunct")
        let mixed = runs("Hello 김민준")
        XCTAssertEqual(mixed.map { $0.face.familyName }.first, "DejaVu Sans")
        XCTAssertTrue(mixed.last?.face.familyName.hasPrefix("Noto Sans CJK") ?? false)
    }

    func testTheLanguagePicksTheHanDesign() {
        // 直 is drawn differently in Japanese, Korean and Simplified Chinese: fontconfig's
        // FC_LANG ordering picks the face of the collection for the language.
        XCTAssertEqual(runs("直", language: "ja")[0].face.familyName, "Noto Sans CJK JP")
        XCTAssertEqual(runs("直", language: "ko")[0].face.familyName, "Noto Sans CJK KR")
        XCTAssertEqual(runs("直", language: "zh-cn")[0].face.familyName, "Noto Sans CJK SC")
    }

    func testSpacesStayInTheRunOfTheTextAroundThem() {
        let r = runs("김민준 님")
        XCTAssertEqual(r.count, 1, "the space joins the Hangul run (same face has it)")
    }

    func testACharacterNoFontHasIsTheMissingGlyphBox() {
        // U+10FFFC (private use, plane 16) is in no installed font: glyph 0, .notdef.
        let r = runs("a\u{10FFFC}b")
        XCTAssertTrue(r.flatMap(\.glyphs).contains(0))
    }
}

/// Emoji come from the colour emoji face; the spaces between them do not.
final class EmojiShapingTests: XCTestCase {
    func testEmojiUseTheColourFaceAndSpacesStayInTheTextFace() {
        let a = TextFixtures.attributes(TextFixtures.inter, 28)
        let runs = TextLayout(AttributedText("a 😀 😀 b", attributes: a)).lines[0].runs.map(\.run)
        let faces = runs.map { $0.face.hasColorGlyphs }
        XCTAssertEqual(faces, [false, true, false, true, false], "a+space, 😀, space, 😀, space+b")
        XCTAssertEqual(runs[2].glyphs.count, 1)
        XCTAssertEqual(runs[2].face.familyName, "Inter", "a space between emoji is the text face's space")
    }

    func testAZWJFamilyIsOneGlyphAndAFlagIsOne() {
        let a = TextFixtures.attributes(TextFixtures.inter, 28)
        for s in ["👨‍👩‍👧", "🇰🇷", "❤️"] {
            let runs = TextLayout(AttributedText(s, attributes: a)).lines[0].runs.map(\.run)
            XCTAssertEqual(runs.count, 1, s)
            XCTAssertTrue(runs[0].face.hasColorGlyphs, s)
            XCTAssertEqual(runs[0].glyphs.count, 1, "\(s): the font's ligature (GSUB) for the sequence")
        }
    }
}
