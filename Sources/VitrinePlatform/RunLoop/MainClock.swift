import Dispatch
import Foundation

/// The clock behind the app-facing time APIs Vitrine routes (`DispatchQueue.main.asyncAfter`,
/// `Task.sleep`, `perform(afterDelay:_:)`): the real monotonic clock by default; while a test
/// harness is alive, its `VirtualClock`, so those APIs fire when the test advances time.
///
/// The harness installs its clock (`install(_:)`) and holds it; the seam holds it weakly, so
/// once the harness is gone the real clock is back without anyone resetting it.
package enum MainClock {
    /// The installed virtual clock, if its owner is still alive.
    @MainActor private static weak var installed: VirtualClock?
    @MainActor private static let real = SystemClock()

    /// Makes `clock` the main clock (a test harness; the last one installed wins).
    @MainActor package static func install(_ clock: VirtualClock) { installed = clock }

    /// Puts the real clock back (if `clock` is still the installed one).
    @MainActor package static func uninstall(_ clock: VirtualClock) {
        if installed === clock { installed = nil }
    }

    /// The virtual clock in charge, or `nil` when time is real.
    @MainActor package static var virtual: VirtualClock? { installed }

    /// The clock in charge: the harness's virtual clock, else the real one.
    @MainActor package static var current: any Clock { installed ?? real }

    /// Tasks a virtual sleep has resumed that have not run yet. Swift hands a resumed task to
    /// the main queue by way of libdispatch's own threads (the task's priority travels with
    /// it), so it lands there a moment later: the harness's pump keeps turning the run loop
    /// until every one has arrived and run (`MainRunLoopPump.drain()`).
    @MainActor package static var resumptionsInFlight = 0

    /// The virtual clock, when the caller is on the main thread and one is installed; `nil`
    /// elsewhere (other threads always use real time: they cannot touch a main-actor clock
    /// synchronously).
    package static func virtualIfOnMainThread() -> VirtualClock? {
        guard Thread.isMainThread else { return nil }
        return MainActor.assumeIsolated { installed }
    }
}
