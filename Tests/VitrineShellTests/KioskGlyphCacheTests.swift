import Foundation
import VitrineGraphics
import VitrinePlatform
@testable import VitrineShell
import XCTest

/// The kiosk applies `[fonts] glyph_cache_mb` to the glyph cache every face shares.
final class KioskGlyphCacheTests: XCTestCase {
    /// Rule (issue 11: a byte budget from a config key, read at kiosk start and on reload): the
    /// shared cache takes the configured budget, and a smaller one drops glyphs at once.
    @MainActor func testTheKioskSetsTheSharedBudgetFromTheConfiguration() async {
        defer { GlyphCache.shared.byteLimit = GlyphCache.defaultByteLimit }
        var c = VitrineConfiguration.default
        c.fonts.glyphCacheMB = 2
        let kiosk = Kiosk(settings: KioskSettings(configuration: c, configPath: nil, environment: [:], programName: "test"))
        kiosk.applyGlyphCacheBudget(c)
        XCTAssertEqual(GlyphCache.shared.byteLimit, 2 * 1_048_576)
        guard let face = try? FontFace(path: FontFace.defaultPath) else { return XCTFail("no DejaVu Sans") }
        for scalar in "ABCDEFGHIJKLMNOPQRSTUVWXYZ".unicodeScalars { _ = face.glyph(for: scalar, pixelSize: 200) }
        XCTAssertGreaterThan(GlyphCache.shared.byteCount, 256 * 1024, "26 capitals of 200 px")
        c.fonts.glyphCacheMB = 0.25
        kiosk.applyGlyphCacheBudget(c)
        XCTAssertEqual(GlyphCache.shared.byteLimit, 262_144)
        XCTAssertLessThanOrEqual(GlyphCache.shared.byteCount, 262_144)
    }
}
