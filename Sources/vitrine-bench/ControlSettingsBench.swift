import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform

/// What the Button Shapes and On/Off Labels settings cost controls (1920x1080 window):
/// - `controls-create-layout`: 2,000 system buttons with a title (or 2,000 switches) made, put
///   in the window in a grid and laid out (`layoutIfNeeded`, no drawing), with the setting off
///   and on; `heap_bytes` is what malloc holds for them once laid out (per control:
///   `bytes_per_control`);
/// - `button-shapes-apply`: `UIAccessibility.apply` turning Button Shapes on or off with 500
///   buttons on screen (`apply_median_ms`), and that plus the frame that shows it
///   (`apply_frame_median_ms`).
@MainActor
enum ControlSettingsBench {
    struct Figure {
        let json: String
        let text: String
    }

    static let size = PixelSize(width: 1920, height: 1080)

    /// A control made for grid cell `i`, `columns` to a row.
    static func control(_ kind: String, _ i: Int, columns: Int) -> UIView {
        let col = i % columns, row = i / columns
        let w = size.width / columns
        let frame = CGRect(x: col * w, y: row * 21, width: w - 2, height: 20)
        if kind == "switch" {
            return UISwitch(frame: frame)
        }
        let b = UIButton(type: .system)
        b.setTitle("B\(i)", for: .normal)
        b.frame = frame
        return b
    }

    static func settings(_ kind: String, on: Bool) -> AccessibilitySettings {
        var s = AccessibilitySettings()
        if kind == "switch" { s.onOffSwitchLabels = on } else { s.buttonShapes = on }
        return s
    }

    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [Figure] {
        defer { UIAccessibility.apply(AccessibilitySettings()) }
        var figures: [Figure] = []
        let driver = FrameDriver(size: size, threads: 1, threshold: nil) { window in window.backgroundColor = .white }
        _ = driver.runFrame()
        let count = 2_000, columns = 40
        for kind in ["button", "switch"] {
            for on in [false, true] {
                UIAccessibility.apply(settings(kind, on: on))
                var heap: [Int] = []
                let stats = FrameTimer.measure(warmup: 2, iterations: max(5, iterations / 10), minimumIterations: 5, budget: budget) {
                    let before = ProcessHeap.bytesInUse
                    let container = UIView(frame: driver.window.bounds)
                    for i in 0..<count { container.addSubview(control(kind, i, columns: columns)) }
                    driver.window.addSubview(container)
                    driver.window.layoutIfNeeded()
                    heap.append(ProcessHeap.bytesInUse - before)
                    container.removeFromSuperview()
                }
                heap.sort()
                let bytes = heap[heap.count / 2]
                figures.append(Figure(
                    json: String(format: "{\"name\":\"controls-create-layout\",\"control\":\"%@\",\"count\":%d,\"setting\":\"%@\","
                        + "\"median_ms\":%.3f,\"min_ms\":%.3f,\"iterations\":%d,\"heap_bytes\":%d,\"bytes_per_control\":%d}",
                        kind, count, on ? "on" : "off", stats.medianMs, stats.minMs, stats.iterations, bytes, bytes / count),
                    text: "controls-create-layout \(count) \(kind == "switch" ? "switches" : "buttons"), setting \(on ? "on" : "off"): median \(Report.fixed(stats.medianMs)) ms, "
                        + "min \(Report.fixed(stats.minMs)) ms, heap \(bytes / 1024) KiB (\(bytes / count) B a \(kind))"))
            }
        }

        // A screen of 500 buttons, Button Shapes toggled.
        UIAccessibility.apply(AccessibilitySettings())
        let screen = UIView(frame: driver.window.bounds)
        let buttons = 500, buttonColumns = 20
        for i in 0..<buttons { screen.addSubview(control("button", i, columns: buttonColumns)) }
        driver.window.addSubview(screen)
        _ = driver.runFrame()
        var on = false
        // Per direction: [off → on, on → off].
        var applyTimes: [[Double]] = [[], []], frameTimes: [[Double]] = [[], []]
        let start = SystemClock.monotonicNow()
        for i in 0..<max(20, iterations / 5) + 4 {
            on.toggle()
            let t0 = SystemClock.monotonicNow()
            UIAccessibility.apply(settings("button", on: on))
            let t1 = SystemClock.monotonicNow()
            let frames = driver.runFrame()
            let t2 = SystemClock.monotonicNow()
            if frames != 1 { fail("button-shapes-apply: \(frames) frames for toggle \(i)") }
            // The first four are warm-up.
            if i >= 4 { applyTimes[on ? 0 : 1].append(t1 - t0); frameTimes[on ? 0 : 1].append(t2 - t0) }
            if t2 - start > budget && applyTimes[1].count >= 10 { break }
        }
        let differing = driver.pixelsDifferingFromFullRedraw()
        if differing > 0 { fail("button-shapes-apply: \(differing) px on screen differ from a full redraw") }
        screen.removeFromSuperview()
        for (d, direction) in ["on", "off"].enumerated() {
            let apply = FrameStats(samples: applyTimes[d]), frame = FrameStats(samples: frameTimes[d])
            figures.append(Figure(
                json: String(format: "{\"name\":\"button-shapes-apply\",\"buttons\":%d,\"to\":\"%@\",\"apply_median_ms\":%.3f,\"apply_min_ms\":%.3f,"
                    + "\"apply_frame_median_ms\":%.3f,\"apply_frame_min_ms\":%.3f,\"iterations\":%d}",
                    buttons, direction, apply.medianMs, apply.minMs, frame.medianMs, frame.minMs, apply.iterations),
                text: "button-shapes-apply \(buttons) buttons, to \(direction): apply median \(Report.fixed(apply.medianMs)) ms, "
                    + "with its frame median \(Report.fixed(frame.medianMs)) ms"))
        }
        return figures
    }
}
