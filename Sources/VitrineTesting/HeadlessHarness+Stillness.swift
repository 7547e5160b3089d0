import Foundation
import Vitrine
import VitrinePlatform

/// Bounded versions of `renderFrames()` and `advance(by:)` for tests of scenes that should
/// come to rest: one that never does fails the test instead of hanging it.
extension HeadlessHarness {
    /// Runs the frame loop as `renderFrames()` does, but for at most `limit` loop steps (a
    /// frame is a step or two): returns the frames presented until the screen came to rest
    /// (nothing wanted, drawing or waiting for the display), or `nil` when it was still asking
    /// for frames after `limit` steps.
    ///
    /// A blanked display keeps a wanted frame waiting: the screen is not at rest then.
    public func renderFramesUntilStill(limit: Int = 2_000) -> Int? {
        let before = display.presentedFrameCount
        var steps = 0
        while steps < limit {
            let drained = MainRunLoopPump.drain()
            let ran = loop.runUntilIdle(limit: min(50, limit - steps))
            steps += max(1, ran)
            if ran == 0, !screen.hasFrameWork, !drained || !MainRunLoopPump.mainQueueHasWork {
                return display.presentedFrameCount - before
            }
        }
        return nil
    }

    /// Moves the virtual clock forward by `seconds` as `advance(by:)` does, coming to rest
    /// (`renderFramesUntilStill(limit:)`) at every deadline on the way: returns the frames
    /// presented, or `nil` as soon as a step did not come to rest.
    public func advanceUntilStill(by seconds: Double, limit: Int = 2_000) -> Int? {
        let end = clock.now + max(0, seconds)
        guard var frames = renderFramesUntilStill(limit: limit) else { return nil }
        while let next = clock.nextDeadline, next <= end {
            clock.advance(to: next)
            guard let n = renderFramesUntilStill(limit: limit) else { return nil }
            frames += n
        }
        clock.advance(to: end)
        guard let n = renderFramesUntilStill(limit: limit) else { return nil }
        return frames + n
    }
}
