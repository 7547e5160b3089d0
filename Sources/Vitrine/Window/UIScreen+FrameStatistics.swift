extension UIScreen {
    /// The compositor's frame counts and times (FrameStatistics.swift), for the shell's
    /// `stats` command and HUD. There is no UIKit counterpart (Instruments measures this on
    /// iOS).
    package var frameStatistics: FrameStatistics { compositor.statistics }

    /// Starts the frame statistics afresh (`stats --reset`).
    package func resetFrameStatistics() { compositor.statistics.reset() }

    /// The clock frame times are measured with (the real monotonic clock by default; tests
    /// script it).
    package var frameTimeClock: @MainActor () -> Double {
        get { compositor.frameTimeClock }
        set { compositor.frameTimeClock = newValue }
    }

    /// The compositor's layer caches (layer buffers, corner masks, pre-scaled images of every
    /// render band): entries, bytes kept and the budget in bytes.
    package var layerCacheStatistics: (entries: Int, bytes: Int, budget: Int) {
        (compositor.cacheEntryCount, compositor.cacheByteCount, compositor.cacheByteBudget)
    }
}

extension UIScreen {
    /// Quarter turns clockwise from the interface's orientation to the buffers the display
    /// shows (non-zero while the interface is turned on the panel: `rotate portrait` on a
    /// landscape panel), for turning a screenshot upright.
    package var interfaceTurnsOnPanel: Int { compositor.outputTurns }
}
