import CHarfBuzz
import Foundation

extension TextFont {
    /// The glyphs HarfBuzz gives for `text` shaped alone, left to right as Latin, with their
    /// advances in points: what an icon font's ligatures make of an icon's name (the Material
    /// Icons font turns `chevron_right` into one glyph). Empty for empty text.
    package func shapedGlyphs(of text: String) -> [(index: UInt32, advance: CGFloat)] {
        let units = Array(text.utf16)
        guard !units.isEmpty else { return [] }
        return units.withUnsafeBufferPointer { buffer in
            Shaper.shared.shape(buffer, offset: 0, length: buffer.count, font: self, rtl: false,
                                script: HB_SCRIPT_LATIN, language: nil)
                .map { (index: $0.id, advance: $0.advance) }
        }
    }
}
