import Foundation

/// Recent samples of a gesture's value (a point, or a scale or angle in `x`) stamped with
/// event timestamps, for the velocities UIKit's continuous recognizers report
/// (`UIPanGestureRecognizer.velocity(in:)`, `UIPinchGestureRecognizer.velocity`,
/// `UIRotationGestureRecognizer.velocity`). Only event time is used, never the wall clock.
struct GestureMotionHistory {
    /// How far back (seconds) the velocity looks.
    static let window: Double = 0.1

    private var samples: [(time: Double, value: CGPoint)] = []

    /// Adds a sample; a sample with the same timestamp as the latest replaces it.
    mutating func add(_ value: CGPoint, at time: Double) {
        if let last = samples.last, time <= last.time {
            samples[samples.count - 1].value = value
        } else {
            samples.append((time, value))
        }
        // Keep one sample older than the window, so a pause before the latest sample still
        // yields a (small) velocity rather than none.
        if let cut = samples.lastIndex(where: { $0.time < time - Self.window }), cut > 0 {
            samples.removeFirst(cut)
        }
    }

    /// Change per second over the last `window` seconds (zero with fewer than two samples).
    var velocity: CGPoint {
        guard let last = samples.last, samples.count >= 2 else { return .zero }
        let firstIndex = samples.firstIndex(where: { $0.time >= last.time - Self.window }) ?? samples.count - 1
        let first = samples[firstIndex < samples.count - 1 ? firstIndex : samples.count - 2]
        let dt = last.time - first.time
        guard dt > 0 else { return .zero }
        return CGPoint(x: (last.value.x - first.value.x) / dt, y: (last.value.y - first.value.y) / dt)
    }

    mutating func removeAll() { samples.removeAll() }
}
