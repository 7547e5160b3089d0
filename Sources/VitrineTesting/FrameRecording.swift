import Foundation
import VitrineGraphics

/// A frame on screen at a moment of the virtual clock.
public struct RecordedFrame: @unchecked Sendable {
    /// The virtual time, seconds.
    public let time: Double
    /// A copy of the panel's pixels then.
    public let pixels: PixelBuffer

    /// A frame of `pixels` at `time`.
    public init(time: Double, pixels: PixelBuffer) {
        self.time = time
        self.pixels = pixels
    }
}

extension HeadlessHarness {
    /// The screen now, then after each `interval` of virtual time (a frame of a 60 Hz panel by
    /// default) until `duration` has passed: every frame an animation shows in that time, each
    /// drawn after the clock's timers and animation ticks due by then (`advance(by:)`).
    public func recordFrames(for duration: Double, interval: Double = 1.0 / 60) -> [RecordedFrame] {
        renderFrames()
        var frames = [RecordedFrame(time: clock.now, pixels: screenshot.copy())]
        let steps = max(0, Int((duration / interval).rounded(.up)))
        for _ in 0..<steps {
            advance(by: interval)
            frames.append(RecordedFrame(time: clock.now, pixels: screenshot.copy()))
        }
        return frames
    }
}
