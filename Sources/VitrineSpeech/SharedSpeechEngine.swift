import Synchronization
import VitrinePlatform

/// The process's one speech engine (one voice, one audio device): the screen reader and the
/// apps' `AVSpeechSynthesizer`s all speak through it, so their utterances queue one after
/// another instead of talking over each other.
///
/// The kiosk configures how it is made (`configure(defaults:make:)`); it is made the first
/// time something speaks, so a kiosk that never speaks opens no audio device and loads no
/// voice data. Without configuration it is espeak-ng into ALSA's default device (or into
/// nothing, with one log line, when there is none).
public enum SharedSpeechEngine {
    private struct State {
        var make: @Sendable (SpeechTranscript) -> any SpeechEngine
        var defaults = SpeechDefaults()
        var engine: (any SpeechEngine)?
    }

    private static let state = Mutex(State(make: espeakIntoDefaultDevice))

    /// Every utterance the shared engine speaks, as it starts; followed before the engine is
    /// made (the control socket's `speech --follow`), it flows once it is.
    public static let transcript = SpeechTranscript()

    /// The engine, made now if nothing has spoken yet.
    public static var engine: any SpeechEngine {
        state.withLock { state in
            if let engine = state.engine { return engine }
            let engine = state.make(transcript)
            state.engine = engine
            return engine
        }
    }

    /// The engine if something has spoken (nil: nothing was made).
    package static var madeEngine: (any SpeechEngine)? { state.withLock { $0.engine } }

    /// The language utterances without one are spoken in (BCP-47; the configured default).
    public static var defaultLanguage: String { state.withLock { $0.defaults.language } }

    /// How the engine is made, with what utterances fall back to: `make` gets the transcript the
    /// engine must record into. An engine already made is stopped and replaced by the next use.
    package static func configure(defaults: SpeechDefaults = SpeechDefaults(),
                                  make: @escaping @Sendable (_ defaults: SpeechDefaults, _ transcript: SpeechTranscript) -> any SpeechEngine) {
        let old = state.withLock { state in
            defer { state.engine = nil }
            state.defaults = defaults
            state.make = { make(defaults, $0) }
            return state.engine
        }
        old?.stopSpeaking()
    }

    /// Back to the default engine, not yet made (tests).
    package static func reset() {
        configure { defaults, transcript in espeakIntoDefaultDevice(defaults: defaults, transcript: transcript) }
    }

    /// espeak-ng into ALSA's default PCM device, or into nothing (one log line) when the machine
    /// has none: the words are still synthesised and recorded in the transcript.
    package static func espeakIntoDefaultDevice(defaults: SpeechDefaults, transcript: SpeechTranscript) -> any SpeechEngine {
        EspeakSpeechEngine(output: ALSAAudioOutput.openOrNull(sampleRate: EspeakSpeechEngine.sampleRate), defaults: defaults,
                           transcript: transcript)
    }

    private static func espeakIntoDefaultDevice(_ transcript: SpeechTranscript) -> any SpeechEngine {
        espeakIntoDefaultDevice(defaults: SpeechDefaults(), transcript: transcript)
    }
}
