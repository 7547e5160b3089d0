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
/// `scale`. (Shaping with HarfBuzz, bidi and line breaking come with full text layout.)
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
            guard let g = font.face.glyph(for: scalar, pixelSize: px) else { continue }
            placed.append(PlacedGlyph(glyph: g, x: pen))
            pen += g.advance
        }
        glyphs = placed
        width = pen / s
        let m = font.face.metrics(pixelSize: px)
        metrics = LineMetrics(ascent: m.ascent / s, descent: m.descent / s, lineHeight: m.lineHeight / s)
    }
}
