import Foundation
import XCTest
@testable import VitrineGraphics

/// Offscreen layers: group opacity, placement under a transform, and shaped (rounded) clips.
final class CanvasLayerTests: XCTestCase {
    private let red = Color(red: 1, green: 0, blue: 0)
    private let blue = Color(red: 0, green: 0, blue: 1)

    func testLayerAlphaIsGroupOpacity() {
        // White background; inside a 50% layer, opaque red on x 0…20 and opaque blue on x 10…30.
        let buffer = PixelBuffer(width: 40, height: 10)
        buffer.fill(buffer.bounds, with: 0xFFFF_FFFF)
        let c = Canvas(buffer: buffer)
        c.beginLayer(bounds: CGRect(x: 0, y: 0, width: 40, height: 10), alpha: 0.5)
        XCTAssertEqual(c.layerDepth, 1)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: red)
        c.fill(CGRect(x: 10, y: 0, width: 20, height: 10), color: blue)
        c.endLayer()
        XCTAssertEqual(c.layerDepth, 0)

        let white = ARGB(0xFFFF_FFFF)
        // Inside the layer blue replaced red where they overlap, so the group is red | blue | nothing;
        // at 50% over white: red part (255, 127.5, 127.5), blue part (127.5, 127.5, 255).
        let redHalf = ARGB.over(ARGB.premultiplied(red: 1, green: 0, blue: 0, alpha: 0.5), white)
        let blueHalf = ARGB.over(ARGB.premultiplied(red: 0, green: 0, blue: 1, alpha: 0.5), white)
        assertPixel(buffer[5, 5], redHalf, "red only")
        assertPixel(buffer[15, 5], blueHalf, "overlap: must be the same as blue alone, not darker")
        assertPixel(buffer[25, 5], blueHalf, "blue only")
        XCTAssertEqual(buffer[15, 5], buffer[25, 5], "group opacity: the overlap equals the rest of the top rect")
        XCTAssertEqual(buffer[35, 5], 0xFFFF_FFFF, "outside both rects the layer is transparent")

        // Drawn without a layer at canvas alpha 0.5, the overlap would be blue½ over (red½ over
        // white) = (r 127.5, g 63.75, b 191.25): the green channel halves. Check the layer avoided it.
        let ungrouped = ARGB.over(ARGB.premultiplied(red: 0, green: 0, blue: 1, alpha: 0.5), redHalf)
        XCTAssertGreaterThan(ARGB(buffer[15, 5]).g - ungrouped.g, 50)
    }

    func testCanvasAlphaWithoutLayerDarkensTheOverlap() {
        // The contrast case to group opacity: each fill blends on its own.
        let buffer = PixelBuffer(width: 40, height: 10)
        buffer.fill(buffer.bounds, with: 0xFFFF_FFFF)
        let c = Canvas(buffer: buffer)
        c.alpha = 0.5
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 10), color: red)
        c.fill(CGRect(x: 10, y: 0, width: 20, height: 10), color: blue)
        let white = ARGB(0xFFFF_FFFF)
        let redHalf = ARGB.over(ARGB.premultiplied(red: 1, green: 0, blue: 0, alpha: 0.5), white)
        // blue½ over (red½ over white) = blue½ over (255, 127.5, 127.5):
        // r = 255·0.5 = 127.5, g = 127.5·0.5 = 63.75, b = 127.5 + 63.75 = 191.25.
        assertPixel(buffer[15, 5], ARGB.over(ARGB.premultiplied(red: 0, green: 0, blue: 1, alpha: 0.5), redHalf))
    }

    func testLayerUnderTranslationLandsOnTranslatedPixels() {
        let buffer = PixelBuffer(width: 20, height: 20)
        let c = Canvas(buffer: buffer)
        c.translateBy(x: 5, y: 6)
        c.beginLayer(bounds: CGRect(x: 0, y: 0, width: 10, height: 8))
        XCTAssertEqual(c.origin, PixelPoint(x: 5, y: 6))
        // Drawing spills past the layer bounds; the layer keeps only its own rect.
        c.fill(CGRect(x: -5, y: -5, width: 30, height: 30), color: red)
        c.endLayer()
        XCTAssertEqual(c.origin, PixelPoint(x: 0, y: 0))
        XCTAssertEqual(c.transform, CGAffineTransform(translationX: 5, y: 6), "the parent's transform comes back")
        for y in 0..<20 {
            for x in 0..<20 {
                let inside = (5..<15).contains(x) && (6..<14).contains(y)
                XCTAssertEqual(buffer[x, y], inside ? 0xFFFF_0000 : 0, "(\(x), \(y))")
            }
        }
    }

    func testNestedLayersMultiplyTheirAlpha() {
        let buffer = PixelBuffer(width: 8, height: 8)
        let c = Canvas(buffer: buffer)
        c.beginLayer(bounds: CGRect(x: 0, y: 0, width: 8, height: 8), alpha: 0.5)
        c.beginLayer(rootRect: PixelRect(x: 2, y: 2, width: 4, height: 4), alpha: 0.5)
        XCTAssertEqual(c.layerDepth, 2)
        c.fill(CGRect(x: -10, y: -10, width: 40, height: 40), color: red)
        c.endLayer()
        c.endLayer()
        // 0.5 · 0.5 = 0.25 of opaque red: (63.75, 63.75, 0, 0); two 8-bit roundings, so ±2.
        assertPixel(buffer[3, 3], ARGB(a: 63.75, r: 63.75, g: 0, b: 0), tolerance: 2)
        XCTAssertEqual(buffer[1, 1], 0, "outside the inner layer's root rect")
        XCTAssertEqual(buffer[6, 6], 0)
    }

    func testLayerIsLimitedByTheClip() {
        let buffer = PixelBuffer(width: 10, height: 10)
        let c = Canvas(buffer: buffer)
        c.clip(to: CGRect(x: 0, y: 0, width: 4, height: 10))
        c.beginLayer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: red)
        c.endLayer()
        XCTAssertEqual(buffer[3, 5], 0xFFFF_0000)
        XCTAssertEqual(buffer[4, 5], 0)
        XCTAssertEqual(buffer[9, 9], 0)
    }

    func testUnmatchedEndLayerDoesNothing() {
        let buffer = PixelBuffer(width: 4, height: 4)
        let c = Canvas(buffer: buffer)
        c.endLayer()
        c.fill(CGRect(x: 0, y: 0, width: 4, height: 4), color: red)
        XCTAssertEqual(buffer[0, 0], 0xFFFF_0000)
    }

    func testRoundedClipShapeRemovesTheCorners() {
        let buffer = PixelBuffer(width: 40, height: 40)
        let c = Canvas(buffer: buffer)
        let rect = CGRect(x: 0, y: 0, width: 40, height: 40)
        c.beginLayer(bounds: rect, clipShape: RoundedRect(rect: rect, cornerRadius: 10))
        c.fill(rect, color: red)
        c.endLayer()
        XCTAssertEqual(buffer[0, 0], 0)
        XCTAssertEqual(buffer[39, 0], 0)
        XCTAssertEqual(buffer[0, 39], 0)
        XCTAssertEqual(buffer[39, 39], 0)
        XCTAssertEqual(buffer[20, 20], 0xFFFF_0000)
        XCTAssertEqual(buffer[0, 20], 0xFFFF_0000)
        XCTAssertEqual(buffer[20, 0], 0xFFFF_0000)
        // The arc pixel (2, 3) is partly covered, like the ideal shape (see CanvasShapeTests).
        let ideal = referenceCoverage(px: 2, py: 3) { insideRoundedRect($0, $1, rect: rect, radius: 10) }
        assertPixel(buffer[2, 3], ARGB(a: 255 * ideal, r: 255 * ideal, g: 0, b: 0), tolerance: 25.5)
    }

    func testRoundedClipShapeWithAlpha() {
        let buffer = PixelBuffer(width: 20, height: 20)
        let c = Canvas(buffer: buffer)
        let rect = CGRect(x: 0, y: 0, width: 20, height: 20)
        c.beginLayer(bounds: rect, alpha: 0.5, clipShape: RoundedRect(rect: rect, cornerRadius: 6))
        c.fill(rect, color: red)
        c.endLayer()
        assertPixel(buffer[10, 10], ARGB(a: 127.5, r: 127.5, g: 0, b: 0))
        XCTAssertEqual(buffer[0, 0], 0)
    }
}
