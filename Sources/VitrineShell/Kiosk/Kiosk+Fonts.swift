import Vitrine
import VitrineGraphics
import VitrinePlatform

extension Kiosk {
    /// Applies `[fonts]`: at start the system family (`family`) and files (`default`, `bold`),
    /// at start and on reload the content size category (`content_size_category`, which
    /// reaches every window's traits and labels that follow Dynamic Type). The file's
    /// warnings (a category nobody knows, which stays `large`) are logged with file, line
    /// and key.
    func applyFonts(_ c: VitrineConfiguration, atStart: Bool) {
        let fonts = c.fonts
        if atStart {
            UIFont.systemFontFamily = .named(fonts.family)
            UIFont.systemFontFiles = UIFont.SystemFontFiles(regular: fonts.regular, bold: fonts.bold)
        }
        for warning in c.warnings { complain("\(warning)", priority: 4) }
        UIApplication.setPreferredContentSizeCategory(UIContentSizeCategory(name: fonts.contentSizeCategory) ?? .large)
    }

    /// Sets the budget of the glyph cache all font faces share from `[fonts] glyph_cache_mb`
    /// (at launch and on reload; a smaller budget drops the least recently used glyphs at
    /// once), and says what it is.
    func applyGlyphCacheBudget(_ c: VitrineConfiguration) {
        GlyphCache.shared.byteLimit = c.fonts.glyphCacheBytes
        say("glyph cache: at most \(PNGCodec.sizeText(c.fonts.glyphCacheBytes)) ([fonts] glyph_cache_mb)")
    }
}
