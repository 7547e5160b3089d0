import Foundation
import VitrineGraphics
import VitrinePlatform
import XCTest

/// `[fonts] glyph_cache_mb`: the budget of the glyph cache all font faces share (issue 11:
/// "glyph cache with a byte budget (config key)").
final class GlyphCacheConfigurationTests: XCTestCase {
    static let file = "/etc/vitrine/vitrine.toml"

    /// Rule: the default is 8 MiB (the cache's own default); a value in MiB, integer or with a
    /// fraction, is taken as it is (1 MiB = 1048576 bytes).
    func testTheBudgetIsReadInMiB() throws {
        XCTAssertEqual(VitrineConfiguration.default.fonts.glyphCacheMB, 8)
        XCTAssertEqual(VitrineConfiguration.default.fonts.glyphCacheBytes, 8 * 1_048_576)
        XCTAssertEqual(GlyphCache.defaultByteLimit, 8 * 1_048_576)
        let c = try ConfigurationLoader.parse("[fonts]\nglyph_cache_mb = 32\n", file: Self.file)
        XCTAssertEqual(c.fonts.glyphCacheBytes, 33_554_432)
        let half = try ConfigurationLoader.parse("[fonts]\nglyph_cache_mb = 0.5\n", file: Self.file)
        XCTAssertEqual(half.fonts.glyphCacheBytes, 524_288)
    }

    /// Rule: a value out of range or of the wrong type names the file, line and key.
    func testBadValuesAreRefusedWithFileLineAndKey() {
        for (value, message) in [("0", "must be from 0.25 to 1024 (MiB), not 0"),
                                 ("-3", "must be from 0.25 to 1024 (MiB), not -3"),
                                 ("2048", "must be from 0.25 to 1024 (MiB), not 2048"),
                                 ("nan", "must be from 0.25 to 1024 (MiB), not nan"),
                                 ("\"8M\"", "expected a number, found a string")] {
            do {
                _ = try ConfigurationLoader.parse("[fonts]\n\nglyph_cache_mb = \(value)\n", file: Self.file)
                XCTFail("accepted \(value)")
            } catch {
                XCTAssertEqual(error.description, "/etc/vitrine/vitrine.toml:3: fonts.glyph_cache_mb: \(message)")
            }
        }
    }
}
