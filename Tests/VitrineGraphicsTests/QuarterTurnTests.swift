import Foundation
import XCTest
@testable import VitrineGraphics
import VitrineTesting

/// Drawing under a quarter turn (a portrait interface on a landscape panel) takes the same
/// whole-pixel paths as unrotated drawing: the result is the unrotated drawing turned, pixel
/// for pixel where no antialiasing is involved.
final class QuarterTurnTests: XCTestCase {
    private let w = 60, h = 40

    private func scene(_ c: Canvas) {
        c.fill(CGRect(x: 0, y: 0, width: 60, height: 40), color: Color(rgb: 0x202830))
        c.fill(CGRect(x: 4, y: 4, width: 20, height: 10), color: Color(rgb: 0xE0A030))
        c.fill(RoundedRect(rect: CGRect(x: 28, y: 4, width: 28, height: 30),
                           radii: CornerRadii(topLeft: 10, topRight: 0, bottomRight: 4, bottomLeft: 0)), color: Color(rgb: 0x3D7BD9))
        c.strokeInside(RoundedRect(rect: CGRect(x: 4, y: 18, width: 20, height: 18), cornerRadius: 6), width: 2, color: .white)
        c.fill(CGRect(x: 8, y: 22, width: 6, height: 6), color: Color(rgb: 0xFF0000, alpha: 0.5))
    }

    func testQuarterTurnEqualsTheTurnedDrawing() {
        let plain = PixelBuffer(width: w, height: h)
        scene(Canvas(buffer: plain))
        // Turned a quarter clockwise: (x, y) -> (H - y, x), so pixel (x, y) lands on (H-1-y, x).
        let turned = PixelBuffer(width: h, height: w)
        let c = Canvas(buffer: turned)
        c.concatenate(CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: CGFloat(h), y: 0)))
        scene(c)
        var exactMismatches = 0, worst = 0
        var bad: [String] = []
        for y in 0..<h {
            for x in 0..<w {
                let a = plain[x, y], b = turned[h - 1 - y, x]
                if a == b { continue }
                var d = 0
                for s in stride(from: 0, through: 24, by: 8) { d = max(d, abs(Int((a >> UInt32(s)) & 0xFF) - Int((b >> UInt32(s)) & 0xFF))) }
                worst = max(worst, d)
                exactMismatches += 1
                if d > 20 { bad.append("(\(x),\(y)) d=\(d)") }
            }
        }
        // Only antialiased corner pixels may differ (pixman's sampling grid is not symmetric
        // under rotation): few, and by little.
        // Measured: 46 antialiased pixels differ, by at most 20 levels (of 255).
        XCTAssertLessThanOrEqual(exactMismatches, 60)
        XCTAssertLessThanOrEqual(worst, 24, bad.joined(separator: " "))
        // Plain fills are exact.
        XCTAssertEqual(turned[h - 1 - 5, 5], 0xFFE0A030)
        XCTAssertEqual(turned[h - 1 - 20, 40], 0xFF3D7BD9)
    }

    func testQuarterTurnUsesTheWholePixelPath() {
        let b = PixelBuffer(width: 10, height: 10)
        let c = Canvas(buffer: b)
        c.concatenate(CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 10, y: 0)))
        XCTAssertEqual(c.pixelAlignedDeviceRect(CGRect(x: 1, y: 2, width: 3, height: 4)), PixelRect(x: 4, y: 1, width: 4, height: 3))
    }
}
