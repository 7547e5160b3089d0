import CALSA
import Glibc
import Synchronization

/// Plays PCM on an ALSA playback device: S16_LE mono, low-latency buffers (10 ms periods,
/// a 40 ms buffer unless configured otherwise), software volume, `snd_pcm_drop` to stop.
///
/// Every call holds one lock around the PCM, so any thread may call `stop()`; it waits at
/// most for a `write` blocked on a full buffer (one period).
public final class ALSAAudioOutput: AudioOutput {
    /// The requested latency of the device's buffer.
    public struct Latency: Sendable, Equatable {
        /// Time between two device interrupts, in microseconds.
        public var periodMicroseconds: Int
        /// The whole ring buffer, in microseconds (the most that is queued ahead of the ear).
        public var bufferMicroseconds: Int
        /// Latency for speech.
        public init(periodMicroseconds: Int = 10_000, bufferMicroseconds: Int = 40_000) {
            self.periodMicroseconds = periodMicroseconds
            self.bufferMicroseconds = bufferMicroseconds
        }
    }

    /// The buffer geometry the device granted.
    public struct Granted: Sendable, Equatable {
        /// Frames per second.
        public var rate: Int
        /// Frames per period.
        public var periodFrames: Int
        /// Frames in the whole buffer.
        public var bufferFrames: Int
    }

    private struct State: ~Copyable {
        var pcm: ALSAPCM
        var xrunLogged = false
    }

    public let sampleRate: Int
    public let volume: AudioVolume
    /// The PCM device name this output plays on.
    public let device: String
    /// What the device granted.
    public let granted: Granted
    private let state: Mutex<State>

    /// Opens `device` (an ALSA PCM name: "default", "plughw:0,0", …) for playback at
    /// `sampleRate`. Throws when the device cannot be opened or refuses the format or rate.
    public init(device: String = "default", sampleRate: Int, latency: Latency = Latency(), volume: AudioVolume = AudioVolume()) throws(ALSAError) {
        let pcm = try ALSAPCM(device: device, rate: sampleRate,
                              periodMicroseconds: latency.periodMicroseconds, bufferMicroseconds: latency.bufferMicroseconds)
        let g = pcm.granted
        guard g.rate == sampleRate else {
            // Without a resampler (a raw hw: device) the speech would play at the wrong pitch.
            throw ALSAError(call: "snd_pcm_hw_params_set_rate_near (granted \(g.rate) Hz for \(sampleRate) Hz)", device: device, code: -EINVAL)
        }
        self.sampleRate = sampleRate
        self.volume = volume
        self.device = device
        granted = g
        state = Mutex(State(pcm: pcm))
        Log.platform.info("audio: ALSA '\(device)' open at \(g.rate) Hz, period \(g.periodFrames) frames, buffer \(g.bufferFrames) frames")
    }

    /// An output on `device`, or, when it cannot be opened, a `NullAudioOutput` after one log
    /// line naming the device and the reason (speech still runs; the transcript still flows).
    public static func openOrNull(device: String = "default", sampleRate: Int, latency: Latency = Latency(), volume: AudioVolume = AudioVolume()) -> any AudioOutput {
        openOrNull(device: device, sampleRate: sampleRate, latency: latency, volume: volume) { Log.platform.error("\($0)") }
    }

    /// `openOrNull` reporting its line to `report` (tests read it).
    package static func openOrNull(device: String, sampleRate: Int, latency: Latency, volume: AudioVolume, report: (String) -> Void) -> any AudioOutput {
        do {
            return try ALSAAudioOutput(device: device, sampleRate: sampleRate, latency: latency, volume: volume)
        } catch {
            report("audio: cannot open ALSA PCM device '\(device)': \(error); continuing without sound")
            return NullAudioOutput(sampleRate: sampleRate, volume: volume)
        }
    }

    public func write(_ samples: UnsafeBufferPointer<Int16>) {
        guard !samples.isEmpty else { return }
        var scaled = [Int16](repeating: 0, count: samples.count)
        scaled.withUnsafeMutableBufferPointer { AudioGain.apply(factor: volume.factor, to: samples, into: $0) }
        let device = self.device
        state.withLock { state in
            let pcm = state.pcm.handle
            let loop = ALSAWriteLoop(writei: { snd_pcm_writei(pcm, $0, snd_pcm_uframes_t($1)) },
                                     recover: { snd_pcm_recover(pcm, $0, 1) },
                                     describe: { String(cString: snd_strerror($0)) })
            scaled.withUnsafeBufferPointer { samples in
                loop.writeAll(samples, device: device, xrunLogged: &state.xrunLogged) { warning, line in
                    if warning { Log.platform.warning("\(line)") } else { Log.platform.error("\(line)") }
                }
            }
        }
    }

    public func finish() {
        state.withLock { state in
            let pcm = state.pcm.handle
            // Playback starts at one period; a shorter tail would otherwise never start.
            _ = snd_pcm_drain(pcm)
            _ = snd_pcm_prepare(pcm)
        }
    }

    public func stop() {
        state.withLock { state in
            let pcm = state.pcm.handle
            _ = snd_pcm_drop(pcm)
            _ = snd_pcm_prepare(pcm)
        }
    }
}
