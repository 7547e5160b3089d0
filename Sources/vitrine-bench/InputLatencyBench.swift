import Foundation
import Vitrine
import VitrinePlatform

/// Input-to-present latency on the reference UI frame: a finger drags a card (a pan
/// recognizer moves it), and each frame's latency is the time from the oldest input event it
/// contains (stamped on arrival) to its present — on the headless display, so this is the
/// cost of delivery, recognition, layout and drawing, not of a vblank wait.
@MainActor
enum InputLatencyBench {
    static func measure(_ driver: FrameDriver, moves: Int) -> (median: Double, p99: Double, count: Int)? {
        let card = UIView(frame: CGRect(x: 40, y: 40, width: 120, height: 80))
        card.backgroundColor = UIColor(rgb: 0xF2F2F2)
        card.cornerRadius = 12
        var start = card.center
        let pan = UIPanGestureRecognizer { r in
            guard let p = r as? UIPanGestureRecognizer else { return }
            if p.state == .began { start = card.center }
            let t = p.translation(in: driver.window)
            card.center = CGPoint(x: start.x + t.x, y: start.y + t.y)
        }
        card.addGestureRecognizer(pan)
        driver.window.addSubview(card)
        driver.loop.runUntilIdle()
        let input = driver.screen.input
        let now = { SystemClock.monotonicNow() }
        input.handle([.touchDown(slot: 0, x: 100, y: 80, time: now()), .touchFrame(time: now())])
        driver.loop.runUntilIdle()
        for i in 1...moves {
            let x = 100 + Double(i % 200) * 2
            input.handle([.touchMotion(slot: 0, x: x, y: 80, time: now()), .touchFrame(time: now())])
            driver.loop.runUntilIdle()
        }
        input.handle([.touchUp(slot: 0, time: now()), .touchFrame(time: now())])
        driver.loop.runUntilIdle()
        card.removeFromSuperview()
        driver.loop.runUntilIdle()
        return driver.screen.inputLatency
    }
}
