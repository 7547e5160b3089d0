import Foundation
import VitrineGraphics
import VitrinePlatform
import XCTest

/// `[images] max_decoded_pixels`: the decoded-size limit of images, sized for the panel.
final class ImageLimitConfigurationTests: XCTestCase {
    static let file = "/etc/vitrine/vitrine.toml"

    /// Rule: the default (0) is four times the panel's pixels, never below 2048×2048; an
    /// explicit value is taken as it is.
    func testTheLimitIsSizedForThePanel() throws {
        let auto = VitrineConfiguration.default.images
        XCTAssertEqual(auto.maxDecodedPixels, 0)
        // 4 × 1920 × 1080 = 8294400 (32 MiB decoded); 4 × 1280 × 800 = 4096000 is below the
        // floor of 2048 × 2048 = 4194304; 4 × 800 × 480 = 1536000 too.
        XCTAssertEqual(auto.decodedPixelLimit(panel: PixelSize(width: 1920, height: 1080)), 8_294_400)
        XCTAssertEqual(auto.decodedPixelLimit(panel: PixelSize(width: 1280, height: 800)), 4_194_304)
        XCTAssertEqual(auto.decodedPixelLimit(panel: PixelSize(width: 800, height: 480)), 4_194_304)
        XCTAssertEqual(auto.decodedPixelLimit(panel: PixelSize(width: 16384, height: 16384)), 268_435_456, "at most 16384²")
        let c = try ConfigurationLoader.parse("[images]\nmax_decoded_pixels = 1000000\n", file: Self.file)
        XCTAssertEqual(c.images.maxDecodedPixels, 1_000_000)
        XCTAssertEqual(c.images.decodedPixelLimit(panel: PixelSize(width: 1920, height: 1080)), 1_000_000)
    }

    /// Rule: a value out of range names the file, line and key.
    func testOutOfRangeValuesAreRefused() {
        for (value, shown) in [("-1", "-1"), ("268435457", "268435457"), ("1.5", "1.5")] {
            do {
                _ = try ConfigurationLoader.parse("[images]\n\nmax_decoded_pixels = \(value)\n", file: Self.file)
                XCTFail("accepted \(value)")
            } catch {
                let expected = value == "1.5"
                    ? "/etc/vitrine/vitrine.toml:3: images.max_decoded_pixels: expected an integer, found a floating-point number"
                    : "/etc/vitrine/vitrine.toml:3: images.max_decoded_pixels: must be 0 (4 times the panel's pixels, at least 4194304) or from 1 to 268435456 pixels, not \(shown)"
                XCTAssertEqual(error.description, expected)
            }
        }
    }
}

/// `[images] cache_mb`: the named-image cache's budget.
final class ImageCacheConfigurationTests: XCTestCase {
    /// Rule: default 32 MiB; a value from 0 to 1024 is taken (in MiB); out of range or of the
    /// wrong type names the file, line and key.
    func testCacheBudget() throws {
        XCTAssertEqual(VitrineConfiguration.default.images.cacheMB, 32)
        XCTAssertEqual(VitrineConfiguration.default.images.cacheBytes, 32 * 1_048_576)
        let c = try ConfigurationLoader.parse("[images]\ncache_mb = 0.5\n", file: ImageLimitConfigurationTests.file)
        XCTAssertEqual(c.images.cacheBytes, 524_288)
        XCTAssertEqual(try ConfigurationLoader.parse("[images]\ncache_mb = 0\n", file: "f").images.cacheBytes, 0)
        for (value, expected) in [("-1", "/etc/vitrine/vitrine.toml:3: images.cache_mb: must be from 0 to 1024 (MiB), not -1"),
                                  ("2048", "/etc/vitrine/vitrine.toml:3: images.cache_mb: must be from 0 to 1024 (MiB), not 2048"),
                                  ("\"big\"", "/etc/vitrine/vitrine.toml:3: images.cache_mb: expected a number, found a string")] {
            do {
                _ = try ConfigurationLoader.parse("[images]\n\ncache_mb = \(value)\n", file: ImageLimitConfigurationTests.file)
                XCTFail("accepted \(value)")
            } catch {
                XCTAssertEqual(error.description, expected)
            }
        }
    }
}
