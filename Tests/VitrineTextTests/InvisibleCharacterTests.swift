import XCTest
import VitrineGraphics
@testable import VitrineText

/// Default-ignorable characters (bidi controls, joiners, variation selectors, soft hyphen,
/// word joiner…) take no part in font fallback or line metrics: a line with them looks and
/// measures exactly as the same line without them.
final class InvisibleCharacterTests: XCTestCase {
    private struct LineLook: Equatable, CustomStringConvertible {
        var height: CGFloat
        var baseline: CGFloat
        var width: CGFloat
        var faces: [String]
        var description: String { "height \(height), baseline \(baseline), width \(width), faces \(faces)" }
    }

    private func look(_ s: String, face: FontFace = TextFixtures.inter, kern: CGFloat = 0) -> LineLook {
        var a = TextFixtures.attributes(face, 17)
        a.kern = kern
        let layout = TextLayout(AttributedText(s, attributes: a))
        XCTAssertEqual(layout.lines.count, 1, s.debugDescription)
        guard let line = layout.lines.first else { return LineLook(height: 0, baseline: 0, width: 0, faces: []) }
        XCTAssertFalse(line.runs.contains { $0.run.glyphs.contains(0) }, "\(s.debugDescription): a missing-glyph box")
        return LineLook(height: line.frame.height, baseline: line.baseline, width: layout.size.width,
                        faces: line.runs.map { "\($0.run.face.familyName) \(ObjectIdentifier($0.run.face).hashValue)" })
    }

    /// `s` with invisible characters around it, at its start, and after its first character.
    /// An override against the text's direction (LRO around Hebrew, RLO around Latin) reorders
    /// its letters, which may kern or join differently: only the width may change then.
    private func variants(of s: String, rtl: Bool) -> [(name: String, text: String, reorders: Bool)] {
        let first = String(s.unicodeScalars.first.map(Character.init) ?? " ")
        let rest = String(s.unicodeScalars.dropFirst())
        var out: [(String, String, Bool)] = [
            ("LRO…PDF", "\u{202D}\(s)\u{202C}", rtl),
            ("RLO…PDF", "\u{202E}\(s)\u{202C}", !rtl),
            ("LRE…PDF", "\u{202A}\(s)\u{202C}", false),
            ("RLI…PDI", "\u{2067}\(s)\u{2069}", false),
            ("FSI…PDI", "\u{2068}\(s)\u{2069}", false),
            ("LRM at the start", "\u{200E}\(s)", false),
            ("RLM at the start and end", "\u{200F}\(s)\u{200F}", false),
            ("ALM at the end", "\(s)\u{061C}", false),
            ("a leading ZWJ", "\u{200D}\(s)", false),
            ("a leading VS16", "\u{FE0F}\(s)", false),
            ("word joiner", "\(first)\u{2060}\(rest)", false),
            ("soft hyphen", "\(first)\u{00AD}\(rest)", false),
            ("zero width space", "\(first)\u{200B}\(rest)", false),
            ("VS15 after a letter", "\(first)\u{FE0E}\(rest)", false),
            ("VS16 after a letter", "\(first)\u{FE0F}\(rest)", false),
            ("VS17 after a letter", "\(first)\u{E0100}\(rest)", false),
            ("byte order mark", "\u{FEFF}\(s)", false),
            ("everything at once", "\u{202D}\u{200E}\u{2060}\(s)\u{00AD}\u{200F}\u{202C}", rtl),
        ]
        // Joiners change Arabic joining (that is their job): only the metrics compare there.
        out.append(("ZWJ", "\(first)\u{200D}\(rest)", false))
        out.append(("ZWNJ", "\(first)\u{200C}\(rest)", false))
        return out
    }

    private func assertInvisiblesChangeNothing(_ s: String, face: FontFace = TextFixtures.inter, kern: CGFloat = 0, rtl: Bool = false,
                                               joinersShape: Bool = false, file: StaticString = #filePath, line: UInt = #line) {
        let plain = look(s, face: face, kern: kern)
        for (name, text, reorders) in variants(of: s, rtl: rtl) {
            var with = look(text, face: face, kern: kern)
            if reorders || (joinersShape && (name.contains("ZWJ") || name.contains("ZWNJ"))) { with.width = plain.width }
            XCTAssertEqual(with.height, plain.height, "\(s) with \(name): line height", file: file, line: line)
            XCTAssertEqual(with.baseline, plain.baseline, "\(s) with \(name): baseline", file: file, line: line)
            XCTAssertEqual(with.width, plain.width, accuracy: 0.01, "\(s) with \(name): invisible characters have no advance", file: file, line: line)
            XCTAssertEqual(with.faces, plain.faces, "\(s) with \(name): faces used", file: file, line: line)
        }
    }

    func testHebrewInBidiControlsMeasuresAsPlainHebrew() {
        // Inter has no Hebrew: the Hebrew comes from a fallback face; LRO must not add Inter's
        // metrics to the line (it moved the baseline by a pixel).
        assertInvisiblesChangeNothing("שלום עולם", rtl: true)
    }

    func testLatinWithInvisiblesMeasuresAsPlainLatin() {
        assertInvisiblesChangeNothing("Hello world")
    }

    func testKoreanWithInvisiblesMeasuresAsPlainKorean() {
        assertInvisiblesChangeNothing("안녕하세요 세계")
    }

    func testArabicWithInvisiblesMeasuresAsPlainArabic() {
        assertInvisiblesChangeNothing("مرحبا بالعالم", rtl: true, joinersShape: true)
    }

    func testHebrewInAFaceThatHasItWithInvisibles() {
        assertInvisiblesChangeNothing("שלום עולם", face: TextFixtures.dejaVu, rtl: true)
    }

    func testKerningAddsNoSpaceAfterInvisibles() {
        assertInvisiblesChangeNothing("Hello world", kern: 3)
        assertInvisiblesChangeNothing("שלום עולם", kern: 3, rtl: true)
    }

    func testAnInvisibleInALargerFontDoesNotGrowTheLine() {
        let small = TextFixtures.attributes(TextFixtures.inter, 17)
        let large = TextFixtures.attributes(TextFixtures.dejaVu, 60)
        let plain = TextLayout(AttributedText("abc", attributes: small)).lines[0]
        for invisible in ["\u{200B}", "\u{202D}", "\u{2060}"] {
            let units = Array("ab\(invisible)c".utf16)
            let runs = [AttributedText.Run(range: 0..<2, attributes: small), AttributedText.Run(range: 2..<3, attributes: large),
                        AttributedText.Run(range: 3..<4, attributes: small)]
            let line = TextLayout(AttributedText(utf16: units, runs: runs, base: small)).lines[0]
            XCTAssertEqual(line.frame.height, plain.frame.height, invisible.debugDescription)
            XCTAssertEqual(line.baseline, plain.baseline, invisible.debugDescription)
            XCTAssertEqual(line.frame.width, plain.frame.width, accuracy: 0.01, invisible.debugDescription)
        }
    }

    func testALineOfOnlyInvisiblesIsAsTallAsAnEmptyLineOfItsFont() {
        let a = TextFixtures.attributes(TextFixtures.inter, 17)
        let layout = TextLayout(AttributedText("\u{202D}\u{200B}\u{202C}", attributes: a))
        XCTAssertEqual(layout.lines.count, 1)
        XCTAssertEqual(layout.lines[0].frame.height, TextFixtures.inter.font(size: 17).extentsLineHeight, accuracy: 0.01)
        XCTAssertEqual(layout.size.width, 0, accuracy: 0.01)
        XCTAssertTrue(layout.lines[0].runs.isEmpty, "nothing to draw")
    }

    func testEmojiSequencesStayOneColourGlyph() {
        let a = TextFixtures.attributes(TextFixtures.inter, 28)
        for s in ["👩‍💻", "❤️", "\u{202D}👩‍💻\u{202C}", "a❤️b", "\u{200F}❤️"] {
            let runs = TextLayout(AttributedText(s, attributes: a)).lines[0].runs.map(\.run)
            let colour = runs.filter { $0.face.hasColorGlyphs }
            XCTAssertEqual(colour.count, 1, s.debugDescription)
            // A bidi control shaped with the emoji is HarfBuzz's blank (the space glyph, no advance).
            let blank = colour.first?.face.glyphIndex(for: " ")
            XCTAssertEqual(colour.first?.glyphs.filter { $0 != blank }.count, 1, "\(s.debugDescription): one glyph for the sequence")
        }
        // VS15 asks for text presentation: not the colour face.
        let text = TextLayout(AttributedText("\u{2764}\u{FE0E}", attributes: a)).lines[0].runs.map(\.run)
        XCTAssertFalse(text.contains { $0.face.hasColorGlyphs })
    }
}

private extension FontFace {
    func font(size: CGFloat) -> TextFont { TextFont(face: self, size: size) }
}

private extension TextFont {
    var extentsLineHeight: CGFloat { extents.lineHeight }
}
