import Foundation
import Synchronization
import VitrinePlatform
import VitrineSpeech
import VitrineTesting
import XCTest
@testable import Vitrine
@testable import VitrineShell

/// An app's AVSpeechSynthesizer and the screen reader share one engine (one voice, one audio
/// device): the reader's interrupting speech stops the app's utterance, whose delegate is told
/// didCancel, and the app's queue goes with it, as VoiceOver's speech takes over.
final class AppSpeechAndReaderTests: XCTestCase {
    @MainActor final class Delegate: AVSpeechSynthesizerDelegate {
        var events: [String] = []
        var onStart: () -> Void = {}
        var onCancel: () -> Void = {}
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didStart u: AVSpeechUtterance) { events.append("start \(u.speechString)"); onStart() }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didFinish u: AVSpeechUtterance) { events.append("finish \(u.speechString)") }
        func speechSynthesizer(_ s: AVSpeechSynthesizer, didCancel u: AVSpeechUtterance) { events.append("cancel \(u.speechString)"); onCancel() }
    }

    @MainActor func testTheReadersInterruptingSpeechCancelsTheAppsUtteranceAndQueue() async {
        let gate = GatedAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate)
        let engine = EspeakSpeechEngine(output: gate)
        let reader = EngineScreenReaderSpeech { engine }
        let app = AVSpeechSynthesizer(engine: engine)
        let delegate = Delegate()
        app.delegate = delegate
        let said = Mutex<[String]>([])
        let follower = engine.transcript.follow { e in said.withLock { $0.append(e.text) } }
        defer { follower.cancel() }
        let readerDone = expectation(description: "the reader's words end")
        let cancelled = expectation(description: "the app's utterance is cancelled")
        delegate.onStart = {
            reader.speak("Check-in, heading", language: "en", interrupting: true,
                         events: ScreenReaderUtteranceEvents(ended: { finished in XCTAssertTrue(finished); readerDone.fulfill() }))
            gate.open()
        }
        delegate.onCancel = { cancelled.fulfill() }
        app.speak(AVSpeechUtterance(string: "Your number is 42, please go to counter 3"))
        app.speak(AVSpeechUtterance(string: "Queued after it"))
        await fulfillment(of: [cancelled, readerDone], timeout: 60)
        XCTAssertEqual(delegate.events, ["start Your number is 42, please go to counter 3", "cancel Your number is 42, please go to counter 3"])
        XCTAssertFalse(app.isSpeaking, "the app's queue went with it")
        XCTAssertEqual(said.withLock { $0 }, ["Your number is 42, please go to counter 3", "Check-in, heading"])
    }
}
