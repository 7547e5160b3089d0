import Foundation
import Vitrine
import VitrineGraphics

/// The text-input figures (issue 15):
/// - `textfield-keystroke`: one keystroke in a focused rounded `UITextField` (17-point system
///   font, 300 points wide, 26 characters in it) on an 800×480 screen: `insertText` (through
///   the delegate-gated editing core), the relayout of its line and the frame (layout, render
///   of the damage, present) — alternately a letter typed and deleted, so the text keeps its
///   length. After timing, the screen is compared with a from-scratch render.
/// - `textview-hit-test`: `closestPosition(to:)` in a 600×400-point `UITextView` holding
///   2,000 characters (17-point system font, about 30 wrapped lines), at points spread over
///   the text; each sample is 100 hit tests, `per_hit_us` is the median per test.
/// - `textview-keystroke`: one keystroke in the middle of that text view while it edits
///   (the whole text is shaped and wrapped again: no incremental layout yet) and the frame
///   (only the lines the edit changed are redrawn).
@MainActor
enum TextInputBench {
    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        var figures: [ScrollBench.Figure] = []
        let size = PixelSize(width: 800, height: 480)
        var field: UITextField?
        let driver = FrameDriver(size: size, threads: nil, threshold: nil) { window in
            window.backgroundColor = UIColor(rgb: 0xF2F2F7)
            let f = UITextField(frame: CGRect(x: 40, y: 40, width: 300, height: 34))
            f.borderStyle = .roundedRect
            f.font = .systemFont(ofSize: 17)
            f.text = "Kim Minjun, Room 1204, 12F"
            window.addSubview(f)
            field = f
        }
        guard let f = field, f.becomeFirstResponder() else { return [] }
        driver.runFrame()
        var typed = false
        let keystroke = FrameTimer.measure(warmup: 10, iterations: iterations * 5, budget: budget) {
            if typed { f.deleteBackward() } else { f.insertText("a") }
            typed.toggle()
            driver.loop.runUntilIdle()
        }
        figures.append(ScrollBench.Figure(name: "textfield-keystroke", size: size, stats: keystroke,
                                          fields: [("damage_pixels", "\(driver.lastPresentedDamageArea)"),
                                                   ("characters", "\(f.text?.count ?? 0)")]))
        let differing = driver.pixelsDifferingFromFullRedraw()
        if differing > 0 { fail("textfield-keystroke: \(differing) px on screen differ from a full redraw") }

        // Hit testing in a 2,000-character text view.
        let words = ["check-in", "kiosk", "room", "floor", "elevator", "welcome", "guest", "name", "안녕하세요", "receipt"]
        var text = ""
        var i = 0
        while text.utf16.count < 2000 { text += words[i % words.count] + (i % 17 == 16 ? "\n" : " "); i += 1 }
        text = String(text.utf16.prefix(2000)) ?? text
        let view = UITextView(frame: CGRect(x: 0, y: 0, width: 600, height: 400))
        view.font = .systemFont(ofSize: 17)
        view.text = text
        driver.window.addSubview(view)
        driver.runFrame()
        let height = max(1, view.contentSize.height)
        var points: [CGPoint] = []
        for k in 0..<100 { points.append(CGPoint(x: CGFloat((k * 37) % 600), y: CGFloat(k) / 100 * height)) }
        var found = 0
        let hits = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
            for p in points { if view.closestPosition(to: p) != nil { found += 1 } }
        }
        let whole = view.textRange(from: view.beginningOfDocument, to: view.endOfDocument)
        let lines = Set((whole.map { view.selectionRects(for: $0) } ?? []).map { Int($0.rect.minY) }).count
        figures.append(ScrollBench.Figure(name: "textview-hit-test", size: PixelSize(width: 600, height: 400), stats: hits,
                                          fields: [("characters", "\(view.text.utf16.count)"), ("lines", "\(lines)"),
                                                   ("per_hit_us", String(format: "%.2f", hits.medianMs * 1000 / 100))]))
        guard view.becomeFirstResponder() else { return figures }
        view.selectedRange = NSRange(location: 1000, length: 0)
        driver.runFrame()
        typed = false
        let viewKeystroke = FrameTimer.measure(warmup: 5, iterations: iterations, budget: budget) {
            if typed { view.deleteBackward() } else { view.insertText("a") }
            typed.toggle()
            driver.loop.runUntilIdle()
        }
        figures.append(ScrollBench.Figure(name: "textview-keystroke", size: size, stats: viewKeystroke,
                                          fields: [("damage_pixels", "\(driver.lastPresentedDamageArea)"),
                                                   ("characters", "\(view.text.utf16.count)")]))
        let differingView = driver.pixelsDifferingFromFullRedraw()
        if differingView > 0 { fail("textview-keystroke: \(differingView) px on screen differ from a full redraw") }
        return figures
    }
}
