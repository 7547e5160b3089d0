import Dispatch
import Synchronization
import XCTest
import VitrinePlatform
@testable import VitrineSpeech

/// The engine's pause (AVSpeechSynthesizer's pauseSpeaking(at:)/continueSpeaking(), VoiceOver's
/// two-finger tap): the rest of the utterance is kept and spoken on continue; word events
/// (AVSpeechSynthesizerDelegate's willSpeakRangeOfSpeechString) come from espeak-ng's.
final class SpeechPauseTests: XCTestCase {
    /// The events of one utterance, in order, as strings.
    final class EventLog: Sendable {
        private let log = Mutex<[String]>([])
        var events: [String] { log.withLock { $0 } }
        func add(_ s: String) { log.withLock { $0.append(s) } }
        func events(ended: XCTestExpectation, paused: XCTestExpectation? = nil) -> SpeechEvents {
            SpeechEvents(started: { _ in self.add("started") },
                         word: { self.add("word \($0.lowerBound)..<\($0.upperBound)") },
                         paused: { self.add("paused"); paused?.fulfill() },
                         continued: { self.add("continued") },
                         ended: { self.add("ended \($0.ending)"); ended.fulfill() })
        }
    }

    private let sentence = "This sentence is long enough to take several seconds to say."

    /// An engine over a recording output that asks for a pause at `boundary` as chunk
    /// `writeIndex` is written, speaking `text` with `log`'s events; returns once it paused.
    private func speakPausing(_ text: String, atWrite writeIndex: Int, boundary: SpeechBoundary, log: EventLog,
                              ended: XCTestExpectation) async -> (EspeakSpeechEngine, RecordingAudioOutput) {
        let engineBox = Mutex<EspeakSpeechEngine?>(nil)
        let output = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate) { index in
            if index == writeIndex { XCTAssertTrue(engineBox.withLock { $0 }?.pauseSpeaking(at: boundary) ?? false) }
        }
        let engine = EspeakSpeechEngine(output: output)
        engineBox.withLock { $0 = engine }
        let paused = expectation(description: "paused")
        engine.speak(SpeechUtterance(text, language: "en"), events: log.events(ended: ended, paused: paused))
        await fulfillment(of: [paused], timeout: 60)
        return (engine, output)
    }

    /// An immediate pause stops delivery at the next chunk and holds there; continue delivers
    /// the rest: every word of the sentence is heard once, in order (espeak-ng varies its
    /// samples a little from run to run, so the words are what is compared).
    func testAPauseKeepsTheRestOfTheUtteranceForContinue() async {
        let log = EventLog(), ended = expectation(description: "ended")
        let (engine, output) = await speakPausing(sentence, atWrite: 2, boundary: .immediate, log: log, ended: ended)
        XCTAssertEqual(output.writeSizes.count, 3, "delivery held at the chunk after the pause")
        XCTAssertTrue(engine.isPaused)
        XCTAssertFalse(engine.pauseSpeaking(at: .immediate), "already paused")
        XCTAssertTrue(engine.continueSpeaking())
        await fulfillment(of: [ended], timeout: 60)
        XCTAssertEqual(log.events.filter { !$0.hasPrefix("word") }, ["started", "paused", "continued", "ended finished"])
        let words = sentence.split(separator: " ").map { w -> String in
            let start = sentence.utf16.distance(from: sentence.startIndex, to: w.startIndex)
            let length = w.utf16.count - (w.hasSuffix(".") ? 1 : 0)
            return "word \(start)..<\(start + length)"
        }
        XCTAssertEqual(log.events.filter { $0.hasPrefix("word") }, words, "every word once, in order")
        XCTAssertGreaterThan(output.writeSizes.count, 100, "the rest of the sentence was delivered")
        XCTAssertEqual(output.stops, 0)
        XCTAssertFalse(engine.continueSpeaking(), "nothing paused")
    }

    /// Nothing spoken or queued: nothing to pause.
    func testPauseWithNothingToSayIsRefused() {
        let engine = EspeakSpeechEngine(output: NullAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate))
        XCTAssertFalse(engine.pauseSpeaking(at: .immediate))
        XCTAssertFalse(engine.isPaused)
    }

    /// A stop ends a pause: the held utterance ends interrupted and the engine speaks again.
    func testStopEndsAPause() async {
        let log = EventLog(), ended = expectation(description: "ended")
        let (engine, _) = await speakPausing(sentence, atWrite: 0, boundary: .immediate, log: log, ended: ended)
        engine.stopSpeaking()
        await fulfillment(of: [ended], timeout: 60)
        XCTAssertEqual(log.events.last, "ended interrupted")
        XCTAssertFalse(engine.isPaused)
        let after = await engine.spoken(SpeechUtterance("Seven", language: "en"))
        XCTAssertEqual(after.ending, .finished)
    }

    /// espeak-ng's word events become UTF-16 ranges of the text, told as each word's audio
    /// goes out; a `.word` pause holds before the next word, not in the middle of one.
    func testWordEventsAndAPauseAtTheNextWord() async {
        let log = EventLog(), ended = expectation(description: "ended")
        let (engine, _) = await speakPausing("Hello wide world", atWrite: 0, boundary: .word, log: log, ended: ended)
        XCTAssertTrue(engine.continueSpeaking())
        await fulfillment(of: [ended], timeout: 60)
        XCTAssertEqual(log.events, ["started", "word 0..<5", "paused", "continued", "word 6..<10", "word 11..<16", "ended finished"])
    }

    /// Cancelling one request stops that utterance alone: the one queued after it is spoken.
    func testCancellingARequestLeavesTheOthers() async {
        // The first utterance's first chunk waits for the cancel, so the cancel comes while it
        // is being spoken (an unpaced output could finish it before the cancel).
        let cancelled = DispatchSemaphore(value: 0)
        let output = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate) { index in
            if index == 0 { cancelled.wait() }
        }
        let engine = EspeakSpeechEngine(output: output)
        let endings = Mutex<[String: SpeechOutcome.Ending]>([:])
        let done = expectation(description: "both end")
        done.expectedFulfillmentCount = 2
        let first = engine.speak(SpeechUtterance(sentence, language: "en"), events: SpeechEvents(ended: { o in
            endings.withLock { $0["first"] = o.ending }; done.fulfill()
        }))
        engine.speak(SpeechUtterance("Six", language: "en"), events: SpeechEvents(ended: { o in
            endings.withLock { $0["second"] = o.ending }; done.fulfill()
        }))
        first.cancel()
        cancelled.signal()
        await fulfillment(of: [done], timeout: 60)
        XCTAssertEqual(endings.withLock { $0 }, ["first": .interrupted, "second": .finished])
    }

    /// An utterance's volume scales its samples; its delays are silence before and after.
    func testVolumeAndDelays() {
        let output = RecordingAudioOutput(sampleRate: 1000)
        let synthesis = EspeakSynthesis(text: "a", output: output, interruption: SpeechInterruption(), generation: 0,
                                        request: SpeechRequest(), pause: SpeechPause(), events: SpeechEvents(), requestedAt: 0,
                                        sliceFrames: 10, volume: 0.5)
        XCTAssertTrue(synthesis.deliverSilence(seconds: 0.025, sampleRate: 1000))
        let samples: [Int16] = [1000, -2000, 3, 32767, -32768]
        XCTAssertTrue(samples.withUnsafeBufferPointer { synthesis.deliver($0) })
        XCTAssertEqual(output.samples, [Int16](repeating: 0, count: 25) + [500, -1000, 2, 16384, -16384])
        XCTAssertEqual(output.writeSizes, [10, 10, 5, 5], "silence in slices too")
    }
}
