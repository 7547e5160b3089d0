import Dispatch
import Synchronization
import VitrinePlatform

/// An audio output for speech tests: it discards samples like `NullAudioOutput`, but holds the
/// speech engine at its second chunk until `open()`, so a test can act while an utterance is
/// surely being spoken (pause it, stop it) without waiting for real time.
///
/// ```swift
/// let output = GatedAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
/// // … in the delegate's didStart: synthesizer.pauseSpeaking(at: .immediate); output.open()
/// ```
public final class GatedAudioOutput: AudioOutput {
    public let sampleRate: Int
    public let volume = AudioVolume()
    private let state = Mutex((writes: 0, open: false))
    private let gate = DispatchSemaphore(value: 0)

    /// A gated output at `sampleRate` frames per second, closed.
    public init(sampleRate: Int) { self.sampleRate = sampleRate }

    /// Chunks written so far.
    public var writes: Int { state.withLock { $0.writes } }

    /// Lets every write through from now on.
    public func open() {
        let wasOpen = state.withLock { s in
            defer { s.open = true }
            return s.open
        }
        if !wasOpen { gate.signal() }
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        let (index, open) = state.withLock { s in
            defer { s.writes += 1 }
            return (s.writes, s.open)
        }
        guard index >= 1, !open else { return }
        gate.wait()
        // The one signal lets this writer through; pass it on (only one writer waits at a time).
        gate.signal()
    }

    public func finish() {}

    public func stop() {}
}
