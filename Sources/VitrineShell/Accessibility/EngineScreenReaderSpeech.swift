import Dispatch
import VitrinePlatform
import VitrineSpeech

/// The screen reader's voice: a `SpeechEngine` (the process's shared one in a kiosk), made the
/// first time the reader speaks, so a kiosk that never turns the reader on opens no audio
/// device and loads no voice data.
///
/// The engine is shared with the apps' `AVSpeechSynthesizer`s: the reader's interrupting
/// speech (and its stop) stops theirs too (they are told `didCancel`), as VoiceOver's speech
/// takes over from an app's.
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

    package func speak(_ text: String, language: String?, interrupting: Bool, events: ScreenReaderUtteranceEvents) {
        let engine = made ?? makeEngine()
        made = engine
        if interrupting { engine.stopSpeaking() }
        var engineEvents = SpeechEvents()
        if let started = events.started {
            engineEvents.started = { _ in Self.onMain { started() } }
        }
        if let ended = events.ended {
            engineEvents.ended = { outcome in
                let finished = outcome.ending == .finished
                Self.onMain { ended(finished) }
            }
        }
        engine.speak(SpeechUtterance(text, language: language), events: engineEvents)
    }

    /// Runs `body` on the main actor, after what the engine told before (the main queue keeps
    /// the order).
    private nonisolated static func onMain(_ body: @escaping @MainActor @Sendable () -> Void) {
        DispatchQueue.main.async { MainActor.assumeIsolated { body() } }
    }

    package func stop() { made?.stopSpeaking() }

    package func pause() -> Bool { made?.pauseSpeaking(at: .immediate) ?? false }

    package func resume() { _ = made?.continueSpeaking() }

    /// The process's shared engine (`SharedSpeechEngine`: espeak-ng into ALSA's default PCM
    /// device unless the kiosk configured it otherwise), the one apps' speech uses too.
    package static func espeak() -> EngineScreenReaderSpeech {
        espeak(device: "default", volume: AudioVolume(), route: AudioRoute(), defaults: SpeechDefaults())
    }
}
