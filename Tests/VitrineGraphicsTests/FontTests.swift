import Foundation
import XCTest
import VitrineTesting
@testable import VitrineGraphics

/// Loading fonts with FreeType, the glyph cache and single-line layout.
final class FontTests: XCTestCase {
    private func defaultFace() throws -> FontFace {
        try FontFace(path: FontFace.defaultPath)
    }

    /// A fresh temporary file path, removed at the end of the test.
    private func temporaryPath(_ suffix: String) -> String {
        let path = FileManager.default.temporaryDirectory
            .appendingPathComponent("vitrine-font-\(UUID().uuidString)\(suffix)").path
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    // MARK: Loading

    func testDefaultFaceIsDejaVuSans() throws {
        let face = try defaultFace()
        XCTAssertEqual(face.familyName, "DejaVu Sans")
        XCTAssertEqual(face.styleName, "Book")
        XCTAssertEqual(face.path, FontFace.defaultPath)
    }

    func testMissingFileThrowsFontError() {
        let path = "/nonexistent/vitrine/NoSuchFont.ttf"
        XCTAssertThrowsError(try FontFace(path: path)) { error in
            guard let e = error as? FontError else { return XCTFail("expected FontError, got \(error)") }
            XCTAssertEqual(e.path, path)
            XCTAssertEqual(e.call, "open")
            XCTAssertEqual(e.description, "cannot load font \(path): No such file or directory")
        }
    }

    /// Rule: a FIFO or a device given as a font file is refused at once (`FontError`, so
    /// `UIFont` falls back with a log line), never waited on: FreeType's `fopen` of a FIFO
    /// without a writer blocks forever.
    func testFIFOOrDeviceAsFontFileIsRefusedWithoutBlocking() throws {
        let fifo = temporaryPath(".ttf")
        XCTAssertEqual(mkfifo(fifo, 0o600), 0)
        let text = FIFOGuard.run(fifo: fifo) { () -> String in
            do { _ = try FontFace(path: fifo); return "loaded" } catch { return "\(error)" }
        }
        XCTAssertEqual(text, "cannot load font \(fifo): not a regular file (a FIFO)", "nil: blocked on the FIFO")
        XCTAssertThrowsError(try FontFace(path: "/dev/null")) { error in
            XCTAssertEqual("\(error)", "cannot load font /dev/null: not a regular file (a character device)")
        }
    }

    func testCorruptFileThrowsFontError() throws {
        let path = temporaryPath(".ttf")
        // Deterministic garbage (a linear congruential sequence), 4 KiB.
        var seed: UInt32 = 12345
        let bytes = (0..<4096).map { _ -> UInt8 in
            seed = seed &* 1_103_515_245 &+ 12345
            return UInt8(truncatingIfNeeded: seed >> 16)
        }
        try Data(bytes).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FontFace(path: path)) { error in
            XCTAssertTrue(error is FontError, "expected FontError, got \(error)")
        }
    }

    func testTruncatedFontFileThrowsFontError() throws {
        // The first 100 bytes of a real font: a valid header whose tables are missing.
        let real = try XCTUnwrap(FileManager.default.contents(atPath: FontFace.defaultPath))
        let path = temporaryPath(".ttf")
        try real.prefix(100).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FontFace(path: path)) { error in
            XCTAssertTrue(error is FontError, "expected FontError, got \(error)")
        }
    }

    func testEmptyFileThrowsFontError() throws {
        let path = temporaryPath(".ttf")
        try Data().write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FontFace(path: path)) { error in
            XCTAssertTrue(error is FontError, "expected FontError, got \(error)")
        }
    }

    // MARK: Glyph cache

    func testGlyphCacheReturnsTheSameObjectAndCountsDistinctGlyphs() throws {
        let face = try defaultFace()
        XCTAssertEqual(face.cachedGlyphCount, 0)
        let a1 = try XCTUnwrap(face.glyph(for: "A", pixelSize: 16))
        XCTAssertEqual(face.cachedGlyphCount, 1)
        let a2 = try XCTUnwrap(face.glyph(for: "A", pixelSize: 16))
        XCTAssertTrue(a1 === a2, "a cached glyph is returned, not rendered again")
        XCTAssertEqual(face.cachedGlyphCount, 1)
        let b = try XCTUnwrap(face.glyph(for: "B", pixelSize: 16))
        XCTAssertFalse(a1 === b)
        XCTAssertEqual(face.cachedGlyphCount, 2)
        // Another size is another glyph.
        let bigA = try XCTUnwrap(face.glyph(for: "A", pixelSize: 32))
        XCTAssertFalse(bigA === a1)
        XCTAssertEqual(face.cachedGlyphCount, 3)
        XCTAssertGreaterThan(bigA.height, a1.height)
        // Sizes that round to the same 1/64 pixel share the glyph.
        XCTAssertTrue(face.glyph(for: "A", pixelSize: 16.001) === a1)
        XCTAssertEqual(face.cachedGlyphCount, 3)

        face.purgeCache()
        XCTAssertEqual(face.cachedGlyphCount, 0)
        let a3 = try XCTUnwrap(face.glyph(for: "A", pixelSize: 16))
        XCTAssertFalse(a3 === a1, "after a purge the glyph is rendered anew")
        XCTAssertEqual(face.cachedGlyphCount, 1)
    }

    func testGlyphShapes() throws {
        let face = try defaultFace()
        let space = try XCTUnwrap(face.glyph(for: " ", pixelSize: 20))
        XCTAssertEqual(space.width, 0, "a space has no bitmap")
        XCTAssertGreaterThan(space.advance, 0, "but it advances the pen")
        let h = try XCTUnwrap(face.glyph(for: "H", pixelSize: 20))
        // A capital letter stands on the baseline and is at most one em tall.
        XCTAssertGreaterThan(h.top, 10)
        XCTAssertLessThanOrEqual(h.top, 20)
        XCTAssertGreaterThan(h.width, 5)
        XCTAssertLessThan(CGFloat(h.width), h.advance)
        let g = try XCTUnwrap(face.glyph(for: "g", pixelSize: 20))
        XCTAssertGreaterThan(g.height, g.top, "a descender reaches below the baseline")
    }

    func testMetricsAreProportionalToSize() throws {
        let face = try defaultFace()
        let m20 = face.metrics(pixelSize: 20)
        let m40 = face.metrics(pixelSize: 40)
        // DejaVu Sans: ascender 0.93 em and descender 0.24 em (rounded to whole pixels).
        XCTAssertEqual(m20.ascent, 0.93 * 20, accuracy: 1.5)
        XCTAssertEqual(m20.descent, 0.24 * 20, accuracy: 1.5)
        XCTAssertGreaterThanOrEqual(m20.lineHeight, m20.ascent + m20.descent - 1)
        XCTAssertEqual(m40.ascent, 2 * m20.ascent, accuracy: 2)
    }

    // MARK: Text lines

    func testTextLineWidthIsSumOfAdvances() throws {
        let face = try defaultFace()
        let font = Font(face: face, size: 18)
        let line = font.layoutLine("Vitrine 42!")
        XCTAssertEqual(line.glyphs.count, 11)
        var pen: CGFloat = 0
        for (i, scalar) in "Vitrine 42!".unicodeScalars.enumerated() {
            let g = try XCTUnwrap(face.glyph(for: scalar, pixelSize: 18))
            XCTAssertTrue(line.glyphs[i].glyph === g, "glyph \(i) comes from the cache")
            XCTAssertEqual(line.glyphs[i].x, pen, "pen position of glyph \(i)")
            pen += g.advance
        }
        XCTAssertEqual(line.width, pen)
        XCTAssertEqual(line.scale, 1)
    }

    func testTextLineAtScaleTwoIsMeasuredInPoints() throws {
        let font = Font(face: try defaultFace(), size: 12)
        let line = font.layoutLine("Hello", scale: 2)
        // Laid out with 24 px glyphs; the width is the sum of their advances over the scale.
        let sum = line.glyphs.reduce(0) { $0 + $1.glyph.advance }
        XCTAssertEqual(line.width, sum / 2)
        XCTAssertEqual(line.width, font.layoutLine("Hello").width, accuracy: 3, "hinting moves each glyph by under a pixel")
    }

    func testWiderStringIsWider() throws {
        let font = Font(face: try defaultFace(), size: 16)
        XCTAssertGreaterThan(font.layoutLine("abcd").width, font.layoutLine("abc").width)
        XCTAssertGreaterThan(font.layoutLine("WWW").width, font.layoutLine("iii").width)
        XCTAssertEqual(font.layoutLine("").width, 0)
        XCTAssertTrue(font.layoutLine("").glyphs.isEmpty)
        // A bigger font makes a wider line.
        let big = Font(face: font.face, size: 32)
        XCTAssertGreaterThan(big.layoutLine("abc").width, font.layoutLine("abc").width * 1.8)
    }

    func testControlCharactersAreSkipped() throws {
        let font = Font(face: try defaultFace(), size: 16)
        let line = font.layoutLine("a\tb\n")
        XCTAssertEqual(line.glyphs.count, 2)
        XCTAssertEqual(line.width, font.layoutLine("ab").width)
    }

    func testFontSizeIsAtLeastOnePoint() throws {
        let face = try defaultFace()
        XCTAssertEqual(Font(face: face, size: 0).size, 1)
        XCTAssertEqual(Font(face: face, size: -4).size, 1)
        XCTAssertEqual(Font(face: face, size: 13).size, 13)
    }
}
