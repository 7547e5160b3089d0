import VitrinePlatform

/// What the screen reader speaks through: the speech engine (or, in tests, a recorder). The
/// reader decides what to say and when; the engine synthesises and plays it.
@MainActor
package protocol ScreenReaderSpeech: AnyObject {
    /// Speaks `text` in `language` (a BCP 47 tag; `nil`: the engine's default voice). With
    /// `interrupting`, whatever is being spoken or queued stops first; without, `text` is
    /// queued after it.
    func speak(_ text: String, language: String?, interrupting: Bool)
    /// Stops speaking at once and drops what is queued.
    func stop()
    /// The volume speech plays at, which the keypad's volume keys step (`nil`: speech has no
    /// volume of its own to turn).
    var volume: AudioVolume? { get }
}

extension ScreenReaderSpeech {
    package var volume: AudioVolume? { nil }
}
