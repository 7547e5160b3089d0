import Foundation
import XCTest
@testable import VitrineGraphics

/// Issue 11's bad input for glyphs: an index the face does not have, absurd pixel sizes.
/// A log line or `nil`, the best drawing possible, never a crash.
final class GlyphBadInputTests: XCTestCase {
    /// Log lines sent to the shared font database's handler while `body` runs.
    private func logLines(_ body: () throws -> Void) rethrows -> [String] {
        final class Lines: @unchecked Sendable {
            let lock = NSLock()
            var lines: [String] = []
        }
        let sink = Lines()
        FontDatabase.shared.setLogHandler { line in sink.lock.lock(); sink.lines.append(line); sink.lock.unlock() }
        defer { FontDatabase.shared.setLogHandler(nil) }
        try body()
        sink.lock.lock(); defer { sink.lock.unlock() }
        return sink.lines
    }

    /// Rule: a glyph index at or past the face's glyph count is `nil` with one log line for the
    /// face (not one a frame); a run holding one draws its other glyphs.
    func testAGlyphIndexBeyondTheFaceIsNilAndLoggedOnce() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        XCTAssertEqual(face.glyphCount, 6253, "DejaVu Sans 2.37 has 6253 glyphs")
        XCTAssertNotNil(face.glyph(index: 6252, pixelSize: 16), "the last glyph")
        let b = PixelBuffer(width: 80, height: 30)
        let lines = logLines {
            XCTAssertNil(face.glyph(index: 6253, pixelSize: 16))
            XCTAssertNil(face.glyph(index: .max, pixelSize: 16, phase: 3))
            let run = GlyphRun(face: face, pointSize: 16, glyphs: [face.glyphIndex(for: "A"), 70_000, face.glyphIndex(for: "B")],
                               positions: [CGPoint(x: 0, y: 0), CGPoint(x: 12, y: 0), CGPoint(x: 24, y: 0)], color: .black)
            Canvas(buffer: b).draw(run, at: CGPoint(x: 4, y: 22))
        }
        XCTAssertEqual(lines, ["glyph index 6253 is beyond the 6253 glyphs of \(FontFace.defaultPath); drawn as nothing"])
        var inkA = 0, inkB = 0
        for y in 0..<30 {
            for x in 4..<16 where b[x, y] >> 24 > 128 { inkA += 1 }
            for x in 28..<40 where b[x, y] >> 24 > 128 { inkB += 1 }
        }
        XCTAssertGreaterThan(inkA, 20, "A is drawn")
        XCTAssertGreaterThan(inkB, 20, "B is drawn")
    }

    /// Rule: pixel sizes are clamped to what is rasterized — 1 px to `maximumPixelSize`
    /// (1024) for outlines, 256 for colour glyphs — so a size of 10⁹, infinity or NaN renders
    /// (the same glyph as the clamped size) and a glyph's bitmap stays within
    /// `maximumGlyphDimension` (2048) each way.
    func testAbsurdPixelSizesAreClamped() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        let w = face.glyphIndex(for: "W")
        let at1024 = try XCTUnwrap(face.glyph(index: w, pixelSize: 1024))
        XCTAssertTrue(face.glyph(index: w, pixelSize: 1e9) === at1024)
        XCTAssertTrue(face.glyph(index: w, pixelSize: .infinity) === at1024)
        XCTAssertLessThanOrEqual(max(at1024.width, at1024.height), FontFace.maximumGlyphDimension)
        let tiny = try XCTUnwrap(face.glyph(index: w, pixelSize: 1))
        XCTAssertTrue(face.glyph(index: w, pixelSize: .nan) === tiny)
        XCTAssertTrue(face.glyph(index: w, pixelSize: -5) === tiny)
        XCTAssertTrue(face.glyph(index: w, pixelSize: 0) === tiny)
        let emoji = try FontFace(path: ColorGlyphTests.emojiPath)
        let grin = emoji.glyphIndex(for: "😀")
        let big = try XCTUnwrap(emoji.glyph(index: grin, pixelSize: 5000))
        XCTAssertTrue(emoji.glyph(index: grin, pixelSize: 256) === big)
        XCTAssertEqual(big.width, 320, "136 · 256/109 = 319.4, rounded up")
        let m = face.metrics(pixelSize: 3000)
        XCTAssertEqual(m.ascent, face.metrics(pixelSize: 1000).ascent * 3, accuracy: 3, "metrics scale past the raster limit")
    }

    /// Rule: text past the raster limit (600 pt at scale 3: 1800 px) is drawn from the
    /// 1024-px raster scaled by the canvas, at its full size: DejaVu's "l" is 1556/2048 em
    /// tall, 1367.6 px at 1800 px an em (±4 for hinting at 1024 px and resampling).
    func testTextPastTheRasterLimitIsScaledToItsSize() throws {
        let face = try FontFace(path: FontFace.defaultPath)
        let b = PixelBuffer(width: 300, height: 1500)
        let c = Canvas(buffer: b)
        c.scaleBy(x: 3, y: 3)
        c.draw(GlyphRun(face: face, pointSize: 600, glyphs: [face.glyphIndex(for: "l")], positions: [.zero], color: .black),
               at: CGPoint(x: 20, y: 480))
        var top = Int.max, bottom = Int.min
        for y in 0..<b.height { for x in 0..<b.width where b[x, y] >> 24 >= 128 { top = min(top, y); bottom = max(bottom, y) } }
        XCTAssertEqual(Double(bottom - top + 1), 1556.0 / 2048 * 1800, accuracy: 4)
        XCTAssertEqual(bottom, 1439, "the stem ends on the baseline, y 480 · 3 = 1440")
    }
}
