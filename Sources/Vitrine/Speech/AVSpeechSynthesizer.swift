import Dispatch
import Foundation
import VitrinePlatform
import VitrineSpeech

/// Speaks an app's utterances (AVFAudio's `AVSpeechSynthesizer`), through the kiosk's one
/// speech engine (`SharedSpeechEngine`: one voice, one audio device).
///
/// Utterances queue: `speak(_:)` adds one, and each is spoken after the one before.
/// `stopSpeaking(at:)` stops the one being spoken (its delegate is told `didCancel`) and
/// removes the queued ones (they are told nothing); `pauseSpeaking(at:)` and
/// `continueSpeaking()` hold and resume speech (the engine's, so a screen reader's word
/// waits too). The delegate is told on the main actor (AVSpeechSynthesizerDelegate).
///
/// The screen reader shares the engine: its interrupting speech stops the app's utterance
/// (`didCancel`) and the app's queue, as VoiceOver's speech takes over. The app's utterances
/// wait behind the reader's queued words, and the reader's behind the app's.
///
/// ```swift
/// let synthesizer = AVSpeechSynthesizer()
/// let utterance = AVSpeechUtterance(string: "Your ticket is number 42")
/// utterance.voice = AVSpeechSynthesisVoice(language: "en-GB")
/// synthesizer.speak(utterance)
/// ```
@MainActor
open class AVSpeechSynthesizer {
    /// Told as utterances start, pause, continue, finish or are cancelled.
    public weak var delegate: (any AVSpeechSynthesizerDelegate)?
    /// Whether speech is paused (by `pauseSpeaking(at:)`).
    public private(set) var isPaused = false
    /// Whether an utterance is being spoken (or paused), or waits in the queue.
    public var isSpeaking: Bool { current != nil || !queue.isEmpty }

    private struct Current {
        let id: Int
        let utterance: AVSpeechUtterance
        let request: SpeechRequest
        var started = false
        /// The app stopped it (its queue is already gone).
        var stopped = false
    }

    private let makeEngine: @MainActor () -> any SpeechEngine
    private var engine: (any SpeechEngine)?
    private var queue: [AVSpeechUtterance] = []
    private var current: Current?
    private var lastID = 0
    /// `continueSpeaking()` was called and the engine has not yet gone on.
    private var continuing = false

    /// A synthesizer over the kiosk's shared engine (made when something is first spoken).
    public init() { makeEngine = { SharedSpeechEngine.engine } }

    /// A synthesizer over `engine` (tests).
    package init(engine: any SpeechEngine) { makeEngine = { engine } }

    /// Adds `utterance` to the queue; it is spoken after those before it. An utterance that is
    /// queued or being spoken already is refused (AVFAudio raises an exception) with a log line.
    open func speak(_ utterance: AVSpeechUtterance) {
        guard current?.utterance !== utterance, !queue.contains(where: { $0 === utterance }) else {
            Log.ui.error("AVSpeechSynthesizer.speak: \(utterance) is already queued or being spoken; an utterance cannot be enqueued twice (ignored)")
            return
        }
        queue.append(utterance)
        startNext()
    }

    /// Stops speech at `boundary` (`.word`: after the word being spoken) and empties the
    /// queue; false when nothing was being spoken or queued.
    @discardableResult
    open func stopSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard isSpeaking else { return false }
        queue.removeAll()
        guard var c = current else { return true }
        c.stopped = true
        current = c
        c.request.cancel(at: boundary.engineBoundary)
        if isPaused {
            // The stop ends the pause (else the engine would hold the next words).
            isPaused = false
            _ = engine?.continueSpeaking()
        }
        return true
    }

    /// Pauses speech at `boundary`, keeping the rest of the utterance and the queue; false
    /// when nothing is being spoken or speech is paused already.
    @discardableResult
    open func pauseSpeaking(at boundary: AVSpeechBoundary) -> Bool {
        guard current != nil, !isPaused, let engine, engine.pauseSpeaking(at: boundary.engineBoundary) else { return false }
        isPaused = true
        return true
    }

    /// Goes on after `pauseSpeaking(at:)`; false when speech was not paused.
    @discardableResult
    open func continueSpeaking() -> Bool {
        guard isPaused else { return false }
        isPaused = false
        guard engine?.continueSpeaking() == true else { return false }
        continuing = true
        return true
    }

    // MARK: The engine's events

    private func startNext() {
        guard current == nil, !queue.isEmpty else { return }
        let utterance = queue.removeFirst()
        let engine = self.engine ?? makeEngine()
        self.engine = engine
        lastID += 1
        let id = lastID
        let request = engine.speak(utterance.engineUtterance, events: events(for: id))
        current = Current(id: id, utterance: utterance, request: request)
    }

    /// The engine's events for utterance `id`, each brought to the main actor in order.
    private func events(for id: Int) -> SpeechEvents {
        let main: @Sendable (@escaping @MainActor @Sendable (AVSpeechSynthesizer) -> Void) -> Void = { [weak self] body in
            DispatchQueue.main.async {
                MainActor.assumeIsolated {
                    guard let self, self.current?.id == id else { return }
                    body(self)
                }
            }
        }
        return SpeechEvents(
            started: { _ in main { $0.started() } },
            word: { range in main { $0.willSpeak(range) } },
            paused: { main { $0.paused() } },
            continued: { main { $0.continued() } },
            ended: { outcome in main { $0.ended(outcome.ending) } })
    }

    private func started() {
        guard var c = current else { return }
        c.started = true
        current = c
        delegate?.speechSynthesizer(self, didStart: c.utterance)
    }

    private func willSpeak(_ range: Range<Int>) {
        guard let c = current, c.started, !c.stopped else { return }
        delegate?.speechSynthesizer(self, willSpeakRangeOfSpeechString: NSRange(location: range.lowerBound, length: range.count),
                                    utterance: c.utterance)
    }

    /// The engine paused: told when this synthesizer asked (a screen reader's gesture pauses
    /// the engine too, and the app is not told).
    private func paused() {
        guard let c = current, isPaused else { return }
        delegate?.speechSynthesizer(self, didPause: c.utterance)
    }

    private func continued() {
        guard let c = current, continuing else { return }
        continuing = false
        delegate?.speechSynthesizer(self, didContinue: c.utterance)
    }

    private func ended(_ ending: SpeechOutcome.Ending) {
        guard let c = current else { return }
        current = nil
        continuing = false
        if ending == .finished {
            delegate?.speechSynthesizer(self, didFinish: c.utterance)
        } else {
            if !c.stopped, ending == .interrupted {
                // Stopped by someone else (the screen reader took over): the app's queue goes too.
                queue.removeAll()
                isPaused = false
            }
            if c.started { delegate?.speechSynthesizer(self, didCancel: c.utterance) }
        }
        startNext()
    }
}

extension AVSpeechBoundary {
    var engineBoundary: SpeechBoundary { self == .immediate ? .immediate : .word }
}
