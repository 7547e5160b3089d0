import Foundation
import Synchronization
import XCTest
import VitrinePlatform
@testable import VitrineSpeech

/// Speech through a real ALSA PCM without a sound card: alsa-lib's `file` plugin records what
/// reaches libasound. Audible while speaking; nothing after an interruption.
final class SpeechThroughALSATests: XCTestCase {
    private func withRecordedDevice(_ body: (ALSAAudioOutput) async throws -> Void) async throws -> [Int16] {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("vitrine-speech-\(UUID().uuidString).raw").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let volume = AudioVolume(range: .init(defaultDecibels: 0))
        try await body(try ALSAAudioOutput(device: "file:FILE=\(path),FORMAT=raw", sampleRate: EspeakSpeechEngine.sampleRate, volume: volume))
        let data = (try? Data(contentsOf: URL(fileURLWithPath: path))) ?? Data()
        return data.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    func testSpeechReachesALSA() async throws {
        let recorded = try await withRecordedDevice { alsa in
            let outcome = await EspeakSpeechEngine(output: alsa).spoken(SpeechUtterance("Welcome", language: "en"))
            XCTAssertEqual(outcome.ending, .finished)
        }
        XCTAssertGreaterThan(Double(recorded.count) / Double(EspeakSpeechEngine.sampleRate), 0.2)
        XCTAssertGreaterThan(RecordingAudioOutput.rms(recorded), 500)
    }

    /// After a stop in the first 10 ms chunk nothing more reaches ALSA (a long sentence
    /// would otherwise write seconds of audio).
    func testNothingReachesALSAAfterAStop() async throws {
        let recorded = try await withRecordedDevice { alsa in
            let engineBox = Mutex<EspeakSpeechEngine?>(nil)
            let output = RecordingAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate, downstream: alsa) { index in
                if index == 0 { engineBox.withLock { $0 }?.stopSpeaking() }
            }
            let engine = EspeakSpeechEngine(output: output)
            engineBox.withLock { $0 = engine }
            let outcome = await engine.spoken(SpeechUtterance("A long sentence that would take a few seconds to say.", language: "en"))
            XCTAssertEqual(outcome.ending, .interrupted)
        }
        XCTAssertLessThanOrEqual(recorded.count, EspeakSpeechEngine.chunkFrames)
    }
}
