import Synchronization

/// An output with no device: samples are counted and discarded, at once (no real-time
/// pacing), so speech on a headless kiosk or in a test runs as fast as it is synthesised.
public final class NullAudioOutput: AudioOutput {
    public let sampleRate: Int
    public let volume: AudioVolume
    private let counts: Mutex<(frames: Int, stops: Int)>

    /// A null output at `sampleRate` frames per second.
    public init(sampleRate: Int, volume: AudioVolume = AudioVolume()) {
        self.sampleRate = sampleRate
        self.volume = volume
        counts = Mutex((0, 0))
    }

    /// Frames written since this output was made.
    public var framesWritten: Int { counts.withLock { $0.frames } }
    /// How many times `stop()` was called.
    public var stopCount: Int { counts.withLock { $0.stops } }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        counts.withLock { $0.frames += samples.count }
    }

    public func finish() {}

    public func stop() { counts.withLock { $0.stops += 1 } }
}
