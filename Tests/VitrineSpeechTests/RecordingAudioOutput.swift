import Synchronization
import VitrinePlatform

/// An output that keeps every sample and the order of calls, passes them on to `downstream`
/// (a real ALSA output) if given, and can run a hook after each write (on the engine thread,
/// so a test can interrupt at an exact chunk).
final class RecordingAudioOutput: AudioOutput {
    let sampleRate: Int
    let volume = AudioVolume()
    private let state = Mutex<(samples: [Int16], writes: [Int], stops: Int, finishes: Int)>(([], [], 0, 0))
    private let onWrite: @Sendable (Int) -> Void
    private let downstream: (any AudioOutput)?

    init(sampleRate: Int, downstream: (any AudioOutput)? = nil, onWrite: @escaping @Sendable (_ writeIndex: Int) -> Void = { _ in }) {
        self.sampleRate = sampleRate
        self.downstream = downstream
        self.onWrite = onWrite
    }

    var samples: [Int16] { state.withLock { $0.samples } }
    var writeSizes: [Int] { state.withLock { $0.writes } }
    var stops: Int { state.withLock { $0.stops } }
    var finishes: Int { state.withLock { $0.finishes } }

    func write(_ samples: UnsafeBufferPointer<Int16>) {
        let index = state.withLock { state in
            state.samples.append(contentsOf: samples)
            state.writes.append(samples.count)
            return state.writes.count - 1
        }
        downstream?.write(samples)
        onWrite(index)
    }

    func finish() {
        state.withLock { $0.finishes += 1 }
        downstream?.finish()
    }

    func stop() {
        state.withLock { $0.stops += 1 }
        downstream?.stop()
    }

    /// Root mean square of the samples (full scale 32768).
    var rms: Double { Self.rms(samples) }

    static func rms(_ s: [Int16]) -> Double {
        guard !s.isEmpty else { return 0 }
        let sum = s.reduce(0.0) { $0 + Double($1) * Double($1) }
        return (sum / Double(s.count)).squareRoot()
    }
}
