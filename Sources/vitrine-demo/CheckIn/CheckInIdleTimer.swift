import Foundation
import Vitrine
import VitrinePlatform

/// The check-in kiosk's inactivity timer, as an iOS kiosk app keeps one: started when the
/// guest leaves the start screen, pushed back by every touch and keystroke, and when it runs
/// out the app goes back to its start screen (a guest who walked away leaves nothing on
/// screen for the next one).
///
/// One small type so the timer's source is one place: it runs on the screen's `Clock` (real
/// time in the kiosk, the virtual clock in `HeadlessHarness`).
@MainActor
final class CheckInIdleTimer {
    /// Seconds without a touch or a key before `onTimeout`.
    var timeout: Double
    /// What running out does.
    var onTimeout: (@MainActor () -> Void)?
    /// Whether the timer is counting (the start screen does not count).
    var isRunning: Bool { pending != nil }
    /// When it runs out next (on the clock's timeline), or nil.
    private(set) var deadline: Double?

    private let clock: any Clock
    private var pending: ClockTimer?

    init(timeout: Double, clock: any Clock) {
        self.timeout = timeout
        self.clock = clock
    }

    /// Starts counting afresh (a touch, a key, a new screen).
    func reset() {
        pending?.cancel()
        let due = clock.now + timeout
        deadline = due
        pending = clock.schedule(at: due) { [weak self] in
            guard let self else { return }
            self.pending = nil
            self.deadline = nil
            self.onTimeout?()
        }
    }

    /// Stops counting (back on the start screen).
    func stop() {
        pending?.cancel()
        pending = nil
        deadline = nil
    }
}
