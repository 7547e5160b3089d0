import Foundation

/// A font face at a size in points: what `UIFont` wraps.
public struct Font: Sendable {
    public let face: FontFace
    /// The size in points (= pixels at scale 1).
    public let size: CGFloat

    public init(face: FontFace, size: CGFloat) {
        self.face = face
        self.size = max(1, size)
    }

    /// Lays out one line of text at `scale` device pixels per point.
    public func layoutLine(_ text: String, scale: CGFloat = 1) -> TextLine {
        TextLine(text: text, font: self, scale: scale)
    }

    /// Ascent, descent and line height in points.
    public var metrics: LineMetrics {
        let m = face.metrics(pixelSize: size)
        return m
    }
}

/// One line of text laid out left to right: glyphs with pen positions, in device pixels at
/// `scale`. A character the font's face lacks comes from the face `FontDatabase` picks for
/// it (fontconfig's fallback), at the same pixel size on the same baseline; a character no
/// installed face has is the face's missing-glyph box. Unshaped (no kerning, ligatures,
/// joining or bidi): the graphics layer's own one-line path, for its tests and for diagnostic
/// drawing below the text engine. Everything an app shows goes through `VitrineText`'s
/// `TextLayout` (HarfBuzz, ICU), which draws `GlyphRun`s.
public struct TextLine: Sendable {
    public struct PlacedGlyph: Sendable {
        public let glyph: Glyph
        /// Pen x in device pixels from the line's origin.
        public let x: CGFloat
    }

    public let text: String
    public let scale: CGFloat
    public let glyphs: [PlacedGlyph]
    /// Width in points.
    public let width: CGFloat
    /// Metrics in points.
    public let metrics: LineMetrics

    init(text: String, font: Font, scale: CGFloat) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.text = text
        self.scale = s
        let px = font.size * s
        var placed: [PlacedGlyph] = []
        var pen: CGFloat = 0
        for scalar in text.unicodeScalars {
            if scalar.properties.generalCategory == .control { continue }
            guard let g = Self.glyph(for: scalar, face: font.face, pixelSize: px) else { continue }
            placed.append(PlacedGlyph(glyph: g, x: pen))
            pen += g.advance
        }
        glyphs = placed
        width = pen / s
        let m = font.face.metrics(pixelSize: px)
        metrics = LineMetrics(ascent: m.ascent / s, descent: m.descent / s, lineHeight: m.lineHeight / s)
    }

    /// The face's glyph for `scalar`, else the fallback face's, else the face's `.notdef` box.
    private static func glyph(for scalar: Unicode.Scalar, face: FontFace, pixelSize: CGFloat) -> Glyph? {
        let own = face.lookUpGlyph(for: scalar, pixelSize: pixelSize)
        if own.found { return own.glyph }
        if let other = FontDatabase.shared.fallbackFace(for: scalar, primary: face), other !== face {
            return other.glyph(for: scalar, pixelSize: pixelSize)
        }
        return face.glyph(for: scalar, pixelSize: pixelSize)
    }
}
