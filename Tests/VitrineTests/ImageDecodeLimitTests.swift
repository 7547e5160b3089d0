import Foundation
import XCTest
import Vitrine
import VitrineGraphics

/// `UIImage` under the decoded-size limit (`PNGCodec.maximumDecodedPixels`, which the kiosk
/// sets from `[images] max_decoded_pixels`).
final class ImageDecodeLimitTests: XCTestCase {
    /// Rule: an image over the limit is not decoded: `UIImage(contentsOfFile:)` and
    /// `UIImage(data:)` give `nil` (with a log line) and `loadingOrPlaceholder` the placeholder;
    /// within the limit the image loads.
    func testAnImageOverTheLimitGivesThePlaceholder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-limit-\(UUID().uuidString).png").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let pixels = PixelBuffer(width: 100, height: 50)
        try PNGCodec.write(pixels, to: path)
        let saved = PNGCodec.maximumDecodedPixels
        defer { PNGCodec.maximumDecodedPixels = saved }

        PNGCodec.maximumDecodedPixels = 100 * 50
        XCTAssertEqual(UIImage.loadingOrPlaceholder(contentsOfFile: path).size, CGSize(width: 100, height: 50))

        PNGCodec.maximumDecodedPixels = 100 * 50 - 1
        XCTAssertNil(UIImage(contentsOfFile: path))
        XCTAssertNil(UIImage(data: try Data(contentsOf: URL(fileURLWithPath: path))))
        let placeholder = UIImage.loadingOrPlaceholder(contentsOfFile: path)
        XCTAssertEqual(placeholder.size, CGSize(width: 64, height: 64), "the placeholder's default size")
    }

    /// Rule: `UIImage.load(contentsOfFile:)` decodes away from the main actor and answers a
    /// JPEG too costly to decode (a progressive one, whose whole-image coefficients pass the
    /// working-memory limit of 16 bytes per pixel of the decoded-size limit) with the
    /// placeholder; a baseline JPEG of the same size still loads, DCT-scaled to fit.
    @MainActor func testLoadGivesThePlaceholderForAJPEGTooCostlyToDecode() async throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-load-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: dir) }
        var rgb: [UInt8] = []
        for y in 0..<480 {
            for x in 0..<640 { rgb += [UInt8(x * 255 / 639), UInt8(y * 255 / 479), 128] }
        }
        for progressive in [false, true] {
            let jpeg = try JPEGCodec.encodeRaw(rgb, width: 640, height: 480, format: .rgb, quality: 80, progressive: progressive)
            try Data(jpeg).write(to: URL(fileURLWithPath: "\(dir)/\(progressive).jpg"))
        }
        let saved = PNGCodec.maximumDecodedPixels
        defer { PNGCodec.maximumDecodedPixels = saved }
        // 1/4 scale fits; 640×480 progressive needs 1800 KiB of coefficients, over 16 × 40000 bytes.
        PNGCodec.maximumDecodedPixels = 40_000
        let baseline = await UIImage.load(contentsOfFile: "\(dir)/false.jpg")
        XCTAssertEqual(baseline.size, CGSize(width: 640, height: 480), "decoded at 1/4, the same size in points")
        XCTAssertEqual(baseline.image.width, 160)
        let refused = await UIImage.load(contentsOfFile: "\(dir)/true.jpg")
        XCTAssertEqual(refused.size, CGSize(width: 64, height: 64), "the placeholder")
        PNGCodec.maximumDecodedPixels = 640 * 480
        let progressive = await UIImage.load(contentsOfFile: "\(dir)/true.jpg")
        XCTAssertEqual(progressive.size, CGSize(width: 640, height: 480), "within the limit it loads")
    }
}
