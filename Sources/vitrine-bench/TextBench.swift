import Foundation
import VitrineGraphics
import VitrineText

/// The text figures: a 1080p screen of text drawn from laid-out lines and cached glyphs
/// (60 lines × 120 characters at 16 px, as a log or a table screen), the same with mixed
/// scripts, and a 200-word paragraph laid out from scratch and again from its shaped runs.
enum TextBench {
    struct Figure {
        let name: String
        let width: Int
        let height: Int
        let stats: FrameStats
        let detail: String

        var json: String {
            String(format: "{\"name\":\"%@\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,\"min_ms\":%.3f,\"iterations\":%d}",
                   name, width, height, stats.medianMs, stats.minMs, stats.iterations)
        }
    }

    static let latinLine = "The quick brown fox jumps over the lazy dog; 0123456789 Sphinx of black quartz, judge my vow! AVA Wafer office fi fl"
    static let mixedLines = [
        "Check-in 09:41 — 안녕하세요, 김민준 님! 체크인을 도와드릴게요. Room 1204, 12층 엘리베이터를 이용하세요. Thank you.",
        "Welcome مرحبا بكم في متجرنا، أهلا وسهلا — ברוכים הבאים לחנות שלנו — opening hours 10:00–22:00 daily.",
        "日本語のテキスト、ひらがなとカタカナ。中文文本显示测试，欢迎光临。नमस्ते, आपका स्वागत है। สวัสดีครับ ยินดีต้อนรับ",
    ]

    /// A face by family through fontconfig, else DejaVu Sans by file.
    static func face(_ family: String) -> FontFace? {
        FontDatabase.shared.face(family: family) ?? (try? FontDatabase.shared.face(at: FaceLocation(path: FontFace.defaultPath)).get())
    }

    @MainActor
    static func run(iterations: Int, budget: Double) -> [Figure] {
        guard let face = face("Inter") else { return [] }
        var out: [Figure] = []
        let font = TextFont(face: face, size: 16)
        let attributes = TextAttributes(font: font, color: Color(red: 0.1, green: 0.1, blue: 0.1))
        // 120 characters a line.
        let line = String(latinLine.prefix(120))
        let latin = (0..<60).map { i in TextLayout(AttributedText(String(line.dropFirst(i % 7)) + String(line.prefix(i % 7)), attributes: attributes)) }
        out.append(screen(name: "text", layouts: latin, iterations: iterations, budget: budget))
        let mixed = (0..<60).map { i in
            TextLayout(AttributedText(mixedLines[i % mixedLines.count], attributes: attributes), options: .init(width: 1900, maximumNumberOfLines: 1))
        }
        out.append(screen(name: "text-mixed", layouts: mixed, iterations: iterations, budget: budget))

        // A 200-word paragraph at 17 points in a 600-point column.
        let words = latinLine.split(separator: " ")
        let paragraph = (0..<200).map { String(words[$0 % words.count]) }.joined(separator: " ")
        let text = AttributedText(paragraph, attributes: TextAttributes(font: TextFont(face: face, size: 17)))
        var lines = 0
        let scratch = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
            lines = TextLayout(text, options: .init(width: 600)).lines.count
        }
        out.append(Figure(name: "paragraph-layout", width: 600, height: 0, stats: scratch,
                          detail: "200 words, \(paragraph.count) characters, \(lines) lines at 600 pt: shaping + line breaking"))
        let shaped = ShapedText(text)
        let cached = FrameTimer.measure(warmup: 5, iterations: iterations * 5, budget: budget) {
            lines = TextLayout(shaped, options: .init(width: 600)).lines.count
        }
        out.append(Figure(name: "paragraph-layout-cached", width: 600, height: 0, stats: cached,
                          detail: "the same from its shaped runs: line breaking and placement only"))
        return out
    }

    /// Times drawing 60 laid-out lines on a 1920×1080 buffer (cleared once, before timing),
    /// glyphs cached.
    @MainActor
    private static func screen(name: String, layouts: [TextLayout], iterations: Int, budget: Double) -> Figure {
        let buffer = PixelBuffer(width: 1920, height: 1080)
        let canvas = Canvas(buffer: buffer)
        let glyphs = layouts.reduce(0) { $0 + $1.lines.reduce(0) { $0 + $1.runs.reduce(0) { $0 + $1.run.glyphs.count } } }
        canvas.fill(CGRect(x: 0, y: 0, width: 1920, height: 1080), color: .white)
        let stats = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
            var y: CGFloat = 2
            for l in layouts {
                l.draw(in: canvas, at: CGPoint(x: 4, y: y))
                y += 18
            }
        }
        return Figure(name: name, width: 1920, height: 1080, stats: stats,
                      detail: "60 lines, \(glyphs) glyphs at 16 px, from laid-out lines and cached glyphs, one thread")
    }
}
