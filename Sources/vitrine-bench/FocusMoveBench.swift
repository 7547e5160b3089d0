import Foundation
import Vitrine
import VitrineGraphics
import VitrineShell

/// The screen reader's focus move (a swipe right: the elements in reading order found again,
/// the next one focused, its phrase made and handed to speech) on a screen of 1,000 elements
/// (100 rows of 10 labels), speech discarded.
@MainActor
enum FocusMoveBench {
    final class DiscardedSpeech: ScreenReaderSpeech {
        var count = 0
        func speak(_ text: String, language: String?, interrupting: Bool, events: ScreenReaderUtteranceEvents) { count += 1 }
        func stop() {}
        func pause() -> Bool { false }
        func resume() {}
    }

    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [String] {
        let driver = FrameDriver(size: PixelSize(width: 1280, height: 800), threads: 1, threshold: nil) { window in
            for r in 0..<100 {
                for c in 0..<10 {
                    let label = UILabel(frame: CGRect(x: c * 128, y: r * 8, width: 120, height: 8))
                    label.text = "Item \(r * 10 + c)"
                    window.addSubview(label)
                }
            }
        }
        _ = driver.runFrame()
        let speech = DiscardedSpeech()
        let reader = ScreenReader(screen: driver.screen, speech: speech)
        reader.start()
        let elements = reader.elements.count
        if elements != 1_000 { fail("focus-move: \(elements) elements, expected 1,000") }
        var times: [Double] = []
        let start = Date()
        for i in 0..<max(20, iterations) {
            if i % 999 == 0 { reader.focusFirst() }
            let t0 = DispatchTime.now().uptimeNanoseconds
            reader.focusNext()
            times.append(Double(DispatchTime.now().uptimeNanoseconds - t0) / 1e6)
            if Date().timeIntervalSince(start) > budget && times.count >= 20 { break }
        }
        reader.stop()
        times.sort()
        return [String(format: "{\"name\":\"focus-move\",\"elements\":%d,\"median_ms\":%.3f,\"p99_ms\":%.3f,\"iterations\":%d}",
                       elements, times[times.count / 2], times[min(times.count - 1, times.count * 99 / 100)], times.count)]
    }
}
