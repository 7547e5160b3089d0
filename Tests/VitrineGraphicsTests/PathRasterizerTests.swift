import Foundation
import XCTest
@testable import VitrineGraphics
import CPixman
import VitrineTesting

/// Paths rasterised by cairo through the canvas: coverage checked by hand on simple shapes,
/// goldens of fills and strokes (±2 per channel, no differing pixel), recording and banded
/// playback equal to direct drawing, and bad input.
final class PathRasterizerTests: XCTestCase {
    private static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden").path

    private func white(_ w: Int, _ h: Int) -> (PixelBuffer, Canvas) {
        let b = PixelBuffer(width: w, height: h)
        b.fill(b.bounds, with: 0xFFFF_FFFF)
        return (b, Canvas(buffer: b))
    }

    /// A 10×10 square on whole pixels covers exactly its 100 pixels fully and nothing else.
    func testAlignedSquareCoverageIsExact() throws {
        var p = Path()
        p.addRect(CGRect(x: 2, y: 3, width: 10, height: 10))
        guard let mask = PathRasterizer.coverage(of: p, transform: .identity, paint: .fill(.winding),
                                                 limit: PixelRect(x: 0, y: 0, width: 100, height: 100)) else { return XCTFail("no mask") }
        var full = 0, partial = 0
        let data = try XCTUnwrap(pixman_data(mask))
        for y in 0..<mask.rect.height {
            for x in 0..<mask.rect.width {
                let v = data[y * Int(pixmanStride(mask)) + x]
                let dx = mask.rect.x + x, dy = mask.rect.y + y
                let inside = (2..<12).contains(dx) && (3..<13).contains(dy)
                XCTAssertEqual(v, inside ? 255 : 0, "pixel \(dx),\(dy)")
                if v == 255 { full += 1 } else if v > 0 { partial += 1 }
            }
        }
        XCTAssertEqual(full, 100)
        XCTAssertEqual(partial, 0)
    }

    /// A 1-wide stroke of the line x = 5.5 covers column 5 fully (from 5 to 6) and no other.
    /// At a 2× transform the same stroke is 2 pixels wide: columns 10 and 11.
    func testStrokeWidthFollowsTransform() {
        for (scale, columns) in [(CGFloat(1), 5...5), (2, 10...11)] {
            let (b, c) = white(30, 30)
            c.scaleBy(x: scale, y: scale)
            var p = Path()
            p.move(to: CGPoint(x: 5.5, y: 2)); p.addLine(to: CGPoint(x: 5.5, y: 12))
            c.stroke(p, style: StrokeStyle(width: 1), color: .black)
            let row = b.row(Int(6 * scale))
            for x in 0..<30 {
                XCTAssertEqual(row[x], columns.contains(x) ? 0xFF00_0000 : 0xFFFF_FFFF, "scale \(scale) x \(x)")
            }
        }
    }

    /// Butt caps end at the end points; square caps reach half the width beyond them
    /// (Core Graphics' `CGLineCap` definitions). A 4-wide horizontal line from x = 10 to 20
    /// on y = 10: butt covers columns 10…19, square 8…21.
    func testCapsReach() {
        for (cap, first, last) in [(StrokeStyle.Cap.butt, 10, 19), (.square, 8, 21)] {
            let (b, c) = white(30, 20)
            var p = Path()
            p.move(to: CGPoint(x: 10, y: 10)); p.addLine(to: CGPoint(x: 20, y: 10))
            c.stroke(p, style: StrokeStyle(width: 4, cap: cap), color: .black)
            let row = b.row(10)
            for x in 0..<30 { XCTAssertEqual(row[x] == 0xFF00_0000, (first...last).contains(x), "\(cap) x \(x)") }
        }
    }

    /// Dashes of 4 on, 2 off along y = 5.5 from x = 0: columns 0–3 and 6–9 drawn, 4–5 not.
    func testDashPattern() {
        let (b, c) = white(20, 10)
        var p = Path()
        p.move(to: CGPoint(x: 0, y: 5.5)); p.addLine(to: CGPoint(x: 20, y: 5.5))
        c.stroke(p, style: StrokeStyle(width: 1, dashLengths: [4, 2]), color: .black)
        let row = b.row(5)
        let drawn = (0..<12).map { row[$0] == 0xFF00_0000 }
        XCTAssertEqual(drawn, [true, true, true, true, false, false, true, true, true, true, false, false])
    }

    /// fills-strokes (120×120 at 1×, 240×240 at 2×): top-left a blue star filled with the
    /// winding rule (solid centre), top-right the same star even-odd (white pentagon in the
    /// middle); middle row three thick black polylines with miter, round and bevel joins and
    /// butt, round and square caps; below them a red dashed line (round caps) and an orange
    /// anticlockwise-on-screen arc (Core Graphics `clockwise: true`, 0 to π/2 the long way:
    /// three quarters of a ring open at the bottom right) next to a green clockwise quarter
    /// arc; bottom a purple ellipse, a grey rounded rectangle with only its top-left and
    /// bottom-right corners rounded, and a teal quad and cubic curve stroked.
    func testFillsAndStrokesGolden() {
        for scale in [1, 2] {
            let (b, c) = white(120 * scale, 120 * scale)
            c.scaleBy(x: CGFloat(scale), y: CGFloat(scale))
            Self.drawSampler(c)
            if let failure = GoldenImage.verify(b, name: "paths-fills-strokes-\(scale)x", directory: Self.goldenDirectory) {
                XCTFail(failure)
            }
        }
    }

    static func drawSampler(_ c: Canvas) {
        c.fill(PathGeometryTests.star(center: CGPoint(x: 28, y: 24), radius: 20), color: Color(rgb: 0x1E5BD8), rule: .winding)
        c.fill(PathGeometryTests.star(center: CGPoint(x: 90, y: 24), radius: 20), color: Color(rgb: 0x1E5BD8), rule: .evenOdd)
        for (i, (join, cap)) in [(StrokeStyle.Join.miter, StrokeStyle.Cap.butt), (.round, .round), (.bevel, .square)].enumerated() {
            var p = Path()
            let x = 10 + CGFloat(i) * 38
            p.move(to: CGPoint(x: x, y: 62)); p.addLine(to: CGPoint(x: x + 12, y: 48)); p.addLine(to: CGPoint(x: x + 24, y: 62))
            c.stroke(p, style: StrokeStyle(width: 6, cap: cap, join: join), color: .black)
        }
        var dash = Path()
        dash.move(to: CGPoint(x: 8, y: 74)); dash.addLine(to: CGPoint(x: 60, y: 74))
        c.stroke(dash, style: StrokeStyle(width: 3, cap: .round, dashLengths: [6, 5]), color: Color(rgb: 0xD01010))
        var arc1 = Path()
        arc1.addArc(center: CGPoint(x: 76, y: 78), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: true)
        c.stroke(arc1, style: StrokeStyle(width: 3), color: Color(rgb: 0xF08000))
        var arc2 = Path()
        arc2.addArc(center: CGPoint(x: 100, y: 78), radius: 8, startAngle: 0, endAngle: .pi / 2, clockwise: false)
        c.stroke(arc2, style: StrokeStyle(width: 3), color: Color(rgb: 0x10A030))
        var oval = Path()
        oval.addEllipse(in: CGRect(x: 6, y: 92, width: 30, height: 20))
        c.fill(oval, color: Color(rgb: 0x8030C0))
        var rr = Path()
        rr.addRoundedRect(in: CGRect(x: 42, y: 92, width: 30, height: 20), radii: .init(topLeft: 8, topRight: 0, bottomRight: 8, bottomLeft: 0))
        c.fill(rr, color: Color(rgb: 0x808080))
        var curves = Path()
        curves.move(to: CGPoint(x: 78, y: 112)); curves.addQuadCurve(to: CGPoint(x: 94, y: 112), control: CGPoint(x: 86, y: 90))
        curves.addCurve(to: CGPoint(x: 114, y: 100), control1: CGPoint(x: 100, y: 124), control2: CGPoint(x: 108, y: 88))
        c.stroke(curves, style: StrokeStyle(width: 2, join: .round), color: Color(rgb: 0x008080))
    }

    /// Recorded into a display list and played back in 3 bands, and played again as a
    /// retained sublist, the sampler gives the same pixels as drawing it directly, under a
    /// translucent alpha and a clip (the "correctness of every path").
    func testRecordedPlaybackEqualsDirectDraw() {
        let (direct, dc) = white(240, 240)
        dc.scaleBy(x: 2, y: 2)
        dc.clip(to: CGRect(x: 3, y: 5, width: 110, height: 107))
        dc.alpha = 0.8
        Self.drawSampler(dc)

        let list = DisplayList()
        let (played, _) = white(240, 240)
        let rc = Canvas(recordingInto: list, for: played)
        rc.scaleBy(x: 2, y: 2)
        rc.clip(to: CGRect(x: 3, y: 5, width: 110, height: 107))
        rc.alpha = 0.8
        Self.drawSampler(rc)
        XCTAssertGreaterThan(list.count, 0)
        list.play(into: played, region: Region(played.bounds), caches: [CanvasCache(), CanvasCache(), CanvasCache()])
        let cmp = GoldenImage.compare(played, direct, channelTolerance: 0)
        XCTAssertEqual(cmp.differingPixels, 0)
        XCTAssertEqual(cmp.maxChannelDifference, 0)
    }

    /// Huge coordinates allocate no more than the clip: a triangle with corners a billion
    /// pixels away makes a mask no bigger than the 64×64 limit, and fills it (the triangle
    /// covers the whole canvas), without a crash.
    func testHugeCoordinatesStayWithinTheClip() throws {
        var p = Path()
        p.move(to: CGPoint(x: -1e9, y: -1e9)); p.addLine(to: CGPoint(x: 1e9, y: -1e9)); p.addLine(to: CGPoint(x: 0, y: 1e12)); p.closeSubpath()
        let limit = PixelRect(x: 0, y: 0, width: 64, height: 64)
        guard let mask = PathRasterizer.coverage(of: p, transform: .identity, paint: .fill(.winding), limit: limit) else { return XCTFail("no mask") }
        XCTAssertEqual(mask.rect, limit)
        let (b, c) = white(64, 64)
        c.fill(p, color: .black)
        XCTAssertEqual(b.row(32)[32], 0xFF00_0000)
        c.stroke(p, style: StrokeStyle(width: 1e9), color: .black)
    }

    /// Strokes of zero or invalid width, invalid dashes and a singular transform draw nothing
    /// or a solid line, and never crash.
    func testDegenerateStrokes() {
        let (b, c) = white(20, 20)
        var p = Path()
        p.move(to: CGPoint(x: 2, y: 10.5)); p.addLine(to: CGPoint(x: 18, y: 10.5))
        c.stroke(p, style: StrokeStyle(width: -3), color: .black)
        c.stroke(p, style: StrokeStyle(width: .nan), color: .black)
        XCTAssertEqual(b.row(10)[10], 0xFFFF_FFFF)
        c.stroke(p, style: StrokeStyle(width: 1, dashLengths: [-1, 2]), color: .black)
        XCTAssertEqual(b.row(10)[5], 0xFF00_0000, "an invalid dash pattern strokes a solid line")
        c.scaleBy(x: 0, y: 1)
        c.stroke(p, style: StrokeStyle(width: 1), color: .black)
    }
}

private func pixman_data(_ m: borrowing CoverageMask) -> UnsafeMutablePointer<UInt8>? {
    pixman_image_get_data(m.image).map { UnsafeMutableRawPointer($0).assumingMemoryBound(to: UInt8.self) }
}
private func pixmanStride(_ m: borrowing CoverageMask) -> Int32 { pixman_image_get_stride(m.image) }
