import Synchronization

/// A software volume in decibels over a fixed range of levels, shared between the thread
/// that writes samples and whoever turns the volume up or down.
///
/// The default range spans 24 dB in 3 dB steps and always has a level 12 dB above the
/// lowest (EN 301 549 8.2.1: at least 18 dB of range, with a step 12 dB above the lowest);
/// `reset()` returns to the default level at the end of a customer's session.
public final class AudioVolume: Sendable {
    /// The lowest and highest gain, the step between levels, and the level `reset()` returns to.
    public struct Range: Sendable, Equatable {
        /// Gain at the lowest level, in dB (negative attenuates).
        public var minimumDecibels: Double
        /// Gain at the highest level, in dB (0 plays samples as synthesised).
        public var maximumDecibels: Double
        /// Distance between adjacent levels, in dB.
        public var stepDecibels: Double
        /// The level a new session starts at, in dB.
        public var defaultDecibels: Double

        /// A range of levels; `corrected` enforces the accessibility minimums.
        public init(minimumDecibels: Double = -24, maximumDecibels: Double = 0, stepDecibels: Double = 3, defaultDecibels: Double = -12) {
            self.minimumDecibels = minimumDecibels
            self.maximumDecibels = maximumDecibels
            self.stepDecibels = stepDecibels
            self.defaultDecibels = defaultDecibels
        }

        /// The smallest range EN 301 549 8.2.1 allows, in dB.
        public static let requiredSpanDecibels = 18.0
        /// The step above the lowest level that must exist, in dB.
        public static let requiredStepAboveLowestDecibels = 12.0

        /// This range made valid: a span under 18 dB is widened downwards, a step that is not
        /// positive becomes 3 dB, and the default is clamped into the range.
        public var corrected: Range {
            var r = self
            if !(r.maximumDecibels.isFinite) { r.maximumDecibels = 0 }
            if !(r.minimumDecibels.isFinite) || r.maximumDecibels - r.minimumDecibels < Self.requiredSpanDecibels {
                r.minimumDecibels = r.maximumDecibels - Self.requiredSpanDecibels
            }
            if !(r.stepDecibels > 0) || !r.stepDecibels.isFinite { r.stepDecibels = 3 }
            if !r.defaultDecibels.isFinite { r.defaultDecibels = r.minimumDecibels + Self.requiredStepAboveLowestDecibels }
            r.defaultDecibels = min(max(r.defaultDecibels, r.minimumDecibels), r.maximumDecibels)
            return r
        }

        /// Every level from the lowest to the highest: the lowest plus whole steps, the level
        /// 12 dB above the lowest, and the highest, in ascending order.
        public var levels: [Double] {
            let r = corrected
            var levels: [Double] = []
            var level = r.minimumDecibels
            while level < r.maximumDecibels - 1e-9 {
                levels.append(level)
                level += r.stepDecibels
            }
            levels.append(r.maximumDecibels)
            let required = r.minimumDecibels + Self.requiredStepAboveLowestDecibels
            if !levels.contains(where: { abs($0 - required) < 1e-9 }) { levels.append(required) }
            return levels.sorted()
        }
    }

    /// The range this volume moves in (already corrected).
    public let range: Range
    private let levels: [Double]
    private let current: Mutex<Double>

    /// A volume at the range's default level. An invalid range is corrected (see `Range.corrected`).
    public init(range: Range = Range()) {
        let corrected = range.corrected
        if corrected != range {
            Log.platform.warning("audio: volume range \(range.minimumDecibels)…\(range.maximumDecibels) dB step \(range.stepDecibels) default \(range.defaultDecibels) corrected to \(corrected.minimumDecibels)…\(corrected.maximumDecibels) dB step \(corrected.stepDecibels) default \(corrected.defaultDecibels)")
        }
        self.range = corrected
        levels = corrected.levels
        current = Mutex(corrected.defaultDecibels)
    }

    /// The current gain in dB.
    public var decibels: Double { current.withLock { $0 } }

    /// The factor samples are multiplied by: 10^(dB/20).
    public var factor: Double { AudioGain.factor(decibels: decibels) }

    /// Sets the gain, clamped into the range.
    public func set(decibels: Double) {
        guard decibels.isFinite else { return }
        current.withLock { $0 = min(max(decibels, range.minimumDecibels), range.maximumDecibels) }
    }

    /// One level up (stays at the highest). Returns the new gain.
    @discardableResult
    public func stepUp() -> Double {
        current.withLock { level in
            level = levels.first(where: { $0 > level + 1e-9 }) ?? range.maximumDecibels
            return level
        }
    }

    /// One level down (stays at the lowest). Returns the new gain.
    @discardableResult
    public func stepDown() -> Double {
        current.withLock { level in
            level = levels.last(where: { $0 < level - 1e-9 }) ?? range.minimumDecibels
            return level
        }
    }

    /// Back to the default level (the end of a customer's session).
    public func reset() { current.withLock { $0 = range.defaultDecibels } }
}
