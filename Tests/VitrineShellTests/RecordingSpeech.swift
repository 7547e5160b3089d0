import VitrinePlatform
@testable import VitrineShell

/// A speech engine that writes down what the screen reader asks of it, in order.
@MainActor
final class RecordingSpeech: ScreenReaderSpeech {
    enum Entry: Equatable {
        case speak(String, language: String?, interrupting: Bool)
        case stop
    }
    private(set) var entries: [Entry] = []
    /// The volume the keypad's volume keys step (`nil`: none, as by default).
    var volume: AudioVolume?

    func speak(_ text: String, language: String?, interrupting: Bool) {
        entries.append(.speak(text, language: language, interrupting: interrupting))
    }

    func stop() { entries.append(.stop) }

    /// The texts spoken, in order.
    var spoken: [String] {
        entries.compactMap { if case .speak(let t, _, _) = $0 { return t } else { return nil } }
    }

    /// Forgets everything so far.
    func clear() { entries.removeAll() }
}
