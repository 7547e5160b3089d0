import Foundation
import XCTest
@testable import VitrineGraphics

/// Drawing images: exact copies, nearest and bilinear scaling, alpha and rotation.
final class CanvasImageTests: XCTestCase {
    /// A 3×2 opaque image with a different colour in every pixel.
    private func sixColours() -> Image {
        let colours: [UInt32] = [0xFF10_2030, 0xFF40_5060, 0xFF70_8090, 0xFFA0_B0C0, 0xFFD0_E0F0, 0xFF00_FF00]
        let b = PixelBuffer(width: 3, height: 2)
        for y in 0..<2 { for x in 0..<3 { b[x, y] = colours[y * 3 + x] } }
        return Image(buffer: b)
    }

    func testImageBuiltFromColoursIsPremultiplied() {
        let img = Image(width: 2, height: 1) { x, _ in x == 0 ? Color(red: 1, green: 0, blue: 0, alpha: 0.5) : .white }
        XCTAssertEqual(img.size, PixelSize(width: 2, height: 1))
        // Red at α 0.5 → 0x80800000 (see PixelBufferTests).
        XCTAssertEqual(img.buffer[0, 0], 0x8080_0000)
        XCTAssertEqual(img.buffer[1, 0], 0xFFFF_FFFF)
    }

    func testUnscaledImageIsCopiedExactly() {
        let img = sixColours()
        let buffer = PixelBuffer(width: 10, height: 8)
        let c = Canvas(buffer: buffer)
        c.translateBy(x: 2, y: 1)
        c.draw(img, in: CGRect(x: 3, y: 3, width: 3, height: 2))
        // Lands at device (5, 4).
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (5..<8).contains(x) && (4..<6).contains(y)
                XCTAssertEqual(buffer[x, y], inside ? img.buffer[x - 5, y - 4] : 0, "(\(x), \(y))")
            }
        }
    }

    func testNearestUpscaleRepeatsEachPixel() {
        let img = sixColours()
        let buffer = PixelBuffer(width: 12, height: 8)
        Canvas(buffer: buffer).draw(img, in: CGRect(x: 0, y: 0, width: 12, height: 8), filter: .nearest)
        // 4× in both directions: device pixel centre (x + 0.5)/4 falls in source pixel x/4.
        for y in 0..<8 {
            for x in 0..<12 {
                XCTAssertEqual(buffer[x, y], img.buffer[x / 4, y / 4], "(\(x), \(y))")
            }
        }
    }

    func testBilinearUpscaleInterpolatesBetweenPixelCentres() {
        // Black | white, drawn 2× wide: device centres x + 0.5 map to source 0.25, 0.75, 1.25,
        // 1.75. Source pixel centres are at 0.5 and 1.5, and edges repeat (pad), so the weights
        // of white are 0, 0.25, 0.75, 1 → grey 0, 63.75, 191.25, 255.
        let src = PixelBuffer(width: 2, height: 1)
        src[0, 0] = 0xFF00_0000
        src[1, 0] = 0xFFFF_FFFF
        let buffer = PixelBuffer(width: 4, height: 1)
        Canvas(buffer: buffer).draw(Image(buffer: src), in: CGRect(x: 0, y: 0, width: 4, height: 1), filter: .bilinear)
        // pixman interpolates with 7-bit weights: ±2.
        for (x, grey) in [(0, 0.0), (1, 63.75), (2, 191.25), (3, 255.0)] {
            assertPixel(buffer[x, 0], ARGB(a: 255, r: grey, g: grey, b: grey), tolerance: 2, "x = \(x)")
        }
    }

    func testImageAlphaAndCanvasAlphaCombine() {
        // A translucent pixel (red at α 0.5 = 0x80800000) drawn at canvas α 0.5 over white:
        // src becomes (64, 64, 0, 0) (127.5 · 0.5 = 63.75); over white: r = 63.75 + 255·0.75.
        let img = Image(width: 1, height: 1) { _, _ in Color(red: 1, green: 0, blue: 0, alpha: 0.5) }
        let buffer = PixelBuffer(width: 2, height: 2)
        buffer.fill(buffer.bounds, with: 0xFFFF_FFFF)
        let c = Canvas(buffer: buffer)
        c.alpha = 0.5
        c.draw(img, in: CGRect(x: 0, y: 0, width: 1, height: 1))
        let expected = ARGB.over(ARGB(a: 63.75, r: 63.75, g: 0, b: 0), ARGB(0xFFFF_FFFF))
        assertPixel(buffer[0, 0], expected, tolerance: 1.5)
        XCTAssertEqual(buffer[1, 1], 0xFFFF_FFFF)
    }

    func testImageDrawIsClipped() {
        let img = Image(width: 4, height: 4) { _, _ in .black }
        let buffer = PixelBuffer(width: 8, height: 8)
        let c = Canvas(buffer: buffer)
        c.clip(to: CGRect(x: 0, y: 0, width: 2, height: 8))
        c.draw(img, in: CGRect(x: 0, y: 0, width: 8, height: 8), filter: .nearest)
        XCTAssertEqual(buffer[1, 7], 0xFF00_0000)
        XCTAssertEqual(buffer[2, 0], 0)
    }

    func testQuarterTurnedImageLandsOnRotatedPixels() {
        // Red | blue, 2×1. Under translate(10, 0)·rotate(90°), (x, y) -> (10 − y, x):
        // source pixel (0, 0) = [0,1]×[0,1] goes to device [9,10]×[0,1], source (1, 0) to [9,10]×[1,2].
        let src = PixelBuffer(width: 2, height: 1)
        src[0, 0] = 0xFFFF_0000
        src[1, 0] = 0xFF00_00FF
        let buffer = PixelBuffer(width: 12, height: 4)
        let c = Canvas(buffer: buffer)
        c.translateBy(x: 10, y: 0)
        c.rotate(by: .pi / 2)
        c.draw(Image(buffer: src), in: CGRect(x: 0, y: 0, width: 2, height: 1), filter: .nearest)
        for y in 0..<4 {
            for x in 0..<12 {
                let want: UInt32 = (x, y) == (9, 0) ? 0xFFFF_0000 : ((x, y) == (9, 1) ? 0xFF00_00FF : 0)
                XCTAssertEqual(buffer[x, y], want, "(\(x), \(y))")
            }
        }
    }

    func testPlaceholderHasBorderAndGreyInside() {
        let p = Image.placeholder(width: 16, height: 16)
        XCTAssertEqual(p.size, PixelSize(width: 16, height: 16))
        // Border (0.85, 0.1, 0.6): round(216.75) = 217 = 0xD9, round(25.5) = 26 = 0x1A, round(153) = 0x99.
        XCTAssertEqual(p.buffer[0, 7], 0xFFD9_1A99)
        // Off the border and the diagonals: grey 0.6 → 153 = 0x99.
        XCTAssertEqual(p.buffer[7, 2], 0xFF99_9999)
        // On the diagonal.
        XCTAssertEqual(p.buffer[5, 5], 0xFFD9_1A99)
    }
}
