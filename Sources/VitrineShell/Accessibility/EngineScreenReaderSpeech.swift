import VitrinePlatform
import VitrineSpeech

/// The screen reader's voice: a `SpeechEngine` (espeak-ng in a kiosk), made the first time
/// the reader speaks, so a kiosk that never turns the reader on opens no audio device and
/// loads no voice data.
@MainActor
package final class EngineScreenReaderSpeech: ScreenReaderSpeech {
    private let makeEngine: @MainActor () -> any SpeechEngine
    private var made: (any SpeechEngine)?
    /// The volume of the engine's audio output (made before the output, so the keypad can
    /// turn it before the first word).
    package let volume: AudioVolume?

    /// Speech through the engine `makeEngine` makes, when it is first needed, playing at
    /// `volume`.
    package init(volume: AudioVolume? = nil, makeEngine: @escaping @MainActor () -> any SpeechEngine) {
        self.volume = volume
        self.makeEngine = makeEngine
    }

    /// The engine, once the reader has spoken.
    package var engine: (any SpeechEngine)? { made }

    package func speak(_ text: String, language: String?, interrupting: Bool) {
        let engine = made ?? makeEngine()
        made = engine
        if interrupting { engine.stopSpeaking() }
        engine.speak(SpeechUtterance(text, language: language))
    }

    package func stop() { made?.stopSpeaking() }

    /// espeak-ng into ALSA's default PCM device, or into nothing (one log line) when the
    /// machine has none: the words are still synthesised and recorded in the transcript.
    package static func espeak() -> EngineScreenReaderSpeech {
        espeak(device: "default", volume: AudioVolume(), route: AudioRoute(), defaults: SpeechDefaults())
    }
}
