import Dispatch
import Foundation
import Synchronization
import VitrinePlatform

/// The speech engine over libespeak-ng: synthesises each utterance on the engine's own
/// serial queue (never the main actor) into an `AudioOutput` in 10 ms chunks, in the
/// voice of the utterance's language, stops at the next chunk when interrupted, and pauses
/// there (or before the next word) keeping the rest of the utterance and the queue.
public final class EspeakSpeechEngine: SpeechEngine {
    /// The rate espeak-ng synthesises at (22050 Hz): open the output at this rate.
    public static var sampleRate: Int { EspeakLibrary.shared.sampleRate ?? 22050 }

    /// The most audio handed to the output in one write: 10 ms, the granularity of a stop.
    public static var chunkFrames: Int { sampleRate / 100 }

    /// The installed voices.
    public static var catalog: SpeechVoiceCatalog { EspeakLibrary.shared.catalog }

    public let transcript: SpeechTranscript
    /// What utterances fall back to.
    public let defaults: SpeechDefaults
    private let output: any AudioOutput
    private let queue = DispatchQueue(label: "vitrine.speech", qos: .userInteractive)
    private let interruption = SpeechInterruption()
    private let pause = SpeechPause()
    /// Utterances queued or being spoken (a pause needs one).
    private let outstanding = Mutex(0)
    private let unknownLanguagesLogged = Mutex<Set<String>>([])

    /// An engine speaking into `output` (opened at `EspeakSpeechEngine.sampleRate`).
    public init(output: any AudioOutput, defaults: SpeechDefaults = SpeechDefaults(), transcript: SpeechTranscript = SpeechTranscript()) {
        self.output = output
        self.transcript = transcript
        self.defaults = defaults
        let rate = Self.sampleRate
        if output.sampleRate != rate {
            Log.speech.error("speech: the audio output runs at \(output.sampleRate) Hz but espeak-ng synthesises at \(rate) Hz; speech will play at the wrong speed")
        }
    }

    @discardableResult
    public func speak(_ utterance: SpeechUtterance, events: SpeechEvents) -> SpeechRequest {
        let requestedAt = DispatchTime.now().uptimeNanoseconds
        let generation = interruption.generation
        let request = SpeechRequest()
        request.onCancel { [pause] in pause.wake() }
        outstanding.withLock { $0 += 1 }
        queue.async { [self] in
            let outcome = run(utterance, generation: generation, request: request, events: events, requestedAt: requestedAt)
            outstanding.withLock { $0 -= 1 }
            events.ended?(outcome)
        }
        return request
    }

    public func stopSpeaking() {
        interruption.stop()
        // Nothing is left to go on with: a pause ends (waking a held utterance to stop).
        pause.clear()
    }

    public func pauseSpeaking(at boundary: SpeechBoundary) -> Bool {
        guard outstanding.withLock({ $0 > 0 }) else { return false }
        return pause.pause(at: boundary)
    }

    public func continueSpeaking() -> Bool { pause.resume() }

    public var isPaused: Bool { pause.isPaused }

    /// The voice for `tag`: the catalog's, else the default language's with a log line (once
    /// per tag, for the first 256 such tags), else nil when espeak-ng has no voices at all.
    public func voice(for tag: String) -> SpeechVoice? {
        let catalog = Self.catalog
        if let voice = catalog.voice(for: tag) { return voice }
        let fallback = catalog.voice(for: defaults.language) ?? catalog.voices.first
        // Bounded: the tags come from app content.
        let firstTime = unknownLanguagesLogged.withLock { $0.count < 256 && $0.insert(tag).inserted }
        if firstTime, let fallback {
            Log.speech.warning("speech: no espeak-ng voice for language '\(tag)'; speaking it with the default voice '\(fallback.name)'")
        }
        return fallback
    }

    private func run(_ utterance: SpeechUtterance, generation: UInt64, request: SpeechRequest, events: SpeechEvents,
                     requestedAt: UInt64) -> SpeechOutcome {
        if interruption.stopRequested(after: generation) != nil || request.cancelledAt != nil { return SpeechOutcome(ending: .interrupted) }
        let language = utterance.language.flatMap { $0.isEmpty ? nil : $0 } ?? defaults.language
        let voice = utterance.voiceName.flatMap { name in Self.catalog.voices.first { $0.name == name } } ?? voice(for: language)
        transcript.record(SpeechTranscriptEntry(time: Date().timeIntervalSince1970, language: language,
                                                text: utterance.text, voice: voice?.name ?? ""))
        events.started?(voice)
        guard let voice else { return SpeechOutcome(ending: .failed("espeak-ng is not available")) }
        let sampleRate = Self.sampleRate
        let synthesis = EspeakSynthesis(text: utterance.text, output: output, interruption: interruption, generation: generation,
                                        request: request, pause: pause, events: events, requestedAt: requestedAt,
                                        sliceFrames: Self.chunkFrames, volume: utterance.volume)
        let rate = (utterance.rate ?? defaults.rate).clamped(to: SpeechDefaults.rateRange)
        let pitch = (utterance.pitch ?? defaults.pitch).clamped(to: SpeechDefaults.pitchRange)
        var rc: Int32 = 0
        if synthesis.deliverSilence(seconds: utterance.preDelay, sampleRate: sampleRate) {
            rc = EspeakLibrary.shared.synthesize(utterance.text, voice: voice.name, rate: rate, pitch: pitch, into: synthesis)
            if rc == 0, synthesis.finishSpeech() {
                _ = synthesis.deliverSilence(seconds: utterance.postDelay, sampleRate: sampleRate)
            }
        }
        var outcome = SpeechOutcome(ending: .finished, voice: voice, frames: synthesis.frames,
                                    firstChunkLatency: synthesis.firstChunkLatency, stopLatency: synthesis.stopLatency)
        if synthesis.interrupted {
            outcome.ending = .interrupted
        } else if rc != 0 {
            Log.speech.error("speech: espeak-ng failed (\(rc)) speaking with voice '\(voice.name)'")
            outcome.ending = .failed("espeak-ng error \(rc)")
        } else {
            output.finish()
        }
        return outcome
    }
}

extension Int {
    fileprivate func clamped(to range: ClosedRange<Int>) -> Int { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
