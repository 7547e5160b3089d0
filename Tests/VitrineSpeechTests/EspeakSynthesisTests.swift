import Synchronization
import XCTest
import VitrinePlatform
@testable import VitrineSpeech

/// Real espeak-ng synthesis (EN 301 549 5.1.3.14: speech in the language of the content).
final class EspeakSynthesisTests: XCTestCase {
    /// espeak-ng's rate: 22050 Hz.
    func testTheEngineRateIsEspeakNGs() {
        XCTAssertEqual(EspeakSpeechEngine.sampleRate, 22050)
    }

    /// English "Hello": audible PCM of a plausible length (a word: a fifth of a second to two seconds).
    func testEnglishHelloIsAudible() async {
        let output = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
        let engine = EspeakSpeechEngine(output: output)
        let outcome = await engine.spoken(SpeechUtterance("Hello", language: "en"))
        XCTAssertEqual(outcome.ending, .finished)
        XCTAssertEqual(outcome.voice?.name, "en")
        let seconds = Double(output.samples.count) / Double(EspeakSpeechEngine.sampleRate)
        XCTAssertGreaterThan(seconds, 0.2)
        XCTAssertLessThan(seconds, 2)
        XCTAssertGreaterThan(output.rms, 500, "speech, not silence")
        XCTAssertEqual(outcome.frames, output.samples.count)
        XCTAssertNotNil(outcome.firstChunkLatency)
        XCTAssertEqual(output.finishes, 1, "the end of an utterance lets the device play its tail")
        XCTAssertEqual(output.stops, 0)
    }

    /// Korean "안녕하세요" is read by the Korean voice (not English spelling out the letters):
    /// audible, five syllables' worth of time.
    func testKoreanIsSpokenByTheKoreanVoice() async {
        let output = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
        let engine = EspeakSpeechEngine(output: output)
        let outcome = await engine.spoken(SpeechUtterance("안녕하세요", language: "ko-KR"))
        XCTAssertEqual(outcome.ending, .finished)
        XCTAssertEqual(outcome.voice?.name, "ko")
        XCTAssertEqual(outcome.voice?.languages.first, "ko")
        let seconds = Double(output.samples.count) / Double(EspeakSpeechEngine.sampleRate)
        XCTAssertGreaterThan(seconds, 0.4)
        XCTAssertLessThan(seconds, 3)
        XCTAssertGreaterThan(output.rms, 500, "speech, not silence")
    }

    /// Rate follows the utterance: twice the words per minute is markedly shorter.
    func testRateShortensSpeech() async {
        let slow = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
        let fast = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
        let text = "Please insert your card and enter your personal number"
        _ = await EspeakSpeechEngine(output: slow).spoken(SpeechUtterance(text, language: "en", rate: 150))
        _ = await EspeakSpeechEngine(output: fast).spoken(SpeechUtterance(text, language: "en", rate: 300))
        XCTAssertLessThan(Double(fast.samples.count), 0.75 * Double(slow.samples.count))
    }

    /// The async stream form of the transcript sees what is spoken after it is made.
    func testTranscriptStream() async {
        let engine = EspeakSpeechEngine(output: NullAudioOutputForTests.make())
        let stream = engine.transcript.entries()
        _ = await engine.spoken(SpeechUtterance("Next", language: "ja"))
        // The entry is buffered before `spoken` returns; the bound only keeps a broken
        // transcript from hanging the suite.
        let entry = await withTaskGroup(of: SpeechTranscriptEntry?.self) { group in
            group.addTask { for await entry in stream { return entry }; return nil }
            group.addTask { try? await Task.sleep(for: .seconds(60)); return nil }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
        XCTAssertEqual(entry?.text, "Next")
        XCTAssertEqual(entry?.voice, "ja")
    }

    /// Issue brief (`vitrinectl speech --follow`): every spoken utterance gives a transcript
    /// entry with its language, text and voice, also with no audio device (the null output).
    func testTranscriptFlowsWithoutAnAudioDevice() async {
        let output = NullAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
        let engine = EspeakSpeechEngine(output: output)
        let entries = Mutex<[SpeechTranscriptEntry]>([])
        let follower = engine.transcript.follow { entry in entries.withLock { $0.append(entry) } }
        defer { follower.cancel() }
        _ = await engine.spoken(SpeechUtterance("Check in", language: "en-GB"))
        _ = await engine.spoken(SpeechUtterance("체크인"))
        let recorded = entries.withLock { $0 }
        XCTAssertEqual(recorded.count, 2)
        let first = recorded.first
        let second = recorded.dropFirst().first
        XCTAssertEqual(first?.text, "Check in")
        XCTAssertEqual(first?.language, "en-GB")
        XCTAssertEqual(first?.voice, "en")
        XCTAssertEqual(second?.language, "en", "no language: the default's")
        XCTAssertGreaterThan(output.framesWritten, 0, "synthesis ran into the null output")
        XCTAssertGreaterThan(first?.time ?? 0, 1_700_000_000, "wall-clock seconds")
    }
}
