import XCTest
import VitrineGraphics
@testable import VitrineText

final class ScratchShots: XCTestCase {
    func testWriteShots() throws {
        guard let dir = ProcessInfo.processInfo.environment["SHOTS"] else { throw XCTSkip("scratch") }
        let samples: [(String, String, CGFloat, Int, LineBreakMode)] = [
            ("latin", "Office AVA Wafer fi fl ffi — Type 1,234.50", 280, 0, .byWordWrapping),
            ("hangul", "안녕하세요, 김민준 님! 오늘 방문을 환영합니다. 체크인을 도와드릴게요.", 220, 0, .byWordWrapping),
            ("arabic", "مرحبا بكم في متجرنا. نحن سعداء برؤيتكم اليوم", 220, 0, .byWordWrapping),
            ("mixed", "Hello مرحبا world 123 שלום end", 300, 0, .byWordWrapping),
            ("deva", "नमस्ते, आपका स्वागत है। क्षत्रिय", 280, 0, .byWordWrapping),
            ("thai", "สวัสดีครับ ยินดีต้อนรับสู่ร้านของเรา ขอบคุณที่มาเยี่ยมชม", 200, 0, .byWordWrapping),
            ("cjk", "日本語のテキストを表示します。中文文本显示测试。", 200, 0, .byWordWrapping),
            ("emoji", "Hi 👋 😀 👨‍👩‍👧 ❤️ 🇰🇷 ok", 280, 0, .byWordWrapping),
            ("tail", "The quick brown fox jumps over the lazy dog and keeps running", 200, 1, .byTruncatingTail),
            ("head", "The quick brown fox jumps over the lazy dog and keeps running", 200, 1, .byTruncatingHead),
            ("middle", "The quick brown fox jumps over the lazy dog and keeps running", 200, 1, .byTruncatingMiddle),
            ("clip", "The quick brown fox jumps over the lazy dog and keeps running", 200, 1, .byClipping),
            ("wrap3", "The quick brown fox jumps over the lazy dog and keeps running far away into the hills", 200, 3, .byTruncatingTail),
        ]
        for (name, s, w, lines, mode) in samples {
            let text = AttributedText(s, attributes: TextFixtures.attributes(TextFixtures.dejaVu, 17))
            let layout = TextLayout(text, options: .init(width: w, maximumNumberOfLines: lines, lineBreakMode: mode))
            for scale in [1, 2] as [CGFloat] {
                let b = TextFixtures.render(layout, width: w, height: max(20, layout.size.height), scale: scale)
                try PNGCodec.write(b, to: "\(dir)/\(name)-\(Int(scale))x.png")
            }
            print(name, layout.size, layout.lines.count, layout.lines.map { $0.range })
        }
    }
}
