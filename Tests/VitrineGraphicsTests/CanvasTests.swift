import Foundation
import XCTest
@testable import VitrineGraphics

/// `Canvas` fills and drawing state (transform, alpha, clip, save/restore), checked pixel by
/// pixel against values worked out by hand from the premultiplied OVER formula
/// `result = src + dst·(1 − srcα)`.
final class CanvasTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let opaqueRed: UInt32 = 0xFFFF_0000

    private func canvas(_ width: Int, _ height: Int, background: UInt32 = 0) -> (PixelBuffer, Canvas) {
        let buffer = PixelBuffer(width: width, height: height)
        if background != 0 { buffer.fill(buffer.bounds, with: background) }
        return (buffer, Canvas(buffer: buffer))
    }

    /// The pixels of `buffer` where `member` holds must be `inside`, the rest `outside`.
    private func assertFilled(_ buffer: PixelBuffer, inside: UInt32, outside: UInt32,
                              where member: (Int, Int) -> Bool, file: StaticString = #filePath, line: UInt = #line) {
        var wrong: [String] = []
        for y in 0..<buffer.height {
            for x in 0..<buffer.width {
                let want = member(x, y) ? inside : outside
                if buffer[x, y] != want { wrong.append("(\(x),\(y))=\(String(buffer[x, y], radix: 16))") }
            }
        }
        XCTAssertTrue(wrong.isEmpty, "\(wrong.count) wrong pixels: \(wrong.prefix(8).joined(separator: " "))", file: file, line: line)
    }

    // MARK: Fills

    func testOpaqueFillIsExactInsideAndLeavesOutsideAlone() {
        let (buffer, c) = canvas(20, 20, background: 0xFF00_00FF)
        c.fill(CGRect(x: 5, y: 5, width: 10, height: 10), color: red)
        assertFilled(buffer, inside: opaqueRed, outside: 0xFF00_00FF) { x, y in (5..<15).contains(x) && (5..<15).contains(y) }
    }

    func testTranslucentFillBlendsOverBackground() {
        // Background 0xFF204060; colour (1, 0.5, 0) at α 0.25, premultiplied (63.75, 63.75, 31.875, 0).
        // OVER: r = 63.75 + 0x20·0.75 = 87.75, g = 31.875 + 0x40·0.75 = 79.875,
        // b = 0 + 0x60·0.75 = 72, a = 63.75 + 255·0.75 = 255.
        let (buffer, c) = canvas(8, 8, background: 0xFF20_4060)
        c.fill(CGRect(x: 2, y: 2, width: 4, height: 4), color: Color(red: 1, green: 0.5, blue: 0, alpha: 0.25))
        let src = ARGB.premultiplied(red: 1, green: 0.5, blue: 0, alpha: 0.25)
        let expected = ARGB.over(src, ARGB(0xFF20_4060))
        XCTAssertEqual(expected.r, 87.75, accuracy: 1e-9)
        assertPixel(buffer[3, 3], expected)
        assertPixel(buffer[2, 5], expected)
        XCTAssertEqual(buffer[1, 3], 0xFF20_4060)
        XCTAssertEqual(buffer[6, 3], 0xFF20_4060)
    }

    func testHalfTransparentOnWhiteAndOnNothing() {
        let blueHalf = Color(red: 0, green: 0, blue: 1, alpha: 0.5)
        // On white: r = g = 0 + 255·0.5 = 127.5, b = 127.5 + 127.5 = 255, a = 255.
        let (white, c1) = canvas(4, 4, background: 0xFFFF_FFFF)
        c1.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: blueHalf)
        assertPixel(white[1, 1], ARGB(a: 255, r: 127.5, g: 127.5, b: 255))
        // On transparent black the result is just the premultiplied source: (127.5, 0, 0, 127.5).
        let (empty, c2) = canvas(4, 4)
        c2.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: blueHalf)
        assertPixel(empty[1, 1], ARGB(a: 127.5, r: 0, g: 0, b: 127.5))
    }

    func testInvisibleAndEmptyFillsDrawNothing() {
        let (buffer, c) = canvas(6, 6, background: 0xFF10_2030)
        c.fill(CGRect(x: 0, y: 0, width: 6, height: 6), color: .clear)
        c.fill(CGRect(x: 0, y: 0, width: 0, height: 6), color: red)
        assertFilled(buffer, inside: 0, outside: 0xFF10_2030) { _, _ in false }
    }

    func testFractionalEdgesAreAntialiased() {
        // x from 0.5 to 2.5 over two full rows: pixels 0 and 2 are half covered, pixel 1 fully.
        let (buffer, c) = canvas(4, 2)
        c.fill(CGRect(x: 0.5, y: 0, width: 2, height: 2), color: red)
        // pixman samples 8-bit coverage on a 17×15 grid per pixel: allow one sample column
        // (255/17 = 15) either side of the exact half.
        assertPixel(buffer[0, 0], ARGB(a: 127.5, r: 127.5, g: 0, b: 0), tolerance: 15)
        assertPixel(buffer[2, 1], ARGB(a: 127.5, r: 127.5, g: 0, b: 0), tolerance: 15)
        XCTAssertEqual(buffer[1, 0], opaqueRed)
        XCTAssertEqual(buffer[3, 0], 0)
    }

    func testClearReplacesPixelsWithoutBlending() {
        let (buffer, c) = canvas(6, 6)
        c.fill(CGRect(x: 0, y: 0, width: 6, height: 6), color: red)
        c.clear(CGRect(x: 1, y: 1, width: 2, height: 2))
        // A translucent clear colour is stored as is (SRC): blue at α 0.5 is 0x80000080.
        c.clear(CGRect(x: 4, y: 4, width: 2, height: 2), to: Color(red: 0, green: 0, blue: 1, alpha: 0.5))
        XCTAssertEqual(buffer[1, 1], 0)
        XCTAssertEqual(buffer[2, 2], 0)
        XCTAssertEqual(buffer[3, 3], opaqueRed)
        assertPixel(buffer[5, 5], ARGB(a: 127.5, r: 0, g: 0, b: 127.5))
        XCTAssertEqual(buffer[0, 0], opaqueRed)
    }

    // MARK: Transform

    func testFillUnderTranslationLandsOnTranslatedPixels() {
        let (buffer, c) = canvas(12, 12)
        c.translateBy(x: 7, y: 3)
        c.fill(CGRect(x: 0, y: 0, width: 2, height: 2), color: red)
        // Device pixels 7…8 × 3…4.
        assertFilled(buffer, inside: opaqueRed, outside: 0) { x, y in (7...8).contains(x) && (3...4).contains(y) }
    }

    func testFillUnderScaleAndTranslation() {
        let (buffer, c) = canvas(16, 16)
        c.translateBy(x: 1, y: 2)
        c.scaleBy(x: 2, y: 3)
        // User (1, 1, 2, 1) -> scaled (2, 3, 4, 3) -> translated (3, 5, 4, 3).
        c.fill(CGRect(x: 1, y: 1, width: 2, height: 1), color: red)
        assertFilled(buffer, inside: opaqueRed, outside: 0) { x, y in (3..<7).contains(x) && (5..<8).contains(y) }
    }

    func testFillUnderQuarterTurn() {
        let (buffer, c) = canvas(12, 12)
        c.translateBy(x: 10, y: 0)
        c.rotate(by: .pi / 2)
        // (x, y) -> (10 − y, x): user (0, 0, 4, 2) covers device x 8…10, y 0…4.
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 2), color: red)
        assertFilled(buffer, inside: opaqueRed, outside: 0) { x, y in (8..<10).contains(x) && (0..<4).contains(y) }
    }

    // MARK: Alpha

    func testCanvasAlphaScalesFills() {
        let (buffer, c) = canvas(6, 2)
        c.alpha = 0.5
        c.fill(CGRect(x: 0, y: 0, width: 3, height: 2), color: red)
        // Opaque red at canvas α 0.5: premultiplied (127.5, 127.5, 0, 0).
        assertPixel(buffer[1, 1], ARGB(a: 127.5, r: 127.5, g: 0, b: 0))
        // A translucent colour multiplies: 0.5 · 0.5 = 0.25 → 63.75.
        c.fill(CGRect(x: 3, y: 0, width: 3, height: 2), color: Color(red: 0, green: 1, blue: 0, alpha: 0.5))
        assertPixel(buffer[4, 1], ARGB(a: 63.75, r: 0, g: 63.75, b: 0))
    }

    func testCanvasAlphaIsClamped() {
        let (buffer, c) = canvas(4, 4)
        c.alpha = 3
        XCTAssertEqual(c.alpha, 1)
        c.alpha = -1
        XCTAssertEqual(c.alpha, 0)
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: red)
        XCTAssertEqual(buffer[1, 1], 0, "alpha 0 draws nothing")
    }

    // MARK: Clip

    func testClipToRectLimitsDrawing() {
        let (buffer, c) = canvas(20, 20)
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(c.deviceClipBounds, PixelRect(x: 0, y: 0, width: 10, height: 10))
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20), color: red)
        assertFilled(buffer, inside: opaqueRed, outside: 0) { x, y in x < 10 && y < 10 }
    }

    func testClipLimitsAntialiasedShapesToo() {
        let (buffer, c) = canvas(20, 20)
        c.clip(to: CGRect(x: 5, y: 5, width: 10, height: 10))
        // Not pixel-aligned, so this goes through the coverage path.
        c.fill(CGRect(x: 0.5, y: 0.5, width: 19, height: 19), color: red)
        XCTAssertEqual(buffer[4, 10], 0)
        XCTAssertEqual(buffer[15, 10], 0)
        XCTAssertEqual(buffer[10, 4], 0)
        XCTAssertEqual(buffer[5, 5], opaqueRed)
        XCTAssertEqual(buffer[14, 14], opaqueRed)
    }

    func testClipRectEdgesSnapToNearestPixel() {
        let (buffer, c) = canvas(12, 12)
        // minX 2.4 → 2, minY 2.6 → 3, maxX 7.4 → 7, maxY 7.6 → 8.
        c.clip(to: CGRect(x: 2.4, y: 2.6, width: 5, height: 5))
        XCTAssertEqual(c.deviceClipBounds, PixelRect(x: 2, y: 3, width: 5, height: 5))
        c.fill(CGRect(x: 0, y: 0, width: 12, height: 12), color: red)
        assertFilled(buffer, inside: opaqueRed, outside: 0) { x, y in (2..<7).contains(x) && (3..<8).contains(y) }
    }

    func testClipsIntersectAndFollowTheTransform() {
        let (buffer, c) = canvas(20, 20)
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.translateBy(x: 5, y: 5)
        // User (0, 0, 10, 10) is device (5, 5, 10, 10); with the first clip: (5, 5, 5, 5).
        c.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
        XCTAssertEqual(c.deviceClipBounds, PixelRect(x: 5, y: 5, width: 5, height: 5))
        c.fill(CGRect(x: -5, y: -5, width: 20, height: 20), color: red)
        assertFilled(buffer, inside: opaqueRed, outside: 0) { x, y in (5..<10).contains(x) && (5..<10).contains(y) }
    }

    func testEmptyClipClipsEverythingOut() {
        let (buffer, c) = canvas(8, 8)
        c.clip(to: CGRect(x: 20, y: 20, width: 5, height: 5))
        XCTAssertTrue(c.isClippedOut)
        c.fill(CGRect(x: 0, y: 0, width: 8, height: 8), color: red)
        c.fill(RoundedRect(rect: CGRect(x: 0, y: 0, width: 8, height: 8), cornerRadius: 2), color: red)
        assertFilled(buffer, inside: 0, outside: 0) { _, _ in false }
    }

    // MARK: Save and restore

    func testRestoreBringsBackTransformAlphaAndClip() {
        let (buffer, c) = canvas(10, 10)
        c.save()
        c.translateBy(x: 5, y: 5)
        c.alpha = 0.5
        c.clip(to: CGRect(x: 0, y: 0, width: 2, height: 2))
        XCTAssertEqual(c.transform, CGAffineTransform(translationX: 5, y: 5))
        XCTAssertEqual(c.deviceClipBounds, PixelRect(x: 5, y: 5, width: 2, height: 2))
        c.restore()
        XCTAssertEqual(c.transform, .identity)
        XCTAssertEqual(c.alpha, 1)
        XCTAssertEqual(c.deviceClipBounds, buffer.bounds)
        // Drawn with the restored state: opaque, untranslated, unclipped.
        c.fill(CGRect(x: 0, y: 0, width: 1, height: 1), color: red)
        XCTAssertEqual(buffer[0, 0], opaqueRed)
        c.fill(CGRect(x: 9, y: 9, width: 1, height: 1), color: red)
        XCTAssertEqual(buffer[9, 9], opaqueRed)
    }

    func testNestedSaveRestoreIsAStack() {
        let (_, c) = canvas(10, 10)
        c.translateBy(x: 1, y: 0)
        c.save()
        c.translateBy(x: 2, y: 0)
        c.save()
        c.scaleBy(x: 3, y: 3)
        c.restore()
        XCTAssertEqual(c.transform, CGAffineTransform(translationX: 3, y: 0))
        c.restore()
        XCTAssertEqual(c.transform, CGAffineTransform(translationX: 1, y: 0))
        // More restores than saves change nothing.
        c.restore()
        XCTAssertEqual(c.transform, CGAffineTransform(translationX: 1, y: 0))
    }

    func testConcatenateAppliesBeforeTheCurrentTransform() {
        let (_, c) = canvas(4, 4)
        c.translateBy(x: 10, y: 0)
        c.scaleBy(x: 2, y: 2)
        // As CGContext: the latest call applies to user points first: (1, 1) -> (2, 2) -> (12, 2).
        XCTAssertEqual(CGPoint(x: 1, y: 1).applying(c.transform), CGPoint(x: 12, y: 2))
    }
}
