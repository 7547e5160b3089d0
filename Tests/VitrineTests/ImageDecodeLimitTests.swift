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
}
