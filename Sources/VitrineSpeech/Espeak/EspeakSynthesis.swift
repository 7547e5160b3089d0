import Dispatch
import VitrinePlatform

/// One utterance being synthesised: receives espeak-ng's chunks on the engine thread, hands
/// them to the output, and decides at each chunk boundary whether to go on.
final class EspeakSynthesis {
    // Touched only on the engine thread, inside `EspeakLibrary.synthesize`.
    private let output: any AudioOutput
    private let interruption: SpeechInterruption
    private let generation: UInt64
    private let requestedAt: UInt64
    private let sliceFrames: Int
    private(set) var frames = 0
    private(set) var firstChunkLatency: Double?
    private(set) var stopLatency: Double?
    private(set) var interrupted = false

    init(output: any AudioOutput, interruption: SpeechInterruption, generation: UInt64, requestedAt: UInt64, sliceFrames: Int) {
        self.sliceFrames = max(1, sliceFrames)
        self.output = output
        self.interruption = interruption
        self.generation = generation
        self.requestedAt = requestedAt
    }

    /// Hands `samples` (nil at the end) to the output in slices of at most `sliceFrames`,
    /// checking for an interruption before each; false stops the synthesis.
    ///
    /// espeak-ng hands over about 50 ms at a time whatever buffer length it is given; the
    /// slices make a stop take effect within one slice of audio.
    func deliver(_ samples: UnsafeBufferPointer<Int16>?) -> Bool {
        guard checkInterruption() else { return false }
        guard let samples, !samples.isEmpty else { return true }
        if firstChunkLatency == nil {
            firstChunkLatency = Self.seconds(from: requestedAt, to: DispatchTime.now().uptimeNanoseconds)
        }
        var start = 0
        while start < samples.count {
            let end = min(start + sliceFrames, samples.count)
            output.write(UnsafeBufferPointer(rebasing: samples[start..<end]))
            frames += end - start
            start = end
            // The write may have waited for the device; an interruption meanwhile stops here.
            guard checkInterruption() else { return false }
        }
        return true
    }

    /// False (after stopping the output) once `stopSpeaking()` has been called.
    private func checkInterruption() -> Bool {
        if interrupted { return false }
        guard let stopRequestedAt = interruption.stopRequested(after: generation) else { return true }
        interrupted = true
        output.stop()
        stopLatency = Self.seconds(from: stopRequestedAt, to: DispatchTime.now().uptimeNanoseconds)
        return false
    }

    static func seconds(from start: UInt64, to end: UInt64) -> Double {
        Double(end &- start) / 1e9
    }
}
