import Foundation
import XCTest
@testable import VitrineGraphics

/// One line of text with characters its face lacks: they come from the fallback face at the
/// same pixel size, and measuring uses those glyphs.
final class TextFallbackTests: XCTestCase {
    private func dejaVu(_ size: CGFloat) throws -> Font {
        Font(face: try FontDatabase.shared.face(at: FaceLocation(path: FontFace.defaultPath)).get(), size: size)
    }

    /// Rule: a Hangul syllable DejaVu Sans lacks is not its missing-glyph box, and the line is
    /// measured with the fallback glyphs. In Noto Sans CJK (face 0 of NotoSansCJK-Regular.ttc)
    /// 김, 민 and 준 advance 920 of 1000 units (read by hand from the file's `hmtx` table):
    /// 18.4 px at 20 px, which hinting rounds to 18, so three measure 54 pt; at scale 2,
    /// 36.8 → 37 px each, 111 px = 55.5 pt.
    func testHangulIsDrawnFromTheFallbackFaceAndMeasuredWithIt() throws {
        let font = try dejaVu(20)
        let line = font.layoutLine("김민준")
        XCTAssertEqual(line.glyphs.count, 3)
        let box = try XCTUnwrap(font.face.glyph(for: "\u{AE40}", pixelSize: 20))
        for placed in line.glyphs { XCTAssertFalse(placed.glyph === box, "a missing-glyph box") }
        XCTAssertEqual(line.width, 54, accuracy: 0.01)
        // The same at scale 2: the fallback glyphs are rendered at 40 px, the width is in points.
        XCTAssertEqual(font.layoutLine("김민준", scale: 2).width, 55.5, accuracy: 0.01)
        // The line's metrics stay the primary face's (one baseline for the whole line).
        XCTAssertEqual(line.metrics, font.layoutLine("Hello").metrics)
    }

    /// Rule: Latin text the face has is laid out exactly as before (same glyph objects).
    func testLatinTextUsesThePrimaryFace() throws {
        let font = try dejaVu(16)
        let line = font.layoutLine("Hi")
        XCTAssertTrue(line.glyphs[0].glyph === font.face.glyph(for: "H", pixelSize: 16))
        XCTAssertTrue(line.glyphs[1].glyph === font.face.glyph(for: "i", pixelSize: 16))
    }

    /// Rule: a character no installed face has still draws the face's visible missing-glyph
    /// box (it is not dropped).
    func testACharacterNoFaceHasIsTheMissingGlyphBox() throws {
        let font = try dejaVu(16)
        let line = font.layoutLine("a\u{10FFFC}")
        XCTAssertEqual(line.glyphs.count, 2)
        XCTAssertTrue(line.glyphs[1].glyph === font.face.glyph(for: "\u{10FFFC}", pixelSize: 16))
        XCTAssertGreaterThan(line.glyphs[1].glyph.width, 0)
    }
}
