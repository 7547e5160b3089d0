import Dispatch
import Glibc
import Synchronization
import Vitrine
import VitrineGraphics
import VitrinePlatform
import VitrineShell
import VitrineSpeech

/// The screen reader speaking through the real engine into a real ALSA PCM:
///
/// - `speech-latency`: the input event that ends a flick right (the touch-up, through
///   the screen's input entry) → the reader moves focus and speaks → espeak-ng synthesises on
///   its queue → the first 10 ms of PCM returned from `snd_pcm_writei`. The PCM is ALSA's
///   `null` plugin (alsa-lib's own configuration defines it), so no sound card is needed and
///   the figure is the software path a device adds its own buffer latency to.
/// - `speech-refresh`: frames driven at 60 Hz in real time (a focus ring moving every frame)
///   while the engine speaks into an output paced like a device, against the same frames in
///   silence: the frames that took longer than a refresh (16.7 ms) in each case. Speech runs
///   on its own queue, so it must not cost the main thread a refresh.
@MainActor
enum ReaderSpeechBench {
    /// An ALSA output that tells a waiting thread when the first chunk after `arm()` has been
    /// written to the device, and, when `paced`, takes as long over each write as it plays.
    private final class ProbeOutput: AudioOutput {
        let sampleRate: Int
        let volume: AudioVolume
        let written = DispatchSemaphore(value: 0)
        private let device: (any AudioOutput)?
        private let paced: Bool
        private let armed = Mutex<UInt64?>(nil)
        private let firstWrite = Mutex<UInt64?>(nil)

        init(device: (any AudioOutput)?, sampleRate: Int, paced: Bool) {
            self.device = device
            self.sampleRate = sampleRate
            self.volume = device?.volume ?? AudioVolume()
            self.paced = paced
        }

        /// Starts a measurement: the next write is timed and signalled.
        func arm() {
            firstWrite.withLock { $0 = nil }
            armed.withLock { $0 = 1 }
        }

        /// Nanoseconds (monotonic) when the armed write returned from the device.
        var firstWriteTime: UInt64? { firstWrite.withLock { $0 } }

        func write(_ samples: UnsafeBufferPointer<Int16>) {
            device?.write(samples)
            let wasArmed = armed.withLock { a in
                defer { a = nil }
                return a != nil
            }
            if wasArmed {
                firstWrite.withLock { $0 = DispatchTime.now().uptimeNanoseconds }
                written.signal()
            }
            if paced { usleep(UInt32(samples.count * 1_000_000 / sampleRate)) }
        }

        func finish() { device?.finish() }
        func stop() { device?.stop() }
    }

    /// A screen of `count` buttons in a column, in reading order.
    private static func driver(buttons count: Int) -> FrameDriver {
        FrameDriver(size: PixelSize(width: 800, height: 1280), threads: 1, threshold: nil) { window in
            for i in 0..<count {
                let b = UIButton(type: .system)
                b.setTitle(["Check in", "Change seat", "Add a bag", "Boarding pass", "Help", "Cancel"][i % 6] + " \(i + 1)", for: .normal)
                b.frame = CGRect(x: 40, y: 40 + i * 60, width: 720, height: 48)
                window.addSubview(b)
            }
        }
    }

    /// A flick right through the screen's input entry, ending at `now`; returns when the
    /// touch-up (the event the reader acts on) was handed over, in monotonic nanoseconds.
    private static func flickRight(on screen: UIScreen, slot: Int) -> UInt64 {
        let t = screen.clock.now
        screen.input.handle(.touchDown(slot: slot, x: 200, y: 1200, time: t))
        screen.input.handle(.touchFrame(time: t))
        screen.input.handle(.touchMotion(slot: slot, x: 320, y: 1200, time: t + 0.05))
        screen.input.handle(.touchFrame(time: t + 0.05))
        let t0 = DispatchTime.now().uptimeNanoseconds
        screen.input.handle(.touchUp(slot: slot, time: t + 0.1))
        screen.input.handle(.touchFrame(time: t + 0.1))
        return t0
    }

    static func run(iterations: Int, budget: Double, fail: (String) -> Void) -> [ScrollBench.Figure] {
        var figures: [ScrollBench.Figure] = []
        let rate = EspeakSpeechEngine.sampleRate

        // Latency: into ALSA's null PCM.
        let device: any AudioOutput
        do {
            device = try ALSAAudioOutput(device: "null", sampleRate: rate)
        } catch {
            fail("speech-latency: ALSA's null PCM did not open: \(error)")
            return figures
        }
        let probe = ProbeOutput(device: device, sampleRate: rate, paced: false)
        let engine = EspeakSpeechEngine(output: probe)
        let d = driver(buttons: 12)
        let reader = ScreenReader(screen: d.screen, speech: EngineScreenReaderSpeech { engine })
        // Waits until everything queued so far has been spoken: the engine's queue is serial,
        // so a marker queued now ends after it (no late chunk is then taken for the next
        // measurement's first).
        func drain() {
            let drained = DispatchSemaphore(value: 0)
            _ = engine.speak(SpeechUtterance(".", language: "en"), events: SpeechEvents(ended: { _ in drained.signal() }))
            _ = drained.wait(timeout: .now() + 5)
        }
        reader.start()
        d.runFrame()
        drain()   // the first element's phrase (the voice loads)
        var latencies: [Double] = []
        let start = SystemClock.monotonicNow()
        for i in 0..<max(8, iterations / 4) {
            if i % 10 == 9 { reader.focusFirst(); drain() }
            probe.arm()
            let t0 = flickRight(on: d.screen, slot: i % 8)
            guard probe.written.wait(timeout: .now() + 5) == .success, let t1 = probe.firstWriteTime else {
                fail("speech-latency: a flick right wrote nothing to ALSA within 5 s")
                break
            }
            if i > 0 { latencies.append(Double(t1 &- t0) / 1e9) }
            drain()
            d.runFrame()
            if SystemClock.monotonicNow() - start > budget && latencies.count >= 4 { break }
        }
        reader.stop()
        engine.stopSpeaking()
        if !latencies.isEmpty {
            figures.append(ScrollBench.Figure(name: "speech-latency", size: d.size, stats: FrameStats(samples: latencies), fields: [
                ("device", "\"null\""),
                ("chunk_ms", String(format: "%.1f", 1000 * Double(EspeakSpeechEngine.chunkFrames) / Double(rate))),
            ]))
        }

        // Refresh: 60 Hz frames with and without speech.
        let paced = ProbeOutput(device: nil, sampleRate: rate, paced: true)
        let talker = EspeakSpeechEngine(output: paced)
        let frames = driver(buttons: 12)
        let ring = UIView(frame: CGRect(x: 36, y: 36, width: 728, height: 56))
        ring.layer.borderWidth = 4
        ring.layer.borderColor = UIColor.label.cgColor
        frames.window.addSubview(ring)
        frames.runFrame()
        let refresh = 1.0 / 60
        func drive(seconds: Double) -> (frames: Int, missed: Int, times: [Double]) {
            var missed = 0, count = 0
            var times: [Double] = []
            let begin = SystemClock.monotonicNow()
            var next = begin
            while SystemClock.monotonicNow() - begin < seconds {
                let f0 = SystemClock.monotonicNow()
                ring.frame.origin.y = CGFloat(36 + (count % 12) * 60)
                frames.runFrame()
                let took = SystemClock.monotonicNow() - f0
                times.append(took)
                if took > refresh { missed += 1 }
                count += 1
                next += refresh
                let wait = next - SystemClock.monotonicNow()
                if wait > 0 { usleep(UInt32(wait * 1e6)) } else { next = SystemClock.monotonicNow() }
            }
            return (count, missed, times)
        }
        let seconds = min(3, max(1, budget / 2))
        let quiet = drive(seconds: seconds)
        let sentence = "Please insert your passport with the photo page facing down, then wait for the gate to open and take your boarding pass."
        talker.speak(SpeechUtterance(sentence, language: "en"))
        talker.speak(SpeechUtterance(sentence, language: "en"))
        let speaking = drive(seconds: seconds)
        talker.stopSpeaking()
        if speaking.frames == 0 {
            fail("speech-refresh: no frames driven")
        } else {
            figures.append(ScrollBench.Figure(name: "speech-refresh", size: frames.size, stats: FrameStats(samples: speaking.times), fields: [
                ("frames", "\(speaking.frames)"),
                ("missed", "\(speaking.missed)"),
                ("quiet_frames", "\(quiet.frames)"),
                ("quiet_missed", "\(quiet.missed)"),
                ("quiet_median_ms", String(format: "%.3f", FrameStats(samples: quiet.times).medianMs)),
            ]))
        }
        return figures
    }
}
