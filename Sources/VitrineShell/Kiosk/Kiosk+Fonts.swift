import VitrineGraphics
import VitrinePlatform

extension Kiosk {
    /// Sets the budget of the glyph cache all font faces share from `[fonts] glyph_cache_mb`
    /// (at launch and on reload; a smaller budget drops the least recently used glyphs at
    /// once), and says what it is.
    func applyGlyphCacheBudget(_ c: VitrineConfiguration) {
        GlyphCache.shared.byteLimit = c.fonts.glyphCacheBytes
        say("glyph cache: at most \(PNGCodec.sizeText(c.fonts.glyphCacheBytes)) ([fonts] glyph_cache_mb)")
    }
}
