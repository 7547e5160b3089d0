import CICU

/// Characters that draw as nothing: Unicode's Default_Ignorable_Code_Point (bidi controls,
/// ZWJ/ZWNJ, variation selectors, soft hyphen, word joiner, zero width space…), from ICU.
/// HarfBuzz hides them (a zero-advance blank glyph), so they must not pick a fallback face
/// nor bring a face's metrics into the line.
enum DefaultIgnorable {
    /// Whether `scalar` is drawn as nothing. The Hangul fillers and the shorthand format
    /// controls are Default_Ignorable but HarfBuzz draws them with the font's own spacing
    /// glyphs (fonts are made that way), so they stay visible here too.
    static func isInvisible(_ scalar: UInt32) -> Bool {
        switch scalar {
        case ..<0xAD: return false // none below the soft hyphen: Latin text skips ICU
        case 0x115F, 0x1160, 0x3164, 0xFFA0, 0x1BCA0...0x1BCA3: return false
        default: return CICU_isDefaultIgnorable(Int32(bitPattern: scalar)) != 0
        }
    }
}
