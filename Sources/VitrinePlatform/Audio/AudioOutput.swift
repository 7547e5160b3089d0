/// Where PCM goes: 16-bit signed mono samples at a fixed rate, written from one producer
/// thread at a time (the speech engine's), with an immediate stop for interruptions.
///
/// `ALSAAudioOutput` plays them on a sound card; `NullAudioOutput` discards them (headless
/// kiosks and tests), so everything upstream runs the same with or without a device.
public protocol AudioOutput: AnyObject, Sendable {
    /// Frames (samples, mono) per second the output was opened at.
    var sampleRate: Int { get }
    /// The software volume applied to every sample written.
    var volume: AudioVolume { get }
    /// Plays `samples` (blocks while the device's buffer is full, so a real device paces the
    /// producer in real time). The volume's gain is applied first.
    func write(_ samples: UnsafeBufferPointer<Int16>)
    /// The end of a stretch of speech: waits until what was written has been played.
    func finish()
    /// Stops at once: what is buffered and not yet played is dropped.
    func stop()
}
