import VitrinePlatform
import VitrineSpeech
import XCTest
@testable import VitrineShell

/// `[speech]` reaches espeak-ng: the kiosk's reader speech is made with the configured rate and
/// pitch (espeak-ng's `espeak_SetParameter(espeakRATE/espeakPITCH)`), and has a volume the
/// keypad can step before the first word.
final class SpeechConfigurationTests: XCTestCase {
    /// The kiosk's espeak speech takes `[speech]`'s rate and pitch, and its volume exists
    /// before the engine (made with the first word).
    @MainActor func testTheKiosksSpeechTakesRateAndPitch() async throws {
        let c = try ConfigurationLoader.parse("[speech]\nrate = 120\npitch = 30\n", file: "/etc/vitrine/vitrine.toml")
        let speech = EngineScreenReaderSpeech.espeak(device: "default", volume: AudioVolume(), route: AudioRoute(), defaults: SpeechDefaults(c.speech))
        XCTAssertNotNil(speech.volume, "the keypad can turn the volume before the first word")
        XCTAssertNil(speech.engine)
        speech.speak("x", language: "en", interrupting: false)
        let engine = try XCTUnwrap(speech.engine as? EspeakSpeechEngine)
        XCTAssertEqual(engine.defaults, SpeechDefaults(language: "en", rate: 120, pitch: 30))
        speech.stop()
    }

    /// espeak-ng's rate is words a minute: the same words at the slowest configurable rate
    /// take longer than at the fastest.
    func testTheRateChangesHowLongTheWordsTake() async {
        func frames(rate: Int) async -> Int {
            let engine = EspeakSpeechEngine(output: NullAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate),
                                            defaults: SpeechDefaults(VitrineConfiguration.Speech(rate: rate, pitch: 50)))
            return await engine.spoken(SpeechUtterance("one two three four five six", language: "en")).frames
        }
        let slow = await frames(rate: VitrineConfiguration.Speech.rateRange.lowerBound)
        let fast = await frames(rate: VitrineConfiguration.Speech.rateRange.upperBound)
        XCTAssertGreaterThan(fast, 0, "espeak-ng spoke")
        XCTAssertGreaterThan(slow, fast * 2)
    }
}
