import Dispatch
import Foundation
import VitrinePlatform

/// `DispatchQueue.main.asyncAfter(deadline:execute:)` on the main clock.
///
/// In code that imports Vitrine, a call without `qos:` or `flags:` resolves to this method
/// (Swift prefers it to Dispatch's, whose extra parameters take their defaults), also when the
/// file imports Foundation or Dispatch too. On the main queue, from the main thread, while a test
/// harness is alive, `work` runs when the harness's virtual clock reaches the deadline; every
/// other call — no harness (the kiosk), another queue, another thread — falls through to
/// Dispatch's `asyncAfter(deadline:qos:flags:execute:)` unchanged, on the real clock.
///
/// What stays on the real clock even under a harness: calls that pass `qos:`, `flags:` or a
/// `DispatchWorkItem`, `asyncAfter(wallDeadline:)`, and calls compiled in a module that does
/// not import Vitrine.
extension DispatchQueue {
    /// Runs `work` on this queue once `deadline` has passed — on a test harness's virtual clock
    /// for the main queue (see above). Mirrors Dispatch's `asyncAfter(deadline:execute:)`.
    ///
    /// The deadline is a real `DispatchTime` (`.now() + 0.5`); the harness turns it into a delay
    /// from the moment of the call, rounded up to a whole millisecond (so the microseconds
    /// between `.now()` and the call do not make a 0.5 s delay fire at 0.499 999 s).
    /// `.distantFuture` never fires.
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable @convention(block) () -> Void) {
        if label == DispatchQueue.main.label, let clock = MainClock.virtualIfOnMainThread() {
            guard let delay = VirtualDelay.seconds(until: deadline) else { return }
            MainActor.assumeIsolated { _ = clock.schedule(after: delay) { work() } }
            return
        }
        asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
    }
}

/// Real deadlines as delays on a virtual clock.
enum VirtualDelay {
    /// Seconds from now until `deadline`, rounded up to a whole millisecond (0 for a deadline
    /// already past); `nil` for `.distantFuture`.
    static func seconds(until deadline: DispatchTime) -> Double? {
        if deadline == .distantFuture { return nil }
        let now = DispatchTime.now().uptimeNanoseconds
        let at = deadline.uptimeNanoseconds
        guard at > now else { return 0 }
        let ns = at - now
        let ms = (ns + 999_999) / 1_000_000
        return Double(ms) / 1000
    }
}
