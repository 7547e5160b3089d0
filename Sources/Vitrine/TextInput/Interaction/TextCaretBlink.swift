import Foundation
import VitrinePlatform

/// The caret's blink on the screen's clock: after `restart`, the caret is visible for
/// `halfPeriod` seconds, hidden for `halfPeriod`, and so on, each switch at
/// `start + k × halfPeriod` (no drift, whatever the frame rate). One timer is pending at a
/// time and none once stopped, so an idle screen with no caret wakes nothing.
@MainActor
final class TextCaretBlink {
    /// Half the blink period (seconds): the time the caret stays visible and then hidden.
    static let halfPeriod: Double = 0.5

    private var timer: ClockTimer?
    private var start: Double = 0
    /// Bumped by every restart and stop (a tick of an older cycle does nothing).
    private(set) var generation = 0

    /// Whether a blink cycle is running.
    var isRunning: Bool { timer != nil }

    /// Starts a new cycle now (the caret visible); `tick(visible)` is called at each switch.
    func restart(clock: any Clock, tick: @escaping @MainActor (Bool) -> Void) {
        stop()
        start = clock.now
        schedule(step: 1, clock: clock, tick: tick)
    }

    /// Stops blinking (no timer stays pending).
    func stop() {
        timer?.cancel()
        timer = nil
        generation += 1
    }

    private func schedule(step: Int, clock: any Clock, tick: @escaping @MainActor (Bool) -> Void) {
        let g = generation
        timer = clock.schedule(at: start + Double(step) * Self.halfPeriod) { [weak self] in
            guard let self, self.generation == g else { return }
            self.schedule(step: step + 1, clock: clock, tick: tick)
            tick(step % 2 == 0)
        }
    }
}
