import VitrinePlatform
@testable import VitrineShell

/// A speech engine that writes down what the screen reader asks of it, in order, and plays
/// the engine's part on the test's command: utterances wait in a queue until the test starts
/// and finishes them (`startNext()`, `finishCurrent()`); an interrupting word or `stop()`
/// drops the queue (each dropped one is told it did not finish), as the real engine does.
@MainActor
final class RecordingSpeech: ScreenReaderSpeech {
    enum Entry: Equatable {
        case speak(String, language: String?, interrupting: Bool)
        case stop
        case pause
        case resume
    }
    private(set) var entries: [Entry] = []
    /// The utterances not yet ended, first the one being spoken (once started).
    private(set) var queue: [(text: String, events: ScreenReaderUtteranceEvents, started: Bool)] = []
    /// Whether speech is paused.
    private(set) var isPaused = false
    /// The volume the keypad's volume keys step (`nil`: none, as by default).
    var volume: AudioVolume?

    func speak(_ text: String, language: String?, interrupting: Bool, events: ScreenReaderUtteranceEvents) {
        entries.append(.speak(text, language: language, interrupting: interrupting))
        if interrupting { dropQueue() }
        queue.append((text, events, false))
    }

    func stop() {
        entries.append(.stop)
        dropQueue()
    }

    func pause() -> Bool {
        entries.append(.pause)
        guard !queue.isEmpty else { return false }
        isPaused = true
        return true
    }

    func resume() {
        entries.append(.resume)
        isPaused = false
    }

    private func dropQueue() {
        isPaused = false
        let dropped = queue
        queue = []
        for u in dropped { u.events.ended?(false) }
    }

    /// The engine starts the first queued utterance; returns its text.
    @discardableResult
    func startNext() -> String? {
        guard !isPaused, !queue.isEmpty, !queue[0].started else { return nil }
        queue[0].started = true
        queue[0].events.started?()
        return queue.first?.text
    }

    /// The utterance being spoken ends, heard to the end; returns its text.
    @discardableResult
    func finishCurrent() -> String? {
        guard !isPaused, let first = queue.first, first.started else { return nil }
        queue.removeFirst()
        first.events.ended?(true)
        return first.text
    }

    /// The texts spoken, in order.
    var spoken: [String] {
        entries.compactMap { if case .speak(let t, _, _) = $0 { return t } else { return nil } }
    }

    /// Forgets everything so far.
    func clear() { entries.removeAll() }
}
