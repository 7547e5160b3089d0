import Dispatch
import Glibc
import Synchronization
import VitrineGraphics
import VitrinePlatform
import VitrineSpeech

/// The speech engine over espeak-ng into a null output (no sound card needed):
///
/// - `speech-engine-latency`: `speak(_:)` → the first PCM chunk handed to the output, for short
///   English phrases (the voice already loaded); `switch_ms` is the same with the language
///   alternating between English and Korean (a voice load each time).
/// - `speech-interrupt`: `stopSpeaking()` from another thread mid-utterance → the engine has
///   stopped the output and delivers nothing more, into an output paced like a device whose
///   buffer is full (each write takes as long as it plays), so a stop waits for the write in
///   progress, as it would for ALSA's `snd_pcm_writei`. The stop comes just as the fifth write
///   begins, so this is the worst case: one whole chunk.
enum SpeechBench {
    /// A null output that tells a waiting thread when the `signalAt`-th chunk arrives, and
    /// when `paced` takes as long over each write as the samples play.
    private final class SignallingOutput: AudioOutput {
        let sampleRate: Int
        let volume = AudioVolume()
        let signal = DispatchSemaphore(value: 0)
        private let paced: Bool
        private let signalAt: Int
        private let writes = Mutex(0)

        init(sampleRate: Int, paced: Bool, signalAt: Int) {
            self.sampleRate = sampleRate
            self.paced = paced
            self.signalAt = signalAt
        }

        func rearm() { writes.withLock { $0 = 0 } }

        func write(_ samples: UnsafeBufferPointer<Int16>) {
            let count = writes.withLock { writes in
                writes += 1
                return writes
            }
            if count == signalAt { signal.signal() }
            if paced { usleep(UInt32(samples.count * 1_000_000 / sampleRate)) }
        }

        func finish() {}
        func stop() {}
    }

    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        let output = SignallingOutput(sampleRate: EspeakSpeechEngine.sampleRate, paced: false, signalAt: 1)
        let engine = EspeakSpeechEngine(output: output)
        let device = SignallingOutput(sampleRate: EspeakSpeechEngine.sampleRate, paced: true, signalAt: 5)
        let speaker = EspeakSpeechEngine(output: device)
        let size = PixelSize(width: 0, height: 0)

        func speakAndWait(_ utterance: SpeechUtterance) -> SpeechOutcome? {
            let done = DispatchSemaphore(value: 0)
            let result = Mutex<SpeechOutcome?>(nil)
            output.rearm()
            engine.speak(utterance) { outcome in
                result.withLock { $0 = outcome }
                done.signal()
            }
            done.wait()
            return result.withLock { $0 }
        }

        func latencies(_ utterances: (Int) -> SpeechUtterance) -> [Double] {
            var samples: [Double] = []
            let start = SystemClock.monotonicNow()
            for i in 0..<max(5, iterations / 4) {
                if let latency = speakAndWait(utterances(i))?.firstChunkLatency, i > 0 { samples.append(latency) }
                if SystemClock.monotonicNow() - start > budget && samples.count >= 4 { break }
            }
            return samples
        }

        let phrases = ["Check in", "Next", "Cancel, button", "Passport number, text field", "Seat 12A, selected"]
        let same = latencies { SpeechUtterance(phrases[$0 % phrases.count], language: "en") }
        let switching = latencies { $0 % 2 == 0 ? SpeechUtterance("Check in", language: "en") : SpeechUtterance("체크인", language: "ko") }

        var stops: [Double] = []
        let start = SystemClock.monotonicNow()
        for _ in 0..<max(5, iterations / 4) {
            let done = DispatchSemaphore(value: 0)
            let result = Mutex<SpeechOutcome?>(nil)
            device.rearm()
            speaker.speak(SpeechUtterance("Please insert your passport with the photo page facing down, then wait.", language: "en")) { outcome in
                result.withLock { $0 = outcome }
                done.signal()
            }
            device.signal.wait()
            speaker.stopSpeaking()
            done.wait()
            if let outcome = result.withLock({ $0 }), outcome.ending == .interrupted, let latency = outcome.stopLatency {
                stops.append(latency)
            }
            if SystemClock.monotonicNow() - start > budget && stops.count >= 4 { break }
        }

        var figures: [ScrollBench.Figure] = []
        if same.isEmpty || switching.isEmpty {
            fail("speech-engine-latency: no PCM delivered (is espeak-ng-data installed?)")
        } else {
            figures.append(ScrollBench.Figure(name: "speech-engine-latency", size: size, stats: FrameStats(samples: same), fields: [
                ("switch_ms", String(format: "%.3f", FrameStats(samples: switching).medianMs)),
                ("chunk_ms", String(format: "%.1f", 1000 * Double(EspeakSpeechEngine.chunkFrames) / Double(EspeakSpeechEngine.sampleRate))),
            ]))
        }
        if stops.isEmpty {
            fail("speech-interrupt: no utterance was interrupted")
        } else {
            figures.append(ScrollBench.Figure(name: "speech-interrupt", size: size, stats: FrameStats(samples: stops), fields: []))
        }
        return figures
    }
}
