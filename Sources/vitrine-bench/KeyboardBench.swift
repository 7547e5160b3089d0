import Foundation
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell

/// The on-screen keyboard: what showing it costs (from `becomeFirstResponder()` to the first
/// frame with the keys on screen, half-way through the slide: the keys are built and every
/// cap drawn), with a new keyboard each time (`keyboard-show-cold`) and the same keyboard
/// shown again (`keyboard-show-warm`); each later frame of the slide (`keyboard-slide-frame`:
/// the window moves, everything it covered or uncovered is drawn again); and the frame of a key going down (its pop-up preview
/// drawn over the keys: `keyboard-key-down`) and up (`keyboard-key-up`). Headless, scale 1,
/// on a virtual clock so the slide is stopped at the same point every time.
@MainActor
enum KeyboardBench {
    struct Figure {
        let name: String
        let size: PixelSize
        let stats: FrameStats

        var json: String {
            String(format: "{\"name\":\"%@\",\"width\":%d,\"height\":%d,\"median_ms\":%.3f,\"min_ms\":%.3f,\"max_ms\":%.3f,\"iterations\":%d}",
                   name, size.width, size.height, stats.medianMs, stats.minMs, stats.maxMs, stats.iterations)
        }
        var text: String {
            "\(name) \(size.width)x\(size.height): median \(Report.fixed(stats.medianMs)) ms, min \(Report.fixed(stats.minMs)) ms, max \(Report.fixed(stats.maxMs)) ms (\(stats.iterations) runs)"
        }
    }

    /// A text input as an app writes one.
    final class Field: UIView, UIKeyInput {
        var text = ""
        var hasText: Bool { !text.isEmpty }
        func insertText(_ t: String) { text += t }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override var canBecomeFirstResponder: Bool { true }
    }

    static func run(sizes: [PixelSize], iterations: Int) -> [Figure] {
        sizes.flatMap { measure(size: $0, iterations: max(5, iterations)) }
    }

    private static func measure(size: PixelSize, iterations: Int) -> [Figure] {
        let loop = ManualMainLoop()
        let clock = VirtualClock()
        let display = HeadlessDisplay(size: size, scale: 1, bufferCount: 2, loop: loop, pacing: .immediate)
        let screen = UIScreen(display: display, loop: loop, clock: clock)
        let window = UIWindow(screen: screen)
        window.backgroundColor = UIColor(rgb: 0xF2F2F7)
        let field = Field(frame: CGRect(x: 20, y: 20, width: 300, height: 40))
        field.backgroundColor = .white
        window.addSubview(field)
        window.makeKeyAndVisible()
        loop.runUntilIdle()
        func advance(_ seconds: Double) {
            let end = clock.now + seconds
            loop.runUntilIdle()
            while let next = clock.nextDeadline, next <= end {
                clock.advance(to: next)
                loop.runUntilIdle()
            }
            clock.advance(to: end)
            loop.runUntilIdle()
        }
        func now() -> Double { SystemClock.monotonicNow() }
        /// One animation tick and the frame it asks for.
        func tick() {
            loop.runUntilIdle()
            if let next = clock.nextDeadline { clock.advance(to: next) }
            loop.runUntilIdle()
        }
        /// The time from `becomeFirstResponder()` to the end of the first frame that shows
        /// keys (the slide's first tick: frame 0 has the keyboard still below the screen),
        /// then each frame of the rest of the slide into `slide`.
        func showTimed(_ keyboard: SoftwareKeyboard) -> Double {
            let start = display.presentedFrameCount
            let t0 = now()
            _ = field.becomeFirstResponder()
            loop.runUntilIdle()
            while display.presentedFrameCount < start + 2, clock.nextDeadline != nil { tick() }
            let t = now() - t0
            let end = clock.now + 0.3
            while let next = clock.nextDeadline, next <= end {
                let frames = display.presentedFrameCount
                let t1 = now()
                tick()
                if display.presentedFrameCount > frames { slide.append(now() - t1) }
            }
            advance(0.1)
            return t
        }
        func hide() {
            _ = field.resignFirstResponder()
            advance(0.4)
        }
        var cold: [Double] = [], warm: [Double] = [], down: [Double] = [], up: [Double] = [], slide: [Double] = []
        var keyboard = SoftwareKeyboard(screen: screen, policy: .on)
        for _ in 0..<iterations {
            keyboard.remove()
            keyboard = SoftwareKeyboard(screen: screen, policy: .on)
            cold.append(showTimed(keyboard))
            hide()
        }
        for _ in 0..<iterations {
            warm.append(showTimed(keyboard))
            hide()
        }
        _ = field.becomeFirstResponder()
        advance(0.4)
        if let p = keyboard.touchPoints(toType: "g")?.last {
            let device = screen.windowToDevicePoint(p)
            for _ in 0..<iterations {
                let frames = display.presentedFrameCount
                var t0 = now()
                screen.input.handle([.touchDown(slot: 0, x: Double(device.x), y: Double(device.y), time: clock.now), .touchFrame(time: clock.now)])
                loop.runUntilIdle()
                down.append(now() - t0)
                if display.presentedFrameCount == frames { FileHandle.standardError.write(Data("keyboard: the key-down drew no frame\n".utf8)) }
                advance(0.05)
                t0 = now()
                screen.input.handle([.touchUp(slot: 0, time: clock.now), .touchFrame(time: clock.now)])
                loop.runUntilIdle()
                up.append(now() - t0)
                advance(0.4)
            }
        }
        keyboard.remove()
        var out = [Figure(name: "keyboard-show-cold", size: size, stats: FrameStats(samples: cold)),
                   Figure(name: "keyboard-show-warm", size: size, stats: FrameStats(samples: warm))]
        if !slide.isEmpty { out.append(Figure(name: "keyboard-slide-frame", size: size, stats: FrameStats(samples: slide))) }
        if !down.isEmpty {
            out += [Figure(name: "keyboard-key-down", size: size, stats: FrameStats(samples: down)),
                    Figure(name: "keyboard-key-up", size: size, stats: FrameStats(samples: up))]
        }
        return out
    }
}
