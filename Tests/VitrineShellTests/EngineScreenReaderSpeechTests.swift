import Synchronization
import VitrinePlatform
import VitrineSpeech
import XCTest
@testable import VitrineShell

/// The kiosk's screen reader speaks through the speech engine, made with the first word.
@MainActor
final class EngineScreenReaderSpeechTests: XCTestCase {
    /// An engine that writes down what it is asked.
    final class RecordingEngine: SpeechEngine {
        enum Call: Equatable { case speak(String, String?), stop }
        let transcript = SpeechTranscript()
        private let recorded = Mutex<[Call]>([])
        var calls: [Call] { recorded.withLock { $0 } }
        func speak(_ utterance: SpeechUtterance, events: SpeechEvents) -> SpeechRequest {
            recorded.withLock { $0.append(.speak(utterance.text, utterance.language)) }
            return SpeechRequest()
        }
        func stopSpeaking() { recorded.withLock { $0.append(.stop) } }
        func pauseSpeaking(at boundary: SpeechBoundary) -> Bool { false }
        func continueSpeaking() -> Bool { false }
        var isPaused: Bool { false }
    }

    /// A kiosk whose reader never speaks makes no engine (no voice data, no audio device);
    /// the first word makes one, and every later word uses it.
    func testTheEngineIsMadeWithTheFirstWordOnly() {
        var made: [RecordingEngine] = []
        let speech = EngineScreenReaderSpeech { let e = RecordingEngine(); made.append(e); return e }
        speech.stop()
        XCTAssertTrue(made.isEmpty, "stopping before any word makes no engine")
        speech.speak("Check-in, heading", language: "en", interrupting: false)
        speech.speak("Name, text field", language: "en", interrupting: false)
        XCTAssertEqual(made.count, 1)
        XCTAssertEqual(made.first?.calls, [.speak("Check-in, heading", "en"), .speak("Name, text field", "en")])
    }

    /// VoiceOver's rule that new input cuts speech off: an interrupting word stops what is
    /// being said first; `stop()` stops it.
    func testAnInterruptingWordStopsTheEngineFirst() {
        let engine = RecordingEngine()
        let speech = EngineScreenReaderSpeech { engine }
        speech.speak("Alerts, off, switch button", language: nil, interrupting: false)
        speech.speak("Volume, 50%, adjustable", language: "en", interrupting: true)
        speech.stop()
        XCTAssertEqual(engine.calls, [.speak("Alerts, off, switch button", nil), .stop, .speak("Volume, 50%, adjustable", "en"), .stop])
    }

    /// EN 301 549 5.1.3.14 (speech in the language of the content): through real espeak-ng,
    /// the reader's Korean words are spoken by the Korean voice and reach the transcript.
    func testTheReadersWordsReachTheTranscriptInTheirLanguage() async {
        let engine = EspeakSpeechEngine(output: NullAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate))
        let speech = EngineScreenReaderSpeech { engine }
        let entries = Mutex<[SpeechTranscriptEntry]>([])
        let both = expectation(description: "two utterances in the transcript")
        both.expectedFulfillmentCount = 2
        let follower = engine.transcript.follow { entry in
            entries.withLock { $0.append(entry) }
            both.fulfill()
        }
        speech.speak("Check-in, heading", language: "en", interrupting: false)
        speech.speak("이름, 텍스트 필드", language: "ko", interrupting: false)
        await fulfillment(of: [both], timeout: 120)
        follower.cancel()
        let seen = entries.withLock { $0 }
        XCTAssertEqual(seen.map(\.text), ["Check-in, heading", "이름, 텍스트 필드"])
        XCTAssertEqual(seen.map(\.voice), ["en", "ko"])
    }
}
