import Dispatch
import Synchronization
import XCTest
import VitrinePlatform
@testable import VitrineSpeech

/// VoiceOver's model: any new input stops speech at once.
final class SpeechInterruptionTests: XCTestCase {
    /// A stop during the first chunk: no further chunk is delivered, the output is stopped
    /// (ALSA drops what is buffered), and the outcome says interrupted.
    func testStopDeliversNoFurtherChunk() async {
        let engineBox = Mutex<EspeakSpeechEngine?>(nil)
        let output = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate) { index in
            if index == 0 { engineBox.withLock { $0 }?.stopSpeaking() }
        }
        let engine = EspeakSpeechEngine(output: output)
        engineBox.withLock { $0 = engine }
        let outcome = await engine.spoken(SpeechUtterance("This sentence is long enough to take several seconds to say.", language: "en"))
        XCTAssertEqual(outcome.ending, .interrupted)
        XCTAssertEqual(output.writeSizes.count, 1, "delivery stopped at the next chunk boundary")
        XCTAssertEqual(output.stops, 1)
        XCTAssertEqual(output.finishes, 0)
        XCTAssertNotNil(outcome.stopLatency)
        XCTAssertEqual(output.writeSizes.first, EspeakSpeechEngine.chunkFrames, "chunks of 10 ms")
    }

    /// A stop drops what is queued: the next utterances never start and are not in the transcript.
    func testStopDropsTheQueue() async {
        let engineBox = Mutex<EspeakSpeechEngine?>(nil)
        // The stop must come after both utterances are queued: a stop drops only what was
        // asked before it, so the first chunk waits until the second `speak` has returned.
        let bothQueued = DispatchSemaphore(value: 0)
        let output = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate) { index in
            guard index == 0 else { return }
            bothQueued.wait()
            engineBox.withLock { $0 }?.stopSpeaking()
        }
        let engine = EspeakSpeechEngine(output: output)
        engineBox.withLock { $0 = engine }
        let spokenTexts = Mutex<[String]>([])
        let follower = engine.transcript.follow { entry in spokenTexts.withLock { $0.append(entry.text) } }
        defer { follower.cancel() }
        let first = SpeechUtterance("One two three four five", language: "en")
        let outcomes = Mutex<[SpeechOutcome]>([])
        let done = expectation(description: "queued utterances end")
        done.expectedFulfillmentCount = 2
        engine.speak(first) { outcome in outcomes.withLock { $0.append(outcome) }; done.fulfill() }
        engine.speak(SpeechUtterance("Six", language: "en")) { outcome in outcomes.withLock { $0.append(outcome) }; done.fulfill() }
        bothQueued.signal()
        await fulfillment(of: [done], timeout: 60)
        XCTAssertEqual(outcomes.withLock { $0.map(\.ending) }, [.interrupted, .interrupted])
        XCTAssertEqual(spokenTexts.withLock { $0 }, ["One two three four five"])
        // Speaking again after a stop works.
        let after = await engine.spoken(SpeechUtterance("Seven", language: "en"))
        XCTAssertEqual(after.ending, .finished)
        XCTAssertGreaterThan(after.frames, 0)
    }
}
