import Foundation
import XCTest
@testable import VitrineGraphics

/// Drawing text: where the ink lands and what colour it is. (What it looks like is in the
/// `text` golden.)
final class CanvasTextTests: XCTestCase {
    /// The bounding box of the non-transparent pixels, or nil for a blank buffer.
    private func inkBounds(_ b: PixelBuffer) -> PixelRect? {
        var box: PixelRect?
        for y in 0..<b.height {
            for x in 0..<b.width where b[x, y] != 0 {
                box = (box ?? PixelRect(x: x, y: y, width: 1, height: 1)).union(PixelRect(x: x, y: y, width: 1, height: 1))
            }
        }
        return box
    }

    func testTextInkIsInTheColourAndWithinTheLineBox() throws {
        let font = Font(face: try FontFace(path: FontFace.defaultPath), size: 20)
        let buffer = PixelBuffer(width: 120, height: 40)
        let c = Canvas(buffer: buffer)
        let line = font.layoutLine("Hello")
        c.draw(line, at: CGPoint(x: 4, y: 28), color: Color(red: 1, green: 0, blue: 0))

        var inked = 0, solid = 0
        for y in 0..<40 {
            for x in 0..<120 {
                let p = ARGB(buffer[x, y])
                guard p.a > 0 else { continue }
                inked += 1
                if p.a == 255 { solid += 1 }
                // Opaque red through a coverage mask onto transparent black: premultiplied
                // (m, m, 0, 0) for coverage m. No other hue may appear.
                XCTAssertEqual(p.r, p.a, "(\(x), \(y))")
                XCTAssertEqual(p.g, 0)
                XCTAssertEqual(p.b, 0)
            }
        }
        XCTAssertGreaterThan(inked, 100)
        XCTAssertGreaterThan(solid, 30, "stems of H, l, l are solid")
        let box = try XCTUnwrap(inkBounds(buffer))
        // Horizontally within the pen's travel (a pixel of slack for bearings);
        // vertically between baseline − ascent and the baseline ("Hello" has no descender).
        XCTAssertGreaterThanOrEqual(box.minX, 4)
        XCTAssertLessThanOrEqual(box.minX, 8)
        XCTAssertLessThanOrEqual(CGFloat(box.maxX), 4 + line.width + 1)
        XCTAssertGreaterThan(CGFloat(box.maxX), 4 + line.width - 4)
        XCTAssertGreaterThanOrEqual(CGFloat(box.minY), 28 - line.metrics.ascent)
        XCTAssertEqual(box.maxY, 28, "the baseline is the bottom of the ink")
    }

    func testWholePixelTranslationMovesTextExactly() throws {
        let font = Font(face: try FontFace(path: FontFace.defaultPath), size: 16)
        let a = PixelBuffer(width: 80, height: 30)
        Canvas(buffer: a).drawText("Shift", font: font, at: CGPoint(x: 2, y: 20), color: .black)
        let b = PixelBuffer(width: 80, height: 30)
        let cb = Canvas(buffer: b)
        cb.translateBy(x: 10, y: 3)
        cb.drawText("Shift", font: font, at: CGPoint(x: 2, y: 20), color: .black)
        var moved = 0
        for y in 0..<30 {
            for x in 0..<80 {
                let expected: UInt32 = (x >= 10 && y >= 3) ? a[x - 10, y - 3] : 0
                if b[x, y] != expected { moved += 1 }
            }
        }
        XCTAssertEqual(moved, 0, "text under a whole-pixel translation is the same pixels, moved")
        XCTAssertNotNil(inkBounds(a))
    }

    func testTextAlphaAndClip() throws {
        let font = Font(face: try FontFace(path: FontFace.defaultPath), size: 20)
        let buffer = PixelBuffer(width: 80, height: 30)
        let c = Canvas(buffer: buffer)
        c.alpha = 0.5
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 30))
        c.drawText("HHHH", font: font, at: CGPoint(x: 2, y: 24), color: .black)
        let box = try XCTUnwrap(inkBounds(buffer))
        XCTAssertLessThanOrEqual(box.maxX, 10, "clipped at x = 10")
        var maxAlpha = 0.0
        for y in 0..<30 { for x in 0..<80 { maxAlpha = max(maxAlpha, ARGB(buffer[x, y]).a) } }
        // Solid stems at α 0.5: 127.5 ± 1.
        XCTAssertEqual(maxAlpha, 127.5, accuracy: 1)
    }

    func testScaledTextIsBigger() throws {
        let font = Font(face: try FontFace(path: FontFace.defaultPath), size: 10)
        let small = PixelBuffer(width: 100, height: 50)
        Canvas(buffer: small).drawText("Hi", font: font, at: CGPoint(x: 2, y: 20), color: .black)
        let big = PixelBuffer(width: 100, height: 50)
        let c = Canvas(buffer: big)
        c.scaleBy(x: 2, y: 2)
        c.drawText("Hi", font: font, at: CGPoint(x: 2, y: 20), color: .black)
        let s = try XCTUnwrap(inkBounds(small)), b = try XCTUnwrap(inkBounds(big))
        // At scale 2 the glyphs are laid out at 20 px: twice as tall, baseline at device y 40.
        XCTAssertEqual(Double(b.height), 2 * Double(s.height), accuracy: 2)
        XCTAssertEqual(b.maxY, 40)
    }
}
