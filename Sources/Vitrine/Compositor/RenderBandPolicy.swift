import Foundation

/// How many bands (threads) a frame's damage is played back in, chosen from what recent frames
/// cost: threads only pay when cores are free for them. On a busy two-core machine a second
/// band waits for a core and the frame takes longer than on one thread, so the policy times
/// playback both ways and keeps the faster one (issue 12, item 6).
///
/// Each large frame's playback time per pixel is kept separately for one band and for
/// `maximum` bands, and the ways are compared by the median of their last `window`
/// measurements (a median, not a mean: a banded frame now and then waits milliseconds for a
/// core, and a few such frames must not outvote many faster ones). The first large frames measure both; afterwards the faster way is used,
/// bands only when they cost at most `margin` of one thread, and every `probeInterval`-th
/// large frame tries the other way so a change in load is noticed within a second or so.
/// The policy holds no clock: the compositor passes in the measured times, so tests inject
/// them.
package struct RenderBandPolicy: Sendable {
    /// The most bands (`UIScreen.renderThreadCount`).
    package var maximum: Int
    /// Whether to adapt; `false` plays large damage in `maximum` bands always.
    package var adapts = true
    /// Playback cost in seconds per million pixels (median of the recent measurements), one
    /// band and `maximum` bands; `nil` until measured.
    package var singleCost: Double? { Self.median(single) }
    package var bandedCost: Double? { Self.median(banded) }
    private var single: [Double] = []
    private var banded: [Double] = []
    /// Every this many large frames, the way not chosen is tried once.
    package var probeInterval = 30
    /// Bands are chosen only when they cost at most this fraction of one thread (hysteresis).
    package var margin = 0.9
    /// How many recent measurements per way are kept.
    package var window = 7
    private var largeFrames = 0

    package init(maximum: Int) { self.maximum = max(1, maximum) }

    /// The bands to play a damage of `area` pixels in: one below `threshold`.
    package mutating func bands(forDamageArea area: Int, threshold: Int) -> Int {
        guard area >= threshold, maximum > 1 else { return 1 }
        guard adapts else { return maximum }
        largeFrames += 1
        guard let banded = bandedCost else { return maximum }
        guard let single = singleCost else { return 1 }
        let preferBands = banded <= single * margin
        let probe = largeFrames % probeInterval == 0
        return preferBands != probe ? maximum : 1
    }

    /// Records that `pixels` pixels played in `bands` bands took `seconds`.
    package mutating func record(bands: Int, pixels: Int, seconds: Double) {
        guard pixels > 0, seconds >= 0, seconds.isFinite, maximum > 1 else { return }
        let cost = seconds / Double(pixels) * 1e6
        if bands > 1 {
            banded.append(cost)
            if banded.count > window { banded.removeFirst(banded.count - window) }
        } else {
            single.append(cost)
            if single.count > window { single.removeFirst(single.count - window) }
        }
    }

    private static func median(_ values: [Double]) -> Double? {
        guard !values.isEmpty else { return nil }
        let s = values.sorted()
        return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    /// Forgets the measurements (after the maximum changes, say).
    package mutating func reset() {
        single = []
        banded = []
        largeFrames = 0
    }
}
