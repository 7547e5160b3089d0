import Foundation
import XCTest
@testable import Vitrine
import VitrineGraphics
import VitrineTesting

/// UIGraphicsImageRenderer and the older bitmap-context functions.
final class ImageRendererTests: XCTestCase {
    /// UIKit: the default format's scale is the main screen's; the image is `size` points at
    /// that scale (a 10×6-point renderer on a 2× screen gives a 20×12-pixel bitmap), and the
    /// actions draw in points with `UIGraphicsGetCurrentContext()` set to the renderer's.
    @MainActor func testImageSizeScaleAndContent() async {
        let h = HeadlessHarness(width: 20, height: 20, scale: 2)
        _ = h
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 6))
        XCTAssertEqual(renderer.format.scale, 2)
        let image = renderer.image { ctx in
            XCTAssertTrue(UIGraphicsGetCurrentContext() === ctx.cgContext)
            UIColor.red.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 6))
            UIColor.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: 5, y: 0, width: 5, height: 6)).fill()
        }
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(image.size, CGSize(width: 10, height: 6))
        XCTAssertEqual(image.scale, 2)
        XCTAssertEqual(image.image.width, 20)
        XCTAssertEqual(image.image.height, 12)
        XCTAssertEqual(image.image.buffer.row(5)[3], 0xFFFF_0000)
        XCTAssertEqual(image.image.buffer.row(6)[15], 0xFF00_00FF, "the oval's centre (7.5, 3) pt is at pixel (15, 6)")
        XCTAssertEqual(image.image.buffer.row(0)[10], 0, "outside the oval stays transparent")
    }

    /// An opaque format starts black; a transparent one clear.
    @MainActor func testOpaqueFormat() async {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        format.opaque = true
        let img = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4), format: format).image { _ in }
        XCTAssertEqual(img.image.buffer.row(2)[2], 0xFF00_0000)
    }

    /// pngData(actions:) decodes back to the pixels image(actions:) draws.
    @MainActor func testPNGDataRoundTrips() async throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let r = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 16), format: format)
        let draw: (UIGraphicsImageRendererContext) -> Void = { _ in
            let p = UIBezierPath(roundedRect: CGRect(x: 2, y: 2, width: 20, height: 12), cornerRadius: 5)
            UIColor.systemGreen.setFill()
            p.fill()
            UIColor.black.setStroke()
            p.lineWidth = 1.5
            p.stroke()
        }
        let image = r.image(actions: draw)
        let data = r.pngData(actions: draw)
        let decoded = try PNGCodec.decode([UInt8](data))
        let cmp = GoldenImage.compare(decoded.buffer, image.image.buffer, channelTolerance: 1)
        XCTAssertTrue(cmp.sizeMatches)
        XCTAssertEqual(cmp.differingPixels, 0)
    }

    /// renderer-badge (48×48 at 2×): a renderer image drawn into a view: a yellow disc with a
    /// 3-point dark outline and a white tick, on light grey.
    @MainActor func testRendererImageGolden() async {
        let h = HeadlessHarness(width: 48, height: 48, scale: 2)
        h.window.backgroundColor = UIColor(rgb: 0xE5E5EA)
        let img = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 40)).image { _ in
            let disc = UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 36, height: 36))
            UIColor.systemYellow.setFill()
            disc.fill()
            disc.lineWidth = 3
            UIColor(rgb: 0x333333).setStroke()
            disc.stroke()
            let tick = UIBezierPath()
            tick.move(to: CGPoint(x: 11, y: 21)); tick.addLine(to: CGPoint(x: 18, y: 28)); tick.addLine(to: CGPoint(x: 30, y: 13))
            tick.lineWidth = 4; tick.lineCapStyle = .round; tick.lineJoinStyle = .round
            UIColor.white.setStroke()
            tick.stroke()
        }
        let v = UIImageView(image: img)
        v.frame = CGRect(x: 4, y: 4, width: 40, height: 40)
        h.window.addSubview(v)
        h.renderFrames()
        if let failure = GoldenImage.verify(h.screenshot, name: "renderer-badge-2x", directory: goldenDirectory) { XCTFail(failure) }
    }

    /// The legacy functions: begin (scale 0 = the main screen's), draw, get the image, end.
    @MainActor func testLegacyImageContext() async {
        let h = HeadlessHarness(width: 10, height: 10, scale: 2)
        _ = h
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 3, height: 3), false, 0)
        UIColor.green.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let img = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        XCTAssertNil(UIGraphicsGetCurrentContext())
        XCTAssertEqual(img?.image.width, 6)
        XCTAssertEqual(img?.image.buffer.row(1)[1], 0xFF00_FF00)
        XCTAssertEqual(img?.image.buffer.row(2)[2], 0)
        XCTAssertNil(UIGraphicsGetImageFromCurrentImageContext())
    }

    /// A non-finite or enormous size is logged and clamped, not allocated.
    @MainActor func testHugeSizeClamped() async {
        BadInputLog.clear()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let img = UIGraphicsImageRenderer(size: CGSize(width: CGFloat.nan, height: 3), format: format).image { _ in }
        XCTAssertEqual(img.image.width, 1)
        XCTAssertEqual(BadInputLog.recent.count, 1)
    }
}
