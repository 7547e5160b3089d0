import Foundation
import XCTest
@testable import VitrineGraphics

/// Rounded rectangles and inside strokes, checked against an ideal rounded rectangle sampled
/// on a fine grid (`referenceCoverage`), not against the canvas's own output.
final class CanvasShapeTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    /// Coverage error allowed per pixel: pixman samples 8-bit masks on a 17×15 grid (up to one
    /// sample row or column, 1/15 of a pixel, off along an edge) and the arcs are flattened to
    /// within 0.05 px, so 0.1 of full coverage (25.5 in 0…255).
    private let coverageTolerance = 25.5

    // MARK: RoundedRect value

    func testRadiiTooLargeAreScaledDownTogether() {
        // 40 wide: 30 + 30 = 60 > 40 on the top edge, factor 40/60 = 2/3 for all corners.
        let r = RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 100),
                            radii: CornerRadii(topLeft: 30, topRight: 30, bottomRight: 6, bottomLeft: 3))
        XCTAssertEqual(r.radii.topLeft, 20, accuracy: 1e-12)
        XCTAssertEqual(r.radii.topRight, 20, accuracy: 1e-12)
        XCTAssertEqual(r.radii.bottomRight, 4, accuracy: 1e-12)
        XCTAssertEqual(r.radii.bottomLeft, 2, accuracy: 1e-12)
        // Radii that fit are kept, negative ones become 0, and the rect is standardised.
        let s = RoundedRect(rect: CGRect(x: 10, y: 10, width: -10, height: -10), radii: CornerRadii(topLeft: 2, topRight: -1, bottomRight: 0, bottomLeft: 5))
        XCTAssertEqual(s.rect, CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(s.radii, CornerRadii(topLeft: 2, topRight: 0, bottomRight: 0, bottomLeft: 5))
    }

    func testInsetShrinksRectAndRadii() {
        let r = RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 30), radii: CornerRadii(topLeft: 10, topRight: 2, bottomRight: 0, bottomLeft: 5))
        let i = r.inset(by: 3)
        XCTAssertEqual(i.rect, CGRect(x: 3, y: 3, width: 34, height: 24))
        XCTAssertEqual(i.radii, CornerRadii(topLeft: 7, topRight: 0, bottomRight: 0, bottomLeft: 2))
    }

    func testPolygonPointsLieOnTheOutline() {
        let shape = RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 30), cornerRadius: 10)
        let pts = shape.polygon()
        XCTAssertGreaterThan(pts.count, 8)
        for p in pts {
            // Every vertex is on the boundary: inside the bounding rect, and in a corner square
            // exactly 10 from the corner's centre.
            XCTAssertTrue(p.x >= -1e-9 && p.x <= 40 + 1e-9 && p.y >= -1e-9 && p.y <= 30 + 1e-9, "\(p)")
            let cx = p.x < 10 ? 10.0 : (p.x > 30 ? 30.0 : p.x)
            let cy = p.y < 10 ? 10.0 : (p.y > 20 ? 20.0 : p.y)
            if cx != p.x && cy != p.y {
                XCTAssertEqual(hypot(p.x - cx, p.y - cy), 10, accuracy: 1e-9, "\(p)")
            }
        }
    }

    // MARK: Fill

    func testRoundedRectCornersAreEmptyAndCentreIsFull() {
        let buffer = PixelBuffer(width: 40, height: 40)
        let c = Canvas(buffer: buffer)
        c.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 10), color: red)
        // Pixel (0, 0) is wholly outside: its nearest point (1, 1) is √(9² + 9²) = 12.7 from the
        // corner centre (10, 10), more than the radius 10.
        XCTAssertEqual(buffer[0, 0], 0)
        XCTAssertEqual(buffer[39, 0], 0)
        XCTAssertEqual(buffer[0, 39], 0)
        XCTAssertEqual(buffer[39, 39], 0)
        XCTAssertEqual(buffer[20, 20], 0xFFFF_0000)
        // Edge midpoints are straight sides: full.
        XCTAssertEqual(buffer[0, 20], 0xFFFF_0000)
        XCTAssertEqual(buffer[20, 39], 0xFFFF_0000)
    }

    func testRoundedRectArcPixelsArePartiallyCovered() {
        let buffer = PixelBuffer(width: 40, height: 40)
        let c = Canvas(buffer: buffer)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        c.fill(RoundedRect(rect: rect, cornerRadius: 10), color: red)
        // The 45° point of the top-left arc is (10 − 10/√2, 10 − 10/√2) = (2.93, 2.93), a pixel
        // corner; pixels (2, 3) and (3, 2) straddle the arc there: their corners (3, 3) and
        // (2, 4) are inside (9.9 and 10.0 from the centre), (2, 3) outside (10.6).
        for (x, y) in [(2, 3), (3, 2), (37, 3), (36, 37)] {
            let ideal = referenceCoverage(px: x, py: y) { insideRoundedRect($0, $1, rect: rect, radius: 10) }
            XCTAssertGreaterThan(ideal, 0.1)
            XCTAssertLessThan(ideal, 0.9)
            let alpha = ARGB(buffer[x, y]).a
            XCTAssertGreaterThan(alpha, 0.1 * 255, "pixel (\(x), \(y)) should be partly covered")
            XCTAssertLessThan(alpha, 0.9 * 255, "pixel (\(x), \(y)) should be partly covered")
            assertPixel(buffer[x, y], ARGB(a: 255 * ideal, r: 255 * ideal, g: 0, b: 0), tolerance: coverageTolerance, "at (\(x), \(y))")
        }
    }

    func testRoundedRectMatchesIdealCoverageEverywhere() {
        // Radius 12, origin off the pixel grid (general path, no fast path), every pixel.
        let buffer = PixelBuffer(width: 48, height: 40)
        let c = Canvas(buffer: buffer)
        let rect = CGRect(x: 3.5, y: 2.25, width: 40, height: 34)
        c.fill(RoundedRect(rect: rect, cornerRadius: 12), color: red)
        // And the pixel-aligned fast path on a second buffer.
        let aligned = PixelBuffer(width: 48, height: 40)
        let rectA = CGRect(x: 4, y: 3, width: 40, height: 34)
        Canvas(buffer: aligned).fill(RoundedRect(rect: rectA, cornerRadius: 12), color: red)

        for (buf, r) in [(buffer, rect), (aligned, rectA)] {
            var worst = 0.0
            for y in 0..<40 {
                for x in 0..<48 {
                    let ideal = 255 * referenceCoverage(px: x, py: y, n: 16) { insideRoundedRect($0, $1, rect: r, radius: 12) }
                    let p = ARGB(buf[x, y])
                    worst = max(worst, abs(p.a - ideal))
                    XCTAssertEqual(p.a, p.r, "pure red premultiplied has r = a at (\(x), \(y))")
                    XCTAssertEqual(p.g + p.b, 0)
                }
            }
            XCTAssertLessThanOrEqual(worst, coverageTolerance, "worst coverage error for \(r)")
        }
    }

    func testRoundedRectWithZeroRadiiIsAPlainFill() {
        let buffer = PixelBuffer(width: 10, height: 10)
        Canvas(buffer: buffer).fill(RoundedRect(rect: CGRect(x: 2, y: 2, width: 6, height: 6), radii: .zero), color: red)
        XCTAssertEqual(buffer[2, 2], 0xFFFF_0000)
        XCTAssertEqual(buffer[7, 7], 0xFFFF_0000)
        XCTAssertEqual(buffer[1, 2], 0)
        XCTAssertEqual(buffer[8, 7], 0)
    }

    // MARK: Stroke inside

    func testStrokeInsideDrawsABandInsideTheRect() {
        let buffer = PixelBuffer(width: 30, height: 30)
        Canvas(buffer: buffer).strokeInside(CGRect(x: 0, y: 0, width: 30, height: 30), width: 4, color: blue)
        // Band: columns/rows 0…3 and 26…29.
        for y in 0..<30 {
            for x in 0..<30 {
                let inBand = x < 4 || x >= 26 || y < 4 || y >= 26
                XCTAssertEqual(buffer[x, y], inBand ? 0xFF00_00FF : 0, "(\(x), \(y))")
            }
        }
    }

    func testRoundedStrokeInsideBandAndUntouchedCentre() {
        let buffer = PixelBuffer(width: 40, height: 40)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        Canvas(buffer: buffer).strokeInside(RoundedRect(rect: rect, cornerRadius: 8), width: 3, color: blue)
        XCTAssertEqual(buffer[1, 20], 0xFF00_00FF, "left band")
        XCTAssertEqual(buffer[20, 38], 0xFF00_00FF, "bottom band")
        XCTAssertEqual(buffer[20, 20], 0, "centre")
        XCTAssertEqual(buffer[3, 20], 0, "just inside the band")
        XCTAssertEqual(buffer[0, 0], 0, "outside the rounded corner")
        // The ring between the outer radius 8 and the inner radius 5 (centre (8, 8)), against
        // an ideal ring sampled finely, over the whole top-left corner box.
        let inner = CGRect(x: 3, y: 3, width: 34, height: 34)
        for y in 0..<10 {
            for x in 0..<10 {
                let ideal = referenceCoverage(px: x, py: y, n: 16) {
                    insideRoundedRect($0, $1, rect: rect, radius: 8) && !insideRoundedRect($0, $1, rect: inner, radius: 5)
                }
                assertPixel(buffer[x, y], ARGB(a: 255 * ideal, r: 0, g: 0, b: 255 * ideal), tolerance: coverageTolerance, "at (\(x), \(y))")
            }
        }
    }

    func testStrokeWiderThanHalfFillsTheWholeRect() {
        // Width 10 on a 10×6 rect is limited to 3 (half the height): the band covers everything.
        let buffer = PixelBuffer(width: 12, height: 8)
        Canvas(buffer: buffer).strokeInside(CGRect(x: 1, y: 1, width: 10, height: 6), width: 10, color: blue)
        for y in 0..<8 {
            for x in 0..<12 {
                let inside = (1..<11).contains(x) && (1..<7).contains(y)
                XCTAssertEqual(buffer[x, y], inside ? 0xFF00_00FF : 0, "(\(x), \(y))")
            }
        }
    }
}
