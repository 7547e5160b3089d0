import Foundation

/// A callback run once per frame on a screen's clock, before the view animations step and
/// layout runs — the package's stand-in for `CADisplayLink`. Scroll physics (deceleration,
/// bounce, animated offsets, zoom bounce) move their views from here; tests drive it with the
/// virtual clock (`HeadlessHarness.advance(by:)`).
///
/// While at least one link is added, the screen's `Animator` keeps asking for a frame every
/// refresh interval; with none, the link costs nothing.
@MainActor
package final class DisplayLink {
    /// Called with the frame's time (seconds on the screen's clock).
    private let step: @MainActor (Double) -> Void
    private weak var animator: Animator?

    package init(_ step: @escaping @MainActor (Double) -> Void) { self.step = step }

    /// Starts calling back on `view`'s screen; returns `false` (and stays idle) when the view
    /// is not on a screen.
    @discardableResult
    package func add(for view: UIView) -> Bool {
        guard let a = view.compositor?.animator else { return false }
        if animator === a { return true }
        invalidate()
        animator = a
        a.addLink(self)
        return true
    }

    /// Starts calling back on the screen whose animator is `animator`.
    func add(to animator: Animator) {
        if self.animator === animator { return }
        invalidate()
        self.animator = animator
        animator.addLink(self)
    }

    /// Stops calling back. Mirrors `CADisplayLink.invalidate()`.
    package func invalidate() {
        animator?.removeLink(self)
        animator = nil
    }

    /// The screen's clock time now (`nil` when not added).
    package var now: Double? { animator?.clock.now }

    /// Whether it is calling back.
    package var isRunning: Bool { animator != nil }

    /// Whether it is calling back on `view`'s screen.
    package func isOnScreen(of view: UIView) -> Bool { animator != nil && animator === view.compositor?.animator }

    /// The time of the last call (several frames at one instant step once).
    private var lastFired = -Double.infinity

    func fire(_ now: Double) {
        guard now > lastFired else { return }
        lastFired = now
        step(now)
    }
}
