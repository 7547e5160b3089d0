import Foundation
import XCTest
@testable import VitrineGraphics

/// Issue 11's quarter-pixel glyph positions: each glyph's outline rendered shifted by a
/// quarter pixel per phase, the phase chosen from the glyph's device x (rounded to the
/// nearest quarter), the baseline on a whole device pixel.
final class GlyphRunPhaseTests: XCTestCase {
    private func face() throws -> FontFace { try FontFace(path: FontFace.defaultPath) }

    /// The ink's horizontal centre, in pixels from the pen position: Σ x·coverage / Σ coverage
    /// over the bitmap's pixel centres, plus the bitmap's offset.
    private func inkCentre(_ g: Glyph) throws -> Double {
        let pixels = try XCTUnwrap(g.maskPixels)
        let stride = (g.width + 3) & ~3
        var sum = 0.0, weighted = 0.0
        for y in 0..<g.height {
            for x in 0..<g.width {
                let c = Double(pixels[y * stride + x])
                sum += c
                weighted += (Double(x) + 0.5) * c
            }
        }
        return weighted / sum + Double(g.left)
    }

    /// Rule: phase k renders the outline k/4 pixel to the right: the ink's centre moves by a
    /// quarter pixel a phase, within 1/50 pixel. (Sampling at pixel centres makes the measure
    /// itself wobble by a few hundredths for one straight edge pair — a lone "l" stem — so
    /// the glyphs here have edges at many positions.)
    func testEachPhaseShiftsTheInkByAQuarterPixel() throws {
        let face = try face()
        for (char, size) in [("o", 16.0), ("W", 20.0), ("ж", 24.0), ("@", 18.0), ("S", 31.0)] {
            let index = face.glyphIndex(for: Unicode.Scalar(char)!)
            XCTAssertNotEqual(index, 0)
            let centres = try (0..<4).map { try inkCentre(XCTUnwrap(face.glyph(index: index, pixelSize: size, phase: $0))) }
            for k in 1..<4 {
                XCTAssertEqual(centres[k] - centres[0], Double(k) / 4, accuracy: 0.02, "\(char) at \(size) px, phase \(k)")
            }
        }
    }

    /// A run of "lo" drawn in opaque black on a transparent 60×40 buffer.
    private func draw(_ face: FontFace, at origin: CGPoint, pointSize: CGFloat = 16, scale: CGFloat = 1) -> PixelBuffer {
        let b = PixelBuffer(width: 60, height: 40)
        let c = Canvas(buffer: b)
        c.scaleBy(x: scale, y: scale)
        let run = GlyphRun(face: face, pointSize: pointSize, glyphs: [face.glyphIndex(for: "l"), face.glyphIndex(for: "o")],
                           positions: [.zero, CGPoint(x: 5.5, y: 0)], color: .black)
        c.draw(run, at: origin)
        return b
    }

    /// The buffer a single glyph's coverage gives when it is blended black at (`x`, `y`) onto
    /// transparent pixels: alpha = coverage, colour 0 (worked out, not drawn by the canvas).
    private func stamp(_ g: Glyph, x: Int, y: Int, into b: PixelBuffer) throws {
        let pixels = try XCTUnwrap(g.maskPixels)
        let stride = (g.width + 3) & ~3
        for row in 0..<g.height {
            for col in 0..<g.width {
                let c = UInt32(pixels[row * stride + col])
                let a = b[x + col, y + row] >> 24
                // Two glyphs never overlap here; OVER of black would be c + a·(1 − c).
                b.row(y + row)[x + col] = (c + a * (255 - c) / 255) << 24
            }
        }
    }

    private func same(_ a: PixelBuffer, _ b: PixelBuffer) -> Bool {
        for y in 0..<a.height { for x in 0..<a.width where a[x, y] != b[x, y] { return false } }
        return true
    }

    /// Rule: a glyph drawn at x + 0.25 is drawn from the phase-1 raster at whole pixel x, so
    /// it differs from the glyph at x and matches, pixel for pixel, the phase-1 coverage
    /// placed by hand (the second glyph, at 5.5 from the run's origin, takes phase 2).
    func testAQuarterPixelRightIsThePhaseOneRaster() throws {
        let face = try face()
        let atX = draw(face, at: CGPoint(x: 10, y: 30))
        let atQuarter = draw(face, at: CGPoint(x: 10.25, y: 30))
        XCTAssertFalse(same(atX, atQuarter), "a quarter pixel shows")
        let l = try XCTUnwrap(face.glyph(index: face.glyphIndex(for: "l"), pixelSize: 16, phase: 1))
        let o = try XCTUnwrap(face.glyph(index: face.glyphIndex(for: "o"), pixelSize: 16, phase: 3))
        let expected = PixelBuffer(width: 60, height: 40)
        try stamp(l, x: 10 + l.left, y: 30 - l.top, into: expected)
        // 10.25 + 5.5 = 15.75: whole pixel 15, phase 3.
        try stamp(o, x: 15 + o.left, y: 30 - o.top, into: expected)
        XCTAssertTrue(same(atQuarter, expected))
    }

    /// Rule: the device x is rounded to the nearest quarter (10.2 → 10.25, 10.9 → 11),
    /// the baseline to the nearest whole pixel (30.4 → 30, 30.6 → 31).
    func testPositionsRoundToTheNearestQuarterAndWholePixelBaselines() throws {
        let face = try face()
        let quarter = draw(face, at: CGPoint(x: 10.25, y: 30))
        XCTAssertTrue(same(draw(face, at: CGPoint(x: 10.2, y: 30)), quarter), "10.2 is nearest 10.25")
        XCTAssertTrue(same(draw(face, at: CGPoint(x: 10.3, y: 30.4)), quarter), "10.3 is nearest 10.25; 30.4 rounds to 30")
        XCTAssertTrue(same(draw(face, at: CGPoint(x: 10.9, y: 30)), draw(face, at: CGPoint(x: 11, y: 30))), "10.9 is nearest 11")
        XCTAssertTrue(same(draw(face, at: CGPoint(x: 10, y: 30.6)), draw(face, at: CGPoint(x: 10, y: 31))), "30.6 rounds to 31")
        XCTAssertFalse(same(draw(face, at: CGPoint(x: 10.2, y: 30)), draw(face, at: CGPoint(x: 10, y: 30))))
    }

    /// Rule: the phase comes from the device x: at scale 2 a run at x = 5.125 points lands on
    /// device x 10.25 and is the 32-px glyphs drawn there.
    func testThePhaseFollowsTheDeviceX() throws {
        let face = try face()
        let scaled = draw(face, at: CGPoint(x: 5.125, y: 15), pointSize: 16, scale: 2)
        let b = PixelBuffer(width: 60, height: 40)
        let run = GlyphRun(face: face, pointSize: 32, glyphs: [face.glyphIndex(for: "l"), face.glyphIndex(for: "o")],
                           positions: [.zero, CGPoint(x: 11, y: 0)], color: .black)
        Canvas(buffer: b).draw(run, at: CGPoint(x: 10.25, y: 30))
        XCTAssertTrue(same(scaled, b))
        XCTAssertFalse(same(scaled, draw(face, at: CGPoint(x: 5, y: 15), pointSize: 16, scale: 2)))
    }
}
