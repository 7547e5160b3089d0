import VitrinePlatform
import VitrineSpeech

enum NullAudioOutputForTests {
    /// A null output at espeak-ng's rate.
    static func make() -> NullAudioOutput { NullAudioOutput(sampleRate: EspeakSpeechEngine.sampleRate) }
}
