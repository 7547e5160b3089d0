import XCTest
import VitrineGraphics
import VitrineTesting
@testable import VitrineText

/// Every script the issue names, drawn by the engine at 1× and 2× (goldens looked at by eye;
/// tolerance: ±2 per channel, no pixel beyond — the rendering is deterministic, the slack
/// covers nothing but rounding in pixman's compositing).
final class ScriptGoldenTests: XCTestCase {
    static let samples: [(String, String?)] = [
        ("Office AVA Wafer — fi fl ffi Ty 1,234.50", nil),
        ("안녕하세요, 김민준 님! 체크인을 도와드릴게요.", "ko"),
        ("日本語のテキスト、ひらがなとカタカナ。", "ja"),
        ("中文文本显示测试，欢迎光临。", "zh-cn"),
        ("مرحبا بكم في متجرنا، أهلا وسهلا", "ar"),
        ("ברוכים הבאים לחנות שלנו", "he"),
        ("Check-in: مرحبا 123 and שלום 45!", nil),
        ("नमस्ते, आपका स्वागत है। क्षत्रिय", "hi"),
        ("สวัสดีครับ ยินดีต้อนรับ", "th"),
    ]

    private func render(scale: CGFloat) -> PixelBuffer {
        let face = TextFixtures.inter
        var lines: [TextLayout] = []
        for (s, lang) in Self.samples {
            var a = TextFixtures.attributes(face, 17)
            a.language = lang
            lines.append(TextLayout(AttributedText(s, attributes: a), options: .init(width: 380)))
        }
        let height = lines.reduce(0) { $0 + $1.size.height + 6 }
        let buffer = PixelBuffer(width: Int(396 * scale), height: Int(((height + 16) * scale).rounded(.up)))
        let canvas = Canvas(buffer: buffer)
        canvas.fill(CGRect(x: 0, y: 0, width: CGFloat(buffer.width), height: CGFloat(buffer.height)), color: .white)
        canvas.scaleBy(x: scale, y: scale)
        var y: CGFloat = 8
        for l in lines {
            l.draw(in: canvas, at: CGPoint(x: 8, y: y))
            y += l.size.height + 6
        }
        return buffer
    }

    private func check(_ scale: CGFloat) {
        let name = "text-scripts-\(Int(scale))x"
        if let failure = GoldenImage.verify(render(scale: scale), name: name, directory: TextFixtures.goldenDirectory) {
            XCTFail(failure)
        }
    }

    func testScriptsAt1x() { check(1) }
    func testScriptsAt2x() { check(2) }
}
