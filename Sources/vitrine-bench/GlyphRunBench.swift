import Foundation
import VitrineGraphics

/// A 1920×1080 screen of glyph runs from the glyph cache: 60 lines of 120 glyphs at 16 px
/// (DejaVu Sans), at fractional pen positions (every quarter-pixel phase occurs), drawn with
/// `Canvas.draw(_:at:)` for runs — directly on one thread, and recorded then played back in
/// bands on every core; and the same screen with every tenth glyph a colour emoji (Noto Color
/// Emoji). The glyph drawing only: no shaping or layout (the text engine's own figures do that).
@MainActor
enum GlyphRunBench {
    static let width = 1920, height = 1080

    /// The screen's runs; `emoji` makes every tenth glyph a colour one. `nil` when a font is
    /// missing.
    static func screen(emoji: Bool) -> [(GlyphRun, CGPoint)]? {
        guard let text = try? FontFace(path: FontFace.defaultPath) else { return nil }
        let colour = emoji ? try? FontFace(path: "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf") : nil
        if emoji && colour == nil { return nil }
        let letters = Array("The quick brown fox jumps over the lazy dog; 0123456789 PACK MY BOX WITH FIVE DOZEN LIQUOR JUGS.".unicodeScalars)
        let faces = Array("😀👋🍣🚀🌍🎉".unicodeScalars)
        var runs: [(GlyphRun, CGPoint)] = []
        for line in 0..<60 {
            var glyphs: [UInt32] = [], positions: [CGPoint] = []
            var emojiGlyphs: [UInt32] = [], emojiPositions: [CGPoint] = []
            var x: CGFloat = 0
            for i in 0..<120 {
                if let colour, i % 10 == 9 {
                    let g = colour.glyphIndex(for: faces[(line + i) % faces.count])
                    emojiGlyphs.append(g)
                    emojiPositions.append(CGPoint(x: x, y: 0))
                    x += colour.glyph(index: g, pixelSize: 16)?.advance ?? 16
                } else {
                    let g = text.glyphIndex(for: letters[(line * 7 + i) % letters.count])
                    glyphs.append(g)
                    positions.append(CGPoint(x: x, y: 0))
                    // Unhinted advances are fractional: spread the pens over all four phases.
                    x += (text.glyph(index: g, pixelSize: 16)?.advance ?? 8) * 0.97 + 0.13
                }
            }
            let origin = CGPoint(x: 4.3, y: CGFloat(line) * 18 + 15)
            runs.append((GlyphRun(face: text, pointSize: 16, glyphs: glyphs, positions: positions, color: Color(rgb: 0x202020)), origin))
            if let colour {
                runs.append((GlyphRun(face: colour, pointSize: 16, glyphs: emojiGlyphs, positions: emojiPositions, color: .black), origin))
            }
        }
        return runs
    }

    static func measure(emoji: Bool, bands: Int, iterations: Int, budget: Double) -> BenchResult? {
        guard let runs = screen(emoji: emoji) else { return nil }
        let buffer = PixelBuffer(width: width, height: height)
        buffer.fill(buffer.bounds, with: 0xFFFF_FFFF)
        let caches = (0..<max(1, bands)).map { _ in CanvasCache() }
        let region = Region(buffer.bounds)
        func draw() {
            if bands <= 1 {
                let c = Canvas(buffer: buffer, cache: caches[0])
                for (run, origin) in runs { c.draw(run, at: origin) }
            } else {
                let list = DisplayList()
                let c = Canvas(recordingInto: list, for: buffer)
                for (run, origin) in runs { c.draw(run, at: origin) }
                list.play(into: buffer, region: region, caches: caches)
            }
        }
        let stats = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) { draw() }
        let name = (emoji ? "glyph-runs-emoji" : "glyph-runs") + (bands > 1 ? "-\(bands)-bands" : "")
        return BenchResult(name: name, width: width, height: height, damage: 1, damagePixels: width * height, stats: stats)
    }
}
