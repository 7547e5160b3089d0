import Foundation

/// Shaped glyphs of one face at one size, ready to draw: what text layout produces and the
/// canvas draws. Positions are in points, relative to the run's origin on the baseline
/// (y grows downwards), fractional: the canvas rasterizes each glyph at the device size the
/// drawing transform gives and places it at a quarter-pixel phase.
public struct GlyphRun: Sendable {
    /// The face the glyph indices belong to.
    public let face: FontFace
    /// The font size in points.
    public let pointSize: CGFloat
    /// Glyph indices in `face` (not characters).
    public var glyphs: [UInt32]
    /// Each glyph's pen position in points from the run's origin (x right, y down).
    public var positions: [CGPoint]
    /// The colour of outline glyphs; colour glyphs (emoji) keep their own colours and take
    /// only this colour's alpha.
    public var color: Color

    public init(face: FontFace, pointSize: CGFloat, glyphs: [UInt32], positions: [CGPoint], color: Color) {
        self.face = face
        self.pointSize = pointSize
        let n = min(glyphs.count, positions.count)
        self.glyphs = Array(glyphs.prefix(n))
        self.positions = Array(positions.prefix(n))
        self.color = color
    }

    /// The same glyphs in another colour.
    public func withColor(_ color: Color) -> GlyphRun {
        var r = self
        r.color = color
        return r
    }
}
