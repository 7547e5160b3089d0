import Foundation
import XCTest
@testable import VitrineGraphics

/// `Color` to premultiplied pixel conversion and the `PixelBuffer` basics (fill, copy,
/// subscript). A pixel is `0xAARRGGBB` with colour channels already multiplied by alpha.
final class PixelBufferTests: XCTestCase {
    // MARK: Color

    func testOpaqueColoursAreTheirChannels() {
        XCTAssertEqual(Color.white.premultipliedARGB, 0xFFFF_FFFF)
        XCTAssertEqual(Color.black.premultipliedARGB, 0xFF00_0000)
        XCTAssertEqual(Color.clear.premultipliedARGB, 0x0000_0000)
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0).premultipliedARGB, 0xFFFF_0000)
        // 8-bit channels come back unchanged at alpha 1: 0x33, 0x66, 0x99.
        XCTAssertEqual(Color(rgb: 0x336699).premultipliedARGB, 0xFF33_6699)
        XCTAssertEqual(Color(red8: 0x12, green8: 0xAB, blue8: 0xEF).premultipliedARGB, 0xFF12_ABEF)
    }

    func testTranslucentColoursArePremultipliedAndRounded() {
        // Red at alpha 0.5: a8 = round(0.5·255) = round(127.5) = 128 = 0x80,
        // r = round(1·0.5·255) = 128 = 0x80, g = b = 0.
        XCTAssertEqual(Color(red: 1, green: 0, blue: 0, alpha: 0.5).premultipliedARGB, 0x8080_0000)
        // (1, 0.5, 0) at alpha 0.25: a = round(63.75) = 64 = 0x40, r = round(63.75) = 0x40,
        // g = round(0.5·0.25·255 = 31.875) = 32 = 0x20, b = 0.
        XCTAssertEqual(Color(red: 1, green: 0.5, blue: 0, alpha: 0.25).premultipliedARGB, 0x4040_2000)
        // multiplyingAlpha: 0.5 · 0.5 = 0.25 on white: every channel round(63.75) = 0x40.
        XCTAssertEqual(Color.white.multiplyingAlpha(0.5).multiplyingAlpha(0.5).premultipliedARGB, 0x4040_4040)
    }

    func testOutOfRangeComponentsAreClamped() {
        XCTAssertEqual(Color(red: 2, green: -1, blue: 0.5, alpha: 3).premultipliedARGB,
                       Color(red: 1, green: 0, blue: 0.5, alpha: 1).premultipliedARGB)
        XCTAssertEqual(Color(red: .nan, green: 1, blue: 1, alpha: 1).premultipliedARGB, 0xFF00_FFFF)
        XCTAssertEqual(Color(red: 1, green: 1, blue: 1, alpha: -0.5).premultipliedARGB, 0)
        XCTAssertTrue(Color(red: 1, green: 1, blue: 1, alpha: 0).isInvisible)
        XCTAssertFalse(Color(red: 1, green: 1, blue: 1, alpha: 0.01).isInvisible)
    }

    // MARK: PixelBuffer

    func testNewBufferIsTransparentBlack() {
        let b = PixelBuffer(width: 7, height: 5)
        XCTAssertEqual(b.stride, 28)
        XCTAssertEqual(b.bounds, PixelRect(x: 0, y: 0, width: 7, height: 5))
        for y in 0..<5 { for x in 0..<7 { XCTAssertEqual(b[x, y], 0) } }
    }

    func testSubscriptWritesOnePixelInRowMajorOrder() {
        let b = PixelBuffer(width: 4, height: 3)
        b[2, 1] = 0xDEAD_BEEF
        XCTAssertEqual(b[2, 1], 0xDEAD_BEEF)
        // Row-major with stride/4 = 4 pixels a row: index 1·4 + 2 = 6.
        XCTAssertEqual(b.pixels[6], 0xDEAD_BEEF)
        XCTAssertEqual(b.row(1)[2], 0xDEAD_BEEF)
        XCTAssertEqual(b.row(1).count, 4)
        // Neighbours are untouched.
        XCTAssertEqual(b[1, 1], 0)
        XCTAssertEqual(b[3, 1], 0)
        XCTAssertEqual(b[2, 0], 0)
        XCTAssertEqual(b[2, 2], 0)
    }

    func testFillSetsExactlyTheRect() {
        let b = PixelBuffer(width: 10, height: 8)
        b.fill(PixelRect(x: 2, y: 3, width: 4, height: 2), with: 0x80FF_0000)
        for y in 0..<8 {
            for x in 0..<10 {
                let inside = (2..<6).contains(x) && (3..<5).contains(y)
                XCTAssertEqual(b[x, y], inside ? 0x80FF_0000 : 0, "(\(x), \(y))")
            }
        }
    }

    func testFillReplacesWithoutBlendingAndIsClippedToBounds() {
        let b = PixelBuffer(width: 6, height: 6)
        b.fill(b.bounds, with: 0xFF11_2233)
        // A translucent value replaces (SRC), it does not blend.
        b.fill(PixelRect(x: 4, y: 4, width: 10, height: 10), with: 0x4000_0040)
        XCTAssertEqual(b[5, 5], 0x4000_0040)
        XCTAssertEqual(b[4, 4], 0x4000_0040)
        XCTAssertEqual(b[3, 4], 0xFF11_2233)
        // Entirely outside: nothing happens, nothing crashes.
        b.fill(PixelRect(x: -10, y: -10, width: 5, height: 5), with: 0)
        XCTAssertEqual(b[0, 0], 0xFF11_2233)
    }

    func testCopyRectCopiesOnlyThatRect() {
        let src = PixelBuffer(width: 8, height: 8)
        for y in 0..<8 { for x in 0..<8 { src[x, y] = 0xFF00_0000 | UInt32(y * 16 + x) } }
        let dst = PixelBuffer(width: 8, height: 8)
        dst.fill(dst.bounds, with: 0xFFFF_FFFF)
        dst.copy(PixelRect(x: 1, y: 2, width: 3, height: 2), from: src)
        for y in 0..<8 {
            for x in 0..<8 {
                let inside = (1..<4).contains(x) && (2..<4).contains(y)
                XCTAssertEqual(dst[x, y], inside ? 0xFF00_0000 | UInt32(y * 16 + x) : 0xFFFF_FFFF, "(\(x), \(y))")
            }
        }
    }

    func testCopyRegionAndWholeBufferCopy() {
        let src = PixelBuffer(width: 6, height: 6)
        src.fill(src.bounds, with: 0x8040_2010)
        let dst = PixelBuffer(width: 6, height: 6)
        let region = Region(rects: [PixelRect(x: 0, y: 0, width: 2, height: 2), PixelRect(x: 4, y: 4, width: 2, height: 2)])
        dst.copy(region, from: src)
        // Translucent pixels are copied as they are (SRC), not blended onto transparent black.
        XCTAssertEqual(dst[0, 0], 0x8040_2010)
        XCTAssertEqual(dst[5, 5], 0x8040_2010)
        XCTAssertEqual(dst[3, 3], 0)
        XCTAssertEqual(dst[2, 0], 0)

        let clone = dst.copy()
        XCTAssertEqual(clone.width, 6)
        XCTAssertEqual(clone[0, 0], 0x8040_2010)
        XCTAssertEqual(clone[3, 3], 0)
        clone[0, 0] = 1
        XCTAssertEqual(dst[0, 0], 0x8040_2010, "the copy has its own memory")
    }
}
