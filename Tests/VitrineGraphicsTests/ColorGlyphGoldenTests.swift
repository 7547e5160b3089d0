import Foundation
import XCTest
@testable import VitrineGraphics
import VitrineTesting

/// Colour emoji compared with reviewed golden PNGs in `Golden/` at the project's standard
/// tolerance (±2 per channel, no differing pixel): the same drawing at 1× and 2×. Record with
/// `UPDATE_GOLDENS=1` and look at every image before committing it.
final class ColorGlyphGoldenTests: XCTestCase {
    private static let goldenDirectory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().appendingPathComponent("Golden").path

    private func verify(_ buffer: PixelBuffer, _ name: String, file: StaticString = #filePath, line: UInt = #line) {
        if let failure = GoldenImage.verify(buffer, name: name, directory: Self.goldenDirectory, tolerance: .standard) {
            XCTFail(failure, file: file, line: line)
        }
    }

    /// A run of `text`'s characters by glyph index (no shaping), each at the pen position the
    /// previous glyph's advance gives.
    private func run(_ face: FontFace, _ text: String, size: CGFloat, color: Color) -> GlyphRun {
        var glyphs: [UInt32] = [], positions: [CGPoint] = [], x: CGFloat = 0
        for s in text.unicodeScalars {
            let index = face.glyphIndex(for: s)
            glyphs.append(index)
            positions.append(CGPoint(x: x, y: 0))
            x += (face.glyph(index: index, pixelSize: size)?.advance ?? 0) + 1
        }
        return GlyphRun(face: face, pointSize: size, glyphs: glyphs, positions: positions, color: color)
    }

    /// The drawing, in points (120 × 56), as seen in the recorded images: on a light grey
    /// background, the first line reads "Hi" in dark grey DejaVu Sans, then 👋 (a yellow
    /// waving hand), 😀 (a yellow grinning face) and 🍣 (sushi: an orange and red slice on
    /// white rice) at 16 pt, smooth-edged, no stray colours; the second line the same three
    /// emoji at 12 pt faded to half by the run colour's alpha (pale, the grey showing
    /// through); lower right, a 14-pt sushi turned 30° anticlockwise, then an upright one.
    /// At 2× the same, sharper (the emoji from the 109-px strike shrunk less).
    private func drawEmoji(_ c: Canvas) throws {
        let emoji = try FontFace(path: ColorGlyphTests.emojiPath), text = try FontFace(path: FontFace.defaultPath)
        c.fill(CGRect(x: 0, y: 0, width: 120, height: 56), color: Color(rgb: 0xE0E0E0))
        c.draw(run(text, "Hi", size: 16, color: Color(rgb: 0x212121)), at: CGPoint(x: 4, y: 17))
        c.draw(run(emoji, "👋😀🍣", size: 16, color: .black), at: CGPoint(x: 26.3, y: 17))
        c.draw(run(emoji, "👋😀🍣", size: 12, color: Color(red: 0, green: 0, blue: 0, alpha: 0.5)), at: CGPoint(x: 4.5, y: 34))
        c.save()
        c.translateBy(x: 70, y: 50)
        c.rotate(by: -.pi / 6)
        c.draw(run(emoji, "🍣", size: 14, color: .black), at: .zero)
        c.restore()
        c.draw(run(emoji, "🍣", size: 14, color: .black), at: CGPoint(x: 92, y: 52))
    }

    func testColourEmojiAt1x() throws {
        let b = PixelBuffer(width: 120, height: 56)
        try drawEmoji(Canvas(buffer: b))
        verify(b, "emoji-1x")
    }

    func testColourEmojiAt2x() throws {
        let b = PixelBuffer(width: 240, height: 112)
        let c = Canvas(buffer: b)
        c.scaleBy(x: 2, y: 2)
        try drawEmoji(c)
        verify(b, "emoji-2x")
    }
}
