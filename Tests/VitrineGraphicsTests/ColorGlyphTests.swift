import Foundation
import XCTest
@testable import VitrineGraphics

/// Issue 11's colour emoji: Noto Color Emoji's `CBDT` bitmaps (one 109-px strike) through
/// FreeType, scaled to the text size, drawn in their own colours with the text colour's alpha
/// and the canvas alpha.
final class ColorGlyphTests: XCTestCase {
    static let emojiPath = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"

    private func emoji() throws -> FontFace { try FontFace(path: Self.emojiPath) }

    private func index(_ face: FontFace, _ s: Unicode.Scalar) throws -> UInt32 {
        let i = face.glyphIndex(for: s)
        XCTAssertNotEqual(i, 0, "Noto Color Emoji has \(s)")
        return i
    }

    private func channels(_ p: UInt32) -> (a: Int, r: Int, g: Int, b: Int) {
        (Int(p >> 24), Int((p >> 16) & 0xFF), Int((p >> 8) & 0xFF), Int(p & 0xFF))
    }

    // MARK: The face and its glyphs

    /// Rule (issue 11: "colour emoji (CBDT bitmaps through FreeType, scaled)"): the emoji font,
    /// which has no outlines, opens as a colour face; at the strike's own size a glyph is the
    /// strike's bitmap (136 × 128, 101 above the baseline, advance 136); at 32 px everything
    /// is scaled by 32/109: 136·32/109 = 39.9 → 40 wide; the top 101·32/109 = 29.65 → row 30
    /// (the bitmap starts 0.35 px lower), 0.35 + 128·32/109 = 37.9 → 38 tall.
    func testTheEmojiFontOpensAsAColourFaceScaledToTheSize() throws {
        let face = try emoji()
        XCTAssertTrue(face.hasColorGlyphs)
        XCTAssertEqual(face.familyName, "Noto Color Emoji")
        let wave = try index(face, "👋")
        let native = try XCTUnwrap(face.glyph(index: wave, pixelSize: 109))
        XCTAssertTrue(native.isColor)
        XCTAssertEqual([native.width, native.height, native.left, native.top], [136, 128, 0, 101])
        XCTAssertEqual(native.advance, 136)
        let small = try XCTUnwrap(face.glyph(index: wave, pixelSize: 32))
        XCTAssertEqual([small.width, small.height, small.left, small.top], [40, 38, 0, 30])
        XCTAssertEqual(small.advance, 136 * 32 / 109, accuracy: 1e-9)
        XCTAssertTrue(face.glyph(index: wave, pixelSize: 32, phase: 2) === small, "colour glyphs have one phase")
        XCTAssertEqual(face.unitsPerEm, 2048, "the head table's, for a shaper (FreeType says 0 for bitmap-only faces)")
    }

    /// Rule: ascent, descent and line height scale with the size like the bitmaps do (the
    /// strike's 101 / 27 / 128 at 109 px).
    func testMetricsScaleWithTheSize() throws {
        let face = try emoji()
        XCTAssertEqual(face.metrics(pixelSize: 109), LineMetrics(ascent: 101, descent: 27, lineHeight: 128))
        let m = face.metrics(pixelSize: 16)
        XCTAssertEqual(m.ascent, 101 * 16 / 109, accuracy: 1e-9)
        XCTAssertEqual(m.descent, 27 * 16 / 109, accuracy: 1e-9)
        XCTAssertEqual(m.lineHeight, 128 * 16 / 109, accuracy: 1e-9)
    }

    /// Rule: the bitmap is premultiplied (no channel above alpha) at every size, keeps the
    /// emoji's colours (😀's face is yellow: red and green high, blue low, opaque), and
    /// shrinking averages areas, so the total coverage (Σ alpha) scales with the area: at half
    /// size a quarter, within 1 %.
    func testColourBitmapsArePremultipliedKeepTheirColoursAndShrinkByArea() throws {
        let face = try emoji()
        let grin = try index(face, "😀")
        for size in [12.0, 16, 32, 54.5, 109, 200, 256] {
            let g = try XCTUnwrap(face.glyph(index: grin, pixelSize: size))
            let bitmap = try XCTUnwrap(g.colorBitmap)
            for y in 0..<bitmap.height {
                for x in 0..<bitmap.width {
                    let c = channels(bitmap[x, y])
                    XCTAssertTrue(c.r <= c.a && c.g <= c.a && c.b <= c.a, "\(size) px (\(x), \(y)): \(String(bitmap[x, y], radix: 16))")
                }
            }
            let centre = channels(bitmap[bitmap.width / 2, bitmap.height / 2])
            XCTAssertEqual(centre.a, 255, "\(size) px")
            XCTAssertTrue(centre.r > 200 && centre.g > 150 && centre.b < 100, "yellow at \(size) px: \(centre)")
        }
        func coverage(_ g: Glyph) throws -> Double {
            let b = try XCTUnwrap(g.colorBitmap)
            var sum = 0.0
            for y in 0..<b.height { for x in 0..<b.width { sum += Double(b[x, y] >> 24) } }
            return sum
        }
        let full = try coverage(XCTUnwrap(face.glyph(index: grin, pixelSize: 109)))
        let half = try coverage(XCTUnwrap(face.glyph(index: grin, pixelSize: 54.5)))
        XCTAssertEqual(half / full, 0.25, accuracy: 0.0025)
    }

    /// Rule (issue 11's bad input): a bitmap font without colour glyphs (a `.pcf`/`.bdf`) is
    /// still refused, with a clear `FontError`.
    func testABitmapFontWithoutColourIsRefused() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-\(UUID().uuidString).bdf").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let bdf = """
            STARTFONT 2.1
            FONT -misc-vitrinetest-medium-r-normal--8-80-75-75-c-80-iso10646-1
            SIZE 8 75 75
            FONTBOUNDINGBOX 8 8 0 0
            STARTPROPERTIES 2
            FONT_ASCENT 8
            FONT_DESCENT 0
            ENDPROPERTIES
            CHARS 1
            STARTCHAR A
            ENCODING 65
            SWIDTH 1000 0
            DWIDTH 8 0
            BBX 8 8 0 0
            BITMAP
            FF
            81
            81
            81
            81
            81
            81
            FF
            ENDCHAR
            ENDFONT

            """
        try Data(bdf.utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertThrowsError(try FontFace(path: path)) { error in
            guard let e = error as? FontError else { return XCTFail("expected FontError, got \(error)") }
            XCTAssertEqual(e.path, path)
            XCTAssertEqual(e.description, "cannot load font \(path): a bitmap font without colour glyphs, drawn only at its fixed sizes (use a scalable font, or a colour bitmap font such as Noto Color Emoji)")
        }
    }

    // MARK: Drawing

    private func run(_ face: FontFace, _ scalars: [Unicode.Scalar], size: CGFloat, color: Color = .black) throws -> GlyphRun {
        let glyphs = try scalars.map { try index(face, $0) }
        let positions = (0..<glyphs.count).map { CGPoint(x: CGFloat($0) * size * 1.3, y: 0) }
        return GlyphRun(face: face, pointSize: size, glyphs: glyphs, positions: positions, color: color)
    }

    /// Rule: a colour glyph is blended OVER in its own colours (whatever the run's colour),
    /// at the nearest whole pixel: each pixel is the bitmap's pixel over white, worked out
    /// here with the premultiplied OVER formula.
    func testColourGlyphsKeepTheirColoursOverTheBackground() throws {
        let face = try emoji()
        let g = try XCTUnwrap(face.glyph(index: index(face, "😀"), pixelSize: 32))
        let bitmap = try XCTUnwrap(g.colorBitmap)
        for color in [Color.black, Color(rgb: 0xFF0000)] {
            let b = PixelBuffer(width: 64, height: 48)
            b.fill(b.bounds, with: 0xFFFF_FFFF)
            Canvas(buffer: b).draw(try run(face, ["😀"], size: 32, color: color), at: CGPoint(x: 10.4, y: 36))
            for y in 0..<g.height {
                for x in 0..<g.width {
                    let s = channels(bitmap[x, y]), d = channels(b[10 + x + g.left, 36 - g.top + y])
                    let over = { (c: Int) in c + 255 * (255 - s.a) / 255 }
                    XCTAssertEqual(d.a, 255)
                    XCTAssertEqual(Double(d.r), Double(over(s.r)), accuracy: 1, "(\(x), \(y))")
                    XCTAssertEqual(Double(d.g), Double(over(s.g)), accuracy: 1, "(\(x), \(y))")
                    XCTAssertEqual(Double(d.b), Double(over(s.b)), accuracy: 1, "(\(x), \(y))")
                }
            }
        }
    }

    /// Rule (issue 11): colour glyphs take the run colour's alpha and the canvas alpha: on
    /// transparent pixels, every channel is the bitmap's times both (±1).
    func testTheRunAlphaAndTheCanvasAlphaFadeColourGlyphs() throws {
        let face = try emoji()
        let g = try XCTUnwrap(face.glyph(index: index(face, "👋"), pixelSize: 24))
        let bitmap = try XCTUnwrap(g.colorBitmap)
        for (runAlpha, canvasAlpha) in [(0.5, 1.0), (1.0, 0.5), (0.5, 0.5), (1.0, 1.0)] {
            let b = PixelBuffer(width: 48, height: 40)
            let c = Canvas(buffer: b)
            c.alpha = canvasAlpha
            c.draw(try run(face, ["👋"], size: 24, color: Color(red: 0, green: 0, blue: 1, alpha: runAlpha)), at: CGPoint(x: 8, y: 30))
            let k = runAlpha * canvasAlpha
            for y in 0..<g.height {
                for x in 0..<g.width {
                    let s = channels(bitmap[x, y]), d = channels(b[8 + x, 30 - g.top + y])
                    XCTAssertEqual(Double(d.a), Double(s.a) * k, accuracy: 1, "alpha \(runAlpha)×\(canvasAlpha) (\(x), \(y))")
                    XCTAssertEqual(Double(d.r), Double(s.r) * k, accuracy: 1, "alpha \(runAlpha)×\(canvasAlpha) (\(x), \(y))")
                    XCTAssertEqual(Double(d.b), Double(s.b) * k, accuracy: 1, "alpha \(runAlpha)×\(canvasAlpha) (\(x), \(y))")
                }
            }
        }
    }

    /// The box around every pixel with some alpha, whether some pixel is yellow and whether
    /// some opaque pixel has colour (not grey: channels more than 60 apart).
    private func ink(_ b: PixelBuffer) -> (box: PixelRect, yellow: Bool, colourful: Bool) {
        var x0 = Int.max, y0 = Int.max, x1 = Int.min, y1 = Int.min, yellow = false, colourful = false
        for y in 0..<b.height {
            for x in 0..<b.width where b[x, y] >> 24 > 0 {
                x0 = min(x0, x); y0 = min(y0, y); x1 = max(x1, x); y1 = max(y1, y)
                let c = channels(b[x, y])
                if c.a == 255 && c.r > 200 && c.g > 150 && c.b < 100 { yellow = true }
                if c.a == 255 && max(c.r, c.g, c.b) - min(c.r, c.g, c.b) > 60 { colourful = true }
            }
        }
        return x0 > x1 ? (.zero, false, false)
            : (PixelRect(x: x0, y: y0, width: x1 - x0 + 1, height: y1 - y0 + 1), yellow, colourful)
    }

    /// Rule: under rotation, and past the colour raster limit (256 px), colour glyphs go
    /// through the general path and still keep their colours and size: a 😀 of 32 pt turned a
    /// quarter has the unturned one's ink box turned (width and height swapped, ±2); 200 pt
    /// at scale 2 (400 px, drawn from the 256-px raster) has twice the ink of 200 pt at scale
    /// 1 (drawn directly), ±3 pixels.
    func testTransformedColourGlyphsKeepColourAndSize() throws {
        let face = try emoji()
        let upright = PixelBuffer(width: 100, height: 80)
        Canvas(buffer: upright).draw(try run(face, ["😀"], size: 32), at: CGPoint(x: 20, y: 40))
        let turned = PixelBuffer(width: 100, height: 80)
        let c = Canvas(buffer: turned)
        c.translateBy(x: 50, y: 20)
        c.rotate(by: .pi / 2)
        c.draw(try run(face, ["😀"], size: 32), at: .zero)
        let u = ink(upright), t = ink(turned)
        XCTAssertTrue(t.yellow)
        XCTAssertGreaterThan(u.box.width, 30)
        XCTAssertEqual(Double(t.box.width), Double(u.box.height), accuracy: 2)
        XCTAssertEqual(Double(t.box.height), Double(u.box.width), accuracy: 2)

        let direct = PixelBuffer(width: 280, height: 260)
        Canvas(buffer: direct).draw(try run(face, ["😀"], size: 200), at: CGPoint(x: 10, y: 200))
        let big = PixelBuffer(width: 560, height: 520)
        let c2 = Canvas(buffer: big)
        c2.scaleBy(x: 2, y: 2)
        c2.draw(try run(face, ["😀"], size: 200), at: CGPoint(x: 10, y: 200))
        let d = ink(direct), b = ink(big)
        XCTAssertTrue(b.yellow)
        XCTAssertEqual(Double(b.box.width), Double(d.box.width) * 2, accuracy: 3)
        XCTAssertEqual(Double(b.box.height), Double(d.box.height) * 2, accuracy: 3)
    }

    /// Rule (the display list's contract): a frame with colour glyphs — plain, faded,
    /// rotated, beside outline text — played back in 1, 2, 3 or 5 concurrent bands gives the
    /// same pixels as drawing directly.
    func testBandedPlaybackOfColourGlyphsMatchesDirectDrawing() throws {
        let face = try emoji(), text = try FontFace(path: FontFace.defaultPath)
        func scene(_ c: Canvas) throws {
            c.fill(CGRect(x: 0, y: 0, width: 120, height: 100), color: Color(rgb: 0xEEEEEE))
            c.draw(try run(face, ["👋", "😀", "🍣"], size: 20), at: CGPoint(x: 4.3, y: 24))
            c.draw(try run(text, ["H", "i"], size: 18, color: Color(rgb: 0x0D47A1)), at: CGPoint(x: 4.6, y: 50))
            c.draw(try run(face, ["😀"], size: 28, color: Color(red: 0, green: 0, blue: 0, alpha: 0.6)), at: CGPoint(x: 60, y: 60))
            c.save()
            c.translateBy(x: 30, y: 70)
            c.rotate(by: -.pi / 7)
            c.alpha = 0.8
            c.draw(try run(face, ["🍣", "👋"], size: 16), at: .zero)
            c.restore()
        }
        let expected = PixelBuffer(width: 120, height: 100)
        try scene(Canvas(buffer: expected))
        XCTAssertTrue(ink(expected).yellow)
        for bands in [1, 2, 3, 5] {
            let out = PixelBuffer(width: 120, height: 100)
            let list = DisplayList()
            try scene(Canvas(recordingInto: list, for: out))
            list.play(into: out, region: Region(out.bounds), caches: (0..<bands).map { _ in CanvasCache() })
            var differing = 0
            for y in 0..<100 { for x in 0..<120 where out[x, y] != expected[x, y] { differing += 1 } }
            XCTAssertEqual(differing, 0, "\(bands) bands")
        }
    }

    /// Rule: laid-out lines (`drawText`) draw colour glyphs too: an emoji the primary font
    /// lacks (🍣; DejaVu Sans has none, unlike 😀, which it draws in black) comes from
    /// fontconfig's fallback, Noto Color Emoji, in colour, though the text is black.
    func testLinesDrawFallbackEmojiInColour() throws {
        let b = PixelBuffer(width: 80, height: 48)
        Canvas(buffer: b).drawText("a🍣", font: Font(face: try FontFace(path: FontFace.defaultPath), size: 28),
                                   at: CGPoint(x: 4, y: 36), color: .black)
        XCTAssertTrue(ink(b).colourful)
    }
}
