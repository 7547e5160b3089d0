import Foundation

/// How many bands (threads) a frame's damage is played back in, chosen from what recent frames
/// cost: threads only pay when cores are free for them. On a busy machine a second band waits
/// for a core and can make the frame slower than one thread, so the policy times playback both
/// ways and drops bands when they measure slower (issue 12, item 6).
///
/// Each large frame's playback time per pixel is kept separately for one band and for
/// `maximum` bands, and the ways are compared by the median of their last `window`
/// measurements (a median, not a mean: a banded frame now and then waits milliseconds for a
/// core, and a few such frames must not outvote many faster ones). The first large frames
/// measure both ways; afterwards bands are used unless they cost more than `margin` times one
/// thread, and every `probeInterval`-th large frame tries the other way, so a change in load
/// is noticed within a second or so. The policy holds no clock: the compositor passes in the
/// measured times, so tests inject them.
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
    /// Bands are given up only when they cost more than this multiple of one thread. Above 1
    /// on purpose: banded playback measured only ~0.8× of one thread's on an idle 2-core
    /// machine, so with a margin below 1 measurement noise alone dropped bands that still paid
    /// (adaptive frames 0.95–1.04× of one thread against 0.71–0.90× for fixed bands, with one
    /// core burnt by another process).
    package var margin = 1.05
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
