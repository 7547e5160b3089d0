/// What the compositor counts about the frames it presents, for the shell's `stats` command and
/// its frame-time HUD: cheap enough to keep always (a store into a ring and a few additions
/// per frame).
///
/// - Frame time: from the start of `renderFrame` (animations, layout, damage, drawing) until
///   the display has taken the buffer (`present` returned), for frames that were presented,
///   on the real monotonic clock (`Compositor.frameTimeClock`).
/// - Missed refreshes: for each presented frame, the refreshes that passed between the moment
///   the frame could first be started — the later of the first request for it
///   (`setNeedsFrame`) and the previous frame's flip (frame done) — and its own flip, beyond
///   the one refresh a frame takes: `max(0, round((flip − start) / period) − 1)`, with the
///   display's refresh period (60 Hz when it does not say). An idle screen misses nothing (no
///   frame was wanted); an animation at 60 Hz whose frames take 25 ms misses one refresh a
///   frame. Counted on the screen's clock (virtual in tests).
package struct FrameStatistics: Sendable {
    /// How many frame times are kept (the percentiles are over these).
    package static let capacity = 512

    /// Frames presented since the last reset.
    package private(set) var framesPresented = 0
    /// Refreshes missed since the last reset (see above).
    package private(set) var missedRefreshes = 0
    /// Frames that missed at least one refresh since the last reset.
    package private(set) var lateFrames = 0
    /// The last flip (frame done) on the screen's clock.
    package private(set) var lastFlip: Double?

    private var times = [Double](repeating: 0, count: FrameStatistics.capacity)
    private var next = 0
    private var stored = 0

    package init() {}

    /// Notes the build time of a presented frame, in seconds.
    package mutating func recordFrameTime(_ seconds: Double) {
        times[next] = seconds
        next = next + 1 == Self.capacity ? 0 : next + 1
        if stored < Self.capacity { stored += 1 }
        framesPresented += 1
    }

    /// Notes that a presented frame, first requested at `requested`, is on screen at `flip`.
    package mutating func recordFlip(at flip: Double, requested: Double, period: Double) {
        defer { lastFlip = flip }
        guard let previous = lastFlip, period > 0 else { return }
        let start = max(requested, previous)
        let missed = max(0, Int(((flip - start) / period).rounded()) - 1)
        if missed > 0 {
            missedRefreshes += missed
            lateFrames += 1
        }
    }

    /// The kept frame times, oldest first (at most `capacity`).
    package var recentFrameTimes: [Double] {
        if stored < Self.capacity { return Array(times[0..<stored]) }
        return Array(times[next...] + times[..<next])
    }

    /// The last `count` frame times, oldest first.
    package func lastFrameTimes(_ count: Int) -> [Double] {
        let all = recentFrameTimes
        return Array(all.suffix(max(0, count)))
    }

    /// The `p`-th percentile (0…1, nearest rank) of `values`, `nil` when empty.
    package static func percentile(_ p: Double, of values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let sorted = values.sorted()
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(sorted.count - 1, max(0, rank))]
    }

    /// Forgets everything counted (the flip time stays, so the next frame is judged fairly).
    package mutating func reset() {
        let flip = lastFlip
        self = FrameStatistics()
        lastFlip = flip
    }
}
