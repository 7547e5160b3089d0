import Foundation
import VitrinePlatform
import VitrineSpeech
import XCTest
@testable import Vitrine
import VitrineTesting

/// AVFAudio's speech API, checked against Apple's documentation:
/// - AVSpeechSynthesizer (developer.apple.com/documentation/avfaudio/avspeechsynthesizer):
///   "speak(_:) Adds the utterance you specify to the speech synthesizer's queue";
///   "stopSpeaking(at:) Stops speech at boundaries you specify" (and empties the queue);
///   "pauseSpeaking(at:)", "continueSpeaking()", "isSpeaking", "isPaused".
/// - AVSpeechSynthesizerDelegate (developer.apple.com/documentation/avfaudio/avspeechsynthesizerdelegate):
///   didStart, willSpeakRangeOfSpeechString, didPause, didContinue, didFinish, didCancel.
/// - AVSpeechUtteranceMinimumSpeechRate / DefaultSpeechRate / MaximumSpeechRate
///   (developer.apple.com/documentation/avfaudio/avspeechutterancedefaultspeechrate).
/// - AVSpeechSynthesisVoice (developer.apple.com/documentation/avfaudio/avspeechsynthesisvoice).
final class AVSpeechSynthesizerTests: XCTestCase {
    /// Writes down every delegate call as "event text", and fulfils expectations on cue.
    @MainActor final class Recorder: AVSpeechSynthesizerDelegate {
        var events: [String] = []
        var onEvent: (String, AVSpeechSynthesizer) -> Void = { _, _ in }
        private func add(_ event: String, _ s: AVSpeechSynthesizer) { events.append(event); onEvent(event, s) }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didStart u: AVSpeechUtterance) { add("start \(u.speechString)", s) }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didFinish u: AVSpeechUtterance) { add("finish \(u.speechString)", s) }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didPause u: AVSpeechUtterance) { add("pause \(u.speechString)", s) }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didContinue u: AVSpeechUtterance) { add("continue \(u.speechString)", s) }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didCancel u: AVSpeechUtterance) { add("cancel \(u.speechString)", s) }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, willSpeakRangeOfSpeechString r: NSRange, utterance u: AVSpeechUtterance) {
            add("word " + (u.speechString as NSString).substring(with: r), s)
        }
        /// The calls other than word ranges.
        var lifecycle: [String] { events.filter { !$0.hasPrefix("word") } }
    }

    /// A synthesizer over its own engine; the engine's output holds the first utterance at
    /// its second chunk until the gate opens (so the test can act while it is spoken).
    @MainActor private func synthesizer() -> (AVSpeechSynthesizer, Recorder, GatedAudioOutput) {
        let gate = GatedAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
        let engine = EspeakSpeechEngine(output: gate)
        let s = AVSpeechSynthesizer(engine: engine)
        let r = Recorder()
        s.delegate = r
        return (s, r, gate)
    }

    private let long = "This sentence is long enough to take several seconds to say."

    /// The delegate's order for one utterance: didStart, a willSpeakRange for each word, didFinish.
    @MainActor func testDelegateOrderForOneUtterance() async {
        let (s, r, gate) = synthesizer()
        let done = expectation(description: "finished")
        r.onEvent = { e, _ in if e.hasPrefix("finish") { done.fulfill() } }
        gate.open()
        s.speak(AVSpeechUtterance(string: "Hello wide world"))
        XCTAssertTrue(s.isSpeaking)
        await fulfillment(of: [done], timeout: 60)
        XCTAssertEqual(r.events, ["start Hello wide world", "word Hello", "word wide", "word world", "finish Hello wide world"])
        XCTAssertFalse(s.isSpeaking)
    }

    /// Utterances queue: the second starts after the first finishes.
    @MainActor func testUtterancesQueue() async {
        let (s, r, gate) = synthesizer()
        let done = expectation(description: "both finished")
        done.expectedFulfillmentCount = 2
        r.onEvent = { e, _ in if e.hasPrefix("finish") { done.fulfill() } }
        gate.open()
        s.speak(AVSpeechUtterance(string: "One"))
        s.speak(AVSpeechUtterance(string: "Two"))
        await fulfillment(of: [done], timeout: 60)
        XCTAssertEqual(r.lifecycle, ["start One", "finish One", "start Two", "finish Two"])
    }

    /// stopSpeaking(at: .immediate) stops the utterance being spoken (didCancel) and empties the
    /// queue: the queued one never starts.
    @MainActor func testStopImmediatelyCancelsTheCurrentAndEmptiesTheQueue() async {
        let (s, r, gate) = synthesizer()
        let cancelled = expectation(description: "cancelled")
        r.onEvent = { e, s in
            if e == "start \(self.long)" {
                XCTAssertTrue(s.stopSpeaking(at: .immediate))
                gate.open()
            }
            if e.hasPrefix("cancel") { cancelled.fulfill() }
        }
        s.speak(AVSpeechUtterance(string: long))
        s.speak(AVSpeechUtterance(string: "Queued"))
        await fulfillment(of: [cancelled], timeout: 60)
        XCTAssertFalse(s.isSpeaking)
        XCTAssertFalse(s.stopSpeaking(at: .immediate), "nothing left to stop")
        let after = expectation(description: "a later utterance")
        r.onEvent = { e, _ in if e.hasPrefix("finish") { after.fulfill() } }
        s.speak(AVSpeechUtterance(string: "Later"))
        await fulfillment(of: [after], timeout: 60)
        XCTAssertEqual(r.lifecycle, ["start \(long)", "cancel \(long)", "start Later", "finish Later"])
    }

    /// stopSpeaking(at: .word) lets the word being spoken end: no further word is told.
    @MainActor func testStopAtWordEndsAfterTheWord() async {
        let (s, r, gate) = synthesizer()
        let cancelled = expectation(description: "cancelled")
        r.onEvent = { e, s in
            if e == "word This" {
                s.stopSpeaking(at: .word)
                gate.open()
            }
            if e.hasPrefix("cancel") { cancelled.fulfill() }
        }
        s.speak(AVSpeechUtterance(string: long))
        await fulfillment(of: [cancelled], timeout: 60)
        XCTAssertEqual(r.events, ["start \(long)", "word This", "cancel \(long)"])
    }

    /// pauseSpeaking then continueSpeaking: didPause, didContinue, and the utterance finishes.
    @MainActor func testPauseAndContinue() async {
        let (s, r, gate) = synthesizer()
        let finished = expectation(description: "finished")
        r.onEvent = { e, s in
            if e.hasPrefix("start") {
                XCTAssertTrue(s.pauseSpeaking(at: .immediate))
                XCTAssertTrue(s.isPaused)
                XCTAssertFalse(s.pauseSpeaking(at: .immediate), "already paused")
                gate.open()
            }
            if e.hasPrefix("pause") {
                XCTAssertTrue(s.isSpeaking, "a paused synthesizer is still speaking")
                XCTAssertTrue(s.continueSpeaking())
                XCTAssertFalse(s.isPaused)
            }
            if e.hasPrefix("finish") { finished.fulfill() }
        }
        XCTAssertFalse(s.pauseSpeaking(at: .immediate), "nothing to pause")
        XCTAssertFalse(s.continueSpeaking(), "nothing paused")
        s.speak(AVSpeechUtterance(string: long))
        await fulfillment(of: [finished], timeout: 60)
        XCTAssertEqual(r.lifecycle, ["start \(long)", "pause \(long)", "continue \(long)", "finish \(long)"])
    }

    /// An utterance already queued cannot be queued again (AVFAudio raises; here it is refused).
    @MainActor func testAnUtteranceIsNotQueuedTwice() async {
        let (s, r, gate) = synthesizer()
        let done = expectation(description: "finished")
        r.onEvent = { e, _ in if e.hasPrefix("finish") { done.fulfill() } }
        gate.open()
        let u = AVSpeechUtterance(string: "Once")
        s.speak(u)
        s.speak(u)
        await fulfillment(of: [done], timeout: 60)
        XCTAssertEqual(r.lifecycle, ["start Once", "finish Once"])
        XCTAssertFalse(s.isSpeaking)
    }

    /// The rate constants are 0, 0.5 and 1, and map to 80, 175 and 450 words per minute;
    /// an utterance's defaults are Apple's (rate 0.5, pitch 1, volume 1, no delays).
    @MainActor func testRateConstantsAndDefaults() {
        XCTAssertEqual(AVSpeechUtteranceMinimumSpeechRate, 0)
        XCTAssertEqual(AVSpeechUtteranceDefaultSpeechRate, 0.5)
        XCTAssertEqual(AVSpeechUtteranceMaximumSpeechRate, 1)
        XCTAssertEqual(AVSpeechUtterance.wordsPerMinute(rate: AVSpeechUtteranceMinimumSpeechRate), 80)
        XCTAssertEqual(AVSpeechUtterance.wordsPerMinute(rate: AVSpeechUtteranceDefaultSpeechRate), 175)
        XCTAssertEqual(AVSpeechUtterance.wordsPerMinute(rate: AVSpeechUtteranceMaximumSpeechRate), 450)
        XCTAssertEqual(AVSpeechUtterance.wordsPerMinute(rate: 0.75), 313)
        XCTAssertEqual(AVSpeechUtterance.wordsPerMinute(rate: 7), 450, "clamped")
        XCTAssertEqual(AVSpeechUtterance.wordsPerMinute(rate: .nan), 175)
        let u = AVSpeechUtterance(attributedString: NSAttributedString(string: "Gate 12"))
        XCTAssertEqual(u.speechString, "Gate 12")
        XCTAssertEqual(u.rate, AVSpeechUtteranceDefaultSpeechRate)
        XCTAssertEqual(u.pitchMultiplier, 1)
        XCTAssertEqual(u.volume, 1)
        XCTAssertEqual(u.preUtteranceDelay, 0)
        XCTAssertEqual(u.postUtteranceDelay, 0)
        XCTAssertNil(u.voice)
        u.pitchMultiplier = 2
        u.volume = 0.25
        u.postUtteranceDelay = 0.5
        let e = u.engineUtterance
        XCTAssertEqual(e.rate, 175)
        XCTAssertEqual(e.pitch, 100)
        XCTAssertEqual(e.volume, 0.25)
        XCTAssertEqual(e.postDelay, 0.5)
        u.pitchMultiplier = 0.5
        XCTAssertEqual(u.engineUtterance.pitch, 25)
    }

    /// Voices: by language (nil when none speaks it), by identifier, the list, and the current
    /// language.
    @MainActor func testVoices() {
        let voices = AVSpeechSynthesisVoice.speechVoices()
        XCTAssertFalse(voices.isEmpty)
        XCTAssertEqual(Set(voices.map(\.identifier)).count, voices.count, "identifiers are unique")
        let british = AVSpeechSynthesisVoice(language: "en-GB")
        XCTAssertEqual(british?.language, "en-GB")
        XCTAssertEqual(AVSpeechSynthesisVoice(language: "ko-KR")?.language, "ko")
        XCTAssertNil(AVSpeechSynthesisVoice(language: "tlh"), "no Klingon voice")
        if let british {
            XCTAssertEqual(AVSpeechSynthesisVoice(identifier: british.identifier), british)
            let u = AVSpeechUtterance(string: "Mind the gap")
            u.voice = british
            XCTAssertEqual(u.engineUtterance.voiceName, british.name)
            XCTAssertEqual(u.engineUtterance.language, "en-GB")
        }
        XCTAssertNil(AVSpeechSynthesisVoice(identifier: "com.apple.voice.compact.en-US.Samantha"))
        XCTAssertEqual(AVSpeechSynthesisVoice.currentLanguageCode(), SharedSpeechEngine.defaultLanguage)
        XCTAssertEqual(AVSpeechSynthesisVoice(language: nil)?.language.hasPrefix("en"), true)
    }

    /// A plain `AVSpeechSynthesizer()` speaks through the process's shared engine, made only
    /// when it first speaks; what it says reaches the shared transcript.
    @MainActor func testTheDefaultSynthesizerUsesTheSharedEngineMadeLazily() async {
        SharedSpeechEngine.configure { defaults, transcript in
            EspeakSpeechEngine(output: NullAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate), defaults: defaults, transcript: transcript)
        }
        defer { SharedSpeechEngine.reset() }
        let s = AVSpeechSynthesizer()
        XCTAssertNil(SharedSpeechEngine.madeEngine, "no engine before anything is spoken")
        let heard = expectation(description: "in the transcript")
        let follower = SharedSpeechEngine.transcript.follow { if $0.text == "Now boarding" { heard.fulfill() } }
        defer { follower.cancel() }
        s.speak(AVSpeechUtterance(string: "Now boarding"))
        XCTAssertNotNil(SharedSpeechEngine.madeEngine)
        await fulfillment(of: [heard], timeout: 60)
    }
}
