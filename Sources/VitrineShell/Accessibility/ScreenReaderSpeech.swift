import VitrinePlatform

/// What the screen reader speaks through: the speech engine (or, in tests, a recorder). The
/// reader decides what to say and when; the engine synthesises and plays it.
@MainActor
package protocol ScreenReaderSpeech: AnyObject {
    /// Speaks `text` in `language` (a BCP 47 tag; `nil`: the engine's default voice). With
    /// `interrupting`, whatever is being spoken or queued stops first; without, `text` is
    /// queued after it. `events` are told on the main actor as it starts and ends.
    func speak(_ text: String, language: String?, interrupting: Bool, events: ScreenReaderUtteranceEvents)
    /// Stops speaking at once, drops what is queued and ends a pause.
    func stop()
    /// Pauses at once, keeping the rest of what is being said and what is queued; false when
    /// nothing is being said or queued.
    func pause() -> Bool
    /// Goes on after `pause()`.
    func resume()
    /// The volume speech plays at, which the keypad's volume keys step (`nil`: speech has no
    /// volume of its own to turn).
    var volume: AudioVolume? { get }
}

/// What the reader learns of one utterance, on the main actor: when it starts (read-all moves
/// the focus then) and whether it was heard to the end.
package struct ScreenReaderUtteranceEvents {
    /// It starts being spoken.
    package var started: (@MainActor @Sendable () -> Void)?
    /// It ended: `true` when spoken to the end, `false` when stopped or dropped.
    package var ended: (@MainActor @Sendable (_ finished: Bool) -> Void)?

    /// Events; each absent one is not told.
    package init(started: (@MainActor @Sendable () -> Void)? = nil, ended: (@MainActor @Sendable (_ finished: Bool) -> Void)? = nil) {
        self.started = started
        self.ended = ended
    }
}

extension ScreenReaderSpeech {
    /// Speaks `text` without being told how it goes.
    package func speak(_ text: String, language: String?, interrupting: Bool) {
        speak(text, language: language, interrupting: interrupting, events: ScreenReaderUtteranceEvents())
    }

    package var volume: AudioVolume? { nil }
}
